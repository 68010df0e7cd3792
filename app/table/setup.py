"""Offering "Players join with their phones" on a game's setup dialog (DESIGN §11).

A setup dialog offers, per seat, "this laptop" (hot-seat, the default), "phone" or "computer"
(with its level). :func:`add_phone_choice` adds the phone entry to a seat's combo box,
:func:`table_seats` turns the dialog's choices into the table's seats (``None`` when nobody uses
a phone: the game then runs on the game's own screen as before), and :func:`open_table` opens the
table — QR codes, addresses, connection status and the public board — with the game started.

For another game's setup dialog it is two lines: ``add_phone_choice(combo)`` per seat, and after
``exec()``: ``if open_table(KEY, config, table_seats(names, kinds, levels), parent): return``.

:func:`resume_table` opens the newest unfinished table game again (every table is saved after
each move, ``app/table/saves.py``) — the "Resume" of a table, for the start screen's hook.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QComboBox, QWidget

from geoquiz.app.shell.window_place import fit

if TYPE_CHECKING:
    from geoquiz.games.match import Seat

__all__ = [
    "PHONE",
    "add_phone_choice",
    "open_table",
    "resume_table",
    "resume_table_text",
    "table_seats",
]

#: the combo-box data of a seat played on a phone
PHONE = "phone"
#: the table window's size on a large screen (the codes beside a drawn board)
TABLE_SIZE = QSize(1366, 768)


def add_phone_choice(combo: QComboBox) -> None:
    """Add "Human, on a phone" to a seat's "human / computer" combo box (data :data:`PHONE`)."""
    combo.addItem(QCoreApplication.translate("TableSetup", "Human, on a phone"), PHONE)


def table_seats(
    names: Sequence[str], kinds: Sequence[str], levels: Sequence[str]
) -> list[Seat] | None:
    """The seats of a table for the chosen ``names`` and ``kinds`` (``human`` = this laptop,
    ``phone``, ``computer`` with its ``levels``), or None when no seat is a phone."""
    # the match driver is imported when a table is set up, not with the main window's menu
    from geoquiz.games.match import Seat, clean_name

    if PHONE not in kinds:
        return None
    seats = []
    for i, (name, kind, level) in enumerate(zip(names, kinds, levels, strict=True)):
        name = clean_name(name, f"{i + 1}")
        if kind == "computer":
            seats.append(Seat(name, "computer", level))
        else:
            seats.append(Seat(name, "phone" if kind == PHONE else "laptop"))
    return seats


def open_table(
    key: str,
    config: Any,
    seats: list[Seat] | None,
    parent: QWidget | None,
    seed: int | None = None,
) -> bool:
    """Open the table for registry game ``key`` when ``seats`` is not None; True if opened.
    ``seed``: see :meth:`TableDialog.for_setup` (default: the config's own ``seed``)."""
    if seats is None:
        return False
    from geoquiz.app.table.dialog import TableDialog

    dialog = TableDialog.for_setup(key, config, seats, seed=seed, parent=parent)
    fit(dialog, TABLE_SIZE)  # shrunk to a smaller screen (1280×720)
    dialog.show()
    dialog.raise_()
    return True


def table_title(db_url: str | None = None) -> str:
    """A saved table's name on the start screen's Resume button: the newest unfinished table's
    game and players ("Carcassonne with phones: Anna, Ben, computer"); without one (or when it
    cannot be read) "table game with phones"."""
    from geoquiz.app.table.texts import GAME_NAMES
    from geoquiz.db.table_saves import latest_table

    try:
        found = latest_table(db_url)
    except Exception:  # noqa: BLE001 - a damaged save: the button still names the kind
        found = None
    if found is None:
        return QCoreApplication.translate("TableSetup", "table game with phones")
    record = found[1]
    return (
        QCoreApplication.translate("TableSetup", "%1 with phones: %2")
        .replace("%1", GAME_NAMES.get(record["game"], record["game"]))
        .replace("%2", ", ".join(str(seat["name"]) for seat in record["seats"]))
    )


def resume_table_text() -> str:
    """The menu entry that calls :func:`resume_table` (translated with the table's texts)."""
    return QCoreApplication.translate("TableSetup", "Resume the &table game (phones)")


def resume_table(parent: QWidget | None = None, db_url: str | None = None) -> QWidget:
    """Open the newest unfinished table game again, with its seats (``TableDialog.resume``),
    and return its window. Raises ``LookupError`` / ``ValueError`` with one translated line when
    there is none or it is damaged (the caller shows it; nothing is changed)."""
    from geoquiz.app.table.dialog import TableDialog

    try:
        dialog = TableDialog.resume(db_url=db_url, parent=parent)
    except LookupError as exc:
        raise LookupError(
            QCoreApplication.translate("TableSetup", "There is no unfinished table game.")
        ) from exc
    except ValueError as exc:
        raise ValueError(
            QCoreApplication.translate(
                "TableSetup", "The saved table game cannot be resumed: %1"
            ).replace("%1", str(exc))
        ) from exc
    fit(dialog, TABLE_SIZE)  # shrunk to a smaller screen (1280×720)
    dialog.show()
    dialog.raise_()
    return dialog
