"""GIS files from the wild that took minutes or silently cut a title (issue 31, tried with ~25
hostile files): a NUL in a text is refused with one line; a broken outline too large to repair and
one whose repair falls into hundreds of slivers are problem rows at once."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from geoquiz.app.cli import main as cli


def _collection(*features: dict[str, object]) -> str:
    return json.dumps({"type": "FeatureCollection", "features": list(features)})


def _polygon(name: str, ring: list[list[float]]) -> dict[str, object]:
    return {
        "type": "Feature",
        "properties": {"name": name},
        "geometry": {"type": "Polygon", "coordinates": [ring]},
    }


def _zigzag(points: int, step: float, height: float) -> list[list[float]]:
    ring = [[9 + i * step, 50 + (i % 2) * height] for i in range(points)]
    return [*ring, ring[0]]


def _run(
    tmp_path: Path, name: str, text: str, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    code = cli.main(
        ["--db", str(tmp_path / "db.sqlite3"), "cards", "import", str(path), "--deck", "D"]
    )
    out = capsys.readouterr()
    return code, out.out + out.err


def test_a_nul_in_a_title_is_refused_not_cut(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    point = {
        "type": "Feature",
        "properties": {"name": "Ber\u0000lin"},
        "geometry": {"type": "Point", "coordinates": [13.4, 52.5]},
    }
    code, out = _run(tmp_path, "nul.geojson", _collection(point), capsys)
    assert code == 2
    assert "holds a NUL character" in out and "Traceback" not in out
    assert len(out.strip().splitlines()) == 1


def test_a_zigzag_that_repairs_into_slivers_is_a_problem_row_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    started = time.monotonic()
    code, out = _run(
        tmp_path, "zigzag.geojson", _collection(_polygon("Z", _zigzag(3000, 1e-4, 1e-2))), capsys
    )
    took = time.monotonic() - started
    assert code == 2 and "crosses itself so often" in out and "Traceback" not in out
    assert took < 30  # it took 44 s before, solving 1,500 slivers on the board


def test_a_broken_outline_too_large_to_repair_is_a_problem_row(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = _run(
        tmp_path, "big.geojson", _collection(_polygon("B", _zigzag(30_000, 1e-5, 1e-3))), capsys
    )
    assert code == 2 and "at most 20000 can be repaired" in out and "Traceback" not in out
