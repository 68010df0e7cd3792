"""Issue 26: a database on a read-only share, with real permissions (root's bind nothing).

The tests run as root, for whom ``chmod`` stops nothing; so every read-only step runs in a
subprocess as the unprivileged user ``nobody`` (``setpriv``/``runuser``: no capabilities, no
CAP_DAC_OVERRIDE), on a database in a folder of mode 0555 with the file 0444 — a school pupil's
account on a read-only share. Run as another user than root, the steps run directly as that user.
The child needs a Python of this minor version that ``nobody`` may run (the venv's interpreter may
sit under ``/root``); the venv's site-packages are added with ``site.addsitedir``.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import textwrap
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from geoquiz.db.bootstrap import open_database
from geoquiz.db.migrate import migrate_to
from geoquiz.db.session import close_all, create_db_engine

NOBODY = "nobody"
GOOD_CSV = "colour,title,prompt_de,lat,lon\nyellow,Minden,Wo liegt Minden?,52.289,8.917\n"


def _switch_user() -> list[str]:
    """The prefix that runs a program as ``nobody`` without capabilities ([] if not root)."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv:
        import pwd

        entry = pwd.getpwnam(NOBODY)
        return [
            setpriv,
            f"--reuid={entry.pw_uid}",
            f"--regid={entry.pw_gid}",
            "--clear-groups",
            "--inh-caps=-all",
            "--",
        ]
    runuser = shutil.which("runuser")
    if runuser:
        return [runuser, "-u", NOBODY, "--"]
    pytest.skip("neither setpriv nor runuser is installed: cannot drop root's permissions")


@cache
def _unprivileged_python() -> tuple[tuple[str, ...], str]:
    """(command prefix + interpreter, site-packages) that ``nobody`` can run, or skip."""
    switch = _switch_user()
    want = f"{sys.version_info[0]}.{sys.version_info[1]}"
    candidates = [
        sys.executable,
        os.path.realpath(sys.executable),
        getattr(sys, "_base_executable", ""),
        shutil.which(f"python{want}") or "",
        f"/usr/bin/python{want}",
        f"/usr/local/bin/python{want}",
    ]
    purelib = sysconfig.get_paths()["purelib"]
    for candidate in dict.fromkeys(c for c in candidates if c):
        try:
            probe = subprocess.run(
                [*switch, candidate, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                capture_output=True,
                text=True,
                timeout=30,
                env=_env(),
            )
        except (OSError, subprocess.TimeoutExpired):
            continue
        if probe.returncode == 0 and probe.stdout.strip() == want:
            return (*switch, candidate), purelib
    pytest.skip(f"no Python {want} that the user {NOBODY} may run (the venv's is under /root)")


def _env(**extra: str) -> dict[str, str]:
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": "/tmp",
        "LANG": "C.UTF-8",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONNOUSERSITE": "1",
        "GEOQUIZ_CLI_LANG": "en",
        "QT_QPA_PLATFORM": "offscreen",
    }
    env.update(extra)
    return env


