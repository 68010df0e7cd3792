"""The main window fits the laptop it opens on and comes back as it was left
(app.shell.window_place): it always opened at 1280×860, 112 px taller than a 1366×768 screen."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize

from geoquiz.app.shell.window_place import PREFERRED, first_size

SHOW = """
import json, sys
from PySide6.QtCore import QTimer
from geoquiz.app.runtime import i18n
from geoquiz.app.window.main_window import MainWindow
from geoquiz.app.runtime.application import application
from geoquiz.app.shell import window_place
app = application()
i18n.install_translators("de")
window = MainWindow("de")
window_place.place(window)
window.show()
def report():
    frame, screen = window.frameGeometry(), window.screen().availableGeometry()
    print(json.dumps({"frame": frame.getRect(), "screen": screen.getRect(),
                      "maximised": window.isMaximized()}), flush=True)
    if "--maximise" in sys.argv:
        window.showMaximized()
        QTimer.singleShot(300, window.close)
    else:
        window.close()
QTimer.singleShot(500, report)
app.exec()
"""


def test_the_first_size_fits_the_available_screen() -> None:
    assert first_size(QRect(0, 0, 1920, 1040)) == PREFERRED
    small = first_size(QRect(0, 0, 1366, 728))  # 1366×768 less a 40 px task bar
    assert small.width() == 1280 and small.height() <= 728 - 40
    assert first_size(QRect(0, 0, 1280, 720)).width() <= 1280 - 16


def _show(tmp_path: Path, width: int, height: int, *extra: str) -> dict[str, object]:
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")  # the remembered geometry of this test
    env["HOME"] = str(tmp_path)
    script = tmp_path / "show.py"
    script.write_text(SHOW, encoding="utf-8")
    out = subprocess.run(
        ["xvfb-run", "-a", "-s", f"-screen 0 {width}x{height}x24", sys.executable, str(script)]
        + list(extra),
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    assert lines, out.stderr[-2000:]
    return json.loads(lines[-1])


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs Xvfb (.ci/run installs it)")
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
def test_the_main_window_lies_inside_the_screen(tmp_path: Path, size: tuple[int, int]) -> None:
    shown = _show(tmp_path, *size)
    x, y, w, h = shown["frame"]  # type: ignore[misc]
    sx, sy, sw, sh = shown["screen"]  # type: ignore[misc]
    assert sx <= x and sy <= y and x + w <= sx + sw and y + h <= sy + sh, shown


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs Xvfb (.ci/run installs it)")
def test_maximised_is_remembered(tmp_path: Path) -> None:
    _show(tmp_path, 1366, 768, "--maximise")
    again = _show(tmp_path, 1366, 768)
    assert again["maximised"] is True


def test_first_size_is_a_qsize() -> None:
    assert isinstance(first_size(QRect(0, 0, 800, 600)), QSize)


def test_the_table_window_fits_a_small_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The phone table's window opened at 1366×768 whatever the screen (at 1280×720 its bottom
    and right lay off-screen); now it is shrunk to the screen's available area."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QWidget

    from geoquiz.app.shell.window_place import FRAME_MARGIN, fit

    window = QWidget()
    qtbot.addWidget(window)
    window.resize(2000, 1500)
    fit(window, QSize(1366, 768))
    available = window.screen().availableGeometry()
    assert window.size() == first_size(available, QSize(1366, 768))
    assert window.width() <= max(640, available.width() - FRAME_MARGIN.width())
    assert window.height() <= max(480, available.height() - FRAME_MARGIN.height())
