"""A demonstration game for ``geoquiz screenshot minden-game``: no database, seeded, mid-scoring.

Cards are a dozen well-known places solved by ``geo.board.locate``; four players (three people
played by computer levels for the demonstration and one computer) play until the first scoring
of round 2, so the screenshot shows the board, pieces that have moved, a tip being revealed.
"""

from __future__ import annotations

from geoquiz.games.minden import Card, Config, PlayerSpec, Score, is_over
from geoquiz.games.minden.engine import current_player

__all__ = ["DEMO_PLACES", "demo_cards", "demo_session"]

DEMO_PLACES: tuple[tuple[str, str, float, float], ...] = (
    ("yellow", "Minden", 52.289, 8.917),
    ("yellow", "Dresden", 51.05, 13.74),
    ("yellow", "Freiburg im Breisgau", 47.99, 7.85),
    ("yellow", "Rostock", 54.09, 12.14),
    ("orange", "Kloster Eberbach", 50.04, 8.05),
    ("orange", "Lutherstadt Wittenberg", 51.87, 12.65),
    ("orange", "Helgoland", 54.18, 7.89),
    ("orange", "Garmisch-Partenkirchen", 47.49, 11.10),
    ("green", "Brocken", 51.80, 10.62),
    ("green", "Feldberg (Schwarzwald)", 47.87, 8.00),
    ("green", "Müritz", 53.42, 12.68),
    ("green", "Zugspitze", 47.42, 10.99),
    ("yellow", "Passau", 48.57, 13.43),
    ("orange", "Bad Muskau", 51.55, 14.72),
    ("green", "Kap Arkona", 54.68, 13.43),
    ("yellow", "Aachen", 50.78, 6.08),
    ("orange", "Xanten", 51.66, 6.45),
    ("green", "Steinhuder Meer", 52.47, 9.33),
)


def demo_cards() -> list[Card]:
    """The demonstration cards with solutions computed by the board rules."""
    from geoquiz.geo.board import locate

    cards = []
    for i, (colour, title, lat, lon) in enumerate(DEMO_PLACES):
        solutions = tuple((s.ew, s.zone, s.square, s.quadrant) for s in locate(lat, lon))
        cards.append(Card(f"demo{i}", colour, title, solutions, lat=lat, lon=lon))
    return cards


def demo_session():  # type: ignore[no-untyped-def]
    """A seeded in-memory game standing at the first scoring of round 2 (not saved)."""
    import random

    from geoquiz.app.minden.session import GameSession
    from geoquiz.games.minden.players import choose

    players = (
        PlayerSpec("Anna", "red", 42, "human"),
        PlayerSpec("Ben", "blue", 39, "human"),
        PlayerSpec("Clara", "green", 12, "human"),
        PlayerSpec("Robo", "yellow", 50, "hard"),
    )
    session = GameSession.start(
        Config(players, track_length=20, seed=7), demo_cards(), persist=False
    )
    rng = random.Random(7)
    stand_ins = {0: "hard", 1: "medium", 2: "easy", 3: "hard"}
    while not is_over(session.state):
        state = session.state
        if state.round == 2 and state.phase == "score":
            break
        player = current_player(state)
        assert player is not None
        session.play(choose(state, player, rng, stand_ins[player]))
    return session


def show_demo(screen: object) -> None:
    """Open the demonstration game in a ``MindenScreen`` and score one tip."""
    from geoquiz.app.minden.screen import MindenScreen

    assert isinstance(screen, MindenScreen)
    session = demo_session()
    screen.open_session(session)
    player = session.current()
    if player is not None and session.state.phase == "score":
        card = session.state.card(player)
        assert card is not None and card.lon is not None and card.lat is not None
        screen.STEP_MS = 0
        screen.play(Score(card.lon + 0.4, card.lat - 0.25))
        screen._animate_all()
