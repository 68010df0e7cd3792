"""Issue 28: Minden and 10 Tage said "Sie" to a 10-year-old, the other screens "du". The German
catalogues of the games and the shell say "du" throughout (the game's name "Finden Sie Minden"
is a title, and a "Sie" that means "they" is no address)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parents[1] / "assets" / "i18n"
CATALOGUES = ["minden_de.ts", "tage_de.ts", "danmark_de.ts", "stadtland_de.ts", "geoquiz_de.ts"]
POLITE = re.compile(r"\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b")
#: sources whose "Sie" means "they" (the terms merged count as one)
THEY = {"Merged: they count as one shared term."}


def _translations(path: Path) -> list[tuple[str, str]]:
    out = []
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""
        ]
        out += [(source, form) for form in forms]
    return out


@pytest.mark.parametrize("name", CATALOGUES)
def test_german_says_du(name: str) -> None:
    polite = [
        text
        for source, text in _translations(I18N / name)
        if source not in THEY and POLITE.search(text.replace("Finden Sie Minden", ""))
    ]
    assert not polite, polite
