"""Update and compile the user-interface translations (``make translations``).

1. ``pyside6-lupdate`` scans every Python file under ``app/`` for ``tr()`` /
   ``QCoreApplication.translate`` / ``QT_TRANSLATE_NOOP`` strings and merges them into
   ``assets/i18n/geoquiz_<lang>.ts`` (existing translations are kept; vanished strings are dropped).
2. ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` the app loads.

Translate with Qt Linguist (``pyside6-linguist assets/i18n/geoquiz_de.ts``) or any editor, then
run this script again and commit both the ``.ts`` and the ``.qm`` files.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "assets" / "i18n"
LANGUAGES = ("de", "da")


def _tool(name: str) -> str:
    """The PySide6 tool next to this interpreter (the venv), else on PATH."""
    candidate = Path(sys.executable).with_name(name)
    if candidate.exists():
        return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"build_translations: {name} not found (install PySide6)")
    return found


def sources() -> list[str]:
    """Python files with user-interface strings, relative to the repository root."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app").rglob("*.py"))


def main() -> int:
    I18N.mkdir(parents=True, exist_ok=True)
    ts_files = [str((I18N / f"geoquiz_{lang}.ts").relative_to(ROOT)) for lang in LANGUAGES]
    subprocess.run(
        [
            _tool("pyside6-lupdate"),
            "-no-obsolete",
            "-locations",
            "none",
            *sources(),
            "-ts",
            *ts_files,
        ],
        cwd=ROOT,
        check=True,
    )
    for ts in ts_files:
        qm = ts.removesuffix(".ts") + ".qm"
        subprocess.run([_tool("pyside6-lrelease"), "-silent", ts, "-qm", qm], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
