"""Counting the events of one kind a widget receives (a paint, a layout request)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

__all__ = ["EventCounter"]


class EventCounter(QObject):
    """Counts the ``kind`` events ``widget`` receives from now on (:attr:`count`)."""

    def __init__(self, widget: QWidget, kind: QEvent.Type) -> None:
        super().__init__()
        self.kind = kind
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == self.kind:
            self.count += 1
        return False
