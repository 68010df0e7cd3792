"""CSV a spreadsheet opens as text only: no cell can become a formula (OWASP "CSV Injection").

A spreadsheet runs a cell that starts with ``= + - @`` (or tab or CR) as a formula. What counts as
a cell depends on the program: German Excel splits at ``;``, English Excel at ``,``, others at a
tab, and a program that ignores the quoting splits *inside* a cell — so the name
``Bo;=1+2;@SUM(A1)`` written unquoted into a comma file is three cells in German Excel, two of
them formulas. Following OWASP's guidance, every CSV the app writes therefore

* quotes every cell (``csv.QUOTE_ALL``; a ``"`` inside is doubled), and
* puts a ``'`` at the start of every *piece* of a cell that a spreadsheet could read as a formula
  cell: the cell's start and each place right after a ``,`` ``;`` tab or line break inside it,
  when what follows (after any ``"`` or spaces) is ``= + - @``, tab or CR. A piece that already
  starts with ``'`` before such a character gets one more, so :func:`restore` is an exact inverse.

:func:`writer` makes such a ``csv.DictWriter`` (:func:`safe_cell` per value: a plain number such
as ``-5.2`` stays a number); :func:`neutralise` and :func:`restore` are the cell rule and its
inverse (a card file's importer restores what the exporter neutralised, so a card title that
starts with ``=`` comes back identical).

>>> neutralise("Bo;=1+2;@SUM(A1)")
"Bo;'=1+2;'@SUM(A1)"
>>> neutralise("=1+2")
"'=1+2"
>>> restore(neutralise("'=x, -y"))
"'=x, -y"
>>> neutralise("Halle (Saale)")
'Halle (Saale)'
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable, Mapping
from typing import IO, Any, Final

__all__ = [
    "FORMULA_START",
    "SEPARATORS",
    "SafeWriter",
    "neutralise",
    "restore",
    "safe_cell",
    "writer",
]

#: what a spreadsheet runs as a formula when a cell starts with it (OWASP: ``= + - @``, tab, CR)
FORMULA_START: Final = ("=", "+", "-", "@", "\t", "\r")
#: where a spreadsheet (or a program ignoring the quotes) may start a new cell inside a cell
SEPARATORS: Final = (",", ";", "\t", "\r", "\n")

# a piece begins at the start or after a separator; it is dangerous when, after any quotes and
# spaces, a formula character follows (a ``'`` run in front is counted so the rule inverts)
_PIECE = r"(?:^|(?<=[,;\t\r\n]))"
_DANGER = re.compile(_PIECE + r"(?='*[\" ]*[=+\-@\t\r])")
_NEUTRALISED = re.compile(_PIECE + r"'(?='*[\" ]*[=+\-@\t\r])")
_NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?\Z")


def neutralise(cell: str) -> str:
    """``cell`` with a ``'`` before every piece a spreadsheet could run as a formula."""
    return _DANGER.sub("'", cell)


def restore(cell: str) -> str:
    """Inverse of :func:`neutralise`: one ``'`` taken from each neutralised piece."""
    return _NEUTRALISED.sub("", cell)


def writer(out: IO[str], fieldnames: Iterable[str], *, lineterminator: str = "\r\n") -> SafeWriter:
    """A writer onto ``out`` that quotes every cell and neutralises every cell (a plain number
    such as the longitude ``-5.2`` stays a number: a spreadsheet reads it as one, not a formula)."""
    return SafeWriter(out, list(fieldnames), lineterminator)


class SafeWriter:
    """What :func:`writer` returns: ``writeheader`` and ``writerow`` of a ``csv.DictWriter``."""

    def __init__(self, out: IO[str], fieldnames: list[str], lineterminator: str) -> None:
        self._writer = csv.DictWriter(
            out, fieldnames=fieldnames, lineterminator=lineterminator, quoting=csv.QUOTE_ALL
        )

    def writeheader(self) -> None:
        """The column names as the first row."""
        self._writer.writerow({name: safe_cell(name) for name in self._writer.fieldnames})

    def writerow(self, row: Mapping[str, Any]) -> None:
        """One row; every value as text (``None``: empty), neutralised."""
        self._writer.writerow({k: safe_cell(v) for k, v in row.items()})


def safe_cell(value: Any) -> str:
    """``value`` as the text of a cell: ``None`` empty, a plain number as it is, anything else
    :func:`neutralise`-d (``float("-inf")`` too: ``-inf`` is no number to a spreadsheet)."""
    if value is None:
        return ""
    text = str(value)
    return text if _NUMBER.match(text) else neutralise(text)
