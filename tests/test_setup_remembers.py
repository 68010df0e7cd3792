"""Issue 28, "One new-game dialog that remembers the family": each game's new-game dialog, filled
and accepted, shows the same names, colours, levels and variant when it is opened again (kept per
game in the user's settings); names left at their default follow the interface language."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from geoquiz.app import i18n
from geoquiz.app.carcassonne.setup_dialog import NewGameDialog as CarcassonneDialog
from geoquiz.app.danmark.dialogs import NewGameDialog as DanmarkDialog
from geoquiz.app.seat_dialog import remembered_setup
from geoquiz.app.tage.setup_dialog import NewGameDialog as TageDialog

SEAT_DIALOGS = [TageDialog, CarcassonneDialog, DanmarkDialog]


@pytest.fixture(autouse=True)
def _forget() -> Iterator[None]:
    """Each test starts with no remembered set-up, and leaves none behind."""
    store = i18n.settings()
    store.remove("new_game")
    yield
    store.remove("new_game")


def _pick(box: Any, data: object) -> None:
    index = box.findData(data)
    assert index >= 0, data
    box.setCurrentIndex(index)


@pytest.mark.parametrize("dialog_class", SEAT_DIALOGS)
def test_a_seat_dialog_offers_last_games_names_and_levels(qtbot: QtBot, dialog_class: Any) -> None:
    dialog = dialog_class()
    qtbot.addWidget(dialog)
    last = len(dialog.enabled) - 1
    dialog.enabled[last].setChecked(True)
    dialog.names[0].setText("Mama")
    dialog.names[1].setText("Lea")
    _pick(dialog.kinds[1], "computer")
    _pick(dialog.levels[1], "hard")
    dialog.names[last].setText("Jonas")
    dialog._accept()
    assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()

    again = dialog_class()
    qtbot.addWidget(again)
    assert [e.text() for e in again.names][:2] == ["Mama", "Lea"]
    assert again.names[last].text() == "Jonas" and again.enabled[last].isChecked()
    assert again.is_computer(1) and again.level(1) == "hard"
    assert not again.is_computer(0)
    assert [p.name for p in again.config(seed=1).players][:2] == ["Mama", "Lea"]


def test_a_cancelled_dialog_is_not_remembered(qtbot: QtBot) -> None:
    dialog = TageDialog()
    qtbot.addWidget(dialog)
    dialog.names[0].setText("Mama")
    dialog.reject()
    assert remembered_setup("tage") == {}
    again = TageDialog()
    qtbot.addWidget(again)
    assert again.names[0].text() != "Mama"


def test_carcassonne_remembers_its_variant(qtbot: QtBot) -> None:
    dialog = CarcassonneDialog()
    qtbot.addWidget(dialog)
    dialog.starts.setCurrentIndex(dialog.starts.count() - 1)  # all three start squares
    _pick(dialog.tiles, "base")
    _pick(dialog.meeples, 7)
    dialog.inns.setChecked(True)
    dialog._accept()
    assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()
    again = CarcassonneDialog()
    qtbot.addWidget(again)
    config = again.config(seed=1)
    assert config.starts == ("Rostock", "Erfurt", "Stuttgart")
    assert (config.tiles, config.meeples, config.inns_cathedrals) == ("base", 7, True)


def test_tage_remembers_who_is_youngest(qtbot: QtBot) -> None:
    dialog = TageDialog()
    qtbot.addWidget(dialog)
    dialog.names[1].setText("Lea")
    _pick(dialog.first, 1)
    dialog._accept()
    again = TageDialog()
    qtbot.addWidget(again)
    assert again.first.currentText() == "Lea"
    assert again.config(seed=1).first_player == 1


def test_default_names_follow_the_language(qtbot: QtBot) -> None:
    dialog = DanmarkDialog()  # "Player 1", "Computer" left as they are
    qtbot.addWidget(dialog)
    dialog._accept()
    i18n.install_translators("de")
    try:
        again = DanmarkDialog()
        qtbot.addWidget(again)
        names = [again.names[0].text(), again.names[1].text()]
    finally:
        i18n.install_translators("en")
    assert names == ["Spieler 1", "Computer"]


def test_a_damaged_memory_gives_the_usual_defaults(qtbot: QtBot) -> None:
    i18n.settings().setValue("new_game/danmark", "{not json")
    dialog = DanmarkDialog()
    qtbot.addWidget(dialog)
    assert dialog.names[0].text() == "Player 1"
    i18n.settings().setValue("new_game/danmark", '{"seats": [{"who": "robot", "level": 7}]}')
    dialog = DanmarkDialog()
    qtbot.addWidget(dialog)
    assert not dialog.is_computer(0) and dialog.level(0) == "medium"
    assert dialog.names[0].text() == "Player 1"
