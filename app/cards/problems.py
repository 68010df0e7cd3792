"""The import report's, the solver's and the database's messages in the user's language.

``db`` and ``geo`` must not import Qt, so their problems (``db.cardio.Problem.message``,
``ValueError`` texts, ``OffBoardError``) are English sentences. This module recognises each of
them by its pattern and returns the translated sentence with the same details filled in; a
message it does not know (a new one, or a library's) is shown as it is, never dropped.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

__all__ = ["MessageEntry", "fill", "messages_table", "off_board_details", "translate_message"]

_CONTEXT = "CardProblems"

# a message the table knows: its translatable template with %1, %2 … (the English message with
# each ``%n`` standing for any text), or the pattern of the English message and that template
MessageEntry = str | tuple[str, str]


def _pattern_of(template: str) -> str:
    """The pattern of the English message ``template``: its text, each ``%n`` any text."""
    return "^" + re.sub(r"%\\?\d", "(.*)", re.escape(template)) + "$"


def messages_table(
    context: str, entries: tuple[MessageEntry, ...]
) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """``(pattern, template, context)`` per entry, in order (the first that matches wins)."""
    table = []
    for entry in entries:
        pattern, template = (_pattern_of(entry), entry) if isinstance(entry, str) else entry
        table.append((re.compile(pattern), template, context))
    return tuple(table)


def fill(context: str, template: str, groups: tuple[str | None, ...]) -> str:
    """``template`` translated in ``context``, its ``%1``, ``%2`` … replaced by ``groups``."""
    text = QCoreApplication.translate(context, template)
    # replace %10 before %1 should there ever be ten groups
    for i in range(len(groups), 0, -1):
        text = text.replace(f"%{i}", groups[i - 1] or "")
    return text


def match_table(table: tuple[tuple[re.Pattern[str], str, str], ...], message: str) -> str | None:
    """``message`` translated by the first entry of ``table`` that knows it, or None."""
    for pattern, template, context in table:
        match = pattern.match(message)
        if match:
            return fill(context, template, match.groups())
    return None


_PATTERNS = messages_table(
    _CONTEXT,
    (
        (r"^'(.*)' is not a number$", QT_TRANSLATE_NOOP("CardProblems", "“%1” is not a number")),
        QT_TRANSLATE_NOOP("CardProblems", "must be a number"),
        QT_TRANSLATE_NOOP("CardProblems", "must be a finite number"),
        (
            r"^(\S+) is outside (\S+)…(\S+)$",
            QT_TRANSLATE_NOOP("CardProblems", "%1 is outside %2…%3"),
        ),
        (r"^'(.*)' is not yes/no$", QT_TRANSLATE_NOOP("CardProblems", "“%1” is not yes/no")),
        QT_TRANSLATE_NOOP("CardProblems", "a card must be an object with named fields"),
        QT_TRANSLATE_NOOP("CardProblems", "the row is empty"),
        QT_TRANSLATE_NOOP("CardProblems", "unknown column"),
        QT_TRANSLATE_NOOP("CardProblems", "contains a control character"),
        QT_TRANSLATE_NOOP("CardProblems", "missing column"),
        (
            r"^must be one of (.*), not '(.*)'$",
            QT_TRANSLATE_NOOP("CardProblems", "must be one of %1, not “%2”"),
        ),
        QT_TRANSLATE_NOOP("CardProblems", "a card needs a title"),
        QT_TRANSLATE_NOOP("CardProblems", "a card needs a prompt text (prompt_de or prompt_en)"),
        (
            r"^longer than (\d+) characters$",
            QT_TRANSLATE_NOOP("CardProblems", "longer than %1 characters"),
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems", "a card needs a point (lat and lon) or an outline (outline_wkt)"
        ),
        QT_TRANSLATE_NOOP("CardProblems", "a card needs a point (lat/lon) or an outline"),
        QT_TRANSLATE_NOOP("CardProblems", "not valid WKT (%1)"),
        QT_TRANSLATE_NOOP("CardProblems", "the outline is empty"),
        (
            r"^an outline must be a polygon or a line, not a (\w+)$",
            QT_TRANSLATE_NOOP("CardProblems", "an outline must be a polygon or a line, not a %1"),
        ),
        QT_TRANSLATE_NOOP("CardProblems", "the outline has coordinates that are not numbers"),
        QT_TRANSLATE_NOOP("CardProblems", "the outline's coordinates are not longitude/latitude"),
        QT_TRANSLATE_NOOP("CardProblems", "the outline is not a valid shape (%1)"),
        (
            r"^(.*) is not on the board: (\S+) km from Germany$",
            QT_TRANSLATE_NOOP("CardProblems", "%1 is not on the board: %2 km from Germany"),
        ),
        QT_TRANSLATE_NOOP("CardProblems", "the file is empty"),
        QT_TRANSLATE_NOOP("CardProblems", "the file holds no cards"),
        (
            r"^the file holds (\d+) rows; at most (\d+) cards can be imported at once "
            r"\(split the file\)$",
            QT_TRANSLATE_NOOP(
                "CardProblems",
                "the file holds %1 rows; at most %2 cards can be imported at once (split the file)",
            ),
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems", "duplicate (same title and place) of a card already in the deck"
        ),
        (
            r"^duplicate \(same title and place\) of row (\d+)$",
            QT_TRANSLATE_NOOP("CardProblems", "duplicate (same title and place) of row %1"),
        ),
        (
            r"^(.*) is (\d+) MB; at most (\d+) MB can be imported at once$",
            QT_TRANSLATE_NOOP("CardProblems", "%1 is %2 MB; at most %3 MB can be imported at once"),
        ),
        QT_TRANSLATE_NOOP("CardProblems", "%1 is not UTF-8 text"),
        QT_TRANSLATE_NOOP("CardProblems", "not valid JSON: %1"),
        QT_TRANSLATE_NOOP("CardProblems", 'a JSON deck is {"deck": {...}, "cards": [...]}'),
        QT_TRANSLATE_NOOP("CardProblems", '"deck" must be an object'),
        # db.cards: the one card and deck validation
        QT_TRANSLATE_NOOP("CardProblems", "must be text"),
        QT_TRANSLATE_NOOP("CardProblems", "must be yes or no"),
        QT_TRANSLATE_NOOP("CardProblems", "must be true or false"),
        QT_TRANSLATE_NOOP("CardProblems", "a deck needs a name"),
        (
            r"^the outline is longer than (\d+) characters$",
            QT_TRANSLATE_NOOP("CardProblems", "the outline is longer than %1 characters"),
        ),
        (
            r"^the outline has (\d+) vertices; at most (\d+) are allowed \(simplify it\)$",
            QT_TRANSLATE_NOOP(
                "CardProblems", "the outline has %1 vertices; at most %2 are allowed (simplify it)"
            ),
        ),
        QT_TRANSLATE_NOOP("CardProblems", "the tolerance must be a finite number"),
        QT_TRANSLATE_NOOP("CardProblems", "the tolerance must be a number"),
        (
            r"^the tolerance (\S+) is outside (\S+)…(\S+)$",
            QT_TRANSLATE_NOOP("CardProblems", "the tolerance %1 is outside %2…%3"),
        ),
        # db.cardio: reading and writing files
        (
            r"^row (\d+): a field is longer than (\d+) characters$",
            QT_TRANSLATE_NOOP("CardProblems", "row %1: a field is longer than %2 characters"),
        ),
        (
            r"^row (\d+): not readable as CSV \((.*)\)$",
            QT_TRANSLATE_NOOP("CardProblems", "row %1: not readable as CSV (%2)"),
        ),
        (
            r"^not valid JSON: nested deeper than (\d+) levels$",
            QT_TRANSLATE_NOOP("CardProblems", "not valid JSON: nested deeper than %1 levels"),
        ),
        QT_TRANSLATE_NOOP("CardProblems", 'a GeoJSON file needs "features": [...]'),
        QT_TRANSLATE_NOOP("CardProblems", "%1 is the card database; export to another file"),
        QT_TRANSLATE_NOOP("CardProblems", "%1 is a database file; export to another file"),
        # db.errors.friendly: what went wrong with the database, and what to do
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "the database%1 is busy: another program is writing to it; close the other "
            "program or try again in a moment",
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "the database%1 is read-only: changes cannot be saved (check the file's and its "
            "folder's permissions)",
        ),
        QT_TRANSLATE_NOOP("CardProblems", "the database%1 is read-only: changes cannot be saved"),
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "the disk of the database%1 is full: the change was not saved; free some disk "
            "space and try again",
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "the database%1 could not be written (disk error): the change was not saved; "
            "check the drive and free some disk space",
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "the database%1 cannot be opened: check that its folder exists and that you may "
            "write there",
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems", "the database%1 is damaged; restore a backup or move it away"
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "the change conflicts with one another program saved at the same time; nothing "
            "was saved, try again",
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "a value is too long or of the wrong kind for the database%1; nothing was saved",
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "the database server%1 cannot be reached: check the network and the address",
        ),
        (
            r"^the database(.*?) reported an error \((.*)\); nothing was saved$",
            QT_TRANSLATE_NOOP(
                "CardProblems", "the database%1 reported an error (%2); nothing was saved"
            ),
        ),
        # db.migrate / db.bootstrap
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "the database %1 is empty and read-only: it cannot be set up (check the file's "
            "and its folder's permissions)",
        ),
        (
            r"^the database (.*) is read-only and has the older schema (\S+): open it once with "
            r"write permission so that it can be upgraded$",
            QT_TRANSLATE_NOOP(
                "CardProblems",
                "the database %1 is read-only and has the older schema %2: open it once with "
                "write permission so that it can be upgraded",
            ),
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "the database %1 cannot be created: its folder is read-only (choose another "
            "folder with GEOQUIZ_DATA_DIR or --db)",
        ),
        (
            r"^upgrading (.*) from schema (\S+) failed \((.*)\); nothing was changed \(a copy "
            r"from before the upgrade stays at (.*)\)$",
            QT_TRANSLATE_NOOP(
                "CardProblems",
                "upgrading %1 from schema %2 failed (%3); nothing was changed (a copy from "
                "before the upgrade stays at %4)",
            ),
        ),
        (
            r"^cannot create the folder (.*?): (.*)$",
            QT_TRANSLATE_NOOP("CardProblems", "cannot create the folder %1: %2"),
        ),
        # db.migrate / db.session: a database that cannot be used (DatabaseError)
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "%1 is not a geoquiz database (not a SQLite file); it was left untouched",
        ),
        (
            r"^(.*) is damaged \((.*)\); it was left untouched, restore a backup or move it away$",
            QT_TRANSLATE_NOOP(
                "CardProblems",
                "%1 is damaged (%2); it was left untouched, restore a backup or move it away",
            ),
        ),
        (
            r"^(.*) cannot be read as a database \((.*)\); it was left untouched$",
            QT_TRANSLATE_NOOP(
                "CardProblems", "%1 cannot be read as a database (%2); it was left untouched"
            ),
        ),
        QT_TRANSLATE_NOOP(
            "CardProblems",
            "%1 is not a geoquiz database (it holds other tables); it was left untouched",
        ),
        (
            r"^(.*) was written by a newer geoquiz \(schema (.*)\); please update geoquiz\. "
            r"The database was left untouched$",
            QT_TRANSLATE_NOOP(
                "CardProblems",
                "%1 was written by a newer geoquiz (schema %2); please update geoquiz. "
                "The database was left untouched",
            ),
        ),
        (
            r"^upgrading (.*) from schema (\S+) failed \((.*)\); the previous state was "
            r"restored \(a copy stays at (.*)\)$",
            QT_TRANSLATE_NOOP(
                "CardProblems",
                "upgrading %1 from schema %2 failed (%3); the previous state was restored "
                "(a copy stays at %4)",
            ),
        ),
        (
            r"^upgrading (.*) from schema (\S+) failed \((.*)\); nothing was changed$",
            QT_TRANSLATE_NOOP(
                "CardProblems", "upgrading %1 from schema %2 failed (%3); nothing was changed"
            ),
        ),
        (
            r"^cannot open the database (.*?): (.*)$",
            QT_TRANSLATE_NOOP("CardProblems", "cannot open the database %1: %2"),
        ),
        (
            r"^cannot create the database (.*?): (.*)$",
            QT_TRANSLATE_NOOP("CardProblems", "cannot create the database %1: %2"),
        ),
        (
            r"^cannot use database (.*?): (.*)$",
            QT_TRANSLATE_NOOP("CardProblems", "cannot use database %1: %2"),
        ),
        QT_TRANSLATE_NOOP("CardProblems", "not a database URL: %1"),
    ),
)

_OFF_BOARD = re.compile(r"^(.*) is not on the board: (\S+) km from Germany$")


_COLUMN_PREFIX = re.compile(r"^([a-z_]+(?:\.[a-z_]+)?): (.+)$")


def translate_message(message: str) -> str:
    """The English ``message`` of the card layer in the current UI language (or as it is).

    ``column: message`` (``db.cards.InvalidCardError``) keeps the column name and translates the
    message.
    """
    known = match_table(_PATTERNS, message)
    if known is not None:
        return known
    prefixed = _COLUMN_PREFIX.match(message)
    if prefixed:
        return f"{prefixed.group(1)}: {translate_message(prefixed.group(2))}"
    return message


def off_board_details(message: str) -> str:
    """The place and distance of an off-board message, translated ("…, 301 km from Germany")."""
    match = _OFF_BOARD.match(message)
    if match is None:
        return translate_message(message)
    return fill(
        _CONTEXT, QT_TRANSLATE_NOOP("CardProblems", "%1, %2 km from Germany"), match.groups()
    )
