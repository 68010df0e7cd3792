"""Finden-Sie-Minden saves: the cards' fast encoding, the match record, resuming.

A card encodes with a direct ``Card.as_dict``, exactly what the ``plain(asdict(card))``
encoding wrote before; the one match driver saves its record (first state, seats, moves) after
every move, and a game resumed from it goes on with the same moves and cards.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

from test_minden_rules import DECK

from geoquiz.app.minden.play import new_match
from geoquiz.app.play.laptop_match import LaptopMatch
from geoquiz.app.runtime.save_writer import flush_saves
from geoquiz.db import savegames
from geoquiz.games import GAMES
from geoquiz.games.engine_tools import plain
from geoquiz.games.match import load_record
from geoquiz.games.minden import Card, PlayerSpec, is_over
from geoquiz.games.minden.config import Config

AREA = Card(
    "42",
    "green",
    "Müritz",
    (("O", "N", 7, "C"), ("O", "N", 8, "A")),
    prompt="Wo liegt die Müritz?",
    lat=53.43,
    lon=12.7,
    deck="Deutschland",
    outline_wkt="POLYGON ((12.6 53.3, 12.8 53.3, 12.8 53.5, 12.6 53.3))",
    explanation="Mecklenburg-Vorpommern",
)


def test_a_card_encodes_as_the_dataclass_encoding_did() -> None:
    for card in (AREA, *DECK[:8], Card("7", "blue", "Ort", (("W", "S", 1, "D"),))):
        data = card.as_dict()
        old = plain(asdict(card))
        assert data == old and list(data) == list(old)
        assert json.dumps(data) == json.dumps(old)
        assert Card.from_dict(json.loads(json.dumps(data))) == card


def test_every_autosave_writes_the_match_record_and_a_crashed_game_resumes_with_the_same_moves(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'minden.sqlite3'}"
    seats = tuple(
        PlayerSpec(name, colour, 30 + i, level)
        for i, (name, colour, level) in enumerate(
            (("A", "red", "hard"), ("B", "blue", "medium"), ("C", "green", "easy"))
        )
    )
    config = Config(seats, track_length=12, seed=5)
    game = new_match(config, DECK, url=url)
    for _ in range(25):
        assert game.match.step()
        assert flush_saves(10)
        saved = savegames.load_game("minden", game.game_id, url=url)
        assert saved == game.match.record()
        assert saved is not None and load_record(GAMES, saved).state == game.state
    # a crash: the match is simply gone; the next start resumes from the database
    resumed = LaptopMatch.resume("minden", url=url)
    assert resumed is not None and resumed.game_id == game.game_id
    assert resumed.state == game.state
    while not is_over(game.state):
        job, again = game.computer_job(), resumed.computer_job()
        assert job is not None and again is not None
        move = job.run()
        assert again.run() == move, "the resumed game plays the same moves"
        assert game.play_computer(job, move) and resumed.play_computer(again, move)
        assert resumed.state == game.state, "and draws the same cards"
    assert flush_saves(10)
    saved = savegames.load_game("minden", game.game_id, url=url)
    assert saved is not None and load_record(GAMES, saved).state == game.state
