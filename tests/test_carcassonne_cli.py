"""``geoquiz carcassonne squares`` and ``geoquiz carcassonne play``."""

from __future__ import annotations

import json

import pytest

from geoquiz.app.cli import main as cli


@pytest.fixture(autouse=True)
def only_carcassonne(monkeypatch: pytest.MonkeyPatch) -> None:
    """Register just this subcommand, so the test does not depend on the others."""
    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("geoquiz.app.cli.carcassonne",))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["carcassonne", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_squares_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "squares", "--json")
    rows = json.loads(out)
    assert code == 0 and len(rows) == 122
    roles = {r["name"]: r["role"] for r in rows if r["role"]}
    assert roles["Berlin"] == "large-city" and roles["Erfurt"] == "start"
    assert roles["Kiel"] == "town"
    assert all(r["land"] > 0.5 for r in rows)


def test_play_prints_scores(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", "--players", "hard,easy", "--seed", "1", "--json")
    result = json.loads(out)
    assert code == 0 and len(result["scores"]) == 2
    assert result["scores"][0] > result["scores"][1]
    code, out, _ = run(capsys, "play", "--players", "medium,medium,easy", "--json")
    result = json.loads(out)
    assert code == 0 and len(result["scores"]) == 3
    assert sorted(sum(result["ranking"], [])) == [0, 1, 2]
    assert 0 <= result["discarded"] < 40  # 112 tiles drawn, most of them placed


def test_play_json_reports_tiles_meeples_start_squares_and_placements(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "play", "--players", "hard,medium,medium", "--seed", "2", "--json")
    result = json.loads(out)
    assert code == 0 and result["tiles"] == 114 and result["meeples"] == [9, 9, 9]
    starts = [tuple(sq) for sq in result["start_squares"]]
    assert len(starts) == 2
    assert len(result["placements"]) + result["discarded"] + 2 == 114
    from geoquiz.games.carcassonne import MapSpec

    printed = MapSpec.germany().large_cities
    laid = set(starts)

    def around(sq: tuple[int, int]) -> set[tuple[int, int]]:
        c, r = sq
        return {(c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)}

    for p in result["placements"]:
        sq = tuple(p["square"])
        assert sq not in laid and 0 <= p["rotation"] < 4 and p["tile"][:2] in ("BA", "IC", "TB")
        # a printed large city counts as laid once a tile lies next to it (the publisher's rule)
        connected = {
            big
            for big, name in printed.items()
            if any(around(b) & laid for b, n in printed.items() if n == name)
        }
        assert around(sq) & (laid | connected), "grows from laid tiles"
        laid.add(sq)
    assert [c["name"] for c in result["large_cities"]] == [
        "Hamburg", "Berlin", "Hannover", "Ruhrgebiet", "Frankfurt", "München"
    ]  # fmt: skip
    assert all(isinstance(c["completed"], bool) for c in result["large_cities"])
    meeples = [p["meeple"] for p in result["placements"] if p["meeple"]]
    assert meeples and {m["kind"] for m in meeples} <= {"city", "road", "field", "monastery"}
    code, out, _ = run(
        capsys, "play", "--players", "easy,easy", "--tiles", "base", "--meeples", "7", "--json"
    )
    result = json.loads(out)
    assert result["tiles"] == 72 and result["meeples"] == [7, 7]
    code, out, _ = run(
        capsys, "play", "--players", "easy,easy", "--starts", "Rostock,Erfurt,Stuttgart", "--json"
    )
    result = json.loads(out)
    assert len(result["start_squares"]) == 3
    assert len(result["placements"]) + result["discarded"] + 3 == 114


@pytest.mark.parametrize(
    "argv",
    [
        ("play", "--players", "hard,bogus"),
        ("play", "--players", "hard"),
        ("play", "--players", "hard,easy", "--starts", "Rostock,Kiel"),
        ("play", "--players", "hard,easy", "--starts", "Rostock"),
        ("play", "--players", "hard,easy", "--expansions", "inns,traders"),  # removed option
        (),
    ],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and err.strip() and "\n" not in err.strip() and "Traceback" not in err
