"""The phone pages in a real browser: Playwright driving Debian's ``chromium`` at a phone's size.

Join by the seat's URL, play turns by tapping, reload and rejoin, German and Danish, names shown
as text. Screenshots go to ``$GEOQUIZ_TABLE_SHOTS`` (default: the test's temporary folder) for a
person to look at. Skipped, with the reason, where ``/usr/bin/chromium`` or Playwright is missing
(``.ci/run`` installs the ``chromium`` package).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import toy_game
from helpers.browser import CHROMIUM, chromium_browser, click_through, open_phone
from helpers.table import running_table, tokens

from geoquiz.app.table.labels import labels
from geoquiz.games import GAMES
from geoquiz.games.contract import TERMINAL
from geoquiz.games.match import Seat

if not CHROMIUM.exists():
    pytest.skip("no /usr/bin/chromium (apt-get install chromium)", allow_module_level=True)
pytest.importorskip("playwright.sync_api", reason="playwright is not installed")


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium_browser()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("GEOQUIZ_TABLE_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


phone = open_phone


def wait_ply(page: Any, server: Any, ply: int) -> None:
    """Wait until the session passed ``ply`` and the page shows a state at least that new."""
    page.wait_for_function("ply => document.getElementById('status').textContent !== '…'", arg=ply)
    deadline = 200
    while server.call(lambda: server.session.ply) <= ply and deadline:
        page.wait_for_timeout(25)
        deadline -= 1


def test_toy_game_join_play_reload_rejoin(browser: Any, shots: Path) -> None:
    seats = [
        Seat("<img src=x onerror=alert(1)>", "phone"),
        Seat("Ben", "phone"),
        Seat("computer", "computer", "hard"),
    ]
    with running_table(toy_game, seats, bot_delay=0.05) as server:
        t = tokens(server)
        anna = phone(browser, server.join_url(0), "en")
        ben = phone(browser, server.join_url(1), "en")
        anna.get_by_text("Your turn").wait_for()
        # the name is text, not markup
        assert anna.locator("#who").inner_text() == "You are <img src=x onerror=alert(1)>"
        assert anna.locator("main img").count() == 0
        anna.screenshot(path=str(shots / "toy-en-turn.png"))
        ply = server.call(lambda: server.session.ply)
        anna.locator("#moves button").first.click()
        ben.get_by_text("Your turn").wait_for()
        assert server.call(lambda: server.session.ply) > ply
        # reload in the middle of the game: the same seat and its view come back
        ben.reload()
        ben.get_by_text("Your turn").wait_for()
        assert "You are Ben" in ben.locator("#who").inner_text()
        hand = toy_game.view(server.call(lambda: server.session.state), 1)["hand"]
        assert ben.locator("#board").inner_text().count(", ".join(map(str, hand))) == 1
        # a tap out of turn is refused with a readable line; the game is unchanged
        ben.locator("#moves button").first.click()
        anna.get_by_text("Your turn").wait_for()
        before = server.call(lambda: server.session.ply)
        assert t[0] not in anna.locator("body").inner_text()  # in the URL fragment only
        # play the rest of the game from the two phones
        for _ in range(40):
            if server.call(lambda: server.session.over()):
                break
            for page in (anna, ben):
                if page.locator("#status.turn").count():
                    page.locator("#moves button").first.click()
                    page.wait_for_timeout(60)
            anna.wait_for_timeout(60)
        assert server.call(lambda: server.session.current()) == TERMINAL
        assert server.call(lambda: server.session.ply) > before
        anna.get_by_text("The game is over.").first.wait_for()
        anna.screenshot(path=str(shots / "toy-en-over.png"))


@pytest.mark.skipif("tage" not in GAMES, reason="10 Tage is not on the engine contract yet")
def test_tage_turn_in_german_and_danish(browser: Any, shots: Path) -> None:
    game = GAMES["tage"]
    seats = [Seat("Anna", "phone"), Seat("Bent", "phone"), Seat("computer", "computer", "easy")]
    tage_labels: dict[str, str] = {}

    def bent_own(state: Any) -> set[str]:
        """The names of the cards in Bent's own stack and holder (his, not Anna's)."""
        own = [c for c in (*state.stacks[1], *state.holders[1]) if c is not None]
        return {tage_labels[c] for c in own}

    with running_table(game, seats, bot_delay=0.02) as server:
        anna = phone(browser, server.join_url(0), "de")
        bent = phone(browser, server.join_url(1), "da")
        tage_labels.update(labels("tage", "de"))  # the server has installed its translators
        anna.get_by_text("Du bist am Zug").wait_for()
        anna.screenshot(path=str(shots / "tage-de-setup.png"))
        # setup: the placer sees the card it places next and its holder filling up (a card
        # holder faces its owner); Bent sees neither Anna's card nor her holder
        for day in range(10):
            state = server.call(lambda: server.session.state)
            card = tage_labels[state.stacks[0][-1]]
            anna.locator("#moves .inhand .cardface", has_text=card).wait_for()
            assert card not in bent.locator("body").inner_text() or card in bent_own(state)
            ply = server.call(lambda: server.session.ply)
            click_through(
                anna, anna.get_by_role("button", name=f"Auf Tag {day + 1} legen", exact=True)
            )
            assert anna.locator(".holder .card").nth(day).inner_text() == card
            assert server.call(lambda p=ply: server.session.moves[p]) == {
                "type": "place", "slot": day}  # fmt: skip
        bent.get_by_text("Din tur").wait_for()
        for day in range(10):
            click_through(
                bent, bent.get_by_role("button", name=f"Læg det på dag {day + 1}", exact=True)
            )
        # the computer places its cards; Anna's first turn: draw, then exchange a day
        anna.get_by_role("button", name="Vom Nachziehstapel ziehen").wait_for()
        assert anna.locator(".holder .card").count() == 10
        anna.get_by_role("button", name="Vom Nachziehstapel ziehen").click()
        anna.get_by_text("Gezogene Karte").wait_for()
        drawn = game.view(server.call(lambda: server.session.state), 0)["drawn"]
        assert drawn
        anna.screenshot(path=str(shots / "tage-de-drawn.png"), full_page=True)
        ply = server.call(lambda: server.session.ply)
        anna.get_by_role("button", name="Tag 3", exact=True).click()
        anna.get_by_role("button", name=re.compile(r"^Auf Tag 3 legen")).first.click()
        bent.get_by_text("Din tur").wait_for()
        state = server.call(lambda: server.session.state)
        assert server.call(lambda: server.session.ply) == ply + 1
        assert game.view(state, 0)["holder"][2] == drawn
        # Bent reloads and gets his holder back, in Danish
        bent.reload()
        bent.get_by_role("button", name="Træk fra trækbunken").wait_for()
        assert "Din kortholder" in bent.locator("#board").inner_text()
        bent.screenshot(path=str(shots / "tage-da-turn.png"), full_page=True)
        # the laptop's public board holds no private card
        public = game.view(state, None)
        assert public["holder"] is None and public.get("drawn") is None


@pytest.mark.skipif("minden" not in GAMES, reason="Finden Sie Minden is not on the contract yet")
def test_minden_tip_in_danish(browser: Any, shots: Path) -> None:
    game = GAMES["minden"]
    seats = [Seat("Anna", "phone"), Seat("Bent", "phone")]
    with running_table(game, seats, bot_delay=0.02) as server:
        pages = [phone(browser, server.join_url(0), "da"), phone(browser, server.join_url(1), "de")]
        tipped = 0
        for _ in range(60):
            state = server.call(lambda: server.session.state)
            current = game.current_player(state)
            if current == TERMINAL or tipped == 2:
                break
            page = pages[current]
            page.locator("#status.turn").wait_for()
            legal = [game.encode_move(m) for m in game.legal_moves(state)]
            kind = legal[0]["type"]
            ply = server.call(lambda: server.session.ply)
            if kind == "guess":
                names = ["Vest", "Nord", "1", "A"] if current == 0 else ["West", "Nord", "1", "A"]
                if current == 0:
                    page.screenshot(path=str(shots / "minden-da-tip-empty.png"), full_page=True)
                for name in names:
                    page.locator(
                        "fieldset.stone button", has_text=re.compile(f"^{name}$")
                    ).last.click()
                if current == 0:
                    page.screenshot(path=str(shots / "minden-da-tip.png"), full_page=True)
                page.locator("button.callout").click()
                tipped += 1
            elif kind == "draft":
                if current == 0:
                    page.screenshot(path=str(shots / "minden-da-draft.png"), full_page=True)
                page.locator("#moves .draft button").first.click()
            elif kind in ("keep", "trade"):
                page.locator("#moves button").last.click()
            else:
                page.locator("#moves button").first.click()
            for _ in range(200):
                if server.call(lambda: server.session.ply) > ply:
                    break
                page.wait_for_timeout(25)
            else:
                raise AssertionError(f"the tap on {kind} did not move the game")
        assert tipped == 2
        state = server.call(lambda: server.session.state)
        tips = game.view(state, 0)["tips"]
        assert tips[0]["tip"] == ["W", "N", 1, "A"]
        # nobody else sees the stones before scoring
        assert "tip" not in game.view(state, 1)["tips"][0]
        assert "tip" not in game.view(state, None)["tips"][0]


def _tap_something(page: Any, rng: Any) -> None:
    """A person tapping one of the enabled buttons (the tip's send button, once it shows, half
    the time)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    send = page.locator("button.callout")
    buttons = page.locator("#board button:enabled, #moves button:enabled")
    try:  # the state may move on between counting and tapping: the caller looks again
        if send.count() and rng.random() < 0.5:
            send.first.click(timeout=3_000)
            return
        n = buttons.count()
        if n:
            buttons.nth(rng.randrange(n)).click(timeout=3_000)
    except PlaywrightTimeout:
        return


