"""Issue 28, "an end-of-game page that tells the story": each game played through its engine
to the end (seeded computer players), its end page's lines checked against the engine's final
state and scoring; each page fits a 1280×720 and a 1366×768 laptop window (no widget outside, no
cut text, as ``test_every_screen_fits`` checks); the game screens show it when the game ends."""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from geoquiz.app.endgame import carcassonne as carc_end
from geoquiz.app.endgame import danmark as danmark_end
from geoquiz.app.endgame import game_over, record_events, story_of
from geoquiz.app.endgame import minden as minden_end
from geoquiz.app.endgame import tage as tage_end
from geoquiz.app.endgame.page import Story, StoryPage, show_story
from geoquiz.app.minden.pages.reveal import wrong_stones
from geoquiz.app.runtime import i18n
from geoquiz.app.shell.window_place import first_size
from geoquiz.games.contract import CHANCE, TERMINAL, bot_rng, chance_rng, sample_chance
from geoquiz.games.minden.cards import format_tip, tip_is_right
from geoquiz.games.tage import check_route

sys.path.insert(0, str(Path(__file__).parent))
from test_every_screen_fits import SCREENS, problems  # noqa: E402


@pytest.fixture(autouse=True)
def english(qapp: Any) -> None:
    """The English catalogue (its plural forms: "1 point", "2 points")."""
    i18n.install_translators("en")


class Played:
    """A game played to its end: the last state, the one before, the last move, the events."""

    def __init__(self, game: Any, before: Any, move: Any, state: Any, events: list[Any]) -> None:
        self.game, self.before, self.move, self.state, self.events = (
            game,
            before,
            move,
            state,
            events,
        )


def play(name: str, seed: int, level: str = "medium", players: int = 3) -> Played:
    """``name`` played by computers of ``level`` from ``seed`` until it is over."""
    game = importlib.import_module(f"geoquiz.games.{name}.game")
    state = game.new_game(game.example_config(players), seed)
    before, move, events = state, None, []
    for ply in range(20_000):
        who = game.current_player(state)
        if who == TERMINAL:
            assert game.current_player(game.apply(before, move)) == TERMINAL
            return Played(game, before, move, state, events)
        if who == CHANCE:
            chosen = sample_chance(game.chance_outcomes(state), chance_rng(seed, ply))
        else:
            chosen = game.bots[level](state, who, bot_rng(seed, ply, who))
            before, move = state, chosen  # the last move a player made (not the die's)
        state = game.apply(state, chosen)
        events.extend(getattr(state, "events", ()) if name == "danmark" else ())
    raise AssertionError(f"{name} seed {seed} did not end")


@pytest.fixture(scope="module")
def tage() -> Played:
    return play("tage", 1, players=2)


@pytest.fixture(scope="module")
def carcassonne() -> Played:
    return play("carcassonne", 3, players=2)


@pytest.fixture(scope="module")
def minden() -> Played:
    return play("minden", 1, level="easy", players=2)


@pytest.fixture(scope="module")
def danmark() -> Played:
    return play("danmark", 1, level="easy", players=2)


def test_tage_end_page_explains_the_winning_route_link_by_link(qapp: Any, tage: Played) -> None:
    state = tage.state
    assert state.winner is not None
    story = tage_end.story(state)
    winner = state.config.players[state.winner].name
    assert winner in story.title
    texts = story.texts()
    days = [t for t in texts if re.match(r"Day \d+: ", t)]
    assert len(days) == 10  # every day of the holder, in order
    assert [int(t.split()[1].rstrip(":")) for t in days] == list(range(1, 11))
    links = check_route(state.holders[state.winner]).links
    told = [t for t in texts if t.startswith(("✔", "✘"))]
    assert len(told) == len(links) and all(t.startswith("✔") for t in told)
    for link, text in zip(links, told, strict=True):
        assert f"Day {link.start + 1} " in text and f"day {link.end + 1} " in text
        kind = {"neighbour": "(neighbours)", "train": "(by train)", "bus": "(by bus)"}
        assert kind[link.kind] in text, text
    # the links cover the route from day 1 to day 10 without a gap
    assert links[0].start == 0 and links[-1].end == 9
    assert all(a.end == b.start for a, b in zip(links, links[1:], strict=False))


