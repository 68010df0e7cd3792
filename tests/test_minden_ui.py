"""Finden Sie Minden on screen: scripted games through the UI, with the mouse and the keyboard.

A family of three people and one computer player plays short games (track of 10 spaces) against a
temporary SQLite database: autosave after every move, resume, results per card, the end view.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot
from test_minden_rules import PLACES

from geoquiz.app.minden.decks import load_deck_cards
from geoquiz.app.minden.play import new_match
from geoquiz.app.minden.screen import MindenScreen
from geoquiz.app.minden.widgets import CardTile
from geoquiz.app.runtime.save_writer import flush_saves
from geoquiz.db import savegames
from geoquiz.db.repository import CardData, add_card, create_deck
from geoquiz.db.session import close_all, open_database
from geoquiz.games import GAMES
from geoquiz.games.match import load_record
from geoquiz.games.minden import Config, PlayerSpec, format_tip, is_over

COLOURS = ("yellow", "orange", "green")


@pytest.fixture
def db_url(tmp_path: Path) -> Iterator[str]:
    url = f"sqlite:///{tmp_path / 'minden.sqlite3'}"
    db = open_database(url, load_shipped=False)
    with db.session() as session:
        deck = create_deck(session, "Test deck", author="Tests")
        for i, (name, lat, lon) in enumerate(PLACES[:30]):
            add_card(
                session,
                deck,
                CardData(COLOURS[i % 3], name, prompt_de=f"Wo liegt {name}?", lat=lat, lon=lon),
            )
    yield url
    close_all()


def family(controllers: tuple[str, ...] = ("human", "human", "human", "hard")) -> Config:
    names = ("Anna", "Ben", "Clara", "Robo")
    colours = ("red", "blue", "green", "yellow")
    ages = (42, 39, 12, 50)
    players = tuple(
        PlayerSpec(n, c, a, k) for n, c, a, k in zip(names, colours, ages, controllers, strict=True)
    )
    return Config(players, track_length=10, seed=11)


def make_screen(qtbot: QtBot, url: str) -> MindenScreen:
    screen = MindenScreen("en", url=url)
    screen.COMPUTER_DELAY_MS = 0
    screen.STEP_MS = 1
    qtbot.addWidget(screen)
    screen.resize(1400, 850)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def start(screen: MindenScreen, url: str, config: Config) -> None:
    cards = load_deck_cards([1], "de", url)
    screen.open_session(new_match(config, cards, url=url))
    shown_whole(screen)


def shown_whole(screen: MindenScreen) -> None:
    """Wait until a game's start has shown all its parts (``MindenScreen._hold_start``: the
    cards of the round follow the page a few ms later)."""
    for _ in range(200):
        if not screen._held:
            return
        QTest.qWait(2)
    raise AssertionError("the game's start did not show all its parts")


def wait_for_person(qtbot: QtBot, screen: MindenScreen) -> None:
    shown_whole(screen)
    qtbot.waitUntil(
        lambda: (
            screen._reveal is not None
            or is_over(screen.state)
            or screen.session.match.computer_seat() is None
        ),  # type: ignore[union-attr]
        timeout=10000,
    )


def action_buttons(screen: MindenScreen) -> list[QPushButton]:
    buttons = []
    for i in range(screen.action.count()):
        w = screen.action.itemAt(i).widget()
        if isinstance(w, QPushButton):
            buttons.append(w)
    # a reveal's "Next" is kept in a box under the action column (pages/reveal.py)
    kept = screen.reveal_page.next_button
    if screen.page is screen.reveal_page and kept.isVisibleTo(screen.reveal_page):
        buttons.append(kept)
    return buttons


def button(screen: MindenScreen, text: str) -> QPushButton:
    for b in action_buttons(screen):
        if text in b.text().replace("&", ""):
            return b
    raise AssertionError(f"no button {text!r} in {[b.text() for b in action_buttons(screen)]}")


def click(qtbot: QtBot, widget: QPushButton) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def visible_texts(screen: MindenScreen) -> list[str]:
    """Every text a person can read on the screen now (labels, buttons, card tiles)."""
    from PySide6.QtWidgets import QAbstractButton

    found = [w.text() for w in screen.findChildren(QLabel) if w.isVisible()]
    found += [w.text() for w in screen.findChildren(QAbstractButton) if w.isVisible()]
    return found


def play_with_mouse(qtbot: QtBot, screen: MindenScreen) -> dict[str, int]:
    """Play to the end with mouse clicks only; return how often each phase was seen."""
    seen: dict[str, int] = {}
    for _ in range(400):
        wait_for_person(qtbot, screen)
        state = screen.state
        if screen._reveal is not None:
            seen["reveal"] = seen.get("reveal", 0) + 1
            click(qtbot, button(screen, "Next"))
            continue
        if is_over(state) and screen._bonus_index is not None:
            seen["bonus"] = seen.get("bonus", 0) + 1
            click(qtbot, button(screen, "Next bonus"))
            continue
        if is_over(state):
            return seen
        seen[state.phase] = seen.get(state.phase, 0) + 1
        player = screen.session.match.to_move()  # type: ignore[union-attr]
        assert player is not None
        if state.phase == "draft":
            tiles = [t for t in screen._tiles if isinstance(t, CardTile) and t.isEnabled()]
            click(qtbot, tiles[-1])
        elif state.phase == "trade":
            click(qtbot, button(screen, "Keep"))
        elif state.phase == "guess":
            if "Pass the laptop" in screen.action_title.text():
                assert screen.tipcard is None, "no tip card before the player confirms"
                click(qtbot, button(screen, "show my tip card"))
            card = state.card(player)
            assert card is not None
            tipcard = screen.tipcard
            assert tipcard is not None
            for stone, value in enumerate(card.solutions[0][:3]):
                click(qtbot, tipcard.buttons[(stone, value)])
            assert tipcard.tip() == card.solutions[0][:3]
            click(qtbot, tipcard.confirm_button)
            if screen.state.phase == "guess":  # the next player must not see this tip
                secret = format_tip(card.solutions[0][:3])
                texts = visible_texts(screen)
                assert not any(secret in t for t in texts), (secret, texts)
        elif state.phase == "score":
            card = state.card(player)
            assert card is not None and card.lon is not None and card.lat is not None
            canvas = screen.map_canvas()
            pos = canvas.view_pos(card.lon + 0.05, card.lat)
            qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=pos)
            assert screen._reveal is not None, "the click placed the indicator"
            text = str(screen._reveal["text"])
            assert "km from" in text or "lies in" in text, text
            # the map follows the reveal's page a step later (MindenScreen._show_scoring)
            qtbot.waitUntil(lambda: bool(screen._marks), timeout=2000)
    raise AssertionError("the game did not end")


def test_family_plays_a_short_game_with_the_mouse(qtbot: QtBot, db_url: str) -> None:
    screen = make_screen(qtbot, db_url)
    start(screen, db_url, family())
    seen = play_with_mouse(qtbot, screen)
    assert {"draft", "trade", "guess", "score", "reveal"} <= set(seen)
    state = screen.state
    assert is_over(state)
    assert "Deutscher Meister" in screen.action_title.text()
    # autosaved as finished, results per scored tip stored
    flush_saves()
    saved = savegames.load_game("minden", screen.session.game_id, url=db_url)  # type: ignore[union-attr]
    assert saved is not None and load_record(GAMES, saved).state == state
    flush_saves()
    stored = savegames.results("minden", url=db_url)
    assert len(stored) == len(state.history)
    assert {r["player"] for r in stored} == {"Anna", "Ben", "Clara", "Robo"}
    assert all(r["card_id"] is not None for r in stored)
    # the end view: ranking, and back to the lobby
    click(qtbot, button(screen, "Back to the start"))
    assert screen.stack.currentWidget() is screen.lobby
    qtbot.waitUntil(lambda: screen.resume_known, timeout=10_000)  # read off the UI thread
    assert "tips right" in screen.progress_label.text()


def press_focused(qtbot: QtBot, screen: MindenScreen) -> None:
    try:
        qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QPushButton), timeout=2000)
    except AssertionError:
        pass  # reported below with the phase
    focused = QApplication.focusWidget()
    where = f"{screen.state.phase}: {screen.action_title.text()}"
    assert isinstance(focused, QPushButton), f"focus on {focused!r} in {where}"
    qtbot.keyClick(focused, Qt.Key.Key_Space)


def test_family_plays_a_short_game_with_the_keyboard(qtbot: QtBot, db_url: str) -> None:
    screen = make_screen(qtbot, db_url)
    start(screen, db_url, family())
    screen.activateWindow()
    qtbot.waitActive(screen)
    for _ in range(600):
        wait_for_person(qtbot, screen)
        if is_over(screen.state) and screen._reveal is None and screen._bonus_index is None:
            break
        press_focused(
            qtbot, screen
        )  # draft tile, Keep, gate, tip buttons, Done, place indicator, Next
    else:
        raise AssertionError("the game did not end")
    assert "Deutscher Meister" in screen.action_title.text()
    assert any(r["tip"] for r in screen.state.history), "keyboard players placed stones"


def test_autosave_after_every_move_and_resume(qtbot: QtBot, db_url: str) -> None:
    screen = make_screen(qtbot, db_url)
    start(screen, db_url, family(("human", "human", "easy", "medium")))
    wait_for_person(qtbot, screen)
    state = screen.state
    tiles = [t for t in screen._tiles if t.isEnabled()]
    click(qtbot, tiles[0])
    wait_for_person(qtbot, screen)
    moved = screen.state
    assert moved != state
    game_id = screen.session.game_id  # type: ignore[union-attr]
    click(qtbot, screen.menu_button)
    qtbot.waitUntil(lambda: screen.resume_known, timeout=10_000)  # read off the UI thread
    assert screen.resume_button.isEnabled()

    again = make_screen(qtbot, db_url)
    qtbot.waitUntil(again.resume_button.isEnabled, timeout=10_000)  # read off the UI thread
    click(qtbot, again.resume_button)
    assert again.session is not None and again.session.game_id == game_id
    assert again.state == moved


def test_hot_seat_gate_hides_the_tip_card_until_confirmed(qtbot: QtBot, db_url: str) -> None:
    screen = make_screen(qtbot, db_url)
    start(screen, db_url, family())
    state = screen.state
    while screen.state.phase != "guess":
        wait_for_person(qtbot, screen)
        if screen.state.phase == "draft":
            click(qtbot, [t for t in screen._tiles if t.isEnabled()][0])
        elif screen.state.phase == "trade":
            click(qtbot, button(screen, "Keep"))
    player = screen.session.match.to_move()  # type: ignore[union-attr]
    assert player is not None and state.config.players[player].controller == "human"
    name = state.config.players[player].name
    assert f"Pass the laptop to {name}" in screen.action_title.text()
    assert all("W" != b.text() for b in action_buttons(screen))
    assert screen.tipcard is None
    click(qtbot, button(screen, f"I am {name}"))
    tipcard = screen.tipcard
    assert tipcard is not None
    click(qtbot, tipcard.buttons[(0, "W")])
    click(qtbot, tipcard.confirm_button)
    wait_for_person(qtbot, screen)
    nxt = screen.session.match.to_move()  # type: ignore[union-attr]
    assert nxt != player
    assert "Pass the laptop" in screen.action_title.text()


def test_new_game_dialog_builds_the_config(qtbot: QtBot, db_url: str) -> None:
    from geoquiz.app.minden.decks import enabled_decks
    from geoquiz.app.minden.setup_dialog import NewGameDialog

    dialog = NewGameDialog(enabled_decks(db_url))
    qtbot.addWidget(dialog)
    dialog.enabled[3].setChecked(True)
    for seat, name in enumerate(["Anna", "Ben", "Clara", "David"]):
        dialog.names[seat].setText(name)
    dialog.kinds[3].setCurrentIndex(dialog.kinds[3].findData("computer"))
    dialog.levels[3].setCurrentIndex(dialog.levels[3].findData("hard"))
    dialog.variant_b.setChecked(True)
    dialog.track.setValue(25)
    config = dialog.config()
    assert [p.name for p in config.players] == ["Anna", "Ben", "Clara", "David"]
    assert [p.controller for p in config.players] == ["human"] * 3 + ["hard"]
    assert config.variant_b and not config.variant_a and config.track_length == 25
    assert dialog.deck_ids() == [1]
    dialog.names[1].setText("Anna")
    with pytest.raises(ValueError, match="same name"):
        dialog.config()
    dialog._accept()
    assert "same name" in dialog.error.text()


def test_minden_screen_is_registered() -> None:
    import geoquiz.app.minden  # noqa: F401
    from geoquiz.app.window.screens import screen

    entry = screen("minden")
    assert entry.on_start_screen


def test_trading_and_challenges_by_clicks(qtbot: QtBot, db_url: str) -> None:
    screen = make_screen(qtbot, db_url)
    base = family()
    start(screen, db_url, Config(base.players, variant_a=True, variant_b=True, seed=3))
    traded = challenged = False
    while screen.state.round == 1:
        wait_for_person(qtbot, screen)
        state = screen.state
        if screen._reveal is not None:
            click(qtbot, button(screen, "Next"))
        elif state.phase == "draft":
            click(qtbot, [t for t in screen._tiles if t.isEnabled()][0])
        elif state.phase == "trade":
            player = screen.session.match.to_move()  # type: ignore[union-attr]
            assert player is not None
            if not traded:
                old = state.hands[player]
                assert button(screen, "Trade (costs your chip)").isEnabled()
                own = next(t for t in screen._tiles if t.isEnabled())
                assert own.card.id == old, "only the trader's own card can be clicked"
                click(qtbot, own)  # trading is a click on the card
                assert screen.state.hands[player] != old and old in screen.state.box
                assert not screen.state.trade_chip[player]
                traded = True
            else:
                click(qtbot, button(screen, "Keep"))
        elif state.phase == "guess":
            if screen.tipcard is None:
                click(qtbot, button(screen, "show my tip card"))
            assert screen.tipcard is not None
            click(qtbot, screen.tipcard.buttons[(0, "W")])
            click(qtbot, screen.tipcard.confirm_button)
        elif state.phase == "challenge":
            player = screen.session.match.to_move()  # type: ignore[union-attr]
            if not challenged:
                target = next(b for b in action_buttons(screen) if "Challenge" in b.text())
                assert "stone" in target.text(), "the number of stones is public"
                click(qtbot, target)
                assert screen.state.challenges[player] is not None
                challenged = True
            else:
                click(qtbot, button(screen, "No challenge"))
        elif state.phase == "score":
            click(qtbot, button(screen, "Place the indicator"))
    assert traded and challenged
    assert sum(screen.state.challenge_chips) == 4, "challenge chips are conserved"


# ---------------------------------------------------------------- the shipped Deutschland deck


@pytest.fixture(scope="module")
def shipped_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database file holding the shipped decks, built once for this module."""
    path = tmp_path_factory.mktemp("shipped") / "template.sqlite3"
    open_database(f"sqlite:///{path}")  # a new database gets the shipped decks
    close_all()  # checkpoint the WAL: the file alone is the whole database
    return path


