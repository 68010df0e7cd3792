"""Write the German catalogue of the 10-Tage screen (``tage_de.ts`` and ``tage_de.qm``).

Run ``.venv/bin/python app/tage/i18n/make_de.py`` after changing a UI string of ``app/tage``:
``pyside6-lupdate`` collects the strings, this table fills in the German, ``pyside6-lrelease``
compiles. The ``.ts`` can be merged into ``assets/i18n/geoquiz_de.ts`` with ``lconvert``.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]

PAIRS: list[tuple[str, str]] = [
    ("New game: 10 Tage durch Deutschland", "Neues Spiel: 10 Tage durch Deutschland"),
    ("Plays", "Spielt mit"),
    ("Name", "Name"),
    ("Player", "Spieler"),
    ("Level", "Stufe"),
    ("Player 1", "Spieler 1"),
    ("Player 2", "Spieler 2"),
    ("Computer", "Computer"),
    ("Player 4", "Spieler 4"),
    ("Player %1 plays", "Spieler %1 spielt mit"),
    ("Name of player %1", "Name von Spieler %1"),
    ("Human", "Mensch"),
    ("easy", "leicht"),
    ("medium", "mittel"),
    ("hard", "schwer"),
    ("The youngest player begins:", "Es beginnt der jüngste Spieler:"),
    ("Youngest player", "Jüngster Spieler"),
    ("10 Tage durch Deutschland", "10 Tage durch Deutschland"),
    (
        "10 Tage durch Deutschland — a game in progress",
        "10 Tage durch Deutschland — ein laufendes Spiel",
    ),
    ("Train", "Zug"),
    ("Bus", "Bus"),
    ("red", "rot"),
    ("orange", "orange"),
    ("blue", "blau"),
    ("violet", "violett"),
    ("green", "grün"),
    ("black", "schwarz"),
    ("Ich reise in 10 Tagen durch Deutschland!", "Ich reise in 10 Tagen durch Deutschland!"),
    (
        "Call out your route: at the start of your turn, or with the card you place",
        "Route ansagen: zu Beginn des Zuges oder mit der Karte, die du ablegst",
    ),
    ("&New game…", "&Neues Spiel…"),
    ("&Back", "&Zurück"),
    (
        (
            "Build a ten-day journey through Germany on your card holder: each day a region "
            "that borders the one before, or a train between two regions of its colour, or a "
            "bus across one region between. The first correct route wins."
        ),
        (
            "Stelle auf deinem Kartenhalter eine zehntägige Reise durch Deutschland zusammen:"
            " jeden Tag eine Region, die an die vorige grenzt, oder einen Zug zwischen zwei "
            "Regionen seiner Farbe, oder einen Bus über eine Region dazwischen. Die erste "
            "richtige Route gewinnt."
        ),
    ),
    ("&Resume", "&Fortsetzen"),
    ("Train colours:", "Zugfarben:"),
    ("Berlin (black): every train colour", "Berlin (schwarz): jede Zugfarbe"),
    ("Draw pile", "Nachziehstapel"),
    ("Discard piles", "Ablagestapel"),
    ("Drawn card:", "Gezogene Karte:"),
    ("Cards to place:", "Noch einzustecken:"),
    ("winner", "Sieger"),
    ("Place the remaining cards at random", "Restliche Karten zufällig einstecken"),
    ("Route check", "Routenprüfung"),
    ("What happened", "Spielverlauf"),
    (
        "Start a new game or resume the last one.",
        "Starte ein neues Spiel oder setze das letzte fort.",
    ),
    ("Game resumed.", "Spiel fortgesetzt."),
    ("Pass the laptop to %1.", "Gib den Laptop an %1 weiter."),
    ("Everybody else: please look away.", "Alle anderen: bitte wegschauen."),
    ("I am %1: show my cards", "Ich bin %1: zeig meine Karten"),
    ("Route check: %1", "Routenprüfung: %1"),
    ("Day %1", "Tag %1"),
    ("Days %1–%2", "Tage %1–%2"),
    ("%a and %b are neighbours", "%a und %b sind Nachbarn"),
    ("%a and %b share no border", "%a und %b haben keine gemeinsame Grenze"),
    (
        "%a and %b are both %c: the train connects them",
        "%a und %b sind beide %c: der Zug verbindet sie",
    ),
    ("Berlin takes every train colour; %o is %c", "Berlin passt zu jeder Zugfarbe; %o ist %c"),
    (
        "the %c train needs two %c regions, but %w",
        "der Zug (%c) braucht zwei Regionen in %c, aber %w",
    ),
    ("the bus bridges %v", "der Bus überbrückt %v"),
    (
        "no region borders both %a and %b, so no bus",
        "keine Region grenzt an %a und an %b, also kein Bus",
    ),
    (
        "%n transport cards between %a and %b; at most one",
        "%n Verkehrsmittel zwischen %a und %b; höchstens eines ist erlaubt",
    ),
    ("day 1 must be a region, not a %k", "Tag 1 muss eine Region sein, kein %k"),
    ("day 10 must be a region, not a %k", "Tag 10 muss eine Region sein, kein %k"),
    ("day %d has no card", "Tag %d hat keine Karte"),
    ("%1 is %2", "%1 ist %2"),
    (" and ", " und "),
    ("bus", "Bus"),
    ("train", "Zug"),
    (
        (
            "Setup: click a free day to place your next card face down (you will see your "
            "cards when everybody has placed ten)."
        ),
        (
            "Vorbereitung: Klicke einen freien Tag an, um deine nächste Karte verdeckt "
            "einzustecken (du siehst deine Karten, sobald alle zehn eingesteckt haben)."
        ),
    ),
    (
        "Draw: click the draw pile or a discard pile.",
        "Ziehen: Klicke den Nachziehstapel oder einen Ablagestapel an.",
    ),
    (
        "Choose the discard pile for the card from day %1.",
        "Wähle den Ablagestapel für die Karte von Tag %1.",
    ),
    (
        "You drew %1. Click a day to put it there, or a discard pile to discard it.",
        (
            "Du hast %1 gezogen. Klicke einen Tag an, um sie dort einzustecken, oder einen "
            "Ablagestapel, um sie abzulegen."
        ),
    ),
    ("(autosave failed: %1)", "(automatisches Speichern fehlgeschlagen: %1)"),
    ("The game ended without a winner.", "Das Spiel endete ohne Sieger."),
    (
        "%1 travels through Germany in 10 days and wins!",
        "%1 reist in 10 Tagen durch Deutschland und gewinnt!",
    ),
    ("Setup: %1 places cards.", "Vorbereitung: %1 steckt Karten ein."),
    ("%1's turn.", "%1 ist am Zug."),
    ("%1 (computer) is thinking…", "%1 (Computer) überlegt…"),
    ("computer, %1", "Computer, %1"),
    ("%1 draws from the draw pile.", "%1 zieht vom Nachziehstapel."),
    ("%1 takes %2 from discard pile %3.", "%1 nimmt %2 vom Ablagestapel %3."),
    (
        "%1 puts the card on day %2 and lays %3 on pile %4.",
        "%1 steckt die Karte auf Tag %2 und legt %3 auf Stapel %4.",
    ),
    ("%1 discards %2 onto pile %3.", "%1 legt %2 auf Stapel %3 ab."),
    ("All cards are placed: the journey begins.", "Alle Karten stecken: die Reise beginnt."),
    (
        "The discard piles are shuffled into a new draw pile.",
        "Die Ablagestapel werden zu einem neuen Nachziehstapel gemischt.",
    ),
    (
        "%1: “Ich reise in 10 Tagen durch Deutschland!”",
        "%1: „Ich reise in 10 Tagen durch Deutschland!“",
    ),
    ("Correct — %1 wins!", "Richtig — %1 gewinnt!"),
    ("Not yet correct: %1. Play goes on.", "Noch nicht richtig: %1. Das Spiel geht weiter."),
    ("The turn limit is reached.", "Die Zuggrenze ist erreicht."),
]
GERMAN: dict[str, str] = dict(PAIRS)


def main() -> int:
    tools = Path(sys.executable).parent
    ts = HERE / "tage_de.ts"
    sources = sorted(str(p) for p in (ROOT / "app" / "tage").glob("*.py"))
    subprocess.run(
        [
            str(tools / "pyside6-lupdate"),
            "-no-obsolete",
            "-locations",
            "none",
            *sources,
            "-target-language",
            "de",
            "-ts",
            str(ts),
        ],
        check=True,
        capture_output=True,
    )
    tree = ET.parse(ts)
    missing = []
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        if source in GERMAN:
            translation.text = GERMAN[source]
            translation.attrib.pop("type", None)
        else:
            missing.append(source)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    subprocess.run(
        [str(tools / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(HERE / "tage_de.qm")],
        check=True,
    )
    for source in missing:
        print(f"untranslated: {source!r}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
