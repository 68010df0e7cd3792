"""Danmark-spillet on the one engine contract (issue 9): the die as a chance node, replay, views,
the reader, events, the driver's die, old saves; and the board drawing fixes of issue 11."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from geoquiz.games.contract import CHANCE, TERMINAL, bot_rng, chance_rng, sample_chance
from geoquiz.games.danmark import (
    ChooseStart,
    Config,
    Die,
    IllegalMove,
    Move,
    PlayerSpec,
    Roll,
    State,
    game,
)
from geoquiz.games.danmark.engine import reader
from geoquiz.geo.denmark_board import load_board

BOARD = load_board()


def _play(seed: int, plies: int) -> tuple[State, list[Move]]:
    """A seeded computer game through the contract alone; the state and the recorded moves."""
    config = game.example_config(players=3)
    state = game.new_game(config, seed)
    moves: list[Move] = []
    for ply in range(plies):
        who = game.current_player(state)
        if who == TERMINAL:
            break
        if who == CHANCE:
            move = sample_chance(game.chance_outcomes(state), chance_rng(seed, ply))
        else:
            move = game.bots["medium"](state, who, bot_rng(seed, ply, who))
        moves.append(move)
        state = game.apply(state, move)
    return state, moves


def test_the_die_is_a_chance_node_with_six_outcomes_of_one_sixth() -> None:
    state = game.new_game(game.example_config(players=2), 3)
    for _ in range(2):
        state = game.apply(state, game.legal_moves(state)[0])  # start towns
    assert game.current_player(state) == 0 and game.chance_outcomes(state) == []
    rolling = game.apply(state, Roll())
    assert game.current_player(rolling) == CHANCE
    outcomes = game.chance_outcomes(rolling)
    assert [m for m, _ in outcomes] == [Die(v) for v in range(1, 7)]
    assert all(p == pytest.approx(1 / 6) for _, p in outcomes)
    assert game.legal_moves(rolling) == [m for m, _ in outcomes]


def test_replaying_the_recorded_moves_reproduces_the_game() -> None:
    state, moves = _play(seed=7, plies=400)
    assert any(isinstance(m, Die) for m in moves)
    again = game.new_game(game.example_config(players=3), 7)
    for move in moves:
        again = game.apply(again, game.decode_move(json.loads(json.dumps(game.encode_move(move)))))
    assert again == state
    assert game.decode_state(json.loads(json.dumps(game.encode_state(state)))) == state


def test_view_hides_the_generator_and_the_order_of_the_piles() -> None:
    state, _ = _play(seed=5, plies=60)
    other = replace(
        state,
        rng=state.rng ^ 0xFFFF,
        chance_pile=tuple(reversed(state.chance_pile)),
        question_pile=tuple(reversed(state.question_pile)),
    )
    for seat in (None, 0, 1, 2):
        assert game.view(state, seat) == game.view(other, seat)
        text = json.dumps(game.view(state, seat))
        assert str(state.rng) not in text and "rng" not in text
        assert all(q not in text for q in state.question_pile[:5])


def test_the_question_is_read_by_the_next_player_in_turn() -> None:
    state = game.new_game(game.example_config(players=3), 2)
    for _ in range(3):
        state = game.apply(state, game.legal_moves(state)[0])
    for current in (0, 1, 2):
        asked = game.apply(game.apply(replace(state, current=current), Roll()), Die(6))
        assert asked.phase == "question"
        assert reader(asked) == (current + 1) % 3
        assert game.view(asked, None)["question"] == {"id": asked.question, "reader": reader(asked)}


def test_events_tell_rolled_moved_and_card_handed_in() -> None:
    state, moves = _play(seed=11, plies=300)
    again = game.new_game(game.example_config(players=3), 11)
    kinds: set[str] = set()
    for move in moves:
        after = game.apply(again, move)
        kinds |= {e.kind for e in game.events(again, after)}
        again = after
    assert {"danmark.started", "danmark.rolled", "danmark.moved"} <= kinds
    assert "danmark.card_handed_in" in kinds


def test_refusals_are_codes_not_sentences() -> None:
    state = game.new_game(game.example_config(players=2), 1)
    with pytest.raises(IllegalMove) as exc:
        game.apply(state, ChooseStart(state.hands[1][0]))
    assert exc.value.code == "danmark.start_not_own" and " " not in exc.value.code
    with pytest.raises(IllegalMove) as exc:
        game.new_game(Config((PlayerSpec("solo"),)), 1)
    assert exc.value.code == "danmark.player_count" and exc.value.params == {"n": 1}


# -- the match driver rolls the die ----------------------------------------------------------------
@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


def test_the_driver_rolls_with_chance_rng_so_a_resumed_game_rolls_the_same(url: str) -> None:
    from geoquiz.app.play.laptop_match import LaptopMatch

    config = Config((PlayerSpec("A"), PlayerSpec("B")), seed=9)
    session = LaptopMatch.new("danmark", config, persist=True, url=url)
    for _ in range(2):
        session.apply(game.legal_moves(session.state)[0])
    ply = session.match.ply
    state = session.apply(Roll())  # the driver rolls the die (the chance node) at once
    expected = sample_chance(game.chance_outcomes(_rolling(config)), chance_rng(9, ply + 1))
    assert state.phase != "die" and state.roll == expected.value
    assert [e.by for e in session.match.log] == ["person", "person", "person", "chance"]
    session.wait_for_saves()
    resumed = LaptopMatch.resume("danmark", url=url)
    assert resumed is not None and resumed.state == session.state


def _rolling(config: Config):  # type: ignore[no-untyped-def]
    state = game.new_game(config, config.seed)
    for _ in range(2):
        state = game.apply(state, game.legal_moves(state)[0])
    return game.apply(state, Roll())


def _screen(qtbot, url: str):  # type: ignore[no-untyped-def]
    from geoquiz.app.danmark.screen import DanmarkScreen

    screen = DanmarkScreen("en", url=url)
    screen.computer_delay_ms = 10**6
    screen.show_card_dialogs = False
    qtbot.addWidget(screen)
    return screen


def test_a_game_saved_on_the_old_board_is_refused_in_one_line_and_not_offered_again(
    qtbot, url: str
) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.play.laptop_match import LaptopMatch
    from geoquiz.db.savegames import save_game

    state = game.new_game(Config((PlayerSpec("A"), PlayerSpec("B")), seed=1), 1)
    old = state.to_dict()
    old.pop("ply")  # saved before the die became a chance node
    old["hands"][0][0] = "lystrup"  # a town of the old board
    save_game("danmark", "old-game", old, finished=False, url=url)
    screen = _screen(qtbot, url)
    assert screen.resume() is False and screen.session is None
    text = screen.status.text()
    assert "\n" not in text and "older board" in text
    assert not LaptopMatch.can_resume("danmark", url)  # refused once, not offered again
    fine = state.to_dict()
    fine.pop("ply")  # an old save whose towns are still on the board resumes
    save_game("danmark", "newer-game", fine, finished=False, url=url)
    assert screen.resume() is True
    assert screen.session is not None and screen.session.state.ply == 0


def test_a_match_record_whose_moves_name_an_old_town_is_refused_as_an_old_save(
    qtbot, url: str
) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.danmark.screen import fits_board
    from geoquiz.app.play.laptop_match import LaptopMatch
    from geoquiz.db.savegames import save_game

    session = LaptopMatch.at(
        "danmark", game.new_game(Config((PlayerSpec("A"), PlayerSpec("B"))), 3)
    )
    session.apply(game.legal_moves(session.state)[0])
    record = session.match.record()
    assert fits_board(record)
    record["moves"][0]["move"] = {"type": "start", "town": "lystrup"}  # not on today's board
    assert not fits_board(record)
    save_game("danmark", "moved-on-the-old-board", record, finished=False, url=url)
    screen = _screen(qtbot, url)
    assert screen.resume() is False and "older board" in screen.status.text()
    assert not LaptopMatch.can_resume("danmark", url)


def test_a_whole_state_save_of_today_resumes_with_its_log_and_plays_on(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    """A hot-seat game saved before the one driver (the whole state, today's board and format)
    resumes at that state; its log is rebuilt (issue 28: it was empty after a resume) and a
    die saved while rolling is rolled on resume."""
    from geoquiz.db.savegames import save_game

    config = Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=4)
    state = game.new_game(config, config.seed)
    for ply in range(40):
        who = game.current_player(state)
        if who == CHANCE:
            move = sample_chance(game.chance_outcomes(state), chance_rng(4, ply))
        else:
            from geoquiz.games.danmark.players import choose

            move = choose(state, int(who), bot_rng(4, ply, int(who)), "medium")
        state = game.apply(state, move)
    while game.current_player(state) == CHANCE or state.phase != "roll":
        who = game.current_player(state)
        if who == CHANCE:
            move = sample_chance(game.chance_outcomes(state), chance_rng(4, state.ply))
        else:
            move = game.legal_moves(state)[0]
        state = game.apply(state, move)
    assert any(len(v) > 1 for v in state.visited) or any(state.start)
    save_game("danmark", "snapshot", state.to_dict(), finished=False, url=url)
    screen = _screen(qtbot, url)
    assert screen.resume() is True and screen.session is not None
    assert screen.session.state == state
    lines = [screen.log.item(i).text() for i in range(screen.log.count())]
    assert lines[0].startswith("Game resumed")
    assert sum("starts in" in line for line in lines) == 2
    assert screen.roll_button.isEnabled()  # the person to move rolls on
    screen.roll()
    assert screen.session.state.ply == state.ply + 2  # the roll and the die's face
    assert screen.log.count() > len(lines)
    screen.session.wait_for_saves()  # the resumed match's own save first, the next one newer
    # saved between the roll and the die's face: the die rolls on resume
    rolling = game.apply(state, Roll())
    assert game.current_player(rolling) == CHANCE
    save_game("danmark", "snapshot-rolling", rolling.to_dict(), finished=False, url=url)
    other = _screen(qtbot, url)
    assert other.resume() is True and other.session is not None
    assert other.session.state.phase != "die" and other.session.state.roll is not None
    top = [other.log.item(i).text() for i in range(3)]
    assert any("rolls" in line for line in top)


# -- board drawing (issue 11) -------------------------------------------------------------------
def test_pieces_use_colours_and_shapes_no_board_element_uses(qapp: object) -> None:
    from geoquiz.app.canvas import Palette
    from geoquiz.app.danmark import board_view as bv

    board_colours = {c.name() for c in bv.GROUP_COLOURS.values()} | {
        bv.ROAD.name(),
        bv.FERRY.name(),
        "#ffd700",  # chance stars
        "#ffffff",  # plain towns
        "#fffaf0",  # road spaces
        Palette.HIGHLIGHT_EDGE.name(),
        Palette.LAND.name(),
        Palette.WATER.name(),
        Palette.FOREIGN.name(),
    }
    pieces = [c.name() for c in bv.PLAYER_COLOURS]
    assert not set(pieces) & board_colours
    assert len(set(bv.PLAYER_SHAPES)) == len(bv.PLAYER_SHAPES) == len(pieces) == 4


def test_esbjerg_and_nordby_discs_do_not_cover_each_other(qtbot) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.danmark.screen import DanmarkScreen

    screen = DanmarkScreen("da", persist=False)
    qtbot.addWidget(screen)
    screen.resize(1366, 738)
    screen.show()
    qtbot.waitExposed(screen)
    item = screen.item
    world = screen.canvas.viewportTransform()
    true_pts = [world.map(p) for p in item._scene_points()]
    r = 7.5 * max(0.8, min(1.6, screen.canvas.px_per_km() / 1.6))
    pts = item.display_points(true_pts, r)
    e, n = BOARD.town_index("esbjerg"), BOARD.town_index("nordby")
    d_true = (true_pts[e] - true_pts[n]).manhattanLength()
    assert d_true < 2 * r  # they would overlap where they really are
    gap = pts[e] - pts[n]
    assert (gap.x() ** 2 + gap.y() ** 2) ** 0.5 >= 2 * r + 2
    assert pts[e] == true_pts[e]  # the larger town stays in place


@pytest.mark.parametrize("size", [(1366, 738), (1600, 970)])
def test_nexo_lies_inside_the_map(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.danmark.screen import DanmarkScreen

    screen = DanmarkScreen("da", persist=False)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    screen.grab()
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont, QFontMetricsF

    view = QRectF(screen.canvas.viewport().rect())
    scale = max(0.8, min(1.6, screen.canvas.px_per_km() / 1.6))
    nexo = BOARD.town("nexoe")
    p = screen.canvas.view_pos(nexo.lon, nexo.lat)
    r = 7.5 * scale
    assert view.adjusted(r + 2, r + 2, -r - 2, -r - 2).contains(p)  # the whole disc
    font = QFont(screen.canvas.font())
    font.setPixelSize(round(11 * scale))
    text, left, top = next(x for x in screen.item._layout if x[0] == "Nexø")
    width = QFontMetricsF(font).horizontalAdvance(text)
    assert view.contains(QRectF(left, top, width, 10))  # and the whole name


def test_crossings_are_logged_by_kind_in_danish(qtbot) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.danmark.screen import DanmarkScreen
    from geoquiz.app.runtime import i18n

    i18n.install_translators("da")
    try:
        screen = DanmarkScreen("da", persist=False)
        qtbot.addWidget(screen)
        screen.show_card_dialogs = False
        screen.computer_delay_ms = 10**6
        screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=3))
        lines = []
        for kind, town in (("bridge", "korsoer"), ("ferry", "nordby"), ("flight", "billund")):
            screen.log.clear()
            screen._log_event({"type": "cross", "player": 0, "town": town, "kind": kind})
            lines.append(screen.log.item(0).text())
        assert "Storebæltsbroen" in lines[0] and "sejler" not in lines[0]
        assert "sejler til Nordby" in lines[1] and "flyver til Billund" in lines[2]
        screen.refresh()
        assert "16 kort, 0 billetter" in screen.players_label.text()
    finally:
        i18n.install_translators("en")


def test_the_screen_says_in_one_danish_line_that_an_old_save_cannot_resume(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.danmark.screen import DanmarkScreen
    from geoquiz.app.runtime import i18n
    from geoquiz.db.savegames import save_game

    old = game.new_game(Config((PlayerSpec("A"), PlayerSpec("B")), seed=1), 1).to_dict()
    old["start"][0] = "jyllinge"  # on the board before issue 11, not now
    save_game("danmark", "old-game", old, finished=False, url=url)
    i18n.install_translators("da")
    try:
        screen = DanmarkScreen("da", url=url)
        qtbot.addWidget(screen)
        assert screen.resume() is False and screen.session is None
        assert screen.status.text() == (
            "Dette gemte spil er lavet på en ældre spilleplade og kan ikke genoptages; "
            "start et nyt spil."
        )
    finally:
        i18n.install_translators("en")


@pytest.mark.parametrize("size", [(1366, 738), (1600, 970)])
def test_no_town_name_sits_by_another_town(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Each name lies next to its own disc, not nearer another town (issue 11: "Bramming" was
    labelled closer to Kolding; "Kerteminde" once sat by Kalundborg across Storebælt)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont, QFontMetricsF

    from geoquiz.app.danmark import make_demo_screen
    from geoquiz.app.danmark.board_view import _gap

    screen = make_demo_screen("da")
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    screen.grab()
    item = screen.item  # type: ignore[attr-defined]
    world = item.canvas.viewportTransform()
    scale = max(0.8, min(1.6, item.canvas.px_per_km() / 1.6))
    pts = item.display_points([world.map(p) for p in item._scene_points()], 7.5 * scale)
    pts = pts[: len(BOARD.towns)]
    font = QFont(item.canvas.font())
    font.setPixelSize(round(11 * scale))
    metrics = QFontMetricsF(font)
    names = {t.label("da"): i for i, t in enumerate(BOARD.towns)}
    for text, left, top in item._layout:
        i = names[text]
        rect = QRectF(left, top, metrics.horizontalAdvance(text), metrics.ascent())
        own = _gap(rect, pts[i])
        other = min(_gap(rect, q) for j, q in enumerate(pts) if j != i)
        assert own <= other + 8.0, (text, own, other)
        assert own <= 7.5 * scale + 22.0, (text, own)  # at most the third ring of spots
    bramming = next(x for x in item._layout if x[0] == "Bramming")
    kolding = pts[BOARD.town_index("kolding")]
    assert _gap(QRectF(bramming[1], bramming[2], 40, 10), kolding) > 40
