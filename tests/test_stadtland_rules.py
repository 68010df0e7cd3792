"""Stadt-Land-anders: every rule of the rulebook (and DESIGN §8) as a test."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from geoquiz.games.stadtland import (
    STOP_COUNT,
    BeginEntry,
    Config,
    Deal,
    EnterTerms,
    IllegalMove,
    Point,
    Score,
    State,
    StopOne,
    StopOut,
    Vote,
    apply,
    is_over,
    new_game,
    ranking,
    round_points,
    winners,
)
from geoquiz.games.stadtland.cards import categories, category, draw_categories, prompt, prompts
from geoquiz.games.stadtland.text import check_term, letters, normalise

CATS = ("stadt", "land", "musik", "name", "tier")


def game(n: int = 3, **kw: object) -> State:
    names = ("Anna", "Ben", "Cem", "Dora", "Ede")[:n]
    options: dict = {"players": names, "seed": 1, "timer_seconds": 180, "grace_seconds": 5}
    options.update(kw)
    return new_game(Config(**options))


def with_prompt(state: State, pid: str, at: float | None = None) -> State:
    """Deal, then put prompt ``pid`` on the table instead of the drawn one (a rigged deck)."""
    t = state.clock + 1 if at is None else at
    return replace(apply(state, Deal(t)), prompt=pid)


def finish_writing(state: State, by: int | None = None) -> State:
    t = state.clock
    if by is None:
        due = state.due()
        assert due is not None
        state = apply(state, StopOut(None, max(t, due)))
    else:
        state = apply(state, StopOut(by, t + 1))
    return apply(state, BeginEntry(float(state.grace_until or 0)))


def enter_all(state: State, rows: list[list[str]]) -> State:
    for p, row in enumerate(rows):
        state = apply(state, EnterTerms(p, tuple(row)))
    return state


def play_round(
    state: State, rows: list[list[str]], pid: str = "b-gold", votes: tuple[Vote, ...] = ()
) -> State:
    state = finish_writing(with_prompt(state, pid))
    state = enter_all(state, rows)
    for v in votes:
        state = apply(state, v)
    return apply(state, Score())


# ------------------------------------------------------------------ components


def test_components_30_category_cards_with_1_to_4_stars_one_four_star() -> None:
    cards = categories()
    assert len(cards) == 30 and len({c.id for c in cards}) == 30
    assert {c.stars for c in cards} == {1, 2, 3, 4}
    four = [c for c in cards if c.stars == 4]
    assert [c.de for c in four] == ["Teekesselchen"]
    titles = {c.de for c in cards}
    for needed in ("Stadt", "Land", "Musik", "Name", "Tier", "Berg/Gebirge", "Comic", "Film/TV",
                   "Fahrzeug", "Schule", "Weltall", "Fluss/Gewässer", "Teekesselchen"):  # fmt: skip
        assert needed in titles
    assert all(c.en and c.de and c.da for c in cards)
    assert category("tier").title("de") == "Tier" and category("tier").title("da") == "Dyr"
    assert category("tier").title("en") == "Animal"


def test_components_60_prompts_17_green_43_blue() -> None:
    ps = prompts()
    assert len(ps) == 60 and len({p.id for p in ps}) == 60
    assert sum(p.colour == "green" for p in ps) == 17
    assert sum(p.colour == "blue" for p in ps) == 43
    assert all(p.check is not None for p in ps if p.colour == "green")
    assert all(p.check is None for p in ps if p.colour == "blue")
    assert all(p.de and p.en and p.da for p in ps)
    blue = {p.de for p in ps if p.colour == "blue"}
    assert {"Gold", "2", "Lied", "Tag", "süß", "Weihnachten", "weich"} <= blue
    green = {p.en for p in ps if p.colour == "green"}
    assert {"begins with B", "ends with a vowel", "contains two Es", "exactly 5 letters",
            "begins with a vowel"} <= green  # fmt: skip
    for p in ps:  # every check kind is known to the checker
        if p.check:
            check_term("Beispiel", p.check)


# ------------------------------------------------------------------ setup


def test_setup_draw_five_category_cards_of_the_chosen_difficulty() -> None:
    easy = draw_categories(5, {1}, seed=4)
    assert len(easy) == 5 and all(category(c).stars == 1 for c in easy)
    assert draw_categories(5, {1}, seed=4) == easy  # seeded
    hard = draw_categories(7, {1, 2, 3}, seed=9)
    assert len(set(hard)) == 7 and "teekesselchen" not in hard
    with pytest.raises(ValueError, match="Only 1 category"):
        draw_categories(5, {4}, seed=0)


@pytest.mark.parametrize("colour", ["green", "blue"])
def test_setup_only_green_or_only_blue_prompts(colour: str) -> None:
    state = game(prompts=colour)
    assert all(prompt(pid).colour == colour for pid in state.stack)
    assert len(state.stack) == (17 if colour == "green" else 43)
    assert len(game(prompts="mixed").stack) == 60


def test_setup_rejects_impossible_games() -> None:
    for kw, msg in (
        ({"players": ("A",)}, "2 to 8"),
        ({"players": ("A", "a")}, "same name"),
        ({"players": ("A", "B"), "rounds": 6}, "5, 7 or 9"),
        ({"players": ("A", "B"), "categories": CATS[:4]}, "5 categories"),
        ({"players": ("A", "B"), "categories": ("stadt",) * 5}, "twice"),
        ({"players": ("A", "B"), "prompts": "red"}, "green, blue or mixed"),
        ({"players": ("A", "B"), "creative": True}, "at least 3"),
    ):
        with pytest.raises(ValueError, match=msg):
            new_game(Config(**kw))  # type: ignore[arg-type]


# ------------------------------------------------------------------ gameplay


def test_gameplay_deal_draws_a_random_prompt_and_returns_it_to_the_box() -> None:
    state = game(prompts="green", rounds=9, round_cap=40)
    seen = []
    for _ in range(17):
        state = apply(state, Deal(state.clock + 1))
        seen.append(state.prompt)
        state = replace(state, phase="ready")  # skip the round itself
    assert len(set(seen)) == 17  # never the same card twice while the stack lasts
    assert state.stack == () and sorted(state.box) == sorted(seen)
    other = new_game(Config(("Anna", "Ben"), prompts="green", seed=2))
    assert other.stack != game(prompts="green").stack  # the shuffle depends on the seed
    state = apply(state, Deal(state.clock + 1))  # an empty stack: the box is shuffled back
    assert state.prompt in seen and len(state.stack) == 16


def test_rule_1_umlauts_are_vowels() -> None:
    begins = prompt("g-vowel-begin").check
    ends = prompt("g-vowel-end").check
    assert begins and ends
    for term in ("Österreich", "Ärmelkanal", "Übersee", "Ulm", "Emden"):
        assert check_term(term, begins), term
    assert not check_term("Ypsilon", begins)  # Y is not among the rule's vowels
    assert check_term("Düsseldorf-Ö", ends) and check_term("Kanu", ends)
    assert not check_term("Äpfel", prompt("g-b").check or {}) and letters("Äpfel")[0] == "ä"
    state = play_round(game(), [["Ulm", "Ägypten", "Oboe", "Ute", "Ö"]] * 3, pid="g-vowel-begin")
    assert all(m is None for m in state.results[-1]["marks"][0])


def test_rule_2_terms_in_singular_or_plural() -> None:
    ends_vowel = prompt("g-vowel-end").check
    assert ends_vowel
    assert not check_term("Hund", ends_vowel) and check_term("Hunde", ends_vowel)
    # plurals are separate words for the automatic check; the players vote on repetitions
    assert normalise("Hunde") != normalise("Hund")


def test_rule_3_creative_terms_are_voted_on_generously() -> None:
    state = with_prompt(game(5), "b-gold")
    state = finish_writing(state)
    rows = [["Goldader", "", "", "", ""]] + [[""] * 5] * 4
    state = enter_all(state, rows)
    assert state.marks[0][0] is None  # a blue prompt: nothing automatic
    tie = apply(state, Vote(0, 0, (1, 2)))  # 2 of 4 voters reject: a tie accepts
    assert tie.marks[0][0] is None
    out = apply(state, Vote(0, 0, (1, 2, 3)))  # a majority crosses it out
    assert out.marks[0][0] == "vote"
    back = apply(out, Vote(0, 0, ()))  # a new vote replaces the verdict
    assert back.marks[0][0] is None
    with pytest.raises(IllegalMove, match="stadtland.own_term"):
        apply(state, Vote(0, 0, (0,)))
    with pytest.raises(IllegalMove, match="stadtland.vote_gap"):
        apply(state, Vote(1, 0, ()))  # a gap


def test_rule_3_a_shared_term_is_judged_once_for_all_its_authors() -> None:
    state = finish_writing(with_prompt(game(3), "b-gold"))
    state = enter_all(state, [["Goldküste"] + [""] * 4, ["goldküste"] + [""] * 4, [""] * 5])
    state = apply(state, Vote(0, 1, (2,)))  # only Cem votes: 1 of 1 rejects
    assert state.marks[0][0] == state.marks[1][0] == "vote"
    state = finish_writing(with_prompt(game(2), "b-gold"))
    state = enter_all(state, [["Gold"] + [""] * 4, ["Gold"] + [""] * 4])
    with pytest.raises(IllegalMove, match="stadtland.nobody_votes"):
        apply(state, Vote(0, 0, ()))


def test_rule_4_one_term_for_two_categories_is_crossed_out_once() -> None:
    cats = ("comic", "film", "stadt", "land", "tier")
    state = play_round(
        game(2, categories=cats),
        [["Superman", "superman", "", "", ""], ["Superman", "Batman", "", "", ""]],
    )
    marks = state.results[-1]["marks"]
    assert marks[0][:2] == (None, "twice")  # the first column keeps it
    assert marks[1][:2] == (None, None)  # another player's same term is simply shared


def test_rule_5_a_term_may_not_be_used_again_later_by_anyone() -> None:
    state = play_round(game(2), [["Goldach", "", "", "", ""], ["", "", "", "", ""]])
    state = play_round(state, [["", "", "", "", ""], ["", "GOLDACH", "Ghana", "", ""]], pid="b-tag")
    assert state.results[-1]["marks"][1][1] == "used"
    assert state.results[-1]["marks"][1][2] is None
    # a crossed-out term was never valid and does not block later rounds
    state = play_round(game(2), [["Zug", "", "", "", ""], [""] * 5], votes=(Vote(0, 0, (1,)),))
    state = play_round(state, [[""] * 5, ["Zug", "", "", "", ""]], pid="b-tag")
    assert state.results[-1]["marks"][1][0] is None


def test_green_prompts_are_checked_by_the_app() -> None:
    state = play_round(game(2), [["Berlin", "Peru", "Blur", "", ""], [""] * 5], pid="g-b")
    assert state.results[-1]["marks"][0][:4] == (None, "prompt", None, "gap")
    assert check_term("Emden", prompt("g-five").check or {})
    assert not check_term("Los Angeles", prompt("g-five").check or {})
    assert check_term("Schneewehe", prompt("g-two-e").check or {})
    assert len(letters("Straße")) == 6  # ß is one letter
    assert check_term("Maß", prompt("g-short").check or {})


def test_normalised_comparison_case_space_sharp_s_umlauts() -> None:
    assert normalise("  Straße ") == normalise("STRASSE") == "strasse"
    assert normalise("Köln") == normalise("Koeln") == normalise("KÖLN")
    assert normalise("Los   Angeles") == normalise("los-angeles")
    assert normalise("Café") == normalise("cafe")
    assert normalise("   ") == ""


# ------------------------------------------------------------------ ending a round


def test_end_stopp_und_aus_when_every_category_is_filled() -> None:
    state = apply(game(), Deal(100.0))
    state = apply(state, StopOut(1, 130.0))
    assert state.phase == "grace" and state.ended_by == 1 and state.end_reason == "stop"
    state = apply(state, BeginEntry(135.0))
    state = apply(state, EnterTerms(0, ("",) * 5))
    with pytest.raises(IllegalMove, match="stadtland.stop_out_all"):
        apply(state, EnterTerms(1, ("Bonn", "", "", "", "")))
    state = apply(state, EnterTerms(1, ("Bonn", "Benin", "Blues", "Bea", "Bär")))
    assert state.current == 2


def test_end_stopp_und_1_needs_at_least_two_but_not_all_categories() -> None:
    state = apply(game(), Deal(0.0))
    with pytest.raises(IllegalMove, match="stadtland.stop_one_few"):
        apply(state, StopOne(0, 1, 5.0))
    with pytest.raises(IllegalMove, match="stadtland.stop_one_all"):
        apply(state, StopOne(0, 5, 5.0))
    state = apply(state, StopOne(0, 2, 5.0))
    with pytest.raises(IllegalMove, match="stadtland.already_called"):
        apply(state, StopOne(0, 3, 6.0))


def test_end_stopp_und_1_then_no_more_writing_and_the_count_of_ten_ends_the_round() -> None:
    state = apply(game(), Deal(0.0))
    state = apply(state, StopOne(2, 3, 20.0))
    with pytest.raises(IllegalMove, match="stadtland.counting"):
        apply(state, StopOut(2, 21.0))
    with pytest.raises(IllegalMove, match="stadtland.round_goes_on"):
        apply(state, StopOut(None, 20.0 + STOP_COUNT - 0.5))
    with pytest.raises(IllegalMove, match="stadtland.time_up"):
        apply(state, StopOne(1, 2, 30.0))
    state = apply(state, StopOut(None, 30.0))
    assert state.end_reason == "count" and state.ended_by == 2
    state = apply(state, BeginEntry(35.0))
    state = apply(state, EnterTerms(0, ("a",) * 5))
    state = apply(state, EnterTerms(1, ("",) * 5))
    with pytest.raises(IllegalMove, match="stadtland.more_than_filled.*filled=3"):
        apply(state, EnterTerms(2, ("Bonn", "Benin", "Blues", "Bea", "")))
    state = apply(state, EnterTerms(2, ("Bonn", "Benin", "", "Bea", "")))
    assert state.phase == "check"


def test_end_another_player_may_still_call_stopp_und_aus_during_a_count() -> None:
    state = apply(game(), Deal(0.0))
    state = apply(state, StopOne(0, 2, 10.0))
    state = apply(state, StopOut(1, 12.0))
    assert state.ended_by == 1 and state.end_reason == "stop"


def test_end_a_term_being_written_may_be_finished() -> None:
    state = apply(apply(game(grace_seconds=5), Deal(0.0)), StopOut(0, 50.0))
    with pytest.raises(IllegalMove, match="stadtland.grace"):
        apply(state, BeginEntry(53.0))
    with pytest.raises(IllegalMove, match="stadtland.stop_not_now"):
        apply(state, StopOne(1, 2, 51.0))
    assert apply(state, BeginEntry(55.0)).phase == "entry"


def test_round_timer_ends_the_round() -> None:
    state = apply(game(timer_seconds=60), Deal(1000.0))
    assert state.deadline == 1060.0
    with pytest.raises(IllegalMove):
        apply(state, StopOut(None, 1059.0))
    with pytest.raises(IllegalMove, match="stadtland.time_up"):
        apply(state, StopOne(0, 2, 1060.0))
    state = apply(state, StopOut(None, 1060.0))
    assert state.end_reason == "timer" and state.ended_by is None
    no_timer = apply(game(timer_seconds=0), Deal(0.0))
    assert no_timer.due() is None
    with pytest.raises(IllegalMove):
        apply(no_timer, StopOut(None, 9999.0))


def test_time_cannot_run_backwards() -> None:
    state = apply(game(), Deal(100.0))
    with pytest.raises(IllegalMove, match="stadtland.time_backwards"):
        apply(state, StopOut(0, 99.0))


def test_entry_in_seat_order_one_term_per_category() -> None:
    state = finish_writing(apply(game(), Deal(0.0)), by=0)
    with pytest.raises(IllegalMove, match=r"stadtland.not_your_entry\(player=0\)"):
        apply(state, EnterTerms(1, ("",) * 5))
    with pytest.raises(IllegalMove, match=r"stadtland.term_count\(count=5\)"):
        apply(state, EnterTerms(0, ("a",) * 4))


# ------------------------------------------------------------------ scoring


def test_scoring_two_alone_one_shared_and_an_extra_point_per_gap() -> None:
    """DESIGN §8: +1 per other player's gap (the English rulebook's "deduct" is overruled)."""
    terms = [
        ["Bonn", "Benin", "Blur", "", ""],
        ["bonn", "Belgien", "", "", ""],
        ["Berlin", "", "", "", ""],
    ]
    marks = [[None if t else "gap" for t in row] for row in terms]
    # Stadt: Anna/Ben share Bonn (1 each), Cem alone (2); no gaps.
    # Land: Anna 2 + 1 (Cem's gap), Ben 2 + 1. Musik: Anna 2 + 2 gaps.
    assert round_points(terms, marks) == [1 + 3 + 4, 1 + 3, 2]
    state = play_round(game(), terms, pid="g-b")
    assert state.results[-1]["points"] == (8, 4, 2)
    assert state.totals() == [8, 4, 2]


def test_scoring_a_crossed_out_term_leaves_a_gap() -> None:
    terms = [["Bonn", "", "", "", ""], ["Bern", "", "", "", ""]]
    state = play_round(game(2), terms, votes=(Vote(0, 1, (0,)),))
    assert state.results[-1]["points"] == (3, 0)


# ------------------------------------------------------------------ end of the game


@pytest.mark.parametrize("rounds", [5, 7, 9])
def test_end_of_game_after_5_7_or_9_rounds(rounds: int) -> None:
    state = game(2, rounds=rounds)
    for r in range(rounds):
        assert not is_over(state)
        state = play_round(state, [[f"Anna{r}"] + [""] * 4, [""] * 5])
    assert is_over(state) and state.round == rounds
    assert winners(state) == [0] and ranking(state) == [0, 1]
    with pytest.raises(IllegalMove, match="stadtland.game_over"):
        apply(state, Deal(state.clock + 1))


def test_end_of_game_a_tie_plays_one_more_round_while_tied() -> None:
    state = game(2, rounds=5)
    for r in range(5):
        state = play_round(state, [[f"A{r}"] + [""] * 4, [f"B{r}"] + [""] * 4])
    assert state.totals()[0] == state.totals()[1] and not is_over(state)
    state = play_round(state, [["X1"] + [""] * 4, ["Y1"] + [""] * 4])  # still tied
    assert not is_over(state) and state.round == 6
    state = play_round(state, [["X2"] + [""] * 4, [""] * 5])
    assert is_over(state) and state.round == 7 and winners(state) == [0]


def test_round_cap_ends_a_game_that_stays_tied() -> None:
    state = game(2, rounds=5, round_cap=6)
    for r in range(6):
        state = play_round(state, [[f"A{r}"] + [""] * 4, [f"B{r}"] + [""] * 4])
    assert is_over(state) and winners(state) == [0, 1]


# ------------------------------------------------------------------ variants


@pytest.mark.parametrize("count", [6, 7])
def test_variant_increasing_the_requirement_6_or_7_categories(count: int) -> None:
    cats = ("stadt", "land", "musik", "name", "tier", "berg", "comic")[:count]
    state = game(2, categories=cats)
    state = finish_writing(apply(state, Deal(0.0)))
    state = apply(state, EnterTerms(0, ("x",) * count))
    assert len(state.terms[0]) == count


def test_variant_teekesselchen_is_the_four_star_category() -> None:
    cats = ("stadt", "land", "musik", "name", "teekesselchen")
    state = play_round(game(2, categories=cats), [["", "", "", "", "Schloss"], [""] * 5])
    assert state.results[-1]["points"] == (3, 0)
    assert category("teekesselchen").stars == 4


def test_variant_creative_play_fingers_pointing_at_you() -> None:
    state = game(4, creative=True)
    state = play_round(state, [[""] * 5] * 4)
    assert state.phase == "creative"
    with pytest.raises(IllegalMove, match="stadtland.point_self"):
        apply(state, Point((0, 0, 1, 2)))
    state = apply(state, Point((1, 0, 1, 1)))
    assert state.results[-1]["creative"] == (1, 3, 0, 0)
    assert state.totals() == [1, 3, 0, 0] and state.phase == "ready"


# ------------------------------------------------------------------ plain data


def test_state_round_trips_through_json_exactly() -> None:
    state = game(3, creative=True)
    state = apply(state, Deal(12.5))
    state = apply(state, StopOne(1, 2, 30.25))
    data = json.loads(json.dumps(state.to_dict()))
    assert State.from_dict(data).to_dict() == state.to_dict()
    with pytest.raises(ValueError, match="not a Stadt-Land-anders"):
        State.from_dict({"game": "tage"})