@pytest.fixture
def shipped_url(shipped_template: Path, tmp_path: Path) -> Iterator[str]:
    """A private copy of the shipped-deck database for one test."""
    import shutil

    path = tmp_path / "shipped.sqlite3"
    shutil.copyfile(shipped_template, path)
    yield f"sqlite:///{path}"
    close_all()


def start_with_shipped_deck(screen: MindenScreen, url: str, config: Config) -> list[str]:
    """Start ``config`` with the shipped "Deutschland" deck from the database; return colours."""
    from geoquiz.app.minden.decks import enabled_decks

    decks = [d for d in enabled_decks(url) if d.name == "Deutschland"]
    assert decks, "the shipped Deutschland deck is in a new database"
    cards = load_deck_cards([decks[0].id], "de", url)
    assert len(cards) > 150
    screen.open_session(new_match(config, cards, url=url))
    shown_whole(screen)
    return sorted({c.colour for c in screen.state.cards.values()})


def test_family_plays_a_full_game_with_the_mouse_shipped_deck(
    qtbot: QtBot, shipped_url: str
) -> None:
    screen = make_screen(qtbot, shipped_url)
    colours = start_with_shipped_deck(screen, shipped_url, family())
    assert colours == ["green", "orange", "yellow"], "normal game: no blue cards"
    seen = play_with_mouse(qtbot, screen)
    assert {"draft", "trade", "guess", "score", "reveal"} <= set(seen)
    state = screen.state
    assert is_over(state) and max(state.positions) >= state.final_space()
    assert "Deutscher Meister" in screen.action_title.text()
    people = {
        r["player"]
        for r in state.history
        if state.config.players[r["player"]].controller == "human"
    }
    assert people == {0, 1, 2}
    flush_saves()
    stored = savegames.results("minden", url=shipped_url)
    assert len(stored) == len(state.history)
    click(qtbot, button(screen, "Back to the start"))
    qtbot.waitUntil(lambda: screen.resume_known, timeout=10_000)  # read off the UI thread
    for name in ("Anna", "Ben", "Clara", "Robo"):
        assert name in screen.progress_label.text()


