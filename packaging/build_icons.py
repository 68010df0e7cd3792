"""Draw the geoquiz app icon: Germany's outline from the shipped map with a pin on Minden.

Writes ``packaging/icons/geoquiz-{256,128,64,48}.png`` and ``packaging/icons/geoquiz.ico`` (the four
PNGs as PNG-compressed ICO entries, which Windows Vista and later read). Each size is drawn
directly at its resolution (not scaled down from the largest), with the outline simplified to
suit, so the small icons stay crisp. Run from the repository root:

    .venv/bin/python packaging/build_icons.py
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

import numpy as np
import shapely

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from geoquiz.geo.maps import load_layer  # noqa: E402
from geoquiz.geo.projection import to_map  # noqa: E402

SIZES = (256, 128, 64, 48)
OUT_DIR = ROOT / "packaging" / "icons"
#: Minden, the town that names the first game.
PIN_LON, PIN_LAT = 8.917, 52.289

BACKGROUND = QColor("#1f5f8b")
LAND = QColor("#f4e7c5")
BORDER = QColor("#3b3b3b")
PIN = QColor("#d7263d")


def germany_outline() -> shapely.Geometry:
    """Germany's land as one (multi)polygon in map coordinates (the app's projection)."""
    land = shapely.union_all(load_layer("de_staat", 2).geometries)
    return shapely.transform(land, lambda xy: np.column_stack(to_map(xy[:, 0], xy[:, 1])))


def _rings(geom: shapely.Geometry) -> list[np.ndarray]:
    polygons = list(geom.geoms) if hasattr(geom, "geoms") else [geom]
    rings = []
    for poly in polygons:
        rings.append(np.asarray(poly.exterior.coords))
        rings.extend(np.asarray(hole.coords) for hole in poly.interiors)
    return rings


def draw_icon(size: int, outline: shapely.Geometry) -> QImage:
    """The icon at ``size`` pixels: rounded square, the land, and a map pin."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)

    inset = size * 0.03
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(BACKGROUND))
    painter.drawRoundedRect(
        QRectF(inset, inset, size - 2 * inset, size - 2 * inset), size * 0.18, size * 0.18
    )

    # Fit the outline into the square with a margin; map y grows north, image y grows down.
    minx, miny, maxx, maxy = outline.bounds
    margin = size * 0.12
    scale = (size - 2 * margin) / max(maxx - minx, maxy - miny)
    ox = (size - (maxx - minx) * scale) / 2
    oy = (size - (maxy - miny) * scale) / 2

    def to_px(x: float, y: float) -> QPointF:
        return QPointF(ox + (x - minx) * scale, oy + (maxy - y) * scale)

    # Drop detail finer than about a third of a pixel.
    shape = shapely.simplify(outline, 0.35 / scale)
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in _rings(shape):
        path.addPolygon(QPolygonF([to_px(float(x), float(y)) for x, y in ring]))
        path.closeSubpath()
    painter.setBrush(QBrush(LAND))
    painter.setPen(QPen(BORDER, max(1.0, size / 96)))
    painter.drawPath(path)

    # The pin: a drop whose tip stands on Minden.
    mx, my = to_map(PIN_LON, PIN_LAT)
    tip = to_px(float(mx), float(my))
    radius = size * 0.11
    centre = QPointF(tip.x(), tip.y() - radius * 2.2)
    pin = QPainterPath()
    pin.moveTo(tip)
    pin.lineTo(centre.x() - radius * 0.86, centre.y() + radius * 0.5)
    pin.arcTo(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), 210, -240)
    pin.closeSubpath()
    painter.setBrush(QBrush(PIN))
    painter.setPen(QPen(QColor("#ffffff"), max(1.0, size / 128)))
    painter.drawPath(pin)
    painter.setBrush(QBrush(QColor("#ffffff")))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(centre, radius * 0.4, radius * 0.4)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("could not encode PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding each PNG as one entry (width/height 0 means 256)."""
    sizes = sorted(pngs, reverse=True)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    outline = germany_outline()
    pngs: dict[int, bytes] = {}
    for size in SIZES:
        pngs[size] = png_bytes(draw_icon(size, outline))
        target = OUT_DIR / f"geoquiz-{size}.png"
        target.write_bytes(pngs[size])
        print(target.relative_to(ROOT))
    ico = OUT_DIR / "geoquiz.ico"
    ico.write_bytes(ico_bytes(pngs))
    print(ico.relative_to(ROOT))
    del _app
    return 0


if __name__ == "__main__":
    sys.exit(main())