def test_carcassonne_end_page_scores_feature_by_feature_as_the_engine(
    qapp: Any, carcassonne: Played
) -> None:
    state = carcassonne.state
    story = carc_end.story(state)
    final = carc_end.final_events(state)
    assert final, "the seed's game has a final scoring"
    lines = story.lines[story.lines.index(("Final scoring", "")) + 1 :]
    lines = [t for h, t in lines[: lines.index(("Totals", ""))]]
    # one line per scored feature (tied players share one), its points and every scorer named
    told_points = [0] * state.players
    for text in lines:
        points = int(re.search(r": (\d+) points?", text).group(1))  # type: ignore[union-attr]
        scorers = [p for p, spec in enumerate(state.config.players) if spec.name in text]
        assert scorers, text
        for p in scorers:
            told_points[p] += points
        assert " — " in text, f"no reason given: {text}"  # the feature was found on the map
    engine_points = [0] * state.players
    for e in final:
        engine_points[int(e["player"])] += int(e["points"])
    assert told_points == engine_points
    kinds = {str(e["what"]) for e in final}
    assert {"farmers", "final:monastery"} <= kinds  # the seed shows the less obvious reasons
    totals = [t for h, t in story.lines if t and "during the game" in t]
    for p, spec in enumerate(state.config.players):
        (line,) = [t for t in totals if t.startswith(spec.name + ":")]
        assert line.endswith(f"= {state.scores[p]}")
        assert f"+ {engine_points[p]} at the end" in line


def test_minden_end_page_names_each_wrong_stone_and_the_right_answer(
    qapp: Any, minden: Played
) -> None:
    view = minden.game.view(minden.state, None)
    story = minden_end.story(view)
    wrong = [r for r in view["history"] if r["tip"] and not r["right"]]
    assert wrong
    told = [t for t in story.texts() if t.startswith("Round ")]
    assert len(told) == len(wrong)
    for record, text in zip(wrong, told, strict=True):
        card = view["scored_cards"][record["card"]]
        assert card["title"] in text
        bad = wrong_stones(card["solutions"], record["tip"])
        assert f"wrong stone{'s' if len(bad) > 1 else ''}: {format_tip(bad)};" in text
        right = text.rsplit("right: ", 1)[1].split()
        # the right answer is a whole solution of the card, and the wrong stones differ from it
        (solution,) = [s for s in card["solutions"] if [str(x) for x in s] == right][:1]
        differ = [a for a, b in zip(record["tip"], solution, strict=False) if a != b]
        assert differ == bad
        assert not tip_is_right(card["solutions"], record["tip"])
    per_player = [t for t in story.texts() if " tip" in t and "right, ends on space" in t]
    assert len(per_player) == len(view["players"])