def keyboard_choose(qtbot: QtBot, target: QPushButton, limit: int = 60) -> None:
    """Move the focus with Tab until ``target`` has it, then press Space (no mouse)."""
    for _ in range(limit):
        if QApplication.focusWidget() is target:
            qtbot.keyClick(target, Qt.Key.Key_Space)
            return
        focused = QApplication.focusWidget()
        assert focused is not None, "something has the keyboard focus"
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {target.text()!r}")


def test_family_plays_a_full_game_with_the_keyboard_shipped_deck(
    qtbot: QtBot, shipped_url: str
) -> None:
    """Keyboard only: Tab to the right stones on the tip card, Space to press; expert cards too."""
    screen = make_screen(qtbot, shipped_url)
    base = family()
    config = Config(base.players, expert=True, track_length=10, seed=5)
    colours = start_with_shipped_deck(screen, shipped_url, config)
    assert "blue" in colours, "expert game: blue cards are shuffled in"
    screen.activateWindow()
    qtbot.waitActive(screen)
    right_tips = 0
    for _ in range(600):
        wait_for_person(qtbot, screen)
        state = screen.state
        if is_over(state) and screen._reveal is None and screen._bonus_index is None:
            break
        tipcard = screen.tipcard
        if state.phase == "guess" and tipcard is not None and screen._reveal is None:
            player = screen.session.match.to_move()  # type: ignore[union-attr]
            assert player is not None
            card = state.card(player)
            assert card is not None
            for stone, value in enumerate(card.solutions[0][:2]):
                keyboard_choose(qtbot, tipcard.buttons[(stone, value)])
            assert tipcard.tip() == card.solutions[0][:2]
            keyboard_choose(qtbot, tipcard.confirm_button)
            right_tips += 1
            continue
        press_focused(qtbot, screen)  # draft tile, Keep, gate, place indicator, Next
    else:
        raise AssertionError("the game did not end")
    assert "Deutscher Meister" in screen.action_title.text()
    assert right_tips >= 3
    people_right = [
        r for r in screen.state.history if r["right"] and r["tip"] and r["player"] in (0, 1, 2)
    ]
    assert len(people_right) >= 3, "the stones chosen with the keyboard were scored right"


