"""Real-browser tests of the phone pages: Debian's Chromium driven by Playwright at a phone's size.

``chromium_browser()`` is the body of a module-scoped ``browser`` fixture (skips when Chromium or
Playwright is missing); ``open_phone`` opens a page as a phone in ``lang`` would.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
#: a phone's viewport (CSS pixels)
PHONE = {"width": 390, "height": 844}
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def chromium_browser() -> Iterator[Any]:
    """Launch Chromium for a test module (``yield from`` it in a fixture), closed afterwards."""
    if not CHROMIUM.exists():
        pytest.skip("no /usr/bin/chromium (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


def open_phone(browser: Any, url: str, lang: str) -> Any:
    """A new phone-sized touch page in ``lang`` opened at ``url`` (its language in the query)."""
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True,
                                  has_touch=True, locale=lang)  # fmt: skip
    page = context.new_page()
    notes: list[str] = []
    page.on("console", lambda m: notes.append(f"console.{m.type}: {m.text}"))
    page.on("pageerror", lambda e: notes.append(f"pageerror: {e}"))
    page.on("websocket", lambda ws: ws.on("close", lambda _ws: notes.append("socket closed")))
    page.geoquiz_notes = notes  # what the page said, for :func:`page_report`
    page.goto(url.replace("/#", f"/?lang={lang}#"))
    return page


def page_report(page: Any) -> str:
    """What a page shows and said (status, refusal, board, console), for a failing wait."""
    shown = page.evaluate(
        "() => ['status', 'refusal', 'board'].map(id => {"
        " const e = document.getElementById(id); return id + ': ' + (e ? e.outerHTML : '-'); })"
    )
    return "\n".join([*shown, *getattr(page, "geoquiz_notes", [])])[-4000:]


SHOWN_PLY = (
    "() => { const b = document.querySelector('#board > [data-ply]');"
    " return b ? Number(b.dataset.ply) : null; }"
)


def shown_ply(page: Any) -> int | None:
    """The ply of the state ``page`` shows (renderers mark their board with ``data-ply``)."""
    ply = page.evaluate(SHOWN_PLY)
    return None if ply is None else int(ply)


def wait_for_ply(page: Any, ply: int, timeout_ms: float = 30_000) -> None:
    """Wait until ``page`` shows the state with ``ply`` (its board is marked ``data-ply``); on a
    timeout the error says what the page shows and said instead."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.locator(f'#board > [data-ply="{ply}"]').wait_for(state="attached", timeout=timeout_ms)
    except PlaywrightTimeout as error:
        raise AssertionError(f"the page never showed ply {ply}:\n{page_report(page)}") from error


def click_through(page: Any, target: Any, timeout_ms: float = 30_000) -> None:
    """Click ``target`` on ``page`` and wait until the page shows a later state than before: the
    table took the move (a click only sends it; reading the table before its answer arrived
    would see the state before the move)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    before = shown_ply(page)
    target.click()
    try:
        page.wait_for_function(
            f"p => {{ const n = ({SHOWN_PLY})(); return n !== null && n > p; }}",
            arg=-1 if before is None else before,
            timeout=timeout_ms,
        )
    except PlaywrightTimeout as error:
        report = page_report(page)
        raise AssertionError(f"the click was not taken (ply {before}):\n{report}") from error


def settled(server: Any, pages: list[Any], timeout_s: float = 30.0) -> tuple[Any, int]:
    """Wait until the table's own steps (dice, computer seats) are done and every page shows the
    table's latest state; that state and its ply. Both are read again on every round, so a state
    that moves on while waiting is followed, not waited for."""
    import time

    end = time.monotonic() + timeout_s
    while True:
        state, ply, automatic = server.call(
            lambda: (server.session.state, server.session.ply, server.session.automatic())
        )
        if not automatic and all(shown_ply(page) == ply for page in pages):
            return state, ply
        if time.monotonic() > end:
            shown = "\n\n".join(page_report(page) for page in pages)
            raise AssertionError(f"the pages never all showed ply {ply}:\n{shown}")
        pages[0].wait_for_timeout(25)


#: the two phone sizes the thumb zone is checked at (CSS pixels)
SMALL = {"width": 360, "height": 640}
PHONES = (SMALL, PHONE)


def assert_in_thumb_zone(page: Any, target: Any, what: str = "") -> None:
    """The needed action ``target`` is visible without scrolling: with the page scrolled to its
    top, its whole box lies inside the viewport (asserted from the element's box)."""
    page.evaluate("() => window.scrollTo(0, 0)")
    target.wait_for(state="visible")
    box = target.bounding_box()
    size = page.viewport_size
    assert box is not None, f"{what}: not drawn"
    inside = (
        box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= size["width"] + 0.5
        and box["y"] + box["height"] <= size["height"] + 0.5
    )
    assert inside, f"{what}: {box} is not inside the {size['width']}×{size['height']} screen"
    # and nothing lies on top of it (the offline banner, a header): the element is hit there
    hit = target.evaluate(
        "t => { const r = t.getBoundingClientRect();"
        " const e = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);"
        " return !e ? 'nothing' : (t === e || t.contains(e)) ? '' : e.outerHTML.slice(0, 160); }"
    )
    assert not hit, f"{what}: {hit} lies on top of it"


def join_by_room_code(
    browser: Any, base: str, code: str, name: str, lang: str, size: dict[str, int]
) -> Any:
    """A phone of ``size`` opens the page at ``/`` (``base``), types the room ``code`` into the
    field, types its player's ``name`` and sits down on the first free seat."""
    context = browser.new_context(viewport=size, device_scale_factor=2, is_mobile=True,
                                  has_touch=True, locale=lang)  # fmt: skip
    page = context.new_page()
    notes: list[str] = []
    page.on("console", lambda m: notes.append(f"console.{m.type}: {m.text}"))
    page.on("pageerror", lambda e: notes.append(f"pageerror: {e}"))
    page.geoquiz_notes = notes
    page.goto(f"{base}?lang={lang}")
    field = page.locator("#room-code")
    assert_in_thumb_zone(page, field, "the room code field")
    field.fill(code.lower())
    page.locator(".joinform button[type=submit]").click()
    page.locator("#your-name").fill(name)
    sit = page.locator(".picker button.primary")
    assert_in_thumb_zone(page, sit, "sit down")
    sit.click()
    page.locator("#who", has_text=name).wait_for()
    return page
