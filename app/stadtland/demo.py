"""Seeded demonstration positions of Stadt-Land-anders (for ``geoquiz screenshot`` and the docs).

The prompt stack is arranged (the rigged deck of a demonstration) so that round 1 shows the blue
prompt "Gold" of the rulebook's appendix and round 2 the green prompt "begins with B".
"""

from __future__ import annotations

from geoquiz.app.stadtland.screen import StadtlandScreen
from geoquiz.games.stadtland import (
    BeginEntry,
    Config,
    Deal,
    EnterTerms,
    Score,
    State,
    StopOne,
    StopOut,
    Vote,
    apply,
    new_game,
)

__all__ = ["DEMO_CONFIG", "DEMO_TIME", "check_position", "round_position", "show_demo"]

DEMO_CONFIG = Config(
    ("Anna", "Ben", "Cem", "Dora"),
    rounds=5,
    categories=("stadt", "land", "fluss", "tier", "teekesselchen"),
    prompts="mixed",
    timer_seconds=180,
    seed=11,
)
#: the fixed clock of the demonstration (seconds)
DEMO_TIME = 1_000_000.0

ROUND_1 = [
    ["Goldach", "Goldküste", "Goldbach", "Goldfisch", "Bank"],
    ["Goldach", "Ghana", "", "Goldhamster", "Schloss"],
    ["Gold Coast", "", "Rhein", "Goldfisch", ""],
    ["", "Kalifornien", "Goldbach", "Goldammer", "Mine"],
]
ROUND_2 = [
    ["Bonn", "Belgien", "Bodensee", "Bär", "Bank"],
    ["Bern", "Peru", "Bode", "Biber", ""],
    ["Bremen", "Brasilien", "", "Bär", ""],
    ["Bonn", "Bhutan", "Bodensee", "Bonn", "Ball"],
]


def round_position() -> State:
    """Round 2 running: 1:52 left, Ben has called "Stopp und 1!" four seconds ago."""
    state = new_game(DEMO_CONFIG)
    t = DEMO_TIME - 1000
    state = state.with_top_prompt("b-gold")
    state = apply(state, Deal(t))
    state = apply(state, StopOut(0, t + 95))
    state = apply(state, BeginEntry(t + 100))
    for p, row in enumerate(ROUND_1):
        state = apply(state, EnterTerms(p, tuple(row)))
    state = apply(state, Vote(1, 3, (0, 1, 2)))  # "Kalifornien" is no country: rejected
    state = apply(state, Vote(4, 3, (1,)))  # "Mine": gold mine / pen refill — accepted
    state = apply(state, Score())
    state = state.with_top_prompt("g-b")
    state = apply(state, Deal(DEMO_TIME - 68))
    return apply(state, StopOne(1, 4, DEMO_TIME - 4))


def check_position() -> State:
    """Round 2 after the entry: the automatic marks are on the table."""
    state = round_position()
    state = apply(state, StopOut(None, DEMO_TIME + 6))
    state = apply(state, BeginEntry(DEMO_TIME + 11))
    for p, row in enumerate(ROUND_2):
        state = apply(state, EnterTerms(p, tuple(row)))
    return state


def show_demo(screen: StadtlandScreen, which: str = "check") -> None:
    """Show a demonstration position (``round`` or ``check``) in ``screen`` (unsaved)."""
    screen.persist = False
    screen.clock = lambda: DEMO_TIME
    screen.load_state(check_position() if which == "check" else round_position())
    if which == "check":
        screen.table.setCurrentCell(0, 1)  # Ben's "Bern": open to a vote
