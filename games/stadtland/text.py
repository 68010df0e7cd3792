"""Terms as text: comparison keys and the automatic check of green (letter) prompts.

**Comparing terms** (rules 4 and 5, shared terms): :func:`normalise` folds case, trims and
collapses white space, treats hyphens and underscores as spaces, drops other punctuation and
writes the letters that have a spelled-out form the same way in every game language: ``ß`` as
``ss``, the umlauts as ``ae``/``oe``/``ue`` and the Danish ``æ``/``ø``/``å`` as ``ae``/``oe``/
``aa``; other accents are stripped. So "Straße", "STRASSE" and " strasse " are one term, as are
"Köln" and "Koeln", "Århus" and "Aarhus", "København" and "Koebenhavn", and "Los-Angeles" and
"Los Angeles". A spelling without the letter ("Koln", "Kobenhavn") is another word to the app;
the players merge such spellings in the check (``Merge`` in the engine).

**A note in brackets** at the end of a term is a justification (rule 3: "Creative solutions are
valid if they are briefly justified"): "Eger (Cheb)" is the term "Eger". :func:`written` drops
it; the letter checks and the comparison key use only the written term. The entry page also has
a separate justification field per term.

Plurals (rule 2: "Terms may be written in the singular or the plural") are *not* folded: the app
cannot tell a plural from another word ("Rose"/"Rosen", but "Bus"/"Buse"?). The check view shows
rule 2 as a note, and the players vote when someone repeats an earlier term in another number.

**Letters** of a term are its alphabetic characters only, as written (spaces, hyphens, digits and
punctuation are not letters; "Koeln" has no umlaut). They depend on the game's language
(``lang``):

* German (``de``, and any other language): ``ß`` is one letter; ``Ä``, ``Ö`` and ``Ü`` are
  letters of their own (so "Äpfel" does not begin with A), and by rule 1 they are vowels besides
  A, E, I, O and U. The Danish Æ and Ø (and the French Œ) are vowels too; Å counts as A. ``Y``
  is a vowel only when the group says so (``y_vowel``, a setting: rule 1 names none).
* Danish (``da``): Æ, Ø and Å are letters of their own (the last three of the alphabet: "Århus"
  does not begin with A) and vowels; Y is a vowel ("Ystad" begins with a vowel).
* English (``en``, only for ``geoquiz --lang en stadtland check``): A, E, I, O and U; letters as
  in German, so Ä, Ö and Ü are the accented vowels they are ("Österreich" begins with a vowel),
  and Y is not a vowel.

:func:`term_language` picks the letters of a user-interface language (``--lang``).

None of Æ, Ø, Å is an *umlaut* for the prompt "contains an umlaut (Ä, Ö or Ü)". Other accented
letters count as their base letter ("Éclair" begins with E).

Terms are read in Unicode NFC first, so an umlaut typed or pasted as a base letter plus a
combining diaeresis (macOS and some web pages send "A" + U+0308) is the same Ä as the precomposed
one: a vowel, an umlaut, one letter, and the same term when comparing.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any

__all__ = [
    "VOWELS",
    "VOWELS_BY_LANGUAGE",
    "check_term",
    "letters",
    "normalise",
    "term_language",
    "vowels",
    "written",
]

#: rule 1: besides A, E, I, O and U, the vowels also include Ä, Ö and Ü
VOWELS = frozenset("aeiouäöü") | frozenset("æøœ")
#: Danish: Y, Æ, Ø and Å are vowels as well
DANISH_VOWELS = frozenset("aeiouyæøå") | frozenset("äöüœ")
#: the vowels of each language of the terms (German's Y only with the group's ``y_vowel``)
VOWELS_BY_LANGUAGE = {"de": VOWELS, "da": DANISH_VOWELS, "en": VOWELS}
_KEEP = {"de": frozenset("äöüß"), "da": frozenset("äöüßæøå")}
_KEEP_ALL = frozenset("äöüßæøå")
_FOLD = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae", "ø": "oe", "å": "aa"}
_NOTE = re.compile(r"\s*\(([^()]*)\)\s*$")


def vowels(lang: str = "de", y_vowel: bool = False) -> frozenset[str]:
    """The vowels of the game language ``lang`` (``y_vowel``: the German group setting).

    >>> "y" in vowels("da"), "y" in vowels("de"), "y" in vowels("de", y_vowel=True)
    (True, False, True)
    >>> "y" in vowels("en"), "ø" in vowels("da")
    (False, True)
    """
    if lang == "da":
        return DANISH_VOWELS
    base = VOWELS_BY_LANGUAGE.get(lang, VOWELS)
    return base | frozenset("y") if y_vowel and lang == "de" else base


def term_language(ui_lang: str | None) -> str:
    """The letters for a user-interface language: ``da``, ``en``, else German.

    ``None`` (no ``--lang``) is German, the rulebook's language. Raises ValueError for a language
    the app does not have.

    >>> term_language("da"), term_language("en_GB"), term_language(None)
    ('da', 'en', 'de')
    """
    if ui_lang is None:
        return "de"
    code = ui_lang.strip().lower().replace("-", "_").split("_")[0]
    if code not in VOWELS_BY_LANGUAGE:
        raise ValueError(f"unknown language {ui_lang!r}; choose one of de, en, da")
    return code


def written(term: str) -> str:
    """``term`` without a justification in brackets at its end ("Eger (Cheb)" → "Eger")."""
    out = term
    while True:
        stripped = _NOTE.sub("", out)
        if stripped == out or not stripped.strip():
            return out.strip()
        out = stripped


def _base(ch: str, keep: frozenset[str]) -> str:
    """Lower-case ``ch``; keep the letters of ``keep``, strip other accents."""
    low = ch.lower()
    if low in keep:
        return low
    decomposed = unicodedata.normalize("NFD", low)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def letters(term: str, lang: str = "de") -> list[str]:
    """The letters of ``term`` as written, lower case (see the module docstring)."""
    keep = _KEEP.get(lang, _KEEP["de"])
    out: list[str] = []
    for ch in unicodedata.normalize("NFC", written(term)):
        if ch.isalpha():
            if ch.lower() in "æøœ" and lang != "da":
                out.append(ch.lower())  # a vowel of its own outside Danish too
                continue
            out.extend(c for c in _base(ch, keep) if c.isalpha())
    return out


@lru_cache(maxsize=8192)
def normalise(term: str) -> str:
    """The comparison key of ``term`` (empty for a blank term); the same in every language."""
    composed = unicodedata.normalize("NFC", written(term))
    folded = "".join(_FOLD.get(b, b) for ch in composed for b in _base(ch, _KEEP_ALL))
    folded = re.sub(r"[-_/]+", " ", folded)
    folded = "".join(c for c in folded if c.isalnum() or c.isspace())
    return " ".join(folded.split())


def check_term(term: str, check: dict[str, Any], lang: str = "de", y_vowel: bool = False) -> bool:
    """Whether ``term`` fulfils the green prompt ``check`` (see ``data/prompts.json``).

    Kinds: ``begins``/``ends`` (``letter``), ``begins_vowel``, ``ends_vowel``, ``contains``
    (``letter`` at least ``count`` times: "contains two Es" accepts "Schneewehe" with four),
    ``without`` (``letter``), ``umlaut``, ``length`` (exactly ``count`` letters),
    ``max_length``, ``min_length`` and ``same_ends``. A term without letters fails every check.
    """
    ls = letters(term, lang)
    vowel = vowels(lang, y_vowel)
    if not ls:
        return False
    kind = check["kind"]
    if kind == "begins":
        return ls[0] == check["letter"]
    if kind == "ends":
        return ls[-1] == check["letter"]
    if kind == "begins_vowel":
        return ls[0] in vowel
    if kind == "ends_vowel":
        return ls[-1] in vowel
    if kind == "contains":
        return ls.count(check["letter"]) >= int(check["count"])
    if kind == "without":
        return check["letter"] not in ls
    if kind == "umlaut":
        return any(c in "äöü" for c in ls)
    if kind == "length":
        return len(ls) == int(check["count"])
    if kind == "max_length":
        return len(ls) <= int(check["count"])
    if kind == "min_length":
        return len(ls) >= int(check["count"])
    if kind == "same_ends":
        return ls[0] == ls[-1]
    raise ValueError(f"unknown prompt check {kind!r}")
