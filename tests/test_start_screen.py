"""The start screen (Resume, order, Progress, keyboard) and the error hook of ``run_app``."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from geoquiz.app.runtime import i18n
from geoquiz.app.start.start_screen import ORDER, TOOLS, StartScreen, load_overview, ordered_entries
from geoquiz.app.window.screens import ScreenEntry, load_screen_packages, screens

load_screen_packages()


@pytest.fixture
def english() -> Iterator[None]:
    i18n.install_translators("en")
    yield


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


def _save_tage_game(url: str | None) -> str:
    from geoquiz.app.play.laptop_match import LaptopMatch
    from geoquiz.games.tage.engine import Config, PlaceSetup, PlayerSpec

    config = Config((PlayerSpec("Anna"), PlayerSpec("Cora", "computer", "easy")), seed=5)
    match = LaptopMatch.new("tage", config, url=url)
    match.apply(PlaceSetup(0))  # a match is saved with its first move
    match.wait_for_saves()
    return match.game_id


def _later(minutes: float) -> datetime:
    return datetime.now(UTC) + timedelta(minutes=minutes)


# ---------------------------------------------------------------------- order
def test_games_come_first_in_the_family_order_then_explore_and_author() -> None:
    games, tools = ordered_entries(screens())
    assert [e.key for e in games][:5] == ["minden", "tage", "danmark", "carcassonne", "stadtland"]
    assert [e.key for e in tools] == ["explore-de", "explore-dk", "cards"]
    assert not any(e.key.endswith("-game") for e in games)  # demo screens stay off


def test_an_unknown_screen_is_a_game_after_the_known_ones() -> None:
    new = ScreenEntry("quiz-x", "Quiz X", None, lambda lang: QPushButton())
    hidden = ScreenEntry(
        "quiz-y", "Quiz Y", None, lambda lang: QPushButton(), on_start_screen=False
    )
    entries = [new, hidden, *reversed(screens())]
    games, tools = ordered_entries(entries)
    keys = [e.key for e in games]
    assert keys[-1] == "quiz-x" and "quiz-y" not in keys
    assert keys[:-1] == [k for k in ORDER if k not in TOOLS and k in keys]


def test_tiles_have_equal_size_accessible_names_and_shortcuts(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    start = StartScreen(url="sqlite://")
    qtbot.addWidget(start)
    sizes = {b.size().toTuple() for b in start.buttons.values()}
    assert len(sizes) == 1
    assert list(start.buttons)[:3] == ["minden", "tage", "danmark"]
    carcassonne = start.buttons["carcassonne"]
    assert carcassonne.accessibleName() == "Carcassonne — Germany"
    assert "Alt+4" in carcassonne.toolTip()


# ---------------------------------------------------------------------- resume
def test_resume_button_names_the_newest_saved_game_and_when(qtbot, english, url) -> None:  # type: ignore[no-untyped-def]
    _save_tage_game(url)
    start = StartScreen(url=url, now=lambda: _later(5.5))
    qtbot.addWidget(start)
    overview = start.refresh()
    assert overview.error is None and overview.saved is not None
    assert overview.saved.kind == "tage" and overview.saved.players == ("Anna", "Cora")
    assert not start.resume_button.isHidden()
    assert start.resume_button.accessibleName() == (
        "Resume: 10 Tage durch Deutschland (saved 5 minutes ago)"
    )
    with qtbot.waitSignal(start.resume_requested) as signal:
        qtbot.mouseClick(start.resume_button, Qt.MouseButton.LeftButton)
    assert signal.args == ["tage"]


def test_no_saved_game_no_resume_button(qtbot, english, url) -> None:  # type: ignore[no-untyped-def]
    start = StartScreen(url=url)
    qtbot.addWidget(start)
    assert start.refresh().saved is None
    assert start.resume_button.isHidden()
    assert start.progress_panel.isHidden()


def test_a_saved_game_of_a_kind_without_screen_is_skipped(url) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.db.savegames import save_game

    _save_tage_game(url)
    save_game("counter-test", "x", {"total": 1}, url=url)  # newer, but no screen can open it
    overview = load_overview(["minden", "tage"], url)
    assert overview.saved is not None and overview.saved.kind == "tage"
    assert load_overview(["minden"], url).saved is None


def test_a_broken_database_shows_the_start_screen_with_one_line(qtbot, english, tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "broken.sqlite3"
    bad.write_bytes(b"this is not a database at all" * 100)
    start = StartScreen(url=f"sqlite:///{bad}")
    qtbot.addWidget(start)
    with qtbot.waitSignal(start.problem) as signal:
        overview = start.refresh()
    assert overview.saved is None and overview.error
    assert start.resume_button.isHidden()
    message = signal.args[0]
    assert message.startswith("Saved games could not be read: ") and "\n" not in message


def test_first_show_reads_the_database_in_the_background(qtbot, english, url) -> None:  # type: ignore[no-untyped-def]
    _save_tage_game(url)
    start = StartScreen(url=url)
    qtbot.addWidget(start)
    start.show()
    qtbot.waitUntil(lambda: start.overview is not None, timeout=20_000)
    assert start.resume_button.isVisible()
    assert start.focusProxy() is start.resume_button


def test_main_window_resume_opens_the_game_screen_with_the_saved_game(  # type: ignore[no-untyped-def]
    qtbot, english, url, monkeypatch
) -> None:
    from geoquiz.app.window.main_window import MainWindow

    monkeypatch.setenv("GEOQUIZ_DB", url)
    game_id = _save_tage_game(None)
    window = MainWindow("en")
    qtbot.addWidget(window)
    window.show_start()
    assert window.start_screen.resume_button.isVisibleTo(window.start_screen)
    qtbot.mouseClick(window.start_screen.resume_button, Qt.MouseButton.LeftButton)
    assert window.current_key == "tage"
    tage = window.current_screen()
    session = tage.session  # type: ignore[attr-defined]
    assert session is not None and session.game_id == game_id


def test_main_window_status_bar_shows_a_broken_database(  # type: ignore[no-untyped-def]
    qtbot, english, tmp_path, monkeypatch
) -> None:
    from geoquiz.app.window.main_window import MainWindow

    bad = tmp_path / "broken.sqlite3"
    bad.write_bytes(b"garbage" * 500)
    monkeypatch.setenv("GEOQUIZ_DB", str(bad))
    window = MainWindow("en")
    qtbot.addWidget(window)
    window.show_start()
    assert window.current_key == "start"
    assert window.statusBar().currentMessage().startswith("Saved games could not be read")


# ---------------------------------------------------------------------- progress
def test_progress_lists_cards_played_and_share_right_per_player(qtbot, english, url) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.db.savegames import record_result

    for i in range(8):
        record_result("minden", "Anna", None, i % 4 != 0, {"game_id": "g1"}, url=url)
    for i in range(4):
        record_result("minden", "Ben", None, i == 0, {"game_id": f"g{i % 2}"}, url=url)
    record_result("tage", "Zoe", None, True, {}, url=url)  # other games are not cards
    start = StartScreen(url=url)
    qtbot.addWidget(start)
    start.refresh()
    assert not start.progress_panel.isHidden()
    assert start.progress_rows() == [
        ["Player", "Cards", "Right", "Games"],
        ["Anna", "8", "75 %", "1"],
        ["Ben", "4", "25 %", "2"],
    ]


# ---------------------------------------------------------------------- time
@pytest.mark.parametrize(
    ("minutes", "text"),
    [
        (0.2, "just now"),
        (1, "1 minute ago"),
        (59, "59 minutes ago"),
        (61, "1 hour ago"),
        (60 * 5, "5 hours ago"),
        (60 * 30, "yesterday"),
        (60 * 24 * 3, "3 days ago"),
    ],
)
def test_time_ago(qtbot, english, minutes: float, text: str) -> None:  # type: ignore[no-untyped-def]
    base = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
    start = StartScreen(url="sqlite://", now=lambda: base + timedelta(minutes=minutes))
    qtbot.addWidget(start)
    assert start.time_ago(base) == text
    assert start.time_ago(base.replace(tzinfo=None)) == text  # SQLite's naive UTC


def test_time_ago_long_ago_is_a_date(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    base = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
    start = StartScreen(url="sqlite://", now=lambda: base + timedelta(days=40))
    qtbot.addWidget(start)
    text = start.time_ago(base)
    assert text.startswith("on ") and "5" in text


# ---------------------------------------------------------------------- keyboard
def test_arrow_keys_move_between_tiles_and_enter_opens(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    start = StartScreen(url="sqlite://")
    qtbot.addWidget(start)
    start.overview = load_overview([], "sqlite://")  # no background read in this test
    start.show()
    start.activateWindow()
    qtbot.waitExposed(start)
    b = start.buttons
    b["minden"].setFocus()
    qtbot.keyClick(b["minden"], Qt.Key.Key_Right)
    assert start.focusWidget() is b["tage"]
    qtbot.keyClick(b["tage"], Qt.Key.Key_Down)
    assert start.focusWidget() is b["stadtland"]
    qtbot.keyClick(b["stadtland"], Qt.Key.Key_Right)
    assert start.focusWidget() is b["classroom"]
    qtbot.keyClick(b["classroom"], Qt.Key.Key_Right)  # reading order wraps to the next section
    assert start.focusWidget() is b["explore-de"]
    qtbot.keyClick(b["explore-de"], Qt.Key.Key_Up)
    assert start.focusWidget() is b["carcassonne"]
    qtbot.keyClick(b["carcassonne"], Qt.Key.Key_Down)
    qtbot.keyClick(b["explore-de"], Qt.Key.Key_Right)
    qtbot.keyClick(b["explore-dk"], Qt.Key.Key_Right)
    assert start.focusWidget() is b["cards"]
    qtbot.keyClick(b["cards"], Qt.Key.Key_Up)
    assert start.focusWidget() is b["classroom"]
    qtbot.keyClick(b["classroom"], Qt.Key.Key_Left)
    with qtbot.waitSignal(start.open_requested) as signal:
        qtbot.keyClick(b["stadtland"], Qt.Key.Key_Return)
    assert signal.args == ["stadtland"]


# ---------------------------------------------------------------------- translations
def test_german_subtitle_says_map_games_not_card_games(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    i18n.install_translators("de")
    start = StartScreen(url="sqlite://")
    qtbot.addWidget(start)
    texts = [label.text() for label in start.findChildren(QLabel)]
    assert "Landkartenspiele über Deutschland und Dänemark" in texts
    assert start.tr("&Resume: %1 (saved %2)") != "&Resume: %1 (saved %2)"
    assert start.time_ago(datetime.now(UTC) - timedelta(minutes=3)) == "vor 3 Minuten"


@pytest.mark.parametrize("lang", ["de", "da", "en"])
def test_no_tile_title_is_cut_at_1280x720(qtbot, url, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Every line of every tile fits its tile (the Danish 10 Tage title was elided in the middle
    until it broke before its bracket)."""
    i18n.install_translators(lang)
    try:
        start = StartScreen(url=url)
        qtbot.addWidget(start)
        start.resize(1280, 690)
        start.show()
        qtbot.waitExposed(start)
        for button in start.buttons.values():
            metrics = button.fontMetrics()
            for line in button.text().split("\n"):
                assert metrics.horizontalAdvance(line) <= button.width() - 8, (lang, line)
        qtbot.waitUntil(lambda: not start._loading, timeout=30_000)  # the overview's worker
    finally:
        i18n.install_translators("en")


