"""Autosave storage for every game, and per-card results for progress statistics.

The app saves a game's plain-data state (DESIGN §1: JSON round-trips exactly) after every move under
``(kind, game_id)``; "Resume" on the start screen asks :func:`latest_unfinished`. States must be
JSON-serialisable dicts; a state that is not raises ``ValueError`` before anything is written.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from geoquiz.db.bootstrap import open_database, session_scope
from geoquiz.db.models import GameResult, SavedGame, utcnow

__all__ = [
    "delete_game",
    "latest_unfinished",
    "load_game",
    "record_result",
    "results",
    "save_game",
    "saved_games",
]


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
    results: Sequence[tuple[str, int | None, bool, dict[str, Any]]] = (),
    busy_timeout_ms: int | None = None,
) -> None:
    """Insert or replace the saved state of game ``game_id`` of ``kind``.

    ``results`` — ``(player, card_id, correct, detail)`` of the move just made — are stored in
    the same transaction, so a crash keeps both or neither. ``busy_timeout_ms`` shortens the
    wait for a database another process is writing (``DatabaseError`` of kind ``busy``).
    """
    plain = _plain(state, "a game state")
    details = [(p, c, ok, _plain(d, "a result detail")) for p, c, ok, d in results]
    with open_database(url).session(busy_timeout_ms=busy_timeout_ms) as session:
        for player, card_id, correct, detail in details:
            _add_result(session, kind, player, card_id, correct, detail)
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
    with open_database(url).read_session() as session:
        state = session.scalars(
            select(SavedGame.state).where(SavedGame.kind == kind, SavedGame.game_id == game_id)
        ).one_or_none()
        return dict(state) if state is not None else None


def latest_unfinished(
    kind: str | None = None, url: str | None = None
) -> tuple[str, str, dict[str, Any]] | None:
    """Return ``(kind, game_id, state)`` of the most recently saved unfinished game, or None.

    A saved game whose stored state cannot be read (a damaged row) is passed over, so one bad
    row does not hide the others.
    """
    query = select(SavedGame.id, SavedGame.kind, SavedGame.game_id).where(
        SavedGame.finished.is_(False)
    )
    if kind is not None:
        query = query.where(SavedGame.kind == kind)
    query = query.order_by(SavedGame.updated_at.desc(), SavedGame.id.desc())
    with open_database(url).read_session() as session:
        for row_id, row_kind, game_id in session.execute(query).all():
            try:
                state = session.scalar(select(SavedGame.state).where(SavedGame.id == row_id))
            except (ValueError, TypeError):  # not JSON: damaged
                continue
            if isinstance(state, dict):
                return row_kind, game_id, dict(state)
        return None


def saved_games(url: str | None = None) -> list[dict[str, Any]]:
    """Every saved game, the most recently saved first, as plain dicts: ``kind``, ``game_id``,
    ``started`` and ``updated`` (ISO times, UTC), ``finished``, and ``state`` (the stored dict)
    — or, for a row whose stored state cannot be read or is not an object, ``state`` None and
    the reason in ``damaged`` (one line), so that one bad row does not hide the others."""
    query = select(
        SavedGame.id,
        SavedGame.kind,
        SavedGame.game_id,
        SavedGame.finished,
        SavedGame.created_at,
        SavedGame.updated_at,
    ).order_by(SavedGame.updated_at.desc(), SavedGame.id.desc())
    out: list[dict[str, Any]] = []
    with open_database(url).read_session() as session:
        for row_id, kind, game_id, finished, created, updated in session.execute(query).all():
            entry: dict[str, Any] = {
                "kind": kind,
                "game_id": game_id,
                "started": _iso(created),
                "updated": _iso(updated),
                "finished": bool(finished),
                "state": None,
            }
            try:
                state = session.scalar(select(SavedGame.state).where(SavedGame.id == row_id))
            except (ValueError, TypeError):  # not JSON: damaged
                entry["damaged"] = "the stored game is not readable JSON"
            else:
                if isinstance(state, dict):
                    entry["state"] = dict(state)
                else:
                    entry["damaged"] = "the stored game is not a JSON object"
            out.append(entry)
    return out


def _iso(moment: Any) -> str | None:
    return moment.isoformat(timespec="seconds") if moment is not None else None


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
    with session_scope(url) as session:
        _add_result(session, kind, player, card_id, correct, plain)


def _add_result(
    session: Session,
    kind: str,
    player: str,
    card_id: int | None,
    correct: bool,
    detail: dict[str, Any],
) -> None:
    from geoquiz.db.models import Card

    if card_id is not None and session.get(Card, card_id) is None:
        card_id = None
    session.add(
        GameResult(kind=kind, player=player, card_id=card_id, correct=correct, detail=detail)
    )


def results(kind: str | None = None, url: str | None = None) -> list[dict[str, Any]]:
    """Return stored results, oldest first, as plain dicts (for progress views and tests)."""
    query = select(GameResult).order_by(GameResult.id)
    if kind is not None:
        query = query.where(GameResult.kind == kind)
    with open_database(url).read_session() as session:
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
