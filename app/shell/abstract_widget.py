"""QWidget's metaclass with abc's: widget base classes with abstract methods."""

from __future__ import annotations

from abc import ABCMeta

from PySide6.QtWidgets import QWidget

__all__ = ["AbstractWidgetMeta"]


class AbstractWidgetMeta(type(QWidget), ABCMeta):  # type: ignore[misc]
    """QWidget's metaclass with :mod:`abc`'s, so a widget base class may declare abstract
    methods (``class Base(QWidget, metaclass=AbstractWidgetMeta)``)."""
