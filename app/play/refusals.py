"""One table of player-facing refusal texts: ``IllegalMove`` codes → a sentence in the UI language.

Engines raise :class:`geoquiz.games.contract.IllegalMove` with a stable code such as
``"tage.pile_empty"`` and parameters (DESIGN §1). Each game's texts live in
``geoquiz.app.<game>.refusals`` as ``TEXTS: dict[code, (params) -> str]``, built by
:func:`text_table` from data: per code a literal ``QT_TRANSLATE_NOOP("Refusals", …)`` source
(lupdate sees only literal calls, so ``make translations`` finds it in the ``Refusals`` context)
with the parameters that fill its ``%1``, ``%2``; a text that chooses between sentences stays a
function of literal ``QCoreApplication.translate`` calls. This module looks a code up by its
prefix. Every screen, the CLI and the phone table use :func:`refusal_text`, so a German or Danish
screen never shows an English refusal. ``tests/test_refusals.py`` fails when an engine raises a
code without a text in German, English and Danish.

Codes that belong to no game have their texts in :data:`SHARED`: ``move.malformed``
(:data:`geoquiz.games.move_checks.BAD_MOVE`), the refusal of every game's ``decode_move`` for
JSON that cannot be a move at all (a wrong type, a number out of range, a text too long), and
the match driver's ``match.*`` (``games.match``: nothing to take back, something revealed since,
not this seat's turn, the game is over).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from geoquiz.games.contract import IllegalMove
from geoquiz.games.move_checks import BAD_MOVE

__all__ = [
    "SHARED",
    "Entry",
    "Param",
    "Text",
    "TextTable",
    "ToldRefusal",
    "refusal_text",
    "table_for",
    "text_table",
]

Text = Callable[[Mapping[str, Any]], str]
TextTable = Mapping[str, Text]
# what fills a ``%i``: the name of a parameter (its ``str``), or a function of all parameters
Param = str | Callable[[Mapping[str, Any]], str]
# a table entry: a source text, a source with the parameters of its ``%1``, ``%2``, … or a function
Entry = str | tuple[str, *tuple[Param, ...]] | Text


def _translated(source: str, params: tuple[Param, ...]) -> Text:
    def text(values: Mapping[str, Any]) -> str:
        out = QCoreApplication.translate("Refusals", source)
        for i, param in enumerate(params, 1):
            value = param(values) if callable(param) else str(values.get(param, ""))
            out = out.replace(f"%{i}", value)
        return out

    return text


def text_table(entries: Mapping[str, Entry]) -> dict[str, Text]:
    """The ``TEXTS`` of a game from its data: each source is translated when the text is asked for
    (so a language switch applies at once) and its ``%1``, ``%2`` replaced in order."""
    table: dict[str, Text] = {}
    for code, entry in entries.items():
        if isinstance(entry, str):
            table[code] = _translated(entry, ())
        elif isinstance(entry, tuple):
            table[code] = _translated(entry[0], entry[1:])
        else:
            table[code] = entry
    return table


#: the texts of the codes every game shares (looked up before a game's own table)
SHARED: TextTable = text_table(
    {
        BAD_MOVE: QT_TRANSLATE_NOOP(
            "Refusals", "This move cannot be read (damaged or malformed); nothing was changed."
        ),
        # the match driver's own refusals (games.match: undo, turns, the end), in every game
        "match.undo_nothing": QT_TRANSLATE_NOOP(
            "Refusals", "There is no move of yours to take back."
        ),
        "match.undo_revealed": QT_TRANSLATE_NOOP(
            "Refusals",
            "That move can no longer be taken back: something new was revealed since it.",
        ),
        "match.not_your_turn": QT_TRANSLATE_NOOP("Refusals", "It is not your turn."),
        "match.game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over."),
    }
)


def table_for(prefix: str) -> TextTable:
    """The text table of the game whose codes start with ``prefix.`` (empty if it has none)."""
    name = f"geoquiz.app.{prefix}.refusals"  # a code's prefix is its game's app package
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is None or not name.startswith(exc.name):  # broken inside, not absent
            raise
        return {}
    texts: TextTable = module.TEXTS
    return texts


class ToldRefusal(IllegalMove):  # noqa: N818 - a refusal, like IllegalMove
    """A refusal whose sentence is already made in the player's language: the phone table's
    server refused a move a laptop seat made on its game's screen, and said why."""

    def __init__(self, code: str, text: str, params: dict[str, object] | None = None) -> None:
        super().__init__(code, **(params or {}))
        self.text = text


def refusal_text(exc: IllegalMove) -> str:
    """The sentence for ``exc`` in the current language; a generic line for an unknown code."""
    if isinstance(exc, ToldRefusal):
        return exc.text
    make = SHARED.get(exc.code) or table_for(exc.code.split(".", 1)[0]).get(exc.code)
    if make is None:
        return QCoreApplication.translate("Refusals", "That move is not allowed now.")
    return make(exc.params)
