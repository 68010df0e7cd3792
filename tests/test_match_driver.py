"""The one match driver (games/match, issue 27): every game through it, undo, hand-over, records."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from geoquiz.games import GAMES
from geoquiz.games.contract import CHANCE, IllegalMove
from geoquiz.games.match import FORMAT, Match, Seat, check_record, load_record, parse_seats
from geoquiz.games.match.record import convert_legacy, seats_of

NAMES = sorted(GAMES)


def _players(config: Any) -> int:
    players = getattr(config, "players", None)
    if players is None:
        players = config.rules.players
    return len(players)


def _at_the_deadline(match: Match[Any, Any]) -> Callable[[], float]:
    """The driver's clock in these tests: always at the match's next deadline (or the latest
    time its state has seen), so Stadt-Land's round timer (its ``timing``) runs out at once
    instead of after two real minutes, and every look in one position sees the same time."""

    def now() -> float:
        deadline = match.deadline()
        return float(getattr(match.state, "clock", 0.0)) if deadline is None else deadline

    return now


def _match(name: str, seats: list[Seat] | None = None, seed: int = 7, **kw: Any) -> Match[Any, Any]:
    game = GAMES[name]
    config = game.example_config()
    if seats is None:
        seats = [Seat(f"P{i + 1}") for i in range(_players(config))]
    match = Match.new(game, config, seed, seats, **kw)
    if "clock" not in kw:
        match.clock = _at_the_deadline(match)
    return match


def _person_moves(match: Match[Any, Any], rng: random.Random, limit: int) -> None:
    """Play random legal moves for the laptop's persons (chance and computers by the driver)."""
    for _ in range(limit):
        if match.over():
            return
        if match.step() or match.timed_step():
            continue
        seat = match.to_move()
        if seat is None:
            return
        moves = match.legal(seat)
        if not moves:
            return
        match.play(seat, rng.choice(moves))


@pytest.mark.parametrize("name", NAMES)
def test_every_game_plays_to_its_end_through_the_driver_and_replays(name: str) -> None:
    saved: list[tuple[dict[str, Any], bool]] = []
    match = _match(
        name,
        [Seat(f"C{i}", "computer", "easy") for i in range(_players(GAMES[name].example_config()))],
        saver=lambda record, over: saved.append((record, over)),
    )
    for _ in range(20_000):
        if match.over() or not (match.step() or match.timed_step()):
            break
    assert match.over()
    record, finished = saved[-1]
    assert finished and record == match.record() and len(saved) == match.ply
    again = load_record(GAMES, check_record(record))
    assert again.state == match.state and again.ranking() == match.ranking()
    assert again.log == match.log


@pytest.mark.parametrize("name", NAMES)
def test_undo_takes_back_my_own_last_move_in_every_game(name: str) -> None:
    """Each game: a person's move that revealed nothing is taken back (state and log as
    before); a seat that has not moved has nothing to take back."""
    rng = random.Random(3)
    for seed in range(40):
        match = _match(name, seed=seed)
        before = None
        for _ in range(200):
            if match.over():
                break
            if match.step() or match.timed_step():
                continue
            seat = match.to_move()
            assert seat is not None
            moves = match.legal(seat)
            if not moves:
                break
            state, ply = match.state, match.ply
            match.play(seat, rng.choice(moves))
            if match.can_undo(seat):
                before = (seat, state, ply)
                break
        if before is not None:
            break
    assert before is not None, f"no move of {name} could be taken back in 40 games"
    seat, state, ply = before
    assert match.undo_seat() == seat
    others = [s for s in range(len(match.seats)) if s != seat]
    with pytest.raises(IllegalMove):
        match.undo(others[0])
    assert match.undo(seat) >= 1
    assert match.state == state and match.ply == ply


def test_undo_is_refused_after_the_die_was_rolled() -> None:
    """Danmark-spillet: a roll reveals the die; the player cannot take back the move after it."""
    match = _match("danmark", seed=4)
    rng = random.Random(4)
    roll = None
    while roll is None:
        match.settle()
        seat = match.to_move()
        assert seat is not None
        moves = match.legal(seat)
        roll = next((m for m in moves if "roll" in type(m).__name__.lower()), None)
        match.play(seat, roll if roll is not None else rng.choice(moves))
    match.settle()
    assert any(e.by == "chance" for e in match.log)
    with pytest.raises(IllegalMove) as refused:
        match.undo(seat)
    assert refused.value.code == "match.undo_revealed"


def test_undo_is_refused_after_another_persons_move() -> None:
    match = _match("tage", seed=2)
    rng = random.Random(1)
    first = None
    while first is None or match.to_move() == first:
        seat = match.to_move()
        assert seat is not None
        first = seat if first is None else first
        match.play(seat, rng.choice(match.legal(seat)))
    other = match.to_move()
    assert other is not None and other != first
    match.play(other, rng.choice(match.legal(other)))
    with pytest.raises(IllegalMove) as refused:
        match.undo(first)
    assert refused.value.code == "match.undo_revealed"


@pytest.mark.parametrize("name", NAMES)
def test_a_seat_changes_hands_person_computer_phone_person(name: str) -> None:
    """The host gives seat 0 to a computer, a phone and back to the laptop mid-game; the game
    goes on and the record keeps who plays each seat."""
    match = _match(name, seed=11)
    rng = random.Random(5)
    _person_moves(match, rng, 6)
    match.hand_over(0, "computer", "easy")
    assert match.seats[0].computer and match.legal(0) == []
    for _ in range(30):
        if match.over() or match.to_move() != 0 and not match.automatic():
            break
        if not (match.step() or match.timed_step()):
            break
    match.hand_over(0, "phone")
    assert match.seats[0] == Seat("P1", "phone")
    _person_moves(match, rng, 6)
    match.hand_over(0, "laptop")
    _person_moves(match, rng, 6)
    record = match.record()
    assert record["seats"][0] == {
        "name": "P1",
        "control": "laptop",
        "level": None,
        "stand_in": None,
    }
    assert load_record(GAMES, record).state == match.state
    with pytest.raises(ValueError):
        match.hand_over(0, "computer", "grandmaster")


