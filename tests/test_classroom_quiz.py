"""The class quiz's rules without sockets: scoring exactly as Finden Sie Minden, the tally for the
class map, the team track, names, capacity, what each device may see, and the translated texts."""

from __future__ import annotations

import json
from typing import Any

import pytest

from geoquiz.games.classquiz import Phase, Quiz, QuizRefused, score_tip, stones_right, tally
from geoquiz.games.minden.cards import Card, all_tips, tip_is_right

TWO = Card("7", "orange", "Grenzort", (("W", "M", 2, "B"), ("O", "M", 3, "A")))
MINDEN = Card("1", "yellow", "Minden", (("W", "N", 12, "C"),))


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize(
    ("tip", "right", "points", "stones"),
    [
        ((), False, 0, 0),
        (("W",), True, 1, 1),
        (("O",), True, 1, 1),  # the second solution
        (("W", "M", 2, "B"), True, 4, 4),
        (("O", "M", 3, "A"), True, 4, 4),
        (("W", "M", 3), False, 0, 2),  # side and zone right, the square of the other solution
        (("W", "N"), False, 0, 1),
        (("O", "S", 3, "A"), False, 0, 1),
    ],
)
def test_scoring_as_in_the_game(
    tip: tuple[Any, ...], right: bool, points: int, stones: int
) -> None:
    assert score_tip(TWO.solutions, tip) == (right, points)
    assert stones_right(TWO.solutions, tip) == stones


def test_scoring_agrees_with_minden_for_every_tip() -> None:
    for tip in all_tips(4):
        right, points = score_tip(TWO.solutions, tip)
        assert right == (bool(tip) and tip_is_right(TWO.solutions, tip))
        assert points == (len(tip) if right else 0)


def test_tally_counts_sides_zones_squares_quadrants() -> None:
    counts = tally(
        [(), ("W",), ("W", "N", 12), ("W", "N", 12, "C"), ("O", "N", 12, "C"), ("O", "S")]
    )
    assert counts["tips"] == 6 and counts["none"] == 1
    assert counts["ew"] == {"W": 3, "O": 2}
    assert counts["zone"] == {"N": 3, "M": 0, "S": 1}
    assert counts["side_zone"]["WN"] == 2 and counts["side_zone"]["OS"] == 1
    assert counts["square"] == {"N12": 3}
    assert counts["quadrant"] == {"N12C": 2}


def test_teams_move_on_the_track_skipping_occupied_spaces() -> None:
    clock = Clock()
    quiz = Quiz([MINDEN, MINDEN], timer=30, teams=2, clock=clock)
    a, b = quiz.join("Rhein"), quiz.join("Elbe")
    with pytest.raises(QuizRefused) as full:
        quiz.join("Donau")
    assert full.value.code == "class.full"
    quiz.start()
    quiz.answer(a.number, ["W", "N"])  # 2 points
    quiz.answer(b.number, ["W", "N", 12])  # 3 points
    assert quiz.tick() and quiz.phase == Phase.REVEAL
    # rear to front: both start on 0; Rhein moves first to 2, Elbe counts 1, (2 is taken) 3, 4
    assert quiz.track == {a.number: 2, b.number: 4}
    assert [r["name"] for r in quiz.leaderboard()] == ["Elbe", "Rhein"]


def test_time_pause_and_refusals() -> None:
    clock = Clock()
    quiz = Quiz([MINDEN, TWO], timer=20, clock=clock)
    anna = quiz.join("Anna")
    with pytest.raises(QuizRefused, match="class.not_now"):
        quiz.answer(anna.number, ["W"])
    quiz.start()
    clock.now += 5
    quiz.pause()
    clock.now += 100  # paused: the clock stands still for the quiz
    assert quiz.remaining() == 15 and not quiz.tick()
    quiz.resume()
    clock.now += 14
    answer = quiz.answer(anna.number, ["W", "N", 12, "C"])
    assert answer.seconds == 19 and answer.points == 4
    with pytest.raises(QuizRefused, match="class.already_answered"):
        quiz.answer(anna.number, ["W"])
    quiz.next()  # reveal
    quiz.next()  # card 2
    clock.now += 21
    with pytest.raises(QuizRefused, match="class.too_late"):
        quiz.answer(anna.number, ["W"])
    quiz.tick()
    assert quiz.answers[(anna.number, 1)].seconds is None
    quiz.next()
    assert quiz.phase == Phase.END
    with pytest.raises(QuizRefused, match="class.over"):
        quiz.join("Ben")


def test_names_and_views() -> None:
    quiz = Quiz([MINDEN], timer=30, clock=Clock())
    a = quiz.join("  Anna\u0000 ")
    b = quiz.join("ANNA")
    assert (a.label, b.label) == ("Anna", "ANNA (2)")
    with pytest.raises(QuizRefused, match="class.bad_name"):
        quiz.join("\u200b\n")
    assert len(quiz.join("x" * 100).name) == 24
    quiz.start()
    quiz.answer(a.number, ["W", "N"])
    mine, other, public = quiz.view(a.number), quiz.view(b.number), quiz.view(None)
    assert mine["me"]["tip"] == ["W", "N"] and other["me"]["tip"] is None
    for view in (mine, other, public):
        assert "solutions" not in json.dumps(view) and "W N 12 C" not in json.dumps(view)
    assert "W" not in json.dumps(other["me"])
    # while the card is open nobody sees points move (they would tell who tipped right)
    assert public["leaderboard"] == [] and mine["me"]["points"] == 0
    quiz.next()
    assert quiz.view(b.number)["reveal"]["solution_text"] == "W N 12 C"
    hidden = quiz.view(None, show_names=False)
    assert hidden["names"] == [] and {r["name"] for r in hidden["leaderboard"]} == {""}
    assert quiz.view(a.number)["me"]["points"] == 2


