"""Every refusal code an engine raises has a text in German, English and Danish (issue 9).

The codes are read from the engines' sources (every string literal ``"<game>.<code>"`` that is
raised or stored for raising), so a new ``IllegalMove("tage.new_rule")`` without a text fails here.
A German or Danish text must differ from the English one: an untranslated entry falls back to
English, which is exactly what a German screen must never show.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from geoquiz.app import i18n
from geoquiz.app.refusals import refusal_text, table_for
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


class _Anything(Mapping[str, Any]):
    """Parameters for rendering a text without knowing them: every key is 2."""

    def __getitem__(self, key: str) -> Any:
        return 2

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0

    def get(self, key: str, default: Any = None) -> Any:
        return 2


def _render(code: str) -> str:
    exc = IllegalMove(code)
    exc.params = _Anything()  # type: ignore[assignment]
    return refusal_text(exc)


@pytest.mark.parametrize("key", KEYS)
def test_every_raised_code_has_a_text(key: str) -> None:
    codes = raised_codes(key)
    assert codes, f"{key}: the engine raises no coded refusals"
    missing = sorted(codes - set(table_for(key)))
    assert missing == []


@pytest.mark.parametrize("lang", ["de", "da"])
@pytest.mark.parametrize("key", KEYS)
def test_every_text_is_translated(qapp: object, key: str, lang: str) -> None:
    codes = sorted(set(table_for(key)))
    i18n.install_translators("en")
    english = {code: _render(code) for code in codes}
    i18n.install_translators(lang)
    try:
        same = [
            f"{code}: {english[code]!r}"
            for code in codes
            if _render(code) == english[code] and re.search(r"[A-Za-z]{3}", english[code])
        ]
    finally:
        i18n.install_translators("en")
    assert same == [], f"untranslated in {lang}"


def test_an_unknown_code_gets_the_generic_line(qapp: object) -> None:
    assert refusal_text(IllegalMove("nosuchgame.nothing")) == "That move is not allowed now."
