"""Issue 26: a damaged database has a way back — ``geoquiz db check`` and Game → Check database…

Truncated and zeroed files, the daily backup, restoring it, starting a new database with the
damaged one kept aside, and the one dialog that offers both (built with qtbot).
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from geoquiz.app.cli import main as cli
from geoquiz.db import check
from geoquiz.db.bootstrap import open_database
from geoquiz.db.errors import DatabaseError
from geoquiz.db.savegames import load_game, save_game
from geoquiz.db.session import close_all


@pytest.fixture(autouse=True)
def _fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("geoquiz.app.cli.db",))
    monkeypatch.setenv("GEOQUIZ_CLI_LANG", "en")
    close_all()
    yield
    close_all()


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    """A database with one saved game and its daily backup (made when it was opened again)."""
    path = tmp_path / "geoquiz.sqlite3"
    url = f"sqlite:///{path}"
    open_database(url)
    save_game("minden", "g1", {"moves": [1, 2, 3]}, url=url)
    close_all()
    open_database(url)  # a later start: the file passed its check, the daily backup is made
    close_all()
    assert check.daily_backup_path(path).exists()
    return path


def _files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_db_check_says_ok_for_a_good_database(
    saved: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["db", "check", "--db", str(saved)]) == 0
    out = capsys.readouterr().out.strip()
    assert out == f"{saved}: OK (schema {check.check_database(str(saved)).revision})"
    assert check.check_database(str(saved)).ok


def test_truncated_database_is_repaired_from_its_backup_and_the_game_is_back(
    saved: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    os.truncate(saved, saved.stat().st_size // 2 + 100)
    assert check.looks_damaged(str(saved))
    with pytest.raises(DatabaseError) as caught:  # as today: reported, left untouched
        open_database(str(saved))
    assert caught.value.kind == "corrupt"
    assert cli.main(["db", "check", "--db", str(saved)]) == 1
    out = capsys.readouterr().out
    assert f"{saved} is damaged:" in out and "malformed" in out
    assert "--repair restore" in out and str(check.daily_backup_path(saved)) in out
    assert cli.main(["db", "check", "--repair", "restore", "--db", str(saved)]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith(f"restored {saved} from the backup {saved}.bak")
    assert load_game("minden", "g1", url=str(saved)) == {"moves": [1, 2, 3]}
    aside = [name for name in _files(saved.parent) if ".damaged-" in name]
    assert aside and any(name.endswith(tuple("0123456789")) for name in aside)
    kept = saved.parent / next(n for n in aside if not n.endswith(("-wal", "-shm")))
    assert kept.stat().st_size == saved.stat().st_size // 2 + 100  # the damaged file, unchanged


def test_zeroed_database_is_moved_aside_and_a_new_one_is_started(
    saved: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    size = saved.stat().st_size
    saved.write_bytes(b"\0" * size)
    check.daily_backup_path(saved).unlink()  # no backup: only a new database helps
    assert cli.main(["db", "check", "--db", str(saved)]) == 1
    out = capsys.readouterr().out
    assert "not a SQLite database file" in out and "--repair new" in out
    assert cli.main(["db", "check", "--repair", "restore", "--db", str(saved)]) == 2
    assert "no usable backup" in capsys.readouterr().err
    assert cli.main(["db", "check", "--repair", "new", "--db", str(saved)]) == 0
    assert "started a new database" in capsys.readouterr().out
    kept = [saved.parent / n for n in _files(saved.parent) if ".damaged-" in n]
    assert len(kept) == 1 and kept[0].read_bytes() == b"\0" * size
    assert check.check_database(str(saved)).ok
    assert load_game("minden", "g1", url=str(saved)) is None  # new: the shipped decks only


def test_repair_of_a_good_database_changes_nothing(
    saved: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = saved.read_bytes()
    assert cli.main(["db", "check", "--repair", "new", "--db", str(saved)]) == 2
    assert "not damaged: nothing was changed" in capsys.readouterr().err
    assert saved.read_bytes() == before
    assert not [n for n in _files(saved.parent) if ".damaged-" in n]


def test_daily_backup_is_made_at_most_once_a_day(saved: Path) -> None:
    backup = check.daily_backup_path(saved)
    first = backup.stat().st_mtime
    assert check.make_daily_backup(saved) is None  # less than a day old: kept
    old = time.time() - check.BACKUP_INTERVAL_S - 60
    os.utime(backup, (old, old))
    assert check.make_daily_backup(saved) == backup
    assert backup.stat().st_mtime >= first
    with sqlite3.connect(backup) as conn:  # one self-contained file, not a WAL half
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("delete",)
    assert not backup.with_name(backup.name + ".tmp").exists()


def test_a_new_database_gets_its_daily_backup_when_it_is_opened_again(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    open_database(f"sqlite:///{path}")
    close_all()
    assert not check.daily_backup_path(path).exists()  # a new file: only the shipped decks
    open_database(f"sqlite:///{path}")
    assert check.check_database(str(check.daily_backup_path(path))).ok


def test_damaged_database_line_of_the_cli_points_to_the_repair(
    saved: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    qapp: object,  # the German line needs Qt's translators: the tests' QApplication, made first
) -> None:
    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("geoquiz.app.cli.cards",))
    os.truncate(saved, 5000)
    assert cli.main(["cards", "list", "--db", str(saved)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in lines[0]
    assert "geoquiz db check" in lines[0] and "damaged file is kept" in lines[0]
    assert cli.main(["--lang", "de", "cards", "list", "--db", str(saved)]) == 2
    line = capsys.readouterr().err.strip()
    assert "\n" not in line and "beschädigte Datei bleibt erhalten" in line


def test_looks_damaged_is_false_for_good_missing_and_empty_files(
    saved: Path, tmp_path: Path
) -> None:
    assert not check.looks_damaged(str(saved))
    assert not check.looks_damaged(str(tmp_path / "missing.sqlite3"))
    (tmp_path / "empty.sqlite3").write_bytes(b"")
    assert not check.looks_damaged(str(tmp_path / "empty.sqlite3"))
    page = int.from_bytes(saved.read_bytes()[16:18], "big")
    os.truncate(saved, saved.stat().st_size - page)  # whole pages, fewer than the header says
    assert check.looks_damaged(str(saved))


def test_repair_hint_is_one_text_for_the_cli_and_the_app() -> None:
    from geoquiz.app.database.db_check_texts import REPAIR_HINT

    assert check.REPAIR_HINT == REPAIR_HINT


# --- the dialog ------------------------------------------------------------------------------


def test_check_dialog_restores_the_backup_in_one_dialog(
    qtbot: object, saved: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from geoquiz.app.database.db_check_dialog import DbCheckDialog

    monkeypatch.setenv("GEOQUIZ_DB", str(saved))
    os.truncate(saved, 3000)
    result = check.check_database()
    assert result.damaged and result.backups
    dialog = DbCheckDialog(result)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert "damaged" in dialog.summary.text()
    assert not dialog.restore_button.isHidden() and not dialog.new_button.isHidden()
    assert dialog.restore_button.isDefault()
    assert ".damaged-" in dialog.outcome.text()  # says before that the damaged file is kept
    repaired: list[bool] = []
    dialog.repaired.connect(lambda: repaired.append(True))
    dialog.restore_button.click()
    assert repaired == [True]
    assert "restored from the backup" in dialog.summary.text()
    assert dialog.restore_button.isHidden() and dialog.new_button.isHidden()
    assert load_game("minden", "g1") == {"moves": [1, 2, 3]}


def test_check_dialog_for_a_good_database_offers_no_repair(
    qtbot: object, saved: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from geoquiz.app.database.db_check_dialog import check_and_show, offer_repair_at_start

    monkeypatch.setenv("GEOQUIZ_DB", str(saved))
    assert offer_repair_at_start(None) is None  # nothing visibly wrong: no dialog at start
    dialog = check_and_show(None)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert "is OK" in dialog.summary.text()
    assert dialog.restore_button.isHidden() and dialog.new_button.isHidden()
    dialog.close()


def test_app_start_on_a_zeroed_database_opens_the_repair_dialog(
    qtbot: object, saved: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from geoquiz.app.database.db_check_dialog import offer_repair_at_start

    monkeypatch.setenv("GEOQUIZ_DB", str(saved))
    saved.write_bytes(b"\0" * 8192)
    dialog = offer_repair_at_start(None)
    assert dialog is not None
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.isVisible() and not dialog.new_button.isHidden()
    dialog.close()


def test_error_dialog_of_a_damaged_database_points_to_the_repair(
    saved: Path, tmp_path: Path, qapp: object
) -> None:
    from geoquiz.app.window.errors import ErrorHandler

    shown: list[str] = []
    handler = ErrorHandler(tmp_path / "log", show=lambda message, _log: shown.append(message))
    try:
        os.truncate(saved, 5000)
        try:
            open_database(str(saved))
        except DatabaseError as exc:
            handler.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        handler.close()
    assert len(shown) == 1 and "Check database" in shown[0] and "damaged" in shown[0]
