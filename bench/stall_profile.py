"""Where the UI thread is during a stall: a timer signal samples its own Python stack.

``bench_stall.py --profile`` starts a :class:`StallProfiler` beside its heartbeat. An interval
timer (``signal.setitimer``, every 2 ms) raises ``SIGALRM``; CPython runs the handler on the UI
(main) thread at its next bytecode, with the frame it was in. While the heartbeat is overdue (more
than the frame budget without a beat) the handler charges the time since its last run to that
stack. A long call into Qt (a paint, a layout) delays the handler until it returns, so its time is
charged to the Python frame that made the call, which is the frame to change. Reading another
thread's stack instead (``sys._current_frames`` or ``faulthandler`` from a watchdog thread)
crashed the process here: the bot worker's thread state is Qt's, not Python's own.

At the end the samples are summed by the deepest frames inside the project and by the innermost
frame, so the report says which function the UI thread was in and for about how many ms.
"""

from __future__ import annotations

import collections
import signal
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType

__all__ = ["StallProfiler"]

SAMPLE_S = 0.002
#: the project's own folders (installed editable, so frames name the checkout's paths)
_ROOT = Path(__file__).resolve().parents[1]
_PROJECT = tuple(f"{_ROOT / part}/" for part in ("app", "games", "geo", "db"))


def _where(frame: FrameType | None) -> tuple[str, str]:
    """(deepest project frame with two callers, innermost frame) of the interrupted stack."""
    inner = ""
    chain: list[str] = []
    while frame is not None:
        code = frame.f_code
        name = f"{'/'.join(code.co_filename.rsplit('/', 2)[-2:])}:{code.co_name}"
        if not inner:
            inner = f"{name}:{frame.f_lineno}"
        if code.co_filename.startswith(_PROJECT):
            chain.append(name)
        frame = frame.f_back
    return " < ".join(chain[:3]), inner


class StallProfiler:
    """Charges UI-thread time to stacks while ``since_last_ms()`` exceeds ``budget_ms``."""

    def __init__(self, since_last_ms: Callable[[], float], budget_ms: float) -> None:
        self._since = since_last_ms
        self._budget = budget_ms
        self._last = 0.0
        self.by_chain: collections.Counter[str] = collections.Counter()
        self.by_inner: collections.Counter[str] = collections.Counter()

    def start(self) -> None:
        self._last = time.perf_counter()
        signal.signal(signal.SIGALRM, self._sample)
        signal.setitimer(signal.ITIMER_REAL, SAMPLE_S, SAMPLE_S)

    def stop(self) -> None:
        signal.setitimer(signal.ITIMER_REAL, 0, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)

    def _sample(self, _signum: int, frame: FrameType | None) -> None:
        now = time.perf_counter()
        ms = (now - self._last) * 1000.0
        self._last = now
        if self._since() <= self._budget:
            return
        chain, inner = _where(frame)
        self.by_chain[chain or "(no project frame)"] += ms
        self.by_inner[inner] += ms

    def report(self, top: int = 12) -> list[str]:
        """Lines: the functions the UI thread was in during stalls, by charged ms."""
        lines = ["stall time by project frame (innermost < caller < caller):"]
        lines += [f"  {ms:7.0f} ms  {k}" for k, ms in self.by_chain.most_common(top)]
        lines.append("stall time by innermost frame:")
        lines += [f"  {ms:7.0f} ms  {k}" for k, ms in self.by_inner.most_common(top)]
        return lines
