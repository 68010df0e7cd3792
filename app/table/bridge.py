"""The table server's changes as Qt signals (the server runs in its own thread)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

__all__ = ["TableBridge"]


class TableBridge(QObject):
    """Pass :meth:`forward` as the server's ``on_change``; ``changed`` then fires in the thread
    this object lives in (the GUI thread) with the public ``state`` message — a queued
    connection, so the server thread never touches a widget."""

    changed = Signal(object)

    def forward(self, message: dict[str, Any]) -> None:
        self.changed.emit(message)
