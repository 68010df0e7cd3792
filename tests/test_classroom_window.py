"""The teacher's window: start, next, pause, end, remove a student, names, projector mode
(full screen, large type, nothing private), screenshots at 1280×720 and 1920×1080."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from geoquiz.app.classroom.window import TeacherWindow
from geoquiz.games.classquiz import Quiz
from geoquiz.games.minden.cards import Card

CARDS = [
    Card("1", "yellow", "Minden", (("W", "N", 12, "C"),), prompt="Wo liegt Minden?"),
    Card("2", "green", "Zugspitze", (("W", "S", 12, "D"),)),
]


def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("GEOQUIZ_CLASS_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def test_teacher_controls_and_projector_mode(qtbot: Any, tmp_path: Path) -> None:
    quiz = Quiz(CARDS, timer=60)
    window = TeacherWindow(quiz, bind="127.0.0.1")
    qtbot.addWidget(window)
    window.show()
    server = window.server
    try:
        anna = server.call(lambda: quiz.join("Anna"))
        server.call(lambda: quiz.join("Ben"))
        window.refresh()
        assert [window.students.item(i).text() for i in range(2)] == ["○ Anna", "○ Ben"]
        assert window.start.isEnabled() and not window.next_button.isEnabled()
        window.start.click()
        qtbot.waitUntil(lambda: "Minden" in window.card.text(), timeout=3000)
        window.pause_button.click()
        qtbot.waitUntil(lambda: window.status.text().startswith("Paused"), timeout=3000)
        assert window.pause_button.text() == "Resume"
        window.pause_button.click()
        qtbot.waitUntil(lambda: not server.call(lambda: quiz.paused), timeout=3000)
        server.call(lambda: quiz.answer(anna.number, ["W", "N", 12]))
        window.students.item(1).setSelected(True)
        window.remove_button.click()  # Ben is taken out: Anna's tip was the last one missing
        qtbot.waitUntil(lambda: window.students.count() == 1, timeout=3000)
        qtbot.waitUntil(lambda: "Solution W N 12 C" in window.status.text(), timeout=3000)
        assert window.leaders.item(0).text() == "1. Anna  3"
        window.resize(1280, 720)
        qtbot.wait(50)
        window.grab().save(str(shots(tmp_path) / "teacher-window.png"))
        window.names.setChecked(False)
        assert server.call(lambda: server.show_names) is False
        for size in ((1280, 720), (1920, 1080)):
            window.set_projector(True, full_screen=False)  # the offscreen screen is 800 px
            window.setFixedSize(*size)
            qtbot.wait(100)
            assert not window.controls.isVisible() and not window.students.isVisible()
            assert window.room.font().pixelSize() >= 100 or window.room.height() > 100
            assert window.leaders.item(0).text() == "1.   3"  # names hidden on the projector
            window.grab().save(str(shots(tmp_path) / f"teacher-projector-{size[0]}.png"))
            window.setMinimumSize(0, 0)
            window.setMaximumSize(16777215, 16777215)
        window.set_projector(False)
        assert window.controls.isVisible()
        window.next_button.click()
        qtbot.waitUntil(lambda: "Zugspitze" in window.card.text(), timeout=3000)
        window.end_button.click()
        qtbot.waitUntil(lambda: window.card.text() == "The quiz is over", timeout=3000)
        assert server.done.is_set()
    finally:
        window.close()
    assert server._loop is None  # closing the window closed the server
