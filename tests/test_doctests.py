"""The examples in the docstrings run (doctest): every module of geoquiz that has one."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: the folders of the import package's subpackages (pyproject's package-dir)
FOLDERS = {"games": "geoquiz.games", "geo": "geoquiz.geo", "db": "geoquiz.db", "app": "geoquiz.app"}


def _modules_with_examples() -> list[str]:
    names = []
    for folder, package in FOLDERS.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            if ">>> " not in path.read_text(encoding="utf-8"):
                continue
            parts = path.relative_to(ROOT / folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            names.append(".".join((package, *parts)))
    return names


MODULES = _modules_with_examples()


def test_there_are_examples_to_run() -> None:
    assert len(MODULES) >= 5


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_in_the_docstrings_run(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"
    assert result.attempted > 0
