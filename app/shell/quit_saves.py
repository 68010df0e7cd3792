"""Quitting waits for the last moves' saves: :func:`saves_done_before_quit`.

Autosaves are written on the writer's thread (:mod:`app.runtime.save_writer`); a database another
program is writing makes a save wait and retry for up to ~15 s
(``app.play.autosave.RETRY_DELAYS``).
Closing the window while that happens lost the last moves (4 of 4 tries with a busy database).
Now the window says "Saving…" while it waits, at most :data:`QUIT_WAIT_S` at a time, and if a
game's latest move is still not written it says which game and why, and asks: try again, or quit
without it. Nothing is dropped without the player having said so.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget

from geoquiz.app.play.autosave import retry_unsaved, unsaved_games
from geoquiz.app.runtime.save_writer import WRITER

__all__ = ["QUIT_WAIT_S", "saves_done_before_quit", "wait_for_saves"]

#: the longest one wait at quitting lasts (s): the writer's retries of a busy database included
QUIT_WAIT_S = 20.0
#: the "Saving…" window appears only when the wait lasts longer than this (ms)
SHOW_AFTER_MS = 300


def wait_for_saves(parent: QWidget | None, timeout_s: float = QUIT_WAIT_S) -> bool:
    """Wait until every save submitted so far is written or has failed, showing "Saving…"
    (the event loop runs meanwhile); True if the writer finished within ``timeout_s``."""
    if WRITER.idle():
        return True
    dialog = QProgressDialog(
        QCoreApplication.translate("QuitSaves", "Saving the last moves…"), "", 0, 0, parent
    )
    dialog.setWindowTitle(QCoreApplication.translate("QuitSaves", "Saving"))
    dialog.setCancelButton(None)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    deadline = time.monotonic() + timeout_s
    try:
        while time.monotonic() < deadline:
            # a job may submit another (a busy database's retry): wait until none is left
            if WRITER.flush(0.05) and WRITER.idle():
                return True
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        return WRITER.idle()
    finally:
        dialog.close()
        dialog.deleteLater()


def _not_saved_text(title_of: Callable[[str], str | None]) -> str:
    lines = []
    for kind, problem in unsaved_games():
        lines.append(f"• {title_of(kind) or kind}: {problem}")
    if not WRITER.idle():
        lines.append(
            "• " + QCoreApplication.translate("QuitSaves", "a save is still being written")
        )
    return "\n".join(lines)


def saves_done_before_quit(
    parent: QWidget | None,
    title_of: Callable[[str], str | None] = lambda _kind: None,
    *,
    timeout_s: float = QUIT_WAIT_S,
    ask: Callable[[str], bool] | None = None,
) -> bool:
    """Whether the app may quit now: every move is saved, or the player chose to quit without
    the moves named. ``ask(text)`` (default: a message box) returns True for "try again"."""
    while True:
        finished = wait_for_saves(parent, timeout_s)
        if finished and not unsaved_games():
            return True
        text = _not_saved_text(title_of)
        if ask is None:
            again = _ask(parent, text)
        else:
            again = ask(text)
        if not again:
            return True
        retry_unsaved()  # the writer gave up after its retries: one more round


def _ask(parent: QWidget | None, details: str) -> bool:
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("QuitSaves", "Not saved"))
    box.setText(
        QCoreApplication.translate("QuitSaves", "The last moves of these games are not saved yet:")
    )
    box.setInformativeText(details)
    retry = box.addButton(
        QCoreApplication.translate("QuitSaves", "&Try again"), QMessageBox.ButtonRole.AcceptRole
    )
    box.addButton(
        QCoreApplication.translate("QuitSaves", "&Quit without them"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    box.setDefaultButton(retry)
    box.exec()
    return box.clickedButton() is retry
