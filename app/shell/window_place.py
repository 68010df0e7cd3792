"""Where the main window opens and how big: it fits the screen it opens on, and comes back as
the player left it (size, position, maximised); projector mode's full screen returns to that.

The window always opened at 1280×860: at 1366×768 its bottom 112 px lay below the screen
(Minden's S row cut), at 1280×720 About and Quit were off-screen. Now the first size is the
preferred one shrunk to the screen's available geometry (the desktop minus panels and task
bars), and a remembered geometry is used only if it still lies on a screen of this computer.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from geoquiz.app.runtime import i18n

__all__ = ["PREFERRED", "first_size", "fit", "place", "remember"]

#: the size the window has on a large screen
PREFERRED = QSize(1280, 860)
#: room left for the window's frame and title bar, which the available geometry does not hold
FRAME_MARGIN = QSize(16, 40)
_KEY = "window/geometry"


def first_size(available: QRect, preferred: QSize = PREFERRED) -> QSize:
    """``preferred`` shrunk so that the window with its frame fits ``available``."""
    return QSize(
        max(640, min(preferred.width(), available.width() - FRAME_MARGIN.width())),
        max(480, min(preferred.height(), available.height() - FRAME_MARGIN.height())),
    )


def _screen_for(window: QWidget) -> QScreen | None:
    return window.screen() or QGuiApplication.primaryScreen()


def place(window: QWidget) -> None:
    """Give ``window`` its remembered geometry if that still fits a screen, else the first size,
    centred on its screen's available area. Call before ``show()``."""
    saved = i18n.settings().value(_KEY)
    if isinstance(saved, QByteArray) and not saved.isEmpty() and window.restoreGeometry(saved):
        frame = window.frameGeometry()
        if any(s.availableGeometry().intersects(frame) for s in QGuiApplication.screens()):
            return
    screen = _screen_for(window)
    if screen is None:
        window.resize(PREFERRED)
        return
    available = screen.availableGeometry()
    size = first_size(available, PREFERRED)
    window.resize(size)
    frame = FRAME_MARGIN
    x = available.x() + max(0, (available.width() - size.width() - frame.width()) // 2)
    y = available.y() + max(0, (available.height() - size.height() - frame.height()) // 2)
    window.move(x, y)


def fit(window: QWidget, preferred: QSize) -> None:
    """Give a further window (the phone table's) ``preferred`` size shrunk to its screen."""
    screen = _screen_for(window)
    if screen is None:
        window.resize(preferred)
    else:
        window.resize(first_size(screen.availableGeometry(), preferred))


def remember(window: QWidget) -> None:
    """Keep ``window``'s size, position and maximised state for the next start (not its full
    screen: projector mode is remembered on its own)."""
    if window.windowState() & Qt.WindowState.WindowFullScreen:
        return  # the geometry from before full screen was saved when it was entered
    i18n.settings().setValue(_KEY, window.saveGeometry())
