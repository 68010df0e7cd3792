"""Run every ``bench/bench_*.py`` (its ``main()``) in turn: ``make bench``.

Each benchmark prints its own numbers and the ratio against the baseline it measures in the same
run. A benchmark that fails is reported and the others still run; the exit status is 1 then.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import time
import traceback
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent


def main() -> int:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    only = set(sys.argv[1:])
    failed = []
    for path in sorted(BENCH.glob("bench_*.py")):
        if only and path.stem not in only and path.stem.removeprefix("bench_") not in only:
            continue
        print(f"== {path.stem}", flush=True)
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[path.stem] = module  # a benchmark's dataclasses look their module up
        saved_argv = sys.argv
        sys.argv = [str(path)]  # each benchmark parses its own (default) options
        start = time.perf_counter()
        try:
            spec.loader.exec_module(module)
            module.main()
        except Exception:  # noqa: BLE001 - report and go on with the other benchmarks
            traceback.print_exc()
            failed.append(path.stem)
        finally:
            sys.argv = saved_argv
        print(f"   ({time.perf_counter() - start:.1f} s)\n", flush=True)
    if failed:
        print(f"failed: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
