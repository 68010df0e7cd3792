"""DESIGN §1: dependencies point one way — app → games → geo, app → db (db may use geo).

``geoquiz.geo``, ``geoquiz.games`` and ``geoquiz.db`` import nothing from Qt or from
``geoquiz.app``, so every rule is testable without a window and usable from the command line.
Checked statically (every import statement, relative ones resolved against the module's package)
and at run time (importing every module of those layers loads no Qt). No module imports the old
top-level names (``app``, ``games``, ``geo``, ``db``): everything is under ``geoquiz``.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
QT = {"PySide6", "shiboken6", "PyQt5", "PyQt6"}
LAYERS = ("app", "games", "geo", "db")
#: For each layer, what it must not import: Qt and geoquiz layers above it.
FORBIDDEN: dict[str, set[str]] = {
    "geo": QT | {"geoquiz.app", "geoquiz.games", "geoquiz.db"},
    "games": QT | {"geoquiz.app", "geoquiz.db"},
    "db": QT | {"geoquiz.app", "geoquiz.games"},
}


def module_name(path: Path) -> str:
    """The dotted name of a source file of the repository under the ``geoquiz`` package."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[0] == "src":
        parts = parts[1:]
    else:
        parts = ("geoquiz", *parts)
    return ".".join(parts).removesuffix(".__init__")


def imports_of(path: Path, name: str | None = None) -> list[tuple[int, str]]:
    """(line, absolute module) of every import in ``path``; relative imports are resolved."""
    name = name or module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            # ``from geoquiz import app`` imports geoquiz.app
            found += [(node.lineno, f"{target}.{alias.name}") for alias in node.names]
    return found


def _breaks(target: str, forbidden: set[str]) -> bool:
    return any(target == f or target.startswith(f + ".") for f in forbidden)


def _modules(layer: str) -> list[Path]:
    return sorted((ROOT / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_point_one_way(layer: str) -> None:
    breaches = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for path in _modules(layer)
        for line, name in imports_of(path)
        if _breaks(name, FORBIDDEN[layer])
    ]
    assert breaches == []


def test_nothing_imports_the_old_top_level_names() -> None:
    sources = [
        p for d in (*LAYERS, "tests", "bench", "packaging") for p in (ROOT / d).rglob("*.py")
    ]
    old = set(LAYERS)
    breaches = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for path in sources
        for line, name in imports_of(path, "geoquiz.tests.x")
        if name.split(".")[0] in old
    ]
    assert breaches == []


def test_the_static_check_sees_a_breach(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nfrom PySide6.QtCore import QObject\n", encoding="utf-8")
    assert (2, "PySide6.QtCore") in imports_of(bad, "geoquiz.geo.bad")


def test_the_static_check_follows_relative_imports(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from ..games import GAMES\nfrom . import maps\n", encoding="utf-8")
    found = imports_of(bad, "geoquiz.geo.bad")
    assert (1, "geoquiz.games") in found and (2, "geoquiz.geo.maps") in found
    assert _breaks("geoquiz.games", FORBIDDEN["geo"])


def test_importing_the_pure_layers_loads_no_qt() -> None:
    modules = [
        module_name(path)
        for layer in FORBIDDEN
        for path in _modules(layer)
        if "migrations" not in path.parts and "decks" not in path.parts
    ]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}:\n"
        "    importlib.import_module(m)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        f"{sorted(QT)!r}))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"
