"""The Finden-Sie-Minden board: zones, map squares, quadrants and the solving rules (DESIGN §4).

The board rectangle spans 6–16°E × 47–55°N. White lines run along 10°E (W | O) and along 50°N and
52°N (zones S | M | N). Map squares are 2° of longitude × 1° of latitude, numbered within each zone
row by row from the north-west corner, west to east (N and S: 1–15, M: 1–10). Each square splits at
its middle meridian and parallel into quadrants A (upper left), B (upper right), C (lower left) and
D (lower right). So every dividing line of the board lies on the regular 1° × 0.5° quadrant grid.

Modules: :mod:`geo.board.grid` (cells and solutions, for one point or many at once),
:mod:`geo.board.region` (what is on the board), :mod:`geo.board.solve` (the point and area rules).
Everything public is re-exported here (``from … import X as X``, the explicit form, so no
``__all__`` repeats the names).

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

from geoquiz.geo.board.grid import BOARD_EAST as BOARD_EAST
from geoquiz.geo.board.grid import BOARD_NORTH as BOARD_NORTH
from geoquiz.geo.board.grid import BOARD_SOUTH as BOARD_SOUTH
from geoquiz.geo.board.grid import BOARD_WEST as BOARD_WEST
from geoquiz.geo.board.grid import EW as EW
from geoquiz.geo.board.grid import QUADRANTS as QUADRANTS
from geoquiz.geo.board.grid import ZONE_SQUARES as ZONE_SQUARES
from geoquiz.geo.board.grid import ZONES as ZONES
from geoquiz.geo.board.grid import Solution as Solution
from geoquiz.geo.board.grid import cell_codes as cell_codes
from geoquiz.geo.board.grid import cell_of as cell_of
from geoquiz.geo.board.grid import cell_polygon as cell_polygon
from geoquiz.geo.board.grid import code_to_cell as code_to_cell
from geoquiz.geo.board.grid import km_to_degrees as km_to_degrees
from geoquiz.geo.board.grid import prefix_codes as prefix_codes
from geoquiz.geo.board.grid import quadrant_index as quadrant_index
from geoquiz.geo.board.grid import quadrant_polygons as quadrant_polygons
from geoquiz.geo.board.grid import solution_label as solution_label
from geoquiz.geo.board.grid import square_polygons as square_polygons
from geoquiz.geo.board.grid import tip_center as tip_center
from geoquiz.geo.board.grid import tip_is_correct as tip_is_correct
from geoquiz.geo.board.grid import white_lines as white_lines
from geoquiz.geo.board.grid import zone_polygons as zone_polygons
from geoquiz.geo.board.region import OFF_BOARD_KM as OFF_BOARD_KM
from geoquiz.geo.board.region import OffBoardError as OffBoardError
from geoquiz.geo.board.region import board_region as board_region
from geoquiz.geo.board.region import distance_to_germany_km as distance_to_germany_km
from geoquiz.geo.board.region import format_latlon as format_latlon
from geoquiz.geo.board.region import on_board as on_board
from geoquiz.geo.board.region import use_territory as use_territory
from geoquiz.geo.board.solve import DEFAULT_TOLERANCE_KM as DEFAULT_TOLERANCE_KM
from geoquiz.geo.board.solve import locate as locate
from geoquiz.geo.board.solve import locate_area as locate_area
from geoquiz.geo.board.solve import locate_many as locate_many
