"""A match's saved form, and reading it back (every way of playing saves the same record).

The record is plain JSON::

    {"format": "geoquiz-match/1", "game": "tage", "seed": 5,
     "start": {...},                       # encode_state of the first state: the config, the deal
     "seats": [{"name": "Anna", "control": "laptop", "level": null, "stand_in": null}, ...],
     "moves": [{"seat": 0, "by": "person", "move": {...}, "reveals": false}, ...]}

``start`` is the config made concrete (the first state holds the config and the seeded deal), so
a replay does not depend on ``new_game`` staying the same from one version to the next.
:func:`load_record` replays every move through ``decode_move``/``apply``: a damaged record is
refused with one line, never half-loaded.

Saves of earlier versions still resume (:func:`convert_legacy`): a hot-seat game saved as a
whole-state snapshot becomes a match that starts at that state (its seats read from the game's
config); a phone table's record (``"format": 1``) keeps its moves, each attributed to the seat
that was to move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from geoquiz.games.contract import CHANCE, Game
from geoquiz.games.match.match import Entry, Match, Saver
from geoquiz.games.match.seats import Control, Seat, clean_name

__all__ = ["FORMAT", "check_record", "convert_legacy", "load_record", "record_of", "seats_of"]

FORMAT: Final = "geoquiz-match/1"
#: the phone table's records before the one driver (``db.table_saves``: ``"format": 1``)
TABLE_FORMAT: Final = 1
_BY = ("person", "computer", "chance", "clock")


def record_of(match: Match[Any, Any]) -> dict[str, Any]:
    """The saved form of ``match`` now (plain JSON)."""
    return {
        "format": FORMAT,
        "game": match.game.NAME,
        "seed": match.seed,
        "start": match.start_json(),
        "seats": [seat.to_json() for seat in match.seats],
        "moves": [entry.to_json() for entry in match.log],
    }


def check_record(record: object) -> dict[str, Any]:
    """``record`` if it has the shape of a match record, else ``ValueError`` with one line."""
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise ValueError("not a saved game of this version")
    if not isinstance(record.get("game"), str) or not isinstance(record.get("start"), dict):
        raise ValueError("the saved game names no game or first state")
    seed = record.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the saved game's seed is not a number")
    seats, moves = record.get("seats"), record.get("moves")
    if not isinstance(seats, list) or not seats or not isinstance(moves, list):
        raise ValueError("the saved game has no seats or no move list")
    for entry in moves:
        if (
            not isinstance(entry, dict)
            or not isinstance(entry.get("move"), dict)
            or entry.get("by") not in _BY
            or not (entry.get("seat") is None or type(entry.get("seat")) is int)
        ):
            raise ValueError("a saved move is damaged")
    return record


def _entry(data: dict[str, Any]) -> Entry:
    return Entry(data["seat"], data["by"], data["move"], bool(data.get("reveals", True)))


def load_record(
    games: Mapping[str, Game],
    record: object,
    *,
    match_id: str | None = None,
    saver: Saver | None = None,
    clock: Callable[[], float] | None = None,
) -> Match[Any, Any]:
    """The match saved as ``record`` (any format this version reads), every move replayed.

    ``ValueError`` with one line when the record is damaged, names a game that is not installed,
    or holds a move the game refuses."""
    data = check_record(convert_legacy(games, record))
    game = games.get(data["game"])
    if game is None:
        raise ValueError(f"the saved game {data['game']!r} is not installed")
    try:
        seats = [Seat.from_json(s) for s in data["seats"]]
        start = game.decode_state(data["start"])
        extra: dict[str, Any] = {} if clock is None else {"clock": clock}
        match: Match[Any, Any] = Match(
            game, seats, seed=data["seed"], start=start, match_id=match_id, **extra
        )
        match._replayed([_entry(e) for e in data["moves"]])
    except ValueError as exc:
        if str(exc).startswith("the saved game") or "saved seat" in str(exc):
            raise
        raise ValueError(f"the saved game cannot be replayed ({type(exc).__name__})") from exc
    except Exception as exc:  # noqa: BLE001 - any damage: one line, nothing half-loaded
        raise ValueError(f"the saved game cannot be replayed ({type(exc).__name__})") from exc
    match.saver = saver
    return match


def seats_of(state: object) -> list[Seat]:
    """The seats a game's config describes (the hot-seat saves before the one driver kept who
    plays each seat in the config, in four spellings): a computer seat with its level, every
    other seat a person at the laptop."""
    config = getattr(state, "config", None)
    players = getattr(config, "players", None)
    if players is None:
        raise ValueError("the saved game names no players")
    seats = []
    for i, player in enumerate(players):
        if isinstance(player, str):
            seats.append(Seat(clean_name(player, f"Player {i + 1}")))
            continue
        name = clean_name(str(getattr(player, "name", "")), f"Player {i + 1}")
        level = str(getattr(player, "level", "medium"))
        kind = getattr(player, "kind", getattr(player, "controller", "human"))
        if getattr(player, "computer", False) is True or kind == "computer":
            seats.append(Seat(name, "computer", level))
        elif kind in ("easy", "medium", "hard"):  # Finden Sie Minden: the level is the controller
            seats.append(Seat(name, "computer", str(kind)))
        else:
            seats.append(Seat(name))
    return seats


def convert_legacy(games: Mapping[str, Game], record: object, kind: str | None = None) -> object:
    """A record of this version for a save of an earlier one (unchanged if it is current or not
    recognised): a phone table's record, or a hot-seat snapshot of game ``kind``."""
    if not isinstance(record, dict) or record.get("format") == FORMAT:
        return record
    if record.get("format") == TABLE_FORMAT and "start" in record:
        return _from_table(games, record)
    if kind is not None and kind in games:
        game = games[kind]
        state = game.decode_state(record)
        seed = getattr(getattr(state, "config", None), "seed", 0)
        return {
            "format": FORMAT,
            "game": kind,
            "seed": int(seed) if isinstance(seed, int) else 0,
            "start": game.encode_state(state),
            "seats": [s.to_json() for s in seats_of(state)],
            "moves": [],
        }
    return record


