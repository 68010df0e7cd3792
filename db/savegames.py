"""Autosave storage for every game, and per-card results for progress statistics.

The app saves a game's plain-data state (DESIGN §1: JSON round-trips exactly) after every move under
``(kind, game_id)``; "Resume" on the start screen asks :func:`latest_unfinished`. States must be
JSON-serialisable dicts; a state that is not raises ``ValueError`` before anything is written.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select

from geoquiz.db.bootstrap import session_scope
from geoquiz.db.models import GameResult, SavedGame, utcnow

__all__ = ["delete_game", "latest_unfinished", "load_game", "record_result", "results", "save_game"]


def _plain(value: dict[str, Any], what: str) -> dict[str, Any]:
    """Return a deep copy of ``value`` through JSON, so stored == loaded exactly."""
    if not isinstance(value, dict):
        raise ValueError(f"{what} must be a dict, not {type(value).__name__}")
    try:
        plain = json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{what} is not plain JSON data: {exc}") from exc
    return dict(plain)


def save_game(
    kind: str,
    game_id: str,
    state: dict[str, Any],
    *,
    finished: bool = False,
    url: str | None = None,
) -> None:
    """Insert or replace the saved state of game ``game_id`` of ``kind``."""
    plain = _plain(state, "a game state")
    with session_scope(url) as session:
        row = session.scalars(
            select(SavedGame).where(SavedGame.kind == kind, SavedGame.game_id == game_id)
        ).one_or_none()
        if row is None:
            session.add(SavedGame(kind=kind, game_id=game_id, state=plain, finished=finished))
        else:
            row.state = plain
            row.finished = finished
            row.updated_at = utcnow()


def load_game(kind: str, game_id: str, url: str | None = None) -> dict[str, Any] | None:
    """Return the saved state of a game, or None if there is none."""
    with session_scope(url) as session:
        state = session.scalars(
            select(SavedGame.state).where(SavedGame.kind == kind, SavedGame.game_id == game_id)
        ).one_or_none()
        return dict(state) if state is not None else None


def latest_unfinished(
    kind: str | None = None, url: str | None = None
) -> tuple[str, str, dict[str, Any]] | None:
    """Return ``(kind, game_id, state)`` of the most recently saved unfinished game, or None."""
    query = select(SavedGame).where(SavedGame.finished.is_(False))
    if kind is not None:
        query = query.where(SavedGame.kind == kind)
    query = query.order_by(SavedGame.updated_at.desc(), SavedGame.id.desc()).limit(1)
    with session_scope(url) as session:
        row = session.scalars(query).one_or_none()
        if row is None:
            return None
        return row.kind, row.game_id, dict(row.state)


def delete_game(kind: str, game_id: str, url: str | None = None) -> bool:
    """Delete a saved game; return whether one existed."""
    with session_scope(url) as session:
        row = session.scalars(
            select(SavedGame).where(SavedGame.kind == kind, SavedGame.game_id == game_id)
        ).one_or_none()
        if row is None:
            return False
        session.delete(row)
        return True


def record_result(
    kind: str,
    player: str,
    card_id: int | None,
    correct: bool,
    detail: dict[str, Any],
    url: str | None = None,
) -> None:
    """Store one scored answer (``card_id`` may be None for questions without a stored card).

    A ``card_id`` that no longer exists (the card was deleted meanwhile) is stored as None rather
    than failing the game.
    """
    plain = _plain(detail, "a result detail")
    from geoquiz.db.models import Card

    with session_scope(url) as session:
        if card_id is not None and session.get(Card, card_id) is None:
            card_id = None
        session.add(
            GameResult(kind=kind, player=player, card_id=card_id, correct=correct, detail=plain)
        )


def results(kind: str | None = None, url: str | None = None) -> list[dict[str, Any]]:
    """Return stored results, oldest first, as plain dicts (for progress views and tests)."""
    query = select(GameResult).order_by(GameResult.id)
    if kind is not None:
        query = query.where(GameResult.kind == kind)
    with session_scope(url) as session:
        return [
            {
                "kind": r.kind,
                "player": r.player,
                "card_id": r.card_id,
                "correct": r.correct,
                "detail": dict(r.detail),
                "created_at": r.created_at,
            }
            for r in session.scalars(query)
        ]
