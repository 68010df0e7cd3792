"""The game packages' start-screen entries come from one description
(``app.window.game_entries``)."""

from __future__ import annotations

import sys
import types
from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from geoquiz.app.window import screens
from geoquiz.app.window.game_entries import Demo, register_game


class _FakeScreen(QWidget):
    def __init__(self, lang: str, *, persist: bool = True) -> None:
        super().__init__()
        self.lang = lang
        self.persist = persist
        self.shown: tuple[Any, ...] = ()


@pytest.fixture
def fake_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """A package ``geoquiz.app.fakegame`` with a screen and a demo module, and an empty registry."""
    package = types.ModuleType("geoquiz.app.fakegame")
    package.__path__ = []
    screen_module = types.ModuleType("geoquiz.app.fakegame.screen")
    screen_module.FakeScreen = _FakeScreen  # type: ignore[attr-defined]
    demo_module = types.ModuleType("geoquiz.app.fakegame.demo")

    def show_phase(screen: _FakeScreen, *args: Any) -> None:
        screen.shown = args

    demo_module.show_phase = show_phase  # type: ignore[attr-defined]
    for module in (package, screen_module, demo_module):
        monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setattr(screens, "_REGISTRY", {})


def test_register_game_adds_the_game_then_its_screenshot_only_demos(
    qapp: object, fake_game: None
) -> None:
    demo = Demo("fakegame-end", "Fake — the end", "show_phase", ("end", "2"))
    register_game("fakegame", "FakeScreen", "Fake", lambda: None, (demo,))  # type: ignore[arg-type, return-value]
    entries = screens.screens()
    assert [(e.key, e.title, e.on_start_screen) for e in entries] == [
        ("fakegame", "Fake", True),
        ("fakegame-end", "Fake — the end", False),
    ]
    game = entries[0].factory("de")
    assert isinstance(game, _FakeScreen)
    assert (game.lang, game.persist, game.shown) == ("de", True, ())
    position = entries[1].factory("da")
    assert isinstance(position, _FakeScreen)
    assert (position.lang, position.persist, position.shown) == ("da", False, ("end", "2"))


def test_every_game_package_registers_its_game_and_demos_in_order() -> None:
    screens.load_screen_packages()
    keys = [e.key for e in screens.screens()]
    for game, demos in {
        "carcassonne": ["carcassonne-game"],
        "danmark": ["danmark-game"],
        "minden": ["minden-game", "minden-guess", "minden-reveal", "minden-end"],
        "stadtland": ["stadtland-round", "stadtland-check"],
        "tage": ["tage-game"],
    }.items():
        start = keys.index(game)
        assert keys[start : start + 1 + len(demos)] == [game, *demos]
        assert screens.screen(game).on_start_screen
        assert not any(screens.screen(d).on_start_screen for d in demos)
