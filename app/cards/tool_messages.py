"""The GIS import's, deck sharing's and printing's messages in the user's language.

Like :mod:`app.cards.problems` (whose table this extends and falls back to): ``db`` speaks
English sentences, this module recognises each by its pattern and fills the translated template.
A problem line ``row N “title”, column C: message`` keeps its place and translates the message.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP

from geoquiz.app.cards.problems import fill, match_table, messages_table, translate_message

__all__ = ["translate_tool_message"]

_CONTEXT = "CardTools"

_PATTERNS = messages_table(
    _CONTEXT,
    (
        QT_TRANSLATE_NOOP(
            "CardTools", "%1 holds a NUL character in a text, where GIS readers cut it off"
        ),
        (
            r"^the outline has (\d+) points; at most (\d+) can be read \(simplify the file\)$",
            QT_TRANSLATE_NOOP(
                "CardTools", "the outline has %1 points; at most %2 can be read (simplify the file)"
            ),
        ),
        (
            r"^the outline is not a valid shape and has (\d+) points; at most (\d+) can be "
            r"repaired \(fix or simplify the file\)$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "the outline is not a valid shape and has %1 points; at most %2 can be repaired "
                "(fix or simplify the file)",
            ),
        ),
        (
            r"^the outline crosses itself so often that its repair has (\d+) pieces; fix the file$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "the outline crosses itself so often that its repair has %1 pieces; fix the file",
            ),
        ),
        (
            r"^(\d+) rows read, (\d+) valid, (\d+) problems, (\d+) cards imported into '(.*)' "
            r"\(nothing imported: fix the rows or use --only-valid\)$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "Rows read: %1 · valid: %2 · problems: %3 · nothing imported into “%5”: fix the "
                "rows or use --only-valid",
            ),
        ),
        (
            r"^(\d+) rows read, (\d+) valid, (\d+) problems, (\d+) cards imported into '(.*)'$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "Rows read: %1 · valid: %2 · problems: %3 · cards imported into “%5”: %4",
            ),
        ),
        (
            r"^(.+): unknown file type '(.*)'; geoquiz reads (.+)$",
            QT_TRANSLATE_NOOP("CardTools", "%1: unknown file type “%2”; geoquiz reads %3"),
        ),
        QT_TRANSLATE_NOOP("CardTools", "no such file: %1"),
        (
            r"^(.+) is (\d+) MB; at most (\d+) MB can be imported at once$",
            QT_TRANSLATE_NOOP("CardTools", "%1 is %2 MB; at most %3 MB can be imported at once"),
        ),
        QT_TRANSLATE_NOOP("CardTools", "%1 is not a zip file"),
        QT_TRANSLATE_NOOP("CardTools", "%1 holds no shapefile (.shp)"),
        (
            r"^(.+) holds (\d+) shapefiles; zip one per file$",
            QT_TRANSLATE_NOOP("CardTools", "%1 holds %2 shapefiles; zip one per file"),
        ),
        (
            r"^(.+) holds (\d+) features; at most (\d+) cards can be imported at once "
            r"\(split the file\)$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "%1 holds %2 features; at most %3 cards can be imported at once (split the file)",
            ),
        ),
        (
            r"^(.+) cannot be read as a GIS file \((.*)\)$",
            QT_TRANSLATE_NOOP("CardTools", "%1 cannot be read as a GIS file (%2)"),
        ),
        QT_TRANSLATE_NOOP(
            "CardTools",
            "%1 holds no waypoints, only tracks or routes: a line cannot be a card "
            "(the board rules solve places and areas)",
        ),
        QT_TRANSLATE_NOOP("CardTools", "%1 holds no places"),
        QT_TRANSLATE_NOOP(
            "CardTools",
            "%1 has no coordinate reference system (.prj) and its coordinates are not "
            "longitude/latitude",
        ),
        (
            r"^(.+) has no field '(.*)' \(fields: (.*)\)$",
            QT_TRANSLATE_NOOP("CardTools", "%1 has no field “%2” (fields: %3)"),
        ),
        (
            r"^(.+) has no title or name field; choose the field of the titles \(fields: (.*)\)$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "%1 has no title or name field; choose the field of the titles (fields: %2)",
            ),
        ),
        QT_TRANSLATE_NOOP("CardTools", "the feature has no geometry"),
        QT_TRANSLATE_NOOP("CardTools", "the area is too small to be drawn"),
        QT_TRANSLATE_NOOP(
            "CardTools",
            "a line (a river, a road, a track) cannot be a card; draw it as an area or a point",
        ),
        QT_TRANSLATE_NOOP("CardTools", "several points in one feature; give each its own"),
        (r"^a (\w+) cannot be a card$", QT_TRANSLATE_NOOP("CardTools", "a %1 cannot be a card")),
        (
            r'^not a shared geoquiz deck \(no "format": "geoquiz-deck"\)$',
            QT_TRANSLATE_NOOP("CardTools", "not a shared geoquiz deck"),
        ),
        (
            r"^the deck was shared by a newer geoquiz \(format version (\d+); this one reads up "
            r"to (\d+)\): update geoquiz$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "the deck was shared by a newer geoquiz (format version %1; this one reads up to "
                "%2): update geoquiz",
            ),
        ),
        (
            r"^a deck called '(.*)' exists already; import it under another name or update it$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "a deck called “%1” exists already; import it under another name or update it",
            ),
        ),
        (
            r"^a deck called '(.*)' exists already; import it under another name or update it "
            r"with --update$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "a deck called “%1” exists already; import it under another name (--deck) or "
                "update it with --update",
            ),
        ),
        (
            r"^the card '(.*)' was deleted meanwhile$",
            QT_TRANSLATE_NOOP("CardTools", "the card “%1” was deleted meanwhile"),
        ),
        (r"^no deck called '(.*)'$", QT_TRANSLATE_NOOP("CardTools", "no deck called “%1”")),
        QT_TRANSLATE_NOOP("CardTools", "the deck has no cards to print"),
        # db.gis_safety / db.gis_formats: files from the wild, and hostile ones (issue 31)
        QT_TRANSLATE_NOOP("CardTools", "%1: only files on this computer can be imported"),
        QT_TRANSLATE_NOOP(
            "CardTools", "%1 is a GDAL virtual data source (VRT), not a GIS file: refused"
        ),
        QT_TRANSLATE_NOOP("CardTools", "%1 names a GDAL virtual file (/vsi…): refused"),
        QT_TRANSLATE_NOOP("CardTools", "%1 is not GeoJSON or TopoJSON"),
        (r"^(.+) is not a (KML|GPX) file$", QT_TRANSLATE_NOOP("CardTools", "%1 is not a %2 file")),
        QT_TRANSLATE_NOOP("CardTools", "%1 is not a GeoPackage"),
        QT_TRANSLATE_NOOP("CardTools", "%1 is not a shapefile"),
        QT_TRANSLATE_NOOP("CardTools", "%1 is read by GDAL as %2, not as its suffix says: refused"),
        (
            r"^(.+) holds more than (\d+) files: refused$",
            QT_TRANSLATE_NOOP("CardTools", "%1 holds more than %2 files: refused"),
        ),
        QT_TRANSLATE_NOOP("CardTools", "%1 holds a file with an unsafe name: refused"),
        (
            r"^(.+) unpacks to more than (\d+) MB: refused$",
            QT_TRANSLATE_NOOP("CardTools", "%1 unpacks to more than %2 MB: refused"),
        ),
        QT_TRANSLATE_NOOP("CardTools", "%1 cannot be unpacked (%2)"),
        QT_TRANSLATE_NOOP(
            "CardTools",
            "%1 is OpenStreetMap data, which geoquiz does not read: export the places you want "
            "as GeoJSON (for example with QGIS or overpass turbo)",
        ),
        QT_TRANSLATE_NOOP("CardTools", "%1 is a part of a shapefile: open the .shp file beside it"),
        QT_TRANSLATE_NOOP("CardTools", "%1 holds no KML file"),
        QT_TRANSLATE_NOOP("CardTools", "%1 is not UTF-8 text"),
        (
            r"^(.+) has no layer '(.*)' \(layers: (.*)\)$",
            QT_TRANSLATE_NOOP("CardTools", "%1 has no layer “%2” (layers: %3)"),
        ),
        (r"^unknown encoding '(.*)'$", QT_TRANSLATE_NOOP("CardTools", "unknown encoding “%1”")),
        QT_TRANSLATE_NOOP(
            "CardTools", "%1: the encoding applies to shapefiles only; this file says its own"
        ),
        QT_TRANSLATE_NOOP(
            "CardTools",
            "%1: the shapefile does not say its encoding (no .cpg file); its text is read as %2",
        ),
        (
            r"^(\d+) of (\d+) features have text that looks garbled \(“(.*)”\): the file's "
            r"encoding may be UTF-8; choose it$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "%1 of %2 features have text that looks garbled (“%3”): the file's encoding may "
                "be UTF-8; choose it",
            ),
        ),
        QT_TRANSLATE_NOOP("CardTools", "the GIS library reported: %1"),
        QT_TRANSLATE_NOOP("CardTools", "the outline crossed itself at %1; it was repaired"),
        QT_TRANSLATE_NOOP("CardTools", "the outline was not a valid shape (%1); it was repaired"),
        QT_TRANSLATE_NOOP("CardTools", "the outline cannot be repaired (%1)"),
        (
            r"^only (\d+) % of the area lies in Germany: the card is on the board only through "
            r"the (\S+) km strip along the border$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "only %1 % of the area lies in Germany: the card is on the board only through "
                "the %2 km strip along the border",
            ),
        ),
        (
            r"^the place lies (\S+) km outside Germany, on the (\S+) km strip along the border$",
            QT_TRANSLATE_NOOP(
                "CardTools",
                "the place lies %1 km outside Germany, on the %2 km strip along the border",
            ),
        ),
    ),
)
_ROW = re.compile(r"^row (\d+)(?: “(.*?)”)?(?:, column ([a-z_.]+))?: (.+)$")


def translate_tool_message(message: str) -> str:
    """``message`` (a sentence or a ``row N, column C: …`` problem line) in the UI language."""
    row = _ROW.match(message)
    if row:
        number, name, column, rest = row.groups()
        inner = translate_tool_message(rest)
        if name:
            number = fill(_CONTEXT, QT_TRANSLATE_NOOP("CardTools", "%1 “%2”"), (number, name))
        if column:
            return fill(
                _CONTEXT,
                QT_TRANSLATE_NOOP("CardTools", "row %1, column %2: %3"),
                (number, column, inner),
            )
        return fill(_CONTEXT, QT_TRANSLATE_NOOP("CardTools", "row %1: %2"), (number, inner))
    known = match_table(_PATTERNS, message)
    return translate_message(message) if known is None else known
