"""The shipped Deutschland deck as Finden-Sie-Minden players read it (issue 10).

* English prompts use the English names where English has them (Munich, Cologne, …).
* No blue card gives its town away: neither the title nor a prompt contains a word of the town
  the solution side names (the sight's own name included: "Kölner Dom" became a description).
* The German and English prompts of a card say the same place (Belchen: in the Black Forest).
"""

from __future__ import annotations

import csv
import re

from geoquiz.geo.resources import package_path


def rows(name: str) -> list[dict[str, str]]:
    path = package_path("geoquiz.db", "decks", "deutschland", name)
    with path.open(encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def fold(text: str) -> str:
    return text.lower().replace("ß", "ss")


def test_english_prompts_use_english_exonyms() -> None:
    prompts = {r["title"]: r["prompt_en"] for r in rows("1_yellow.csv") + rows("2_orange.csv")}
    expected = {
        "München": "Where is Munich?",
        "Köln": "Where is Cologne?",
        "Nürnberg": "Where is Nuremberg?",
        "Hannover": "Where is Hanover?",
        "Braunschweig": "Where is Brunswick?",
    }
    for title, prompt in expected.items():
        assert prompts[title] == prompt
    green = {r["title"]: r["prompt_en"] for r in rows("3_green.csv")}
    assert "Black Forest" in green["Belchen"] and "Black Forest" in green["Schwarzwald"]
    assert "Lake Constance" in green["Insel Reichenau"]
    # no German prompt word left in an English prompt of a town card
    assert not [p for p in prompts.values() if re.search(r"\b(Wo|liegt)\b", p)]


def test_no_blue_card_names_its_town() -> None:
    blue = rows("4_blue.csv")
    assert len(blue) == 50
    telling = []
    for row in blue:
        # every word of the town part of the explanation (before "(" , ";" or ","), e.g.
        # "Hamburg-Finkenwerder" → hamburg, finkenwerder; "Köln (der Kölner Dom)" → köln
        town = re.split(r"[(;,]", row["explanation"])[0]
        words = [w for w in re.split(r"[\s\-]+", fold(town)) if len(w) >= 4]
        words = [w for w in words if w not in {"bei", "der", "die", "das", "in", "eifel", "rhein"}]
        face = fold(f"{row['title']} {row['prompt_de']} {row['prompt_en']}")
        if any(re.search(r"\b" + re.escape(w[:5]), face) for w in words):
            telling.append(row["title"])
    assert telling == []


def test_reworded_blue_cards_keep_the_sight_on_the_solution_side() -> None:
    blue = {r["title"]: r for r in rows("4_blue.csv")}
    assert "Kölner Dom" not in blue and "Airbus Finkenwerder" not in blue
    assert blue["Hohe Domkirche St. Petrus"]["explanation"].startswith("Köln")
    assert "Finkenwerder" in blue["Größtes Airbus-Werk Deutschlands"]["explanation"]
    assert "Hockenheimring" in blue["Formel-1-Strecke mit dem Motodrom"]["explanation"]
