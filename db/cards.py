"""The one card and deck validation, used by the editor (through the repository), the repository
and the importer alike.

:func:`validate` takes a card's fields as raw values — strings from a CSV row or a form, JSON
values, or a :class:`~geoquiz.db.repository.CardData` — and returns every :class:`Problem` (row,
column, English message; ``app.cards.problems`` translates them). :func:`parse` does the same and
also returns the clean :class:`CardData` when there is no problem. :func:`validate_deck` checks a
deck's settings (name, language, description, author, enabled, tolerance) the same way.

The limits are the database's: the column lengths of :mod:`db.models` (so PostgreSQL's
``String(n)`` never rejects what was accepted), finite coordinates on the globe, and an outline of
at most :data:`MAX_OUTLINE_VERTICES` vertices in at most :data:`MAX_OUTLINE_CHARS` characters of
WKT (a 7,000-vertex district outline fits; a million-vertex one, which made ``cards check`` take
23 s, does not).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from geoquiz.db.models import COLOURS

__all__ = [
    "CARD_COLUMNS",
    "CardData",
    "InvalidCardError",
    "MAX_LENGTHS",
    "MAX_OUTLINE_CHARS",
    "MAX_OUTLINE_VERTICES",
    "MAX_TOLERANCE_KM",
    "Problem",
    "parse",
    "parse_deck",
    "validate",
    "validate_deck",
]

#: The card fields a file or a form may give (``CardData``'s fields, in CSV column order).
CARD_COLUMNS: tuple[str, ...] = (
    "colour",
    "title",
    "prompt_de",
    "prompt_en",
    "prompt_da",
    "explanation",
    "lat",
    "lon",
    "outline_wkt",
    "source",
    "author",
    "needs_review",
)
#: Longest text per field: the ``String(n)`` columns of ``db.models`` and sane limits for ``Text``.
MAX_LENGTHS: dict[str, int] = {
    "title": 200,
    "source": 200,
    "author": 120,
    "prompt_de": 2000,
    "prompt_en": 2000,
    "prompt_da": 2000,
    "explanation": 4000,
}
DECK_MAX_LENGTHS: dict[str, int] = {
    "name": 120,
    "language": 8,
    "author": 120,
    "description": 4000,
}
#: An outline's vertex limit and its WKT's length limit (the CSV field limit follows the latter).
MAX_OUTLINE_VERTICES = 20_000
MAX_OUTLINE_CHARS = 1_000_000
#: The largest two-solution tolerance a deck may have (DESIGN §4 uses 2 km; a board cell is
#: tens of km wide, so more than this would make almost every card a two-solution card).
MAX_TOLERANCE_KM = 50.0
#: German colour names are accepted.
COLOUR_ALIASES = {"gelb": "yellow", "grün": "green", "gruen": "green", "blau": "blue"}
TRUE_WORDS = frozenset({"1", "true", "yes", "y", "ja", "j", "x", "wahr"})
FALSE_WORDS = frozenset({"", "0", "false", "no", "n", "nein", "falsch"})
#: C0 control characters other than tab, line feed and carriage return.
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
#: Longest string read as a number (a 400-digit number is not a coordinate).
_MAX_NUMBER_CHARS = 40


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a card or a file: where (row, column) and what (English)."""

    row: int
    column: str
    message: str

    def __str__(self) -> str:
        if self.row <= 0:  # the file's or the deck's settings, not a card row
            return f"{self.column or 'file'}: {self.message}"
        where = f"row {self.row}" + (f", column {self.column}" if self.column else "")
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class CardData:
    """The editable content of a card, independent of the database."""

    colour: str
    title: str
    prompt_de: str = ""
    prompt_en: str = ""
    explanation: str | None = None
    lat: float | None = None
    lon: float | None = None
    outline_wkt: str | None = None
    source: str | None = None
    author: str = ""
    needs_review: bool = False
    #: last, so that positional constructions (colour, title, de, en, explanation, …) stay valid
    prompt_da: str = ""

    def with_changes(self, **changes: Any) -> CardData:
        """Return a copy with some fields replaced."""
        return replace(self, **changes)


class InvalidCardError(ValueError):
    """A card the validation refused; ``str()`` is the first problem: ``column: message``."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        first = problems[0] if problems else Problem(0, "", "invalid card")
        super().__init__(f"{first.column}: {first.message}" if first.column else first.message)


class _FieldError(ValueError):
    """A field's problem, raised by the field readers below."""


