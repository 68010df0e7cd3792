"""Stadt-Land-anders: scoring (DESIGN §8) on a hand-computed 3-player game, and the appendix.

DESIGN §8: 2 points for a term nobody else wrote, 1 for a shared term, and 1 extra point for each
other player with a gap in that category where you have a term. Crossed-out terms are gaps.
"""

from __future__ import annotations

from dataclasses import replace

from geoquiz.games.stadtland import (
    BeginEntry,
    Config,
    Deal,
    EnterTerms,
    Score,
    State,
    StopOut,
    Vote,
    apply,
    new_game,
)
from geoquiz.games.stadtland.cards import categories, prompts

CATS = ("stadt", "land", "fluss", "tier", "teekesselchen")


def round_with(
    state: State, pid: str, rows: list[list[str]], votes: tuple[Vote, ...] = ()
) -> State:
    state = replace(apply(state, Deal(state.clock + 1)), prompt=pid)  # a rigged deck
    state = apply(state, StopOut(None, float(state.deadline or 0)))  # the timer runs out
    state = apply(state, BeginEntry(float(state.grace_until or 0)))
    for p, row in enumerate(rows):
        state = apply(state, EnterTerms(p, tuple(row)))
    for v in votes:
        state = apply(state, v)
    return apply(state, Score())


def test_scoring_hand_computed_three_player_game_over_two_rounds() -> None:
    state = new_game(Config(("Anna", "Ben", "Cem"), categories=CATS, seed=4, grace_seconds=0))
    # Round 1, green "beginnt mit B".
    #            Stadt     Land       Fluss      Tier     Teekesselchen
    # Anna       Bonn      Belgien    Bode       Bär      Bank
    # Ben        bonn      Peru(✗B)   Bode       Biber    Bank         <- Bank voted out (both)
    # Cem        Berlin    Bhutan     —          Bonn(✗ rule 4? no: other column, same player? no)
    rows1 = [
        ["Bonn", "Belgien", "Bode", "Bär", "Bank"],
        ["bonn", "Peru", "Bode", "Biber", "Bank"],
        ["Berlin", "Bhutan", "", "Berlin", "Birne"],
    ]
    # Cem's Tier "Berlin" repeats his Stadt term: rule 4 crosses out the second column.
    # Vote: Anna's and Ben's shared "Bank" is judged once; Cem alone votes and rejects it.
    state = round_with(state, "g-b", rows1, votes=(Vote(4, 0, (2,)),))
    marks = state.results[-1]["marks"]
    assert marks == (
        (None, None, None, None, "vote"),
        (None, "prompt", None, None, "vote"),
        (None, None, "gap", "twice", None),
    )
    # By hand, per category (shared 1 / alone 2, +1 for each other player's gap):
    # Stadt:  Anna 1, Ben 1, Cem 2                      (no gaps)
    # Land:   Anna 2+1 (Ben ✗), Ben 0, Cem 2+1
    # Fluss:  Anna 1+1 (Cem —), Ben 1+1, Cem 0
    # Tier:   Anna 2+1 (Cem ✗), Ben 2+1, Cem 0
    # Teek.:  Anna 0, Ben 0, Cem 2+2
    assert list(state.results[-1]["points"]) == [1 + 3 + 2 + 3, 1 + 0 + 2 + 3, 2 + 3 + 0 + 0 + 4]
    assert state.totals() == [9, 6, 9]
    # Round 2, blue "Wasser": accepted terms of round 1 are used up for everybody (rule 5);
    # the crossed-out "Bank" and "Peru" were never valid and are free again.
    rows2 = [
        ["Wasserburg", "Peru", "Bodensee", "", "Bank"],
        ["BONN", "", "Rhein", "Wal", ""],
        ["Wasserburg", "", "Rhein", "Bär", "Strom"],
    ]
    state = round_with(state, "b-wasser", rows2)
    marks = state.results[-1]["marks"]
    assert marks[1][0] == "used" and marks[2][3] == "used"  # Bonn (Ben's own), Bär (Anna's)
    assert marks[0][1] is None and marks[0][4] is None
    # Stadt:  Anna 1+1 (Ben ✗), Ben 0, Cem 1+1
    # Land:   Anna 2+2, Ben 0, Cem 0
    # Fluss:  Anna 2, Ben 1, Cem 1
    # Tier:   Anna 0, Ben 2+2 (Anna —, Cem ✗), Cem 0
    # Teek.:  Anna 2+1 (Ben —), Ben 0, Cem 2+1
    points = [2 + 4 + 2 + 0 + 3, 0 + 0 + 1 + 4 + 0, 2 + 0 + 1 + 0 + 3]
    assert list(state.results[-1]["points"]) == points
    assert state.totals() == [9 + 11, 6 + 5, 9 + 6]


def test_appendix_examples_are_on_the_cards_and_judged_by_the_players() -> None:
    """Each appendix example (prompt, category) can be dealt; valid terms stand, invalid ones are
    crossed out by the vote (blue prompts are never checked by the app)."""
    titles = {c.de: c.id for c in categories()}
    blue = {p.de: p.id for p in prompts() if p.colour == "blue"}
    examples = [
        ("2", "Stadt", ["Los Angeles", "Istanbul", "Frankfurt"], ["Hamburg"]),
        ("Lied", "Weltall", ["Fred vom Jupiter"], ["Star Wars-Melodie"]),
        ("Tag", "Tier", ["Hahn", "Lerche", "Tagpfauenauge"], ["Schwein", "Kuh"]),
        ("süß", "Fahrzeug", ["Rosinenbomber", "Eiswagen"], []),
        ("Weihnachten", "Schule", ["Weihnachtsbaumschule"], []),
        ("weich", "Fluss/Gewässer", ["Weichsel"], []),
        ("Gold", "Berg/Gebirge", ["Goldader"], []),
    ]
    for prompt_de, cat_de, valid, invalid in examples:
        cid = titles[cat_de]
        others = [c for c in CATS if c != cid][:4]
        cats = (cid, *others)
        terms = valid + invalid
        players = tuple(f"P{i}" for i in range(len(terms) + 1))
        state = new_game(Config(players, categories=cats, seed=1, grace_seconds=0))
        rows = [[t, "", "", "", ""] for t in terms] + [["", "", "", "", ""]]
        votes = tuple(
            Vote(0, p, tuple(q for q in range(len(players)) if q != p))
            for p in range(len(valid), len(terms))
        )
        state = round_with(state, blue[prompt_de], rows, votes)
        marks = [row[0] for row in state.results[-1]["marks"]]
        assert marks[: len(valid)] == [None] * len(valid), prompt_de
        assert marks[len(valid) : len(terms)] == ["vote"] * len(invalid), prompt_de
