"""Issue 14, one test per numbered finding: crashes, full disks, read-only shares, hostile files
and second processes neither lose nor lock a library, and every error is one line."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import exc as sa_exc

from geoquiz.app.cli import main as cli
from geoquiz.db import bootstrap, card_files, cardio, migrate
from geoquiz.db import repository as repo
from geoquiz.db import session as db_session
from geoquiz.db.bootstrap import open_database
from geoquiz.db.errors import DatabaseError
from geoquiz.db.migrate import HEAD_REVISION, migrate_to
from geoquiz.db.session import BUSY_TIMEOUT_MS, close_all, create_db_engine

GOOD_CSV = "colour,title,prompt_de,lat,lon\nyellow,Minden,Wo liegt Minden?,52.289,8.917\n"


@pytest.fixture(autouse=True)
def _fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("geoquiz.app.cli.cards",))
    close_all()
    yield
    close_all()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def _deck_count(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("SELECT count(*) FROM decks").fetchone()[0])


def _one_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line]
    assert len(lines) == 1, text
    assert "Traceback" not in text and "SELECT" not in text and "INSERT" not in text
    return lines[0]


# --- finding 1: schema creation and upgrades are atomic; the backup is never overwritten ------


def test_finding_1_full_disk_at_first_start_leaves_no_half_schema(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "g.sqlite3"
    from alembic import command

    real_stamp = command.stamp

    def full_disk(*args: object, **kwargs: object) -> None:
        raise sa_exc.OperationalError(
            "INSERT …", {}, sqlite3.OperationalError("database or disk is full")
        )

    monkeypatch.setattr(command, "stamp", full_disk)
    with pytest.raises(DatabaseError) as caught:
        open_database(f"sqlite:///{path}", load_shipped=False)
    assert caught.value.kind == "full" and "free some disk space" in str(caught.value)
    assert _tables(path) == set()  # old code: decks, cards, saved_games … without alembic_version
    monkeypatch.setattr(command, "stamp", real_stamp)
    close_all()
    db = open_database(f"sqlite:///{path}", load_shipped=False)  # space freed: the start works
    assert migrate.current_revision(db.engine) == HEAD_REVISION


KILLED_0002 = '''
"""0002, killed halfway (kill -9 after the first column)."""
import os

import sqlalchemy as sa
from alembic import op

revision = "0002_tolerance_review"
down_revision = "0001_initial"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("decks") as batch:
        batch.add_column(sa.Column("tolerance_km", sa.Float(), server_default="2.0"))
    os._exit(9)


def downgrade() -> None:
    pass
'''


def test_finding_1_kill_halfway_through_an_upgrade_keeps_the_old_revision_and_backup(
    tmp_path: Path,
) -> None:
    path = tmp_path / "g.sqlite3"
    eng = create_db_engine(f"sqlite:///{path}")
    migrate_to(eng, "0001_initial")
    with eng.begin() as conn:
        conn.exec_driver_sql(
            "INSERT INTO decks (name, language, description, author, enabled, created_at, "
            "updated_at) VALUES ('Mine', 'de', '', '', 1, '2026-01-01', '2026-01-01')"
        )
    eng.dispose()
    scripts = tmp_path / "migrations"
    shutil.copytree(migrate.MIGRATIONS_DIR, scripts, ignore=shutil.ignore_patterns("__pycache__"))
    (scripts / "versions" / "2026_11_30_0002_tolerance_review.py").write_text(KILLED_0002)
    code = textwrap.dedent(
        f"""
        from pathlib import Path
        from geoquiz.db import migrate
        from geoquiz.db.bootstrap import open_database
        migrate.MIGRATIONS_DIR = Path({str(scripts)!r})
        open_database({f"sqlite:///{path}"!r}, load_shipped=False)
        """
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 9, done.stderr
    backup = path.with_name(path.name + ".backup-0001_initial")
    good_backup = _digest(backup)
    # the killed attempt left revision 0001 without the new column (old code: column added)
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (
            "0001_initial",
        )
        assert "tolerance_km" not in [r[1] for r in conn.execute("PRAGMA table_info(decks)")]
    db = open_database(f"sqlite:///{path}", load_shipped=False)  # the next start upgrades
    assert migrate.current_revision(db.engine) == HEAD_REVISION
    with db.session() as s:
        assert [d.name for d in repo.list_decks(s)] == ["Mine"]
    assert _digest(backup) == good_backup  # never overwritten by the second attempt


def test_finding_1_a_half_migrated_file_from_older_versions_is_repaired(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    eng = create_db_engine(f"sqlite:///{path}")
    migrate_to(eng, "0001_initial")
    with eng.begin() as conn:  # what the old code's kill -9 left: 0001 plus one 0002 column
        conn.exec_driver_sql(
            "ALTER TABLE decks ADD COLUMN tolerance_km FLOAT DEFAULT '2.0' NOT NULL"
        )
    eng.dispose()
    db = open_database(f"sqlite:///{path}", load_shipped=False)
    assert migrate.current_revision(db.engine) == HEAD_REVISION


# --- finding 2: an interrupted first start does not leave the library empty for good --------


def test_finding_2_interrupted_first_start_loads_the_shipped_decks_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "g.sqlite3"
    # the creation itself, as when no shipped template fits (db.template): a new database is
    # otherwise a copy of the template, renamed into place in one step
    monkeypatch.setenv("GEOQUIZ_NO_TEMPLATE", "1")
    calls = {"n": 0}
    real_add = cardio.add_card

    def crash_after_some(*args: object, **kwargs: object) -> object:
        calls["n"] += 1
        if calls["n"] > 20:
            raise KeyboardInterrupt  # the user closes the window, or kill
        return real_add(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(cardio, "add_card", crash_after_some)
    with pytest.raises(KeyboardInterrupt):
        open_database(f"sqlite:///{path}")
    assert _tables(path) == set()  # all or nothing: no schema without decks
    monkeypatch.setattr(cardio, "add_card", real_add)
    close_all()
    open_database(f"sqlite:///{path}")
    assert _deck_count(path) >= 1


def test_finding_2_database_at_head_without_decks_gets_them_once(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    open_database(f"sqlite:///{path}", load_shipped=False)  # like a crash-test database: 0 decks
    close_all()
    db = open_database(f"sqlite:///{path}")
    with db.session() as s:
        names = [d.name for d in repo.list_decks(s)]
    assert names and len(names) == len(set(names))
    close_all()
    assert bootstrap.load_missing_shipped(open_database(f"sqlite:///{path}")) == 0  # idempotent


# --- finding 3: read-only files, busy and full databases give one line, never a traceback ---


@pytest.fixture
def shipped_copy(tmp_path: Path) -> Path:
    path = tmp_path / "ro" / "geoquiz.sqlite3"
    path.parent.mkdir()
    open_database(f"sqlite:///{path}")
    close_all()
    with sqlite3.connect(path) as conn:  # a share holds a plain (non-WAL) file
        conn.execute("PRAGMA journal_mode=DELETE")
    return path


def test_finding_3_read_only_database_can_be_browsed_and_refuses_writes_in_one_line(
    shipped_copy: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # the tests run as root, for whom chmod does not stop writing: ask "may I write?" as a
    # school pupil's account would answer on a read-only share
    monkeypatch.setattr(bootstrap, "writable", lambda _path: False)
    os.chmod(shipped_copy, 0o444)
    before = _digest(shipped_copy)
    url = f"sqlite:///{shipped_copy}"
    assert cli.main(["cards", "list", "--decks", "--db", url]) == 0
    captured = capsys.readouterr()
    assert "Deutschland" in captured.out
    assert "read-only" in _one_line(captured.err)
    out = shipped_copy.parent.parent / "export.csv"
    assert cli.main(["cards", "export", str(out), "--db", url]) == 0
    assert out.read_text(encoding="utf-8").count("\n") > 10
    capsys.readouterr()
    src = shipped_copy.parent.parent / "new.csv"
    src.write_text(GOOD_CSV, encoding="utf-8")
    assert cli.main(["cards", "import", str(src), "--deck", "Neu", "--db", url]) == 2
    # one line (not the "read-only" note and then the error): the import stops before reading
    assert "read-only" in _one_line(capsys.readouterr().err)
    assert _digest(shipped_copy) == before
    assert not shipped_copy.with_name(shipped_copy.name + "-wal").exists()  # no WAL switch


def test_finding_3_locked_database_gives_one_line_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.sqlite3"
    open_database(f"sqlite:///{path}", load_shipped=False)
    close_all()
    monkeypatch.setattr(db_session, "BUSY_TIMEOUT_MS", 50)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process writing
    try:
        src = tmp_path / "a.csv"
        src.write_text(GOOD_CSV, encoding="utf-8")
        assert cli.main(["cards", "import", str(src), "--db", f"sqlite:///{path}"]) == 2
    finally:
        other.execute("ROLLBACK")
        other.close()
    line = _one_line(capsys.readouterr().err)
    assert "busy" in line and "close the other program" in line


def test_finding_3_full_disk_during_import_gives_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.sqlite3"
    open_database(f"sqlite:///{path}", load_shipped=False)
    close_all()
    with sqlite3.connect(path) as conn:
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
    real_tune = db_session._tune_sqlite

    def tiny_disk(dbapi: object, record: object, **options: object) -> None:
        real_tune(dbapi, record, **options)  # type: ignore[arg-type]
        dbapi.execute(f"PRAGMA max_page_count={pages + 1}")  # type: ignore[attr-defined]

    monkeypatch.setattr(db_session, "_tune_sqlite", tiny_disk)
    rows = "".join(
        f"yellow,Ort {i} {'x' * 150},Wo liegt Ort {i}? {'y' * 1500},52.{i:04d},8.9\n"
        for i in range(300)
    )
    src = tmp_path / "big.csv"
    src.write_text("colour,title,prompt_de,lat,lon\n" + rows, encoding="utf-8")
    assert cli.main(["cards", "import", str(src), "--db", f"sqlite:///{path}"]) == 2
    line = _one_line(capsys.readouterr().err)
    assert "disk" in line and "full" in line
    monkeypatch.setattr(db_session, "_tune_sqlite", real_tune)
    assert _deck_count(path) == 0  # nothing half-written


# --- finding 4: the importer refuses each malformed value class with a row/column problem ---


def _outline(vertices: int) -> str:
    import math

    points = [
        (
            10 + 0.3 * math.cos(2 * math.pi * i / vertices),
            51 + 0.2 * math.sin(2 * math.pi * i / vertices),
        )
        for i in range(vertices)
    ]
    points.append(points[0])
    return "POLYGON ((" + ", ".join(f"{x:.6f} {y:.6f}" for x, y in points) + "))"


def test_finding_4_a_7000_vertex_outline_survives_the_csv_round_trip(tmp_path: Path) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'g.sqlite3'}", load_shipped=False)
    wkt = _outline(7000)
    assert len(wkt) > 131_072  # larger than the csv module's default field limit
    with db.session() as s:
        deck = repo.create_deck(s, "Kreise")
        repo.add_card(s, deck, repo.CardData("green", "Kreis", "Wo?", outline_wkt=wkt))
    with db.session() as s:
        text = cardio.export_csv(s, repo.deck_by_name(s, "Kreise"))
    out = tmp_path / "kreise.csv"
    out.write_text(text, encoding="utf-8")
    report = cardio.import_file(db, out, "Kopie")
    assert report.ok and report.imported == 1


@pytest.mark.parametrize(
    ("content", "column"),
    [
        (
            '{"deck": {"name": "D"}, "cards": [{"colour": "yellow", "title": "T", "prompt_de": "p",'
            ' "lat": 1' + "0" * 400 + ', "lon": 8.9}]}',
            "lat",
        ),
        ('{"deck": {"name": "D", "tolerance_km": null}, "cards": []}', "deck.tolerance_km"),
        ('{"deck": {"name": "D", "tolerance_km": [2]}, "cards": []}', "deck.tolerance_km"),
        ('{"deck": {"name": "D", "tolerance_km": 1e999}, "cards": []}', "deck.tolerance_km"),
        ('{"deck": {"name": "D", "tolerance_km": 5000}, "cards": []}', "deck.tolerance_km"),
        ('{"deck": {"name": "D", "enabled": "false"}, "cards": []}', "deck.enabled"),
        ('{"deck": {"name": "' + "N" * 5000 + '"}, "cards": []}', "deck.name"),
        (
            '{"cards": [{"colour": "yellow", "title": {"a": 1}, "prompt_de": "p", "lat": 52,'
            ' "lon": 9}]}',
            "title",
        ),
    ],
    ids=[
        "400-digits",
        "tol-null",
        "tol-list",
        "tol-inf",
        "tol-5000",
        "enabled-string",
        "long-name",
        "title-object",
    ],
)
def test_finding_4_importer_refuses_each_malformed_value_class(
    tmp_path: Path, content: str, column: str
) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'g.sqlite3'}", load_shipped=False)
    path = tmp_path / "deck.json"
    path.write_text(content, encoding="utf-8")
    report = cardio.import_file(db, path)
    assert column in {p.column for p in report.problems}
    assert report.imported == 0
    with db.session() as s:
        assert repo.list_decks(s) == []


def test_finding_4_deep_nesting_and_huge_csv_fields_are_one_value_error(tmp_path: Path) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'g.sqlite3'}", load_shipped=False)
    nested = tmp_path / "deep.json"
    nested.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(ValueError, match="nested deeper"):
        cardio.import_file(db, nested)
    huge = tmp_path / "huge.csv"
    huge.write_text("colour,title\nyellow," + "x" * (card_files.MAX_FIELD_CHARS + 5) + "\n")
    with pytest.raises(ValueError, match="row 2: a field is longer than"):
        cardio.import_file(db, huge)


# --- finding 5: CSV export neutralises formulas, quotes CR, and round-trips exactly ----------


def test_finding_5_csv_export_neutralises_formulas_and_round_trips_exactly(tmp_path: Path) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'g.sqlite3'}", load_shipped=False)
    nasty = [
        '=HYPERLINK("http://example.invalid","klick")',
        "+49 571 1234",
        "-minus",
        "@SUM(A1)",
        "'=already quoted",
        "line\rbreak in the middle",
    ]
    with db.session() as s:
        deck = repo.create_deck(s, "Böse")
        for i, text in enumerate(nasty):
            repo.add_card(
                s, deck, repo.CardData("yellow", text, prompt_de=text, lat=52.0 + i / 10, lon=9.0)
            )
    with db.session() as s:
        exported = cardio.export_csv(s, repo.deck_by_name(s, "Böse"))
        before = sorted((repo.card_data(c) for c in repo.list_cards(s)), key=repr)
    for record in csv.reader(io.StringIO(exported, newline="")):
        for cell in record:
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    assert '"line\rbreak in the middle"' in exported  # the lone CR is quoted
    out = tmp_path / "b.csv"
    out.write_text(exported, encoding="utf-8", newline="")
    close_all()
    fresh = open_database(f"sqlite:///{tmp_path / 'h.sqlite3'}", load_shipped=False)
    report = cardio.import_file(fresh, out, "Böse")
    assert report.ok, report.lines()
    with fresh.session() as s:
        after = sorted((repo.card_data(c) for c in repo.list_cards(s)), key=repr)
    assert after == before


# --- finding 6: concurrent writers add each card once and never crash -----------------------


def _cli_process(*args: str) -> subprocess.Popen[str]:
    code = "import sys; from geoquiz.app.cli.main import main; sys.exit(main(sys.argv[1:]))"
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_finding_6_two_simultaneous_imports_add_each_card_once(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    open_database(f"sqlite:///{path}", load_shipped=False)
    close_all()
    rows = "".join(f"yellow,Ort {i},Wo?,52.{i:03d},8.9\n" for i in range(150))
    src = tmp_path / "orte.csv"
    src.write_text("colour,title,prompt_de,lat,lon\n" + rows, encoding="utf-8")
    procs = [
        _cli_process("cards", "import", str(src), "--deck", "Orte", "--db", str(path))
        for _ in range(2)
    ]
    results = [(p.wait(timeout=120), p.stderr.read() if p.stderr else "") for p in procs]
    assert sorted(code for code, _ in results) == [0, 2], results  # one imports, one finds dups
    assert all("Traceback" not in err for _, err in results)
    with sqlite3.connect(path) as conn:
        query = "SELECT count(*) FROM cards JOIN decks ON decks.id = cards.deck_id WHERE name = ?"
        assert conn.execute(query, ("Orte",)).fetchone() == (150,)


def test_finding_6_two_processes_creating_one_new_database_both_succeed(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    procs = [_cli_process("cards", "list", "--decks", "--db", str(path)) for _ in range(2)]
    results = [(p.wait(timeout=180), p.stderr.read() if p.stderr else "") for p in procs]
    assert [code for code, _ in results] == [0, 0], results
    with sqlite3.connect(path) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM decks")]
    assert names and len(names) == len(set(names))


def test_finding_6_a_new_database_held_longer_than_the_busy_timeout_is_created_when_let_go(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # another program holds the write lock of the new, still empty file (in SQLite's rollback
    # mode, as a first process does before it switches the file to WAL) for longer than the
    # usual busy timeout: a first start waits for it, as for another creator, and then creates
    path = tmp_path / "new.sqlite3"
    monkeypatch.setenv("GEOQUIZ_NO_TEMPLATE", "1")  # the creation, not the template's copy
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("CREATE TABLE scratch (a)")
    proc = _cli_process("cards", "list", "--decks", "--db", str(path))
    try:
        time.sleep(BUSY_TIMEOUT_MS / 1000 + 2)
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""  # still waiting
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert proc.wait(timeout=120) == 0, proc.stderr.read() if proc.stderr else ""
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT count(*) FROM decks").fetchone()[0] > 0


# --- finding 7: export is atomic and never overwrites the database --------------------------


def test_finding_7_failed_export_keeps_the_old_file_and_leaves_no_fragment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "deck.csv"
    target.write_text("the old export\n", encoding="utf-8")

    def no_space(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)
    with pytest.raises(OSError):
        cardio.write_export(target, "x" * 100_000)
    assert target.read_text(encoding="utf-8") == "the old export\n"
    assert [p.name for p in tmp_path.iterdir()] == ["deck.csv"]


def test_finding_7_exporting_onto_the_database_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "MYDB.sqlite3"
    open_database(f"sqlite:///{path}", load_shipped=False)
    close_all()
    before = _digest(path)
    assert cli.main(["cards", "export", str(path), "--format", "csv", "--db", str(path)]) == 2
    assert "export to another file" in _one_line(capsys.readouterr().err)
    assert _digest(path) == before


# --- finding 8 (smaller) ---------------------------------------------------------------------


def test_finding_8_million_vertex_outline_is_refused_quickly(tmp_path: Path) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'g.sqlite3'}", load_shipped=False)
    path = tmp_path / "huge.json"
    card = {
        "colour": "green",
        "title": "Riesig",
        "prompt_de": "p",
        "outline_wkt": _outline(1_000_000),
    }
    path.write_text(json.dumps({"cards": [card]}), encoding="utf-8")
    report = cardio.import_file(db, path)
    assert [p.column for p in report.problems] == ["outline_wkt"]
    assert report.imported == 0


def test_finding_8_another_alembic_apps_database_is_not_called_newer(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")
        conn.execute("INSERT INTO alembic_version VALUES ('ae1027a6acf')")
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    before = _digest(path)
    with pytest.raises(DatabaseError, match="is not a geoquiz database"):
        open_database(f"sqlite:///{path}")
    assert _digest(path) == before
