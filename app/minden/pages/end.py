"""The end of the game: the final bonuses one by one, then the standings (phase ``over``).

The map part of the end (where the wrong tips went) is drawn by the screen; this page holds its
legend (``legend_label``) when the map is too crowded for names.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from geoquiz.app.minden.pages.base import ActionPage, seat_name
from geoquiz.games.minden import COLOURS

__all__ = ["Bonus", "EndPage", "colour_names", "kept_by_colour", "legend_line"]

# a final bonus move: its event (``reason`` "chips" or "colour:<c>", ``player``) and its steps
Bonus = tuple[dict[str, object], list[tuple[int, int]]]


def kept_by_colour(view: dict[str, Any], seat: int) -> dict[str, int]:
    """How many cards of each colour ``seat`` has kept (from the view)."""
    counts = dict.fromkeys(COLOURS, 0)
    for card in view["kept"][seat]:
        counts[str(card["colour"])] += 1
    return counts


def colour_names() -> dict[str, str]:
    return {
        "yellow": QCoreApplication.translate("MindenScreen", "yellow"),
        "orange": QCoreApplication.translate("MindenScreen", "orange"),
        "green": QCoreApplication.translate("MindenScreen", "green"),
        "blue": QCoreApplication.translate("MindenScreen", "blue"),
    }


def legend_line(number: str, title: str, name: str) -> str:
    """One numbered entry of the end map's legend."""
    return (
        QCoreApplication.translate("MindenScreen", "%1  %2 — tip of %3")
        .replace("%1", number)
        .replace("%2", title)
        .replace("%3", name)
    )


class EndPage(ActionPage):
    """``render_bonuses`` (one bonus after the other) and ``render_end`` (the standings)."""

    next_bonus_requested = Signal()
    new_game_requested = Signal()
    back_requested = Signal()

    legend_label: QLabel | None = None

    def clear(self) -> None:
        super().clear()
        self.legend_label = None

    def bonus_lines(self, view: dict[str, Any], bonuses: list[Bonus]) -> list[str]:
        """The final scoring, one line per bonus with its reason ("Anna +5: most yellow cards")."""
        most = {
            "yellow": QCoreApplication.translate("MindenScreen", "most yellow cards"),
            "orange": QCoreApplication.translate("MindenScreen", "most orange cards"),
            "green": QCoreApplication.translate("MindenScreen", "most green cards"),
            "blue": QCoreApplication.translate("MindenScreen", "most blue cards"),
        }
        tied = {
            "yellow": QCoreApplication.translate("MindenScreen", "most yellow cards (tied)"),
            "orange": QCoreApplication.translate("MindenScreen", "most orange cards (tied)"),
            "green": QCoreApplication.translate("MindenScreen", "most green cards (tied)"),
            "blue": QCoreApplication.translate("MindenScreen", "most blue cards (tied)"),
        }
        out = []
        for e, steps in bonuses:
            reason = str(e["reason"])
            n = len(steps)
            who = seat_name(view, int(str(e["player"])))
            if reason == "chips":
                why = self.tr("%n chip(s) owned", "", n)
            else:
                colour = reason.split(":", 1)[-1]
                why = (tied if n == 2 else most).get(colour, reason)
            out.append(
                QCoreApplication.translate("MindenScreen", "%1 +%2: %3")
                .replace("%1", who)
                .replace("%2", str(n))
                .replace("%3", why)
            )
        return out

    def render_bonuses(self, lines: list[str]) -> None:
        """The final scoring so far (``lines`` announced), and "Next bonus"."""
        self.title.setText(QCoreApplication.translate("MindenScreen", "Final scoring"))
        for line in lines:
            self.label(line)
        b = self.button(
            QCoreApplication.translate("MindenScreen", "&Next bonus"),
            lambda: self.next_bonus_requested.emit(),
        )
        b.setDefault(True)
        self.focus(b)

    def render_end(self, view: dict[str, Any], lines: list[str], *, ended_early: bool) -> None:
        """The champion, the standings, the final scoring and the way out."""
        order = [p for group in view["ranking"] for p in group]
        self.title.setText(
            QCoreApplication.translate("MindenScreen", "%1 is Deutscher Meister!").replace(
                "%1", seat_name(view, order[0])
            )
        )
        shown = [c for c in COLOURS if view["rules"]["expert"] or c != "blue"]
        names = colour_names()
        grid = QGridLayout()
        headers = [
            QCoreApplication.translate("MindenScreen", "Place"),
            QCoreApplication.translate("MindenScreen", "Player"),
            QCoreApplication.translate("MindenScreen", "Space"),
        ] + [names[c] for c in shown]
        for col, text in enumerate(headers):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        for place, p in enumerate(order, start=1):
            kept = kept_by_colour(view, p)
            values = [str(place), seat_name(view, p), str(view["positions"][p])] + [
                str(kept[c]) for c in shown
            ]
            for col, text in enumerate(values):
                grid.addWidget(QLabel(text), place, col)
        holder = QWidget()
        holder.setLayout(grid)
        self.action.addWidget(holder)
        holder.show()
        if ended_early:
            self.label(
                QCoreApplication.translate(
                    "MindenScreen",
                    "The draw pile could not deal another round, so the game ended early.",
                )
            )
        if lines:
            self.label(
                QCoreApplication.translate("MindenScreen", "Final scoring:")
                + "\n"
                + "\n".join(lines)
            )
        wrong = sum(1 for r in view["history"] if not r["right"])
        if wrong:
            self.label(
                self.tr(
                    "The map shows where the %n wrong tip(s) went: the indicator of each player "
                    "and the true place.",
                    "",
                    wrong,
                )
            )
        else:
            self.label(QCoreApplication.translate("MindenScreen", "No tip was wrong."))
        self.legend_label = self.label("")
        self.button(
            QCoreApplication.translate("MindenScreen", "New &game…"),
            lambda: self.new_game_requested.emit(),
        )
        self.focus(
            self.button(
                QCoreApplication.translate("MindenScreen", "&Back to the start"),
                lambda: self.back_requested.emit(),
            )
        )

    def set_legend(self, entries: list[str]) -> None:
        """The end map's legend (the map was too crowded to write the names on it)."""
        if self.legend_label is None:
            return
        self.legend_label.setText(
            QCoreApplication.translate(
                "MindenScreen", "On the map (black: the true place, colour: the tip):"
            )
            + "\n"
            + "\n".join(entries)
        )
