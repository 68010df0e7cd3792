"""QR codes for the join addresses (segno → PNG → QPixmap)."""

from __future__ import annotations

import io

import segno
from PySide6.QtGui import QPixmap

__all__ = ["qr_pixmap"]


def qr_pixmap(text: str, scale: int = 5) -> QPixmap:
    """A QR code of ``text`` (error correction M, a four-module quiet zone)."""
    buffer = io.BytesIO()
    segno.make(text, error="m", micro=False).save(buffer, kind="png", scale=scale, border=4)
    pixmap = QPixmap()
    if not pixmap.loadFromData(buffer.getvalue(), "PNG"):
        raise ValueError("segno made a PNG that Qt cannot read")
    return pixmap
