"""The optional name filter of a class quiz (issue 30: "Arschloch" joined and rejoined).

The lists are data (``data/rude_de.json``, ``rude_en.json``, ``rude_da.json``) and all three
apply whatever the phone's language. A name is turned away when, with accents, case, spaces,
punctuation and digits-for-letters (``4rsch1och``) ignored, it contains a listed word of five
letters or more, or a shorter listed word as a word of its own. Surnames that merely contain a
short word (Dickens, Hancock, Marschall) pass; nothing is perfect — the teacher's approval and
removal stay the answer to a determined prankster.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from importlib import resources

__all__ = ["is_rude", "rude_words"]

_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a",
                       "$": "s", "!": "i", "|": "i", "€": "e"})  # fmt: skip
SUBSTRING_FROM = 5


def _plain(text: str) -> str:
    """Lower case, digits read as letters, accents dropped (ø and æ stay: Danish letters)."""
    text = text.casefold().translate(_LEET).replace("ß", "ss")
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch))


@functools.cache
def rude_words() -> tuple[frozenset[str], frozenset[str]]:
    """``(long, short)``: words matched anywhere, and words matched as whole words."""
    words: set[str] = set()
    for lang in ("de", "en", "da"):
        path = resources.files("geoquiz.games.classquiz") / "data" / f"rude_{lang}.json"
        words.update(_plain(w) for w in json.loads(path.read_text(encoding="utf-8"))["words"])
    long_ = frozenset(w for w in words if len(w) >= SUBSTRING_FROM)
    return long_, frozenset(words - long_)


def is_rude(name: str) -> bool:
    """Whether the filter turns ``name`` away."""
    long_, short = rude_words()
    plain = _plain(name)
    squashed = re.sub(r"[^\w]|[\d_]", "", plain)
    if any(word in squashed for word in long_):
        return True
    return any(token in short for token in re.findall(r"[^\W\d_]+", plain))
