"""The classroom on the command line (DESIGN §12, ``docs/classroom.md``).

* ``geoquiz host class --deck NAME --cards N --timer S [--colour C] [--teams N] [--bind ADDR]
  [--port N] [--joins-per-minute N] [--approve-names] [--no-window]`` — a class quiz; prints
  one JSON line with ``room``, ``url`` (what the QR code holds) and ``projector`` (the projector
  page); ``--joins-per-minute`` devices may join from one address a minute (default 2),
  ``--approve-names`` makes new names wait for the teacher (in the window). Headless it starts
  once ``--expect`` devices joined (or ``--wait`` seconds passed with at least one), reveals
  each card when the time is up or all answered, moves on after ``--reveal`` seconds and ends
  after the last card.
  The ``host`` command of :mod:`geoquiz.app.cli.host` hands ``class`` over to :func:`run_host_class`
  and takes the options from :func:`add_host_class_arguments`.
* ``geoquiz class list`` · ``geoquiz class report [--last | SESSION] [--csv [FILE] | --pdf FILE]``
  · ``geoquiz class delete SESSION`` · ``geoquiz class worksheet QUIZ OUT.pdf`` (a saved quiz's
  worksheet for homework: the blank board, the prompts numbered, and the answer key).
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
import time
from pathlib import Path
from typing import Any

from geoquiz.app.cli.commands import add_actions
from geoquiz.app.cli.main import UsageError

__all__ = ["add_host_class_arguments", "register", "run_host_class"]


def add_host_class_arguments(host: argparse.ArgumentParser) -> None:
    """The options of ``geoquiz host class`` (on the table engineer's ``host`` parser)."""
    group = host.add_argument_group("class quiz (geoquiz host class)")
    group.add_argument("--deck", help="the deck the cards come from")
    group.add_argument("--cards", type=int, default=10, metavar="N", help="cards (default 10)")
    group.add_argument(
        "--timer", type=float, default=30.0, metavar="S", help="seconds per card (default 30)"
    )
    group.add_argument(
        "--colour", choices=("yellow", "orange", "green", "blue"), help="only cards of one colour"
    )
    group.add_argument(
        "--teams", type=int, default=0, metavar="N", help="1…5 teams, one device each"
    )
    group.add_argument(
        "--reveal",
        type=float,
        default=6.0,
        metavar="S",
        help="headless: seconds the solution is shown before the next card (default 6)",
    )
    group.add_argument(
        "--expect", type=int, metavar="N", help="headless: start as soon as N devices joined"
    )
    group.add_argument(
        "--wait",
        type=float,
        default=120.0,
        metavar="S",
        help="headless: start after S seconds if anyone joined (default 120)",
    )
    group.add_argument(
        "--joins-per-minute",
        type=int,
        default=2,
        metavar="N",
        help="devices that may join from one network address a minute (default 2, 0: no limit)",
    )
    group.add_argument(
        "--quiz",
        metavar="NAME",
        help="play a saved quiz again: its deck, cards in their order, answer time and options",
    )
    group.add_argument(
        "--save-as",
        metavar="NAME",
        help="save this quiz (cards, answer time, options) under NAME, to play it again",
    )
    group.add_argument(
        "--name-filter",
        action="store_true",
        help="turn away rude names (German, English and Danish lists)",
    )
    group.add_argument(
        "--colour-bonus",
        action="store_true",
        help="the rulebook's final bonus: the most right cards of a colour +5 (tied leaders +2)",
    )
    group.add_argument(
        "--approve-names",
        action="store_true",
        help="new names wait until the teacher lets them in (in the teacher's window)",
    )


def register(subparsers: Any) -> None:
    """Add the ``class`` command (reports)."""
    sub = add_actions(
        subparsers,
        "class",
        "class quiz reports: list, report as CSV or PDF, delete",
        "The reports of class quizzes (geoquiz host class runs one).",
        "class_command",
    )
    sub.add_parser("list", help="every stored report, newest first").set_defaults(func=run_list)
    sub.add_parser(
        "quizzes", help="the saved quizzes (geoquiz host class --quiz NAME)"
    ).set_defaults(func=run_quizzes)
    report = sub.add_parser("report", help="one report: a summary, --csv or --pdf")
    which = report.add_mutually_exclusive_group()
    which.add_argument("--last", action="store_true", help="the newest report (the default)")
    which.add_argument("session", nargs="?", type=int, help="the report's number (class list)")
    out = report.add_mutually_exclusive_group()
    out.add_argument(
        "--csv", nargs="?", const="-", metavar="FILE", help="one row per student and card"
    )
    out.add_argument("--pdf", metavar="FILE", help="the printable report")
    report.set_defaults(func=run_report)
    worksheet = sub.add_parser(
        "worksheet", help="a saved quiz as a printable worksheet with its answer key (PDF)"
    )
    worksheet.add_argument("quiz", metavar="QUIZ", help="the saved quiz's name (class quizzes)")
    worksheet.add_argument("out", metavar="OUT.pdf", help="the PDF to write")
    worksheet.set_defaults(func=run_worksheet)
    delete = sub.add_parser("delete", help="delete one report and every answer in it")
    delete.add_argument("session", type=int)
    delete.set_defaults(func=run_delete)


# --- hosting ---------------------------------------------------------------------------------


def run_host_class(args: argparse.Namespace) -> int:
    from geoquiz.app.classroom.store import ReportSink, card_prompts, quiz_cards
    from geoquiz.games.classquiz import MAX_TEAMS, Quiz

    if getattr(args, "resume", None) is not None:
        return _resume(args)
    if args.quiz:
        return _saved(args)
    if not args.deck:
        raise UsageError("geoquiz host class: --deck is required")
    if not 1 <= args.cards <= 200:
        raise UsageError("geoquiz host class: --cards must be 1…200")
    if not 1 <= args.timer <= 600:
        raise UsageError("geoquiz host class: --timer must be 1…600 seconds")
    if not 0 <= args.teams <= MAX_TEAMS:
        raise UsageError(f"geoquiz host class: --teams must be 0…{MAX_TEAMS}")
    if not 0 <= args.port <= 65535:
        raise UsageError("geoquiz host class: --port must be 0…65535")
    if args.reveal < 0 or args.wait < 0:
        raise UsageError("geoquiz host class: --reveal and --wait must not be negative")
    if not 0 <= args.joins_per_minute <= 1000:
        raise UsageError("geoquiz host class: --joins-per-minute must be 0…1000")
    if args.approve_names and args.no_window:
        raise UsageError(
            "geoquiz host class: --approve-names needs the teacher's window (not --no-window)"
        )
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    lang = (args.lang or "de")[:2]
    try:
        cards = quiz_cards(args.deck, args.cards, colour=args.colour, seed=seed, lang=lang)
    except ValueError as exc:
        raise UsageError(f"geoquiz host class: {exc}") from exc
    quiz = Quiz(
        cards,
        timer=args.timer,
        teams=args.teams,
        lang=lang,
        prompts=card_prompts(args.deck),
        colour_bonus=args.colour_bonus,
    )
    meta = {
        "room": "",
        "deck": args.deck,
        "colour": args.colour,
        "planned_cards": args.cards,
        "seed": seed,
        "lang": lang,
        "colour_bonus": args.colour_bonus,
    }
    sink = ReportSink(meta)
    _save_as(args, quiz, meta)
    if args.no_window:
        return _headless(quiz, sink, args)
    return _window(quiz, sink, args)


def _save_as(args: argparse.Namespace, quiz: Any, meta: dict[str, Any]) -> None:
    from geoquiz.app.classroom.store import quiz_spec, save_quiz

    if args.save_as:
        try:
            name = save_quiz(args.save_as, quiz_spec(quiz, meta, name_filter=args.name_filter))
        except (OSError, ValueError) as exc:
            raise UsageError(f"geoquiz host class --save-as: {exc}") from exc
        print(f"geoquiz host class: quiz saved as {name!r}", file=sys.stderr)


def _saved(args: argparse.Namespace) -> int:
    """``--quiz NAME``: a saved quiz again — the same cards in the same order and options."""
    from geoquiz.app.classroom.store import ReportSink, card_prompts, cards_by_ref, saved_quizzes
    from geoquiz.games.classquiz import Quiz

    spec = saved_quizzes().get(args.quiz)
    if spec is None:
        raise UsageError(f"geoquiz host class: there is no saved quiz {args.quiz!r}")
    lang = (args.lang or "de")[:2]
    try:
        cards = cards_by_ref(spec["deck"], list(spec["cards"]), lang=lang)
        quiz = Quiz(
            cards,
            timer=float(spec["timer"]),
            teams=int(spec.get("teams", 0)),
            lang=lang,
            prompts=card_prompts(spec["deck"]),
            colour_bonus=bool(spec.get("colour_bonus")),
        )
    except (ValueError, KeyError) as exc:
        raise UsageError(f"geoquiz host class --quiz: {exc}") from exc
    args.name_filter = args.name_filter or bool(spec.get("name_filter"))
    meta = {
        "room": "",
        "deck": spec["deck"],
        "colour": None,
        "planned_cards": len(cards),
        "seed": spec.get("seed"),
        "lang": lang,
        "quiz": args.quiz,
        "colour_bonus": bool(spec.get("colour_bonus")),
    }
    sink = ReportSink(meta)
    _save_as(args, quiz, meta)
    if args.no_window:
        return _headless(quiz, sink, args)
    return _window(quiz, sink, args)


def _resume(args: argparse.Namespace) -> int:
    """``geoquiz host class --resume``: the quiz of the live journal, with its room code, address
    and port (the phones come back by themselves) and every tip stored."""
    from geoquiz.app.classroom.store import ReportSink, load_live, resume_quiz

    live = load_live()
    if live is None:
        raise UsageError("geoquiz host class --resume: no class quiz was cut short")
    try:
        quiz = resume_quiz(live)
    except ValueError as exc:
        raise UsageError(f"geoquiz host class --resume: {exc}") from exc
    server = live["server"]
    sink = ReportSink(live["meta"], report_id=int(live["report_id"]))
    args.bind, args.port = server["bind"], int(server["port"])
    args.joins_per_minute = int(server.get("joins_per_minute", 2))
    args.approve_names = bool(server.get("approve_names")) and not args.no_window
    args.name_filter = bool(server.get("name_filter"))
    if server.get("reveal_seconds") is not None:
        args.reveal = float(server["reveal_seconds"])
    args.live = server
    if args.no_window:
        return _headless(quiz, sink, args)
    return _window(quiz, sink, args)


def _print_line(server: Any) -> None:
    line = {"room": server.room, "url": server.join_url, "projector": server.projector_url}
    print(json.dumps(line, ensure_ascii=False), flush=True)


def _headless(quiz: Any, sink: Any, args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from geoquiz.app.classroom.server import ClassroomServer
    from geoquiz.app.runtime import i18n
    from geoquiz.games.classquiz import Phase

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    i18n.install_translators(i18n.resolve_language(args.lang))
    server = ClassroomServer(
        quiz,
        bind=args.bind,
        port=args.port,
        reveal_seconds=args.reveal,
        on_report=sink,
        joins_per_minute=args.joins_per_minute,
        name_filter=args.name_filter,
        resume=getattr(args, "live", None),
    )
    server.start()
    sink.meta["room"] = server.room
    try:
        _print_line(server)
        opened = time.monotonic()
        while server.call(lambda: quiz.phase) == Phase.LOBBY:
            joined = server.call(lambda: len(quiz.active()))
            if args.expect is not None and joined >= args.expect:
                break
            if joined and time.monotonic() - opened >= args.wait:
                break
            time.sleep(0.1)
        else:
            opened = -1.0  # a resumed quiz that is already running
        if opened >= 0:
            server.start_quiz()
        while not server.done.wait(0.2):
            pass
        time.sleep(0.3)  # let the last states reach the devices
        board = server.call(quiz.leaderboard)
        top = ", ".join(f"{r['place']}. {r['name']} {r['points']}" for r in board[:3])
        print(
            f"geoquiz host class: quiz over after {len(quiz.present)} cards; report "
            f"{sink.report_id} stored; {top}",
            file=sys.stderr,
        )
        assert server.call(lambda: quiz.phase) == Phase.END
    finally:
        server.stop()
        del app
    return 0


def _window(quiz: Any, sink: Any, args: argparse.Namespace) -> int:

    from geoquiz.app.classroom.window import TeacherWindow
    from geoquiz.app.runtime import i18n
    from geoquiz.app.runtime.application import application

    app = application()
    i18n.install_translators(i18n.resolve_language(args.lang))
    window = TeacherWindow(
        quiz,
        sink,
        bind=args.bind,
        port=args.port,
        approve_names=args.approve_names,
        joins_per_minute=args.joins_per_minute,
        name_filter=args.name_filter,
        resume=getattr(args, "live", None),
    )
    _print_line(window.server)
    window.fit_screen()
    window.show()
    app.exec()
    return 0


# --- reports ---------------------------------------------------------------------------------


def run_list(args: argparse.Namespace) -> int:
    from geoquiz.db.class_reports import card_stats, list_reports, load_report
    from geoquiz.db.session import session_scope

    with session_scope() as session:
        rows = list_reports(session)
        if not rows:
            print("no class quiz reports yet")
            return 0
        for row in rows:
            report = load_report(session, row.id)
            assert report is not None
            stats = card_stats(report)
            share = sum(s["share_right"] for s in stats) / len(stats) if stats else 0.0
            short = "  cut short" if report["session"]["cut_short"] else ""
            print(
                f"{row.id:>4}  {report['session']['started_at']}  {row.deck}  "
                f"{len(report['students'])} devices  {len(stats)} cards  {share:.0%} right{short}"
            )
    return 0


def run_quizzes(args: argparse.Namespace) -> int:
    from geoquiz.app.classroom.store import saved_quizzes

    quizzes = saved_quizzes()
    if not quizzes:
        print("no saved class quizzes (geoquiz host class … --save-as NAME saves one)")
        return 0
    for name, spec in sorted(quizzes.items(), key=lambda kv: kv[0].casefold()):
        seed = f", seed {spec['seed']}" if spec.get("seed") is not None else ""
        print(
            f"{name}: {spec.get('deck')}, {len(spec.get('cards', []))} cards, "
            f"{spec.get('timer')} s{seed}"
        )
    return 0


def _load(args: argparse.Namespace) -> dict[str, Any]:
    from geoquiz.db.class_reports import last_report_id, load_report
    from geoquiz.db.session import session_scope

    with session_scope() as session:
        report_id = args.session if args.session is not None else last_report_id(session)
        if report_id is None:
            raise UsageError("geoquiz class report: no class quiz reports yet")
        report = load_report(session, report_id)
    if report is None:
        raise UsageError(f"geoquiz class report: there is no report {report_id}")
    return report


def run_report(args: argparse.Namespace) -> int:
    from geoquiz.db.class_reports import card_stats, colour_bonus, report_csv

    report = _load(args)
    if args.csv is not None:
        text = report_csv(report)
        if args.csv == "-":
            sys.stdout.write(text)
        else:
            _write(Path(args.csv), text.encode("utf-8"))
        return 0
    if args.pdf:
        from geoquiz.app.classroom.report import write_pdf
        from geoquiz.app.runtime import i18n
        from geoquiz.app.runtime.application import application

        app = application()
        i18n.install_translators(i18n.resolve_language(args.lang))
        pages = write_pdf(report, Path(args.pdf))
        print(f"geoquiz class report: {args.pdf} written ({pages} pages)", file=sys.stderr)
        del app
        return 0
    s = report["session"]
    print(f"report {s['id']}: {s['deck']}, {s['started_at']}, {len(report['students'])} devices")
    for card in sorted(card_stats(report), key=lambda c: c["share_right"]):
        print(f"  {card['percent_right']:>3} %  {card['position']:>3}. {card['title']}")
    labels = {st["number"]: st["label"] for st in report["students"]}
    for line in colour_bonus(report):
        who = ", ".join(labels.get(n, str(n)) for n in line["numbers"])
        print(f"  colour bonus {line['colour']}: +{line['points']} {who}")
    return 0


def _write(path: Path, data: bytes) -> None:
    """Write atomically, and never over the database itself."""
    from geoquiz.db.bootstrap import open_database
    from geoquiz.db.cardio import write_export

    write_export(path, data.decode("utf-8"), database=open_database().path)


def run_worksheet(args: argparse.Namespace) -> int:
    """``geoquiz class worksheet QUIZ OUT.pdf``: the saved quiz's worksheet and answer key."""
    from geoquiz.app.classroom.store import card_prompts, cards_by_ref, saved_quizzes
    from geoquiz.app.classroom.worksheet import write_worksheet
    from geoquiz.app.runtime import i18n
    from geoquiz.app.runtime.application import application

    spec = saved_quizzes().get(args.quiz)
    if spec is None:
        raise UsageError(f"geoquiz class worksheet: there is no saved quiz {args.quiz!r}")
    lang = i18n.resolve_language(args.lang)
    try:
        cards = cards_by_ref(str(spec["deck"]), [str(c) for c in spec["cards"]], lang=lang)
    except (ValueError, KeyError, TypeError) as exc:
        raise UsageError(f"geoquiz class worksheet: {exc}") from exc
    app = application()
    i18n.install_translators(lang)
    try:
        pages = write_worksheet(
            cards, Path(args.out), title=args.quiz, lang=lang, prompts=card_prompts(spec["deck"])
        )
    except (OSError, ValueError) as exc:
        raise UsageError(f"geoquiz class worksheet: {exc}") from exc
    finally:
        del app
    print(f"geoquiz class worksheet: {args.out} written ({pages} pages)", file=sys.stderr)
    return 0


def run_delete(args: argparse.Namespace) -> int:
    from geoquiz.db.class_reports import delete_report
    from geoquiz.db.session import session_scope

    with session_scope() as session:
        if not delete_report(session, args.session):
            raise UsageError(f"geoquiz class delete: there is no report {args.session}")
    print(f"report {args.session} deleted")
    return 0
