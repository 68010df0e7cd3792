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
from geoquiz.app.table.setup import PHONE
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
    dialog.enabled[3].setChecked(True)
    dialog.names[3].setText("Oma")
    _pick(dialog.colour_box(3), "purple")
    dialog.age_box(3).setValue(71)
    _pick(dialog.kinds[3], "computer")
    _pick(dialog.levels[3], "hard")
    _pick(dialog.colour_box(2), "yellow")
    dialog.variant_b.setChecked(True)
    dialog.track.setValue(60)
    dialog.deck_list.item(1).setCheckState(Qt.CheckState.Unchecked)
    dialog._accept()
    assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()

    again = NewGameDialog(_minden_decks())
    qtbot.addWidget(again)
    assert again.enabled[3].isChecked() and again.names[3].isEnabled()
    assert again.colour_box(3).isEnabled() and again.levels[3].isEnabled()
    config = again.config(seed=1)
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
    _pick(dialog.kinds[3], PHONE)
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
    assert again.kinds[3].currentData() == PHONE and again.uses_phones()
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


# ------------------------------------------------------------------- one design for all five


def _all_dialogs() -> list[Any]:
    """A new-game dialog of each of the five games."""
    from geoquiz.app.minden.setup_dialog import NewGameDialog as MindenDialog
    from geoquiz.app.stadtland.setup_dialog import NewGameDialog as StadtlandDialog

    return [
        MindenDialog(_minden_decks()),
        TageDialog(),
        CarcassonneDialog(),
        DanmarkDialog(),
        StadtlandDialog("de"),
    ]


def _shown_texts(dialog: QDialog) -> list[str]:
    """The texts of the dialog's buttons, labels and group boxes that the user can see."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

    texts = []
    for kind in (QAbstractButton, QLabel, QGroupBox):
        for widget in dialog.findChildren(kind):
            if widget.isVisibleTo(dialog):
                texts.append(widget.title() if isinstance(widget, QGroupBox) else widget.text())
    return texts


def test_all_five_new_game_dialogs_have_the_seat_rows_and_a_start_button(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QDialogButtonBox, QLabel

    from geoquiz.app.play.seat_dialog import SeatDialog

    for dialog in _all_dialogs():
        qtbot.addWidget(dialog)
        assert isinstance(dialog, SeatDialog), type(dialog)
        headers = [label.text() for label in dialog.findChildren(QLabel)][:2]
        assert headers == ["Plays", "Name"], (dialog.game, headers)
        box = dialog.findChild(QDialogButtonBox)
        assert box.button(QDialogButtonBox.StandardButton.Ok).text() == "&Start", dialog.game
        assert all(on.isChecked() and not on.isEnabled() for on in dialog.enabled[:2])


@pytest.mark.parametrize("lang", ["en", "de", "da"])
def test_the_keyboard_mnemonics_of_each_new_game_dialog_are_unique(qtbot: QtBot, lang: str) -> None:
    from PySide6.QtGui import QKeySequence

    i18n.install_translators(lang)
    try:
        found = {}
        for dialog in _all_dialogs():
            qtbot.addWidget(dialog)
            dialog.show()
            keys = [
                QKeySequence.mnemonic(text).toString()
                for text in _shown_texts(dialog)
                if not QKeySequence.mnemonic(text).isEmpty()
            ]
            found[dialog.game] = keys
    finally:
        i18n.install_translators("en")
    for game, keys in found.items():
        assert keys, game  # at least Start has one
        assert len(set(keys)) == len(keys), (game, sorted(keys))


def test_tab_walks_along_a_seat_row_and_then_to_the_next_seat(qtbot: QtBot) -> None:
    from geoquiz.app.minden.setup_dialog import NewGameDialog

    dialog = NewGameDialog(_minden_decks())
    qtbot.addWidget(dialog)
    chain = [dialog.nextInFocusChain()]
    while chain[-1] is not dialog and len(chain) < 500:
        chain.append(chain[-1].nextInFocusChain())
    order = []
    for seat in range(2):
        order += [dialog.enabled[seat], dialog.names[seat], dialog.colour_box(seat)]
        order += [dialog.age_box(seat), dialog.kinds[seat], dialog.levels[seat]]
    order.append(dialog.expert)
    positions = [chain.index(widget) for widget in order]
    assert positions == sorted(positions)


def test_minden_colours_are_named_with_their_shape_not_a_swatch_alone(qtbot: QtBot) -> None:
    from geoquiz.app.minden.setup_dialog import NewGameDialog

    i18n.install_translators("de")
    try:
        dialog = NewGameDialog(_minden_decks())
        qtbot.addWidget(dialog)
        box = dialog.colour_box(0)
        texts = [box.itemText(i) for i in range(box.count())]
    finally:
        i18n.install_translators("en")
    assert texts == [
        "rot (Kreis)",
        "blau (Quadrat)",
        "grün (Dreieck)",
        "gelb (Raute)",
        "lila (Sechseck)",
    ]
    assert all(not box.itemIcon(i).isNull() for i in range(box.count()))  # and its swatch
    # each seat starts with its own colour, and a shared colour is refused in words
    assert len({dialog.colour_box(i).currentData() for i in range(5)}) == 5
    _pick(dialog.colour_box(1), dialog.colour_box(0).currentData())
    dialog._accept()
    assert dialog.result() == 0 and dialog.error.text() == "Two players have the same colour."


def test_minden_ages_go_to_the_game_so_the_youngest_chooses_first(qtbot: QtBot) -> None:
    from geoquiz.app.minden.setup_dialog import NewGameDialog
    from geoquiz.games.minden.engine import new_game
    from geoquiz.games.minden.game import example_cards

    dialog = NewGameDialog(_minden_decks())
    qtbot.addWidget(dialog)
    for seat, age in enumerate([40, 10, 14]):
        dialog.age_box(seat).setValue(age)
    config = dialog.config(seed=1)
    assert [p.age for p in config.players] == [40, 10, 14]
    state = new_game(config, example_cards())
    assert list(state.positions) == [2, 0, 1]  # the oldest in front, the youngest at the back
    assert state.rear_to_front()[0] == 1  # the rearmost, the youngest, chooses first