def test_danmark_end_page_tells_the_towns_in_order_and_the_crossings(
    qapp: Any, danmark: Played
) -> None:
    state = danmark.state
    story = danmark_end.story(state, danmark.events, "da")
    seat = state.winner if state.winner is not None else danmark.game.ranking(state)[0][0]
    from geoquiz.geo.denmark_board import load_board

    board = load_board()
    towns = [board.town(t).label("da") for t in state.visited[seat]]
    texts = story.texts()
    first = texts.index(f"Start in {towns[0]}")
    assert texts[first + 1 : first + len(towns)] == [
        f"{k}. {t}" for k, t in enumerate(towns[1:], start=2)
    ]
    crossings = [e for e in danmark.events if e["type"] == "cross" and e["player"] == seat]
    told = [t for t in texts if t.startswith("From ")]
    assert len(told) == len(crossings) >= 1
    for e, text in zip(crossings, told, strict=True):
        assert text.endswith(board.town(str(e["town"])).label("da"))
    assert "The game was resumed: crossings before that are not known." not in texts
    # a game seen only from the middle says so instead of inventing crossings
    late = danmark_end.story(state, danmark.events[len(danmark.events) // 2 :], "da")
    assert "The game was resumed: crossings before that are not known." in late.texts()


@pytest.fixture
def german() -> Iterator[None]:
    i18n.install_translators("de")
    yield
    i18n.install_translators("en")


class _Session:
    def __init__(self, state: Any) -> None:
        self.state = state

    def is_over(self) -> bool:
        return True


@pytest.mark.parametrize("screen_size", SCREENS)
@pytest.mark.parametrize("game", ["tage", "carcassonne", "minden", "danmark"])
def test_end_pages_fit_laptop_windows_without_cut_text(
    qtbot: QtBot, german: None, request: Any, game: str, screen_size: str
) -> None:
    played: Played = request.getfixturevalue(game)
    session = _Session(played.state)
    if game == "danmark":
        record_events(session, played.events)
    story = story_of(game, session, "de")
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(first_size(SCREENS[screen_size]))
    window.show()
    qtbot.waitExposed(window)
    page = show_story(window, story)
    for _ in range(4):
        QApplication.processEvents()
    assert page.geometry() == window.rect()
    found = problems(window)
    assert not found, "\n".join(found)
    assert page.new_button.isVisible() and page.back_button.isVisible()
    assert len(page.texts()) == len(story.lines)
    # Back takes the page away; the screen underneath stays
    page.back_button.click()
    QApplication.processEvents()
    assert not page.isVisible()


def _on_top(screen: QWidget, page: QWidget) -> bool:
    """Whether ``page`` is what the screen shows at its centre and corners (nothing above it)."""
    r = screen.rect().adjusted(2, 2, -2, -2)
    for point in (r.center(), r.topLeft(), r.bottomRight()):
        hit = screen.childAt(point)
        if hit is None or not (hit is page or page.isAncestorOf(hit)):
            return False
    return True


def _open(screen: Any, game: str, state: Any) -> None:
    """Show ``state`` on ``screen`` in an unsaved game (the screen's own driver)."""
    if getattr(screen, "game_kind", None):  # a screen on the one match driver
        from geoquiz.app.play.laptop_match import LaptopMatch
        from geoquiz.games.match.seats import Seat

        persons = [Seat(p.name) for p in state.config.players]
        screen.attach(LaptopMatch.at(game, state, persons))
    else:
        screen.attach(screen.session_type(state, "demo", persist=False))
    screen.enter_game()


def _screen(name: str) -> Any:
    if name == "tage":
        from geoquiz.app.tage.screen import TageScreen

        return TageScreen("en", persist=False)
    if name == "carcassonne":
        from geoquiz.app.carcassonne.screen import CarcassonneScreen

        return CarcassonneScreen("en", persist=False)
    from geoquiz.app.danmark.screen import DanmarkScreen

    screen = DanmarkScreen("en", persist=False)
    screen.show_card_dialogs = False
    return screen


@pytest.mark.slow
@pytest.mark.qt_log_ignore(
    "This plugin does not support setParent", "This plugin does not support lower"
)
@pytest.mark.parametrize("game", ["tage", "carcassonne", "danmark"])
def test_game_screen_shows_the_end_page_when_its_game_ends(
    qtbot: QtBot, request: Any, game: str
) -> None:
    played: Played = request.getfixturevalue(game)
    screen = _screen(game)
    qtbot.addWidget(screen)
    screen.computer_delay_ms = 10**7  # the test makes the moves
    screen.resize(1366, 728)
    screen.show()
    qtbot.waitExposed(screen)
    _open(screen, game, played.before)
    assert not screen.findChildren(StoryPage)
    assert screen.play(played.move)
    (page,) = [p for p in screen.findChildren(StoryPage) if p.isVisible()]
    assert page.title.text() == story_of(game, screen.session, "en").title
    QApplication.processEvents()
    assert _on_top(screen, page)
    screen.refresh()
    game_over(screen, game)  # once per game: no second page
    assert len([p for p in screen.findChildren(StoryPage) if p.isVisible()]) == 1
    opened: list[bool] = []
    screen.open_new_game_dialog = lambda: opened.append(True)
    page.new_button.click()  # New game closes the page and opens the new-game dialog
    QApplication.processEvents()
    assert opened == [True] and not page.isVisible()


def test_story_texts_list_headings_and_lines() -> None:
    story = Story("T")
    story.heading("H")
    story.line("a")
    assert story.texts() == ["H", "a"]


@pytest.mark.slow
def test_minden_shows_the_end_page_with_its_final_standings(qtbot: QtBot) -> None:
    from geoquiz.app.minden.demo import show_phase
    from geoquiz.app.minden.screen import MindenScreen

    screen = MindenScreen("en", persist=False)
    qtbot.addWidget(screen)
    screen.resize(1366, 728)
    screen.show()
    qtbot.waitExposed(screen)
    show_phase(screen, "end")  # a seeded game played to its end, every bonus announced
    (page,) = [p for p in screen.findChildren(StoryPage) if p.isVisible()]
    assert page.title.text() == story_of("minden", screen.session, "en").title
    assert _on_top(screen, page)
    page.back_button.click()  # back to the standings and the end map underneath
    QApplication.processEvents()
    assert not page.isVisible() and screen.end_page.isVisible()


def test_the_journeys_events_come_from_the_matchs_states_as_a_replay_of_its_log_gives_them() -> (
    None
):
    """Danmark's end page tells the crossings from the engine's events. They are read from the
    states the match keeps (a replay of the whole log at the last move was the longest UI
    stall of a Danmark game); after a resume the match replayed its moves, and the events are
    the same."""
    from geoquiz.app.endgame import logged_events
    from geoquiz.app.play.laptop_match import LaptopMatch
    from geoquiz.games import GAMES
    from geoquiz.games.match import Seat, load_record

    game = GAMES["danmark"]
    seats = [Seat("A", "computer", "medium"), Seat("B", "computer", "easy")]
    session = LaptopMatch.new("danmark", game.example_config(2), seed=7, seats=seats, persist=False)
    match = session.match
    for _ in range(120):
        job = match.computer_job()
        if job is None:
            break
        session.play_computer(job, job.run())
    replayed: list[object] = []
    state = match.start
    for entry in match.log:
        state = game.apply(state, game.decode_move(entry.move))
        replayed.extend(state.events)
    assert len(match.log) > 60 and replayed
    assert logged_events(session) == replayed
    resumed = LaptopMatch(load_record(dict(GAMES), match.record()), persist=False)
    assert logged_events(resumed) == replayed
