"""What the map of Germany prints, by the publisher's map rules: the six large cities and the roads
and cities that run to the map's edge.

``rules/carcassonne-maps-basic-rules.txt``: the Germany map prints large-city pieces for Hamburg,
Berlin, Hannover, Ruhrgebiet, Frankfurt and München (no tile on them; a tile next to one connects
to it; completed they score as usual, the printed pieces counting as ordinary city parts and their
printed pennants giving extra points — the publisher's example: Berlin completed, 6 city parts + 4
pennants = 20 points). Edge squares where a road or a city is printed running to the map's edge
must be continued by the tile placed there; other edge squares are neutral.

Decided here (the sources give only the Berlin total; also in ``docs/carcassonne.md``):

* **Where**: each city on the square(s) of our grid that hold it (:data:`PRINTED_CITIES`, by
  latitude and longitude); the Ruhrgebiet on the two squares of the Ruhr's cities, Duisburg (with
  Düsseldorf) in the west and Essen, Bochum and Dortmund in the east.
* **How much**: each printed square counts as **2 city parts** (a printed city fills its square,
  where a tile's city fills part of one) and carries the pennants listed. Berlin: 2 parts and 4
  pennants, so that Berlin closed by one tile on each of its four sides — the least that completes
  it — is the publisher's 6 city parts + 4 pennants = 20 points. The other pennants follow the
  cities' rank (3 for Hamburg and München, 2 for Hannover and Frankfurt, 2 on each Ruhr square).
* **Printed edges** (:data:`PRINTED_EDGES`): a road where a motorway crosses the border or runs
  to the coast towards a ferry, a city where a German city lies on the border or the coast (with
  its foreign twin across: Saarbrücken, Görlitz, Konstanz, Kehl; or the sea: Kiel, Stralsund,
  Wilhelmshaven), on the edge square of our grid nearest to the crossing, on its side facing
  off the map. Start squares carry none.
"""

from __future__ import annotations

from dataclasses import dataclass

from geoquiz.games.carcassonne.tiles import CITY, ROAD

__all__ = ["PRINTED_CITIES", "PRINTED_EDGES", "PrintedCity", "PrintedEdge", "PARTS_PER_SQUARE"]

Square = tuple[int, int]

#: city parts one printed large-city square counts as
PARTS_PER_SQUARE = 2


@dataclass(frozen=True)
class PrintedCity:
    """A printed large city: its name, the places (lat, lon) whose squares it covers, and the
    pennants printed on each of those squares."""

    name: str
    places: tuple[tuple[float, float], ...]
    pennants: tuple[int, ...]


#: The six printed large cities of the Germany map, in the rules' order.
PRINTED_CITIES: tuple[PrintedCity, ...] = (
    PrintedCity("Hamburg", ((53.5511, 9.9937),), (3,)),
    PrintedCity("Berlin", ((52.5200, 13.4050),), (4,)),
    PrintedCity("Hannover", ((52.3759, 9.7320),), (2,)),
    # Duisburg (the western square, with Düsseldorf) and Dortmund (the eastern, with Essen, Bochum)
    PrintedCity("Ruhrgebiet", ((51.4344, 6.7623), (51.5136, 7.4653)), (2, 2)),
    PrintedCity("Frankfurt", ((50.1109, 8.6821),), (2,)),
    PrintedCity("München", ((48.1351, 11.5820),), (3,)),
)


@dataclass(frozen=True)
class PrintedEdge:
    """A road or city printed on an edge square, running off the map on ``side`` (0 N, 1 E,
    2 S, 3 W); ``name`` says what it is."""

    square: Square
    side: int
    kind: str
    name: str


#: The roads and cities the Germany map prints at its edge (squares of
#: :mod:`geo.carcassonne_map`'s grid; each side faces a square that is not playable, checked by
#: ``tests/test_carcassonne_printed.py``).
PRINTED_EDGES: tuple[PrintedEdge, ...] = (
    PrintedEdge((5, 2), 0, ROAD, "A7 to Denmark"),
    PrintedEdge((2, 6), 3, ROAD, "A30 to the Netherlands"),
    PrintedEdge((1, 7), 3, ROAD, "A3 to the Netherlands"),
    PrintedEdge((1, 9), 3, ROAD, "A4 to Belgium"),
    PrintedEdge((1, 12), 3, ROAD, "A6 to France"),
    PrintedEdge((9, 15), 1, ROAD, "A8 to Salzburg"),
    PrintedEdge((8, 15), 2, ROAD, "A93 to Kufstein"),
    PrintedEdge((9, 14), 1, ROAD, "A3 to Linz"),
    PrintedEdge((8, 11), 1, ROAD, "A6 to Pilsen"),
    PrintedEdge((11, 8), 2, ROAD, "A17 to Prague"),
    PrintedEdge((11, 6), 1, ROAD, "A12 to Poznań"),
    PrintedEdge((11, 4), 1, ROAD, "A11 to Szczecin"),
    PrintedEdge((5, 15), 2, ROAD, "A96 to Bregenz"),
    PrintedEdge((1, 12), 2, CITY, "Saarbrücken"),
    PrintedEdge((12, 8), 1, CITY, "Görlitz"),
    PrintedEdge((4, 15), 2, CITY, "Konstanz"),
    PrintedEdge((3, 14), 3, CITY, "Kehl"),
    PrintedEdge((6, 2), 0, CITY, "Kiel"),
    PrintedEdge((10, 2), 0, CITY, "Stralsund"),
    PrintedEdge((3, 4), 0, CITY, "Wilhelmshaven"),
)
