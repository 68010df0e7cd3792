"""Update and compile the user-interface translations (``make translations``).

The strings of the app live in several catalogues per language, all in ``assets/i18n/``:

* ``<pkg>_<lang>.ts`` for a screen package ``app/<pkg>/`` that has its own catalogue (a game added
  later brings its own, so authors of different games never edit the same file);
* ``geoquiz_<lang>.ts`` for every other file under ``app/`` (the shell, the canvas, the explore
  screens and the games whose strings were translated there first).

For each catalogue, ``pyside6-lupdate`` merges the current ``tr()`` / ``QCoreApplication.translate``
/ ``QT_TRANSLATE_NOOP`` strings into the ``.ts`` (existing translations are kept, vanished strings
dropped) and ``pyside6-lrelease`` compiles it to the ``.qm`` that ``app/runtime/i18n.py`` loads.

    python packaging/build_translations.py            # every catalogue
    python packaging/build_translations.py danmark    # app/danmark/ → danmark_de.ts, danmark_da.ts

Naming a package that has no catalogue yet creates its ``.ts`` files. Translate with Qt Linguist
(``pyside6-linguist assets/i18n/danmark_de.ts``) or any editor, run the script again, and commit
both the ``.ts`` and the ``.qm`` files.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "app"
I18N = ROOT / "assets" / "i18n"
LANGUAGES = ("de", "da")
#: English is the source language; its catalogue holds only the plural forms (``%n``)
PLURAL_ONLY = ("en",)
SHELL = "geoquiz"


def _tool(name: str) -> str:
    """The PySide6 tool next to this interpreter (the venv), else on PATH."""
    candidate = Path(sys.executable).with_name(name)
    if candidate.exists():
        return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"build_translations: {name} not found (install PySide6)")
    return found


def package_domains() -> list[str]:
    """Screen packages of ``app/`` that have a catalogue of their own."""
    return sorted(
        p.name
        for p in APP.iterdir()
        if p.is_dir() and (p / "__init__.py").exists() and any(I18N.glob(f"{p.name}_*.ts"))
    )


def sources(domain: str, domains: list[str]) -> list[str]:
    """The Python files whose strings belong to ``domain``, relative to the repository root."""
    if domain != SHELL:
        files = (APP / domain).rglob("*.py")
    else:
        own = {APP / d for d in domains}
        files = (p for p in APP.rglob("*.py") if not any(parent in own for parent in p.parents))
    return sorted(str(p.relative_to(ROOT)) for p in files)


def _lupdate(domain: str, domains: list[str], ts_files: list[str], *extra: str) -> None:
    subprocess.run(
        [
            _tool("pyside6-lupdate"),
            "-no-obsolete",
            "-locations",
            "none",
            *extra,
            *sources(domain, domains),
            "-ts",
            *ts_files,
        ],
        cwd=ROOT,
        check=True,
    )


def unfinished(ts: Path) -> int:
    """How many messages of the catalogue ``ts`` still lack a finished translation."""
    import xml.etree.ElementTree as ET

    root = ET.parse(ts).getroot()
    return sum(
        1
        for t in root.iter("translation")
        if t.get("type") in {"unfinished"}
        or (
            t.get("type") not in {"vanished", "obsolete"}
            and not (t.text or "").strip()
            and not list(t)
        )
    )


def build(domain: str, domains: list[str]) -> None:
    ts_files = [str(I18N / f"{domain}_{lang}.ts") for lang in LANGUAGES]
    en_files = [str(I18N / f"{domain}_{lang}.ts") for lang in PLURAL_ONLY]
    _lupdate(domain, domains, ts_files)
    _lupdate(domain, domains, en_files, "-pluralonly")
    for ts in ts_files + en_files:
        qm = ts.removesuffix(".ts") + ".qm"
        # compiled beside it and renamed into place: a running app maps its .qm files, and one
        # rewritten in place under it died with SIGBUS (a test run beside this script)
        partial = qm + ".new"
        subprocess.run(
            [_tool("pyside6-lrelease"), "-silent", ts, "-qm", partial], cwd=ROOT, check=True
        )
        os.replace(ROOT / partial, ROOT / qm)
        print(f"{Path(ts).name}: {unfinished(Path(ts))} unfinished")


def main(argv: list[str] | None = None) -> int:
    requested = list(sys.argv[1:] if argv is None else argv)
    I18N.mkdir(parents=True, exist_ok=True)
    for name in requested:
        if name != SHELL and not (APP / name / "__init__.py").exists():
            raise SystemExit(f"build_translations: app/{name}/ is not a package")
    domains = sorted(set(package_domains()) | {n for n in requested if n != SHELL})
    for domain in requested or [SHELL, *domains]:
        build(domain, domains)
    return 0


if __name__ == "__main__":
    sys.exit(main())
