"""The 10-Tage card widgets shared by the screen and the table's board: the pile row."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from geoquiz.app.tage.widgets import add_pile_row


def test_add_pile_row_reports_draw_discard_index_and_hovered_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    host = QWidget()
    qtbot.addWidget(host)
    calls: list[object] = []
    row = add_pile_row(
        QVBoxLayout(host),
        lambda: calls.append("draw"),
        lambda i: calls.append(("discard", i)),
        lambda card: calls.append(("hover", card)),
    )
    host.show()
    qtbot.waitExposed(host)
    assert len(row.discards) == 3
    assert [b.caption for b in row.discards] == ["1", "2", "3"]
    assert not row.drawn.isEnabled()  # the drawn card is shown, not clicked
    qtbot.mouseClick(row.draw, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(row.discards[2], Qt.MouseButton.LeftButton)
    row.discards[0].set_card("bus")
    row.discards[0].hovered.emit("bus")
    assert calls == ["draw", ("discard", 2), ("hover", "bus")]
    assert row.draw.accessibleName() == "Draw pile"
    assert row.drawn_label.text() == "Drawn card:"
