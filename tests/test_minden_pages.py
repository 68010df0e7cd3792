"""Finden Sie Minden's page widgets: pages render a view and emit moves.

The pages (``app/minden/pages``) never apply a move and never read engine internals: they render
``games.minden.game.view(state, seat)`` and the legal moves, and emit what was pressed. (The
match, its saves and results: ``tests/test_minden_driver.py``.)
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from geoquiz.app.minden.pages.draft import DraftPage
from geoquiz.app.minden.pages.end import EndPage
from geoquiz.app.minden.pages.guess import GuessPage
from geoquiz.app.minden.pages.table import CardTable, PlayersLabel
from geoquiz.games.minden import (
    Challenge,
    Config,
    Draft,
    Guess,
    KeepCard,
    PlayerSpec,
    State,
    Trade,
    apply,
    current_player,
    is_over,
    legal_moves,
)
from geoquiz.games.minden.game import example_cards, view
from geoquiz.games.minden.players import choose


def people(n: int = 3, **rules: Any) -> Config:
    names = ("Anna", "Ben", "Clara", "Dora")
    colours = ("red", "blue", "green", "yellow")
    players = tuple(PlayerSpec(names[i], colours[i], 40 - i, "human") for i in range(n))
    return Config(players, track_length=12, seed=4, **rules)


def start_state(config: Config | None = None) -> State:
    from geoquiz.games.minden import new_game

    return new_game(config or people(), example_cards())


def play_until(state: State, phase: str) -> State:
    """Apply the first legal move until ``phase`` (guesses: one stone, west)."""
    for _ in range(200):
        if state.phase == phase:
            return state
        moves = legal_moves(state)
        guess = Guess(("W",))
        state = apply(state, guess if state.phase == "guess" else moves[0])
    raise AssertionError(f"never reached {phase}")


def catch(page: QWidget) -> list[object]:
    moves: list[object] = []
    page.move_chosen.connect(moves.append)  # type: ignore[attr-defined]
    return moves


def buttons(page: QWidget) -> list[QPushButton]:
    return [b for b in page.findChildren(QPushButton) if b.isVisible()]


def texts(page: QWidget) -> list[str]:
    return [w.text() for w in page.findChildren(QLabel) + page.findChildren(QPushButton)]


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


# ---------------------------------------------------------------- pages


def test_card_table_enables_exactly_the_legal_drafts(qtbot: QtBot) -> None:
    state = start_state()
    table = CardTable()
    qtbot.addWidget(table)
    table.show()
    moves = catch(table)
    table.show_round(view(state, None), legal_moves(state), 1000)
    offered = [t for t in table.tiles if t.isEnabled()]
    assert sorted(t.card.id for t in offered) == sorted(state.offer)
    click(qtbot, offered[-1])
    assert moves == [Draft(offered[-1].card.id)]
    # a computer (or nobody) to move: nothing can be clicked
    table.show_round(view(state, None), [], 1000)
    assert table.tiles and not any(t.isEnabled() for t in table.tiles)


def test_card_tiles_show_tasks_never_solutions(qtbot: QtBot) -> None:
    state = start_state()
    table = CardTable()
    qtbot.addWidget(table)
    table.show_round(view(state, None), legal_moves(state), 1000)
    assert all(t.card.solutions == () for t in table.tiles)


def test_trade_button_only_when_the_engine_allows_a_trade(qtbot: QtBot) -> None:
    state = play_until(start_state(), "trade")
    seat = current_player(state)
    assert seat is not None
    page = DraftPage()
    qtbot.addWidget(page)
    page.show()
    moves = catch(page)
    page.render_trade(view(state, seat), seat, [KeepCard()])
    assert not any("Trade" in b.text() for b in buttons(page))
    page.clear()
    page.render_trade(view(state, seat), seat, [KeepCard(), Trade()])
    trade = next(b for b in buttons(page) if "Trade" in b.text())
    click(qtbot, trade)
    click(qtbot, next(b for b in buttons(page) if "Keep" in b.text()))
    assert moves == [Trade(), KeepCard()]


def test_guess_page_gate_then_tip_card_emits_the_guess(qtbot: QtBot) -> None:
    state = play_until(start_state(), "guess")
    seat = current_player(state)
    assert seat is not None
    page = GuessPage()
    qtbot.addWidget(page)
    page.show()
    moves = catch(page)
    with qtbot.waitSignal(page.unlock_requested) as blocker:
        page.render_gate(view(state, seat), seat)
        assert page.tipcard is None
        click(qtbot, buttons(page)[0])
    assert blocker.args == [seat]
    page.clear()
    page.render_guess(view(state, seat), seat)
    assert page.tipcard is not None
    click(qtbot, page.tipcard.buttons[(0, "O")])
    click(qtbot, page.tipcard.confirm_button)
    assert moves == [Guess(("O",))]
    page.clear()
    assert page.tipcard is None


def test_challenge_buttons_show_the_public_stone_counts(qtbot: QtBot) -> None:
    state = play_until(start_state(people(3, variant_b=True)), "challenge")
    seat = current_player(state)
    assert seat is not None
    page = GuessPage()
    qtbot.addWidget(page)
    page.show()
    moves = catch(page)
    page.render_challenge(view(state, seat), seat)
    targets = [b for b in buttons(page) if b.text().startswith("Challenge")]
    assert len(targets) == state.n - 1
    assert all("1 stone" in b.text() for b in targets), [b.text() for b in targets]
    click(qtbot, targets[0])
    click(qtbot, next(b for b in buttons(page) if "No challenge" in b.text()))
    first = next(p for p in range(state.n) if p != seat)
    assert moves == [Challenge(first), Challenge(None)]


def test_players_label_hides_tips_until_all_are_placed(qtbot: QtBot) -> None:
    from geoquiz.app.runtime import i18n

    i18n.install_translators("en")  # the plural forms ("2 stones") live in the English catalogue
    state = play_until(start_state(), "guess")
    state = apply(state, Guess(("W", "N")))
    label = PlayersLabel()
    qtbot.addWidget(label)
    label.show_view(view(state, None))
    assert "on the tip card" not in label.text()
    assert "Anna" in label.text() and "Ben" in label.text()
    while state.phase == "guess":
        state = apply(state, Guess(("W", "N")))
    label.show_view(view(state, None))
    assert "2 stones on the tip card" in label.text()


@pytest.mark.parametrize(
    ("lang", "expected"), [("en", "1 card kept"), ("de", "1 Karte behalten"), ("da", "1 kort")]
)
def test_moved_plural_texts_keep_their_translations(qtbot: QtBot, lang: str, expected: str) -> None:
    """Plural texts moved into page classes (new ``tr`` contexts) are still translated."""
    from geoquiz.app.minden.pages.lobby import LobbyPage
    from geoquiz.app.runtime import i18n

    i18n.install_translators(lang)
    page = LobbyPage()
    qtbot.addWidget(page)
    assert page.tr("%n card(s) kept", "", 1).startswith(expected)
    assert "(s)" not in PlayersLabel().tr("%n stone(s)", "", 1)


def test_end_page_names_the_champion_from_the_view(qtbot: QtBot) -> None:
    state = start_state()
    rng = __import__("random").Random(1)
    while not is_over(state):
        seat = current_player(state)
        assert seat is not None
        state = apply(state, choose(state, seat, rng, "hard"))
    page = EndPage()
    qtbot.addWidget(page)
    page.show()
    v = view(state, None)
    page.render_end(v, [], ended_early=False)
    champion = state.config.players[v["ranking"][0][0]].name
    assert page.title.text() == f"{champion} is Deutscher Meister!"
    assert page.legend_label is not None
    page.set_legend(["1  Berlin — tip of Anna"])
    assert "Berlin" in page.legend_label.text()
