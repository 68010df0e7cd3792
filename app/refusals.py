"""One table of player-facing refusal texts: ``IllegalMove`` codes → a sentence in the UI language.

Engines raise :class:`geoquiz.games.contract.IllegalMove` with a stable code such as
``"tage.pile_empty"`` and parameters (DESIGN §1). Each game's texts live in
``geoquiz.app.<game>.refusals`` as ``TEXTS: dict[code, (params) -> str]``, every entry a literal
``QCoreApplication.translate("Refusals", …)`` call so that ``make translations`` finds it (lupdate
sees only literal calls: a wrapper function would put the texts in an empty context); this
module looks the code up by its prefix. Every screen, the CLI and the phone table use
:func:`refusal_text`,
so a German or Danish screen never shows an English refusal. ``tests/test_refusals.py`` fails when
an engine raises a code without a text in German, English and Danish.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from geoquiz.games.contract import IllegalMove

__all__ = ["TextTable", "refusal_text", "table_for"]

TextTable = Mapping[str, Callable[[Mapping[str, Any]], str]]


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


def refusal_text(exc: IllegalMove) -> str:
    """The sentence for ``exc`` in the current language; a generic line for an unknown code."""
    prefix = exc.code.split(".", 1)[0]
    make = table_for(prefix).get(exc.code)
    if make is None:
        return QCoreApplication.translate("Refusals", "That move is not allowed now.")
    return make(exc.params)
