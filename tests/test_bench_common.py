"""The benchmarks' load line: a busy machine is named as such beside the figures."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from types import ModuleType

import pytest


def _common() -> ModuleType:
    path = Path(__file__).resolve().parent.parent / "bench" / "common.py"
    spec = importlib.util.spec_from_file_location("bench_common_under_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_load_line_names_a_busy_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    common = _common()
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    monkeypatch.setattr(os, "getloadavg", lambda: (7.25, 5.0, 3.5))
    line = common.load_line("at start")
    assert "7.25 5.00 3.50 on 2 cores" in line and "busy" in line
    monkeypatch.setattr(os, "getloadavg", lambda: (0.5, 0.4, 0.3))
    assert "busy" not in common.load_line("at end")
    assert not common.busy()
