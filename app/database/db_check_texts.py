"""The sentences of the database check and repair (``db.check``) in the user's language.

``db`` imports no Qt, so its check results, repair messages and errors are English sentences; the
CLI (``geoquiz db check``) and the dialog (``app.database.db_check_dialog``) translate them here,
by the
same pattern table as ``app.cards.problems`` (a message this table does not know goes to that
one, and is shown as it is when neither knows it). Imports QtCore only.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from geoquiz.app.cards.problems import match_table, messages_table, translate_message

__all__ = ["REPAIR_HINT", "repair_hint", "translate_check_message"]

_CONTEXT = "DbCheck"

#: appended to the one line of a damaged database (the CLI, the error dialog); the same text as
#: ``db.check.REPAIR_HINT`` (a test compares them)
REPAIR_HINT = QT_TRANSLATE_NOOP(
    "DbCheck",
    "Game → Check database… or `geoquiz db check` restores the last backup or starts a new "
    "database (the damaged file is kept)",
)

_TABLE = messages_table(
    _CONTEXT,
    (
        # db.check.CheckResult: problems and notes
        (
            r"^the file cannot be read \((.*)\)$",
            QT_TRANSLATE_NOOP("DbCheck", "the file cannot be read (%1)"),
        ),
        QT_TRANSLATE_NOOP(
            "DbCheck", "it is not a SQLite database file (its first bytes are wrong)"
        ),
        (
            r"^integrity check: (.*)$",
            QT_TRANSLATE_NOOP("DbCheck", "integrity check: %1"),
        ),
        QT_TRANSLATE_NOOP("DbCheck", "it is not a geoquiz database"),
        (
            r"^it was written by a newer geoquiz \(schema (\S+)\): update geoquiz$",
            QT_TRANSLATE_NOOP(
                "DbCheck", "it was written by a newer geoquiz (schema %1): update geoquiz"
            ),
        ),
        (r"^cannot connect: (.*)$", QT_TRANSLATE_NOOP("DbCheck", "cannot connect: %1")),
        QT_TRANSLATE_NOOP("DbCheck", "it does not exist yet: geoquiz creates it when it starts"),
        QT_TRANSLATE_NOOP("DbCheck", "it is empty: geoquiz sets it up when it starts"),
        (
            r"^it has the older schema (\S+): it is upgraded when geoquiz starts$",
            QT_TRANSLATE_NOOP(
                "DbCheck", "it has the older schema %1: it is upgraded when geoquiz starts"
            ),
        ),
        # db.check: repairs
        QT_TRANSLATE_NOOP(
            "DbCheck", "only a SQLite file can be repaired here; ask the server's administrator"
        ),
        (
            r"^there is no usable backup of (.*); start a new database instead$",
            QT_TRANSLATE_NOOP(
                "DbCheck", "there is no usable backup of %1; start a new database instead"
            ),
        ),
        (
            r"^the backup (.*) is damaged too; start a new database instead$",
            QT_TRANSLATE_NOOP(
                "DbCheck", "the backup %1 is damaged too; start a new database instead"
            ),
        ),
        (
            r"^restoring (.*) failed \((.*)\); the damaged file stays at (.*)$",
            QT_TRANSLATE_NOOP("DbCheck", "restoring %1 failed (%2); the damaged file stays at %3"),
        ),
        # app.cli.db: the report's lines
        (r"^(.*): OK \(schema (\S+)\)$", QT_TRANSLATE_NOOP("DbCheck", "%1: OK (schema %2)")),
        (r"^(.*): OK$", QT_TRANSLATE_NOOP("DbCheck", "%1: OK")),
        (r"^(.*) is damaged:$", QT_TRANSLATE_NOOP("DbCheck", "%1 is damaged:")),
        (r"^(.*) cannot be used:$", QT_TRANSLATE_NOOP("DbCheck", "%1 cannot be used:")),
        (
            r"^the newest usable backup is (.*), from (.*)$",
            QT_TRANSLATE_NOOP("DbCheck", "the newest usable backup is %1, from %2"),
        ),
        QT_TRANSLATE_NOOP(
            "DbCheck",
            "repair it with: geoquiz db check --repair restore (the backup takes its place) or "
            "--repair new (a new database); the damaged file is kept",
        ),
        QT_TRANSLATE_NOOP(
            "DbCheck",
            "there is no usable backup; start a new database with: geoquiz db check --repair new "
            "(the damaged file is kept)",
        ),
        (
            r"^restored (.*) from the backup (.*); the damaged file is kept at (.*)$",
            QT_TRANSLATE_NOOP(
                "DbCheck", "restored %1 from the backup %2; the damaged file is kept at %3"
            ),
        ),
        (
            r"^started a new database (.*); the damaged file is kept at (.*)$",
            QT_TRANSLATE_NOOP(
                "DbCheck", "started a new database %1; the damaged file is kept at %2"
            ),
        ),
        (
            r"^(.*) is not damaged: nothing was changed$",
            QT_TRANSLATE_NOOP("DbCheck", "%1 is not damaged: nothing was changed"),
        ),
    ),
)


def translate_check_message(message: str) -> str:
    """The English ``message`` of ``db.check`` or ``geoquiz db check`` in the UI language."""
    if message == REPAIR_HINT:
        return repair_hint()
    known = match_table(_TABLE, message)
    if known is not None:
        return known
    return translate_message(message)


def repair_hint() -> str:
    """:data:`REPAIR_HINT` in the UI language."""
    return QCoreApplication.translate(_CONTEXT, REPAIR_HINT)
