"""``geoquiz saves list [--json]`` and ``geoquiz saves check``: the saved games of the database.

Every game saved in the database of ``--db`` (default: ``GEOQUIZ_DB``, else the user's file) —
the laptop's matches (``db.savegames``, kind = the game) and the phone tables
(``db.table_saves``, kind ``table``) — in one list, the most recently saved first:

* ``list`` prints per save its ``game``, ``id``, ``where`` (``laptop`` or ``phones``),
  ``started`` and ``updated`` (UTC), ``players``, ``moves``, ``finished`` and ``format``
  (``match``: this version's move log; ``snapshot``: a hot-seat save of an earlier version,
  one position without moves; ``table``: a phone table of an earlier version); ``--json``
  prints them as one JSON list. A save that cannot be read is listed with ``damaged``.
* ``check`` replays every save as resuming it would (``games.match.record.convert_legacy``,
  then ``load_record``: every move through the game's rules) and prints one line per save that
  does not replay to a valid state, with the reason; exit status 1 if any is broken, else 0
  (like Anki's "Check database"). Nothing is changed.

A SQLite file that does not exist holds no saves (and is not created). Imports no Qt.
"""

from __future__ import annotations

import argparse
from typing import Any

from geoquiz.app.cli.commands import Sub, arg, command, print_json

__all__ = ["check_saves", "describe", "list_saves", "register", "run_check", "run_list"]

#: the ``kind`` of a phone table's save (``db.table_saves.KIND``)
TABLE_KIND = "table"


def _games() -> dict[str, Any]:
    from geoquiz.games import GAMES

    return dict(GAMES)


def _rows(url: str | None) -> list[dict[str, Any]]:
    """The saved rows of the database at ``url`` (none when its SQLite file does not exist)."""
    from geoquiz.db.savegames import saved_games
    from geoquiz.db.session import resolve_url, sqlite_path

    path = sqlite_path(resolve_url(url))
    if path is not None and not path.exists():
        return []
    return saved_games(url)


def _format_of(data: dict[str, Any]) -> str:
    from geoquiz.games.match.record import FORMAT, TABLE_FORMAT

    if data.get("format") == FORMAT:
        return "match"
    if data.get("format") == TABLE_FORMAT:
        return "table"
    return "snapshot"


def _converted(games: dict[str, Any], row: dict[str, Any]) -> dict[str, Any]:
    """The row's save as this version's match record (``ValueError``: one line, why not)."""
    from geoquiz.games.match.record import check_record, convert_legacy

    if row.get("damaged"):
        raise ValueError(row["damaged"])
    data = row["state"]
    kind = row["kind"]
    laptop = kind != TABLE_KIND
    if laptop and kind not in games and data.get("format") is None:
        raise ValueError(f"the saved game {kind!r} is not installed")
    try:
        record = convert_legacy(games, data, kind if laptop else None)
    except Exception as exc:  # noqa: BLE001 - an old save that does not decode: one line
        raise ValueError(f"the saved game cannot be read ({type(exc).__name__})") from exc
    record = check_record(record)
    if laptop and record["game"] != kind:
        raise ValueError(f"the save of a {kind} game holds a game of {record['game']}")
    return record


def describe(games: dict[str, Any], row: dict[str, Any]) -> dict[str, Any]:
    """What ``list`` shows of one saved row (``db.savegames.saved_games``)."""
    laptop = row["kind"] != TABLE_KIND
    entry: dict[str, Any] = {
        "game": row["kind"] if laptop else None,
        "id": row["game_id"],
        "where": "laptop" if laptop else "phones",
        "started": row["started"],
        "updated": row["updated"],
        "players": [],
        "moves": None,
        "finished": row["finished"],
        "format": None,
    }
    try:
        record = _converted(games, row)
    except ValueError as exc:
        entry["damaged"] = _line(exc)
        if not laptop and isinstance(row.get("state"), dict):
            game = row["state"].get("game")
            entry["game"] = game if isinstance(game, str) else None
        return entry
    entry.update(
        game=record["game"],
        players=[seat.get("name") if isinstance(seat, dict) else None for seat in record["seats"]],
        moves=len(record["moves"]),
        format=_format_of(row["state"]),
    )
    return entry


def _line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__


def list_saves(url: str | None = None) -> list[dict[str, Any]]:
    """Every save of the database at ``url`` as :func:`describe` shows it, newest first."""
    games = _games()
    return [describe(games, row) for row in _rows(url)]


def check_saves(url: str | None = None) -> tuple[int, list[tuple[dict[str, Any], str]]]:
    """``(how many saves, [(listed save, reason), …])``: every save replayed as resuming it
    would; the broken ones with the reason why it does not replay."""
    from geoquiz.games.match.record import load_record

    games = _games()
    rows = _rows(url)
    broken: list[tuple[dict[str, Any], str]] = []
    for row in rows:
        entry = describe(games, row)
        try:
            load_record(games, _converted(games, row), match_id=row["game_id"])
        except Exception as exc:  # noqa: BLE001 - any reason a save does not replay: its line
            broken.append((entry, _line(exc)))
    return len(rows), broken


def run_list(args: argparse.Namespace) -> int:
    """List every saved game: laptop matches and phone tables, newest first.

    Per save: game, id, where it was played (laptop or phones), started and last saved (UTC),
    players, moves, whether it is finished and its format (match, or an earlier version's
    snapshot or table). A save that cannot be read is listed as damaged."""
    entries = list_saves(args.db)
    if args.json:
        print_json(entries)
        return 0
    if not entries:
        print("no saved games")
        return 0
    for e in entries:
        if e.get("damaged"):
            print(f"{e['game'] or '?'} {e['id']} ({e['where']}): damaged: {e['damaged']}")
            continue
        state = "finished" if e["finished"] else "unfinished"
        players = ", ".join(str(p) for p in e["players"])
        print(
            f"{e['game']} {e['id']} ({e['where']}, {e['format']}): {players}; "
            f"{e['moves']} moves, {state}; started {e['started']}, saved {e['updated']}"
        )
    return 0


def run_check(args: argparse.Namespace) -> int:
    """Check that every saved game replays to a valid state.

    Replays every save as resuming it would (saves of earlier versions are converted first)
    and prints one line per save that does not replay, with the reason; exit status 1 if any
    is broken, 0 if every save replays. Nothing is changed."""
    total, broken = check_saves(args.db)
    for entry, reason in broken:
        print(f"{entry['game'] or '?'} {entry['id']} ({entry['where']}): {reason}")
    if not broken:
        print(f"{total} saved games: every one replays")
    return 1 if broken else 0


_DB = arg("--db", metavar="URL", help="database URL or SQLite file (default: geoquiz --db)")

register = command(
    "saves",
    "list and check the saved games",
    "The games saved in the database: laptop matches and phone tables.",
    (
        Sub("list", run_list, (_DB,), json="print one JSON list"),
        Sub("check", run_check, (_DB,)),
    ),
)
