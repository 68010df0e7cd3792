"""``geoquiz locate`` and ``geoquiz places`` (DESIGN §9)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from geoquiz.app.cli.main import main

REPO = Path(__file__).resolve().parents[1]
MINDEN = {"ew": "W", "zone": "N", "square": 12, "quadrant": "C"}


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_locate_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["locate", "52.289", "8.917"], capsys)
    assert code == 0 and err == ""
    assert json.loads(out) == {"lat": 52.289, "lon": 8.917, "solutions": [MINDEN]}
    assert out.count("\n") == 1


def test_locate_near_lines_and_tolerance(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["locate", "52.0", "10.0"], capsys)
    assert code == 0
    assert len(json.loads(out)["solutions"]) == 4
    code, out, _ = run(["locate", "52.0", "10.0", "--tolerance-km", "0"], capsys)
    assert json.loads(out)["solutions"] == [{"ew": "O", "zone": "N", "square": 13, "quadrant": "C"}]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["locate", "abc", "8.9"], "latitude is not a number: 'abc'"),
        (["locate", "91", "8.9"], "latitude 91 is out of range"),
        (["locate", "52", "200"], "longitude 200 is out of range"),
        (["locate", "48.857", "2.352"], "48.857°N 2.352°E is not on the board: 301 km from"),
        (["locate", "-10", "5"], "10.000°S 5.000°E is not on the board"),
        (["locate", "--", "-10", "5"], "10.000°S 5.000°E is not on the board"),
        (["locate", "52.0"], "need LAT and LON"),
        (["locate"], "need LAT and LON"),
        (["locate", "52", "9", "--tolerance-km", "-2"], "tolerance must be 0 km or more"),
        (["locate", "--batch", "/nonexistent/places.csv"], "no such file"),
        (["locate", "52", "9", "--batch", "x.csv"], "either LAT LON or --batch"),
        (["locate", "52", "9", "10"], "unrecognized arguments"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(args, capsys)
    assert code == 2
    assert out == ""
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_negative_coordinates_that_are_on_the_board_are_not_options(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # No German place has a negative coordinate, but the parser must still read them as numbers.
    code, _, err = run(["locate", "-52.289", "-8.917"], capsys)
    assert code == 2 and "52.289°S 8.917°W is not on the board" in err


def test_decimal_comma(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["locate", "52,289", "8,917"], capsys)
    assert code == 0 and json.loads(out)["solutions"] == [MINDEN]


# --- batch ------------------------------------------------------------------------------------


def write(tmp_path: Path, text: str, name: str = "places.csv", bom: bool = False) -> Path:
    path = tmp_path / name
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8"))
    return path


def test_batch_json_lines_name_first(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(
        tmp_path,
        "Name,Lat,Lon,Notes\nMinden,52.289,8.917,acceptance\nKöln,50.9375,6.9603,\n\n"
        'Brocken,"51,80","10,62",Harz\n',
        bom=True,
    )
    code, out, err = run(["locate", "--batch", str(path)], capsys)
    assert code == 0 and err == ""
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["name"] for r in rows] == ["Minden", "Köln", "Brocken"]
    assert list(rows[0]) == ["name", "lat", "lon", "solutions"]
    assert rows[0]["solutions"] == [MINDEN]
    assert rows[1]["solutions"] == [{"ew": "W", "zone": "M", "square": 6, "quadrant": "A"}]
    assert rows[2]["lat"] == 51.8 and rows[2]["solutions"][0]["square"] == 3


def test_batch_bad_rows_reported_good_rows_solved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(
        tmp_path,
        "name,lat,lon\nMinden,52.289,8.917\nParis,48.857,2.352\nNowhere,abc,5\n"
        "Pole,91,5\nShort,52\nBerlin,52.52,13.405\n",
    )
    code, out, err = run(["locate", "--batch", str(path)], capsys)
    assert code == 2
    assert [json.loads(line)["name"] for line in out.splitlines()] == ["Minden", "Berlin"]
    assert err.splitlines() == [
        "line 3: Paris: 48.857°N 2.352°E is not on the board: 301 km from Germany",
        "line 4: Nowhere: latitude is not a number: 'abc'",
        "line 5: Pole: latitude 91 is out of range (−90 to 90)",
        "line 6: Short: longitude is missing",
    ]


def test_batch_tolerance(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "name,lat,lon\ncorner,52.0,10.0\n")
    _, out, _ = run(["locate", "--batch", str(path), "--tolerance-km", "0"], capsys)
    assert len(json.loads(out)["solutions"]) == 1


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("town,latitude,longitude\nMinden,52.289,8.917\n", "needs the columns name, lat, lon"),
        ("", "is empty"),
    ],
)
def test_batch_without_the_columns(
    tmp_path: Path, content: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, content)
    code, out, err = run(["locate", "--batch", str(path)], capsys)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1


def test_batch_not_utf8(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "latin1.csv"
    path.write_bytes("name,lat,lon\nKöln,50.9,6.9\n".encode("latin-1"))
    code, _, err = run(["locate", "--batch", str(path)], capsys)
    assert code == 2 and "not UTF-8" in err and err.count("\n") == 1


def test_batch_folder_and_binary_file_are_one_line_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(["locate", "--batch", str(tmp_path)], capsys)
    assert code == 2 and out == "" and "is a folder, not a CSV file" in err
    assert err.count("\n") == 1
    binary = tmp_path / "zeros.csv"
    binary.write_bytes(b"\x00" * 200)
    code, out, err = run(["locate", "--batch", str(binary)], capsys)
    assert code == 2 and out == "" and "not a CSV text file" in err
    assert err.count("\n") == 1 and "\x00" not in err


@pytest.mark.parametrize("sep", [";", "\t"])
def test_batch_reads_semicolon_and_tab_separated_files(
    tmp_path: Path, sep: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """German spreadsheets save "CSV" with semicolons and decimal commas."""
    path = tmp_path / "places.csv"
    path.write_text(f"name{sep}lat{sep}lon\nMinden{sep}52,289{sep}8,917\n", encoding="utf-8")
    code, out, err = run(["locate", "--batch", str(path)], capsys)
    assert code == 0 and err == ""
    assert json.loads(out) == {"name": "Minden", "lat": 52.289, "lon": 8.917, "solutions": [MINDEN]}


# --- places -----------------------------------------------------------------------------------


def test_places_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["places", "Minden", "--limit", "3"], capsys)
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 3
    assert lines[0].startswith("Minden ")
    assert "52.2895" in lines[0] and "Nordrhein-Westfalen" in lines[0]
    assert lines[0].endswith("W N 12 C")


def test_places_json_and_off_board(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["places", "kobenhavn", "--country", "dk", "--json", "--limit", "1"], capsys)
    assert code == 0
    row = json.loads(out)
    assert row["name"] == "København" and row["country"] == "DK" and row["solutions"] is None
    code, out, _ = run(["places", "koln", "--json", "--limit", "1"], capsys)
    assert json.loads(out)["solutions"] == [{"ew": "W", "zone": "M", "square": 6, "quadrant": "A"}]
    code, out, _ = run(["places", "bad", "homburg", "--limit", "1"], capsys)
    assert out.startswith("Bad Homburg")


def test_places_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["places", "xyzzyq"], capsys)
    assert code == 1 and out == "" and "no place matches 'xyzzyq'" in err
    code, out, err = run(["places", "  "], capsys)
    assert code == 2 and out == "" and "give a place name" in err
    code, _, err = run(["places", "Minden", "--country", "FR"], capsys)
    assert code == 2 and "country must be DE or DK" in err
    code, _, err = run(["places", "Minden", "--limit", "0"], capsys)
    assert code == 2 and "limit must be at least 1" in err


def test_real_command_line() -> None:
    exe = Path(sys.executable).with_name("geoquiz")
    assert exe.exists(), exe
    done = subprocess.run(
        [str(exe), "locate", "52.289", "8.917"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"lat": 52.289, "lon": 8.917, "solutions": [MINDEN]}
    bad = subprocess.run(
        [str(exe), "locate", "48.857", "2.352"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
        check=False,
    )
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.strip().endswith("not on the board: 301 km from Germany")
    assert bad.stderr.count("\n") == 1
