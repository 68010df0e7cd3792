"""PySide6 6.12.0 on Python 3.11 aborts after many calls returning None (DESIGN §10).

300,000 ``QPainterPath.lineTo`` calls crashed that release with ``none_dealloc``; pyproject pins
PySide6-Essentials below 6.12 on Python 3.11. This test keeps the pin honest.
"""

from __future__ import annotations

from PySide6.QtGui import QPainterPath


def test_300k_segment_path_builds_without_crashing() -> None:
    path = QPainterPath()
    path.moveTo(0.0, 0.0)
    line_to = path.lineTo
    for i in range(1, 300_001):
        line_to(float(i), float(i % 7))
    assert path.elementCount() == 300_001
    assert path.currentPosition().x() == 300_000.0
