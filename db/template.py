"""A new SQLite database is a copy of a shipped one: :func:`copy_template`.

Creating a database runs every migration and loads the shipped decks (265 cards, each solved from
its coordinates): 0.7 s on an idle machine of this kind, 2.4–6.0 s on a busy one. The first
game's autosaves waited behind that creation, and a kill in that window lost the whole game (5
of 5 tries). So the wheel carries the database a creation makes (``db/template/new.sqlite``,
built by ``python -m geoquiz.db.template``), and a new SQLite file is that file, copied under
a temporary name and linked into place only if no file of that name exists yet (one atomic step:
a kill leaves no half file, and a file another process made is never replaced), with its decks'
and cards' times set to now. An empty file, or a file system without hard links, falls back to
the creation. The template is used only when it is at the code's head
revision; else the database is created as before. ``tests/test_db_template.py`` checks that the
shipped template equals what a creation makes now, so a changed deck or migration cannot ship a
stale one.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from geoquiz.geo.resources import package_path

__all__ = ["TEMPLATE", "build_template", "copy_template", "template_revision"]

TEMPLATE = package_path("geoquiz.db", "template", "new.sqlite")


def template_revision(path: Path = TEMPLATE) -> str | None:
    """The Alembic revision of the template at ``path`` (None: no usable template)."""
    if not path.is_file():
        return None
    try:
        uri = f"file:{path}?mode=ro&immutable=1"
        with sqlite3.connect(uri, uri=True) as conn:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.Error:
        return None
    return None if row is None else str(row[0])


def copy_template(target: Path, template: Path = TEMPLATE) -> bool:
    """Make ``target`` (which must not exist) a copy of the template; False (and nothing
    written) when there is no template at the head revision or ``target`` exists."""
    from geoquiz.db.migrate import HEAD_REVISION

    if template_revision(template) != HEAD_REVISION:
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".new", dir=target.parent)
    os.close(fd)
    temp = Path(name)
    try:
        shutil.copyfile(template, temp)
        now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S.%f")
        with sqlite3.connect(temp) as conn:
            conn.execute("UPDATE decks SET created_at = ?, updated_at = ?", (now, now))
            conn.execute("UPDATE cards SET created_at = ?, updated_at = ?", (now, now))
        conn.close()
        # put in place only if there is no file yet (a hard link fails if the name exists): a
        # rename would replace a file another process is creating or has written a save into
        try:
            os.link(temp, target)
        except OSError:  # there is a file now (another process), or no hard links here
            return False
        return True
    finally:
        temp.unlink(missing_ok=True)


def build_template(out: Path = TEMPLATE) -> Path:
    """Create a database as a first start would (schema and shipped decks) and write it,
    compacted, to ``out``."""
    from geoquiz.db.bootstrap import open_database
    from geoquiz.db.session import close_all

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "new.sqlite"
        os.environ["GEOQUIZ_NO_TEMPLATE"] = "1"
        try:
            open_database(f"sqlite:///{path}")
        finally:
            os.environ.pop("GEOQUIZ_NO_TEMPLATE", None)
            close_all()
        out.parent.mkdir(parents=True, exist_ok=True)
        out.unlink(missing_ok=True)
        with sqlite3.connect(path) as conn:
            conn.execute("PRAGMA journal_mode=DELETE")
            conn.execute("VACUUM INTO ?", (str(out),))
        conn.close()
    return out


if __name__ == "__main__":  # python -m geoquiz.db.template [OUT]
    written = build_template(Path(sys.argv[1]) if len(sys.argv) > 1 else TEMPLATE)
    print(f"{written} ({template_revision(written)})")
