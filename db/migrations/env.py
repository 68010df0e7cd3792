"""Alembic environment, configured in code by :mod:`db.migrate` (no alembic.ini).

The caller passes an open connection in ``config.attributes["connection"]`` (with SQLite foreign
keys already off); otherwise ``sqlalchemy.url`` or the user's database URL is used.
"""

from __future__ import annotations

from typing import Any

from alembic import context
from sqlalchemy import Connection

from geoquiz.db.models import Base
from geoquiz.db.session import create_db_engine, resolve_url

config = context.config
target_metadata = Base.metadata


def _migrate(**options: Any) -> None:
    """Run the migrations in batch mode (SQLite's way of altering a table) with ``options`` (the
    connection or the URL, and what else differs between online and offline)."""
    context.configure(target_metadata=target_metadata, render_as_batch=True, **options)
    with context.begin_transaction():
        context.run_migrations()


def _run(connection: Connection) -> None:
    _migrate(connection=connection, compare_type=True)


def run_migrations_offline() -> None:
    _migrate(url=config.get_main_option("sqlalchemy.url") or resolve_url(), literal_binds=True)


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    engine = create_db_engine(config.get_main_option("sqlalchemy.url") or resolve_url())
    try:
        with engine.connect() as conn:
            if conn.dialect.name == "sqlite":  # before any transaction (db.migrate._prepare)
                dbapi = conn.connection.dbapi_connection
                assert dbapi is not None
                dbapi.execute("PRAGMA foreign_keys=OFF")
            with conn.begin():
                _run(conn)
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
