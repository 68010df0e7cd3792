"""The teacher's window: start, next, pause, end, remove a student, names, projector mode
(full screen, large type, nothing private), screenshots at 1280×720 and 1920×1080."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from geoquiz.app.classroom.window import TeacherWindow
from geoquiz.games.classquiz import Phase, Quiz
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
        assert window.pause_button.text() == "&Resume"
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


def mnemonics(window: TeacherWindow) -> list[str]:
    """The Alt+letter of every button and check box of the window (and both texts of Pause)."""
    from PySide6.QtWidgets import QAbstractButton

    texts = [b.text() for b in window.findChildren(QAbstractButton)]
    texts.append(window.tr("&Resume"))
    letters = []
    for text in texts:
        plain = text.replace("&&", "")
        if "&" in plain:
            letters.append(plain[plain.index("&") + 1].casefold())
    return letters


def test_mnemonics_unique_in_every_language(qtbot: Any, tmp_path: Path) -> None:
    """German had Alt+S on 'Beamer-Seite öffnen' and B twice, English N, P and R twice."""
    from geoquiz.app.runtime import i18n

    try:
        for lang in ("de", "en", "da"):
            i18n.install_translators(lang)
            window = TeacherWindow(Quiz(CARDS, timer=60), bind="127.0.0.1")
            qtbot.addWidget(window)
            try:
                window.resize(1280, 720)
                window.show()
                qtbot.wait(50)
                assert window.minimumSizeHint().width() <= 1280, lang  # the buttons fit
                window.grab().save(str(shots(tmp_path) / f"teacher-window-{lang}-1280.png"))
                letters = mnemonics(window)
                assert len(letters) >= 11, (lang, letters)
                clashes = {x for x in letters if letters.count(x) > 1}
                assert not clashes, (lang, sorted(clashes))
            finally:
                window.close()
    finally:
        i18n.install_translators("en")


def test_window_fits_1280x720_keys_and_who_answered(qtbot: Any, tmp_path: Path) -> None:
    """At 1280×720 Start, Next, Pause and End are on screen; Space and → are Next, P pauses
    (also in projector mode, where the buttons are hidden); the list shows who has answered."""
    from PySide6.QtCore import QPoint, QRect

    quiz = Quiz(CARDS, timer=60)
    window = TeacherWindow(quiz, bind="127.0.0.1")
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    server = window.server
    try:
        anna = server.call(lambda: quiz.join("Anna"))
        server.call(lambda: quiz.join("Ben"))
        area = QRect(0, 0, 1280, 720)
        assert window.width() <= 1280 and window.height() <= 720
        for button in (window.start, window.next_button, window.pause_button, window.end_button,
                       window.report_button, window.remove_button):  # fmt: skip
            corner = button.mapTo(window, QPoint(button.width(), button.height()))
            assert button.isVisible() and area.contains(corner), button.text()
        window.students.setFocus()  # a focused list or button does not swallow the keys
        qtbot.keyClick(window.students, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: server.call(lambda: quiz.phase) == Phase.QUESTION, timeout=3000)
        server.call(lambda: quiz.answer(anna.number, ["W"]))
        window.refresh()
        rows = [window.students.item(i).text() for i in range(window.students.count())]
        assert rows == ["○ ✓ Anna", "○ … Ben"]
        assert "1" in window.students_title.text()
        window.grab().save(str(shots(tmp_path) / "teacher-window-1280x720.png"))
        window.set_projector(True, full_screen=False)
        qtbot.keyClick(window, Qt.Key.Key_P)
        qtbot.waitUntil(lambda: server.call(lambda: quiz.paused), timeout=3000)
        qtbot.keyClick(window, Qt.Key.Key_P)
        qtbot.waitUntil(lambda: not server.call(lambda: quiz.paused), timeout=3000)
        qtbot.keyClick(window, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: server.call(lambda: quiz.phase) == Phase.REVEAL, timeout=3000)
        window.set_projector(False)
    finally:
        window.close()
