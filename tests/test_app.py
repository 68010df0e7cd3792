"""The application shell: explore screens, start screen, language, About, screenshot CLI."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from geoquiz.app.cli.main import main
from geoquiz.app.explore.explore import DENMARK, GERMANY, ExploreScreen
from geoquiz.app.runtime import i18n
from geoquiz.app.window.main_window import MainWindow
from geoquiz.app.window.screens import START, screens

MINDEN = (8.917, 52.289)  # lon, lat


@pytest.fixture
def english() -> Iterator[None]:
    i18n.install_translators("en")
    yield
    i18n.install_translators("en")


@pytest.fixture
def germany(qtbot, english) -> ExploreScreen:  # type: ignore[no-untyped-def]
    screen = ExploreScreen(GERMANY, "en")
    qtbot.addWidget(screen)
    screen.resize(1000, 800)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def test_click_on_minden_reports_coordinate_and_solution(germany: ExploreScreen, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = germany.canvas
    pos = view.view_pos(*MINDEN)
    with qtbot.waitSignal(view.clicked) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    lon, lat = blocker.args
    deg_per_px_lat = 1.0 / (view.px_per_km() * 110.6)
    assert abs(lat - MINDEN[1]) <= deg_per_px_lat
    assert abs(lon - MINDEN[0]) <= 1.7 * deg_per_px_lat  # 1° lon is shorter than 1° lat
    assert germany.last_solution == "W N 12 C"
    assert germany.last_place.name == "Minden"
    assert "W N 12 C" in germany.info_label.text()
    assert len(view.markers()) == 2  # the click and the nearest place
    shaded = view.highlight_path()  # the solution's quadrant W N 12 C: 8–9°E, 52–52.5°N
    assert shaded is not None
    assert shaded.contains(view.to_scene(8.5, 52.25))
    assert not shaded.contains(view.to_scene(9.5, 52.25))


def test_drag_pans_and_does_not_click(germany: ExploreScreen, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = germany.canvas
    view.zoom_by(2.0)
    start = view.viewport().rect().center()
    lonlat = view.lonlat_at(start)
    clicks: list[tuple[float, float]] = []
    view.clicked.connect(lambda lon, lat: clicks.append((lon, lat)))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for dx in (10, 30, 60):
        qtbot.mouseMove(view.viewport(), start + type(start)(dx, 0))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=start + type(start)(60, 0))
    assert clicks == []
    assert view.lonlat_at(start)[0] < lonlat[0]  # content moved east, view shows farther west


def test_hover_shows_position_kreis_and_solution(germany: ExploreScreen, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = germany.canvas
    # the move is sent as the window system sends it: QTest's synthetic move depends on where an
    # earlier test left the cursor (after the drag test it brought no move event)
    pos = QPointF(view.view_pos(*MINDEN))
    move = QMouseEvent(
        QEvent.Type.MouseMove,
        pos,
        QPointF(view.viewport().mapToGlobal(pos)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), move)
    qtbot.waitUntil(lambda: "W N 12 C" in germany.hover_label.text())
    assert "Minden-Lübbecke" in germany.hover_label.text()
    assert "52.2" in germany.hover_label.text()


def test_coordinates_and_distances_use_the_interface_languages_decimal_sign(english: None) -> None:
    from geoquiz.app.explore.explore import format_lat_lon

    assert format_lat_lon(52.289, 8.917) == "52.2890° N, 8.9170° E"
    i18n.install_translators("de")
    try:
        assert format_lat_lon(52.289, 8.917) == "52,2890° N, 8,9170° O"
        screen = ExploreScreen(GERMANY, "de")
        screen.show_point(*MINDEN)
        text = screen.info_label.text()
        assert "52,2890° N, 8,9170° O" in text and "Minden" in text
        assert "0,2 km entfernt" in text
        screen.deleteLater()
    finally:
        i18n.install_translators("en")


@pytest.mark.parametrize(
    ("query", "name", "lonlat"),
    [
        ("koln", "Köln", (6.95, 50.93)),
        ("Muenchen", "München", (11.58, 48.14)),
        ("Minden", "Minden", (8.91, 52.29)),
    ],
)
def test_search_centres_on_the_place(
    germany: ExploreScreen, query: str, name: str, lonlat: tuple[float, float]
) -> None:
    assert germany.search(query)
    assert germany.last_place.name == name
    centre = germany.canvas.lonlat_at(germany.canvas.viewport().rect().center())
    assert centre[0] == pytest.approx(lonlat[0], abs=0.02)
    assert centre[1] == pytest.approx(lonlat[1], abs=0.02)
    assert germany.last_solution in germany.info_label.text()


def test_zoom_buttons_and_fit_button(germany: ExploreScreen, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = germany.canvas
    home = view.px_per_km()
    qtbot.mouseClick(germany.zoom_in_button, Qt.MouseButton.LeftButton)
    assert view.px_per_km() > home * 1.2
    view.center_on(*MINDEN, px_per_km=home * 10)
    qtbot.mouseClick(germany.zoom_out_button, Qt.MouseButton.LeftButton)
    assert home < view.px_per_km() < home * 10
    qtbot.mouseClick(germany.fit_button, Qt.MouseButton.LeftButton)
    assert view.px_per_km() == pytest.approx(home)
    centre = view.lonlat_at(view.viewport().rect().center())
    assert 9.5 < centre[0] < 11.5 and 50.0 < centre[1] < 52.0  # Germany in the middle again


def test_search_for_nothing_says_so(germany: ExploreScreen) -> None:
    assert not germany.search("Xyzzyville")
    assert "Xyzzyville" in germany.info_label.text()


def test_ctrl_f_focuses_search_and_escape_goes_back(germany: ExploreScreen, qtbot) -> None:  # type: ignore[no-untyped-def]
    germany.canvas.setFocus()
    qtbot.keyClick(germany.canvas, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert germany.search_box.hasFocus()
    with qtbot.waitSignal(germany.back_requested):
        qtbot.keyClick(germany.search_box, Qt.Key.Key_Escape)


def test_off_board_click_is_explained(germany: ExploreScreen) -> None:
    germany.show_point(2.35, 48.85)  # Paris
    assert germany.last_solution == "not on the board"


def test_denmark_view_labels_regions_and_has_no_grid(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    screen = ExploreScreen(DENMARK, "en")
    qtbot.addWidget(screen)
    names = {i.text for i in screen.canvas.graphics_items("dk-region-names")}
    assert "Capital Region of Denmark" in names and len(names) == 5
    assert not any(n.startswith("board") for n in screen.canvas.layer_names())
    screen.show_point(12.57, 55.68)  # Copenhagen
    assert screen.last_solution == ""
    assert screen.last_place.country == "DK"


def test_denmark_map_skips_villages_listed_with_a_municipalitys_population(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    screen = ExploreScreen(DENMARK, "en")
    qtbot.addWidget(screen)
    town_layers = [n for n in screen.canvas.layer_names() if n.startswith("towns-")]
    labelled = {i.text for n in town_layers for i in screen.canvas.graphics_items(n)}
    assert {"København", "Næstved", "Nykøbing Falster"} <= labelled
    assert not labelled & {"Klinteby Frihed", "Tranekær", "Alholm"}


def test_start_screen_lists_registered_screens_and_opens_them(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow("en")
    qtbot.addWidget(window)
    window.show()
    keys = set(window.start_screen.buttons)
    assert {"explore-de", "explore-dk"} <= keys
    assert keys == {e.key for e in screens() if e.on_start_screen}
    qtbot.mouseClick(window.start_screen.buttons["explore-dk"], Qt.MouseButton.LeftButton)
    assert window.current_key == "explore-dk"
    screen = window.current_screen()
    assert isinstance(screen, ExploreScreen)
    screen.back_requested.emit()
    assert window.current_key == START


def test_language_menu_switches_and_persists(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow("en")
    qtbot.addWidget(window)
    window.show_screen("explore-de")
    window.language_actions["de"].trigger()
    try:
        assert i18n.saved_language() == "de"
        assert i18n.resolve_language(None) == "de"
        assert window.current_key == "explore-de"
        screen = window.current_screen()
        assert isinstance(screen, ExploreScreen)
        assert screen.title.text() == "Das Spielbrett erkunden — Deutschland"
        assert window.menuBar().actions()[1].text() == "S&prache"
    finally:
        window.language_actions["en"].trigger()
    assert i18n.saved_language() == "en"


def test_lang_option_is_validated() -> None:
    assert i18n.resolve_language("de_DE") == "de"
    with pytest.raises(ValueError, match="unknown language"):
        i18n.resolve_language("xx")


def test_about_credits_every_source(qtbot) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.window.about import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.sources.toPlainText()
    for source in ("GeoBasis-DE / BKG", "dl-de/by-2-0", "Natural Earth", "GeoNames", "CC BY 4.0"):
        assert source in text


# ---------------------------------------------------------------- screenshot CLI


def test_screenshot_cli_writes_png_of_requested_size(tmp_path: Path, qapp: QApplication) -> None:
    out = tmp_path / "start.png"
    assert main(["screenshot", "start", str(out), "--size", "800x600"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 600)


def test_screenshot_in_german_shows_german_text(tmp_path: Path, english: None) -> None:
    from geoquiz.app.window.screenshot import render_screen

    seen: dict[str, str] = {}

    def read_texts(window: MainWindow) -> None:
        screen = window.current_screen()
        assert isinstance(screen, ExploreScreen)
        seen["title"] = screen.title.text()
        seen["fit"] = screen.fit_button.text()
        seen["menu"] = window.menuBar().actions()[0].text()

    image = render_screen("explore-de", (900, 700), "de", inspect=read_texts)
    assert seen == {
        "title": "Das Spielbrett erkunden — Deutschland",
        "fit": "Karte einpassen",
        "menu": "&Spiel",
    }
    assert (image.width(), image.height()) == (900, 700)
    # the running program keeps its language
    assert QApplication.translate("ExploreScreen", "Fit map") == "Fit map"
    out = tmp_path / "de.png"
    assert main(["--lang", "de", "screenshot", "explore-de", str(out), "--size", "900x700"]) == 0
    assert QImage(str(out)).width() == 900


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["screenshot", "nowhere", "x.png"], "unknown screen 'nowhere'"),
        (["screenshot", "start", "x.png", "--size", "big"], "size must look like"),
        (["screenshot", "start", "x.jpg"], "must end in .png"),
    ],
)
def test_screenshot_cli_bad_input_exits_2_with_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = [a if not a.startswith("x.") else str(tmp_path / a) for a in argv]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1


def test_unknown_language_exits_2_before_any_window(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "xx"]) == 2
    assert "unknown language 'xx'" in capsys.readouterr().err


def test_screen_registry_names_and_errors() -> None:
    from geoquiz.app.window.screens import ScreenEntry, register_screen, screen
    from geoquiz.app.window.screenshot import screen_names

    names = screen_names()
    assert names[:3] == ["start", "explore-de", "explore-dk"]
    assert screen("explore-dk").translated_title() == "Explore Denmark"
    with pytest.raises(ValueError, match="known screens: start, explore-de"):
        screen("nowhere")
    with pytest.raises(ValueError, match="reserved"):
        register_screen(ScreenEntry("start", "Start", None, lambda lang: QWidget()))


def test_keyboard_tab_order_reaches_every_control(germany: ExploreScreen) -> None:
    chain = [germany.back_button]
    widget = germany.back_button.nextInFocusChain()
    while widget is not germany.back_button and len(chain) < 50:
        chain.append(widget)
        widget = widget.nextInFocusChain()
    order = [
        w
        for w in chain
        if w
        in {
            germany.search_box,
            germany.zoom_out_button,
            germany.zoom_in_button,
            germany.fit_button,
            germany.canvas,
        }
    ]
    assert order == [
        germany.search_box,
        germany.zoom_out_button,
        germany.zoom_in_button,
        germany.fit_button,
        germany.canvas,
    ]
    for w in (germany.canvas, germany.search_box, germany.zoom_in_button, germany.zoom_out_button):
        assert w.accessibleName()


def test_typing_offers_completions_and_choosing_one_centres(germany: ExploreScreen, qtbot) -> None:  # type: ignore[no-untyped-def]
    germany.search_box.setFocus()
    qtbot.keyClicks(germany.search_box, "Muen")
    entries = germany._completer.model().stringList()  # type: ignore[attr-defined]
    assert entries and entries[0].startswith("München")
    germany._completer.activated.emit(entries[0])
    assert germany.last_place.name == "München"
    centre = germany.canvas.lonlat_at(germany.canvas.viewport().rect().center())
    assert centre == pytest.approx((11.575, 48.137), abs=0.02)


def test_numpy_starts_single_threaded_in_the_app() -> None:
    # numpy is first imported after app.window.main_window, which limits OpenBLAS to one thread
    # (starting a pool of threads costs ~60 ms of every start; the app does no big algebra)
    code = (
        "import os, sys; import app.cli.main as m; m.build_parser(); import app.window.main_window;"
        "print('numpy' in sys.modules, os.environ.get('OPENBLAS_NUM_THREADS'))"
    )
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert out.stdout.split() == ["False", "1"]


def test_warm_up_follows_the_first_painted_map(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    screen = ExploreScreen(GERMANY, "en")
    qtbot.addWidget(screen)
    screen.resize(900, 700)
    screen.show()
    assert screen._area_names is None  # nothing read for hovering before the map is drawn
    qtbot.waitUntil(lambda: screen.canvas.base_renders > 0)
    qtbot.waitUntil(lambda: screen._area_names is not None, timeout=5000)
    assert "Minden-Lübbecke" in screen.area_names()
