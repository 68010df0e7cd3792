"""The start-screen entries of the five game packages, built from one description each.

Every game package registers the same kinds of screens: the game itself (lobby first) and
screenshot-only positions (a seeded game in progress) that build the screen without autosave and
hand it to a function of the package's ``demo`` module. :func:`register_game` does that once for
all of them. The screen and demo modules are imported only when a screen is opened, so that
importing a package to list the start screen stays cheap.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from geoquiz.app.window.screens import ScreenEntry, register_screen

__all__ = ["Demo", "demo_factory", "outline_icon_of", "register_game", "screen_factory"]


@dataclass(frozen=True)
class Demo:
    """A screenshot-only position: ``key``, its ``QT_TRANSLATE_NOOP`` title, and the call
    ``<package>.demo.<show>(screen, *args)`` that brings a fresh screen there."""

    key: str
    title: str
    show: str = "show_demo"
    args: tuple[str, ...] = ()


def _screen_class(package: str, class_name: str) -> Callable[..., QWidget]:
    cls: Callable[..., QWidget] = getattr(
        importlib.import_module(f"geoquiz.app.{package}.screen"), class_name
    )
    return cls


def screen_factory(package: str, class_name: str) -> Callable[[str], QWidget]:
    """``factory(lang)`` building ``geoquiz.app.<package>.screen.<class_name>(lang)``."""

    def make(lang: str) -> QWidget:
        return _screen_class(package, class_name)(lang)

    return make


def demo_factory(package: str, class_name: str, demo: Demo) -> Callable[[str], QWidget]:
    """``factory(lang)`` building the screen without autosave and showing ``demo`` on it."""

    def make(lang: str) -> QWidget:
        screen = _screen_class(package, class_name)(lang, persist=False)
        show = getattr(importlib.import_module(f"geoquiz.app.{package}.demo"), demo.show)
        show(screen, *demo.args)
        return screen

    return make


def outline_icon_of(layer: str) -> Callable[[], QIcon]:
    """An icon factory drawing the outline of the map layer ``layer``."""

    def make() -> QIcon:
        from geoquiz.app.window.icons import outline_icon

        return outline_icon(layer)

    return make


def register_game(
    package: str, class_name: str, title: str, icon: Callable[[], QIcon], demos: tuple[Demo, ...]
) -> None:
    """Register the start-screen entry ``package`` and the screenshot-only ``demos``."""
    register_screen(ScreenEntry(package, title, icon, screen_factory(package, class_name)))
    for demo in demos:
        make = demo_factory(package, class_name, demo)
        register_screen(ScreenEntry(demo.key, demo.title, icon, make, on_start_screen=False))
