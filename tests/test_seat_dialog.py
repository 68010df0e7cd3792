"""The seat rows shared by the new-game dialogs of 10 Tage, Carcassonne and Danmark-spillet."""

from __future__ import annotations

from typing import Any

import pytest

from geoquiz.app.carcassonne.setup_dialog import NewGameDialog as CarcassonneDialog
from geoquiz.app.danmark.dialogs import NewGameDialog as DanmarkDialog
from geoquiz.app.runtime import i18n
from geoquiz.app.tage.setup_dialog import NewGameDialog as TageDialog

DIALOGS = [TageDialog, CarcassonneDialog, DanmarkDialog]


@pytest.mark.parametrize("dialog_class", DIALOGS)
def test_only_a_playing_computer_seat_has_a_level(qtbot: Any, dialog_class: Any) -> None:
    dialog = dialog_class()
    qtbot.addWidget(dialog)
    seat = len(dialog.enabled) - 1  # the last seat does not play at first
    assert not dialog.enabled[seat].isChecked()
    assert not dialog.names[seat].isEnabled() and not dialog.levels[seat].isEnabled()
    dialog.enabled[seat].setChecked(True)
    assert dialog.names[seat].isEnabled() and not dialog.levels[seat].isEnabled()
    dialog.kinds[seat].setCurrentIndex(dialog.kinds[seat].findData("computer"))
    assert dialog.levels[seat].isEnabled()
    dialog.levels[seat].setCurrentIndex(dialog.levels[seat].findData("hard"))
    config = dialog.config(seed=3)
    assert len(config.players) == len(dialog._active())
    assert config.players[-1].level == "hard"


@pytest.mark.parametrize("dialog_class", DIALOGS)
def test_the_first_two_seats_always_play(qtbot: Any, dialog_class: Any) -> None:
    dialog = dialog_class()
    qtbot.addWidget(dialog)
    assert [on.isEnabled() for on in dialog.enabled[:3]] == [False, False, True]
    assert all(on.isChecked() for on in dialog.enabled[:2])


def test_a_refused_setup_keeps_the_dialog_open_with_one_line(qtbot: Any) -> None:
    dialog = TageDialog()
    qtbot.addWidget(dialog)
    dialog.names[1].setText(dialog.names[0].text())  # two players of the same name
    dialog._accept()
    assert dialog.result() == 0 and dialog.error.text()
    assert "\n" not in dialog.error.text()


@pytest.mark.parametrize("lang", ["de", "da"])
def test_the_seat_rows_are_translated(qtbot: Any, lang: str) -> None:
    i18n.install_translators(lang)
    try:
        dialog = CarcassonneDialog()
        qtbot.addWidget(dialog)
        texts = [dialog.kinds[0].itemText(0), dialog.levels[0].itemText(0)]
        texts += [dialog.enabled[0].accessibleName(), dialog.kinds[2].accessibleName()]
    finally:
        i18n.install_translators("en")
    assert texts[0] != "Human" and texts[1] != "easy"
    assert "1" in texts[2] and texts[2] != "Player 1 plays"
    assert "3" in texts[3] and texts[3] != "Who plays seat 3"
