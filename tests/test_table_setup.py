""" "Players join with their phones" on the setup dialogs of 10 Tage and Carcassonne.

Seats mix (a person on the laptop, two on phones, a computer); the accepted setup opens the table
(a QR code and address per phone seat, the public board) with the game of the chosen settings,
and the game's own screen stays in its lobby. Without a phone seat nothing changes (hot-seat).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

from geoquiz.app.table.dialog import TableDialog
from geoquiz.app.table.setup import PHONE, table_seats


def test_table_seats_mix_and_hot_seat_stays_the_default() -> None:
    assert table_seats(["Anna", "Ben"], ["human", "computer"], ["medium", "hard"]) is None
    seats = table_seats(
        ["Anna", "Ben", "Cem", "\x07Rechner"],
        ["human", PHONE, PHONE, "computer"],
        ["medium"] * 3 + ["hard"],
    )
    assert seats is not None
    assert [(s.name, s.control, s.level) for s in seats] == [
        ("Anna", "laptop", None),
        ("Ben", "phone", None),
        ("Cem", "phone", None),
        ("Rechner", "computer", "hard"),
    ]


def _choose(dialog: Any, kinds: list[str], names: list[str]) -> None:
    for i, (kind, name) in enumerate(zip(kinds, names, strict=True)):
        dialog.enabled[i].setChecked(True)
        combo = dialog.kinds[i]
        combo.setCurrentIndex(combo.findData(kind))
        dialog.names[i].setText(name)


def _table(parent: Any) -> TableDialog:
    tables = [t for t in parent.findChildren(TableDialog) if t.isVisible()]
    assert len(tables) == 1
    return tables[0]


def test_tage_setup_with_phones_opens_the_table(qtbot: Any, monkeypatch: Any) -> None:
    from geoquiz.app.tage.screen import TageScreen
    from geoquiz.app.tage.setup_dialog import NewGameDialog

    screen = TageScreen("en", persist=False)
    qtbot.addWidget(screen)

    def exec_(self: NewGameDialog) -> int:
        assert not self.uses_phones() and self.phones.isHidden()  # hot-seat by default
        _choose(self, ["human", PHONE, PHONE, "computer"], ["Anna", "Ben", "Cem", "Rechner"])
        self.levels[3].setCurrentIndex(self.levels[3].findData("hard"))
        self.first.setCurrentIndex(1)  # Ben is the youngest
        assert self.uses_phones() and not self.phones.isHidden()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    screen.open_new_game_dialog()
    table = _table(screen)
    try:
        assert screen.session is None  # the table runs this game, not the 10-Tage screen
        session = table.server.session
        assert [s.name for s in session.seats] == ["Anna", "Ben", "Cem", "Rechner"]
        assert [s.laptop for s in session.seats] == [True, False, False, False]
        assert session.seats[3].bot == "hard"
        assert table.coded_seats() == {1, 2}  # a QR code and an address per phone seat
        for seat in (1, 2):
            assert table._url[seat].text() == table.server.join_url(seat)
            assert table._status[seat].text() == "waiting for a phone"
        state = table.server.call(lambda: session.state)
        assert state.config.first_player == 1 and state.current == 1
        assert [p.controller for p in state.config.players] == ["human"] * 3 + ["computer"]
        assert table.board.public["view"]["game"] == "tage"  # 10 Tage's own board
    finally:
        table.close()
    assert not table.server._thread or not table.server._thread.is_alive()


def test_tage_setup_without_phones_plays_hot_seat(qtbot: Any, monkeypatch: Any) -> None:
    from geoquiz.app.tage.screen import TageScreen
    from geoquiz.app.tage.setup_dialog import NewGameDialog

    screen = TageScreen("en", persist=False)
    qtbot.addWidget(screen)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    screen.open_new_game_dialog()
    assert screen.session is not None and not screen.findChildren(TableDialog)


def test_carcassonne_setup_with_phones_opens_the_table(qtbot: Any, monkeypatch: Any) -> None:
    from geoquiz.app.carcassonne.screen import CarcassonneScreen
    from geoquiz.app.carcassonne.setup_dialog import NewGameDialog

    screen = CarcassonneScreen("en", persist=False)
    qtbot.addWidget(screen)

    def exec_(self: NewGameDialog) -> int:
        assert not self.uses_phones()
        _choose(self, ["human", PHONE, "computer", PHONE], ["Anna", "Ben", "Rechner", "Cem"])
        self.tiles.setCurrentIndex(self.tiles.findData("base"))
        assert not self.phones.isHidden()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    screen.open_new_game_dialog()
    table = _table(screen)
    try:
        assert screen.session is None
        session = table.server.session
        assert [s.name for s in session.seats] == ["Anna", "Ben", "Rechner", "Cem"]
        assert table.coded_seats() == {1, 3}
        state = table.server.call(lambda: session.state)
        assert state.config.tiles == "base"
        view = table.board.public["view"]
        assert view["settings"]["tiles"] == "base" and view["tiles_left"] < 72
        # Anna is first and plays on the laptop board: the squares her tile fits are marked
        qtbot.waitUntil(lambda: table.board.laptop is not None, timeout=5000)
        assert table.board.board.legal_any
    finally:
        table.close()


@pytest.mark.parametrize("lang", ["de", "da"])
def test_the_phone_choice_is_translated(qtbot: Any, lang: str) -> None:
    from geoquiz.app.runtime import i18n
    from geoquiz.app.tage.setup_dialog import NewGameDialog

    i18n.install_translators(lang)
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        combo = dialog.kinds[0]
        text = combo.itemText(combo.findData(PHONE))
        assert text == {"de": "Mensch, am Handy", "da": "Menneske, på mobil"}[lang]
    finally:
        i18n.install_translators("en")
