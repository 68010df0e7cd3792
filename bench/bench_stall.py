"""Benchmark: the longest UI-thread stall while computer players play whole games on screen.

A ``QTimer`` heartbeat fires every millisecond on the UI thread and records the largest gap
between two beats while the real game screens play whole games to the end, autosaving every move
into a fresh SQLite database, one 60 Hz frame between moves (``CLICK_MS``; the app's computers
wait 350-500 ms, ``COMPUTER_DELAY_MS``): 10 Tage, Carcassonne, Danmark-spillet
and Finden Sie Minden with computer players only (Minden's "Next" after each scoring pressed by the
script as soon as the reveal shows), Stadt-Land-anders — which nobody plays against a computer —
with every seat's move chosen by the game's scripted chooser (``games.stadtland.game.bots``) and
played through the screen as a click would. A gap is
the time the UI thread could not answer: a bot thinking on it, a save, a repaint. The gap is
printed against the 16.7 ms budget of a 60 Hz frame.

Beside each gap the longest single bot call and autosave on the UI thread are printed, and the
longest garbage collection on any thread (it holds the GIL; the rest of a gap is the screen's own
drawing and layout). Each game kind is played in two modes, side by
side: ``worker`` as the app plays (bots on the screen's :class:`~app.runtime.bot_runner.BotRunner`)
and
``ui-thread`` with the bot called on the UI thread (as before the runner), so the ratio between
them comes from one run. An idle heartbeat (nothing to
do) gives the machine's own noise floor. Opening a screen (its map is built then) is timed
separately and is not in the stall figures.

Beside the wall-clock gap, the most CPU time the UI thread itself used within one gap is printed
(``time.thread_time`` at each beat): on a busy machine a gap grows by the time the thread waits for
a core; its own CPU time does not.

The package's modules are compiled to bytecode before the games (:func:`_compile_bytecode`), as an
installed app has them: a screen's lazy import at a game's first move then reads a ``.pyc``
instead of compiling source on the UI thread, also where ``PYTHONDONTWRITEBYTECODE`` is set.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_stall.py [--games N] [--kinds K ...]
[--modes M ...] [--profile] [--settle S]``.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/common.py
from common import FRAME_BUDGET_MS, headless, load_line  # noqa: E402

headless()

__all__ = ["main", "run"]

BUDGET_MS = FRAME_BUDGET_MS


class _Heartbeat:
    """Largest gap (ms) between 1 ms timer beats on the UI thread while running."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(1)
        self.timer.timeout.connect(self._beat)
        self.gaps: list[float] = []
        #: per gap, the UI thread's own CPU time in it (ms): what other processes do not inflate
        self.cpu: list[float] = []
        #: per gap, the number of moves played when it ended (0: before the first move)
        self.at_move: list[int] = []
        self.moves = 0
        self._last = 0.0
        self._last_cpu = 0.0

    def _beat(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        self.gaps.append((now - self._last) * 1000.0)
        self.cpu.append((cpu - self._last_cpu) * 1000.0)
        self.at_move.append(self.moves)
        self._last, self._last_cpu = now, cpu

    def start(self) -> None:
        self.gaps.clear()
        self.cpu.clear()
        self.at_move.clear()
        self.moves = 0
        self._last, self._last_cpu = time.perf_counter(), time.thread_time()
        self.timer.start()

    def since_last_ms(self) -> float:
        """How long the UI thread has not beaten (ms); read by the profiler's watchdog."""
        return (time.perf_counter() - self._last) * 1000.0

    def stop(self) -> float:
        self.timer.stop()
        self._beat()
        return max(self.gaps)


#: a person's next click comes a frame after the screen showed the last move at the soonest, so the
#: script's move waits one 60 Hz frame (a zero delay would run several moves within one heartbeat
#: gap, which no person at the table can do)
CLICK_MS = 17
#: the pause before a computer thinks (the screens' ``computer_delay_ms``): one frame, as a click
#: waits. The app waits 350-500 ms; with no pause at all the next computer's thinking (Python on a
#: worker, sharing the GIL) started in the very turn that draws the last move, which never
#: happens in the app (``--computer-delay 0`` measures that case)
COMPUTER_DELAY_MS = CLICK_MS
#: a kind's script after every move (a person's click the game waits for), or None
Nudge = Callable[[Any], None] | None


def _play(
    screen: Any,
    start: Callable[[Any], None],
    is_over: Callable[[Any], bool],
    beat: _Heartbeat,
    nudge: Nudge = None,
) -> float:
    """Play one game to its end on ``screen``; return the longest heartbeat gap (ms)."""
    from PySide6.QtCore import QEventLoop, QTimer

    def over() -> bool:
        return screen.session is not None and is_over(screen.session.state)

    loop = QEventLoop()

    def moved() -> None:
        beat.moves += 1
        if over():
            QTimer.singleShot(0, loop.quit)
        elif nudge is not None:
            QTimer.singleShot(CLICK_MS, lambda: nudge(screen))

    screen.moved.connect(moved)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(loop.quit)
    guard.start(300_000)
    beat.start()
    start(screen)
    if nudge is not None:
        QTimer.singleShot(CLICK_MS, lambda: nudge(screen))
    loop.exec()
    gap = beat.stop()
    screen.moved.disconnect(moved)
    _GAMES.append(list(zip(beat.gaps, beat.cpu, beat.at_move, strict=True)))
    if not over():
        raise RuntimeError("the game did not end within 5 minutes")
    return gap


#: per game played (of the kind and mode running), every gap: (wall ms, UI-thread CPU ms, moves
#: played when it ended)
_GAMES: list[list[tuple[float, float, int]]] = []


def _summary(games: list[list[tuple[float, float, int]]]) -> dict[str, Any]:
    """What the report prints of a kind and mode's games: the three longest gaps with their move,
    the most UI-thread CPU in one gap, (gaps over half the budget in CPU, all gaps), and the
    longest gap once two moves are played (the first show and first move behind)."""
    beats = [b for game in games for b in game]
    return {
        "longest": sorted((wall, move) for wall, _, move in beats)[-3:],
        "cpu": max(cpu for _, cpu, _ in beats),
        "over": (sum(1 for _, cpu, _ in beats if cpu > BUDGET_MS / 2), len(beats)),
        "later": max((wall for wall, _, move in beats if move >= 2), default=0.0),
    }


#: the longest single call on the UI thread of: the bot, an autosave (ms), per game kind and mode
_ON_UI: dict[str, float] = {}


def _timed(what: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn``, noting its longest call on the UI thread under ``what``."""

    def call(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            if threading.current_thread() is threading.main_thread():
                ms = (time.perf_counter() - start) * 1000.0
                _ON_UI[what] = max(_ON_UI.get(what, 0.0), ms)

    return call


class _GcPauses:
    """The longest garbage collection (ms) while installed (``gc.callbacks``), under "gc".

    A collection holds the GIL on whichever thread triggers it, so it stalls the UI thread even
    when the bot's allocation set it off; a full (generation 2) collection scans every tracked
    object of the process.
    """

    def __init__(self) -> None:
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            ms = (time.perf_counter() - self._start) * 1000.0
            _ON_UI["gc"] = max(_ON_UI.get("gc", 0.0), ms)

    def __enter__(self) -> None:
        gc.callbacks.append(self)

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self)


def _on_ui_thread(screen: Any) -> None:
    """Make the screen's bots think on the UI thread (the behaviour before ``BotRunner``)."""
    from PySide6.QtCore import QTimer

    def run(fn: Callable[[], Any], deliver: Callable[[Any], Any], **_: Any) -> None:
        QTimer.singleShot(0, lambda: deliver(_timed("bot", fn)()))

    screen.bots.run = run


def _time_bots(screen: Any, original: Callable[..., None]) -> None:
    """The screen's runner as it is, its bot calls timed (they count only on the UI thread)."""

    def run(fn: Callable[[], Any], deliver: Callable[[Any], Any], **kw: Any) -> None:
        original(_timed("bot", fn), deliver, **kw)

    screen.bots.run = run


@dataclass(frozen=True)
class _Kind:
    """A game kind of the benchmark: its screen, how a game of a seed starts, when it is over."""

    name: str
    make: Callable[[str], Any]
    #: the config of the game of a seed, started by the screen's ``start_game``
    config: Callable[[int], Any] | None
    is_over: Callable[[Any], bool]
    nudge: Nudge = None
    #: the modes it is played in (``script``: a person's moves, there is no computer player)
    modes: tuple[str, ...] = ("worker", "ui-thread")
    #: how a game starts on ``(screen, seed, url)`` when not from a config alone
    start: Callable[[Any, int, str], None] | None = None

    def begin(self, screen: Any, seed: int, url: str) -> None:
        """Start the game of ``seed`` on ``screen`` (saving to ``url``)."""
        if self.start is not None:
            self.start(screen, seed, url)
        else:
            assert self.config is not None
            screen.start_game(self.config(seed))


def _minden_next(screen: Any) -> None:
    """Press "Next" once a scoring is revealed (a person reading the reveal presses it)."""
    if screen._reveal is not None:
        screen.finish_reveal()


class _JumpClock:
    """Stadt-Land's clock in the bench: real time, except that it jumps to a deadline the script
    waits for (the match makes the clock's moves by it: the round timer need not run out)."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() + self.offset

    def jump_to(self, at: float) -> None:
        self.offset = max(self.offset, at - time.time())


def _stadtland_script(screen: Any) -> None:
    """The seat to act makes the scripted chooser's move, played through the screen; a move the
    clock makes (the app's "Stopp und Aus!", the entry after the grace) is made by the screen's
    ticker once the bench's clock has jumped to its time."""
    import random

    from geoquiz.games.contract import TERMINAL
    from geoquiz.games.stadtland import BeginEntry, StopOut, game

    state = screen.session.state
    seat = game.current_player(state)
    if seat == TERMINAL:
        return
    rng = random.Random(len(state.history) * 7919 + int(seat))
    move = game.bots["medium"](state, int(seat), rng)
    if isinstance(move, BeginEntry) or (isinstance(move, StopOut) and move.player is None):
        screen.clock.jump_to(move.at)
        screen.tick()
        if screen.session.state is state:
            raise RuntimeError("the clock's move was not made at its time")
        return
    if not screen.play(move):
        raise RuntimeError(f"the script's move was refused: {screen.status.text()}")


def _kinds() -> list[_Kind]:
    from geoquiz.app.carcassonne.screen import CarcassonneScreen
    from geoquiz.app.danmark.screen import DanmarkScreen
    from geoquiz.app.minden.demo import shipped_cards
    from geoquiz.app.minden.play import new_match
    from geoquiz.app.minden.screen import MindenScreen
    from geoquiz.app.stadtland.screen import StadtlandScreen
    from geoquiz.app.tage.screen import TageScreen
    from geoquiz.games import carcassonne, danmark, minden, stadtland, tage

    cards = shipped_cards("en")

    def computers(game: Any, computer: object, *levels: str) -> Callable[[int], Any]:
        """``config(seed)`` of ``game`` with computer seats "A", "B", … at ``levels``
        (``computer``: how the game's ``PlayerSpec`` says "a computer plays this seat")."""
        names = "ABCDE"
        return lambda seed: game.Config(
            tuple(game.PlayerSpec(names[i], computer, lv) for i, lv in enumerate(levels)), seed=seed
        )

    def minden_start(screen: Any, seed: int, url: str) -> None:
        seats = tuple(
            minden.PlayerSpec(n, c, 30 + i, lv)
            for i, (n, c, lv) in enumerate(
                (("A", "red", "hard"), ("B", "blue", "medium"), ("C", "green", "easy"))
            )
        )
        config = minden.Config(seats, track_length=20, seed=seed)
        screen.open_session(new_match(config, cards, url=url))

    return [
        _Kind(
            "10 Tage",
            lambda url: TageScreen("en", url=url),
            computers(tage, "computer", "hard", "medium"),
            tage.is_over,
        ),
        _Kind(
            "Carcassonne",
            lambda url: CarcassonneScreen("en", url=url),
            computers(carcassonne, "computer", "hard", "easy"),
            carcassonne.is_over,
        ),
        _Kind(
            "Danmark",
            lambda url: DanmarkScreen("en", url=url),
            computers(danmark, True, "hard", "medium", "easy"),
            danmark.is_over,
        ),
        _Kind(
            "Minden",
            lambda url: MindenScreen("en", url=url),
            None,
            minden.is_over,
            nudge=_minden_next,
            start=minden_start,
        ),
        _Kind(
            "Stadt-Land",
            lambda url: StadtlandScreen("en", url=url, clock=_JumpClock()),
            lambda seed: stadtland.Config(("Anna", "Ben", "Cem"), rounds=5, seed=seed, round_cap=9),
            stadtland.is_over,
            nudge=_stadtland_script,
            modes=("script",),
        ),
    ]


def _compile_bytecode() -> None:
    """Compile the ``geoquiz`` package's modules to ``.pyc`` files where they are missing or old.

    pip compiles a wheel's modules when it installs them and Python writes the bytecode of an
    editable install's modules on their first import, so the app a player runs imports compiled
    modules. A shell with ``PYTHONDONTWRITEBYTECODE`` set (or a fresh checkout) would otherwise
    compile every lazily imported module from source in the middle of a measured game."""
    import compileall
    import importlib.util

    for name in ("geoquiz", "geoquiz.app", "geoquiz.games", "geoquiz.geo", "geoquiz.db"):
        spec = importlib.util.find_spec(name)
        assert spec is not None and spec.submodule_search_locations is not None
        for folder in spec.submodule_search_locations:
            compileall.compile_dir(folder, quiet=1, maxlevels=0 if name == "geoquiz" else 10)


KIND_NAMES = ("10 Tage", "Carcassonne", "Danmark", "Minden", "Stadt-Land")


def run(
    games: int = 1,
    profile: bool = False,
    settle_s: float = 0.0,
    only: tuple[str, ...] = (),
    modes: tuple[str, ...] = (),
    computer_delay_ms: int = COMPUTER_DELAY_MS,
) -> dict[str, Any]:
    """Idle gap, and per game kind and mode the longest gap of each game (ms) and open times.

    With ``profile`` the UI thread's stack is sampled during every stall (``stall_profile``) and
    the report lines are under ``out["profile"][(name, mode)]``. With ``settle_s`` the event
    loop runs that long after a screen opens, before its first game: the map's first render and
    its finer detail levels are then done, so the gaps are the moves' own (without it the first
    game of the first mode also carries the map load, as a player who starts at once sees it).
    ``only`` plays just the kinds named (all of :data:`KIND_NAMES` when empty), ``modes`` just
    the modes named (``worker``, ``ui-thread``; a scripted kind is always played).
    ``computer_delay_ms`` is the screens' pause before a computer thinks.
    """
    from PySide6.QtCore import QEvent, QEventLoop, QTimer
    from stall_profile import StallProfiler

    from geoquiz.games.match import Match

    _compile_bytecode()
    from geoquiz.app.runtime.application import application

    app = application()
    beat = _Heartbeat()
    # a move's autosave on the UI thread: the match's record made and handed to the writer
    saving = Match.save
    Match.save = _timed("autosave", saving)  # type: ignore[method-assign]
    out: dict[str, Any] = {"open_ms": {}, "close_ms": {}, "gaps": {}}

    def idle() -> float:
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        QTimer.singleShot(500, loop.quit)
        beat.start()
        loop.exec()
        return beat.stop()

    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'stall.sqlite'}"
        # the database exists before a game screen opens, as in the app: its start screen
        # reads the saved games when it is shown and so creates the database (a new one loads
        # the shipped decks: 400-430 ms of Python, which on the first screen's writer thread
        # shared the GIL with that game's first moves)
        from geoquiz.db.bootstrap import open_database

        open_database(url)
        kinds = [k for k in _kinds() if not only or k.name in only]
        out["idle_ms"] = idle()
        for kind in kinds:
            name = kind.name
            start = time.perf_counter()
            screen = kind.make(url)
            screen.computer_delay_ms = computer_delay_ms
            screen.resize(1400, 950)
            screen.show()
            app.processEvents()
            while not screen.resume_known:  # the lobby's Resume button, read off the UI thread
                app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
            out["open_ms"][name] = (time.perf_counter() - start) * 1000.0
            if settle_s > 0:
                # the lobby idles in the event loop (as a player's setup dialog leaves it), not
                # in a busy loop of processEvents
                settle = QEventLoop()
                QTimer.singleShot(round(settle_s * 1000), settle.quit)
                settle.exec()
            original = screen.bots.run
            for mode in (m for m in kind.modes if not modes or m in modes or m == "script"):
                _time_bots(screen, original)
                if mode == "ui-thread":
                    _on_ui_thread(screen)
                _ON_UI.clear()
                gaps = []
                _GAMES.clear()
                profiler = StallProfiler(beat.since_last_ms, BUDGET_MS) if profile else None
                if profiler is not None:
                    profiler.start()
                with _GcPauses():
                    for seed in range(1, games + 1):
                        gaps.append(
                            _play(
                                screen,
                                lambda screen, seed=seed, kind=kind: kind.begin(screen, seed, url),
                                kind.is_over,
                                beat,
                                kind.nudge,
                            )
                        )
                if profiler is not None:
                    profiler.stop()
                    out.setdefault("profile", {})[(name, mode)] = profiler.report()
                out["gaps"][(name, mode)] = gaps
                for key, value in _summary(_GAMES).items():
                    out.setdefault(key, {})[(name, mode)] = value
                out.setdefault("on_ui", {})[(name, mode)] = dict(_ON_UI)
            screen.bots.wait(10_000)
            start = time.perf_counter()
            screen.close()
            screen.deleteLater()
            # deleted now, as the app deletes a screen left in its event loop: outside a running
            # event loop a deferred delete waits for the next loop to start, which was the next
            # kind's first game (20-40 ms of destroying this screen's widgets in its move 0)
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            app.processEvents()
            out["close_ms"][name] = (time.perf_counter() - start) * 1000.0
    Match.save = saving  # type: ignore[method-assign]
    return out


def main() -> None:
    """Command-line entry: run the benchmark and print the result."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=1, help="games of each kind and mode")
    parser.add_argument(
        "--profile", action="store_true", help="sample the UI thread's stack during each stall"
    )
    parser.add_argument(
        "--settle",
        type=float,
        default=0.0,
        metavar="S",
        help="seconds to let each screen load its map before the first game (default 0)",
    )
    parser.add_argument(
        "--kinds",
        nargs="+",
        choices=KIND_NAMES,
        default=(),
        metavar="KIND",
        help="play only these kinds: " + ", ".join(KIND_NAMES),
    )
    parser.add_argument(
        "--modes",
        nargs="+",
        choices=("worker", "ui-thread"),
        default=(),
        metavar="MODE",
        help="bots on the screen's worker as the app plays, or on the UI thread (default both)",
    )
    parser.add_argument(
        "--computer-delay",
        type=int,
        default=COMPUTER_DELAY_MS,
        metavar="MS",
        help=f"pause before a computer thinks (default {COMPUTER_DELAY_MS} ms, one frame)",
    )
    args = parser.parse_args()
    start_load = load_line("at start")
    r = run(
        args.games,
        args.profile,
        args.settle,
        tuple(args.kinds),
        tuple(args.modes),
        args.computer_delay,
    )
    print(f"stall: longest UI-thread gap (1 ms heartbeat), budget {BUDGET_MS:.1f} ms")
    print(f"  computers think {args.computer_delay} ms after the last move (the app: 350-500 ms)")
    if args.settle:
        print(f"  each screen's map loaded for {args.settle:g} s before its first game")
    print(f"  idle event loop (noise floor):  {r['idle_ms']:7.1f} ms")
    print("  game          bots on    games  median gap   worst gap  worst/budget")
    worst = 0.0
    for (name, mode), gaps in r["gaps"].items():
        print(
            f"  {name:13} {mode:10} {len(gaps):5d} {statistics.median(gaps):9.1f} ms"
            f" {max(gaps):8.1f} ms {max(gaps) / BUDGET_MS:11.2f}x"
            "   (longest: "
            + ", ".join(f"{g:.0f} at move {m}" for g, m in reversed(r["longest"][(name, mode)]))
            + ")"
        )
        on_ui = r["on_ui"][(name, mode)]
        print(
            f"  {'':13} {'':10}   longest on the UI thread: bot {on_ui.get('bot', 0.0):.1f} ms,"
            f" autosave {on_ui.get('autosave', 0.0):.1f} ms;"
            f" most UI-thread CPU in one gap {r['cpu'][(name, mode)]:.1f} ms;"
            f" longest garbage collection (any thread) {on_ui.get('gc', 0.0):.1f} ms"
        )
        over, beats = r["over"][(name, mode)]
        print(
            f"  {'':13} {'':10}   gaps with UI-thread CPU over {BUDGET_MS / 2:.1f} ms: {over} of"
            f" {beats}; longest gap from move 2 on: {r['later'][(name, mode)]:.1f} ms"
        )
        if mode != "ui-thread":
            worst = max(worst, max(gaps))
        for line in r.get("profile", {}).get((name, mode), []):
            print(f"  {'':13} {line}")
    for name, ms in r["open_ms"].items():
        print(
            f"  opening the {name} screen (not in the gaps): {ms:.0f} ms;"
            f" closing it: {r['close_ms'][name]:.0f} ms"
        )
    print(f"  longest stall as the app plays / budget: {worst / BUDGET_MS:.2f}x")
    print(start_load)
    print(load_line("at end"))


if __name__ == "__main__":
    main()
