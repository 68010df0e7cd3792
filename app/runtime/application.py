"""The process's one ``QApplication``: :func:`application`."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication

from geoquiz.app.runtime import ui_gc

__all__ = ["application"]


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The running ``QApplication``, made now if there is none (with ``argv``, default the
    program's name), with the garbage collector moved to its UI thread (:mod:`.ui_gc`)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    assert isinstance(app, QApplication)
    ui_gc.install()
    return app
