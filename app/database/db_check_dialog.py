"""*Game → Check database…*: the result of the database check, and for a damaged file its repair.

One dialog (:class:`DbCheckDialog`): it says that the database is OK, or what is wrong with it; for
a damaged SQLite file (truncated, zeroed, failing SQLite's integrity check) it offers, side by
side, **Restore the backup** (the newest usable one, with its date) and **Start a new database**.
Either way the damaged file is kept beside the new one as ``<name>.damaged-<timestamp>``
(``db.check``); the dialog then says what was done, in the same window.

:func:`check_and_show` runs the check (``PRAGMA integrity_check``; on a server: connect and read
the schema revision) and opens the dialog. :func:`offer_repair_at_start` is called once the main
window shows: when the file is visibly damaged (``db.check.looks_damaged``: its header and size,
no SQLite) it opens the same dialog, so a player is not left with "Autosave failed" after every
move and no way back.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from geoquiz.db.check import CheckResult

__all__ = ["DbCheckDialog", "check_and_show", "offer_repair_at_start"]


def _translated(message: str) -> str:
    from geoquiz.app.database.db_check_texts import translate_check_message

    return translate_check_message(message)


class DbCheckDialog(QDialog):
    """The check's result; for a damaged file the two repairs. ``repaired`` after either one."""

    repaired = Signal()

    def __init__(self, result: CheckResult, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result = result
        self.setWindowTitle(self.tr("Check database"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.details)
        self.outcome = QLabel(self)
        self.outcome.setWordWrap(True)
        self.outcome.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.outcome.hide()
        layout.addWidget(self.outcome)
        self.buttons = QDialogButtonBox(self)
        self.restore_button = QPushButton(self.tr("&Restore the backup"), self)
        self.restore_button.clicked.connect(self.restore)
        self.new_button = QPushButton(self.tr("Start a &new database"), self)
        self.new_button.clicked.connect(self.start_new)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._show_result()

    # ------------------------------------------------------------------ the result
    def _show_result(self) -> None:
        result = self.result
        lines = [_translated(line) for line in (*result.problems, *result.notes)]
        self.details.setText("\n".join(f"• {line}" for line in lines))
        self.details.setVisible(bool(lines))
        self.restore_button.setVisible(result.damaged and bool(result.backups))
        self.new_button.setVisible(result.damaged)
        if result.ok:
            self.summary.setText(self.tr("The database %1 is OK.").replace("%1", result.where))
            return
        if not result.damaged:
            self.summary.setText(
                self.tr("The database %1 cannot be used:").replace("%1", result.where)
            )
            return
        text = self.tr("The database %1 is damaged:").replace("%1", result.where)
        if result.backups:
            newest = result.backups[0]
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(newest.stat().st_mtime))
            choice = (
                self.tr(
                    "Restore the newest backup (%1, from %2), or start a new database with "
                    "the shipped decks."
                )
                .replace("%1", str(newest))
                .replace("%2", when)
            )
            self.restore_button.setDefault(True)
        else:
            choice = self.tr(
                "There is no usable backup. Start a new database with the shipped decks."
            )
            self.new_button.setDefault(True)
        kept = self.tr("Either way the damaged file is kept beside it as %1.damaged-….").replace(
            "%1", result.path.name if result.path is not None else ""
        )
        self.summary.setText(text)
        self.outcome.setText(f"{choice} {kept}")
        self.outcome.show()

    # ------------------------------------------------------------------ repairs
    def restore(self) -> None:
        """Keep the damaged file aside and put the newest usable backup in its place."""
        from geoquiz.db.check import restore_backup

        backup = self.result.backups[0] if self.result.backups else None
        self._repair(lambda: restore_backup(self.result.url, backup))

    def start_new(self) -> None:
        """Keep the damaged file aside and start a new database with the shipped decks."""
        from geoquiz.db.check import start_new

        self._repair(lambda: start_new(self.result.url))

    def _repair(self, action: object) -> None:
        from geoquiz.db.errors import DatabaseError

        assert callable(action)
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            done = action()
        except (DatabaseError, OSError) as exc:
            from geoquiz.app.cli.main import error_line

            self.outcome.setText(error_line(exc) or str(exc))
            self.outcome.show()
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        if done.restored_from is not None:
            text = self.tr(
                "The database was restored from the backup %1. The damaged file is kept at %2."
            ).replace("%1", str(done.restored_from))
        else:
            text = self.tr("A new database was started. The damaged file is kept at %2.")
        self.summary.setText(text.replace("%2", str(done.kept_aside)))
        self.details.hide()
        self.outcome.hide()
        self.restore_button.hide()
        self.new_button.hide()
        self.close_button.setDefault(True)
        self.repaired.emit()


def check_and_show(parent: QWidget | None = None, *_: object) -> DbCheckDialog:
    """Check the user's database and open the dialog with the result (non-modal, ``open``)."""
    from geoquiz.db.check import check_database

    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        result = check_database()
    finally:
        QGuiApplication.restoreOverrideCursor()
    dialog = DbCheckDialog(result, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    refresh = getattr(parent, "show_start", None)
    if callable(refresh):  # the start screen lists the saved games of the repaired database
        dialog.repaired.connect(refresh)
    dialog.open()
    return dialog


def offer_repair_at_start(parent: QWidget | None = None) -> DbCheckDialog | None:
    """Open the check's dialog when the user's database file is visibly damaged, else nothing."""
    from geoquiz.db.check import looks_damaged

    if not looks_damaged():
        return None
    return check_and_show(parent)
