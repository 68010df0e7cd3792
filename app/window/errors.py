"""No traceback ever reaches a player: unexpected errors go to a log file and a short dialog.

:func:`install_error_handling` (called by ``run_app``) replaces ``sys.excepthook``. PySide6 hands
every exception escaping a slot, an event handler or a timer to that hook, so a bug in one screen
becomes a line in the log (with the full traceback) and a short translated message box, and the
app keeps running. Games are autosaved after every move (DESIGN §1), so the message can promise
that the game was saved after the last move — except for a database error (busy, read-only, disk
full …), which is shown as its one translated sentence (``db.errors.friendly``), with no SQL text
and no such promise; for a damaged database it adds where the repair is (*Game → Check
database…*, ``app.database.db_check_dialog``).

Qt's own warnings, critical and fatal messages go to the same log (a fatal message still ends the
program — Qt aborts after the handler — but the reason is then on disk).

The dialog is injectable: ``install_error_handling(show=...)`` receives ``(message, log_file)``
instead of opening a :class:`QMessageBox`, which tests use. The default box is non-modal (``open``,
not ``exec``), and while one is showing no second one opens, so an error repeating in a paint
handler cannot bury the window under dialogs.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from geoquiz.geo.resources import user_dir

__all__ = [
    "ErrorHandler",
    "default_log_dir",
    "install_error_handling",
    "log_file",
    "uninstall_error_handling",
]

LOG_NAME = "geoquiz.log"
LOGGER = "geoquiz"
# the log file is rotated at this size (one backup kept)
MAX_BYTES = 1_000_000

ShowError = Callable[[str, Path], None]


def default_log_dir() -> Path:
    """``GEOQUIZ_LOG_DIR`` if set, else ``platformdirs.user_log_dir("geoquiz")``."""
    return user_dir("GEOQUIZ_LOG_DIR", "log")


def log_file(log_dir: Path | None = None) -> Path:
    """The log file in ``log_dir`` (default :func:`default_log_dir`)."""
    return (log_dir or default_log_dir()) / LOG_NAME


def _database_line(exc: BaseException) -> str | None:
    """The translated sentence for a database or disk error, or None for anything else."""
    import sqlite3

    from geoquiz.db.errors import DatabaseError, friendly

    if isinstance(exc, DatabaseError):
        text = str(exc)
    elif isinstance(exc, sqlite3.Error) or type(exc).__module__.startswith("sqlalchemy"):
        text = str(friendly(exc))
    else:
        return None
    from geoquiz.app.cards.problems import translate_message

    line = translate_message(text)
    if getattr(exc, "kind", None) == "corrupt" or (
        not isinstance(exc, DatabaseError) and friendly(exc).kind == "corrupt"
    ):
        # a damaged file: every later save fails the same way, so say where the way back is
        from geoquiz.app.database.db_check_texts import repair_hint

        line = f"{line}\n\n{repair_hint()}"
    return line


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


class ErrorHandler:
    """The installed hooks: logs to :attr:`log_path`, tells the player through ``show``."""

    def __init__(self, log_dir: Path | None = None, show: ShowError | None = None) -> None:
        self.log_path = log_file(log_dir)
        self.logger = logging.getLogger(LOGGER)
        self._handler: logging.Handler | None = None
        try:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            handler: logging.Handler = logging.handlers.RotatingFileHandler(
                self.log_path, maxBytes=MAX_BYTES, backupCount=1, encoding="utf-8"
            )
        except OSError:  # no writable log folder: errors still reach stderr and the dialog
            handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        handler.setLevel(logging.WARNING)
        self._handler = handler
        self.logger.addHandler(handler)
        self._previous_level = self.logger.level
        if self.logger.level == logging.NOTSET or self.logger.level > logging.WARNING:
            self.logger.setLevel(logging.WARNING)
        self.show: ShowError = show or self._message_box
        self._box: QMessageBox | None = None
        self._previous_hook = sys.excepthook
        self.errors = 0

    # ------------------------------------------------------------------ hooks
    def excepthook(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        """Log the traceback, tell the player in one short message, keep running."""
        if issubclass(exc_type, KeyboardInterrupt):  # Ctrl+C in a terminal still ends the app
            self._previous_hook(exc_type, exc, tb)
            return
        self.errors += 1
        self.logger.error("unexpected error", exc_info=(exc_type, exc, tb))
        if self._handler is not None:
            self._handler.flush()
        database_line = _database_line(exc)
        if database_line is not None:
            # a database problem (busy, read-only, disk full …): say what happened and what to
            # do, without SQL text and without promising that the change was saved
            message = (
                database_line
                + "\n\n"
                + QCoreApplication.translate(
                    "ErrorHandler", "The details are in the log file %1."
                ).replace("%1", str(self.log_path))
            )
            try:
                self.show(message, self.log_path)
            except Exception:
                self.logger.exception("showing the error dialog failed")
            return
        message = (
            QCoreApplication.translate("ErrorHandler", "Something went wrong: %1").replace(
                "%1", _one_line(exc)
            )
            + "\n\n"
            + QCoreApplication.translate(
                "ErrorHandler",
                "Your game was saved after the last move. The details are in the log file %1.",
            ).replace("%1", str(self.log_path))
        )
        try:
            self.show(message, self.log_path)
        except Exception:  # the dialog itself failed: the log has the error; never recurse
            self.logger.exception("showing the error dialog failed")

    def qt_message(self, kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        """Qt's warnings and worse go to the log (and stderr, as without the handler)."""
        level = {
            QtMsgType.QtWarningMsg: logging.WARNING,
            QtMsgType.QtCriticalMsg: logging.ERROR,
            QtMsgType.QtFatalMsg: logging.CRITICAL,
        }.get(kind)
        if level is not None:
            where = f" ({context.file}:{context.line})" if context.file else ""
            self.logger.log(level, "Qt: %s%s", text, where)
            if self._handler is not None:
                self._handler.flush()
        print(text, file=sys.stderr)

    # ------------------------------------------------------------------ dialog
    def _message_box(self, message: str, _log: Path) -> None:
        if self._box is not None and self._box.isVisible():
            return
        parent: QWidget | None = QApplication.activeWindow()
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("ErrorHandler", "geoquiz — an error"))
        box.setText(message)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.open()
        self._box = box

    def close(self) -> None:
        if self._handler is not None:
            self.logger.removeHandler(self._handler)
            self._handler.close()
            self._handler = None
            # the level set for the log file must not outlive it (it hid the table's INFO lines)
            self.logger.setLevel(self._previous_level)


_installed: ErrorHandler | None = None


def install_error_handling(
    log_dir: Path | None = None, show: ShowError | None = None
) -> ErrorHandler:
    """Install the exception hook and the Qt message handler; return the handler."""
    global _installed
    uninstall_error_handling()
    handler = ErrorHandler(log_dir, show)
    sys.excepthook = handler.excepthook
    qInstallMessageHandler(handler.qt_message)
    _installed = handler
    return handler


def uninstall_error_handling() -> None:
    """Restore the hook found at installation and Qt's default message handler."""
    global _installed
    if _installed is None:
        return
    if sys.excepthook == _installed.excepthook:
        sys.excepthook = _installed._previous_hook
    qInstallMessageHandler(None)
    _installed.close()
    _installed = None
