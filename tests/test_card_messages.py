"""The card layer's English messages are recognised by one table mechanism (app.cards.problems)."""

from __future__ import annotations

from geoquiz.app.cards.problems import match_table, messages_table, translate_message
from geoquiz.app.cards.tool_messages import translate_tool_message
from geoquiz.app.runtime import i18n


def test_a_template_alone_is_the_pattern_of_its_english_message() -> None:
    table = messages_table(
        "CardProblems",
        (
            "the file (%1) is empty",
            (r"^(\d+) rows$", "%1 rows"),
        ),
    )
    assert match_table(table, "the file (a.csv) is empty") == "the file (a.csv) is empty"
    assert match_table(table, "the file a.csv is empty") is None  # the brackets are text
    assert match_table(table, "12 rows") == "12 rows"
    assert match_table(table, "many rows") is None  # an explicit pattern keeps its rules


def test_known_messages_are_translated_and_unknown_ones_kept(qapp: object) -> None:
    i18n.install_translators("de")
    try:
        assert translate_message("lat: must be a number") == "lat: muss eine Zahl sein"
        assert translate_message("a.csv is not UTF-8 text") != "a.csv is not UTF-8 text"
        assert translate_tool_message("row 3: the row is empty").startswith("Zeile 3")
        assert translate_message("something new") == "something new"
    finally:
        i18n.install_translators("en")
