"""DESIGN §1, §13: one import package ``geoquiz``; the wheel's package list and data are complete.

The wheel is built and smoke-tested for real by ``packaging/check_package.py`` (``make
package-check`` in CI); these fast checks catch the usual way it breaks: a new subpackage or data
file that ``pyproject.toml`` does not name, or a module that finds its data by ``__file__``.
"""

from __future__ import annotations

import ast
import fnmatch
import tomllib
from pathlib import Path

from geoquiz.geo.resources import asset_path, package_path

ROOT = Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
DIRS = {"geoquiz.app": "app", "geoquiz.games": "games", "geoquiz.geo": "geo", "geoquiz.db": "db"}
#: data the app reads at run time, by package (sources such as .ts catalogues stay out)
DATA_SUFFIXES = {
    ".shp",
    ".shx",
    ".dbf",
    ".prj",
    ".cpg",
    ".json",
    ".qm",
    ".md",
    ".csv",
    ".mako",
    ".html",
    ".js",
    ".css",
    ".svg",
    ".wav",
    ".png",
}


def _discovered() -> set[str]:
    found = {"geoquiz", "geoquiz.assets"}
    for package, folder in DIRS.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / folder).parts
            found.add(".".join((package, *rel)))
    return found


def test_the_wheel_lists_every_package() -> None:
    assert set(CONFIG["packages"]) == _discovered()


def test_every_package_maps_onto_its_top_level_folder() -> None:
    assert CONFIG["package-dir"] == {"geoquiz": "src/geoquiz", **DIRS, "geoquiz.assets": "assets"}


def _owner(path: Path) -> tuple[str, str]:
    """(package, path relative to it) of a data file, by the nearest package folder above it."""
    folder = path.parent
    while not (folder / "__init__.py").exists():
        folder = folder.parent
    rel = folder.relative_to(ROOT).parts
    package = "geoquiz" if rel == ("src", "geoquiz") else ".".join(("geoquiz", *rel))
    return package, path.relative_to(folder).as_posix()


def test_package_data_covers_every_data_file() -> None:
    patterns: dict[str, list[str]] = CONFIG["package-data"]
    uncovered = []
    for top in ("assets", "app", "games", "db"):
        for path in (ROOT / top).rglob("*"):
            if (
                not path.is_file()
                or path.suffix not in DATA_SUFFIXES
                or "__pycache__" in path.parts
            ):
                continue
            if path.name == "README.md":
                continue
            package, rel = _owner(path)
            # package-data patterns of a package also apply to files in its data subfolders
            candidates = [(p, rel) for p in patterns if package == p] + [
                (p, f"{package.removeprefix(p + '.').replace('.', '/')}/{rel}")
                for p in patterns
                if package.startswith(p + ".")
            ]
            if not any(fnmatch.fnmatch(r, pat) for p, r in candidates for pat in patterns[p]):
                uncovered.append(str(path.relative_to(ROOT)))
    assert uncovered == []


def test_assets_are_found_through_importlib_resources() -> None:
    assert asset_path("maps", "de_staat.shp").is_file()
    assert asset_path("boards", "denmark.json").is_file()
    assert package_path("geoquiz.db.migrations", "env.py").is_file()


def test_no_module_finds_its_data_by_file_arithmetic() -> None:
    offenders = []
    for top in ("app", "games", "geo", "db"):
        for path in (ROOT / top).rglob("*.py"):
            if path.name.startswith("build_"):  # build-time scripts write into the source tree
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            if any(isinstance(n, ast.Name) and n.id == "__file__" for n in ast.walk(tree)):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []
