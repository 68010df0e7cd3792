"""Issue 28: the setup's "Inns & Cathedrals" checkbox showed "Inns _Cathedrals" (the & was read as
a keyboard mnemonic); the text shows the ampersand in every language."""

from __future__ import annotations

import pytest

from geoquiz.app.runtime import i18n


@pytest.mark.parametrize("lang", ["en", "de", "da"])
def test_inns_and_cathedrals_shows_its_ampersand(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QKeySequence

    from geoquiz.app.carcassonne.setup_dialog import NewGameDialog

    i18n.install_translators(lang)
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        text = dialog.inns.text()
        assert "&&" in text  # shown as one "&"
        assert QKeySequence.mnemonic(text).isEmpty()  # and no letter made a shortcut of it
    finally:
        i18n.install_translators("en")
