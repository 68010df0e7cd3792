"""Render a screen of the app into a PNG without showing a window (``geoquiz screenshot``)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication, QWidget

    from geoquiz.app.window.main_window import MainWindow

__all__ = [
    "ensure_display",
    "parse_size",
    "screen_names",
    "render_screen",
    "save_screenshot",
    "visible_texts",
]

DEFAULT_SIZE = (1600, 1000)


def ensure_display() -> None:
    """Use Qt's offscreen platform when there is no display (CI, ssh); before any QApplication."""
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def parse_size(text: str) -> tuple[int, int]:
    """``"1600x1000"`` → (1600, 1000); ``ValueError`` with a readable message otherwise."""
    parts = text.lower().replace("×", "x").split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise ValueError(f"size must look like 1600x1000, not {text!r}")
    w, h = (int(p) for p in parts)
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise ValueError(f"size {w}x{h} out of range (320x240 to 8000x8000)")
    return w, h


def screen_names() -> list[str]:
    """Names accepted by ``geoquiz screenshot``: ``start`` and every registered screen."""
    from geoquiz.app.window.screens import START, load_screen_packages, screens

    load_screen_packages()
    return [START, *(e.key for e in screens())]


def render_screen(
    name: str,
    size: tuple[int, int] = DEFAULT_SIZE,
    lang: str | None = None,
    inspect: Callable[[MainWindow], None] | None = None,
    *,
    projector: bool = False,
) -> QImage:
    """Build the main window at ``size`` showing screen ``name`` and return it as a ``QImage``.

    ``inspect(window)`` is called just before the grab (tests read the texts shown). The
    translators in force before the call are restored afterwards, so rendering a German screen
    in a running program does not switch that program to German. ``projector`` renders it in
    projector mode (:mod:`app.window.projector`) for a screen ``size`` high; the mode in force
    before
    is restored afterwards.
    """
    ensure_display()

    from geoquiz.app.runtime import i18n
    from geoquiz.app.window import projector as projector_mode
    from geoquiz.app.window.main_window import MainWindow  # before numpy is imported (see there)

    if name not in screen_names():
        raise ValueError(f"unknown screen {name!r}; known screens: {', '.join(screen_names())}")
    from geoquiz.app.runtime.application import application

    app = application()
    previous = i18n.current_language()
    code = i18n.install_translators(i18n.resolve_language(lang))
    was_projector = projector_mode.is_on()
    try:
        if projector:
            projector_mode.apply(True, size[1])
        window = MainWindow(code)
        window.resize(*size)
        window.show_screen(name)
        window.show()
        for _ in range(3):
            app.processEvents()
        from geoquiz.app.canvas import MapCanvas

        _wait_for_names(app, window.findChildren(MapCanvas))
        _wait_for_lobbies(app, window)

        for canvas in window.findChildren(MapCanvas):
            if canvas.isVisible() and not canvas.base_is_current():
                canvas.render_base()
        if inspect is not None:
            inspect(window)
        image = window.grab().toImage()
        window.close()
        window.deleteLater()
        app.processEvents()
    finally:
        if previous != code:
            i18n.install_translators(previous)
        if projector_mode.is_on() != was_projector:
            projector_mode.apply(was_projector)
    return image


def _settle(app: QApplication, busy: Callable[[], bool], timeout_s: float = 20.0) -> None:
    """Run the event loop while ``busy()`` (at most ``timeout_s``), as a player sees a screen a
    moment after it opens."""
    import time

    end = time.monotonic() + timeout_s
    while busy() and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)
    app.processEvents()


def _wait_for_names(app: QApplication, canvases: list[QWidget]) -> None:
    """Let the maps that lay their names out on a worker (the 10-Tage map: ``names_settling``)
    put them up."""
    maps = [m for m in canvases if m.isVisible() and hasattr(m, "names_settling")]
    _settle(app, lambda: any(m.names_settling() for m in maps))


def _wait_for_lobbies(app: QApplication, window: QWidget) -> None:
    """Let the game screens' lobbies show what their Resume button reads off the UI thread
    (``GameScreen.resume_known``)."""
    import sys

    module = sys.modules.get("geoquiz.app.shell.game_screen")
    if module is None:  # no game screen was built (not imported for the others: start-up)
        return
    screens = [s for s in window.findChildren(module.GameScreen) if s.isVisible()]
    _settle(app, lambda: any(not s.resume_known for s in screens))


def visible_texts(window: QWidget) -> list[str]:
    """The texts of the visible labels, buttons and window title, in widget order."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

    texts = [window.windowTitle()]
    for widget in window.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton) and widget.isVisible() and widget.text():
            texts.append(widget.text())
    return texts


#: Qt's PNG "quality" (lower compresses harder): 80 is zlib level 1, which encodes a map
#: screenshot in ~2/3 of the CPU time of the default (level 6) for a file ~7 % larger (measured
#: in docs/performance.md); the encoder is the largest single cost of ``geoquiz screenshot``
PNG_QUALITY = 80


def save_screenshot(
    name: str,
    out: Path,
    size: tuple[int, int] = DEFAULT_SIZE,
    lang: str | None = None,
    *,
    texts: list[str] | None = None,
    projector: bool = False,
) -> None:
    """Render screen ``name`` to ``out`` (PNG); ``texts`` collects its visible texts;
    ``projector``: in projector mode."""

    def collect(window: MainWindow) -> None:
        if texts is not None:
            texts.extend(visible_texts(window))

    image = render_screen(name, size, lang, inspect=collect, projector=projector)
    # PNG_QUALITY: zlib's fast levels; the default level costs half as much CPU again
    if not image.save(str(out), None, PNG_QUALITY):  # format from the suffix (.png)
        raise OSError(f"cannot write {out}")
