"""The shipped Deutschland deck's green and blue cards are built from the curated table."""

from __future__ import annotations

import csv

from geoquiz.db.decks import build_deutschland


def _shipped(stem: str) -> list[dict[str, str]]:
    with (build_deutschland.OUT / f"{stem}.csv").open(encoding="utf-8", newline="") as fh:
        return [{k: v for k, v in row.items() if v} for row in csv.DictReader(fh)]


def test_curated_table_rebuilds_the_shipped_green_and_blue_cards_exactly() -> None:
    rows = [{k: v for k, v in r.items() if v} for r in build_deutschland._curated_rows()]
    assert [r for r in rows if r["colour"] == "green"] == _shipped("3_green")
    assert [r for r in rows if r["colour"] == "blue"] == _shipped("4_blue")


def test_curated_points_get_three_decimals_and_outlines_no_point() -> None:
    rows = build_deutschland._curated_rows()
    points = [r for r in rows if "lat" in r]
    outlines = [r for r in rows if "outline_wkt" in r]
    assert points and outlines and len(points) + len(outlines) == len(rows)
    assert all(len(r["lat"].split(".")[1]) == 3 for r in points)
    assert all(r["source"] == "outline traced by hand" and "lon" not in r for r in outlines)
