"""The lobby of Finden Sie Minden: new game, resume, back, and every player's progress."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from geoquiz.app.minden.decks import enabled_decks, load_deck_cards
from geoquiz.app.minden.pages.end import colour_names
from geoquiz.app.minden.play import KIND, new_match
from geoquiz.app.minden.progress import Progress, player_progress
from geoquiz.app.play.laptop_match import LaptopMatch
from geoquiz.app.shell.fonts import scaled_font
from geoquiz.games.minden import COLOURS

__all__ = ["LobbyPage"]


def _first_line(exc: BaseException) -> str:
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


def _players_and_round(data: dict[str, Any]) -> tuple[str, str]:
    """The players' names and the round of a saved match (either version's save; "?" for a
    round the save does not tell)."""
    from geoquiz.games import GAMES
    from geoquiz.games.match import load_record
    from geoquiz.games.match.record import convert_legacy

    try:
        match = load_record(GAMES, convert_legacy(GAMES, data, KIND))
    except Exception:  # noqa: BLE001 - resuming says what is wrong; the tooltip shows "?"
        seats = data.get("seats")
        names = (
            [s.get("name", "") for s in seats if isinstance(s, dict)]
            if isinstance(seats, list)
            else []
        )
        return ", ".join(str(n) for n in names), "?"
    return ", ".join(s.name for s in match.seats), str(match.state.round)


class LobbyPage(QWidget):
    """Title, rules in one sentence, the three buttons (the screen connects them), progress."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        title = QLabel(QCoreApplication.translate("MindenScreen", "Deutschland: Finden Sie Minden"))
        title.setFont(scaled_font(title.font(), 2.0, bold=True))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        blurb = QLabel(
            QCoreApplication.translate(
                "MindenScreen",
                "Find places on the board: west or east, north, middle or south, the map square, "
                "the quadrant. Every right stone moves your piece, one wrong stone none.",
            )
        )
        blurb.setWordWrap(True)
        blurb.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(blurb)
        row = QHBoxLayout()
        row.addStretch(1)
        self.new_button = QPushButton(QCoreApplication.translate("MindenScreen", "&New game…"))
        self.resume_button = QPushButton(QCoreApplication.translate("MindenScreen", "&Resume"))
        self.back_button = QPushButton(QCoreApplication.translate("MindenScreen", "&Back"))
        from geoquiz.app.rules.access import rules_button

        self.rules_button = rules_button("minden")
        for b in (self.new_button, self.resume_button, self.rules_button, self.back_button):
            b.setMinimumWidth(140)
            row.addWidget(b)
        from geoquiz.app.tutorial.entry import tutorial_entry

        self.tutorial_entry = tutorial_entry("minden")  # the guided first game
        row.insertWidget(row.indexOf(self.rules_button) + 1, self.tutorial_entry)
        row.addStretch(1)
        layout.addLayout(row)
        self.progress_label = QLabel()
        self.progress_label.setTextFormat(Qt.TextFormat.RichText)
        self.progress_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.progress_label.setWordWrap(True)
        layout.addWidget(self.progress_label)
        self.error = QLabel()
        self.error.setStyleSheet("color: #B00020;")
        self.error.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.error)
        layout.addStretch(2)

    def show_error(self, exc: BaseException | str) -> None:
        """One line under the buttons."""
        self.error.setText(exc if isinstance(exc, str) else _first_line(exc))

    def clear(self) -> None:
        """Resume off and no progress shown, until :meth:`show_read` says what is stored."""
        self.resume_button.setEnabled(False)
        self.progress_label.setText("")

    @staticmethod
    def read(url: str | None) -> tuple[tuple[str, str] | None, dict[str, Progress]]:
        """The newest unfinished game's players and round, and the stored progress (the
        database and a replay of the saved moves: not on the UI thread, see
        ``GameScreen.read_for_lobby_later``)."""
        found = LaptopMatch.latest_saved(KIND, url)
        return (None if found is None else _players_and_round(found[1])), player_progress(url)

    def show_read(
        self,
        read: tuple[tuple[str, str] | None, dict[str, Progress]] | None,
        error: BaseException | None,
    ) -> None:
        """Show what :meth:`read` found, or that the database is not available."""
        self.clear()
        if error is not None or read is None:  # no database: new games still work, unsaved
            self.error.setText(
                QCoreApplication.translate(
                    "MindenScreen", "The database is not available: %1"
                ).replace("%1", _first_line(error or RuntimeError("?")))
            )
            return
        found, progress = read
        self.resume_button.setEnabled(found is not None)
        if found is not None:
            names, round_ = found
            self.resume_button.setToolTip(
                QCoreApplication.translate("MindenScreen", "%1 — round %2")
                .replace("%1", names)
                .replace("%2", round_)
            )
        if progress:
            self.progress_label.setText(self.progress_html(progress))

    def new_session(self, lang: str, *, url: str | None, persist: bool) -> LaptopMatch | None:
        """Ask for players and options and set the game up (None: cancelled or impossible)."""
        from geoquiz.app.minden.setup_dialog import NewGameDialog

        try:
            decks = enabled_decks(url)
        except Exception as exc:
            self.show_error(exc)
            return None
        dialog = NewGameDialog(decks, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        config = dialog.config()
        try:
            cards = load_deck_cards(dialog.deck_ids(), lang, url)
            colours = set(COLOURS) if config.expert else set(COLOURS) - {"blue"}
            playable = sum(1 for c in cards if c.colour in colours)
            if (playable + 1) // 2 < len(config.players):
                self.show_error(
                    QCoreApplication.translate(
                        "MindenScreen",
                        "The chosen decks hold too few cards for %1 players (%2 cards).",
                    )
                    .replace("%1", str(len(config.players)))
                    .replace("%2", str(playable))
                )
                return None
            if dialog.open_table(config, self, cards=cards):  # phone seats: the table runs the game
                return None
            return new_match(config, cards, persist=persist, url=url)
        except ValueError as exc:
            self.show_error(str(exc))
            return None

    def progress_html(self, progress: dict[str, Progress]) -> str:
        """Every player's record, one line each, under a bold heading."""
        names = colour_names()
        heading = QCoreApplication.translate("MindenScreen", "Progress")
        lines = [f"<b>{html.escape(heading)}</b>"]
        for name, entry in sorted(progress.items(), key=lambda kv: kv[0].casefold()):
            per_colour = ", ".join(
                QCoreApplication.translate("MindenScreen", "%1 %2 of %3")
                .replace("%1", names[c])
                .replace("%2", str(entry.right_by_colour[c][0]))
                .replace("%3", str(entry.right_by_colour[c][1]))
                for c in COLOURS
                if c in entry.right_by_colour
            )
            text = (
                self.tr("%1: %2 of %3 tips right in %n game(s)", "", len(entry.games))
                .replace("%1", name)
                .replace("%2", str(entry.right))
                .replace("%3", str(entry.tips))
            )
            kept = self.tr("%n card(s) kept", "", entry.cards_kept)
            lines.append(html.escape(f"{text} ({per_colour}); {kept}"))
        return "<br>".join(lines)
