"""``geoquiz tage regions`` and ``geoquiz tage check``."""

from __future__ import annotations

import json

import pytest

from geoquiz.app.cli import main as cli

VALID = (
    "Oberpfalz bus Chemnitz dresden leipzig halle magdeburg train:orange Mittelfranken oberbayern"
).split()


@pytest.fixture(autouse=True)
def only_tage(monkeypatch: pytest.MonkeyPatch) -> None:
    """Register just this subcommand, so the test does not depend on the others."""
    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("geoquiz.app.cli.tage",))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["tage", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_tage_is_registered_in_main() -> None:
    source = open(cli.__file__, encoding="utf-8").read()
    assert '"geoquiz.app.cli.tage",' in source


def test_regions_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "regions", "--json")
    rows = json.loads(out)
    assert code == 0 and len(rows) == 43
    berlin = next(r for r in rows if r["id"] == "berlin")
    assert berlin == {
        "id": "berlin",
        "name": "Berlin",
        "colour": "black",
        "neighbours": ["brandenburg"],
    }


def test_regions_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "regions")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 43
    assert lines[1].split()[:3] == ["berlin", "Berlin", "black"]


def test_check_valid_route_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "check", *VALID)
    assert code == 0 and err == ""
    assert "the bus bridges Oberfranken" in out
    assert out.strip().endswith("valid route")
    assert out.count("ok ") == 7


def test_check_invalid_route_exit_1_with_reasons(capsys: pytest.CaptureFixture[str]) -> None:
    items = list(VALID)
    items[9] = "bus"
    items[4] = "Bodensee"
    code, out, _ = run(capsys, "check", *items)
    assert code == 1
    assert "day 10 must be a region, not a bus" in out
    assert "Dresden and Bodensee share no border" in out
    assert "invalid route: 3 problem(s)" in out


def test_check_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", "--json", *VALID)
    data = json.loads(out)
    assert code == 0 and data["valid"] and len(data["links"]) == 7
    assert data["links"][0]["params"]["bridges"] == ["oberfranken"]


@pytest.mark.parametrize(
    ("items", "message"),
    [
        (VALID[:9], "a route has 10 items, not 9"),
        ([*VALID[:9], "Atlantis"], "day 10: unknown region 'Atlantis'"),
        ([*VALID[:9], "train:pink"], "day 10: unknown train colour 'pink'"),
        (["berlin", "berlin", *VALID[1:8], "berlin"], "the deck holds only 2 × Berlin, not 3"),
        (["lueneburg", *VALID[1:9], "lueneburg"], "the deck holds only 1 × Lüneburg, not 2"),
        (["berlin", *["bus"] * 6, *VALID[7:]], "the deck holds only 5 × bus, not 6"),
    ],
)
def test_check_unusable_input_exit_2(
    capsys: pytest.CaptureFixture[str], items: list[str], message: str
) -> None:
    code, out, err = run(capsys, "check", *items)
    assert code == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_tage_without_subcommand_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys)
    assert code == 2 and "regions or check" in err


def test_check_accepts_ids_and_names_alike(capsys: pytest.CaptureFixture[str]) -> None:
    names = ["Schleswig-Holstein", "Hamburg", "Lüneburg", "Mecklenburg-Vorpommern", "Brandenburg",
             "Berlin", "train:green", "Dresden", "Leipzig", "Halle"]  # fmt: skip
    ids = ["schleswig-holstein", "HAMBURG", "lueneburg", "mecklenburg vorpommern", "brandenburg",
           "berlin", "zug:grün", "dresden", "leipzig", "halle"]  # fmt: skip
    outputs = []
    for items in (names, ids):
        code, out, err = run(capsys, "check", "--json", *items)
        assert code == 0 and err == ""
        outputs.append(json.loads(out))
    assert outputs[0] == outputs[1]
    assert outputs[0]["route"][2:4] == ["lueneburg", "mecklenburg-vorpommern"]
    codes = [link["code"] for link in outputs[0]["links"]]
    assert codes[2] == "neighbours" and "train-berlin" in codes
