"""Background threads yield the CPU to the UI thread: :func:`lower_this_thread`.

On a machine with two cores, a game's first move ran the UI thread beside two or three busy
threads of its own (the computer's thinking, the map's levels of detail, the names' layout, the
autosave): the UI thread then waited for a core, and a gap of 5–11 ms of its own work took 20–33 ms
(``bench/bench_stall.py`` printing the process's CPU time beside the UI thread's in the longest
gaps). A worker calls :func:`lower_this_thread` as it starts: it runs at a lower scheduling
priority, so the kernel gives a core to the UI thread first, and the workers the rest. They are
not starved: a lower priority is a smaller share of a busy core, not none (no idle class: a worker
holding the GIL must still get a core, or the UI thread would wait for it).

* Linux: the thread's nice value is set :data:`WORKER_NICE` above the main thread's
  (``setpriority`` of the thread id changes that thread only; raising it needs no privilege,
  lowering it again would, so it is raised once per thread and the thread stays a background
  one; a thread started from a lowered thread inherits its value and is not lowered further).
* Windows: ``SetThreadPriority(THREAD_PRIORITY_BELOW_NORMAL)``.
* Elsewhere (macOS: ``setpriority`` would change the whole process) nothing changes.

No Qt here: the autosave writer (``app.runtime.save_writer``) has none.
"""

from __future__ import annotations

import os
import sys
import threading

__all__ = ["WORKER_NICE", "lower_this_thread"]

#: how much lower a worker runs than the UI thread (Linux nice steps; 10 is a weight of about
#: a tenth of a nice-0 thread on a core both want)
WORKER_NICE = 10

_lowered = threading.local()


def lower_this_thread() -> bool:
    """Lower the calling thread's scheduling priority, once per thread; never the main thread.
    Returns whether the thread now runs lowered."""
    if threading.current_thread() is threading.main_thread():
        return False
    if getattr(_lowered, "done", False):
        return True
    _lowered.done = _lower()
    return bool(_lowered.done)


def _lower() -> bool:
    try:
        if sys.platform.startswith("linux"):
            # WORKER_NICE above the main thread's (the process id names it), not above this
            # thread's own: a thread started from a lowered one inherits its nice value
            target = min(19, os.getpriority(os.PRIO_PROCESS, os.getpid()) + WORKER_NICE)
            tid = threading.get_native_id()
            if os.getpriority(os.PRIO_PROCESS, tid) < target:
                os.setpriority(os.PRIO_PROCESS, tid, target)
            return True
        if sys.platform == "win32":
            import ctypes

            kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
            below_normal = -1
            return bool(kernel.SetThreadPriority(kernel.GetCurrentThread(), below_normal))
    except (OSError, AttributeError):
        return False  # a sandbox that forbids it: the thread runs as before
    return False
