"""Write the German catalogue of the card editor (``cards_de.ts`` and ``cards_de.qm``).

Run ``.venv/bin/python app/cards/i18n/make_de.py`` after changing a UI string of ``app/cards``:
``pyside6-lupdate`` collects the strings, the table below fills in the German, ``pyside6-lrelease``
compiles. The ``.ts`` can be merged into ``assets/i18n/geoquiz_de.ts`` with ``lconvert``. Exits 1
and lists the strings still untranslated.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]

GERMAN: dict[str, str] = {
    "The card database cannot be opened: %1": "Die Kartendatenbank lässt sich nicht öffnen: %1",
    "yellow (city)": "gelb (Stadt)",
    "orange (place)": "orange (Ort)",
    "green (nature)": "grün (Natur)",
    "blue (expert)": "blau (Experte)",
    "Back": "Zurück",
    "Card editor": "Karteneditor",
    "New deck…": "Neues Kartenspiel …",
    "Rename deck…": "Umbenennen …",
    "Enable/disable deck": "Ein-/ausschalten",
    "Tolerance…": "Toleranz …",
    "Delete deck…": "Kartenspiel löschen …",
    "Import…": "Importieren …",
    "Export…": "Exportieren …",
    "Search cards": "Karten suchen",
    "all colours": "alle Farben",
    "two solutions": "zwei Lösungen",
    "needs review": "prüfen",
    "Title": "Titel",
    "Colour": "Farbe",
    "Deck": "Kartenspiel",
    "Solution": "Lösung",
    "Type a place name and press Enter": "Ortsnamen eingeben und Enter drücken",
    "Find place": "Ort suchen",
    "Prompt (German)": "Aufgabe (deutsch)",
    "Prompt (English)": "Aufgabe (englisch)",
    "Explanation / fun fact": "Erklärung / Wissenswertes",
    "latitude, e.g. 52.289": "Breite, z. B. 52,289",
    "longitude, e.g. 8.917": "Länge, z. B. 8,917",
    "Point": "Punkt",
    "Draw outline": "Umriss zeichnen",
    "Undo": "Rückgängig",
    "Remove outline": "Umriss entfernen",
    "Outline": "Umriss",
    "WKT polygon (lon lat), or draw on the map": (
        "WKT-Polygon (Länge Breite) oder auf der Karte zeichnen"
    ),
    "Source": "Quelle",
    "Author": "Autor",
    "New card": "Neue Karte",
    "Save": "Speichern",
    "Delete card…": "Karte löschen …",
    "Move to…": "Verschieben nach …",
    "Copy to…": "Kopieren nach …",
    "This place is not on the board: %1": "Dieser Ort liegt nicht auf dem Spielplan: %1",
    "all decks": "alle Kartenspiele",
    "%1 (disabled)": "%1 (ausgeschaltet)",
    "Cards: %n": "Karten: %n",
    "The coordinates are not numbers.": "Die Koordinaten sind keine Zahlen.",
    "Give both latitude and longitude.": "Bitte Breite und Länge angeben.",
    "west": "West",
    "east (Ost)": "Ost",
    "north": "Nord",
    "middle": "Mitte",
    "south": "Süd",
    "upper left": "oben links",
    "upper right": "oben rechts",
    "lower left": "unten links",
    "lower right": "unten rechts",
    "square %1": "Feld %1",
    "No place yet": "Noch kein Ort",
    "Search a place, click the map, type coordinates or draw an outline.": (
        "Ort suchen, in die Karte klicken, Koordinaten eingeben oder einen Umriss zeichnen."
    ),
    "No solution": "Keine Lösung",
    "Close to a dividing line: the card gets two solutions. Move the place if only one is meant.": (
        "Nah an einer Trennlinie: Die Karte bekommt zwei Lösungen. Verschieben Sie den Ort, "
        "wenn nur eine gemeint ist."
    ),
    "The area spreads over two quadrants: the card gets two solutions.": (
        "Das Gebiet verteilt sich auf zwei Viertel: Die Karte bekommt zwei Lösungen."
    ),
    "No place found for “%1”.": "Kein Ort gefunden für „%1“.",
    "Finish outline": "Umriss fertig",
    "Create a deck first.": "Legen Sie zuerst ein Kartenspiel an.",
    "A card needs a title.": "Eine Karte braucht einen Titel.",
    "A card needs a prompt text.": "Eine Karte braucht einen Aufgabentext.",
    "A card needs a place: a point or an outline.": (
        "Eine Karte braucht einen Ort: einen Punkt oder einen Umriss."
    ),
    "The card no longer exists.": "Die Karte gibt es nicht mehr.",
    "Saved “%1”: %2": "„%1“ gespeichert: %2",
    "Delete the card “%1”?": "Die Karte „%1“ löschen?",
    "Move card to deck": "Karte in ein Kartenspiel verschieben",
    "Copy card to deck": "Karte in ein Kartenspiel kopieren",
    "A deck needs a name.": "Ein Kartenspiel braucht einen Namen.",
    "A deck called “%1” exists already.": "Ein Kartenspiel „%1“ gibt es schon.",
    "Deck “%1” is enabled.": "Kartenspiel „%1“ ist eingeschaltet.",
    "Deck “%1” is disabled.": "Kartenspiel „%1“ ist ausgeschaltet.",
    "Tolerance of “%1” set to %2 km; cards with new solutions: %n.": (
        "Toleranz von „%1“ auf %2 km gesetzt; Karten mit neuen Lösungen: %n."
    ),
    "Near-line tolerance": "Toleranz an Trennlinien",
    "A point this close to a dividing line gets a second solution (0 = never), km:": (
        "Ein Punkt so nah an einer Trennlinie bekommt eine zweite Lösung (0 = nie), km:"
    ),
    "Delete the deck “%1” with its %2 cards? This cannot be undone.": (
        "Das Kartenspiel „%1“ mit seinen %2 Karten löschen? Das lässt sich nicht rückgängig machen."
    ),
    "New deck": "Neues Kartenspiel",
    "Name of the deck:": "Name des Kartenspiels:",
    "Rename deck": "Kartenspiel umbenennen",
    "New name:": "Neuer Name:",
    "The file has problems; nothing was imported.": (
        "Die Datei hat Fehler; es wurde nichts importiert."
    ),
    "Cards imported: %n.": "Importierte Karten: %n.",
    "JSON export needs one deck.": "Der JSON-Export braucht ein Kartenspiel.",
    "Exported to %1.": "Exportiert nach %1.",
    "Import cards": "Karten importieren",
    "Card files (*.csv *.json)": "Kartendateien (*.csv *.json)",
    "Export deck": "Kartenspiel exportieren",
    "CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)": (
        "CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)"
    ),
    "Deck:": "Kartenspiel:",
    "Import report": "Importbericht",
    "%1 rows read: %2 valid, %3 with problems. Nothing has been imported yet.": (
        "%1 Zeilen gelesen: %2 gültig, %3 mit Fehlern. Noch wurde nichts importiert."
    ),
    "Row": "Zeile",
    "Column": "Spalte",
    "Problem": "Problem",
    "Import only the valid rows (%n)": "Nur die gültigen Zeilen importieren (%n)",
}


def main() -> int:
    tools = Path(sys.executable).parent
    ts = HERE / "cards_de.ts"
    sources = sorted(str(p) for p in (ROOT / "app" / "cards").glob("*.py"))
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
        if source not in GERMAN:
            missing.append(source)
            continue
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            for _ in range(2):  # German: singular and plural read the same in these sentences
                ET.SubElement(translation, "numerusform").text = GERMAN[source]
        else:
            translation.text = GERMAN[source]
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    subprocess.run(
        [str(tools / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(HERE / "cards_de.qm")],
        check=True,
    )
    for source in missing:
        print(f"untranslated: {source!r}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
