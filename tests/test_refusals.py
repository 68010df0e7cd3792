"""Every refusal code an engine raises has a text in German, English and Danish (issue 9).

The codes are read from the engines' sources (every string literal ``"<game>.<code>"`` that is
raised or stored for raising), so a new ``IllegalMove("tage.new_rule")`` without a text fails here.
A German or Danish text must differ from the English one: an untranslated entry falls back to
English, which is exactly what a German screen must never show.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

from geoquiz.app.play.refusals import refusal_text, table_for
from geoquiz.app.runtime import i18n
from geoquiz.games import IllegalMove
from geoquiz.games.registry import KEYS

ROOT = Path(__file__).resolve().parents[1]


def raised_codes(key: str) -> set[str]:
    """The ``key.*`` codes an engine raises: literal first arguments of ``IllegalMove(...)``, and
    the literals that flow into ``IllegalMove(code)`` through a variable named ``code``, ``why`` or
    ``reason`` or a function's ``return`` (event kinds, which share the dotted form, do not)."""
    pattern = re.compile(rf"^{key}\.[a-z0-9_]+(\.[a-z0-9_]+)*$")
    found: set[str] = set()

    def literal(node: ast.AST | None) -> None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if pattern.match(node.value):
                found.add(node.value)
        elif isinstance(node, ast.IfExp):
            literal(node.body)
            literal(node.orelse)

    for path in (ROOT / "games" / key).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalMove":
                literal(node.args[0] if node.args else None)
            elif isinstance(node, ast.Return):
                literal(node.value)
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(getattr(t, "id", "") in {"code", "why", "reason"} for t in targets):
                    literal(node.value)
    return found


def _sources(key: str) -> dict[str, list[tuple[str, str, int]]]:
    """Per code, the ``(context, source, n)`` its text asks Qt to translate.

    The texts are called with parameters that are all 2; a text that needs a real value (a region
    id) may fail after its translate call — what it asked for is recorded all the same.
    """
    from PySide6.QtCore import QCoreApplication

    original = QCoreApplication.translate
    calls: list[tuple[str, str, int]] = []

    def record(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        calls.append((context, source, n))
        return original(context, source, disambiguation, n)

    class Twos(dict[str, Any]):
        def __missing__(self, key: str) -> Any:
            return 2

    found: dict[str, list[tuple[str, str, int]]] = {}
    QCoreApplication.translate = staticmethod(record)  # type: ignore[method-assign, assignment]
    try:
        for code, make in table_for(key).items():
            calls.clear()
            try:
                make(Twos())
            except Exception:  # noqa: BLE001, S110 - only the translate calls matter here
                pass
            found[code] = list(calls)
    finally:
        QCoreApplication.translate = original  # type: ignore[method-assign]
    return found


@pytest.mark.parametrize("lang", ["de", "da"])
@pytest.mark.parametrize("key", KEYS)
def test_every_text_is_translated(qapp: object, key: str, lang: str) -> None:
    from PySide6.QtCore import QCoreApplication

    sources = _sources(key)
    assert all(sources.values()), [c for c, calls in sources.items() if not calls]
    i18n.install_translators(lang)
    try:
        untranslated = [
            f"{code}: {src!r}"
            for code, calls in sources.items()
            for context, src, n in calls
            if QCoreApplication.translate(context, src, None, n)
            == (src.replace("%n", str(n)) if n >= 0 else src)
            and re.search(r"[A-Za-z]{3}", src)
        ]
    finally:
        i18n.install_translators("en")
    assert untranslated == [], f"untranslated in {lang}"


def test_an_unknown_code_gets_the_generic_line(qapp: object) -> None:
    assert refusal_text(IllegalMove("nosuchgame.nothing")) == "That move is not allowed now."


def test_text_table_fills_the_parameters_in_order_and_translates_at_lookup(qapp: object) -> None:
    from geoquiz.app.play.refusals import text_table

    table = text_table(
        {
            "t.plain": "The game is over.",
            "t.two": ("%1 came from pile %2.", lambda p: f"card {p['card']}", "pile"),
            "t.missing": ("Discard pile %1 is empty.", "pile"),
            "t.own": lambda p: f"own {p['x']}",
        }
    )
    assert table["t.two"]({"card": "k7", "pile": 3}) == "card k7 came from pile 3."
    assert table["t.missing"]({}) == "Discard pile  is empty."
    assert table["t.own"]({"x": 1}) == "own 1"
    assert table["t.plain"]({}) == "The game is over."
    i18n.install_translators("de")
    try:  # translated when asked for, so a language switch applies to a table built before it
        assert table["t.plain"]({}) != "The game is over."
    finally:
        i18n.install_translators("en")
