"""The Finden-Sie-Minden board: zones, map squares, quadrants and the solving rules (DESIGN §4).

The board rectangle spans 6–16°E × 47–55°N. White lines run along 10°E (W | O) and along 50°N and
52°N (zones S | M | N). Map squares are 2° of longitude × 1° of latitude, numbered within each zone
row by row from the north-west corner, west to east (N and S: 1–15, M: 1–10). Each square splits at
its middle meridian and parallel into quadrants A (upper left), B (upper right), C (lower left) and
D (lower right). So every dividing line of the board lies on the regular 1° × 0.5° quadrant grid.

Modules: :mod:`geo.board.grid` (cells and solutions), :mod:`geo.board.region` (what is on the
board), :mod:`geo.board.solve` (the point and area rules). Everything public is re-exported here.

Interpretations made here (also in ``docs/board.md``):

* A point exactly on a line belongs to the east / north side (``lat >= 52`` is zone N).
* "On the board" means within 25 km (geodesic) of German territory (land, coastal waters and the
  Bodensee); that is the only off-board test. A point on the board but outside the rectangle —
  German (Selfkant, List on Sylt) or foreign within 25 km of Germany — is clamped into the nearest
  edge square, and its quadrant is decided by the nominal middle lines of that square.
* Near-line alternatives: a point also gets every quadrant cell whose rectangle lies within
  ``tolerance_km`` of it (geodesic distance to the nearest point of the cell, found by clamping
  lon/lat into the cell; exact to metres at these distances). All dividing lines are quadrant
  boundaries, so this covers square boundaries, quadrant lines and white lines alike, and corners
  give diagonal neighbours. ``tolerance_km == 0`` disables alternatives entirely, even for points
  exactly on a line. Alternatives are listed after the containing cell, nearest first.
* Areas are clipped to the on-board region (what lies within 25 km of Germany), then cut along the
  grid lines in lon/lat (edge cells extended outward like the point rule) and measured in EPSG:3035.
  Line geometries (rivers) are measured by length the same way, points by count.
"""

from geoquiz.geo.board.grid import (
    BOARD_EAST,
    BOARD_NORTH,
    BOARD_SOUTH,
    BOARD_WEST,
    Solution,
    cell_polygon,
    quadrant_polygons,
    solution_label,
    square_polygons,
    tip_is_correct,
    white_lines,
    zone_polygons,
)
from geoquiz.geo.board.region import (
    OFF_BOARD_KM,
    OffBoardError,
    board_region,
    distance_to_germany_km,
    format_latlon,
    on_board,
    use_territory,
)
from geoquiz.geo.board.solve import DEFAULT_TOLERANCE_KM, locate, locate_area, locate_many

__all__ = [
    "BOARD_WEST",
    "BOARD_EAST",
    "BOARD_SOUTH",
    "BOARD_NORTH",
    "DEFAULT_TOLERANCE_KM",
    "OFF_BOARD_KM",
    "OffBoardError",
    "Solution",
    "locate",
    "locate_many",
    "locate_area",
    "tip_is_correct",
    "on_board",
    "distance_to_germany_km",
    "board_region",
    "use_territory",
    "zone_polygons",
    "square_polygons",
    "quadrant_polygons",
    "white_lines",
    "cell_polygon",
    "solution_label",
    "format_latlon",
]
