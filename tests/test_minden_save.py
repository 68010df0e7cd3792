"""Finden-Sie-Minden saves: the cards' fast encoding, the writer thread's encoding, resuming.

The autosave encodes a state on the writer thread (``app.autosave``) and a card with a direct
``Card.as_dict``; both must write exactly what the UI thread's ``plain(asdict(card))`` encoding
wrote before, and a game resumed from them must go on with the same dice.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from test_minden_rules import DECK

from geoquiz.app.minden.session import GameSession
from geoquiz.app.save_writer import flush_saves
from geoquiz.db import savegames
from geoquiz.games.engine_tools import plain, state_to_dict
from geoquiz.games.minden import Card, Config, PlayerSpec, State, is_over

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


def old_encoding(state: State) -> dict[str, Any]:
    """A state as the autosave wrote it before the direct card encoding."""
    return state_to_dict(
        state,
        "minden",
        config=Config.as_dict,
        cards=lambda cards: [plain(asdict(c)) for c in cards.values()],
    )


def test_a_card_encodes_as_the_dataclass_encoding_did() -> None:
    for card in (AREA, *DECK[:8], Card("7", "blue", "Ort", (("W", "S", 1, "D"),))):
        data = card.as_dict()
        old = plain(asdict(card))
        assert data == old and list(data) == list(old)
        assert json.dumps(data) == json.dumps(old)
        assert Card.from_dict(json.loads(json.dumps(data))) == card


def test_every_autosave_writes_the_old_encoding_and_a_crashed_game_resumes_with_the_same_dice(
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
    game = GameSession.start(config, DECK, url=url)
    for _ in range(25):
        game.play(game.computer_move())
        assert flush_saves(10)
        saved = savegames.load_game("minden", game.game_id, url=url)
        assert saved == old_encoding(game.state)
        assert State.from_dict(saved) == game.state
    # a crash: the session is simply gone; the next start resumes from the database
    resumed = GameSession.resume_latest(url=url)
    assert resumed is not None and resumed.game_id == game.game_id
    assert resumed.state == game.state
    while not is_over(game.state):
        move = game.computer_move()
        assert resumed.computer_move() == move, "the resumed game plays the same moves"
        game.play(move)
        resumed.play(move)
        assert resumed.state == game.state, "and draws the same cards"
    assert flush_saves(10)
    assert savegames.load_game("minden", game.game_id, url=url) == old_encoding(game.state)
