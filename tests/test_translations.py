"""Every user-interface string has its German and Danish translation, and English its plural forms.

The catalogues are rebuilt from the current sources into a temporary folder (exactly as
``make translations`` does), so a new ``tr()`` string that nobody translated fails here, not only
an entry already marked unfinished.
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "assets" / "i18n"


def _build_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(
        "build_translations", ROOT / "packaging" / "build_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def rebuilt(tmp_path_factory: pytest.TempPathFactory) -> Path:
    build = _build_module()
    folder = tmp_path_factory.mktemp("i18n")
    for ts in I18N.glob("*.ts"):
        shutil.copy(ts, folder / ts.name)
    build.I18N = folder
    build.main([])
    return folder


def _catalogues() -> list[str]:
    return sorted(p.name for p in I18N.glob("*.ts"))


@pytest.mark.parametrize("name", _catalogues())
def test_catalogue_has_no_unfinished_string(rebuilt: Path, name: str) -> None:
    build = _build_module()
    assert build.unfinished(rebuilt / name) == 0


@pytest.mark.parametrize("name", _catalogues())
def test_committed_catalogue_is_compiled(name: str) -> None:
    qm = I18N / name.replace(".ts", ".qm")
    assert qm.exists() and qm.stat().st_size > 0


def test_every_app_package_with_strings_has_all_three_languages() -> None:
    domains = {p.name.rsplit("_", 1)[0] for p in I18N.glob("*.ts")}
    for domain in domains:
        assert {f"{domain}_{lang}.ts" for lang in ("de", "da", "en")} <= set(_catalogues())
