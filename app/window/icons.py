"""Icons drawn from map geometry (no image files to ship or keep in sync)."""

from __future__ import annotations

from functools import cache

import numpy as np
import shapely
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QIcon, QPainter, QPainterPath, QPen, QPixmap, QTransform

from geoquiz.app.canvas.paths import paths_from_geometries
from geoquiz.app.canvas.style import Palette

__all__ = ["outline_icon"]


@cache
def outline_icon(layer: str, size: int = 64) -> QIcon:
    """A filled silhouette of a map layer (coarsest detail), e.g. Germany for ``de_staat``."""
    from geoquiz.geo.maps import load_layer
    from geoquiz.geo.projection import to_map

    geoms = np.asarray(load_layer(layer, detail=2).geometries, dtype=object)

    def project(c: np.ndarray) -> np.ndarray:
        x, y = to_map(c[:, 0], c[:, 1])
        return np.column_stack([x, -np.asarray(y)])

    path = QPainterPath()
    for part in paths_from_geometries(shapely.transform(geoms, project)):
        path.addPath(part)
    rect = path.boundingRect()
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    margin = 3.0
    s = (size - 2 * margin) / max(rect.width(), rect.height())
    t = QTransform()
    t.translate(size / 2, size / 2)
    t.scale(s, s)
    t.translate(-rect.center().x(), -rect.center().y())
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setTransform(t)
    pen = QPen(Palette.STATE_EDGE, 1.5)
    pen.setCosmetic(True)
    painter.setPen(pen)
    painter.setBrush(QBrush(Palette.LAND_ALT))
    painter.drawPath(path)
    painter.end()
    return QIcon(pixmap)
