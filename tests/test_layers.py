"""DESIGN §1: dependencies point one way — app → games → geo, app → db (db may use geo).

`geo/`, `games/` and `db/` import nothing from Qt or from `app`, so every rule is testable without a
window and usable from the command line. Checked statically (every import statement) and at run time
(importing every module of those layers loads no Qt).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
QT = {"PySide6", "shiboken6", "PyQt5", "PyQt6"}
#: For each layer, the top-level packages it must not import.
FORBIDDEN: dict[str, set[str]] = {
    "geo": QT | {"app", "games", "db"},
    "games": QT | {"app", "db"},
    "db": QT | {"app", "games"},
}


def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
    return found


def _modules(layer: str) -> list[Path]:
    return sorted((ROOT / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_point_one_way(layer: str) -> None:
    breaches = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for path in _modules(layer)
        for line, name in _imports(path)
        if name.split(".")[0] in FORBIDDEN[layer]
    ]
    assert breaches == []


def test_the_static_check_sees_a_breach(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nfrom PySide6.QtCore import QObject\n", encoding="utf-8")
    assert (2, "PySide6.QtCore") in _imports(bad)


def test_importing_the_pure_layers_loads_no_qt() -> None:
    modules = [
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
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
