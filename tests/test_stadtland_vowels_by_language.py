"""Issue 28: ``geoquiz --lang da stadtland check g-vowel-begin Ystad`` said Ystad does not fit.

The check of green letter prompts uses the letters of the language: German A E I O U (Ä, Ö, Ü
count as vowels; Y only with the group's setting), Danish A E I O U Y Æ Ø Å, English A E I O U.
"""

from __future__ import annotations

import json

import pytest

from geoquiz.app.cli.main import main
from geoquiz.games.stadtland.text import check_term, term_language, vowels

BEGINS_VOWEL = {"kind": "begins_vowel"}
ENDS_VOWEL = {"kind": "ends_vowel"}


def _fits(capsys: pytest.CaptureFixture[str], *argv: str) -> list[bool | None]:
    main([*argv, "--json"])
    return [row["fits"] for row in json.loads(capsys.readouterr().out)["terms"]]


def test_ystad_fits_a_vowel_prompt_in_danish(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--lang", "da", "stadtland", "check", "g-vowel-begin", "Ystad", "Ærø", "Århus", "Øster"]
    assert main(argv) == 0
    assert "Ystad: fits" in capsys.readouterr().out
    assert _fits(capsys, "--lang", "da", "stadtland", "check", "g-vowel-end", "Tønsby") == [True]


def test_ystad_is_no_vowel_word_in_german_or_english(capsys: pytest.CaptureFixture[str]) -> None:
    for lang in ("de", "en"):
        assert main(["--lang", lang, "stadtland", "check", "g-vowel-begin", "Ystad"]) == 1
        assert "Ystad: does not fit" in capsys.readouterr().out
    # without --lang the rulebook's German letters
    assert _fits(capsys, "stadtland", "check", "g-vowel-begin", "Ystad", "Ulm") == [False, True]


def test_umlauts_are_vowels_in_german_and_english(capsys: pytest.CaptureFixture[str]) -> None:
    for lang in ("de", "en"):
        got = _fits(capsys, "--lang", lang, "stadtland", "check", "g-vowel-begin", "Österreich")
        assert got == [True]
    assert _fits(capsys, "--lang", "de", "stadtland", "check", "g-vowel-end", "Lübeck") == [False]


def test_unknown_language_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "fr", "stadtland", "check", "g-vowel-begin", "Ystad"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown language 'fr'" in err


def test_vowel_sets_per_language() -> None:
    assert {c for c in "aeiouyæøå" if c in vowels("da")} == set("aeiouyæøå")
    assert set("aeiouäöü") <= vowels("de") and "y" not in vowels("de")
    assert "y" in vowels("de", y_vowel=True)
    assert set("aeiou") <= vowels("en") and "y" not in vowels("en", y_vowel=True)
    assert check_term("Ystad", BEGINS_VOWEL, "da")
    assert not check_term("Ystad", BEGINS_VOWEL, "de")
    assert not check_term("Ystad", BEGINS_VOWEL, "en")
    assert check_term("Vejby", ENDS_VOWEL, "da") and not check_term("Vejby", ENDS_VOWEL, "de")
    assert term_language("DA") == "da" and term_language(None) == "de"
