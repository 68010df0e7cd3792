"""The main window keeps unsaved work: a screen that refuses to close stops quitting and
switching the language (the card editor asks Save / Discard / Cancel)."""

from __future__ import annotations

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QWidget

from geoquiz.app.runtime import i18n
from geoquiz.app.window import screens
from geoquiz.app.window.main_window import MainWindow
from geoquiz.app.window.screens import ScreenEntry


class Stubborn(QWidget):
    """A screen with unsaved work whose author pressed Cancel while ``keep`` is set."""

    def __init__(self) -> None:
        super().__init__()
        self.keep = True

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.keep:
            event.ignore()
        else:
            event.accept()


def _window_with_stubborn_screen(qtbot, monkeypatch) -> tuple[MainWindow, Stubborn]:  # type: ignore[no-untyped-def]
    made: list[Stubborn] = []

    def factory(lang: str) -> QWidget:
        made.append(Stubborn())
        return made[-1]

    screens.load_screen_packages()
    entry = ScreenEntry("stubborn-test", "Stubborn", None, factory, on_start_screen=False)
    monkeypatch.setitem(screens._REGISTRY, entry.key, entry)  # gone again after the test
    window = MainWindow("en")
    qtbot.addWidget(window)
    window.show_screen("stubborn-test")
    return window, made[-1]


def test_quitting_stops_while_a_screen_keeps_unsaved_work(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, screen = _window_with_stubborn_screen(qtbot, monkeypatch)
    window.show()
    assert not window.close()
    assert window.isVisible()
    screen.keep = False
    assert window.close()


def test_language_stays_while_a_screen_keeps_unsaved_work(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, screen = _window_with_stubborn_screen(qtbot, monkeypatch)
    window.set_language("de")
    assert window.lang == "en" and i18n.current_language() == "en"
    assert window.current_screen() is screen
    screen.keep = False
    window.set_language("de")
    try:
        assert window.lang == "de"
    finally:
        window.set_language("en")


def test_closing_the_window_flushes_the_autosave_writer(qtbot) -> None:  # type: ignore[no-untyped-def]
    import threading

    from geoquiz.app.runtime.save_writer import WRITER

    window = MainWindow("en")
    qtbot.addWidget(window)
    window.show()
    release = threading.Event()
    written: list[bool] = []
    WRITER.submit("test-close", lambda: written.append(release.wait(5)))
    threading.Timer(0.2, release.set).start()  # the write takes a while
    assert window.close()
    assert written == [True]  # close() returned only after the write
