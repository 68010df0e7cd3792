"""Stadt-Land-anders's term sheets at a table of phones: written on the phone, locked at "Aus!".

The rulebook: "the round ends with 'Aus!'. A term you are writing at that moment may be
finished." On paper everybody sees the pens go down; at a table of phones nobody would see a
phone go on writing during the grace and the entry (issue 29: a seat added two terms 22 s after
the stop and they counted). So the table keeps each phone seat's sheet as it is typed (the
``sheet`` message, ``docs/protocol.md``) and locks it:

* at the seat's own "Stopp und 1!" (the rulebook: "you may now not write any further terms") —
  the whole sheet;
* at "Aus!" — every term except the one being typed at that moment (the phone says which field
  has the cursor), which may be finished until the grace is over;
* when the entry begins — the whole sheet.

A phone seat's ``terms`` move must then enter exactly the locked terms (compared as the engine
cleans them; the justifications are free, they are read out at the check). A seat whose phone
sent no sheet before "Aus!" has an empty one: the table cannot tell what was written in time.
Laptop seats (hot-seat) are not covered: nobody types there unseen.

Pure data, no sockets; :class:`~geoquiz.app.table.session.TableSession` calls it from the
server's thread. It knows Stadt-Land-anders by the fields of its state and moves only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["SheetLock", "sheets_for"]

#: a term on a sheet at most (the engine refuses longer ones with its own code at the entry)
MAX_TERM_CHARS = 100


def _clean(text: str) -> str:
    return " ".join(str(text).split())


@dataclass
class _Sheet:
    terms: list[str]
    #: the field the phone had the cursor in when it last sent the sheet (None: none)
    typing: int | None = None
    #: locked: no term changes any more, except ``open`` (while the grace runs)
    locked: bool = False
    open: int | None = None
    #: a phone sent this sheet (an unknown one is empty)
    known: bool = False


@dataclass
class SheetLock:
    """The sheets of one table (``n`` seats, ``ncat`` categories per round)."""

    seats: list[bool]
    _sheets: dict[int, _Sheet] = field(default_factory=dict)
    _round: int = -1
    #: the round a resumed table was in: the sheets of before the crash are lost, so a sheet
    #: the table never got again in that round is entered as the phone has it
    resumed_round: int | None = None

    def _fresh(self, state: Any) -> None:
        if state.round != self._round:
            self._round = state.round
            self._sheets.clear()

    def _sheet(self, state: Any, seat: int) -> _Sheet:
        self._fresh(state)
        sheet = self._sheets.get(seat)
        if sheet is None:
            sheet = self._sheets[seat] = _Sheet([""] * state.ncat)
        return sheet

    def covers(self, seat: int) -> bool:
        """Seat ``seat`` writes on a phone (its sheet is kept and locked here)."""
        return 0 <= seat < len(self.seats) and self.seats[seat]

    # --- what a phone sends --------------------------------------------------------------

    def draft(self, state: Any, seat: int, terms: object, typing: object) -> bool:
        """The phone's sheet as typed so far. False when the table does not take it: not a
        phone seat, the wrong shape, or not while writing (then nothing changes). During the
        grace only the term being typed at "Aus!" changes."""
        if not self.covers(seat) or state.phase not in ("writing", "grace"):
            return False
        if not isinstance(terms, list) or len(terms) != state.ncat:
            return False
        if not all(isinstance(t, str) and len(t) <= MAX_TERM_CHARS for t in terms):
            return False
        if typing is not None and (
            isinstance(typing, bool) or not isinstance(typing, int) or not 0 <= typing < state.ncat
        ):
            return False
        sheet = self._sheet(state, seat)
        if not sheet.locked:
            sheet.terms = list(terms)
            sheet.typing = typing
            sheet.known = True
        elif sheet.open is not None and state.phase == "grace":
            sheet.terms[sheet.open] = terms[sheet.open]
        return True

    # --- what the game does ----------------------------------------------------------------

    def after_move(self, before: Any, after: Any) -> None:
        """Lock what the move just made locks: a seat's "Stopp und 1!", "Aus!", the entry."""
        self._fresh(after)
        if before.phase == "writing" and after.phase == "writing":
            for stop in after.stops:
                if before.stop_of(stop["player"]) is None and self.covers(stop["player"]):
                    sheet = self._sheet(after, stop["player"])
                    sheet.locked, sheet.open = True, None
        if before.phase == "writing" and after.phase == "grace":
            for seat in range(len(self.seats)):
                if not self.covers(seat):
                    continue
                sheet = self._sheet(after, seat)
                if not sheet.locked:
                    sheet.locked, sheet.open = True, sheet.typing
        if before.phase == "grace" and after.phase != "grace":
            for seat in range(len(self.seats)):
                if self.covers(seat):
                    sheet = self._sheet(after, seat)
                    sheet.locked, sheet.open = True, None

    def call_problem(self, state: Any, seat: int, move: Any) -> str | None:
        """The table's refusal of a phone seat's own call that its locked sheet could never
        enter (the entry rules: "Stopp und Aus!" with every category written, "Stopp und 1!"
        with at most that many terms), or None — a locked sheet cannot be mended afterwards."""
        kind = type(move).__name__
        if not self.covers(seat) or getattr(move, "player", None) != seat:
            return None
        if kind not in ("StopOut", "StopOne") or state.phase != "writing":
            return None
        from geoquiz.games.stadtland.text import normalise

        written = sum(1 for t in self._sheet(state, seat).terms if normalise(t))
        if kind == "StopOut" and written < state.ncat and state.stop_of(seat) is None:
            return "table.sheet_not_full"
        if kind == "StopOne" and written > move.filled:
            return "table.sheet_mismatch"
        return None

    def entry_problem(self, state: Any, seat: int, move: Any) -> str | None:
        """The table's refusal of a phone seat's ``terms`` move (``table.sheet_locked``: not
        the terms the table had locked), or None."""
        if not self.covers(seat) or state.phase != "entry":
            return None
        if type(move).__name__ != "EnterTerms" or getattr(move, "player", None) != seat:
            return None
        sheet = self._sheet(state, seat)
        if not sheet.known and state.round == self.resumed_round:
            return None
        locked = sheet.terms
        entered = [_clean(t) for t in move.terms]
        if len(entered) != len(locked) or entered != [_clean(t) for t in locked]:
            return "table.sheet_locked"
        return None

    def stand_in_move(self, state: Any, seat: int, move: Any) -> Any:
        """The move a computer standing in for a skipped phone seat makes: at the entry the
        seat's locked sheet (what the person wrote before "Aus!"), never the computer's own
        terms; any other move as the computer chose it."""
        if not self.covers(seat) or state.phase != "entry":
            return move
        if type(move).__name__ != "EnterTerms" or getattr(move, "player", None) != seat:
            return move
        from dataclasses import replace

        return replace(move, terms=tuple(self._sheet(state, seat).terms), notes=())

    # --- what the phone is told ------------------------------------------------------------

    def message(self, state: Any, seat: int) -> dict[str, Any] | None:
        """``sheet`` of the seat's state message while the table holds its sheet locked:
        ``{"terms": [...], "open": i | None}`` (``open``: the term it may still finish)."""
        if not self.covers(seat) or state.phase not in ("writing", "grace", "entry"):
            return None
        self._fresh(state)
        sheet = self._sheets.get(seat)
        if state.phase == "writing" and (sheet is None or not sheet.locked):
            return None
        if sheet is None:
            sheet = self._sheet(state, seat)
        if state.phase == "entry" and seat < len(state.terms):
            return None  # entered: the view has the terms
        return {"terms": list(sheet.terms), "open": sheet.open if state.phase == "grace" else None}


def sheets_for(game: str, phones: list[bool]) -> SheetLock | None:
    """The sheet lock of registry game ``game`` (``phones[i]``: seat ``i`` writes on a
    phone), or None for games without sheets."""
    return SheetLock(phones) if game == "stadtland" else None
