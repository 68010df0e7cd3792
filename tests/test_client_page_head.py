"""Issue 27 (fewer duplicates): the pages of the phone table and of the class quiz share one head
and one language picker, written out by ``app.table.web.expand_page`` when the servers read
their ``client`` folders; what a phone receives is a whole page as before."""

from __future__ import annotations

import pytest

from geoquiz.app.table.web import client_files, expand_page

PAGES = [
    ("geoquiz.app.table", "index.html", ["style.css", "games.css", "app.js"], True),
    ("geoquiz.app.classroom", "index.html", ["student.css", "student.js"], True),
    ("geoquiz.app.classroom", "projector.html", ["projector.css", "projector.js"], False),
]


@pytest.mark.parametrize(("package", "name", "files", "picker"), PAGES)
def test_every_page_is_served_whole_with_the_shared_head(
    package: str, name: str, files: list[str], picker: bool
) -> None:
    page = client_files(package)[name][0].decode("utf-8")
    assert "geoquiz:" not in page
    assert page.startswith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n')
    assert '<meta name="referrer" content="no-referrer">' in page
    head = page[: page.index("</head>")]
    for file in files:
        assert f'"{file}"' in head
    assert page.count("<body>") == 1 and page.rstrip().endswith("</body>\n</html>")
    assert ('<select id="lang">' in page) == picker
    assert page.count('<option value="') == (3 if picker else 0)


def test_the_language_picker_keeps_the_line_s_indent() -> None:
    page = expand_page("<header>\n  <!-- geoquiz:language -->\n</header>\n")
    lines = page.splitlines()
    assert lines[1] == '  <label class="lang"><span id="lang-label">Language</span>'
    assert lines[-2] == "  </label>" and lines[-1] == "</header>"


@pytest.mark.parametrize(
    "line",
    [
        "<!-- geoquiz:footer -->",
        "<!-- geoquiz:head -->",
        "<!-- geoquiz:head x.png -->",
        "<!-- geoquiz:language de -->",
    ],
)
def test_a_page_asking_for_an_unknown_part_is_refused(line: str) -> None:
    with pytest.raises(ValueError, match="a page asks for"):
        expand_page(line + "\n")


def test_a_page_without_parts_is_left_as_it_is() -> None:
    page = "<!doctype html>\n<!-- a comment -->\n<p>hi</p>\n"
    assert expand_page(page) == page