def test_crash_and_resume_in_a_new_screen(qtbot: QtBot, shipped_url: str) -> None:
    """Play some moves, drop the screen without leaving (a crash), resume in a new one, finish."""
    first = make_screen(qtbot, shipped_url)
    start_with_shipped_deck(first, shipped_url, family())
    for _ in range(40):  # up to the second person's guess
        wait_for_person(qtbot, first)
        state = first.state
        if state.phase == "guess" and sum(t is not None for t in state.tips) >= 1:
            break
        if state.phase == "draft":
            click(qtbot, [t for t in first._tiles if t.isEnabled()][0])
        elif state.phase == "trade":
            click(qtbot, button(first, "Keep"))
        elif state.phase == "guess":
            if first.tipcard is None:
                click(qtbot, button(first, "show my tip card"))
            assert first.tipcard is not None
            click(qtbot, first.tipcard.buttons[(0, "O")])
            click(qtbot, first.tipcard.confirm_button)
        flush_saves()
        saved = savegames.load_game("minden", first.session.game_id, url=shipped_url)  # type: ignore[union-attr]
        assert saved is not None and load_record(GAMES, saved).state == first.state, "autosaved"
    crashed = first.state
    assert crashed.phase == "guess" and any(t is not None for t in crashed.tips)
    game_id = first.session.game_id  # type: ignore[union-attr]
    first.hide()
    first.setParent(None)
    first.deleteLater()  # no "Leave": the window is simply gone
    del first
    QApplication.processEvents()

    again = make_screen(qtbot, shipped_url)
    qtbot.waitUntil(lambda: again.resume_known, timeout=10_000)  # read off the UI thread
    assert again.resume_button.isEnabled()
    assert "Anna" in again.resume_button.toolTip()
    click(qtbot, again.resume_button)
    assert again.session is not None and again.session.game_id == game_id
    assert again.state == crashed, "nothing but the move in progress is lost"
    # the resumed game keeps the hot-seat gate and plays on to its end
    if again.session.is_person(again.session.match.to_move() or 0):
        assert "Pass the laptop" in again.action_title.text()
    play_with_mouse(qtbot, again)
    assert is_over(again.state)
    flush_saves()
    saved = savegames.load_game("minden", game_id, url=shipped_url)
    assert saved is not None and load_record(GAMES, saved).state == again.state
    click(qtbot, button(again, "Back to the start"))
    qtbot.waitUntil(lambda: again.resume_known, timeout=10_000)  # read off the UI thread
    assert not again.resume_button.isEnabled(), "a finished game is not offered for resuming"


