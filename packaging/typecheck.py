"""Run mypy over the ``geoquiz`` package as it is installed (``make lint``, ``.ci/run``).

The package's subpackages live in top-level folders mapped by setuptools ``package-dir``
(``geoquiz.geo`` is ``geo/``); the editable install finds them through an import hook that mypy
cannot follow, so imports of ``geoquiz.*`` would silently become ``Any``. This script builds a tree
of symbolic links with the installed layout under ``build/typecheck/geoquiz`` (new files show up
through the folder links without rebuilding) and checks the layers that are fully typed.

    python packaging/typecheck.py               # geoquiz.geo, geoquiz.games, geoquiz.db
    python packaging/typecheck.py geoquiz.app   # any other package
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREE = ROOT / "build" / "typecheck"
#: package → folder, as in pyproject.toml's [tool.setuptools] package-dir
MAPPING = {"app": "app", "games": "games", "geo": "geo", "db": "db", "assets": "assets"}
TYPED = ("geoquiz.geo", "geoquiz.games", "geoquiz.db")


def link_tree() -> Path:
    """``build/typecheck/geoquiz`` linked onto the source folders; returns ``build/typecheck``."""
    pkg = TREE / "geoquiz"
    pkg.mkdir(parents=True, exist_ok=True)
    links = {"__init__.py": ROOT / "src" / "geoquiz" / "__init__.py"}
    links |= {name: ROOT / folder for name, folder in MAPPING.items()}
    for name, target in links.items():
        link = pkg / name
        if link.is_symlink() and Path(os.readlink(link)) == target:
            continue
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(target)
    return TREE


def main(argv: list[str]) -> int:
    tree = link_tree()
    packages = argv or list(TYPED)
    env = dict(os.environ, MYPYPATH=str(tree))
    cmd = [sys.executable, "-m", "mypy", *(arg for p in packages for arg in ("-p", p))]
    return subprocess.run(cmd, cwd=ROOT, env=env, check=False).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
