"""Terms as text: comparison keys and the automatic check of green (letter) prompts.

**Comparing terms** (rules 4 and 5, shared terms): :func:`normalise` folds case, trims and
collapses white space, treats hyphens and underscores as spaces, drops other punctuation, writes
``ß`` as ``ss`` and the umlauts as ``ae``/``oe``/``ue``, and strips other accents. So
"Straße", "STRASSE" and " strasse " are one term, as are "Köln" and "Koeln", and
"Los-Angeles" and "Los Angeles".

Plurals (rule 2: "Terms may be written in the singular or the plural") are *not* folded: the app
cannot tell a plural from another word ("Rose"/"Rosen", but "Bus"/"Buse"?). The check view shows
rule 2 as a note, and the players vote when someone repeats an earlier term in another number.

**Letters** of a term are its alphabetic characters only (spaces, hyphens, digits and punctuation
are not letters). ``ß`` is one letter; ``Ä``, ``Ö`` and ``Ü`` are letters of their own (so
"Äpfel" does not begin with A), and by rule 1 they are vowels besides A, E, I, O and U. The
Danish Æ and Ø (and the French Œ) are the same vowels written differently, so they count as
vowels too (Å is an A with a ring and counts as A); none of them is an *umlaut* for the prompt
"contains an umlaut (Ä, Ö or Ü)". ``Y`` is not a vowel (rule 1 names none). Other accented
letters count as their base letter ("Éclair" begins with E).

Terms are read in Unicode NFC first, so an umlaut typed or pasted as a base letter plus a
combining diaeresis (macOS and some web pages send "A" + U+0308) is the same Ä as the precomposed
one: a vowel, an umlaut, one letter, and the same term when comparing.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

__all__ = ["VOWELS", "check_term", "letters", "normalise"]

#: rule 1: besides A, E, I, O and U, the vowels also include Ä, Ö and Ü
VOWELS = frozenset("aeiouäöü") | frozenset("æøœ")
_KEEP = frozenset("äöüß")
_FOLD = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}


def _base(ch: str) -> str:
    """Lower-case ``ch``; keep umlauts and ß, strip other accents."""
    low = ch.lower()
    if low in _KEEP:
        return low
    decomposed = unicodedata.normalize("NFD", low)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def letters(term: str) -> list[str]:
    """The letters of ``term``, lower case (see the module docstring)."""
    out: list[str] = []
    for ch in unicodedata.normalize("NFC", term):
        if ch.isalpha():
            out.extend(c for c in _base(ch) if c.isalpha())
    return out


def normalise(term: str) -> str:
    """The comparison key of ``term`` (empty for a blank term)."""
    composed = unicodedata.normalize("NFC", term)
    folded = "".join(_FOLD.get(b, b) for ch in composed for b in _base(ch))
    folded = re.sub(r"[-_/]+", " ", folded)
    folded = "".join(c for c in folded if c.isalnum() or c.isspace())
    return " ".join(folded.split())


def check_term(term: str, check: dict[str, Any]) -> bool:
    """Whether ``term`` fulfils the green prompt ``check`` (see ``data/prompts.json``).

    Kinds: ``begins``/``ends`` (``letter``), ``begins_vowel``, ``ends_vowel``, ``contains``
    (``letter`` at least ``count`` times: "contains two Es" accepts "Schneewehe" with four),
    ``without`` (``letter``), ``umlaut``, ``length`` (exactly ``count`` letters),
    ``max_length``, ``min_length`` and ``same_ends``. A term without letters fails every check.
    """
    ls = letters(term)
    if not ls:
        return False
    kind = check["kind"]
    if kind == "begins":
        return ls[0] == check["letter"]
    if kind == "ends":
        return ls[-1] == check["letter"]
    if kind == "begins_vowel":
        return ls[0] in VOWELS
    if kind == "ends_vowel":
        return ls[-1] in VOWELS
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