@pytest.mark.parametrize("key", ["minden", pytest.param("tage", marks=pytest.mark.slow)])
def test_whole_game_with_three_browsers_one_reloading(browser: Any, shots: Path, key: str) -> None:
    import random

    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    if key not in GAMES:
        pytest.skip(f"{key} is not on the engine contract yet")
    game = GAMES[key]
    seats = [Seat("Anna", "phone"), Seat("Bent", "phone"), Seat("Cem", "phone")]
    with running_table(game, seats, seed=2) as server:
        pages = [
            phone(browser, server.join_url(0), "de"),
            phone(browser, server.join_url(1), "da"),
            phone(browser, server.join_url(2), "en"),
        ]
        rng = random.Random(key)
        reloaded = False
        waited = 0  # consecutive 5 s waits in which the seat to act saw no turn of its own
        for _ in range(5000):
            ply, current = server.call(lambda: (server.session.ply, server.session.current()))
            if current == TERMINAL:
                break
            if ply >= 20 and not reloaded:
                pages[1].reload()  # Bent's phone reloads in the middle of the game
                reloaded = True
            page = pages[current]
            try:
                page.wait_for_function(
                    "ply => { const s = document.getElementById('status');"
                    " return s.classList.contains('turn'); }",
                    arg=ply,
                    timeout=5_000,
                )
            except PlaywrightTimeout:
                # the seat read may be a move behind (the last tap's move landed after it was
                # read): read it again; 30 s in a row without the turn showing is a failure
                waited += 1
                assert waited < 6, f"seat {current} saw no turn for 30 s at ply {ply}"
                continue
            waited = 0
            _tap_something(page, rng)
            page.wait_for_timeout(15)
        assert server.call(lambda: server.session.current()) == TERMINAL, "no end"
        assert reloaded
        for page in pages:
            page.get_by_text(
                re.compile("Das Spiel ist vorbei|Spillet er slut|The game is over")
            ).first.wait_for()
        pages[1].screenshot(path=str(shots / f"{key}-da-over.png"), full_page=True)
        session = server.session
        state = game.new_game(session.config, session.seed)
        for encoded in session.moves:
            state = game.apply(state, game.decode_move(encoded))
            if key == "tage" and game.current_player(state) != TERMINAL:
                public = game.view(state, None)
                assert public["holder"] is None and public["holders"] is None
            if key == "minden" and game.current_player(state) != TERMINAL:
                assert all("tip" not in t for t in game.view(state, None)["tips"])
