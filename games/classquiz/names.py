"""Every student in their language (issue 30): a card's title and prompt in German, English or
Danish.

A card brings the prompts it has (``prompt_de``, ``prompt_en``, ``prompt_da``; the shipped
deck has German and English); a language without one gets a generated sentence with the place's
name — the exonym where the language has one (*München* is *Munich* in English; *Schleswig* is
*Slesvig* and *Flensburg* *Flensborg* in Danish), else the German name. The sentence follows
what the German prompt asks: where a place lies, where a building stands, or where a firm is at
home.
"""

from __future__ import annotations

__all__ = ["EXONYMS", "LANGUAGES", "face", "generated_prompt", "local_title"]

LANGUAGES = ("de", "en", "da")

#: German title → its name in English and Danish where that differs (titles of the shipped deck
#: ``Deutschland``: cities, islands, landscapes, sights)
EXONYMS: dict[str, dict[str, str]] = {
    "München": {"en": "Munich"},
    "Köln": {"en": "Cologne"},
    "Nürnberg": {"en": "Nuremberg"},
    "Hannover": {"en": "Hanover"},
    "Braunschweig": {"en": "Brunswick"},
    "Schleswig": {"da": "Slesvig"},
    "Flensburg": {"da": "Flensborg"},
    "Eckernförde": {"da": "Egernførde"},
    "Fehmarn": {"da": "Femern"},
    "Helgoland": {"en": "Heligoland"},
    "Insel Reichenau": {"en": "Reichenau Island", "da": "Øen Reichenau"},
    "Schwarzwald": {"en": "Black Forest"},
    "Feldberg (Schwarzwald)": {"en": "Feldberg (Black Forest)"},
    "Bayerischer Wald": {"en": "Bavarian Forest"},
    "Thüringer Wald": {"en": "Thuringian Forest"},
    "Oberpfälzer Wald": {"en": "Upper Palatinate Forest"},
    "Teutoburger Wald": {"en": "Teutoburg Forest"},
    "Pfälzerwald": {"en": "Palatinate Forest"},
    "Erzgebirge": {"en": "Ore Mountains", "da": "Malmbjergene"},
    "Fichtelgebirge": {"en": "Fichtel Mountains"},
    "Schwäbische Alb": {"en": "Swabian Jura"},
    "Fränkische Alb": {"en": "Franconian Jura"},
    "Lüneburger Heide": {"en": "Lüneburg Heath", "da": "Lüneburger Hede"},
    "Sächsische Schweiz": {"en": "Saxon Switzerland"},
    "Fränkische Schweiz": {"en": "Franconian Switzerland"},
    "Starnberger See": {"en": "Lake Starnberg", "da": "Starnberg-søen"},
    "Schweriner See": {"en": "Lake Schwerin", "da": "Schwerin-søen"},
    "Großer Plöner See": {"en": "Great Plön Lake", "da": "Store Plön-sø"},
    "Brandenburger Tor": {"en": "Brandenburg Gate", "da": "Brandenburger Tor"},
    "Schloss Neuschwanstein": {"en": "Neuschwanstein Castle", "da": "Slottet Neuschwanstein"},
    "Schloss Sanssouci": {"en": "Sanssouci Palace", "da": "Sanssouci-slottet"},
    "Hohe Domkirche St. Petrus": {"en": "Cologne Cathedral", "da": "Kølnerdomen"},
    "Frauenkirche (wieder geweiht 2005)": {
        "en": "Frauenkirche (reconsecrated 2005)",
        "da": "Frauenkirche (genindviet 2005)",
    },
    "Holstentor": {"en": "Holsten Gate"},
    "Wartburg": {"en": "Wartburg Castle", "da": "Wartburg-borgen"},
    "Zeche Zollverein": {"en": "Zollverein Coal Mine", "da": "Zeche Zollverein-minen"},
    "Porsche-Museum": {"en": "Porsche Museum", "da": "Porsche-museet"},
    "Mercedes-Benz-Museum": {"en": "Mercedes-Benz Museum", "da": "Mercedes-Benz-museet"},
    "Steiff-Museum": {"en": "Steiff Museum", "da": "Steiff-museet"},
    "Zeppelin Museum": {"da": "Zeppelin-museet"},
    "Volkswagen-Werk": {"en": "Volkswagen plant", "da": "Volkswagen-fabrikken"},
    "Audi-Werk": {"en": "Audi plant", "da": "Audi-fabrikken"},
    "Größtes Airbus-Werk Deutschlands": {
        "en": "Germany's largest Airbus plant",
        "da": "Tysklands største Airbus-fabrik",
    },
    "Älteste Porzellanmanufaktur Europas": {
        "en": "Europe's oldest porcelain manufactory",
        "da": "Europas ældste porcelænsfabrik",
    },
    "Größtes Heavy-Metal-Festival der Welt": {
        "en": "The world's largest heavy metal festival",
        "da": "Verdens største heavy metal-festival",
    },
    "Leuchtturm am Alten Strom": {
        "en": "Lighthouse on the Alter Strom",
        "da": "Fyrtårnet ved Alter Strom",
    },
    "Bauhausgebäude": {"en": "Bauhaus Building", "da": "Bauhaus-bygningen"},
    "Nordschleife („Grüne Hölle“)": {
        "en": "Nordschleife (“Green Hell”)",
        "da": "Nordschleife (“Det grønne helvede”)",
    },
    "Formel-1-Strecke mit dem Motodrom": {
        "en": "Formula One circuit with the Motodrom",
        "da": "Formel 1-banen med Motodromen",
    },
    "Schlossruine mit dem Großen Fass": {
        "en": "Castle ruin with the Great Barrel",
        "da": "Slotsruinen med Det Store Fad",
    },
    "Schloss auf der Burginsel": {
        "en": "Castle on the castle island",
        "da": "Slottet på borgøen",
    },
    "Dom Karls des Großen": {"en": "Charlemagne's cathedral", "da": "Karl den Stores domkirke"},
    "Kaiserdom der Salier": {
        "en": "Imperial cathedral of the Salians",
        "da": "Saliernes kejserdom",
    },
    "Völkerschlachtdenkmal": {
        "en": "Monument to the Battle of the Nations",
        "da": "Monumentet for Folkeslaget ved Leipzig",
    },
    "Kyffhäuserdenkmal": {"en": "Kyffhäuser Monument", "da": "Kyffhäuser-monumentet"},
    "Hermannsdenkmal": {"en": "Hermann Monument", "da": "Hermannsmonumentet"},
    "Niederwalddenkmal": {"en": "Niederwald Monument", "da": "Niederwald-monumentet"},
    "Deutsches Eck": {"en": "German Corner"},
    "Herkules (Bergpark Wilhelmshöhe)": {"en": "Hercules (Wilhelmshöhe Mountain Park)"},
}

