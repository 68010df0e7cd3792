"""The Finden-Sie-Minden board as drawing data for the projector page and the printed report.

The board is lon 6–16°E × lat 47–55°N (DESIGN §4); on the page it is drawn equirectangular with
the longitudes shrunk by cos 51° so that Germany keeps its shape: ``x = (lon − 6) · 62.9``,
``y = (55 − lat) · 100`` in a 629 × 800 box.
"""

from __future__ import annotations

import functools
import io
import math
from typing import Any

__all__ = ["HEIGHT", "WIDTH", "board_data", "qr_svg_uri", "to_xy"]

SCALE = 100.0
X_SCALE = SCALE * math.cos(math.radians(51.0))
WIDTH = round(10 * X_SCALE, 1)
HEIGHT = 8 * SCALE


def to_xy(lon: float, lat: float) -> tuple[float, float]:
    return (lon - 6.0) * X_SCALE, (55.0 - lat) * SCALE


@functools.cache
def outline_path() -> str:
    """Germany's land as one SVG path (simplified to about 3 km)."""
    import shapely

    from geoquiz.geo.maps import germany_land

    land = shapely.simplify(germany_land(), 0.03)
    parts = []
    polygons = getattr(land, "geoms", [land])
    for polygon in polygons:
        if polygon.area < 0.002:
            continue  # islets too small to see from the back row
        for ring in [polygon.exterior, *polygon.interiors]:
            points = [to_xy(x, y) for x, y in ring.coords]
            parts.append("M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in points) + " Z")
    return " ".join(parts)


def board_data() -> dict[str, Any]:
    """What the projector page needs to draw the board: size and Germany's outline."""
    return {"width": WIDTH, "height": HEIGHT, "outline": outline_path()}


def qr_svg_uri(text: str) -> str:
    """A QR code of ``text`` as an SVG ``data:`` URI (segno; the page's CSP allows data images)."""
    import segno

    buffer = io.BytesIO()
    segno.make(text, error="m", micro=False).save(buffer, kind="svg", scale=10, border=4,
                                                  dark="#000", light="#fff")  # fmt: skip
    import base64

    return "data:image/svg+xml;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")