def _text(value: Any, column: str, *, limit: int | None = None) -> str:
    """A text field: str (or a number, as a spreadsheet may give); None/NaN mean empty."""
    if value is None:
        return ""
    if isinstance(value, float) and math.isnan(value):
        return ""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise _FieldError("must be text")
    if isinstance(value, int) and abs(value) > 10**_MAX_NUMBER_CHARS:
        raise _FieldError("must be text")
    text = str(value).strip()
    if CONTROL.search(text):
        # PostgreSQL refuses NUL in text, and no card needs a control character
        raise _FieldError("contains a control character")
    limit = limit if limit is not None else MAX_LENGTHS.get(column)
    if limit is not None and len(text) > limit:
        raise _FieldError(f"longer than {limit} characters")
    return text


def number(value: Any, low: float, high: float) -> float:
    """A number from a JSON number or a string (German decimal comma allowed), within bounds."""
    if isinstance(value, bool):
        raise _FieldError("must be a number")
    if isinstance(value, int):
        if abs(value) > 10**_MAX_NUMBER_CHARS:
            raise _FieldError("must be a finite number")
        result = float(value)
    elif isinstance(value, float):
        result = value
    elif isinstance(value, str):
        text = value.strip()
        if len(text) > _MAX_NUMBER_CHARS:
            raise _FieldError("must be a finite number")
        if "," in text and "." not in text:
            text = text.replace(",", ".")  # German decimal comma
        try:
            result = float(text)
        except ValueError:
            raise _FieldError(f"{text!r} is not a number") from None
    else:
        raise _FieldError("must be a number")
    if not math.isfinite(result):
        raise _FieldError("must be a finite number")
    if not low <= result <= high:
        raise _FieldError(f"{result:g} is outside {low:g}…{high:g}")
    return result


def boolean(value: Any) -> bool:
    """A yes/no field: a JSON boolean or one of the yes/no words (``"false"`` is False)."""
    if isinstance(value, bool):
        return value
    if value is None:
        return False
    if not isinstance(value, str):
        raise _FieldError("must be yes or no")
    text = value.strip().lower()
    if text in TRUE_WORDS:
        return True
    if text in FALSE_WORDS:
        return False
    raise _FieldError(f"{text[:40]!r} is not yes/no")


def check_outline(text: str) -> None:
    """Raise ValueError unless ``text`` is a usable outline within the size limits."""
    if len(text) > MAX_OUTLINE_CHARS:
        raise ValueError(f"the outline is longer than {MAX_OUTLINE_CHARS} characters")
    import shapely

    from geoquiz.db.solutions import parse_outline

    geometry = parse_outline(text)
    vertices = int(shapely.get_num_coordinates(geometry))
    if vertices > MAX_OUTLINE_VERTICES:
        raise ValueError(
            f"the outline has {vertices} vertices; at most {MAX_OUTLINE_VERTICES} are allowed "
            "(simplify it)"
        )


def _blank(value: Any) -> bool:
    if value is None:
        return True
    if isinstance(value, str):
        return not value.strip()
    return isinstance(value, float) and math.isnan(value)


def _as_mapping(data: Any) -> Mapping[str, Any] | None:
    if isinstance(data, Mapping):
        return data
    if hasattr(data, "__dataclass_fields__"):
        return {f.name: getattr(data, f.name) for f in fields(data)}
    return None