#: what the German prompt asks (its first words) → the sentence in each language
_ASKS = (
    (
        "Wo hat",
        {"de": "Wo ist {} zu Hause?", "en": "Where is {} based?", "da": "Hvor har {} hjemme?"},
    ),
    (
        "Wo baut",
        {"de": "Wo ist {} zu Hause?", "en": "Where is {} based?", "da": "Hvor har {} hjemme?"},
    ),
    ("Wo steh", {"de": "Wo steht {}?", "en": "Where is {}?", "da": "Hvor står {}?"}),
)
_WHERE = {"de": "Wo liegt {}?", "en": "Where is {}?", "da": "Hvor ligger {}?"}


def local_title(title: str, lang: str) -> str:
    """The card's title in ``lang``: the exonym where there is one, else the title."""
    return EXONYMS.get(title, {}).get(lang, title)


def generated_prompt(title: str, lang: str, german: str = "") -> str:
    """A prompt for a card without one in ``lang``: what the German prompt asks, with the
    place's name in ``lang``."""
    pattern = _WHERE
    for start, sentences in _ASKS:
        if german.startswith(start):
            pattern = sentences
            break
    return pattern.get(lang, _WHERE["en"]).format(local_title(title, lang))


def face(title: str, lang: str, prompts: dict[str, str]) -> tuple[str, str]:
    """``(title, prompt)`` of a card for a device in ``lang``: the card's own prompt in that
    language, else a generated one."""
    own = prompts.get(lang, "")
    return local_title(title, lang), own or generated_prompt(title, lang, prompts.get("de", ""))
