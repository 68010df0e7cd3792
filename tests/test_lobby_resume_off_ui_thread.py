"""Issue 15: a game screen's lobby finds whether "Resume" has a game on the autosave writer's
thread, after the saves still pending, never by waiting for them and reading the database on
the UI thread; the button follows once it is known."""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("pytestqt")


def _screens() -> list[tuple[str, str, str]]:
    return [
        ("geoquiz.app.tage.screen", "TageScreen", "tage"),
        ("geoquiz.app.carcassonne.screen", "CarcassonneScreen", "carcassonne"),
        ("geoquiz.app.stadtland.screen", "StadtlandScreen", "stadtland"),
        ("geoquiz.app.danmark.screen", "DanmarkScreen", "danmark"),
    ]


@pytest.mark.parametrize(("module", "name", "kind"), _screens(), ids=lambda v: str(v))
def test_the_lobby_asks_for_a_saved_game_off_the_ui_thread(  # type: ignore[no-untyped-def]
    qtbot, tmp_path, monkeypatch, module, name, kind
) -> None:
    import importlib

    from geoquiz.db.savegames import save_game

    screen_type = getattr(importlib.import_module(module), name)
    url = f"sqlite:///{tmp_path / 'lobby.sqlite3'}"
    save_game(kind, "left-over", {"game": kind}, url=url)  # an unfinished game to offer
    asked_on: list[threading.Thread] = []
    if getattr(screen_type, "game_kind", None):  # a screen on the one match driver
        from geoquiz.app.play.laptop_match import LaptopMatch

        on_driver = LaptopMatch.can_resume.__func__

        def asked(cls, kind, url=None):  # type: ignore[no-untyped-def]
            asked_on.append(threading.current_thread())
            return on_driver(cls, kind, url)

        monkeypatch.setattr(LaptopMatch, "can_resume", classmethod(asked))
    else:
        session_type = screen_type.session_type
        original = session_type.can_resume.__func__

        def noted(cls, url=None):  # type: ignore[no-untyped-def]
            asked_on.append(threading.current_thread())
            return original(cls, url)

        monkeypatch.setattr(session_type, "can_resume", classmethod(noted))
    screen = screen_type("en", url=url)  # its lobby
    qtbot.addWidget(screen)
    assert not screen.resume_known and not screen.resume_button.isEnabled()
    qtbot.waitUntil(lambda: screen.resume_known, timeout=10_000)
    assert screen.resume_button.isEnabled()
    assert asked_on and threading.main_thread() not in asked_on
    if hasattr(screen, "show_lobby"):  # back to the lobby: asked again, off the UI thread
        asked_on.clear()
        screen.show_lobby()
        assert not screen.resume_known and not screen.resume_button.isEnabled()
        qtbot.waitUntil(lambda: screen.resume_known, timeout=10_000)
        assert screen.resume_button.isEnabled() and asked_on
        assert threading.main_thread() not in asked_on
