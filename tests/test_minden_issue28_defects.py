"""Issue 28's defects of Finden Sie Minden, each found on the screen.

* after the 4th stone nothing had focus and Return did nothing;
* "Ein Stein ist falsch" when two were wrong (plural forms with ``%n``);
* "die 0 falschen Tipps" at the end of a game without a wrong tip;
* the players' list showed the final spaces while "Next bonus" still announced the bonuses one by
  one (a spoiler).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from test_minden_ui import (
    button,
    click,
    db_url,  # noqa: F401 (fixture)
    family,
    make_screen,
    press_focused,
    start,
    wait_for_person,
)

from geoquiz.app.minden.pages.end import EndPage
from geoquiz.app.minden.pages.reveal import RevealPage, wrong_stones
from geoquiz.app.minden.screen import MindenScreen
from geoquiz.app.runtime.i18n import install_translators
from geoquiz.games.minden import is_over

PEOPLE = ("human", "human", "human", "human")


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    install_translators("de")
    yield
    install_translators("en")


def _to_guess(qtbot: QtBot, screen: MindenScreen) -> int:
    """Play with the keyboard up to a person's open tip card; return the person's seat."""
    screen.activateWindow()
    qtbot.waitActive(screen)
    for _ in range(100):
        wait_for_person(qtbot, screen)
        if screen.state.phase == "guess":
            break
        press_focused(qtbot, screen)
    if "Pass the laptop" in screen.action_title.text():
        click(qtbot, button(screen, "show my tip card"))
    player = screen.session.match.to_move()  # type: ignore[union-attr]
    assert player is not None and screen.tipcard is not None
    return player


def test_after_the_4th_stone_done_has_focus_and_return_places_the_tip(
    qtbot: QtBot,
    db_url: str,  # noqa: F811
) -> None:
    screen = make_screen(qtbot, db_url)
    start(screen, db_url, family(PEOPLE))
    player = _to_guess(qtbot, screen)
    card = screen.state.card(player)
    assert card is not None
    tipcard = screen.tipcard
    assert tipcard is not None
    solution = card.solutions[0]
    for stone, value in enumerate(solution):
        click(qtbot, tipcard.buttons[(stone, value)])
    focused = QApplication.focusWidget()
    assert focused is tipcard.confirm_button, focused
    assert tipcard.confirm_button.isDefault(), "Done is drawn as the default button"
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert screen.state.tips[player] == tuple(solution), "Return placed the four stones"


def test_return_presses_a_focused_stone_as_space_does(qtbot: QtBot, db_url: str) -> None:  # noqa: F811
    screen = make_screen(qtbot, db_url)
    start(screen, db_url, family(PEOPLE))
    _to_guess(qtbot, screen)
    tipcard = screen.tipcard
    assert tipcard is not None
    first = tipcard.buttons[(0, "W")]
    assert QApplication.focusWidget() is first
    qtbot.keyClick(first, Qt.Key.Key_Return)
    assert tipcard.tip() == ("W",)
    assert not tipcard.confirm_button.isDefault(), "Done is the default only when the card is full"


def _reveal_view(solutions: list[tuple[object, ...]]) -> dict[str, object]:
    return {
        "players": [{"name": "Anna"}, {"name": "Ben"}],
        "scored_cards": {"c1": {"title": "Minden", "solutions": solutions, "explanation": ""}},
    }


def _record(tip: tuple[object, ...]) -> dict[str, object]:
    record = {"card": "c1", "player": 0, "tip": list(tip), "right": False, "kept": False}
    return record | {"challengers": []}


def test_two_wrong_stones_are_two_in_every_language(qapp: QApplication, german: None) -> None:
    page = RevealPage()
    view = _reveal_view([("W", "N", 3, "A")])
    lines = page.reveal_lines(view, _record(("W", "S", 3, "B")), "")
    assert "2 Steine sind falsch (S B): Die Figur bleibt stehen." in lines
    assert not any("Ein Stein" in line for line in lines)
    lines = page.reveal_lines(view, _record(("O",)), "")
    assert "1 Stein ist falsch (O): Die Figur bleibt stehen." in lines
    install_translators("da")
    lines = page.reveal_lines(view, _record(("W", "S", 4)), "")
    assert "2 sten er forkerte (S 4): brikken bliver stående." in lines
    install_translators("en")
    lines = page.reveal_lines(view, _record(("W", "S", 4)), "")
    assert "2 wrong stones (S 4): the piece stays." in lines


def test_wrong_stones_are_counted_against_the_nearest_solution() -> None:
    two = [("W", "N", 3, "A"), ("O", "N", 4, "A")]
    assert wrong_stones(two, ["O", "N", 4, "B"]) == ["B"]
    assert wrong_stones(two, ["W", "M", 4]) == ["M", 4]


def _end_view(right: list[bool]) -> dict[str, object]:
    return {
        "ranking": [[0], [1]],
        "players": [{"name": "Anna"}, {"name": "Ben"}],
        "positions": [12, 8],
        "kept": [[], []],
        "rules": {"expert": False},
        "history": [{"right": r} for r in right],
    }


def test_no_wrong_tip_is_not_the_0_wrong_tips(qapp: QApplication, german: None) -> None:
    page = EndPage()
    page.render_end(_end_view([True, True]), [], ended_early=False)
    texts = _texts(page)
    assert "Kein Tipp war falsch." in texts
    assert not any(re.search(r"\b0 falsche", t) for t in texts), texts
    page.clear()
    page.render_end(_end_view([True, False, False]), [], ended_early=False)
    assert any("die 2 falschen Tipps" in t for t in _texts(page))


def _texts(page: QWidget) -> list[str]:
    from PySide6.QtWidgets import QLabel

    QCoreApplication.processEvents()
    return [w.text() for w in page.findChildren(QLabel) if w.text()]


def _listed_spaces(screen: MindenScreen) -> dict[str, int]:
    """The space of each player as the players' list reads ("Anna … — space 7 — …")."""
    text = re.sub(r"<[^>]+>", "", screen.players_label.text())
    return {
        name: int(space)
        for name, space in re.findall(r"(Anna|Ben|Clara|Robo)(?: \([^)]*\))? — space (\d+)", text)
    }


def _names(screen: MindenScreen, positions: list[int]) -> dict[str, int]:
    return {screen.name(p): positions[p] for p in range(screen.state.n)}


def test_players_list_keeps_the_final_bonuses_for_next_bonus(
    qtbot: QtBot,
    db_url: str,  # noqa: F811
) -> None:
    screen = make_screen(qtbot, db_url)
    start(screen, db_url, family(("human", "easy", "easy", "easy")))
    final_reveal_checked = False
    for _ in range(400):
        wait_for_person(qtbot, screen)
        state = screen.state
        if screen._reveal is not None:
            if is_over(state) and screen._bonus_steps:
                # the last reveal: the list shows the spaces before the bonuses
                before = list(screen._reveal["positions"])  # type: ignore[call-overload]
                assert before != list(state.positions)
                assert _listed_spaces(screen) == _names(screen, before)
                final_reveal_checked = True
            click(qtbot, button(screen, "Next"))
            continue
        if is_over(state) and screen._bonus_index is not None:
            assert _listed_spaces(screen) == _names(screen, screen._shown)
            assert screen._shown != list(state.positions), "a bonus is still to come"
            click(qtbot, button(screen, "Next bonus"))
            continue
        if is_over(state):
            break
        press_focused(qtbot, screen)
    else:
        raise AssertionError("the game did not end")
    assert final_reveal_checked, "the game ended with a final bonus"
    assert _listed_spaces(screen) == _names(screen, list(screen.state.positions))
