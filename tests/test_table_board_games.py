"""The laptop boards of Finden Sie Minden, Danmark-spillet and Stadt-Land-anders: the game's own
board from ``view(state, None)``, and never a seat's secret.

Each game is played by scripted seats through the engine; after every move the board is shown
the public ``state`` message and its texts are searched for what no seat may see yet: a Minden tip
or a card's solution before the scoring, a Danmark question's answer before it is answered, a
Stadt-Land term before the check. The same runs check that the public things are there (who has
tipped, the pawns, the revealed solution, the terms at the check).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from geoquiz.app.table.boards import BOARDS, has_board, make_board
from geoquiz.app.table.boards.danmark import DanmarkTableBoard
from geoquiz.app.table.boards.minden import MindenTableBoard
from geoquiz.app.table.boards.stadtland import StadtlandTableBoard, countdown
from geoquiz.games import GAMES
from geoquiz.games.contract import CHANCE, TERMINAL

NAMES = ["Anna", "Ben", "Cem"]


def message(game: Any, state: Any, ply: int) -> dict[str, Any]:
    """The table's public ``state`` message for ``state`` (as the session sends it)."""
    players = [
        {"seat": i, "name": n, "computer": i == 2, "laptop": i == 0, "connected": True}
        for i, n in enumerate(NAMES)
    ]
    return {"type": "state", "seat": None, "view": game.view(state, None), "legal": [],
            "ply": ply, "game": game.NAME, "players": players, "current": None}  # fmt: skip


def play(game: Any, seed: int, plies: int, choose: Any = None) -> Any:
    """Yield every state of a scripted game (random legal moves, chance sampled)."""
    rng = random.Random(seed)
    state = game.new_game(game.example_config(3), seed)
    for _ in range(plies):
        yield state
        current = game.current_player(state)
        if current == TERMINAL:
            return
        if current == CHANCE:
            state = game.apply(state, rng.choice([m for m, _ in game.chance_outcomes(state)]))
            continue
        move = choose(state, rng) if choose else None
        state = game.apply(state, move or rng.choice(game.legal_moves(state)))


def test_every_game_has_its_own_laptop_board() -> None:
    assert set(BOARDS) == set(GAMES)  # the listing is left for a game without a board
    for game in ("minden", "danmark", "stadtland"):
        assert not has_board(game)  # their laptop seats play in the covered panel


# ----------------------------------------------------------------------------- Minden


def _minden_secrets(state: Any) -> set[str]:
    """Tips not yet scored and the solutions of the cards in play, in the forms a board could
    print them, minus forms that are public anyway (a scored card or tip of the same cells)."""
    from geoquiz.games.minden import format_tip

    def forms(tip: Any) -> set[str]:
        return {format_tip(tip), ", ".join(map(str, tip)), " · ".join(map(str, tip))}

    scored = {(int(r["round"]), int(r["player"])) for r in state.history}
    public: set[str] = set()
    for r in state.history:
        public |= forms(r["tip"]) if r["tip"] else set()
        public |= {f for s in state.cards[str(r["card"])].solutions for f in forms(s)}
    secret: set[str] = set()
    for p, tip in enumerate(state.tips):
        if tip and len(tip) >= 3 and (state.round, p) not in scored:
            secret |= forms(tip)
    for p, card in enumerate(state.hands):
        if card is not None and (state.round, p) not in scored:
            secret |= {f for s in state.cards[card].solutions for f in forms(s)}
    return secret - public


def _minden_check(board: Any, state: Any, counts: dict[str, int]) -> None:
    text = "\n".join(board.visible_texts())
    secret = _minden_secrets(state)
    counts["secret"] += bool(secret)
    for form in secret:
        assert form not in text, (state.phase, form)
    view = board.public["view"]
    for tip in view["tips"]:
        if tip["placed"] and state.phase in ("guess", "challenge"):
            assert "has tipped" in text  # who has tipped, not what
            counts["tipped"] += 1
    if state.history:
        record = state.history[-1]
        solution = " ".join(map(str, state.cards[str(record["card"])].solutions[0]))
        assert solution in text  # the reveal shows the solution of the card just scored
        counts["revealed"] += 1
    for hand in view["hands"]:
        if hand is not None:
            assert any(hand["prompt"] in t for t in text.splitlines())  # the cards played


@pytest.mark.parametrize("seed", [3, 8])
def test_minden_board_never_shows_a_tip_or_solution_before_the_scoring(
    qtbot: Any, seed: int
) -> None:
    game = GAMES["minden"]
    board = make_board("minden")
    assert isinstance(board, MindenTableBoard)
    qtbot.addWidget(board)
    counts = {"checked": 0, "secret": 0, "tipped": 0, "revealed": 0}
    for ply, state in enumerate(play(game, seed, 200)):
        board.show_message(message(game, state, ply), None)
        _minden_check(board, state, counts)
        counts["checked"] += 1
    assert counts["checked"] >= 25 and counts["secret"] >= 15, counts
    assert counts["tipped"] >= 5 and counts["revealed"] >= 8, counts
    assert [p.position for p in board.track.pieces()] == board.public["view"]["positions"]


# ----------------------------------------------------------------------------- Danmark


