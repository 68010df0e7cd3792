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
    page.goto(url.replace("/#", f"/?lang={lang}#"))
    return page
