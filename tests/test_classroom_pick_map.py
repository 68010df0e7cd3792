"""Pick cards on a map (issue 30: "pick cards on a map or from a list"): the setup's Pick cards
dialog shows the deck's cards on the board beside the list; a click on a pin adds that card to
the quiz, a second click takes it out again, and the quiz asks exactly the cards picked so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt


def test_clicking_pins_on_the_map_adds_and_removes_cards(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QDialog

    from geoquiz.app.classroom.setup import ClassSetupScreen

    url = f"sqlite:///{tmp_path / 'school.sqlite3'}"
    screen = ClassSetupScreen("en", url=url, bind="127.0.0.1")
    qtbot.addWidget(screen)
    screen.show()
    seen: dict[str, Any] = {}

    def click_on_the_map(dialog: QDialog) -> int:
        pick_map = screen._pick_map  # noqa: SLF001 - the dialog's map
        canvas = pick_map.deck_map.canvas
        dialog.show()
        qtbot.waitExposed(canvas)
        canvas.fit_home()
        rows = {r.title: r for r in pick_map.deck_map.rows()}
        seen["pins"] = len(rows)
        assert not pick_map.picked_items()

        def click(title: str) -> None:
            row = rows[title]
            with qtbot.waitSignal(pick_map.toggled):
                qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton,
                                 pos=canvas.view_pos(row.lon, row.lat))  # fmt: skip

        for title in ("Zugspitze", "Sylt", "Görlitz"):
            click(title)
        seen["after_three"] = sorted(pick_map.picked_ids)
        seen["pins_marked"] = len(pick_map.picked_items())
        click("Sylt")  # a second click takes it out again
        seen["summary"] = pick_map.summary.text()
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QDialog, "exec", click_on_the_map)
    picked = screen.pick_cards()
    assert seen["pins"] > 200  # the whole shipped deck is on the map
    assert len(seen["after_three"]) == 3 and seen["pins_marked"] == 3
    assert "2 picked" in seen["summary"]
    assert picked is not None and len(picked) == 2
    # the list's ticks follow the map, and the quiz asks exactly those cards
    listing = screen._picker  # noqa: SLF001
    ticked = [listing.item(i).text().split("  (")[0] for i in range(listing.count())
              if listing.item(i).checkState() == Qt.CheckState.Checked]  # fmt: skip
    assert sorted(ticked) == ["Görlitz", "Zugspitze"]
    window = screen.start_quiz()
    assert window is not None
    try:
        assert sorted(c.title for c in window.quiz.cards) == ["Görlitz", "Zugspitze"]
    finally:
        window.close()
