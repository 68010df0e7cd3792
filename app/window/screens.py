"""The registry of screens: what the start screen offers and what ``geoquiz screenshot`` renders.

A game module adds itself with :func:`register_screen` (title, icon, factory). Only screens that
work are registered. Titles are English source strings translated in the context ``"Screens"``
(mark them with ``QT_TRANSLATE_NOOP("Screens", "...")`` so ``pyside6-lupdate`` finds them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

__all__ = ["ScreenEntry", "register_screen", "screens", "screen", "load_screen_packages", "START"]

#: the name of the start screen for ``geoquiz screenshot``
START = "start"


@dataclass(frozen=True)
class ScreenEntry:
    """A screen reachable from the start screen.

    ``factory(lang)`` builds the screen widget; if the widget has a ``back_requested`` signal the
    main window returns to the start screen when it fires.
    """

    key: str
    title: str
    icon: Callable[[], QIcon] | None
    factory: Callable[[str], QWidget]
    on_start_screen: bool = True

    def translated_title(self) -> str:
        return QCoreApplication.translate("Screens", self.title)


_REGISTRY: dict[str, ScreenEntry] = {}


def register_screen(entry: ScreenEntry) -> None:
    """Add (or replace) a screen; the start screen lists them in registration order."""
    if entry.key == START:
        raise ValueError(f"{START!r} is reserved for the start screen")
    _REGISTRY[entry.key] = entry


def screens() -> list[ScreenEntry]:
    """All registered screens (after :func:`load_screen_packages`), in registration order."""
    return list(_REGISTRY.values())


#: subpackages of ``app`` that are infrastructure (the game-screen shell too), not screens
_NOT_SCREENS = frozenset({"canvas", "cli", "shell"})


def load_screen_packages() -> None:
    """Import every subpackage of ``app`` (a game's package registers its screen on import)."""
    import importlib
    import pkgutil

    import geoquiz.app as app

    for info in pkgutil.iter_modules(app.__path__):
        if info.ispkg and info.name not in _NOT_SCREENS:
            importlib.import_module(f"geoquiz.app.{info.name}")


def screen(key: str) -> ScreenEntry:
    """The registered screen ``key``; ``ValueError`` naming the known screens otherwise."""
    load_screen_packages()
    try:
        return _REGISTRY[key]
    except KeyError:
        known = ", ".join([START, *_REGISTRY])
        raise ValueError(f"unknown screen {key!r}; known screens: {known}") from None


def _explore(key: str) -> Callable[[str], QWidget]:
    def factory(lang: str) -> QWidget:
        from geoquiz.app.explore.explore import DENMARK, GERMANY, ExploreScreen

        return ExploreScreen(GERMANY if key == "explore-de" else DENMARK, lang)

    return factory


def _icon(layer: str) -> Callable[[], QIcon]:
    def make() -> QIcon:
        from geoquiz.app.window.icons import outline_icon

        return outline_icon(layer)

    return make


register_screen(
    ScreenEntry(
        "explore-de",
        str(QT_TRANSLATE_NOOP("Screens", "Explore the board — Germany")),
        _icon("de_staat"),
        _explore("explore-de"),
    )
)
register_screen(
    ScreenEntry(
        "explore-dk",
        str(QT_TRANSLATE_NOOP("Screens", "Explore Denmark")),
        _icon("dk_staat"),
        _explore("explore-dk"),
    )
)
