"""Finden Sie Minden's refusals: stable codes from the engine, a text per code in de/en/da.

The codes are collected from the engine's source (every ``IllegalMove("minden.…")`` call), so a
new refusal without a text fails here. German and Danish texts must differ from the English ones
(the catalogue is built and loaded), and the screen shows the text, never the code.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import geoquiz.games.minden.cards as cards_module
import geoquiz.games.minden.engine as engine_module
from geoquiz.app.minden.refusals import TEXTS
from geoquiz.app.play.refusals import refusal_text
from geoquiz.app.runtime import i18n
from geoquiz.games.contract import IllegalMove
from geoquiz.games.minden import Guess, apply
from geoquiz.games.minden.game import example_config, new_game

#: sample parameters for the codes that carry some
PARAMS = {
    "minden.no_spare_stone": {"player": "Anna"},
    "minden.chip_used": {"player": "Anna"},
    "minden.too_many_stones": {"player": "Anna", "stones": 3},
    "minden.bad_square": {"zone": "M", "squares": 10},
    "minden.wrong_phase": {"phase": "guess"},
}


def raised_codes() -> set[str]:
    codes = set()
    for module in (cards_module, engine_module):
        tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "IllegalMove"
            ):
                arg = node.args[0]
                assert isinstance(arg, ast.Constant), "a refusal code is a literal string"
                codes.add(str(arg.value))
    return codes


def test_every_minden_refusal_code_has_a_text() -> None:
    codes = raised_codes()
    assert len(codes) >= 14
    assert all(c.startswith("minden.") for c in codes)
    assert codes <= set(TEXTS), codes - set(TEXTS)


@pytest.mark.parametrize("lang", ["de", "da"])
def test_minden_refusals_are_translated(qtbot: QtBot, lang: str) -> None:
    i18n.install_translators("en")
    english = {c: TEXTS[c](PARAMS.get(c, {})) for c in TEXTS}
    i18n.install_translators(lang)
    try:
        translated = {c: TEXTS[c](PARAMS.get(c, {})) for c in TEXTS}
    finally:
        i18n.install_translators("en")
    same = [c for c in TEXTS if translated[c] == english[c]]
    assert same == []
    assert all("%1" not in t and "%2" not in t and "%n" not in t for t in translated.values())


def test_minden_refusal_reads_in_german_with_plural(qtbot: QtBot) -> None:
    i18n.install_translators("de")
    try:
        text = refusal_text(IllegalMove("minden.too_many_stones", player="Anna", stones=3))
        one = refusal_text(IllegalMove("minden.too_many_stones", player="Anna", stones=1))
    finally:
        i18n.install_translators("en")
    assert text == "Anna hat nur 3 Tippsteine."
    assert one == "Anna hat nur einen Tippstein."
    english = refusal_text(IllegalMove("minden.too_many_stones", player="Anna", stones=1))
    assert english == "Anna has only one tip stone."


def test_engine_raises_coded_refusals() -> None:
    state = new_game(example_config(3), seed=1)
    with pytest.raises(IllegalMove) as info:
        apply(state, Guess(("W",)))
    assert info.value.code == "minden.wrong_phase"
    assert info.value.params == {"phase": "draft"}