def test_since_lists_the_other_seats_moves_after_mine() -> None:
    match = _match("carcassonne", [Seat("Anna"), Seat("C", "computer", "easy")], seed=3)
    seat = match.to_move()
    assert seat == 0
    rng = random.Random(2)
    while match.to_move() == 0:
        match.play(0, rng.choice(match.legal(0)))
    mine = match.ply
    while match.to_move() == 1:
        match.step()
    since = match.since(0)
    assert since == match.log[mine:] and all(e.seat == 1 and e.by == "computer" for e in since)


def test_a_computers_answer_for_an_old_position_is_not_played() -> None:
    match = _match("tage", [Seat("C", "computer", "easy"), Seat("D", "computer", "easy")])
    job = match.computer_job()
    assert job is not None
    move = job.run()
    match.step()
    assert match.play_computer(job, move) is False


def test_a_person_cannot_move_for_a_computer_or_out_of_turn() -> None:
    match = _match("carcassonne", [Seat("Anna"), Seat("C", "computer", "easy")])
    with pytest.raises(IllegalMove) as refused:
        match.play(1, match.game.legal_moves(match.state)[0])
    assert refused.value.code == "match.not_your_turn"
    match.hand_over(1, "laptop")
    with pytest.raises(IllegalMove):
        match.play(1, match.game.legal_moves(match.state)[0])


def test_a_damaged_record_is_refused_with_one_line() -> None:
    match = _match("tage")
    rng = random.Random(4)
    _person_moves(match, rng, 4)
    record = match.record()
    broken = {**record, "moves": [*record["moves"], {"seat": 0, "by": "person", "move": {"x": 1}}]}
    with pytest.raises(ValueError) as refused:
        load_record(GAMES, broken)
    assert "\n" not in str(refused.value)
    for damaged in ({}, {**record, "seed": "x"}, {**record, "game": "chess"}, [1, 2]):
        with pytest.raises(ValueError):
            load_record(GAMES, damaged)


@pytest.mark.parametrize("name", NAMES)
def test_a_hot_seat_snapshot_of_the_old_format_resumes(name: str) -> None:
    """Saves of the hot-seat screens before the driver were whole states: they become a match
    that starts there, with the seats the config named."""
    game = GAMES[name]
    match = _match(name, seed=9)
    _person_moves(match, random.Random(9), 10)
    snapshot = game.encode_state(match.state)
    converted = convert_legacy(GAMES, snapshot, name)
    assert isinstance(converted, dict) and converted["format"] == FORMAT
    resumed = load_record(GAMES, converted)
    assert resumed.state == match.state and resumed.log == []
    assert [s.name for s in resumed.seats] == [s.name for s in seats_of(match.state)]


def test_a_phone_tables_old_record_resumes_with_its_moves() -> None:
    game = GAMES["danmark"]
    match = _match("danmark", [Seat("Anna", "phone"), Seat("C", "computer", "easy")], seed=6)
    _person_moves(match, random.Random(6), 12)
    old = {
        "format": 1,
        "game": "danmark",
        "seed": 6,
        "port": 5000,
        "start": game.encode_state(match.start),
        "seats": [
            {"name": "Anna", "bot": None, "laptop": False, "token_sha256": "ab" * 32},
            {"name": "C", "bot": "easy", "laptop": False, "token_sha256": None},
        ],
        "moves": [e.move for e in match.log],
    }
    converted = convert_legacy(GAMES, old)
    assert isinstance(converted, dict) and converted["table"]["tokens"][0] == "ab" * 32
    resumed = load_record(GAMES, converted)
    assert resumed.state == match.state
    assert [e.seat for e in resumed.log] == [e.seat for e in match.log]
    assert any(e.seat is None and e.by == "chance" for e in resumed.log)


def test_parse_seats_reads_laptop_phone_and_computer_seats() -> None:
    seats = parse_seats(
        "laptop:Anna,phone:Ben,Cora,computer:hard,computer", ["easy", "medium", "hard"]
    )
    assert [s.control for s in seats] == ["laptop", "phone", "phone", "computer", "computer"]
    assert seats[3].level == "hard" and seats[4].level == "medium"
    with pytest.raises(ValueError):
        parse_seats("Anna,,Ben", ["easy"])
    assert CHANCE == "chance"


def test_an_out_of_turn_call_is_accepted_on_a_clock_that_moves_on() -> None:
    """A table keeps wall-clock time. The driver read its clock once for the call and again
    for each allowed call it compared with, so they differed by microseconds and every
    "Stopp und Aus!" made out of turn (a phone's, the laptop screen's) was refused."""
    from itertools import count

    from geoquiz.games import GAMES

    game = GAMES["stadtland"]
    ticks = count(1_000_000.0, 0.001)
    seats = [Seat("Anna"), Seat("Ben", "phone")]
    match = Match.new(game, game.example_config(2), 5, seats, clock=lambda: next(ticks))
    match.play(0, match.legal(0)[0])  # the deal
    assert match.state.phase == "writing" and match.to_move() == 1
    stop = next(m for m in match.legal(0) if type(m).__name__ == "StopOut")
    match.play(0, stop)
    assert match.log[-1].seat == 0 and match.state.phase == "grace"