def test_game_ends_when_the_draw_pile_runs_out_and_says_so(qtbot: QtBot, db_url: str) -> None:
    screen = make_screen(qtbot, db_url)
    base = family(("human", "hard", "hard", "hard"))
    start(screen, db_url, Config(base.players, track_length=200, seed=2))
    play_with_mouse(qtbot, screen)
    state = screen.state
    assert is_over(state) and max(state.positions) < 200
    texts = [
        screen.action.itemAt(i).widget().text()  # type: ignore[union-attr]
        for i in range(screen.action.count())
        if isinstance(screen.action.itemAt(i).widget(), QLabel)
    ]
    assert any("draw pile could not deal" in t for t in texts), texts


def test_scoring_shows_place_cells_distance_and_moves_the_piece_step_by_step(
    qtbot: QtBot, db_url: str
) -> None:
    screen = make_screen(qtbot, db_url)
    start(screen, db_url, family(("human", "human", "human", "hard")))
    screen.STEP_MS = 25
    while screen.state.phase != "score" or screen.session.match.computer_seat() is not None:  # type: ignore[union-attr]
        wait_for_person(qtbot, screen)
        state = screen.state
        if screen._reveal is not None:
            click(qtbot, button(screen, "Next"))
        elif state.phase == "draft":
            click(qtbot, [t for t in screen._tiles if t.isEnabled()][0])
        elif state.phase == "trade":
            click(qtbot, button(screen, "Keep"))
        elif state.phase == "guess":
            if screen.tipcard is None:
                click(qtbot, button(screen, "show my tip card"))
            player = screen.session.match.to_move()  # type: ignore[union-attr]
            card = state.card(player)  # type: ignore[arg-type]
            assert screen.tipcard is not None and card is not None
            for stone, value in enumerate(card.solutions[0]):
                click(qtbot, screen.tipcard.buttons[(stone, value)])
            click(qtbot, screen.tipcard.confirm_button)
    player = screen.session.match.to_move()  # type: ignore[union-attr]
    assert player is not None
    card = screen.state.card(player)
    assert card is not None and card.lat is not None and card.lon is not None
    start_space = screen.state.positions[player]
    canvas = screen.map_canvas()
    assert canvas.highlight_path() is None, "nothing is revealed before the indicator is placed"
    # every position the track shows, as it shows it (polling the piece every few ms missed a
    # 25 ms step on a busy machine)
    shown = [start_space]
    update_track = screen._update_track

    def recording() -> None:
        update_track()
        position = screen.track.pieces()[player].position
        if position != shown[-1]:
            shown.append(position)

    screen._update_track = recording  # type: ignore[method-assign]
    qtbot.mouseClick(
        canvas.viewport(), Qt.MouseButton.LeftButton, pos=canvas.view_pos(card.lon, card.lat - 0.3)
    )
    # the true place and the solution cells (a step after the reveal's page), the distance
    qtbot.waitUntil(lambda: canvas.highlight_path() is not None, timeout=2000)
    path = canvas.highlight_path()
    assert path is not None and path.contains(canvas.to_scene(card.lon, card.lat))
    assert len(screen._marks) == 2
    km = float(str(screen._reveal["text"]).split(" km from")[0].rsplit(" ", 1)[-1])  # type: ignore[index]
    assert 25 < km < 40  # 0.3° of latitude is about 33 km (the click lands on a pixel)
    # the piece walks: every space of the path is shown, one after the other
    end = screen.state.positions[player]
    assert end >= start_space + 4
    qtbot.waitUntil(lambda: shown[-1] == end, timeout=2000)
    move = next(e for e in screen.state.events if e["type"] == "move" and e["player"] == player)
    assert shown[1:] == list(move["path"]) and len(shown) == 5


