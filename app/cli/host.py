"""``geoquiz host GAME --seats "Anna,Ben,computer:hard" [--bind ADDR] [--port N] [--no-window]``,
``geoquiz host --resume [TABLE_ID]``, ``geoquiz host --list``, ``geoquiz host --delete TABLE_ID``.

Hosts one game of any registered game at a table of phones (DESIGN §11, ``docs/protocol.md``).
Prints one JSON line per person's seat — ``seat``, ``name``, ``token``, ``url`` — as soon as the
server listens, so that scripts (and the tests) can join; computer seats are played by the game's
own computer players. With ``--no-window`` no window opens (a QCoreApplication only translates
the phones' texts) and the command ends when the game ends; otherwise the laptop window with the
QR codes and the public board opens and the command ends when it is closed.

Every table is saved after each move (the database of ``--db``); ``--resume`` opens the newest
unfinished one (or TABLE_ID) again with the same seats, on its old port when that is free: the
phones that had joined rejoin with their old links. Its seat lines have ``"token": null`` and
``"url": null`` — the table keeps only each code's SHA-256. A table is first saved with its first
move. ``--list`` prints the saved tables, newest first, one JSON line each (``id``, ``game``,
``players``, ``moves``, ``finished``, ``saved``); ``--delete TABLE_ID`` deletes one.

A table of computers only (``--seats computer,computer:easy --no-window``, the scripted and
benchmark way) opens no server: the game is played to its end at once (``--bot-delay`` seconds a
step; a round timer does not wait), saved like any table (``--list``, ``geoquiz saves list``),
one JSON line ``{"table": ID, "game": GAME}`` on stdout and the ranking on stderr. With the window
at least one seat must be a person.

The host's controls (a seat given to a computer or a new phone, a device removed, a player who
is away skipped) are the window's *Hand over…* menu per seat; with ``--no-window --control``
they are JSON lines on stdin (``{"seat": 1, "to": "computer", "level": "hard"}``, ``{"seat": 1,
"to": "phone"}``, ``{"seat": 1, "skip": true}``, ``{"seat": 1, "remove": true}``), each
answered by one JSON line on stdout (a new phone's ``url`` and ``token``, or ``error``).
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
import threading
import time
from typing import Any

from geoquiz.app.cli.main import UsageError

__all__ = ["register", "run_host"]


def register(subparsers: Any) -> None:
    """Add the ``host`` command."""
    host = subparsers.add_parser(
        "host",
        help="host a game for phones on the local network",
        description=(
            "Host a game at a table of phones: every person's seat gets a join address "
            "(printed as one JSON line per seat); computer seats play themselves."
        ),
    )
    host.add_argument(
        "game",
        nargs="?",
        help="the game: minden, tage, danmark, carcassonne, stadtland, or class (quiz)",
    )
    host.add_argument(
        "--resume",
        nargs="?",
        const="",
        metavar="TABLE_ID",
        help="open the newest unfinished table game again (or TABLE_ID), with the same seats",
    )
    host.add_argument(
        "--list",
        action="store_true",
        help="list the saved table games, newest first (one JSON line each: id, game, players, "
        "moves, finished, saved) and exit",
    )
    host.add_argument(
        "--delete", metavar="TABLE_ID", help="delete the saved table game TABLE_ID and exit"
    )
    host.add_argument(
        "--seats",
        help="the seats in order: a name (a phone), laptop:NAME (plays on the laptop) or "
        'computer[:LEVEL], e.g. "laptop:Anna,Ben,computer:hard"',
    )
    host.add_argument(
        "--bind", metavar="ADDR", help="address to listen on (default: this machine's LAN address)"
    )
    host.add_argument(
        "--port", type=int, default=0, help="port to listen on (default: a random free one)"
    )
    host.add_argument("--seed", type=int, help="the game's seed (default: random)")
    host.add_argument(
        "--bot-delay",
        type=float,
        default=0.6,
        metavar="S",
        help="seconds before each computer move or roll, so that people can follow (default 0.6)",
    )
    host.add_argument("--no-window", action="store_true", help="no window: run until the game ends")
    host.add_argument(
        "--room",
        action="store_true",
        help='also print the room code: a line {"room": URL, "code": "KXMTP"}; a phone that '
        "opens the URL, or types the code on the page at /, picks a free seat or watches",
    )
    host.add_argument(
        "--control",
        action="store_true",
        help="with --no-window: read the host's controls from stdin, one JSON line each — "
        '{"seat": 1, "to": "computer", "level": "hard"} (or "to": "phone" for a new code), '
        '{"seat": 1, "skip": true} (a computer plays the turn of a player who is away), '
        '{"seat": 1, "remove": true} (the device turned away, the seat waits with a new code); '
        "one JSON line answers each",
    )
    host.set_defaults(func=run_host)
    from geoquiz.app.cli.classroom import add_host_class_arguments  # geoquiz host class

    add_host_class_arguments(host)


def run_host(args: argparse.Namespace) -> int:
    from geoquiz.app.table.session import TableSession
    from geoquiz.games import GAMES
    from geoquiz.games.match import parse_seats

    if args.game == "class":  # the class quiz (DESIGN §12): app/cli/classroom.py
        from geoquiz.app.cli.classroom import run_host_class

        return run_host_class(args)
    if getattr(args, "list", False) or getattr(args, "delete", None) is not None:
        return _saved_tables(args)
    _check_network(args)
    if args.resume is not None:
        return _resume(args)
    if args.game is None:
        raise UsageError("geoquiz host: the game is required (or --resume)")
    if not args.seats:
        raise UsageError("geoquiz host: the following arguments are required: --seats")
    game = GAMES.get(args.game)
    if game is None:
        raise UsageError(
            f"geoquiz host: unknown game {args.game!r}; choose one of {', '.join(sorted(GAMES))}"
        )
    try:
        seats = parse_seats(args.seats, list(game.bots))
    except ValueError as exc:
        raise UsageError(f"geoquiz host: {exc}") from exc
    computers_only = all(seat.computer for seat in seats)
    if computers_only and not args.no_window:
        raise UsageError(
            "geoquiz host: at least one seat must be a person (a name), "
            "or --no-window for a game of computers only"
        )
    try:
        config = game.example_config(players=len(seats))
    except ValueError as exc:
        raise UsageError(f"geoquiz host: {exc}") from exc
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    session = TableSession.new(game, config, seed, seats)
    if computers_only:
        return play_computers(session, bot_delay=args.bot_delay)
    return _run(session, args)


def play_computers(session: Any, *, bot_delay: float = 0.0, url: str | None = None) -> int:
    """A table of computers only (``--no-window``, the scripted and benchmark way): no server,
    no phones — the match is played here to its end (``bot_delay`` seconds before each step;
    a round timer does not wait: the table's clock jumps to its deadline),
    saved as every table is (``--list``, ``geoquiz saves list``), and the ranking printed on
    stderr, the table's id as one JSON line on stdout."""
    from geoquiz.app.table.saves import TableSaver

    saver = TableSaver(url)
    now = [time.time()]
    session.clock = lambda: now[0]  # nobody waits for a round timer: time jumps to it
    try:
        print(json.dumps({"table": session.table_id, "game": session.game.NAME}), flush=True)
        while not session.over():
            if bot_delay:
                time.sleep(bot_delay)
            if session.step():
                continue
            deadline = session.deadline()
            if deadline is None:
                raise UsageError("geoquiz host: the computers cannot go on (no move, no clock)")
            now[0] = max(now[0], deadline)
            session.timed_step()
        saver.submit(session)
    finally:
        saver.close()
    if saver.error is not None:
        print(f"geoquiz host: {saver.error}", file=sys.stderr)
        return 1
    _print_ranking(session)
    return 0


def _print_ranking(session: Any) -> None:
    names = [["/".join(session.seats[s].name for s in group)] for group in session.match.ranking()]
    print(f"geoquiz host: game over after {session.ply} moves; ranking {names}", file=sys.stderr)


def _saved_tables(args: argparse.Namespace) -> int:
    """``--list``: one JSON line per saved table; ``--delete ID``: that table gone."""
    from geoquiz.db.table_saves import delete_table, list_tables

    if args.game is not None or args.seats or args.resume is not None:
        raise UsageError("geoquiz host: --list and --delete take no game, seats or --resume")
    if args.delete is not None:
        if args.list:
            raise UsageError("geoquiz host: --list or --delete, not both")
        if not delete_table(args.delete):
            raise UsageError(f"geoquiz host: there is no saved table {args.delete!r}")
        print(json.dumps({"deleted": args.delete}), flush=True)
        return 0
    for entry in list_tables():
        print(json.dumps(entry, ensure_ascii=False), flush=True)
    return 0


def _check_network(args: argparse.Namespace) -> None:
    if not 0 <= args.port <= 65535:
        raise UsageError("geoquiz host: --port must be 0…65535")
    if args.bot_delay < 0:
        raise UsageError("geoquiz host: --bot-delay must not be negative")
    if getattr(args, "control", False) and not args.no_window:
        raise UsageError("geoquiz host: --control is for --no-window (the window has a menu)")


def _resume(args: argparse.Namespace) -> int:
    from geoquiz.app.table.saves import load_saved, resume_port

    if args.seats:
        raise UsageError("geoquiz host: --resume keeps the saved seats (drop --seats)")
    try:
        session = load_saved(args.resume or None)
    except (LookupError, ValueError) as exc:
        raise UsageError(f"geoquiz host: {exc.args[0] if exc.args else exc}") from exc
    if args.game is not None and args.game != session.game.NAME:
        raise UsageError(
            f"geoquiz host: the saved table is {session.game.NAME!r}, not {args.game!r}"
        )
    args.port = resume_port(session, args.bind, args.port)
    return _run(session, args)


def _run(session: Any, args: argparse.Namespace) -> int:
    if args.no_window:
        if any(seat.laptop for seat in session.seats):
            raise UsageError("geoquiz host: laptop: seats need the window (drop --no-window)")
        return _headless(session, args)
    return _window(session, args)


def _print_seats(server: Any, room: bool = False) -> None:
    for seat in server.session.seats:
        if seat.phone:
            url = server.join_url(seat.index) if seat.token is not None else None
            line = {"seat": seat.index, "name": seat.name, "token": seat.token, "url": url}
            print(json.dumps(line, ensure_ascii=False), flush=True)
    if room:
        line = {"room": server.room_url(), "code": server.room_code()}
        print(json.dumps(line), flush=True)


def _headless(session: Any, args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from geoquiz.app.runtime import i18n
    from geoquiz.app.table.saves import TableSaver
    from geoquiz.app.table.server import TableServer

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    i18n.install_translators(i18n.resolve_language(args.lang))
    saver = TableSaver()
    server = TableServer(
        session, bind=args.bind, port=args.port, bot_delay=args.bot_delay, saver=saver
    )
    server.start()
    try:
        _print_seats(server, args.room)
        if getattr(args, "control", False):
            threading.Thread(
                target=_control, args=(server, sys.stdin), name="geoquiz-host-control", daemon=True
            ).start()
        while not server.done.wait(0.2):
            pass
        time.sleep(0.5)  # let the last states reach the phones
        server.call(lambda: _print_ranking(session))
    finally:
        server.stop()
        saver.close()
        del app
    return 0


def _control(server: Any, stream: Any) -> None:
    """``--control``: the host's controls as JSON lines on ``stream``, one answer line each."""
    for line in stream:
        if not line.strip():
            continue
        try:
            answer = control_order(server, json.loads(line))
        except (ValueError, TypeError, KeyError, RecursionError) as exc:
            text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            answer = {"error": text[:200]}
        print(json.dumps(answer, ensure_ascii=False), flush=True)


def control_order(server: Any, order: object) -> dict[str, Any]:
    """Carry out one control line (``--control``); ``ValueError`` saying what is wrong."""
    from geoquiz.app.table.session import CONTROLLERS

    if not isinstance(order, dict):
        raise ValueError("a control line is a JSON object")
    seat = order.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError("a control line names its seat (a number from 0)")
    if not 0 <= seat < len(server.session.seats):
        raise ValueError(f"there is no seat {seat}")
    level = order.get("level")
    if level is not None and not isinstance(level, str):
        raise ValueError("level is easy, medium or hard")
    if order.get("skip") is True:
        server.skip(seat, level)
        return {"seat": seat, "skipped": True}
    if order.get("remove") is True:
        if not server.call(lambda: server.session.seats[seat].phone):
            raise ValueError(f"seat {seat} is not played on a phone")
        url = server.remove_device(seat)
        return {"seat": seat, "removed": True, "url": url, "token": url.rsplit("#", 1)[1]}
    to = order.get("to")
    if to not in CONTROLLERS or to == "laptop":
        raise ValueError('"to" is "computer" or "phone" (a laptop seat needs the window)')
    url = server.hand_over(seat, to, level)
    answer: dict[str, Any] = {"seat": seat, "to": to}
    if url is not None:
        answer.update(url=url, token=url.rsplit("#", 1)[1])
    return answer


def _window(session: Any, args: argparse.Namespace) -> int:

    from geoquiz.app.runtime import i18n
    from geoquiz.app.runtime.application import application
    from geoquiz.app.table.dialog import TableDialog

    app = application()
    i18n.install_translators(i18n.resolve_language(args.lang))
    dialog = TableDialog(session, bind=args.bind, port=args.port, bot_delay=args.bot_delay)
    _print_seats(dialog.server, args.room)
    from geoquiz.app.shell.window_place import fit
    from geoquiz.app.table.setup import TABLE_SIZE

    fit(dialog, TABLE_SIZE)
    dialog.show()
    app.exec()
    return 0
