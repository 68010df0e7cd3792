"""The Carcassonne phone page (``client/carcassonne.js``) in Chromium at 390×844: the tile in hand
drawn from its sides, turned with ⟲ ⟳ (the sides it names are the engine's for that turn), laid
where it fits in that direction.

Screenshots go to ``$GEOQUIZ_TABLE_SHOTS`` (default: the test's temporary folder).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import chromium_browser, click_through, open_phone, wait_for_ply
from helpers.table import running_table

from geoquiz.app.carcassonne.painting import anchor
from geoquiz.app.table.labels import labels
from geoquiz.app.table.texts import page_texts
from geoquiz.games import GAMES
from geoquiz.games.carcassonne.tiles import MONASTERY, kind_counts, tile_type
from geoquiz.games.match import Seat

GAME = GAMES["carcassonne"]
CLIENT = Path(__file__).resolve().parent.parent / "app" / "table" / "client"
SIDE_WORDS = {"city": "city", "road": "road", "field": "field"}


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


def test_labels_give_every_tile_kind_s_sides() -> None:
    codes = labels("carcassonne", "en")
    for kind in kind_counts():
        tile = tile_type(kind)
        code = codes[f"tile:{kind}"]
        assert code[:4] == "".join(s[0] for s in tile.sides)
        assert code.endswith("m") == any(f.kind == MONASTERY for f in tile.features)


@pytest.mark.parametrize("lang", ["de", "da"])
def test_carcassonne_page_texts_are_translated(lang: str) -> None:
    from geoquiz.app.table import texts

    texts.install()  # the seats' translator, as the server installs it
    used = set(re.findall(r'"(carcassonne\.[a-z_]+)"', (CLIENT / "carcassonne.js").read_text()))
    used |= {"carcassonne.city", "carcassonne.road", "carcassonne.field"}  # through SIDES
    here, english = page_texts(lang), page_texts("en")
    assert len(used) >= 15 and used <= set(here)
    for key in used:
        assert here[key] != english[key], key
        assert here[key].count("%") == english[key].count("%"), key


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium_browser()


def _assert_named(text: str, col: int, row: int) -> None:
    """A lay button names its square as the laptop's board does: the square's own name, or the
    steps from the nearest named square ("2 east, 1 south of ⌂ Münster")."""
    named = {
        tuple(map(int, k[7:].split(","))): v
        for k, v in labels("carcassonne", "en").items()
        if k.startswith("square:")
    }
    if (col, row) in named:
        assert text == f"Lay it on {named[(col, row)]}"
        return
    found = re.fullmatch(r"Lay it (.+) of (.+)", text)
    assert found, text
    c, r = next(sq for sq, name in named.items() if name == found.group(2))
    steps = {d: int(n) for n, d in re.findall(r"(\d+) (east|west|north|south)", found.group(1))}
    east = steps.get("east", 0) - steps.get("west", 0)
    south = steps.get("south", 0) - steps.get("north", 0)
    assert (c + east, r + south) == (col, row), text
    distance = abs(col - c) + abs(row - r)
    assert all(abs(col - x) + abs(row - y) >= distance for x, y in named)  # the nearest


def _caption_sides(caption: str) -> list[str]:
    """``North city, east road, …`` → ``["city", "road", …]``."""
    found = re.search(r"North (\w+), east (\w+), south (\w+), west (\w+)", caption)
    assert found, caption
    return list(found.groups())


def _check_meeple_spots(page: Any, server: Any, view: dict[str, Any], folder: Path, n: int) -> None:
    """Meeple spots drawn: after laying, the tile is drawn with one numbered spot per legal
    meeple move, each where the laptop's board puts a meeple on that feature; a tap chooses the
    spot, the action bar sets the meeple there."""
    col, row = view["last"]
    name, rotation = next((t[2], t[3]) for t in view["tiles"] if [t[0], t[1]] == [col, row])
    legal = server.call(lambda: server.session.state_message(0))["legal"]
    features = [m["feature"] for m in legal if m["kind"] == "meeple"]
    picture = page.locator("svg.tile.spots")
    drawn = picture.locator("g.spot")
    assert drawn.count() == len(features) >= 1
    assert int(picture.locator("g[data-rotation]").get_attribute("data-rotation") or -1) == rotation
    box = picture.bounding_box()
    assert box is not None
    for i, feature in enumerate(features):
        spot = drawn.nth(i)
        assert int(spot.get_attribute("data-feature") or -1) == feature
        assert spot.locator("text").text_content() == str(i + 1)
        x, y = anchor(name, rotation, feature)
        circle = spot.locator("circle").bounding_box()
        assert circle is not None
        cx = (circle["x"] + circle["width"] / 2 - box["x"]) / box["width"]
        cy = (circle["y"] + circle["height"] / 2 - box["y"]) / box["height"]
        assert abs(cx - x) < 0.02 and abs(cy - y) < 0.02, (feature, (cx, cy), (x, y))
    if n == 0:
        page.screenshot(path=str(folder / "phone-carcassonne-spots.png"), full_page=False)
    chosen = features[-1]
    drawn.last.locator("circle").click()
    button = page.locator("#moves button.set-meeple")
    assert int(button.get_attribute("data-feature") or -1) == chosen
    assert re.fullmatch(r"Set a meeple on spot \d+ \((city|road|field|monastery)\)",
                        button.inner_text()), button.inner_text()  # fmt: skip
    ply = server.call(lambda: server.session.ply)
    click_through(page, button)
    move = server.call(lambda p=ply: server.session.moves[p])
    assert move["kind"] == "meeple" and move["feature"] == chosen


def test_carcassonne_tile_turned_and_laid_from_the_phone(browser: Any, tmp_path: Path) -> None:
    folder = Path(os.environ.get("GEOQUIZ_TABLE_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    seats = [Seat("Anna", "phone"), Seat("R", "computer", "easy")]
    with running_table(GAME, seats, seed=4) as server:
        page = open_phone(browser, server.join_url(0), "en")
        turned = laid = spots_checked = 0
        for _ in range(60):
            if laid >= 3 and spots_checked >= 1:
                break
            page.locator("#status.turn").wait_for()
            ply = server.call(lambda: server.session.ply)
            wait_for_ply(page, ply)
            view = server.call(lambda: GAME.view(server.session.state, 0))
            if view["phase"] == "meeple" and spots_checked < 2:
                _check_meeple_spots(page, server, view, folder, spots_checked)
                spots_checked += 1
                continue
            if view["phase"] != "place":
                # no meeple, end …
                click_through(page, page.locator("#moves .movelist button").first)
                continue
            tile = page.locator("svg.tile g")
            before = int(tile.get_attribute("data-rotation") or 0)
            caption = page.locator(".tilebox figcaption").inner_text()
            assert _caption_sides(caption) == list(tile_type(view["tile"], before).sides)
            if turned == 0:
                page.screenshot(path=str(folder / "phone-carcassonne-tile.png"), full_page=True)
            page.locator("button.turn-right").click()
            after = int(page.locator("svg.tile g").get_attribute("data-rotation") or 0)
            legal = server.call(lambda: server.session.state_message(0))["legal"]
            fits = {m["rotation"] for m in legal if m["kind"] == "place"}
            if len(fits) > 1:
                assert after != before and after in fits  # turned to the next direction it fits
                assert page.locator("svg.tile g").get_attribute("transform") == (
                    f"rotate({90 * after} 60 60)"
                )
                caption = page.locator(".tilebox figcaption").inner_text()
                assert _caption_sides(caption) == list(tile_type(view["tile"], after).sides)
                turned += 1
                if turned == 1:
                    shot = folder / "phone-carcassonne-turned.png"
                    page.screenshot(path=str(shot), full_page=True)
            # the map marks every square where it fits in this direction; a tap chooses one
            # and shows the tile there, the action bar names it and lays it
            marks = page.locator("svg.cmap rect.fit")
            assert marks.count() == len([m for m in legal if m["kind"] == "place"
                                         and m["rotation"] == after])  # fmt: skip
            mark = marks.last
            col, row = map(int, (mark.get_attribute("data-square") or "").split(","))
            mark.click()
            lay = page.locator("#moves button.lay-here")
            assert lay.get_attribute("data-square") == f"{col},{row}"
            assert page.locator("svg.cmap rect.fit.chosen").get_attribute("data-square") == (
                f"{col},{row}"
            )
            assert page.locator("svg.cmap g.ghost").count() == 1
            _assert_named(lay.inner_text(), col, row)
            lay.click()
            page.wait_for_function(
                'p => !document.querySelector(`#board > [data-ply="${p}"]`)', arg=ply
            )
            move = server.call(lambda p=ply: server.session.moves[p])
            assert move["kind"] == "place" and move["rotation"] == after
            assert move["square"] == [col, row]
            laid += 1
        assert turned >= 1 and laid >= 3 and spots_checked >= 1, (turned, laid, spots_checked)
