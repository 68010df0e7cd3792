"""Schema migrations: one head, models == migrations, up/down with data, backup and restore,
and foreign or damaged files left untouched (DESIGN §10)."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, text

import geoquiz.db.migrate as migrate
from geoquiz.db.bootstrap import open_database
from geoquiz.db.errors import DatabaseError
from geoquiz.db.migrate import HEAD_REVISION, REVISIONS, current_revision, ensure_schema, migrate_to
from geoquiz.db.models import Base
from geoquiz.db.session import close_all, create_db_engine
from geoquiz.db.testing import pg_skip_reason, pg_test_url, reset_postgres


@pytest.fixture(params=["sqlite", "postgresql"])
def engine(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Engine]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
    else:
        reason = pg_skip_reason()
        if reason:
            pytest.skip(reason)
        pg = pg_test_url()
        assert pg is not None
        reset_postgres(pg)
        url = pg
    eng = create_db_engine(url)
    yield eng
    eng.dispose()
    close_all()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_single_head_matches_revision_list() -> None:
    assert list(migrate._revision_chain()) == list(REVISIONS)
    assert HEAD_REVISION == REVISIONS[-1]


def test_migrations_produce_the_models_schema(engine: Engine) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    migrate_to(engine, "head")
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    assert diff == []


def _insert_v1_data(engine: Engine) -> None:
    now = "2026-11-30 07:00:00"
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO decks (id, name, language, description, author, enabled, created_at,"
                " updated_at) VALUES (1, 'Test', 'de', '', 'me', :t, :now, :now)"
            ),
            {"now": now, "t": True},
        )
        for i, (title, lat, lon) in enumerate(
            [("Minden", 52.289, 8.917), ("Görlitz", 51.15, 14.99)], start=1
        ):
            conn.execute(
                text(
                    "INSERT INTO cards (id, deck_id, colour, title, prompt_de, prompt_en, lat, lon,"
                    " author, created_at, updated_at) VALUES (:id, 1, 'yellow', :title, '', '',"
                    " :lat, :lon, 'me', :now, :now)"
                ),
                {"id": i, "title": title, "lat": lat, "lon": lon, "now": now},
            )
            conn.execute(
                text(
                    "INSERT INTO card_solutions (card_id, rank, ew, zone, square, quadrant)"
                    " VALUES (:id, 1, 'W', 'N', 12, 'C')"
                ),
                {"id": i},
            )
        conn.execute(
            text(
                "INSERT INTO game_results (kind, player, card_id, correct, detail, created_at)"
                " VALUES ('minden', 'Ada', 1, :t, '{}', :now)"
            ),
            {"now": now, "t": True},
        )


def _counts(engine: Engine) -> tuple[int, int, int, int]:
    with engine.connect() as conn:
        return tuple(  # type: ignore[return-value]
            conn.execute(text(f"SELECT count(*) FROM {t}")).scalar_one()
            for t in ("decks", "cards", "card_solutions", "game_results")
        )


def test_up_and_down_with_data(engine: Engine) -> None:
    migrate_to(engine, "0001_initial")
    _insert_v1_data(engine)
    assert _counts(engine) == (1, 2, 2, 1)

    migrate_to(engine, "head")
    assert current_revision(engine) == HEAD_REVISION
    assert _counts(engine) == (1, 2, 2, 1)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT tolerance_km FROM decks")).scalar_one() == 2.0
        flags = conn.execute(text("SELECT needs_review FROM cards")).scalars().all()
        assert [bool(f) for f in flags] == [False, False]
        assert conn.execute(text("SELECT card_id FROM game_results")).scalar_one() == 1

    migrate_to(engine, "0001_initial")
    assert current_revision(engine) == "0001_initial"
    assert _counts(engine) == (1, 2, 2, 1)  # recreating cards did not cascade into solutions
    with engine.connect() as conn:
        cols = {c for c in conn.execute(text("SELECT * FROM cards")).keys()}
    assert "needs_review" not in cols

    migrate_to(engine, "head")
    assert _counts(engine) == (1, 2, 2, 1)


def test_startup_upgrades_old_database_and_keeps_backup(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    eng = create_db_engine(f"sqlite:///{path}")
    migrate_to(eng, "0001_initial")
    _insert_v1_data(eng)
    eng.dispose()

    db = open_database(f"sqlite:///{path}")
    try:
        assert current_revision(db.engine) == HEAD_REVISION
        assert _counts(db.engine) == (1, 2, 2, 1)
        backup = path.with_name(path.name + ".backup-0001_initial")
        assert backup.is_file()
        with sqlite3.connect(backup) as conn:
            assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (
                "0001_initial",
            )
        with db.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 1  # NORMAL
    finally:
        close_all()


BROKEN = '''"""A migration that fails half-way (test only)."""
import sqlalchemy as sa
from alembic import op

revision = "0003_broken"
down_revision = "0003_class_reports"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table("half_done", sa.Column("id", sa.Integer, primary_key=True))
    with op.batch_alter_table("cards", recreate="always") as batch:
        batch.add_column(sa.Column("extra", sa.Integer, nullable=True))
    op.execute("DELETE FROM card_solutions")
    raise RuntimeError("simulated failure")


def downgrade() -> None:
    pass
'''


def test_failed_upgrade_rolls_back_and_keeps_a_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "g.sqlite3"
    eng = create_db_engine(f"sqlite:///{path}")
    migrate_to(eng, "0001_initial")
    _insert_v1_data(eng)
    migrate_to(eng, "head")
    eng.dispose()

    scripts = tmp_path / "migrations"
    shutil.copytree(migrate.MIGRATIONS_DIR, scripts, ignore=shutil.ignore_patterns("__pycache__"))
    # the broken migration follows whatever the head is now
    broken = BROKEN.replace('"0003_class_reports"', repr(REVISIONS[-1]).replace("'", '"'))
    (scripts / "versions" / "0003_broken.py").write_text(broken, encoding="utf-8")
    monkeypatch.setattr(migrate, "MIGRATIONS_DIR", scripts)
    monkeypatch.setattr(migrate, "REVISIONS", (*REVISIONS, "0003_broken"))
    monkeypatch.setattr(migrate, "HEAD_REVISION", "0003_broken")

    with pytest.raises(DatabaseError, match="simulated failure.*nothing was changed"):
        open_database(f"sqlite:///{path}")
    assert path.with_name(path.name + ".backup-" + HEAD_REVISION).is_file()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (
            HEAD_REVISION,
        )
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert "half_done" not in tables
        assert conn.execute("SELECT count(*) FROM card_solutions").fetchone() == (2,)
        cols = [r[1] for r in conn.execute("PRAGMA table_info(cards)")]
        assert "extra" not in cols


@pytest.mark.parametrize(
    "content",
    [b"this is my thesis, not a database\n" * 50, b"SQLite format 3\x00" + b"\xff" * 4000],
    ids=["text-file", "damaged-sqlite"],
)
def test_corrupt_file_is_reported_and_left_untouched(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "geoquiz.sqlite3"
    path.write_bytes(content)
    before = _digest(path)
    with pytest.raises(DatabaseError, match="left untouched"):
        open_database(f"sqlite:///{path}")
    assert _digest(path) == before
    assert not path.with_name(path.name + "-wal").exists()


def test_foreign_sqlite_database_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "addresses.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE people (name TEXT)")
        conn.execute("INSERT INTO people VALUES ('Ada')")
    before = _digest(path)
    with pytest.raises(DatabaseError, match="not a geoquiz database"):
        open_database(f"sqlite:///{path}")
    assert _digest(path) == before
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("delete",)


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    eng = create_db_engine(f"sqlite:///{path}")
    ensure_schema(eng)
    with eng.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '0099_future'"))
    eng.dispose()
    before = _digest(path)
    with pytest.raises(DatabaseError, match="newer geoquiz"):
        open_database(f"sqlite:///{path}")
    assert _digest(path) == before


def test_new_database_is_created_and_stamped(engine: Engine) -> None:
    assert ensure_schema(engine) is True
    assert current_revision(engine) == HEAD_REVISION
    assert ensure_schema(engine) is False


def test_startup_at_head_does_not_import_alembic(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'h.sqlite3'}"
    eng = create_db_engine(url)
    ensure_schema(eng)
    eng.dispose()
    code = (
        "import sys; from geoquiz.db.bootstrap import open_database; "
        f"open_database({url!r}, load_shipped=False); print('alembic' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
