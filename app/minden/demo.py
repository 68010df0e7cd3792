"""A demonstration game for ``geoquiz screenshot minden-game``: no database, seeded, mid-scoring.

Cards are a dozen well-known places solved by ``geo.board.locate``; four players (three people
played by computer levels for the demonstration and one computer) play until the first scoring
of round 2, so the screenshot shows the board, pieces that have moved, a tip being revealed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from geoquiz.games.minden import Card, Config, PlayerSpec, Score, State, is_over
from geoquiz.games.minden.game import EXAMPLE_PLACES

if TYPE_CHECKING:
    from geoquiz.app.play.laptop_match import LaptopMatch

__all__ = ["DEMO_PLACES", "PHASES", "demo_cards", "demo_session", "phase_session", "show_phase"]

#: the phases ``geoquiz screenshot minden-<phase>`` renders
PHASES = ("guess", "reveal", "end")

#: the demonstration cards, in deck order: a dozen and a half of the engine's example places
_DEMO_TITLES = (
    "Minden",
    "Dresden",
    "Freiburg im Breisgau",
    "Rostock",
    "Kloster Eberbach",
    "Lutherstadt Wittenberg",
    "Helgoland",
    "Garmisch-Partenkirchen",
    "Brocken",
    "Feldberg (Schwarzwald)",
    "Müritz",
    "Zugspitze",
    "Passau",
    "Bad Muskau",
    "Kap Arkona",
    "Aachen",
    "Xanten",
    "Steinhuder Meer",
)
DEMO_PLACES: tuple[tuple[str, str, float, float], ...] = tuple(
    next(place for place in EXAMPLE_PLACES if place[1] == title) for title in _DEMO_TITLES
)


def demo_cards() -> list[Card]:
    """The demonstration cards with solutions computed by the board rules."""
    from geoquiz.geo.board import locate

    cards = []
    for i, (colour, title, lat, lon) in enumerate(DEMO_PLACES):
        solutions = tuple((s.ew, s.zone, s.square, s.quadrant) for s in locate(lat, lon))
        cards.append(Card(f"demo{i}", colour, title, solutions, lat=lat, lon=lon))
    return cards


def _seeded_game(
    colours: tuple[str, str, str, str],
    robo: str,
    cards: list[Card],
    *,
    track_length: int,
    seed: int,
    stop: Callable[[State], bool],
) -> LaptopMatch:
    """Anna, Ben and Clara (people) and the computer Robo at level ``robo``, seeded, in memory.

    The people are played by the levels hard, medium and easy until ``stop`` says the game stands
    where the screenshot wants it (or the game is over); Robo plays its own moves through the
    match driver. Nothing is saved.
    """
    import random

    from geoquiz.app.minden.play import new_match
    from geoquiz.games.minden.players import choose

    people = (
        ("Anna", 42, "human"),
        ("Ben", 39, "human"),
        ("Clara", 12, "human"),
        ("Robo", 50, robo),
    )
    players = tuple(
        PlayerSpec(name, colour, age, kind)
        for (name, age, kind), colour in zip(people, colours, strict=True)
    )
    session = new_match(Config(players, track_length=track_length, seed=seed), cards, persist=False)
    rng = random.Random(seed)
    stand_ins = {0: "hard", 1: "medium", 2: "easy"}
    while not is_over(session.state) and not stop(session.state):
        job = session.computer_job()
        if job is not None:  # Robo: its own move
            session.play_computer(job, job.run())
            continue
        player = session.match.to_move()
        assert player is not None
        session.apply(choose(session.state, player, rng, stand_ins[player]))
    return session


def demo_session() -> LaptopMatch:
    """A seeded in-memory game standing at the first scoring of round 2 (not saved)."""
    return _seeded_game(
        ("red", "blue", "green", "yellow"),
        "hard",
        demo_cards(),
        track_length=20,
        seed=7,
        stop=lambda state: state.round == 2 and state.phase == "score",
    )


def show_demo(screen: object) -> None:
    """Open the demonstration game in a ``MindenScreen`` and score one tip."""
    from geoquiz.app.minden.screen import MindenScreen

    assert isinstance(screen, MindenScreen)
    session = demo_session()
    screen.open_session(session)
    player = session.match.to_move()
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

    from geoquiz.app.minden.decks import load_deck_cards
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


def phase_session(phase: str, lang: str = "de") -> LaptopMatch:
    """A seeded game with the shipped deck: three people and a computer, stopped at ``phase``.

    ``guess``: the first guess of round 2; ``reveal``: the first scoring of round 2 (before the
    indicator); ``end``: the last scoring of the game (before the indicator). The people are
    played by computer levels up to there.
    """
    from geoquiz.games.minden.engine import apply

    target = {"guess": "guess", "reveal": "score"}.get(phase)

    def stop(state: State) -> bool:
        if target is not None:
            return state.round == 2 and state.phase == target
        # ``end``: the very last scoring of the game - would scoring now end it?
        return phase == "end" and state.phase == "score" and is_over(apply(state, Score()))

    return _seeded_game(
        ("red", "blue", "yellow", "green"),
        "medium",
        shipped_cards(lang),
        track_length=30,
        seed=3,
        stop=stop,
    )


def show_phase(screen: object, phase: str) -> None:
    """Open a :func:`phase_session` in a ``MindenScreen`` as a person at the table sees it."""
    from geoquiz.app.minden.screen import MindenScreen

    assert isinstance(screen, MindenScreen)
    session = phase_session(phase, screen.lang)
    screen.STEP_MS = 0
    screen.open_session(session)
    player = session.match.to_move()
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
