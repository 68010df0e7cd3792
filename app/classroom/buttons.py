"""The class quiz's push buttons: a text and what a click does, made in one call.

The setup screen, the reports dialog and the teacher's window each build a row of them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QPushButton, QWidget

__all__ = ["push_button"]


def push_button(
    parent: QWidget, text: str, slot: Callable[[], object] | SignalInstance
) -> QPushButton:
    """A button of ``parent`` labelled ``text`` (translated already); a click calls ``slot``
    (a function or a signal to pass the click on)."""
    button = QPushButton(text, parent)
    button.clicked.connect(slot)
    return button
