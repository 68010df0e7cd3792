"""Short sounds in every game with one switch (issue 28, "a table that feels alive").

* every sound is generated (no downloaded asset): a short mono WAV, the same bytes every time;
* nothing is played and nothing fails or warns where nobody listens (the offscreen platform);
* one switch: View ▸ Sound (Ctrl+M) in the main window, remembered in the settings, followed by
  every game's sounds and by Stadt-Land's header box;
* each game sounds at its moment (the die, a tile laid, a card drawn, a tip revealed right or
  wrong), seen in what the shared player was asked to play.
"""

from __future__ import annotations

import wave
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from geoquiz.app import sound


def test_every_sound_is_a_short_generated_wav_the_same_every_time(tmp_path: Path) -> None:
    for name in sound.SOUNDS:
        first = sound.wav_file(name, tmp_path / "a")
        again = sound.wav_file(name, tmp_path / "b")
        assert first.read_bytes() == again.read_bytes(), name
        with wave.open(str(first)) as read:
            assert read.getnchannels() == 1 and read.getsampwidth() == 2
            seconds = read.getnframes() / read.getframerate()
        assert 0.02 < seconds < 1.5, (name, seconds)
    assert not list((tmp_path / "a").glob("*.part"))  # written whole, through a temporary name


def test_nothing_is_played_or_warned_where_nobody_listens(qapp: QApplication) -> None:
    assert QApplication.platformName() == "offscreen"
    assert sound.system_player() is None
    quiet = sound.Sound(muted=False)
    assert quiet.play("die") is False and list(quiet.played) == [("die", False)]


def test_a_misspelt_sound_is_the_callers_error() -> None:
    with pytest.raises(KeyError):
        sound.Sound(player=lambda path: True).play("dice")


def test_the_switch_silences_every_sound_that_follows_it(
    qapp: QApplication, tmp_path: Path
) -> None:
    heard: list[str] = []

    def player(path: Path) -> bool:
        heard.append(path.name.split("-")[0])
        return True

    follower = sound.Sound(folder=tmp_path, player=player)
    own = sound.Sound(muted=False, folder=tmp_path, player=player)
    changes: list[bool] = []
    sound.switch().changed.connect(changes.append)
    try:
        assert sound.sound_on() and follower.play("tile") is True
        sound.set_sound_on(False)
        assert follower.muted and follower.play("card") is False
        assert own.play("right") is True  # an instance with its own setting keeps it
        follower.muted = False  # a following instance's switch is the app's
        assert sound.sound_on() and follower.play("over") is True
    finally:
        sound.switch().changed.disconnect(changes.append)
    assert heard == ["tile", "right", "over"]
    assert changes == [False, True]


def test_view_menu_sound_is_the_one_switch_and_is_remembered(qtbot: QtBot) -> None:
    from geoquiz.app.window.main_window import MainWindow

    window = MainWindow("en")
    qtbot.addWidget(window)
    action = window.sound_action
    assert action.isCheckable() and action.isChecked()
    assert action.shortcut().toString() == "Ctrl+M"
    assert action in window.menuBar().actions()[2].menu().actions()  # Game, Language, View
    action.trigger()
    assert not sound.sound_on() and sound.shared().muted
    again = MainWindow("en")  # the next start
    qtbot.addWidget(again)
    assert not again.sound_action.isChecked()
    window.set_language("de")  # the menus are rebuilt: one Ctrl+M action, still off
    assert [a for a in window.actions() if a.shortcut().toString() == "Ctrl+M"] == [
        window.sound_action
    ]
    assert not window.sound_action.isChecked()
    sound.set_sound_on(True)
    assert window.sound_action.isChecked() and again.sound_action.isChecked()


def test_stadtland_header_box_is_the_same_switch(qtbot: QtBot, tmp_path: Path) -> None:
    from geoquiz.app.stadtland.screen import StadtlandScreen

    screen = StadtlandScreen("en", url=f"sqlite:///{tmp_path / 'g.sqlite'}")
    qtbot.addWidget(screen)
    assert screen.sound_box.isChecked()
    sound.set_sound_on(False)  # the menu's switch
    assert not screen.sound_box.isChecked() and screen.sound.muted
    screen.sound_box.setChecked(True)  # the header's box
    assert sound.sound_on()


@pytest.mark.parametrize(
    ("demo", "expected"),
    [("carcassonne-game", {"tile"}), ("tage-game", {"card"}), ("minden-game", {"right", "wrong"})],
)
def test_each_game_sounds_at_its_moment(qtbot: QtBot, demo: str, expected: set[str]) -> None:
    from geoquiz.app.window.screens import load_screen_packages, screen

    load_screen_packages()
    shared = sound.shared()
    shared.played.clear()
    widget = screen(demo).factory("en")
    qtbot.addWidget(widget)
    assert {name for name, _ in shared.played} & expected, list(shared.played)
