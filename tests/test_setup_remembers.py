"""Issue 28, "One new-game dialog that remembers the family": each game's new-game dialog, filled
and accepted, shows the same names, colours, levels and variant when it is opened again (kept per
game in the user's settings); names left at their default follow the interface language."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from geoquiz.app.carcassonne.setup_dialog import NewGameDialog as CarcassonneDialog
from geoquiz.app.danmark.dialogs import NewGameDialog as DanmarkDialog
from geoquiz.app.play.seat_dialog import remembered_setup
from geoquiz.app.runtime import i18n
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


def _minden_decks() -> list[Any]:
    from geoquiz.app.minden.decks import DeckInfo

    return [
        DeckInfo(1, "Deutschland", "", {"yellow": 40, "orange": 40, "green": 40}),
        DeckInfo(2, "Unsere Ausflüge", "Lea", {"blue": 12}),
    ]


def test_minden_remembers_names_colours_ages_levels_variants_and_decks(qtbot: QtBot) -> None:
    from geoquiz.app.minden.setup_dialog import NewGameDialog

    dialog = NewGameDialog(_minden_decks())
    qtbot.addWidget(dialog)
    plays, name, colour, age, who = dialog.rows[3]
    plays.setChecked(True)
    name.setText("Oma")
    _pick(colour, "purple")
    age.setValue(71)
    _pick(who, "hard")
    _pick(dialog.rows[2][2], "yellow")
    dialog.variant_b.setChecked(True)
    dialog.track.setValue(60)
    dialog.deck_list.item(1).setCheckState(Qt.CheckState.Unchecked)
    dialog._accept()
    assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()

    again = NewGameDialog(_minden_decks())
    qtbot.addWidget(again)
    assert again.rows[3][0].isChecked() and again.rows[3][1].isEnabled()
    config = again.build_config()
    oma = config.players[3]
    assert (oma.name, oma.colour, oma.age, oma.controller) == ("Oma", "purple", 71, "hard")
    assert config.players[2].colour == "yellow"
    assert config.variant_b and not config.variant_a and config.track_length == 60
    assert again.deck_ids() == [1]
    # a deck added since the last game is offered ticked
    more = NewGameDialog([*_minden_decks(), *_minden_decks()[:1]])
    qtbot.addWidget(more)
    assert more.deck_ids() == [1, 1]


def test_stadtland_remembers_players_and_its_variants(qtbot: QtBot) -> None:
    from geoquiz.app.stadtland.setup_dialog import NewGameDialog

    dialog = NewGameDialog("de")
    qtbot.addWidget(dialog)
    dialog.names[0].setText("Mama")
    dialog.enabled[3].setChecked(True)
    dialog.names[3].setText("Jonas")
    _pick(dialog.rounds, 9)
    _pick(dialog.colours, "green")
    dialog.timer.setValue(120)
    dialog.creative.setChecked(True)
    dialog.y_vowel.setChecked(True)
    dialog.count.setValue(6)
    dialog.draw(seed=5)
    cards = dialog.chosen()
    assert len(cards) == 6
    dialog._accept()
    assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()

    again = NewGameDialog("de")
    qtbot.addWidget(again)
    config = again.config(seed=1)
    assert config.players == ("Mama", "Player 2", "Player 3", "Jonas")
    assert (config.rounds, config.prompts, config.timer_seconds) == (9, "green", 120)
    assert config.creative and config.y_vowel and config.categories == cards


def test_the_german_new_game_dialogs_say_du() -> None:
    import re
    import xml.etree.ElementTree as ET
    from pathlib import Path

    polite = re.compile(r"\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b")
    said = []
    for path in (Path(__file__).resolve().parents[1] / "assets" / "i18n").glob("*_de.ts"):
        for context in ET.parse(path).getroot().iter("context"):
            if context.findtext("name") not in ("NewGameDialog", "SeatDialog"):
                continue
            for message in context.iter("message"):
                text = (message.findtext("translation") or "").replace("Finden Sie Minden", "")
                if polite.search(text):
                    said.append(f"{path.name}: {text}")
    assert not said, said