def parse(
    data: Any, *, row: int = 0, extra_columns: tuple[str, ...] = ()
) -> tuple[CardData | None, list[Problem]]:
    """Check one card; return ``(CardData or None, problems)``.

    ``data`` maps field names to raw values (or is a ``CardData``). Unknown fields are problems,
    except those in ``extra_columns`` (the importer ignores ``id``, ``deck`` and ``solutions``).
    """
    problems: list[Problem] = []

    def bad(column: str, message: str) -> None:
        problems.append(Problem(row, column, message))

    mapping = _as_mapping(data)
    if mapping is None:
        bad("", "a card must be an object with named fields")
        return None, problems
    for column in mapping:
        if not isinstance(column, str) or (
            column not in CARD_COLUMNS and column not in extra_columns
        ):
            bad(str(column)[:40], "unknown column")
    if all(_blank(mapping.get(c)) for c in CARD_COLUMNS):
        bad("", "the row is empty")
        return None, problems

    def text(column: str) -> str:
        try:
            return _text(mapping.get(column), column)
        except _FieldError as exc:
            bad(column, str(exc))
            return ""

    colour = text("colour").lower()
    colour = COLOUR_ALIASES.get(colour, colour)
    if colour not in COLOURS and not any(p.column == "colour" for p in problems):
        bad("colour", f"must be one of {', '.join(COLOURS)}, not {colour[:40]!r}")
    title = text("title")
    if not title and not any(p.column == "title" for p in problems):
        bad("title", "a card needs a title")
    prompt_de, prompt_en = text("prompt_de"), text("prompt_en")
    prompt_da = text("prompt_da")
    if not prompt_de and not prompt_en and not any(p.column.startswith("prompt") for p in problems):
        bad("prompt_de", "a card needs a prompt text (prompt_de or prompt_en)")
    explanation = text("explanation") or None
    source = text("source") or None
    author = text("author")

    lat: float | None = None
    lon: float | None = None
    raw_lat, raw_lon = mapping.get("lat"), mapping.get("lon")
    has_point = not _blank(raw_lat) or not _blank(raw_lon)
    if has_point:
        try:
            lat = number(raw_lat, -90, 90)
        except _FieldError as exc:
            bad("lat", str(exc))
        try:
            lon = number(raw_lon, -180, 180)
        except _FieldError as exc:
            bad("lon", str(exc))
    raw_outline = mapping.get("outline_wkt")
    outline: str | None = None
    if not _blank(raw_outline):
        if not isinstance(raw_outline, str):
            bad("outline_wkt", "must be text")
        else:
            try:
                check_outline(raw_outline)
                outline = raw_outline.strip()
            except ValueError as exc:
                bad("outline_wkt", str(exc))
    if not has_point and _blank(raw_outline):
        bad("lat", "a card needs a point (lat and lon) or an outline (outline_wkt)")
    try:
        needs_review = boolean(mapping.get("needs_review"))
    except _FieldError as exc:
        bad("needs_review", str(exc))
        needs_review = False

    if problems:
        return None, problems
    return (
        CardData(
            colour=colour,
            title=title,
            prompt_de=prompt_de,
            prompt_en=prompt_en,
            prompt_da=prompt_da,
            explanation=explanation,
            lat=lat,
            lon=lon,
            outline_wkt=outline,
            source=source,
            author=author,
            needs_review=needs_review,
        ),
        problems,
    )


def validate(data: Any, *, row: int = 0) -> list[Problem]:
    """Every problem of one card (see :func:`parse`); an empty list means it can be stored."""
    return parse(data, row=row)[1]


@dataclass(frozen=True)
class DeckSettings:
    """A deck's checked settings."""

    name: str
    language: str = "de"
    description: str = ""
    author: str = ""
    enabled: bool = True
    tolerance_km: float = 2.0


DECK_FIELDS = ("name", "language", "description", "author", "enabled", "tolerance_km")


def tolerance(value: Any) -> float:
    """A deck's two-solution tolerance in km: a finite number from 0 to :data:`MAX_TOLERANCE_KM`."""
    try:
        return number(value, 0.0, MAX_TOLERANCE_KM)
    except _FieldError as exc:
        raise ValueError(f"the tolerance {exc}") from None


def parse_deck(
    settings: Mapping[str, Any], *, row: int = 0, name: str | None = None
) -> tuple[DeckSettings | None, list[Problem]]:
    """Check a deck's settings (a JSON ``"deck"`` object); ``name`` overrides the given name."""
    problems: list[Problem] = []

    def bad(column: str, message: str) -> None:
        problems.append(Problem(row, f"deck.{column}", message))

    values: dict[str, Any] = {}
    for column in ("name", "language", "description", "author"):
        raw = name if column == "name" and name is not None else settings.get(column)
        try:
            values[column] = _text(raw, column, limit=DECK_MAX_LENGTHS[column])
        except _FieldError as exc:
            bad(column, str(exc))
    if "name" in values and not values["name"]:
        bad("name", "a deck needs a name")
    if not values.get("language"):
        values["language"] = "de"
    enabled = settings.get("enabled", True)
    if not isinstance(enabled, bool):
        bad("enabled", "must be true or false")
    values["enabled"] = enabled is not False
    raw_tolerance = settings.get("tolerance_km", 2.0)
    try:
        values["tolerance_km"] = number(raw_tolerance, 0.0, MAX_TOLERANCE_KM)
    except _FieldError as exc:
        bad("tolerance_km", str(exc))
    if problems:
        return None, problems
    return DeckSettings(**values), problems


def validate_deck(settings: Mapping[str, Any], *, row: int = 0) -> list[Problem]:
    """Every problem of a deck's settings (see :func:`parse_deck`)."""
    return parse_deck(settings, row=row)[1]
