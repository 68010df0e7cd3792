"""The main window: a stack of screens (start screen first), menus, and ``run_app``."""

from __future__ import annotations

import os
import sys
from functools import partial

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QStackedWidget, QWidget

from geoquiz.app.runtime import i18n
from geoquiz.app.shell import window_place
from geoquiz.app.shell.quit_saves import saves_done_before_quit
from geoquiz.app.window import projector
from geoquiz.app.window.screens import START, load_screen_packages, screen

__all__ = ["MainWindow", "run_app"]

# The app does no large linear algebra, and numpy's OpenBLAS starting one thread per core (each
# with its buffers) costs ~60 ms of every start. numpy is first imported after this module (by
# the map canvas or the start screen's icons); an explicit setting of the user's wins.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


class MainWindow(QMainWindow):
    """Shows the start screen or one registered screen; menus for language and About."""

    def __init__(self, lang: str = "en") -> None:
        super().__init__()
        self.lang = lang
        self.current_key = START
        self._screens: dict[str, QWidget] = {}
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.setMinimumSize(800, 560)
        self._before_full_screen = Qt.WindowState.WindowNoState
        load_screen_packages()
        self._build()

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        from geoquiz.app.start.start_screen import StartScreen

        self.setWindowTitle("geoquiz")
        self.menuBar().clear()
        game = self.menuBar().addMenu(self.tr("&Game"))
        home = QAction(self.tr("&Start screen"), self)
        home.setShortcut(QKeySequence("Alt+Home"))
        home.triggered.connect(self.show_start)
        game.addAction(home)
        from geoquiz.app.table.setup import resume_table_text

        self.table_action = QAction(resume_table_text(), self)  # a table of phones (issue 16)
        self.table_action.triggered.connect(self.resume_table)
        game.addAction(self.table_action)
        # who plays each seat of the running game (a player who leaves: a computer takes over)
        self.players_action = QAction(self.tr("&Players…"), self)
        self.players_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.players_action.triggered.connect(self.change_players)
        game.addAction(self.players_action)
        self.addAction(self.players_action)  # also while a screen has the focus
        game.aboutToShow.connect(self._update_game_menu)
        check_db = QAction(self.tr("Check &database…"), self)  # integrity check, repair
        check_db.triggered.connect(self.check_database)
        game.addAction(check_db)
        game.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)

        language = self.menuBar().addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, name in i18n.LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.setChecked(code == self.lang)
            action.triggered.connect(partial(self.set_language, code))
            group.addAction(action)
            language.addAction(action)
            self.language_actions[code] = action

        view = self.menuBar().addMenu(self.tr("&View"))
        old = getattr(self, "projector_action", None)
        if old is not None:  # rebuilt for another language: one F11, not two (ambiguous)
            self.removeAction(old)
            old.deleteLater()
        self.projector_action = QAction(self.tr("&Projector mode"), self, checkable=True)
        self.projector_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.projector_action.setStatusTip(
            self.tr("Full screen, large type, high contrast: readable from the back row")
        )
        self.projector_action.setChecked(projector.is_on())
        self.projector_action.toggled.connect(self.set_projector)
        view.addAction(self.projector_action)
        self.addAction(self.projector_action)  # F11 also while a screen has the focus
        self._add_sound_switch(view)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        from geoquiz.app.rules.access import add_help_entries  # how to play each game; F1

        add_help_entries(self, help_menu, lambda: self.current_key)
        about = QAction(self.tr("&About geoquiz"), self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

        self.start_screen = StartScreen(self)
        self.start_screen.open_requested.connect(self.show_screen)
        self.start_screen.about_requested.connect(self.show_about)
        self.start_screen.quit_requested.connect(self.close)
        self.start_screen.resume_requested.connect(self.resume_game)
        self.start_screen.problem.connect(self._show_problem)
        self.stack.addWidget(self.start_screen)

    def _add_sound_switch(self, view: QMenu) -> None:
        """View ▸ Sound (Ctrl+M): the one switch of every game's sounds (:mod:`app.sound`),
        remembered; Stadt-Land's header box is the same switch."""
        from geoquiz.app import sound

        old = getattr(self, "sound_action", None)
        if old is not None:  # rebuilt for another language: one Ctrl+M, not two (ambiguous)
            self.removeAction(old)
            old.deleteLater()
        self.sound_action = QAction(self.tr("&Sound"), self, checkable=True)
        self.sound_action.setShortcut(QKeySequence("Ctrl+M"))
        self.sound_action.setStatusTip(self.tr("Short sounds in the games (die, tiles, cards)"))
        self.sound_action.setChecked(sound.sound_on())
        self.sound_action.toggled.connect(sound.set_sound_on)
        sound.switch().changed.connect(self.sound_action.setChecked)
        view.addAction(self.sound_action)
        self.addAction(self.sound_action)  # also while a screen has the focus

    # ------------------------------------------------------------------ navigation
    def show_start(self) -> None:
        """Show the start screen with the saved games and progress as they are now."""
        self.current_key = START
        self.start_screen.refresh()
        self.stack.setCurrentWidget(self.start_screen)
        self.start_screen.setFocus(Qt.FocusReason.OtherFocusReason)

    def resume_game(self, kind: str) -> QWidget | None:
        """Open the screen of ``kind`` and resume its newest unfinished game (its ``resume()``).

        Every game screen resumes from its lobby with a public ``resume()``; one that returns
        ``False`` (or raises) leaves the player in that lobby with the reason in the status bar.
        A saved table of phones (``db.table_saves.KIND``) reopens its table window.
        """
        from geoquiz.db.table_saves import KIND as TABLE

        if kind == TABLE:
            return self.resume_table()
        try:
            widget = self.show_screen(kind)
            resumed = widget.resume()  # type: ignore[attr-defined]
        except Exception as exc:  # a damaged save: one line, the lobby still works
            lines = str(exc).strip().splitlines()
            self._show_problem(
                self.tr("The game could not be resumed: %1").replace(
                    "%1", lines[0] if lines else type(exc).__name__
                )
            )
            return None
        if resumed is False:
            self._show_problem(self.tr("There is no unfinished game to resume."))
        return widget

    def resume_table(self) -> QWidget | None:
        """Open the newest unfinished table game (phones) again; else the reason in the status
        bar (``geoquiz.app.table.setup.resume_table``)."""
        from geoquiz.app.table.setup import resume_table

        try:
            return resume_table(self)
        except (LookupError, ValueError) as exc:
            self._show_problem(str(exc))
            return None

    def _show_problem(self, text: str) -> None:
        self.statusBar().showMessage(text, 15_000)

    def show_screen(self, key: str) -> QWidget:
        """Open a registered screen (built on first use) or the start screen; return it."""
        if key == START:
            self.show_start()
            return self.start_screen
        widget = self._screens.get(key)
        if widget is None:
            entry = screen(key)
            self._show_opening(entry.translated_title())  # a sign of progress before the build
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                widget = entry.factory(self.lang)
            finally:
                QApplication.restoreOverrideCursor()
            back = getattr(widget, "back_requested", None)
            if back is not None:
                back.connect(self.show_start)
            self._screens[key] = widget
            self.stack.addWidget(widget)
        self.current_key = key
        self.stack.setCurrentWidget(widget)
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        return widget

    def _show_opening(self, title: str) -> None:
        """Put up and paint the opening page (:mod:`app.window.opening`) while a screen is built."""
        from geoquiz.app.window.opening import OpeningPage

        page = self.findChild(OpeningPage)
        if page is None:
            page = OpeningPage()
            self.stack.addWidget(page)
        page.say(title)
        self.stack.setCurrentWidget(page)
        page.setGeometry(self.stack.contentsRect())  # laid out now, not on the next turn
        if self.isVisible():
            page.repaint()  # now: the event loop does not run until the screen is built

    def current_screen(self) -> QWidget:
        widget = self.stack.currentWidget()
        return widget if widget is not None else self.start_screen

    def check_database(self) -> None:
        """Game ▸ Check database… (its dialog is imported when asked for, not at start)."""
        from geoquiz.app.database.db_check_dialog import check_and_show

        check_and_show(self)

    def _update_game_menu(self) -> None:
        can = getattr(self.stack.currentWidget(), "can_change_players", None)
        self.players_action.setEnabled(bool(can and can()))

    def change_players(self) -> bool:
        """Hand the running game's seats over (the game screen's own dialog); False when no
        game runs here or nothing changed."""
        screen = self.stack.currentWidget()
        change = getattr(screen, "change_players", None)
        if change is None or not screen.can_change_players():  # type: ignore[union-attr]
            self._show_problem(self.tr("No game is running on this laptop."))
            return False
        return bool(change())

    def show_about(self) -> None:
        from geoquiz.app.window.about import AboutDialog

        AboutDialog(self).exec()

    # ------------------------------------------------------------------ projector
    def set_projector(self, on: bool, *, full_screen: bool = True, persist: bool = True) -> None:
        """Projector mode for the whole app (:mod:`app.window.projector`): full screen, type scaled
        to the
        screen's height, high contrast, wider map lines; ``F11`` or the View menu switch it and
        the choice is remembered (``persist``)."""
        screen = self.screen()
        projector.apply(on, screen.geometry().height() if screen is not None else None)
        self.start_screen.rescale()
        if self.projector_action.isChecked() != on:
            self.projector_action.blockSignals(True)
            self.projector_action.setChecked(on)
            self.projector_action.blockSignals(False)
        if full_screen and on and not self.isFullScreen():
            window_place.remember(self)  # F11 again returns to this (maximised or not)
            self._before_full_screen = self.windowState() & ~Qt.WindowState.WindowFullScreen
            self.showFullScreen()
        elif full_screen and not on and self.isFullScreen():
            self.setWindowState(self._before_full_screen)
        if persist:
            projector.save(on)

    # ------------------------------------------------------------------ language
    def set_language(self, lang: str) -> None:
        """Switch the interface language, remember it, and rebuild the screens.

        Rebuilding closes the open screens first; a screen that refuses to close (the card editor
        with unsaved changes whose author chose Cancel) keeps the current language.
        """
        if lang != self.lang and not self._close_screens():
            return
        i18n.save_language(lang)
        if lang == self.lang:
            return
        i18n.install_translators(lang)
        self.lang = lang
        key = self.current_key
        for widget in [self.start_screen, *self._screens.values()]:
            self.stack.removeWidget(widget)
            widget.deleteLater()
        self._screens.clear()
        self._build()
        self.show_screen(key)

    def _close_screens(self) -> bool:
        """Ask every open screen to close (games are autosaved; the editor may ask to save)."""
        return all(widget.close() for widget in list(self._screens.values()))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._close_screens():
            event.ignore()
            return
        # the last move's autosave is on disk before the window goes, or the player said to
        # quit without it (app.shell.quit_saves)
        if not saves_done_before_quit(self, self.start_screen._saved_title):
            event.ignore()
            return
        window_place.remember(self)
        super().closeEvent(event)


def run_app(lang: str | None = None) -> int:
    """Open the app; ``lang`` overrides the saved / system language for this run.

    From here on an unexpected error is logged and shown in a short dialog
    (:mod:`app.window.errors`).

    Raises ``ValueError`` for an unknown language and ``OSError`` when there is no display (both
    before any window exists, so ``geoquiz`` prints one line and exits with status 2).
    """
    code = i18n.resolve_language(lang)
    if (
        sys.platform.startswith("linux")
        and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
        and not os.environ.get("QT_QPA_PLATFORM")
        and QApplication.instance() is None
    ):
        raise OSError(
            "no display found (DISPLAY is not set); `geoquiz screenshot` works without one"
        )
    from geoquiz.app.runtime.application import application

    app = application()
    assert isinstance(app, QApplication)
    app.setApplicationName("geoquiz")
    app.setApplicationDisplayName("geoquiz")
    i18n.install_translators(code)
    from geoquiz.app.window.errors import install_error_handling

    install_error_handling()
    window = MainWindow(code)
    window_place.place(window)  # fits the screen, or as it was left
    window.show()
    from geoquiz.app.database.db_check_dialog import offer_repair_at_start

    QTimer.singleShot(0, window, partial(offer_repair_at_start, window))  # a damaged database
    if projector.saved():
        window.set_projector(True, persist=False)
    return app.exec()