def test_running_tally_equals_a_tally_rebuilt_from_all_answers() -> None:
    import random

    clock = Clock()
    quiz = Quiz([TWO, MINDEN, TWO], timer=30, clock=clock)
    students = [quiz.join(f"S{i}") for i in range(30)]
    rng = random.Random(7)
    tips = list(all_tips(4))
    for _ in range(3):
        quiz.next()
        for s in students[: rng.randrange(10, 30)]:
            quiz.answer(s.number, list(rng.choice(tips)))
        quiz.next()  # reveal: the others get an empty row
        index = quiz.index
        rows = [a for (_, c), a in quiz.answers.items() if c == index]
        summary = quiz.card_summary(index)
        assert summary["tally"] == tally(a.tip for a in rows)
        assert summary["right"] == sum(a.right for a in rows)
        assert quiz.answered(index) == sum(a.seconds is not None for a in rows)
    board = quiz.leaderboard()
    for row in board:
        mine = [a for (n, _), a in quiz.answers.items() if n == row["number"]]
        assert row["points"] == sum(a.points for a in mine)
        assert row["right"] == sum(a.right for a in mine)


def test_page_texts_and_refusals_in_each_language(qapp: Any) -> None:
    from geoquiz.app.classroom import texts

    texts.install()
    assert texts.page_texts("de")["room"] == "Raumcode"
    assert texts.page_texts("da")["room"] == "Rumkode"
    assert texts.page_texts("en")["room"] == "Room code"
    assert texts.refusal("class.too_late", "da").startswith("For sent")
    assert texts.refusal("class.full", "de", capacity=40) == "Die Klasse ist voll (40 Geräte)."
    for lang in texts.LANGUAGES:
        assert all("\n" not in v for v in texts.page_texts(lang).values())


def test_equal_points_share_a_place_and_the_tie_break_is_right_cards() -> None:
    """Equal points got different places with the tie-break unexplained."""
    clock = Clock()
    quiz = Quiz([MINDEN, MINDEN], timer=30, clock=clock)
    anna, ben, cem = quiz.join("Anna"), quiz.join("Ben"), quiz.join("Cem")
    quiz.start()
    quiz.answer(anna.number, ["W", "N"])  # 2 points, 1 right card
    quiz.answer(ben.number, ["W"])  # 1 point
    quiz.answer(cem.number, [])
    quiz.next()
    quiz.next()
    quiz.answer(ben.number, ["W"])  # Ben: 2 points from 2 right cards
    quiz.answer(anna.number, ["O"])
    quiz.answer(cem.number, ["W", "N", 12, "C"])  # Cem: 4
    quiz.next()
    board = quiz.leaderboard()
    assert [(r["place"], r["name"], r["points"], r["right"]) for r in board] == [
        (1, "Cem", 4, 1),
        (2, "Ben", 2, 2),  # the same place; more right cards listed first
        (2, "Anna", 2, 1),
    ]


def test_rulebook_colour_bonus_single_leader_5_tied_leaders_2() -> None:
    yellow = Card("1", "yellow", "Minden", (("W", "N", 12, "C"),))
    blue = Card("2", "blue", "SAP", (("W", "S", 2, "B"),))
    clock = Clock()
    quiz = Quiz([yellow, blue, yellow], timer=30, clock=clock, colour_bonus=True)
    anna, ben = quiz.join("Anna"), quiz.join("Ben")
    quiz.start()
    quiz.answer(anna.number, ["W"])
    quiz.answer(ben.number, ["W"])
    quiz.next(), quiz.next()
    quiz.answer(anna.number, ["W", "S"])  # blue: only Anna
    quiz.answer(ben.number, ["O"])
    quiz.next(), quiz.next()
    quiz.answer(anna.number, ["O"])
    quiz.answer(ben.number, ["W", "N"])  # yellow: Ben 2, Anna 1
    quiz.next(), quiz.next()
    assert quiz.phase == Phase.END
    # yellow: Ben alone +5; blue: Anna alone +5
    assert quiz.bonus == {ben.number: 5, anna.number: 5}
    assert {r["name"]: r["points"] for r in quiz.leaderboard()} == {"Anna": 3 + 5, "Ben": 3 + 5}
    assert [b["colour"] for b in quiz.view(None)["bonus"]] == ["yellow", "blue"]
    # without the option nobody gets a bonus
    plain = Quiz([yellow], timer=30, clock=clock)
    a = plain.join("A")
    plain.start()
    plain.answer(a.number, ["W"])
    plain.next(), plain.next()
    assert plain.bonus == {} and "bonus" not in plain.view(None)


def test_report_per_cent_as_the_projector_shows_it() -> None:
    """58 %/43 % on the projector were 57 %/42 % in the report (half-even float formatting)."""
    from geoquiz.db.class_reports import card_stats, percent

    clock = Clock()
    quiz = Quiz([MINDEN], timer=30, clock=clock)
    students = [quiz.join(f"S{i}") for i in range(40)]
    quiz.start()
    for i, s in enumerate(students):
        quiz.answer(s.number, ["W"] if i < 23 else ["O"])
    quiz.next()
    shown = quiz.card_summary(0)["percent_right"]
    report = quiz.report()
    report["session"] = {}
    assert shown == percent(23, 40) == 58 == card_stats(report)[0]["percent_right"]
