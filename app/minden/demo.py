"""A demonstration game for ``geoquiz screenshot minden-game``: no database, seeded, mid-scoring.

Cards are a dozen well-known places solved by ``geo.board.locate``; four players (three people
played by computer levels for the demonstration and one computer) play until the first scoring
of round 2, so the screenshot shows the board, pieces that have moved, a tip being revealed.
"""

from __future__ import annotations

from geoquiz.games.minden import Card, Config, PlayerSpec, Score, is_over
from geoquiz.games.minden.engine import current_player

__all__ = ["DEMO_PLACES", "PHASES", "demo_cards", "demo_session", "phase_session", "show_phase"]

#: the phases ``geoquiz screenshot minden-<phase>`` renders
PHASES = ("guess", "reveal", "end")

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


def shipped_cards(lang: str) -> list[Card]:
    """The shipped Deutschland deck as engine cards (a throw-away SQLite file, no user data)."""
    import tempfile
    from pathlib import Path

    from geoquiz.app.minden.session import load_deck_cards
    from geoquiz.db.repository import list_decks
    from geoquiz.db.session import close_all, open_database

    folder = Path(tempfile.mkdtemp(prefix="geoquiz-minden-demo-"))
    url = f"sqlite:///{folder / 'deck.sqlite3'}"
    db = open_database(url, load_shipped=True)
    with db.session() as session:
        deck_ids = [d.id for d in list_decks(session) if d.name == "Deutschland"]
    cards = load_deck_cards(deck_ids, lang, url)
    close_all()
    return cards


def phase_session(phase: str, lang: str = "de"):  # type: ignore[no-untyped-def]
    """A seeded game with the shipped deck: three people and a computer, stopped at ``phase``.

    ``guess``: the first guess of round 2; ``reveal``: the first scoring of round 2 (before the
    indicator); ``end``: the last scoring of the game (before the indicator). The people are
    played by computer levels up to there.
    """
    import random

    from geoquiz.app.minden.session import GameSession
    from geoquiz.games.minden.players import choose

    players = (
        PlayerSpec("Anna", "red", 42, "human"),
        PlayerSpec("Ben", "blue", 39, "human"),
        PlayerSpec("Clara", "yellow", 12, "human"),
        PlayerSpec("Robo", "green", 50, "medium"),
    )
    session = GameSession.start(
        Config(players, track_length=30, seed=3), shipped_cards(lang), persist=False
    )
    rng = random.Random(3)
    stand_ins = {0: "hard", 1: "medium", 2: "easy", 3: "medium"}
    target = {"guess": "guess", "reveal": "score"}.get(phase)
    while not is_over(session.state):
        state = session.state
        if target is not None and state.round == 2 and state.phase == target:
            break
        if phase == "end" and state.phase == "score":
            # stop at the very last scoring of the game: would this move end it?
            from geoquiz.games.minden.engine import apply

            player = current_player(state)
            assert player is not None
            if is_over(apply(state, Score())):
                break
        player = current_player(state)
        assert player is not None
        session.play(choose(state, player, rng, stand_ins[player]))
    return session


def show_phase(screen: object, phase: str) -> None:
    """Open a :func:`phase_session` in a ``MindenScreen`` as a person at the table sees it."""
    from geoquiz.app.minden.screen import MindenScreen

    assert isinstance(screen, MindenScreen)
    session = phase_session(phase, screen.lang)
    screen.STEP_MS = 0
    screen.open_session(session)
    player = session.current()
    state = session.state
    if phase == "guess" and player is not None:
        screen._unlock(player)  # past the "pass the laptop" gate: the tip card shows
        card = state.card(player)
        if card is not None and screen.tipcard is not None:
            for stone, value in enumerate(card.solutions[0][:2]):
                screen.tipcard.place(stone, value)
        return
    if player is not None and state.phase == "score":
        card = state.card(player)
        assert card is not None and card.lon is not None and card.lat is not None
        screen.play(Score(card.lon + 0.35, card.lat - 0.2))
        screen._animate_all()
    if phase == "end":
        screen.finish_reveal()
        while screen._bonus_index is not None:
            screen.next_bonus()