# ---------------------------------------------------------------------- error hook
@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_is_logged_and_shown_and_the_app_goes_on(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.window.errors import install_error_handling, uninstall_error_handling

    shown: list[tuple[str, Path]] = []
    handler = install_error_handling(tmp_path / "logs", show=lambda m, p: shown.append((m, p)))
    try:
        button = QPushButton("boom")
        qtbot.addWidget(button)

        def broken() -> None:
            raise ZeroDivisionError("the slot divided by zero")

        button.clicked.connect(broken)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # still alive, still handled
    finally:
        uninstall_error_handling()
    assert handler.errors == 2 and len(shown) == 2
    message, path = shown[0]
    assert message.startswith("Something went wrong: ZeroDivisionError: the slot divided by zero")
    assert "saved after the last move" in message and str(path) in message
    log = path.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in log and "def broken" not in log
    assert "in broken" in log and "ZeroDivisionError: the slot divided by zero" in log


@pytest.mark.qt_no_exception_capture
def test_the_default_dialog_is_non_modal_and_shown_once(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import sys

    from geoquiz.app.window.errors import install_error_handling, uninstall_error_handling

    handler = install_error_handling(tmp_path)
    try:
        assert sys.excepthook == handler.excepthook
        for _ in range(2):
            try:
                raise RuntimeError("first line\nsecond line")
            except RuntimeError as exc:
                handler.excepthook(RuntimeError, exc, exc.__traceback__)
        boxes = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()
        ]
        assert len(boxes) == 1
        assert "RuntimeError: first line" in boxes[0].text()
        assert "second line" not in boxes[0].text()
        assert boxes[0].windowModality() != Qt.WindowModality.ApplicationModal
        boxes[0].close()
    finally:
        uninstall_error_handling()
    assert sys.excepthook != handler.excepthook


def test_qt_warnings_go_to_the_log(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import qWarning

    from geoquiz.app.window.errors import install_error_handling, uninstall_error_handling

    handler = install_error_handling(tmp_path)
    try:
        qWarning("a Qt warning for the log")
    finally:
        uninstall_error_handling()
    assert "Qt: a Qt warning for the log" in handler.log_path.read_text(encoding="utf-8")


def test_tiles_stay_equal_and_apart_and_progress_moves_below_when_narrow(  # type: ignore[no-untyped-def]
    qtbot, english, url
) -> None:
    from PySide6.QtWidgets import QBoxLayout

    from geoquiz.db.savegames import record_result

    record_result("minden", "Anna", None, True, {"game_id": "g1"}, url=url)
    start = StartScreen(url=url)
    qtbot.addWidget(start)
    start.refresh()
    for width, height, direction in (
        (1400, 900, QBoxLayout.Direction.LeftToRight),
        (800, 560, QBoxLayout.Direction.TopToBottom),
    ):
        start.resize(width, height)
        start.show()
        qtbot.waitUntil(lambda want=direction: start.centre.direction() == want)
        QApplication.processEvents()
        tiles = list(start.buttons.values())
        widths = {t.width() for t in tiles}
        heights = {t.height() for t in tiles}
        assert max(widths) - min(widths) <= 1 and max(heights) - min(heights) <= 1  # rounding
        rects = [t.geometry() for t in tiles]
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_tab_order_is_resume_tiles_about_quit(qtbot, english, url) -> None:  # type: ignore[no-untyped-def]
    _save_tage_game(url)
    start = StartScreen(url=url)
    qtbot.addWidget(start)
    start.refresh()
    start.show()
    chain = []
    widget = start.resume_button
    for _ in range(40):
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible():
            chain.append(widget)
        widget = widget.nextInFocusChain()
        if widget is start.resume_button:
            break
    tiles = list(start.buttons.values())
    assert chain == [start.resume_button, *tiles, start.about_button, start.quit_button]
    assert [k for k in start.buttons] == [
        "minden",
        "tage",
        "danmark",
        "carcassonne",
        "stadtland",
        "classroom",
        "explore-de",
        "explore-dk",
        "cards",
    ]