def _as_nobody(code: str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    python, purelib = _unprivileged_python()
    prelude = f"import site, sys\nsite.addsitedir({purelib!r})\n"
    return subprocess.run(
        [*python, "-c", prelude + textwrap.dedent(code), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=_env(**env),
        cwd="/",
    )


def _cli(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return _as_nobody(
        "from geoquiz.app.cli.main import main\nsys.exit(main(sys.argv[1:]))\n", *args, **env
    )


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def school(tmp_path: Path) -> Iterator[Path]:
    """A folder that ``nobody`` may enter (pytest's own temporary folders are 0700 for root)."""
    top = Path(tempfile.mkdtemp(prefix="geoquiz-ro-"))
    os.chmod(top, 0o755)
    try:
        yield top
    finally:
        for folder in top.rglob("*"):
            if folder.is_dir():
                os.chmod(folder, 0o755)
        shutil.rmtree(top, ignore_errors=True)


def _make_read_only(path: Path) -> None:
    """File 0444 in a folder 0555; prove that ``nobody`` really cannot write it."""
    os.chmod(path, 0o444)
    os.chmod(path.parent, 0o555)
    probe = _as_nobody("open(sys.argv[1], 'ab')", str(path))
    assert probe.returncode != 0 and "Permission denied" in probe.stderr, probe.stderr
    probe = _as_nobody("open(sys.argv[1] + '-shm', 'wb')", str(path))
    assert probe.returncode != 0 and "Permission denied" in probe.stderr, probe.stderr


def _database_alone(path: Path) -> None:
    close_all()
    for leftover in path.parent.iterdir():  # the daily backup etc.: only the database is shared
        if leftover != path:
            leftover.unlink()


@pytest.fixture
def share(school: Path) -> Path:
    """A geoquiz database (WAL mode, as the app leaves it) on a share nobody may write."""
    folder = school / "share"
    folder.mkdir()
    path = folder / "geoquiz.sqlite3"
    close_all()
    open_database(f"sqlite:///{path}")
    _database_alone(path)
    assert path.read_bytes()[18:20] == b"\x02\x02"  # WAL mode (file format versions 2)
    assert not path.with_name(path.name + "-shm").exists()  # the finding: no -shm on the share
    out = school / "out"
    out.mkdir()
    os.chmod(out, 0o777)  # where nobody may write an export
    _make_read_only(path)
    return path


def _one_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line]
    assert len(lines) == 1, text
    assert "Traceback" not in text
    return lines[0]


def test_read_only_share_without_shm_lists_the_decks_for_an_unprivileged_user(share: Path) -> None:
    before = _digest(share)
    done = _cli("--db", str(share), "cards", "list", "--decks")
    assert done.returncode == 0, done.stderr
    assert "Deutschland" in done.stdout
    assert "read-only" in _one_line(done.stderr)  # says once that changes cannot be saved
    cards = _cli("--db", str(share), "cards", "list", "--colour", "yellow")
    assert cards.returncode == 0 and "Aachen" in cards.stdout
    assert _digest(share) == before
    assert sorted(p.name for p in share.parent.iterdir()) == [share.name]  # no -shm, no -wal


def test_read_only_share_exports_for_an_unprivileged_user(share: Path) -> None:
    target = share.parent.parent / "out" / "deck.csv"
    done = _cli("--db", str(share), "cards", "export", str(target))
    assert done.returncode == 0, done.stderr
    assert target.read_text(encoding="utf-8").count("\n") > 100


def test_import_into_a_read_only_share_is_one_line_in_the_users_language(share: Path) -> None:
    src = share.parent.parent / "out" / "new.csv"
    src.write_text(GOOD_CSV, encoding="utf-8")
    before = _digest(share)
    done = _cli("--lang", "de", "--db", str(share), "cards", "import", str(src), "--deck", "Neu")
    assert done.returncode == 2
    line = _one_line(done.stderr)
    assert "schreibgeschützt" in line and str(share) in line
    english = _cli("--db", str(share), "cards", "import", str(src), "--deck", "Neu")
    assert english.returncode == 2 and "is read-only" in _one_line(english.stderr)
    assert _digest(share) == before


def test_every_write_to_a_read_only_share_is_one_readonly_error_and_reads_still_work(
    share: Path,
) -> None:
    # the autosave, the card editor and the importer all write through Database.session()
    done = _as_nobody(
        """
        from geoquiz.db.bootstrap import open_database
        from geoquiz.db.errors import DatabaseError
        from geoquiz.db import repository, savegames
        db = open_database(sys.argv[1])
        print("read_only", db.read_only)
        state = {"moves": [1, 2, 3]}
        try:
            savegames.save_game("minden", "g1", state, url=sys.argv[1])
        except DatabaseError as exc:
            print("autosave", exc.kind, str(exc).count(chr(10)))
        print("state kept", state == {"moves": [1, 2, 3]})
        try:
            with db.session() as s:
                deck = repository.list_decks(s)[0]
                deck.description = "changed"
        except DatabaseError as exc:
            print("editor", exc.kind)
        with db.read_session() as s:
            print("decks", len(repository.list_decks(s)))
        print("latest", savegames.latest_unfinished(url=sys.argv[1]))
        """,
        f"sqlite:///{share}",
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout.splitlines()
    assert "read_only True" in out
    assert "autosave readonly 0" in out and "state kept True" in out
    assert "editor readonly" in out
    assert any(line.startswith("decks ") and line != "decks 0" for line in out)
    assert "latest None" in out


def test_read_only_share_at_an_older_schema_is_not_migrated_and_says_so_in_one_line(
    school: Path,
) -> None:
    folder = school / "old"
    folder.mkdir()
    path = folder / "geoquiz.sqlite3"
    close_all()
    open_database(f"sqlite:///{path}")
    close_all()
    engine = create_db_engine(f"sqlite:///{path}")
    migrate_to(engine, "0002_tolerance_review")
    engine.dispose()
    _database_alone(path)
    _make_read_only(path)
    before = _digest(path)
    done = _cli("--db", str(path), "cards", "list", "--decks")
    assert done.returncode == 2
    line = _one_line(done.stderr)
    assert "older schema 0002_tolerance_review" in line and "read-only" in line
    assert _digest(path) == before
    assert [p.name for p in folder.iterdir()] == [path.name]  # no backup copy, no -wal


def test_db_check_of_a_read_only_share_reports_ok_for_an_unprivileged_user(share: Path) -> None:
    done = _cli("db", "check", "--db", str(share))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().startswith(f"{share}: OK")
    assert sorted(p.name for p in share.parent.iterdir()) == [share.name]
