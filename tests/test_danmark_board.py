"""The frozen Danmark-spillet board is exactly what the generator makes from the shipped data."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from geo.denmark_board import BOARD_PATH, load_board

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow  # ~10-15 s: the whole geometry pipeline
def test_generator_reproduces_the_frozen_board() -> None:
    spec = importlib.util.spec_from_file_location(
        "build_denmark_board", ROOT / "packaging" / "build_denmark_board.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fresh = json.loads(json.dumps(module.build(), ensure_ascii=False))
    frozen = json.loads(BOARD_PATH.read_text(encoding="utf-8"))
    assert fresh == frozen


def test_space_graph_matches_the_roads() -> None:
    board = load_board()
    plain = sum(r.steps - 1 for r in board.roads)
    assert board.space_count == len(board.towns) + plain
    edges = sum(len(a) for a in board.adjacency) // 2
    assert edges == sum(r.steps for r in board.roads)
    lon, lat = board.space_lonlat(len(board.towns))  # first plain space lies on its road
    road = board.roads[board.plain_spaces[0][0]]
    a, b = board.town(road.a), board.town(road.b)
    assert min(a.lon, b.lon) <= lon <= max(a.lon, b.lon)
    assert min(a.lat, b.lat) <= lat <= max(a.lat, b.lat)
