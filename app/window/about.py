"""The About dialog: what geoquiz is and who made the data (``assets/maps/ATTRIBUTION.md``)."""

from __future__ import annotations

import html
import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from geoquiz.geo.resources import asset_path

__all__ = ["AboutDialog", "attribution_html"]

ATTRIBUTION = asset_path("maps", "ATTRIBUTION.md")


def attribution_html(path: Path = ATTRIBUTION) -> str:
    """Render the attribution file (a small Markdown subset: headings, paragraphs, code, links)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return "<p>assets/maps/ATTRIBUTION.md is missing.</p>"
    blocks = [b.strip() for b in re.split(r"\n\s*\n", text) if b.strip()]
    out = []
    for block in blocks:
        escaped = html.escape(" ".join(line.strip() for line in block.splitlines()))
        escaped = re.sub(r"`([^`]+)`", r"<code>\1</code>", escaped)
        escaped = re.sub(r"(https?://[^\s,)]+)", r'<a href="\1">\1</a>', escaped)
        m = re.match(r"(#+)\s*(.*)", escaped)
        if m:
            level = min(len(m.group(1)) + 2, 5)
            out.append(f"<h{level}>{m.group(2)}</h{level}>")
        else:
            out.append(f"<p>{escaped}</p>")
    return "\n".join(out)


class AboutDialog(QDialog):
    """Program name, purpose, licences and every data source."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About geoquiz"))
        self.resize(640, 560)
        intro = QLabel(
            "<h2>geoquiz</h2><p>"
            + self.tr(
                "Map games about Germany and Denmark for families, classrooms and card authors."
            )
            + "</p><p>"
            + self.tr("Program code under the MIT licence. Map data and places:")
            + "</p>",
            self,
        )
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.RichText)
        self.sources = QTextBrowser(self)
        self.sources.setOpenExternalLinks(True)
        self.sources.setHtml(attribution_html())
        self.sources.setAccessibleName(self.tr("Data sources and licences"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.sources, 1)
        layout.addWidget(buttons)
