"""What the start screen shows from the database: the newest resumable game, players' progress.

No widgets here: :func:`load_overview` runs on the start screen's worker thread the first time
(the SQLAlchemy import and a first migration are slow) and on the UI thread later. It waits for
the autosave writer first, so the move just played counts.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from geoquiz.app.runtime.save_writer import flush_saves

__all__ = [
    "MAX_PROGRESS_ROWS",
    "Overview",
    "PlayerProgress",
    "SavedGameInfo",
    "aware_utc",
    "load_overview",
]

# at most this many players in the progress panel (those with the most cards played)
MAX_PROGRESS_ROWS = 8


@dataclass(frozen=True)
class SavedGameInfo:
    """The newest unfinished saved game of a kind the start screen can open."""

    kind: str
    saved_at: datetime  # UTC, aware
    players: tuple[str, ...]


@dataclass(frozen=True)
class PlayerProgress:
    """One player's Finden-Sie-Minden record: cards played (scored tips), right, games."""

    name: str
    cards: int
    right: int
    games: int

    @property
    def share_right(self) -> float:
        return self.right / self.cards if self.cards else 0.0


@dataclass(frozen=True)
class Overview:
    """What the start screen shows from the database; ``error`` is one line or None."""

    saved: SavedGameInfo | None = None
    progress: tuple[PlayerProgress, ...] = ()
    error: str | None = None


def aware_utc(moment: datetime) -> datetime:
    """SQLite hands back naive datetimes; they were stored in UTC (``db.models.utcnow``)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _players(state: dict[str, Any]) -> tuple[str, ...]:
    seats = state.get("seats")  # a match's record (games.match.record)
    if isinstance(seats, list):
        return tuple(
            s["name"] for s in seats if isinstance(s, dict) and isinstance(s.get("name"), str)
        )
    config = state.get("config")  # a whole-state save of an earlier version
    players = config.get("players", []) if isinstance(config, dict) else []
    names: list[str] = []
    for p in players if isinstance(players, list) else []:
        name = p.get("name") if isinstance(p, dict) else p
        if isinstance(name, str) and name:
            names.append(name)
    return tuple(names)


def _latest_saved(kinds: Collection[str], url: str | None) -> SavedGameInfo | None:
    """The newest unfinished game among ``kinds`` (``db.savegames.latest_unfinished``)."""
    from sqlalchemy import select

    from geoquiz.db.models import SavedGame
    from geoquiz.db.savegames import latest_unfinished
    from geoquiz.db.session import session_scope

    flush_saves()  # the move just played is in what is read
    found = latest_unfinished(url=url)
    if found is None:
        return None
    candidates = [found] if found[0] in kinds else []
    if not candidates:  # the newest is of a kind without a screen: look per kind
        for kind in kinds:
            one = latest_unfinished(kind, url=url)
            if one is not None:
                candidates.append(one)
    best: SavedGameInfo | None = None
    with session_scope(url) as session:
        for kind, game_id, state in candidates:
            saved_at = session.scalars(
                select(SavedGame.updated_at).where(
                    SavedGame.kind == kind, SavedGame.game_id == game_id
                )
            ).one()
            info = SavedGameInfo(kind, aware_utc(saved_at), _players(state))
            if best is None or info.saved_at > best.saved_at:
                best = info
    return best


def _progress(url: str | None) -> tuple[PlayerProgress, ...]:
    from geoquiz.app.minden.progress import player_progress

    rows = [
        PlayerProgress(name, p.tips, p.right, len(p.games))
        for name, p in player_progress(url).items()
        if p.tips > 0
    ]
    rows.sort(key=lambda r: (-r.cards, r.name.casefold()))
    return tuple(rows[:MAX_PROGRESS_ROWS])


def load_overview(kinds: Collection[str], url: str | None = None) -> Overview:
    """Read the newest resumable game and the players' progress; never raises."""
    from geoquiz.app.play.autosave import error_line

    try:
        saved = _latest_saved(kinds, url)
    except Exception as exc:  # a broken database must not block the start screen
        return Overview(error=error_line(exc))
    try:
        progress = _progress(url)
    except Exception as exc:
        return Overview(saved=saved, error=error_line(exc))
    return Overview(saved, progress)
