"""The 10-Tage card widgets shared by the screen and the table's board: the pile row, and the
card faces drawn once into a shared cache and blitted."""

from __future__ import annotations

import pytest
from helpers.events import EventCounter
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QImage
from PySide6.QtWidgets import QApplication, QHBoxLayout, QVBoxLayout, QWidget

from geoquiz.app.tage import widgets
from geoquiz.app.tage.widgets import CardButton, add_pile_row


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


# ------------------------------------------------------------------ the card faces' cache


def _host(qtbot, button: CardButton, width: int = 110) -> QWidget:  # type: ignore[no-untyped-def]
    """A shown window holding ``button`` at ``width`` x its height (never focused: a new window
    focuses its first button, and a focused card has a thick border)."""
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    host = QWidget()
    qtbot.addWidget(host)
    layout = QHBoxLayout(host)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(button)
    button.setFixedWidth(width)
    host.show()
    qtbot.waitExposed(host)
    return host


def _state(button: CardButton, state: dict[str, object]) -> None:
    button.caption = str(state["caption"])
    button.set_card(state["card"], face_up=bool(state["face_up"]))
    button.marked = bool(state["marked"])
    button.problem = bool(state["problem"])
    button.setEnabled(bool(state["enabled"]))
    button.set_compact(bool(state["compact"]))


def _fresh_image(qtbot, state: dict[str, object], width: int) -> QImage:  # type: ignore[no-untyped-def]
    """The look of a new button in ``state``, drawn with both face caches empty."""
    widgets._FACES.clear()
    widgets._FRAMES.clear()
    widgets._CAPTIONED.clear()
    button = CardButton()
    host = _host(qtbot, button, width)
    _state(button, state)
    QApplication.processEvents()
    image = button.grab().toImage()
    host.close()
    return image


STATES: list[dict[str, object]] = [
    {"card": None, "face_up": True, "caption": "3", "marked": False, "problem": False},
    {"card": None, "face_up": True, "caption": "4", "marked": True, "problem": False},
    {"card": "bus", "face_up": False, "caption": "4", "marked": False, "problem": False},
    {"card": "bus", "face_up": False, "caption": "", "marked": False, "problem": False},
    {"card": "bus", "face_up": False, "caption": "", "marked": False, "problem": False,
     "compact": True},
    {"card": "oberpfalz", "face_up": True, "caption": "", "marked": False, "problem": False},
    {"card": "oberpfalz", "face_up": True, "caption": "7", "marked": False, "problem": True},
    {"card": "mecklenburg-vorpommern", "face_up": True, "caption": "2: 5", "marked": True,
     "problem": False},
    {"card": "train:orange", "face_up": True, "caption": "", "marked": False, "problem": False,
     "enabled": False},
    {"card": "bus", "face_up": True, "caption": "1", "marked": False, "problem": False},
    {"card": "bus", "face_up": True, "caption": "1", "marked": False, "problem": False,
     "width": 140},
]  # fmt: skip


def test_a_cached_face_looks_as_one_drawn_afresh_after_every_change(qtbot) -> None:  # type: ignore[no-untyped-def]
    """One button goes through cards, captions, marks, enabled, compact and a new width, each
    paint from the shared caches; each look equals a new button's drawn with empty caches."""
    button = CardButton()
    host = _host(qtbot, button)
    for raw in STATES:
        state = {"enabled": True, "compact": False, **raw}
        width = int(state.get("width", 110))  # type: ignore[call-overload]
        button.setFixedWidth(width)
        _state(button, state)
        QApplication.processEvents()
        seen = button.grab().toImage()
        assert seen == _fresh_image(qtbot, state, width), state
    assert widgets._FACES  # the faces were cached, not drawn on the widget
    host.close()


def test_a_face_is_the_same_from_the_cache_and_drawn_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = CardButton("5")
    host = _host(qtbot, button)
    button.set_card("dresden")
    first = button.grab().toImage()
    assert button.face().cacheKey() == button.face().cacheKey()  # the second paint is a blit
    widgets._FACES.clear()
    assert button.grab().toImage() == first
    host.close()


def test_a_card_repaints_only_when_it_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = CardButton("2")
    host = _host(qtbot, button)
    button.set_card("leipzig")
    qtbot.wait(50)  # the first look is painted
    paints = EventCounter(button, QEvent.Type.Paint)
    button.set_card("leipzig")  # the same card, caption, marks: nothing to draw
    button.caption = "2"
    button.marked = False
    button.problem = False
    QApplication.processEvents()
    assert paints.count == 0
    assert button.toolTip() == "Leipzig" and button.accessibleName() == "Leipzig"
    for change in (
        lambda: button.set_card("halle"),
        lambda: setattr(button, "caption", "3"),
        lambda: setattr(button, "marked", True),
        lambda: setattr(button, "problem", True),
        lambda: button.set_card("halle", face_up=False),
    ):
        before = paints.count
        change()
        QApplication.processEvents()
        assert paints.count > before
    assert button.toolTip() == "" and button.accessibleName() == "3"  # face down: the caption
    host.close()


def test_the_face_follows_a_font_change(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = CardButton()
    host = _host(qtbot, button)
    button.set_card("bus", face_up=False)
    small = button.grab().toImage()
    font = QFont(button.font())
    font.setPointSize(font.pointSize() + 6)
    button.setFont(font)
    QApplication.processEvents()
    big = button.grab().toImage()
    assert big != small
    widgets._FACES.clear()
    widgets._FRAMES.clear()
    widgets._CAPTIONED.clear()
    assert button.grab().toImage() == big
    host.close()


@pytest.mark.parametrize(
    ("card", "caption", "marked"),
    [(None, "3", False), (None, "", True), ("bus", "10", False), ("bus", "", False)],
)
def test_a_captioned_frame_is_the_frame_with_its_caption_written_over_it(  # type: ignore[no-untyped-def]
    qtbot, card: str | None, caption: str, marked: bool
) -> None:
    """An empty slot or a back blits one pixmap of frame and caption (made once, shared); it
    holds the pixels of blitting the frame and writing the caption over it on the button."""
    from PySide6.QtGui import QPainter

    button = CardButton()
    host = _host(qtbot, button)
    button.caption = caption
    button.set_card(card, face_up=False)
    button.marked = marked
    QApplication.processEvents()
    widgets._CAPTIONED.clear()
    dpr = button.devicePixelRatioF()
    by_hand = QImage(button.size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(by_hand)
    p.setFont(button.font())
    p.drawPixmap(0, 0, button._frame(dpr))
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    button._draw_frame_caption(p)
    p.end()
    blit = QImage(button.size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(blit)
    p.drawPixmap(0, 0, button.captioned())
    p.end()
    assert blit == by_hand
    assert button.grab().toImage().convertToFormat(by_hand.format()) == by_hand
    assert button.captioned() is button.captioned()  # kept, not made again
    host.close()
