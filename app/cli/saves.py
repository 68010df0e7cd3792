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

A SQLite file that does not exist holds no saves (and is not created). The text lines are in
the user's language (``--lang``; the JSON's keys and values stay as they are); Qt is imported only
to translate them into another language than English.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from geoquiz.app.cli.commands import Sub, arg, command, print_json
from geoquiz.app.cli.main import translated

__all__ = ["check_saves", "describe", "list_saves", "register", "run_check", "run_list"]

# the ``kind`` of a phone table's save (``db.table_saves.KIND``)
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


def _messages() -> Callable[[str], str]:
    """The translator of this command's English lines (and of the reasons ``games.match`` and
    ``db.savegames`` give), by the pattern tables of ``app.cards.problems``."""
    from PySide6.QtCore import QT_TRANSLATE_NOOP

    from geoquiz.app.cards.problems import match_table, messages_table

    table = messages_table(
        "SavesCli",
        (
            QT_TRANSLATE_NOOP("SavesCli", "laptop"),
            QT_TRANSLATE_NOOP("SavesCli", "phones"),
            QT_TRANSLATE_NOOP("SavesCli", "match"),
            QT_TRANSLATE_NOOP("SavesCli", "snapshot"),
            QT_TRANSLATE_NOOP("SavesCli", "table"),
            QT_TRANSLATE_NOOP("SavesCli", "no saved games"),
            (r"^damaged: (.*)$", QT_TRANSLATE_NOOP("SavesCli", "damaged: %1")),
            (
                r"^(\d+) moves?, finished; started (\S+), saved (\S+)$",
                QT_TRANSLATE_NOOP("SavesCli", "moves: %1, finished; started %2, saved %3"),
            ),
            (
                r"^(\d+) moves?, unfinished; started (\S+), saved (\S+)$",
                QT_TRANSLATE_NOOP("SavesCli", "moves: %1, unfinished; started %2, saved %3"),
            ),
            QT_TRANSLATE_NOOP("SavesCli", "1 saved game: it replays"),
            (
                r"^(\d+) saved games: every one replays$",
                QT_TRANSLATE_NOOP("SavesCli", "%1 saved games: every one replays"),
            ),
            # why a save does not replay (this module, db.savegames, games.match)
            QT_TRANSLATE_NOOP("SavesCli", "the stored game is not readable JSON"),
            QT_TRANSLATE_NOOP("SavesCli", "the stored game is not a JSON object"),
            (
                r"^the saved game ('.*') is not installed$",
                QT_TRANSLATE_NOOP("SavesCli", "the saved game %1 is not installed"),
            ),
            (
                r"^the saved game cannot be read \((.*)\)$",
                QT_TRANSLATE_NOOP("SavesCli", "the saved game cannot be read (%1)"),
            ),
            (
                r"^the saved game cannot be replayed \((.*)\)$",
                QT_TRANSLATE_NOOP("SavesCli", "the saved game cannot be replayed (%1)"),
            ),
            (
                r"^the save of a (\S+) game holds a game of (\S+)$",
                QT_TRANSLATE_NOOP("SavesCli", "the save of a %1 game holds a game of %2"),
            ),
            QT_TRANSLATE_NOOP("SavesCli", "not a saved game of this version"),
            QT_TRANSLATE_NOOP("SavesCli", "the saved game names no game or first state"),
            QT_TRANSLATE_NOOP("SavesCli", "the saved game's seed is not a number"),
            QT_TRANSLATE_NOOP("SavesCli", "the saved game has no seats or no move list"),
            QT_TRANSLATE_NOOP("SavesCli", "a saved move is damaged"),
            QT_TRANSLATE_NOOP("SavesCli", "a saved seat is not an object"),
            QT_TRANSLATE_NOOP("SavesCli", "a saved seat has no name or control"),
            QT_TRANSLATE_NOOP("SavesCli", "a saved seat's level is not text"),
        ),
    )
    return lambda text: match_table(table, text) or text


def _say(text: str, args: argparse.Namespace) -> str:
    """``text`` in the user's language (``--lang``, else the system's)."""
    return translated(text, getattr(args, "lang", None), _messages)


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
        print(_say("no saved games", args))
        return 0
    for e in entries:
        head = f"{e['game'] or '?'} {e['id']} ({_say(e['where'], args)}"
        if e.get("damaged"):
            print(f"{head}): {_say('damaged: ' + _say(e['damaged'], args), args)}")
            continue
        state = "finished" if e["finished"] else "unfinished"
        moves = f"{e['moves']} move" + ("" if e["moves"] == 1 else "s")
        players = ", ".join(str(p) for p in e["players"])
        summary = f"{moves}, {state}; started {e['started']}, saved {e['updated']}"
        print(f"{head}, {_say(e['format'], args)}): {players}; {_say(summary, args)}")
    return 0


def run_check(args: argparse.Namespace) -> int:
    """Check that every saved game replays to a valid state.

    Replays every save as resuming it would (saves of earlier versions are converted first)
    and prints one line per save that does not replay, with the reason; exit status 1 if any
    is broken, 0 if every save replays. Nothing is changed."""
    total, broken = check_saves(args.db)
    for entry, reason in broken:
        where = _say(entry["where"], args)
        print(f"{entry['game'] or '?'} {entry['id']} ({where}): {_say(reason, args)}")
    if not broken:
        if total == 0:
            summary = "no saved games"
        elif total == 1:
            summary = "1 saved game: it replays"
        else:
            summary = f"{total} saved games: every one replays"
        print(_say(summary, args))
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
