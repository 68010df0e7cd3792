"""The classroom (DESIGN §12): a class quiz on the students' devices and the projector.

* :mod:`.server` — HTTP + WebSocket (aiohttp) in its own thread: ``POST /join``, the sockets of
  the students and the projector page (``docs/classroom.md``);
* :mod:`.texts` — the pages' texts and refusals in each device's language;
* :mod:`.board` — the board and Germany's outline as SVG data for the projector's class map;
* :mod:`.window` — the teacher's Qt window (start, next, pause, end, remove, names, projector);
* :mod:`.report` — the printable report (``QPdfWriter``): class maps of the tips, the cards the
  class got wrong most, every student;
* :mod:`.setup` — the start-screen entry ``classroom``: the quiz's setup and the reports dialog;
* ``client/`` — the student and projector pages: plain HTML/CSS/JS, nothing from outside.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from geoquiz.app.window.screens import ScreenEntry, register_screen

__all__ = ["make_screen"]


def make_screen(lang: str) -> QWidget:
    """The class quiz's setup (deck, colour, cards, time, students or teams) and its reports."""
    from geoquiz.app.classroom.setup import ClassSetupScreen

    return ClassSetupScreen(lang)


def _icon() -> QIcon:
    from geoquiz.app.classroom.setup import class_icon

    return class_icon()


register_screen(
    ScreenEntry(
        "classroom",
        str(QT_TRANSLATE_NOOP("Screens", "Class quiz")),
        _icon,
        make_screen,
    )
)
