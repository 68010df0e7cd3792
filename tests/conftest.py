"""Shared test setup: headless Qt, a private geometry cache, and isolated user settings.

* ``QT_QPA_PLATFORM=offscreen`` unless the caller chose a platform (widget and painting tests
  need no display).
* ``GEOQUIZ_CACHE_DIR`` points at a temporary folder for the whole session, so tests never read
  or write the user's cache (the first map load of a session builds it).
* ``GEOQUIZ_DATA_DIR`` points at a temporary folder and ``GEOQUIZ_DB`` is unset, so the card and
  saved-game database of a test run is a fresh SQLite file, never the user's (a developer's own
  ``GEOQUIZ_DB`` included).
* All of it lives in one ``geoquiz-tests-*`` folder that is removed when the test process ends.
* QSettings go to an ini file in a temporary folder under a test organisation name, so a test that
  picks a language does not change the user's choice; after each test the interface is English
  again.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_SESSION_DIR = Path(tempfile.mkdtemp(prefix="geoquiz-tests-"))


def _remove_session_dir() -> None:
    """The session's folder goes when the test process ends (also after a failed run)."""
    try:
        from geoquiz.db.session import close_all

        close_all()  # let SQLite close its files before they are removed
    except Exception:  # noqa: BLE001 - cleanup must not fail the run
        pass
    shutil.rmtree(_SESSION_DIR, ignore_errors=True)


atexit.register(_remove_session_dir)
os.environ.setdefault("GEOQUIZ_CACHE_DIR", str(_SESSION_DIR / "cache"))
os.environ["GEOQUIZ_DATA_DIR"] = str(_SESSION_DIR / "data")
os.environ.pop("GEOQUIZ_DB", None)
_SETTINGS_DIR = _SESSION_DIR / "settings"


def _isolate_settings() -> None:
    try:
        from PySide6.QtCore import QSettings
    except ImportError:  # the pure layers are testable without Qt
        return
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(_SETTINGS_DIR))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(_SETTINGS_DIR))
    from geoquiz.app.runtime import i18n

    i18n.SETTINGS_ORG = "geoquiz-tests"
    i18n.SETTINGS_APP = "geoquiz-tests"


_isolate_settings()

#: the shortest a test waits for something that is going to happen (ms). A Qt test waits for a
#: worker, a save or a paint with ``qtbot.wait…``; on a busy machine (CI, ``make stress`` with two
#: CPU hogs) the lowered worker threads take several times longer, and a 2-5 s wait failed tests
#: that were right. A wait returns as soon as its condition holds, so a passing test is not slower.
MIN_WAIT_MS = 30_000


def _patient_waits() -> None:
    try:
        from pytestqt.qtbot import QtBot
    except ImportError:
        return
    for name in (
        "waitUntil",
        "waitSignal",
        "waitSignals",
        "waitExposed",
        "waitActive",
        "waitCallback",
    ):
        original = getattr(QtBot, name)

        def patient(self: object, *args: object, _original=original, **kwargs: object) -> object:
            timeout = kwargs.get("timeout", 5000)
            if (
                kwargs.get("raising", True) is not False
                and isinstance(timeout, int)
                and timeout > 0
            ):
                kwargs["timeout"] = max(timeout, MIN_WAIT_MS)
            return _original(self, *args, **kwargs)

        setattr(QtBot, name, patient)


_patient_waits()


@pytest.fixture(autouse=True)
def _english_interface() -> Iterator[None]:
    """Every test starts with the English interface, whatever language an earlier test chose —
    in the translators, in the saved choice (the CLI reads it) and in ``GEOQUIZ_CLI_LANG`` (a
    CLI run with ``--lang`` sets it for the process). In a random order a test that chose German
    made a later CLI test speak German."""
    yield
    os.environ.pop("GEOQUIZ_CLI_LANG", None)
    os.environ.pop("GEOQUIZ_DB", None)  # `geoquiz --db F …` run in-process sets it for the process
    try:
        from geoquiz.app.runtime import i18n as _i18n

        store = _i18n.settings()
        store.remove(_i18n._LANG_KEY)
        store.remove("new_game")  # the new-game dialogs' memory of the last set-up
        store.remove("ui/sound")  # the sound switch (app.sound): on again
        store.sync()
    except ImportError:
        pass
    try:
        from PySide6.QtCore import QCoreApplication

        from geoquiz.app.runtime import i18n
    except ImportError:
        return
    if QCoreApplication.instance() is not None and i18n.current_language() != "en":
        i18n.install_translators("en")


@pytest.fixture(scope="session")
def qapp() -> Iterator[object]:
    """pytest-qt's application, made as the app makes it (``app.runtime.application``): the
    cyclic garbage collector runs on the UI thread only (``app.runtime.ui_gc``)."""
    from geoquiz.app.runtime.application import application

    yield application()


@pytest.fixture(autouse=True)
def _collect_on_ui_thread() -> Iterator[None]:
    """After each test, the UI thread collects what the test left (with the automatic collector
    off, a test that never runs the event loop would otherwise leave its cycles to the next)."""
    yield
    try:
        from geoquiz.app.play import autosave
        from geoquiz.app.runtime import ui_gc
    except ImportError:
        return
    # a test's games whose saves failed on purpose (broken databases) are not the next test's:
    # a main window closed later would ask about them (app.shell.quit_saves)
    autosave._UNSAVED.clear()
    collector = ui_gc.installed()
    if collector is not None:
        import gc

        gc.disable()  # a test that switched it on leaves the process as the app runs it
        collector.check()


def pytest_terminal_summary(
    terminalreporter: object, exitstatus: int, config: pytest.Config
) -> None:
    """Name the random order's seed last, also under ``-q`` (``make test``), so that a failure
    that depends on the order can be run again: ``pytest -p randomly --randomly-seed=N``."""
    seed = getattr(config.option, "randomly_seed", None)
    if seed is not None:
        terminalreporter.write_line(f"random order: --randomly-seed={seed}")  # type: ignore[attr-defined]