def _from_table(games: Mapping[str, Game], record: dict[str, Any]) -> object:
    game = games.get(str(record.get("game")))
    seats_in, moves_in = record.get("seats"), record.get("moves")
    if game is None or not isinstance(seats_in, list) or not isinstance(moves_in, list):
        return record  # check_record / load_record say what is wrong
    seats = []
    for s in seats_in:
        if not isinstance(s, dict):
            return record
        name = clean_name(str(s.get("name", "")), "?")
        if s.get("bot"):
            seats.append(Seat(name, "computer", str(s["bot"]), None))
        else:
            stand_in = s.get("stand_in")
            control: Control = "laptop" if s.get("laptop") else "phone"
            seats.append(Seat(name, control, None, stand_in if isinstance(stand_in, str) else None))
    entries = []
    try:
        state = game.decode_state(record["start"])
        for move in moves_in:
            current = game.current_player(state)
            if current == CHANCE:
                seat, by = None, "chance"
            elif isinstance(current, int):
                seat, by = current, ("computer" if seats[current].computer else "person")
            else:
                seat, by = None, "clock"
            entries.append({"seat": seat, "by": by, "move": move, "reveals": True})
            state = game.apply(state, game.decode_move(move))
    except Exception:  # noqa: BLE001 - load_record replays again and says what is wrong
        entries = [{"seat": None, "by": "clock", "move": m, "reveals": True} for m in moves_in]
    return {
        "format": FORMAT,
        "game": game.NAME,
        "table": {
            "port": record.get("port"),
            "tokens": [s.get("token_sha256") if isinstance(s, dict) else None for s in seats_in],
        },
        "seed": record.get("seed"),
        "start": record.get("start"),
        "seats": [s.to_json() for s in seats],
        "moves": entries,
    }
