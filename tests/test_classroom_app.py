"""The class quiz from the app: the start-screen entry opens the setup, the setup starts a quiz
whose server accepts ``POST /join``, closing the teacher's window stops the server, and the
reports dialog lists, saves (CSV, PDF) and deletes stored quizzes."""

from __future__ import annotations

import csv
import io
import json
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from geoquiz.app.classroom.setup import ClassSetupScreen, ReportsDialog, report_rows
from geoquiz.app.classroom.window import TeacherWindow
from geoquiz.app.window.main_window import MainWindow


def _join(server: Any, name: str) -> dict[str, Any]:
    body = json.dumps({"name": name, "room": server.room}).encode()
    request = urllib.request.Request(
        server.base_url + "join",
        data=body,
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # LAN, never a proxy
    with opener.open(request, timeout=5) as response:
        return json.loads(response.read())


def test_start_screen_entry_opens_the_setup(qtbot: Any) -> None:
    window = MainWindow("en")
    qtbot.addWidget(window)
    button = window.start_screen.buttons["classroom"]
    assert button.accessibleName() == "Class quiz"
    button.click()
    setup = window.current_screen()
    assert isinstance(setup, ClassSetupScreen)
    assert setup.deck.count() >= 1 and setup.deck.currentText() == "Deutschland"
    assert setup.start_button.isEnabled()
    setup.back_requested.emit()
    assert window.current_screen() is window.start_screen


def test_german_title(qtbot: Any) -> None:
    from geoquiz.app.runtime import i18n

    i18n.install_translators("de")
    window = MainWindow("de")
    qtbot.addWidget(window)
    tile = window.start_screen.buttons["classroom"]
    assert tile.accessibleName() == "Finden Sie Minden — in der Klasse"
    assert tile.text() == "Finden Sie Minden\nin der Klasse"  # two lines on the tile


def test_setup_starts_a_quiz_that_accepts_join_and_closing_stops_it(qtbot: Any) -> None:
    window = MainWindow("en")
    qtbot.addWidget(window)
    setup = window.show_screen("classroom")
    assert isinstance(setup, ClassSetupScreen)
    setup.bind = "127.0.0.1"
    setup.cards.setValue(3)
    setup.timer.setValue(20)
    setup.colour.setCurrentIndex(setup.colour.findData("yellow"))
    setup.start_button.click()
    teacher = setup.teacher
    assert isinstance(teacher, TeacherWindow)
    qtbot.addWidget(teacher)
    server = teacher.server
    try:
        assert teacher.isVisible() and teacher.room.text() == server.room
        assert teacher.qr.pixmap() is not None and not teacher.qr.pixmap().isNull()
        quiz = teacher.quiz
        assert len(quiz.cards) == 3 and quiz.timer == 20 and quiz.teams == 0
        assert {c.colour for c in quiz.cards} == {"yellow"}
        joined = _join(server, "Anna")
        assert joined.get("token")
        qtbot.waitUntil(lambda: teacher.students.count() == 1, timeout=3000)
        assert "Anna" in teacher.students.item(0).text()
        # a wrong room code is refused
        with pytest.raises(urllib.error.HTTPError):
            _join(type("S", (), {"room": "000000x", "base_url": server.base_url})(), "Ben")
        # Start again while the quiz runs: the same window comes to the front
        assert setup.start_quiz() is teacher
    finally:
        teacher.close()
    assert server._loop is None  # the window's close stopped the server
    with pytest.raises(OSError):
        _join(server, "Carl")


def test_teams_and_errors(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    setup = ClassSetupScreen("en", bind="127.0.0.1")
    qtbot.addWidget(setup)
    setup.teams_mode.setChecked(True)
    setup.teams.setValue(3)
    assert setup.settings()["teams"] == 3
    setup.deck.addItem("Nowhere", "Nowhere")  # a deck deleted meanwhile (e.g. in the editor)
    setup.deck.setCurrentIndex(setup.deck.count() - 1)
    assert setup.start_quiz() is None
    assert setup.error.isVisibleTo(setup) and "there is no deck 'Nowhere'" in setup.error.text()
    setup.deck.setCurrentIndex(setup.deck.findData("Deutschland"))
    setup.cards.setValue(2)
    teacher = setup.start_quiz()
    assert teacher is not None
    qtbot.addWidget(teacher)
    assert teacher.quiz.teams == 3 and not setup.error.isVisibleTo(setup)
    server = teacher.server
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton) -> Any:
        return lambda *a, **k: asked.append(a[2]) or button

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    assert not setup.close()  # the teacher keeps the quiz
    assert server._loop is not None and teacher.isVisible()
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    assert setup.close()  # leaving the app ends a running quiz, after asking
    assert server._loop is None and setup.teacher is None
    assert asked == ["A class quiz is running. End it and close its window?"] * 2
    teacher.close()
    assert setup.close()  # nothing running: no question
    assert len(asked) == 2


def _play_one(qtbot: Any) -> int:
    """A stored report: one student, one card answered right."""
    from geoquiz.app.classroom.store import ReportSink
    from geoquiz.games.classquiz import Quiz
    from geoquiz.games.minden.cards import Card

    cards = [Card("1", "yellow", "Minden", (("W", "N", 12, "C"),))]
    sink = ReportSink({"room": "", "deck": "Testdeck", "colour": None, "planned_cards": 1})
    teacher = TeacherWindow(Quiz(cards, timer=30), sink, bind="127.0.0.1")
    qtbot.addWidget(teacher)
    server = teacher.server
    try:
        anna = server.call(lambda: teacher.quiz.join("Anna"))
        server.start_quiz()
        qtbot.waitUntil(lambda: server.call(lambda: teacher.quiz.index) == 0, timeout=3000)
        server.call(lambda: teacher.quiz.answer(anna.number, ["W", "N", 12]))
        qtbot.waitUntil(lambda: sink.report_id is not None, timeout=5000)
        server.end()
        qtbot.waitUntil(server.done.is_set, timeout=3000)
    finally:
        teacher.close()
    assert sink.report_id is not None
    return sink.report_id


def test_reports_dialog_lists_saves_and_deletes(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report_id = _play_one(qtbot)
    rows = {r["id"]: r for r in report_rows()}
    assert rows[report_id]["deck"] == "Testdeck" and rows[report_id]["share_right"] == 1.0
    dialog = ReportsDialog()
    qtbot.addWidget(dialog)
    ids = [
        int(dialog.table.item(r, 0).data(0x0100)) for r in range(dialog.table.rowCount())
    ]  # Qt.UserRole
    row = ids.index(report_id)
    dialog.table.selectRow(row)
    cells = [dialog.table.item(row, c).text() for c in range(5)]
    assert cells[1:] == ["Testdeck", "1", "1", "100 %"]
    assert len(cells[0]) == 16  # YYYY-MM-DD HH:MM

    target = tmp_path / "report"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    csv_path = dialog.save_csv()
    assert csv_path == tmp_path / "report.csv"
    table = list(csv.DictReader(io.StringIO(csv_path.read_text(encoding="utf-8"))))
    assert len(table) == 1 and "Anna" in table[0].values()
    pdf_path = dialog.save_pdf()
    assert pdf_path == tmp_path / "report.pdf"
    assert pdf_path.read_bytes().startswith(b"%PDF")

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert dialog.delete_selected() is False
    assert report_id in {r["id"] for r in report_rows()}
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert dialog.delete_selected() is True
    assert report_id not in {r["id"] for r in report_rows()}
    assert report_id not in {
        int(dialog.table.item(r, 0).data(0x0100)) for r in range(dialog.table.rowCount())
    }