def _danmark_check(board: DanmarkTableBoard, state: Any, counts: dict[str, int]) -> None:
    texts = board.visible_texts()
    text = "\n".join(texts)
    assert board.item.pieces == list(state.pos)  # every pawn on the map
    for p, name in enumerate(NAMES):
        visited = len(state.visited[p])
        total = visited + len(state.hands[p])
        assert any(name in t for t in texts)
        assert f"visited {visited} of {total}" in text
    if state.phase != "question":
        return
    question = next(q for q in board.board.questions if q.id == state.question)
    right = question.options[question.answer]["en"]
    counts["asked"] += 1
    assert board.question.text().splitlines()[0] == question.text["en"]  # read aloud …
    for i, option in enumerate(question.options):
        assert f"{i + 1}) {option['en']}" in board.question.text()  # … with all the options …
    fact = question.fact.get("en", "")
    assert not fact or fact not in text  # … but not which one is right
    assert right not in board.news.text() and "right answer" not in text
    assert "✓" not in board.question.text()


@pytest.mark.parametrize("seed", [2, 5])
def test_danmark_board_shows_pawns_and_never_a_question_s_answer(qtbot: Any, seed: int) -> None:
    game = GAMES["danmark"]
    board = make_board("danmark")
    assert isinstance(board, DanmarkTableBoard)
    qtbot.addWidget(board)
    counts = {"asked": 0, "answered": 0}
    for ply, state in enumerate(play(game, seed, 700)):
        board.show_message(message(game, state, ply), None)
        _danmark_check(board, state, counts)
        counts["answered"] += any(e["type"] == "answer" for e in state.events)
    assert counts["asked"] >= 3 and counts["answered"] >= 3, counts


def test_danmark_board_names_the_answer_once_it_is_given(qtbot: Any) -> None:
    game = GAMES["danmark"]
    board = make_board("danmark")
    qtbot.addWidget(board)
    for ply, state in enumerate(play(game, 2, 700)):
        answered = [e for e in state.events if e["type"] == "answer"]
        if answered:
            board.show_message(message(game, state, ply), None)
            question = next(q for q in board.board.questions if q.id == answered[0]["question"])
            assert question.options[question.answer]["en"] in board.news.text()
            return
    raise AssertionError("no question answered")


# ----------------------------------------------------------------------------- Stadt-Land


def _typed(state: Any, rng: random.Random) -> Any:
    """Seats enter made-up terms (unique strings, so the search cannot hit a label)."""
    from geoquiz.games.stadtland.moves import EnterTerms

    entries = [m for m in GAMES["stadtland"].legal_moves(state) if isinstance(m, EnterTerms)]
    if entries:  # the legal move's filled columns get made-up terms, its gaps stay gaps
        move = rng.choice(entries)
        terms = tuple(
            f"Qz{state.round}{move.player}{c}{rng.randrange(1000)}" if t else ""
            for c, t in enumerate(move.terms)
        )
        return EnterTerms(move.player, terms, tuple("" for _ in terms))
    return None


@pytest.mark.parametrize("seed", [5, 9])
def test_stadtland_board_shows_no_term_before_the_check(qtbot: Any, seed: int) -> None:
    game = GAMES["stadtland"]
    board = make_board("stadtland")
    assert isinstance(board, StadtlandTableBoard)
    qtbot.addWidget(board)
    counts = {"hidden": 0, "read_out": 0, "clock": 0, "scored": 0}
    for ply, state in enumerate(play(game, seed, 400, _typed)):
        board.show_message(message(game, state, ply), None)
        text = board.toPlainText()
        typed = [t for row in state.terms for t in row if t]
        if state.phase in ("writing", "grace", "entry"):
            counts["hidden"] += bool(typed)
            for term in typed:
                assert term not in text, (state.phase, term)
        elif state.phase == "check" and typed:
            assert all(term in text for term in typed)  # read out at the check
            counts["read_out"] += 1
        left = countdown(board.public)
        if left is not None:
            assert board.clock.text() and board.clock.text() != "0:00" or left < 1
            counts["clock"] += 1
        for s in state.stops:
            assert f"{NAMES[s['player']]}: Stopp und 1! ({s['filled']} filled)" in text
        if state.results:
            counts["scored"] += 1
            assert board.scores.item(len(state.results), 0).text() == str(state.totals()[0])
    assert counts["hidden"] >= 3 and counts["read_out"] >= 3, counts
    assert counts["clock"] >= 3 and counts["scored"] >= 3, counts


def test_stadtland_countdown_from_the_table_s_clock_or_the_view_s() -> None:
    view = {"phase": "writing", "clock": 30.0, "deadline": 180.0, "grace_until": None}
    assert countdown({"view": view}) == 150.0
    grace = {**view, "phase": "grace", "clock": 12.0, "grace_until": 15.0}
    assert countdown({"view": grace}) == 3.0
    assert countdown({"view": {**view, "phase": "entry"}}) is None
    assert countdown({"view": {**view, "clock": 200.0}}) == 0.0  # never below zero
    # the table's own deadline (a "Stopp und 1!" count) wins over the view's round timer
    assert countdown({"view": view, "deadline": 40.0, "now": 31.5}) == 8.5