def test_resume_returns_whether_a_game_was_resumed(qtbot: QtBot, db_url: str) -> None:
    """The main window's "Resume" calls ``resume()``: False leaves the player in the lobby."""
    screen = make_screen(qtbot, db_url)
    assert screen.resume() is False
    assert screen.stack.currentWidget() is screen.lobby and screen.lobby_error.text()
    start(screen, db_url, family())
    wait_for_person(qtbot, screen)
    click(qtbot, [t for t in screen._tiles if t.isEnabled()][0])  # saved with its first move
    screen.leave_game()
    again = make_screen(qtbot, db_url)
    assert again.resume() is True
    assert again.stack.currentWidget() is again.game_page


def test_keyboard_aims_the_indicator_with_the_cross(qtbot: QtBot, db_url: str) -> None:
    """Tab to the map, zoom and pan with the keys, Enter: the indicator lands under the cross."""
    screen = make_screen(qtbot, db_url)
    start(screen, db_url, family(("human", "hard", "hard", "hard")))
    screen.activateWindow()
    qtbot.waitActive(screen)

    def my_scoring() -> bool:
        session = screen.session
        assert session is not None
        return (
            screen.state.phase == "score"
            and screen._reveal is None
            and session.match.computer_seat() is None
        )

    for _ in range(100):
        wait_for_person(qtbot, screen)
        if my_scoring():
            break
        press_focused(qtbot, screen)
    canvas = screen.map_canvas()
    assert screen.cross.isVisible()
    centre = canvas.viewport().rect().center()
    cross_centre = screen.cross.geometry().center()
    assert abs(cross_centre.x() - centre.x()) <= 2 and abs(cross_centre.y() - centre.y()) <= 2
    canvas.setFocus()
    before = screen.cross_lonlat()
    for key in (Qt.Key.Key_Plus, Qt.Key.Key_Plus, Qt.Key.Key_Right, Qt.Key.Key_Right):
        qtbot.keyClick(canvas, key)
    aimed = screen.cross_lonlat()
    assert aimed[0] > before[0] + 0.05, "the arrow keys moved the map under the cross"
    qtbot.keyClick(canvas, Qt.Key.Key_Return)
    record = screen.state.history[-1]
    assert record["player"] == 0
    assert abs(record["lon"] - aimed[0]) < 1e-6 and abs(record["lat"] - aimed[1]) < 1e-6
    assert not screen.cross.isVisible() and screen._reveal is not None
