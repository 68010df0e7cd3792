"""Build the wheel (and optionally the frozen app) and smoke-test them as a new user would.

``make package-check`` (run by ``.ci/run``):

1. ``pip wheel`` builds ``geoquiz-*.whl`` from the source tree and checks what it holds: only the
   one top-level package ``geoquiz`` (with its maps, board, translations, decks and migrations).
2. A fresh venv gets a dummy distribution that owns a top-level ``app`` package first, then the
   wheel. The smoke test runs outside the source tree: ``geoquiz locate``, ``geoquiz tage regions
   --json``, ``geoquiz --lang de screenshot start`` (German texts on screen), and the other
   distribution's ``app`` still imports — also after ``pip uninstall geoquiz``.
3. With ``--frozen DIST`` the PyInstaller one-folder app in ``DIST`` passes the same smoke test;
   its size is printed.

    python packaging/check_package.py                     # wheel
    python packaging/check_package.py --frozen dist/geoquiz
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: files the wheel must contain (a sample from every kind of data the app reads at run time)
REQUIRED = (
    "geoquiz/__init__.py",
    "geoquiz/app/cli/main.py",
    "geoquiz/assets/maps/de_staat.shp",
    "geoquiz/assets/maps/ATTRIBUTION.md",
    "geoquiz/assets/maps/tage_regions.json",
    "geoquiz/assets/boards/denmark.json",
    "geoquiz/assets/i18n/geoquiz_de.qm",
    "geoquiz/db/migrations/env.py",
    "geoquiz/db/migrations/script.py.mako",
    "geoquiz/db/decks/deutschland/deck.json",
    "geoquiz/games/stadtland/data/categories.json",
)
GERMAN = ("Spiele", "Karteneditor")


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    print("$", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run(cmd, check=True, text=True, capture_output=True, **kw)  # type: ignore[call-overload, no-any-return]


def build_wheel(out: Path, source: Path) -> Path:
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out), str(source)])
    (wheel,) = out.glob("geoquiz-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names if not n.split("/")[0].endswith((".dist-info", ".data"))}
    assert tops == {"geoquiz"}, f"the wheel installs other top-level names: {sorted(tops)}"
    missing = [r for r in REQUIRED if r not in names]
    assert not missing, f"the wheel lacks {missing}"
    assert not any(n.endswith(".ts") for n in names), "translation sources in the wheel"
    print(f"wheel: {wheel.name}, {len(names)} files, {wheel.stat().st_size / 1e6:.1f} MB")
    return wheel


def dummy_app(where: Path) -> Path:
    """A tiny distribution ``other-app`` that owns the top-level package ``app``."""
    src = where / "other-app"
    (src / "app").mkdir(parents=True)
    (src / "app" / "__init__.py").write_text("WHO = 'other-app'\n", encoding="utf-8")
    (src / "pyproject.toml").write_text(
        '[build-system]\nrequires = ["setuptools>=69"]\nbuild-backend = "setuptools.build_meta"\n'
        '[project]\nname = "other-app"\nversion = "1.0"\n'
        '[tool.setuptools]\npackages = ["app"]\n',
        encoding="utf-8",
    )
    return src


def smoke(geoquiz: list[str], cwd: Path, env: dict[str, str]) -> None:
    """The same checks for the wheel's console script and the frozen executable."""
    out = run([*geoquiz, "locate", "52.289", "8.917"], cwd=cwd, env=env).stdout
    solution = json.loads(out)["solutions"][0]
    assert solution == {"ew": "W", "zone": "N", "square": 12, "quadrant": "C"}, out
    print("  locate Minden:", solution)
    regions = json.loads(run([*geoquiz, "tage", "regions", "--json"], cwd=cwd, env=env).stdout)
    assert len(regions) == 43, len(regions)
    print("  tage regions:", len(regions))
    png = cwd / "start-de.png"
    texts = json.loads(
        run(
            [
                *geoquiz,
                "--lang",
                "de",
                "screenshot",
                "start",
                str(png),
                "--size",
                "1366x768",
                "--texts",
            ],
            cwd=cwd,
            env=env,
        ).stdout
    )
    assert png.stat().st_size > 10_000
    found = [w for w in GERMAN if any(w in t for t in texts)]
    assert found == list(GERMAN), f"no German on the start screen: {texts}"
    print("  German start screen:", ", ".join(texts[2:6]))


def check_wheel(tmp: Path, source: Path) -> None:
    wheel = build_wheel(tmp / "wheel", source)
    venv = tmp / "venv"
    run([sys.executable, "-m", "venv", str(venv)])
    py = str(venv / "bin" / "python")
    run([py, "-m", "pip", "install", "--quiet", str(dummy_app(tmp))])
    run([py, "-m", "pip", "install", "--quiet", str(wheel)])
    run([py, "-m", "pip", "check"])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONPATH", None)
    home = tmp / "home"
    home.mkdir()
    env |= {
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
    }
    smoke([str(venv / "bin" / "geoquiz")], home, env)
    other = "import app; assert app.WHO == 'other-app'; print(app.__file__)"
    print("  other app:", run([py, "-c", other], cwd=home, env=env).stdout.strip())
    run([py, "-m", "pip", "uninstall", "--quiet", "--yes", "geoquiz"])
    run([py, "-c", other], cwd=home, env=env)
    print("  other app still imports after uninstalling geoquiz")


def check_frozen(dist: Path, tmp: Path) -> None:
    exe = dist / "geoquiz"
    size = sum(p.stat().st_size for p in dist.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"frozen app: {dist}, {size / 1e6:.0f} MB")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp))
    env.pop("PYTHONPATH", None)
    smoke([str(exe)], tmp, env)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frozen", type=Path, help="a PyInstaller dist folder to check instead")
    parser.add_argument("--source", type=Path, default=ROOT, help="source tree of the wheel")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="geoquiz-package-") as name:
        tmp = Path(name)
        try:
            if args.frozen:
                check_frozen(args.frozen.resolve(), tmp)
            else:
                check_wheel(tmp, args.source.resolve())
        except subprocess.CalledProcessError as exc:
            print(exc.stdout, exc.stderr, sep="\n", file=sys.stderr)
            print(f"package check failed: {' '.join(map(str, exc.cmd))}", file=sys.stderr)
            return 1
    print("package check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
