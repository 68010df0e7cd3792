"""Danmark-spillet: one test per rule of the rulebook, the frozen board, random games."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from geoquiz.games.danmark import (
    Answer,
    ChooseStart,
    Config,
    Cross,
    Die,
    IllegalMove,
    PlayerSpec,
    Roll,
    State,
    Walk,
    apply,
    is_over,
    legal_moves,
    new_game,
    walk_paths,
)
from geoquiz.games.danmark.players import choose
from geoquiz.geo.denmark_board import load_board

BOARD = load_board()


def bot_step(s: State, rng: random.Random) -> State:
    """One move of a game among computers: the die's face at the chance node, else the bot's."""
    if s.phase == "die":
        return apply(s, Die(rng.randint(1, 6)))
    return apply(s, choose(s, s.current, rng, s.config.players[s.current].level))


def idx(town: str) -> int:
    return BOARD.town_index(town)


def two(seed: int = 1) -> State:
    return new_game(Config((PlayerSpec("A"), PlayerSpec("B")), seed=seed))


def started(seed: int = 1) -> State:
    s = two(seed)
    s = apply(s, ChooseStart(s.hands[0][0]))
    return apply(s, ChooseStart(s.hands[1][0]))


def moving(state: State, player: int, space: int, roll: int, **kw: object) -> State:
    pos = list(state.pos)
    pos[player] = space
    return replace(
        state,
        pos=tuple(pos),
        phase="move",
        current=player,
        roll=roll,
        can_cross=roll in (1, 5),
        **kw,
    )


# -- the frozen board (DESIGN §6) ---------------------------------------------------------------
def test_board_towns_groups_and_spacing() -> None:
    from geoquiz.geo.projection import distance_km

    assert 75 <= len(BOARD.towns) <= 90
    for name in ("hanstholm", "skagen", "lemvig"):
        assert BOARD.has_town(name)
    for g in "ABCD":
        assert len(BOARD.group_towns(g)) == 16
    assert {t.island for t in BOARD.group_towns("D")} <= {"Sjælland", "Bornholm", "Amager"}
    assert all(t.lat > 56.4 for t in BOARD.group_towns("A"))
    for i, a in enumerate(BOARD.towns):
        for b in BOARD.towns[i + 1 :]:
            if a.island == b.island:
                assert distance_km(a.lat, a.lon, b.lat, b.lon) >= 10.0, (a.name, b.name)


def test_board_roads_crossings_and_reachability() -> None:
    crossings = {(c.kind, frozenset((c.a, c.b))) for c in BOARD.crossings}
    assert ("bridge", frozenset(("nyborg", "korsoer"))) in crossings
    assert ("ferry", frozenset(("esbjerg", "nordby"))) in crossings
    assert ("ferry", frozenset(("koege", "roenne"))) in crossings
    assert ("ferry", frozenset(("aarhus", "odden"))) in crossings
    assert BOARD.town("skagen").dead_end and BOARD.town("hanstholm").dead_end
    assert not any({r.a, r.b} == {"nyborg", "korsoer"} for r in BOARD.roads)  # toll bridge only
    assert not any("nordby" in (r.a, r.b) for r in BOARD.roads)  # Fanø: ferry only
    assert all(1 <= r.steps <= 6 for r in BOARD.roads)
    assert {t.airport is not None for t in BOARD.towns} == {True, False}
    # every town reachable by roads and crossings
    adj: dict[str, set[str]] = {t.id: set() for t in BOARD.towns}
    for e in [*BOARD.roads, *BOARD.crossings]:
        adj[e.a].add(e.b)
        adj[e.b].add(e.a)
    seen, todo = {"koebenhavn"}, ["koebenhavn"]
    while todo:
        for n in adj[todo.pop()] - seen:
            seen.add(n)
            todo.append(n)
    assert len(seen) == len(BOARD.towns)


def test_board_cards_in_three_languages() -> None:
    assert 20 <= sum(c.count for c in BOARD.chance_cards) <= 30
    assert len(BOARD.questions) >= 100
    kinds = {q.kind for q in BOARD.questions}
    assert {"north", "island", "region", "distance", "largest"} <= kinds
    for q in BOARD.questions:
        assert set(q.text) == {"en", "de", "da"} and 1 <= q.value <= 4
        assert len(q.options) == 4 and 0 <= q.answer < 4
        assert all(set(o) == {"en", "de", "da"} for o in q.options)


def test_board_question_answers_are_true() -> None:
    by_name = {t.names["en"]: t for t in BOARD.towns}
    for q in BOARD.questions:
        if q.kind == "north":
            lats = [by_name[o["en"]].lat for o in q.options]
            assert lats[q.answer] == max(lats)
        if q.kind == "largest":
            pops = [by_name[o["en"]].population or 0 for o in q.options]
            assert pops[q.answer] == max(pops)


# -- rule 1 -------------------------------------------------------------------------------------
def test_rule_1_deal_four_cards_per_group_and_return_to_start() -> None:
    s = new_game(Config(tuple(PlayerSpec(str(i)) for i in range(4)), seed=3))
    all_cards = [c for h in s.hands for c in h]
    assert len(all_cards) == len(set(all_cards)) == 64
    for hand in s.hands:
        assert len(hand) == 16
        for g in "ABCD":
            assert sum(BOARD.town(t).group == g for t in hand) == 4
    start = s.hands[0][5]
    s2 = apply(s, ChooseStart(start))
    assert s2.start[0] == start and start not in s2.hands[0] and s2.pos[0] == idx(start)
    with pytest.raises(IllegalMove):
        apply(s2, ChooseStart(s.hands[0][0]))  # player 2 must choose from their own cards


# -- rule 2 -------------------------------------------------------------------------------------
def test_rule_2_piles_are_shuffled_by_the_seed() -> None:
    a, b, c = two(1), two(1), two(2)
    assert a.chance_pile == b.chance_pile and a.question_pile == b.question_pile
    assert a.chance_pile != c.chance_pile
    assert sorted(a.chance_pile) == sorted(c.chance_pile)
    assert len(a.question_pile) == len(BOARD.questions)


# -- rule 3 -------------------------------------------------------------------------------------
def test_rule_3_move_exactly_one_direction() -> None:
    start = idx("odense")
    for steps in range(1, 7):
        for path in walk_paths(BOARD, start, steps):
            assert len(path) == steps + 1
            for i in range(1, len(path)):
                assert path[i] in BOARD.adjacency[path[i - 1]]
            if not any(BOARD.is_dead_end(p) for p in path[1:-1]):
                assert len(set(path)) == len(path)  # never turns back, never loops


def test_rule_3_reversing_only_at_dead_ends() -> None:
    skagen, fred = idx("skagen"), idx("frederikshavn")
    road = next(r for r in BOARD.roads if {r.a, r.b} == {"skagen", "frederikshavn"})
    # from Frederikshavn, walking to Skagen and back with 2 * steps lands in Frederikshavn
    ends = {p[-1] for p in walk_paths(BOARD, fred, 2 * road.steps)}
    assert fred in ends
    # elsewhere a walk never comes straight back
    ode = idx("odense")
    for path in walk_paths(BOARD, ode, 2):
        assert path[2] != path[0]
    assert skagen in {p[-1] for p in walk_paths(BOARD, fred, road.steps)}


def test_rule_3_the_die_is_a_chance_node_and_its_face_is_the_roll() -> None:
    from geoquiz.games.contract import CHANCE
    from geoquiz.games.danmark import game

    s = started()
    rolling = apply(s, Roll())
    assert rolling.phase == "die" and game.current_player(rolling) == CHANCE
    assert rolling.rng == s.rng  # the die does not draw from the state's generator
    outcomes = game.chance_outcomes(rolling)
    assert [m for m, _ in outcomes] == [Die(v) for v in range(1, 7)]
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    for value in range(1, 6):
        after = apply(rolling, Die(value))
        assert after.phase == "move" and after.roll == value
        assert [e["value"] for e in after.events if e["type"] == "roll"] == [value]
    assert apply(rolling, Die(6)).phase == "question"
    with pytest.raises(IllegalMove) as exc:
        apply(rolling, Walk(0))
    assert exc.value.code == "danmark.die_rolling"


# -- rule 4 -------------------------------------------------------------------------------------
def test_rule_4_star_town_draws_chance_card_and_tickets_are_kept() -> None:
    s = started()
    star = next(
        t for t in BOARD.towns if t.star and BOARD.adjacency[idx(t.id)] and t.id not in s.hands[0]
    )
    # put player 0 one road away from the star town, with a roll of exactly that road
    road = next(r for r in BOARD.roads if star.id in (r.a, r.b))
    other = road.b if road.a == star.id else road.a
    ticket_first = ("plane_ticket#1",) + tuple(c for c in s.chance_pile if c != "plane_ticket#1")
    s = replace(s, pos=(s.pos[0], idx("roenne")))  # player 2 far away, on Bornholm
    assert star.id != "roenne" and other != "roenne"
    s = moving(s, 0, idx(other), road.steps, chance_pile=ticket_first)
    after = apply(s, Walk(idx(star.id)))
    assert any(e["type"] == "chance" for e in after.events)
    assert after.tickets[0] == ("plane_ticket#1",)


# -- rule 5 -------------------------------------------------------------------------------------
def test_rule_5_ferry_only_with_one_or_five_or_ticket() -> None:
    s = started()
    esb = idx("esbjerg")
    s = replace(s, pos=(esb, idx("koebenhavn")))
    for roll in (2, 3, 4):
        st_ = moving(s, 0, esb, roll)
        assert Cross("nordby") not in legal_moves(st_)
        with pytest.raises(IllegalMove):
            apply(st_, Cross("nordby"))
    for roll in (1, 5):
        st_ = moving(s, 0, esb, roll)
        after = apply(st_, Cross("nordby"))
        assert after.pos[0] == idx("nordby")
    # with a ferry ticket instead of rolling
    r = replace(s, phase="roll", current=0, tickets=(("ferry_ticket#1",), ()))
    assert Cross("nordby", ticket=True) in legal_moves(r)
    after = apply(r, Cross("nordby", ticket=True))
    assert after.tickets[0] == () and "ferry_ticket#1" in after.chance_discard
    # a plane ticket does not pay a ferry; Storebælt takes the ferry ticket/bridge toll
    r2 = replace(r, tickets=(("plane_ticket#1",), ()))
    assert Cross("nordby", ticket=True) not in legal_moves(r2)
    r3 = replace(r, pos=(idx("nyborg"), idx("koebenhavn")))
    assert Cross("korsoer", ticket=True) in legal_moves(r3)


def test_rule_5_crossing_only_from_the_town_you_stand_in() -> None:
    s = started()
    # standing on a plain space next to Esbjerg: no ferry with a 1
    road = next(r for r in BOARD.roads if "esbjerg" in (r.a, r.b) and r.steps > 1)
    plain = next(n for n in BOARD.adjacency[idx("esbjerg")] if not BOARD.is_town_space(n))
    assert road
    st_ = moving(replace(s, pos=(plain, idx("koebenhavn"))), 0, plain, 1)
    assert not any(isinstance(m, Cross) for m in legal_moves(st_))


# -- rule 6 -------------------------------------------------------------------------------------
def _roll_six(s: State) -> State:
    after = apply(apply(s, Roll()), Die(6))
    assert after.phase == "question"
    return after


def test_rule_6_six_asks_a_question_right_moves_value_wrong_stays() -> None:
    s = _roll_six(started())
    q = next(q for q in BOARD.questions if q.id == s.question)
    pos = s.pos[s.current]
    right = apply(s, Answer(q.answer))
    assert right.phase == "move" and right.roll == q.value and right.kept_questions[0] == 1
    assert not right.can_cross
    wrong = apply(s, Answer((q.answer + 1) % 4))
    assert wrong.pos[0] == pos and wrong.current == 1 and wrong.kept_questions[0] == 0


def test_rule_6_three_correct_answers_give_an_extra_roll() -> None:
    s = _roll_six(started())
    s = replace(s, kept_questions=(2, 0))
    q = next(q for q in BOARD.questions if q.id == s.question)
    right = apply(s, Answer(q.answer))
    assert right.extra_rolls == 1 and right.kept_questions[0] == 3
    m = next(m for m in legal_moves(right) if isinstance(m, Walk))
    after = apply(right, m)
    if not any(e["type"] == "win" for e in after.events):
        assert after.current == 0 and after.phase in ("roll", "question")


# -- rule 7 -------------------------------------------------------------------------------------
def test_rule_7_visit_needs_exact_roll_and_one_piece_per_town() -> None:
    s = started()
    target = next(t for t in s.hands[0] if BOARD.adjacency[idx(t)])
    road = next(r for r in BOARD.roads if target in (r.a, r.b))
    other = road.b if road.a == target else road.a
    s = replace(s, pos=(idx(other), idx("koebenhavn") if target != "koebenhavn" else idx("aarhus")))
    exact = apply(moving(s, 0, idx(other), road.steps), Walk(idx(target)))
    assert target not in exact.hands[0] and target in exact.visited[0]
    if road.steps > 1:  # one short: the card stays in the hand
        short = moving(s, 0, idx(other), road.steps - 1)
        assert Walk(idx(target)) not in legal_moves(short)
    # occupied: the move stops on the last free space before the town and visits nothing
    blocked = moving(replace(s, pos=(idx(other), idx(target))), 0, idx(other), road.steps)
    moves = legal_moves(blocked)
    assert Walk(idx(target)) not in moves
    before = next(
        n
        for n in BOARD.adjacency[idx(target)]
        if any(
            idx(target) in p and p[-2] == n
            for p in walk_paths(BOARD, idx(other), road.steps)
            if p[-1] == idx(target)
        )
    )
    assert Walk(before) in moves
    after = apply(blocked, Walk(before))
    assert target in after.hands[0]


# -- rule 8 -------------------------------------------------------------------------------------
def test_rule_8_first_home_with_all_cards_wins() -> None:
    s = started()
    home = s.start[0]
    assert home is not None
    road = next(r for r in BOARD.roads if home in (r.a, r.b))
    other = road.b if road.a == home else road.a
    far = "roenne" if "roenne" not in (home, other) else "skagen"
    s = replace(s, hands=((), s.hands[1]), pos=(idx(other), idx(far)))
    done = apply(moving(s, 0, idx(other), road.steps), Walk(idx(home)))
    assert is_over(done) and done.winner == 0
    # with a card left, coming home does not win
    s2 = replace(s, hands=(("skagen",), s.hands[1]))
    not_yet = apply(moving(s2, 0, idx(other), road.steps), Walk(idx(home)))
    assert not is_over(not_yet)


# -- whole games --------------------------------------------------------------------------------
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_random_games_keep_invariants_and_replay(seed: int, players: int) -> None:
    cfg = Config(
        tuple(PlayerSpec(str(i), True, "easy") for i in range(players)), seed=seed, round_limit=40
    )
    rng = random.Random(seed)
    s = new_game(cfg)
    log = []
    for _ in range(3000):
        if is_over(s):
            break
        moves = legal_moves(s)
        assert moves
        m = rng.choice(moves)
        before = s.to_dict()
        s2 = apply(s, m)
        assert s.to_dict() == before  # apply never mutates
        s = s2
        log.append(m)
        towns = [p for p in s.pos if p >= 0 and BOARD.is_town_space(p)]
        assert len(towns) == len(set(towns))  # one piece per town
        for h, v in zip(s.hands, s.visited, strict=True):
            assert not set(h) & set(v)
    assert is_over(s)
    assert State.from_dict(json.loads(json.dumps(s.to_dict()))) == s
    r = new_game(cfg)
    for m in log:
        r = apply(r, m)
    assert r == s


def test_hard_beats_easy_clearly() -> None:
    wins = {"hard": 0, "easy": 0}
    for seed in range(10):
        levels = ("hard", "easy") if seed % 2 == 0 else ("easy", "hard")
        s = new_game(Config(tuple(PlayerSpec(lv, True, lv) for lv in levels), seed=seed))
        rng = random.Random(seed)
        while not is_over(s):
            s = bot_step(s, rng)
        if s.winner is not None:
            wins[levels[s.winner]] += 1
    assert wins["hard"] >= 8, wins


# -- chance effects, islands, limits, computer players -----------------------------------------
def _land_on_star(card: str) -> State:
    s = started()
    star = next(
        t for t in BOARD.towns if t.star and BOARD.adjacency[idx(t.id)] and idx(t.id) != s.pos[1]
    )
    road = next(r for r in BOARD.roads if star.id in (r.a, r.b))
    other = road.b if road.a == star.id else road.a
    pile = (card,) + tuple(c for c in s.chance_pile if c != card)
    s = replace(s, pos=(idx(other), s.pos[1]))
    return apply(moving(s, 0, idx(other), road.steps, chance_pile=pile), Walk(idx(star.id)))


def test_chance_extra_roll_skip_turn_and_question() -> None:
    extra = _land_on_star("extra_roll#1")
    assert extra.current == 0 and extra.phase == "roll"
    skip = _land_on_star("skip_turn#1")
    assert skip.current == 1 and skip.skip[0]
    after_b = apply(
        replace(skip, phase="move", roll=1, can_cross=False),
        next(m for m in legal_moves(replace(skip, phase="move", roll=1, can_cross=False))),
    )
    assert after_b.current == 1 and not after_b.skip[0]  # player 0 was skipped
    assert any(e["type"] == "skipped" for e in after_b.events)
    quiz = _land_on_star("quiz#1")
    assert quiz.phase == "question" and quiz.current == 0


def test_island_without_roads_stays_unless_crossing() -> None:
    s = started()
    s = replace(s, pos=(idx("byrum"), s.pos[1]))
    three = moving(s, 0, idx("byrum"), 3)
    assert [type(m).__name__ for m in legal_moves(three)] == ["Stay"]
    one = moving(s, 0, idx("byrum"), 1)
    assert Cross("frederikshavn") in legal_moves(one)


def test_round_limit_ends_the_game() -> None:
    cfg = Config(
        (PlayerSpec("a", True, "easy"), PlayerSpec("b", True, "easy")), seed=1, round_limit=2
    )
    s = new_game(cfg)
    rng = random.Random(0)
    while not is_over(s):
        s = bot_step(s, rng)
    assert s.winner is None and s.rounds == 2


def test_hard_uses_a_ticket_when_it_saves_time() -> None:
    s = started()
    s = replace(
        s,
        phase="roll",
        current=0,
        pos=(idx("esbjerg"), s.pos[1]),
        hands=(("nordby",), s.hands[1]),
        start=("esbjerg", s.start[1]),
        tickets=(("ferry_ticket#1",), ()),
    )
    move = choose(s, 0, random.Random(1), "hard")
    assert move == Cross("nordby", ticket=True)
    assert choose(s, 0, random.Random(1), "easy") == Roll()


def test_illegal_moves_carry_stable_codes() -> None:
    s = started()
    with pytest.raises(IllegalMove) as exc:
        apply(s, Walk(0))
    assert exc.value.code == "danmark.roll_first"
    r = moving(replace(s, pos=(idx("nyborg"), s.pos[1])), 0, idx("nyborg"), 3)
    with pytest.raises(IllegalMove) as exc:
        apply(r, Cross("korsoer"))
    assert exc.value.code == "danmark.cross_needs_1_or_5"
