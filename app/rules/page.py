"""A game's rules page: its title, then the sections (text beside its picture), in a scroll
area that never scrolls sideways."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.rules.content import Rules, Section, rules_of
from geoquiz.app.shell.fonts import scaled_font

__all__ = ["TEXT_WIDTH", "RulesPage"]

#: the widest a section's text grows (pixels)
TEXT_WIDTH = 760
#: the narrowest a text beside a picture may be; narrower, the picture goes under the text
TEXT_BESIDE = 380


def section_html(rules: Rules, section: Section) -> str:
    """A section's paragraphs and numbered steps as rich text (the texts escaped)."""
    parts = [f"<p>{html.escape(rules.tr(p))}</p>" for p in section.paragraphs]
    if section.steps:
        items = "".join(f"<li>{html.escape(rules.tr(s))}</li>" for s in section.steps)
        parts.append(f'<ol style="margin-left: 0px; -qt-list-indent: 1;">{items}</ol>')
    return "".join(parts)


class RulesPage(QWidget):
    """How to play ``game``. ``back_requested``: its Close button (a dialog closes, the main
    window goes back to the start screen)."""

    back_requested = Signal()

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.rules = rules_of(game)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 8)
        head = QHBoxLayout()
        self.title = QLabel(
            QCoreApplication.translate("RulesPage", "How to play: %1").replace(
                "%1", self.rules.translated_title()
            )
        )
        self.title.setFont(scaled_font(self.font(), 1.6, bold=True))
        self.title.setWordWrap(True)
        head.addWidget(self.title, 1)
        self.close_button = QPushButton(QCoreApplication.translate("RulesPage", "&Close"))
        self.close_button.clicked.connect(self.back_requested)
        head.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(head)
        outer.addSpacing(6)

        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        self.body_layout = QVBoxLayout(body)
        self.body_layout.setContentsMargins(0, 0, 8, 0)
        self.body_layout.setSpacing(14)
        self.texts: list[QLabel] = []
        self.pictures: list[QWidget] = []
        #: each section with a picture: its row and the picture's width
        self._rows: list[tuple[QBoxLayout, int]] = []
        for section in self.rules.sections:
            self.body_layout.addWidget(self._section(section))
        self.body_layout.addStretch(1)
        self.scroll.setWidget(body)
        outer.addWidget(self.scroll, 1)

    def _section(self, section: Section) -> QWidget:
        box = QFrame()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(18)
        column_box = QWidget()
        column_box.setMaximumWidth(TEXT_WIDTH)  # long lines are hard to follow
        column = QVBoxLayout(column_box)
        column.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(self.rules.tr(section.heading))
        heading.setFont(scaled_font(self.font(), 1.3, bold=True))
        heading.setWordWrap(True)
        column.addWidget(heading)
        text = QLabel(section_html(self.rules, section))
        text.setTextFormat(Qt.TextFormat.RichText)
        text.setWordWrap(True)
        text.setFont(scaled_font(self.font(), 1.12))
        text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        column.addWidget(text)
        column.addStretch(1)
        self.texts += [heading, text]
        row.addWidget(column_box, 1)
        if section.picture is None:
            row.addStretch(0)
        if section.picture is not None:
            pictured = QVBoxLayout()
            picture = section.picture()
            picture.setAccessibleName(self.rules.tr(section.caption))
            pictured.addWidget(picture)
            caption = QLabel(self.rules.tr(section.caption))
            caption.setWordWrap(True)
            caption.setFixedWidth(picture.width())
            caption.setStyleSheet("color: #555;")
            pictured.addWidget(caption)
            pictured.addStretch(1)
            self.texts.append(caption)
            self.pictures.append(picture)
            row.addLayout(pictured, 0)
            self._rows.append((row, picture.width()))
        return box

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A picture stands beside its text while both fit, else under it (a small screen's
        rules window never scrolls sideways)."""
        super().resizeEvent(event)
        # the page's own width: the scroll area's viewport has not been resized yet
        margins = self.layout().contentsMargins()
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        free = self.width() - margins.left() - margins.right() - bar - 8
        for row, picture_width in self._rows:
            beside = free >= picture_width + row.spacing() + TEXT_BESIDE
            direction = (
                QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
            )
            if row.direction() != direction:
                row.setDirection(direction)
