"""Helpers for tests that run against SQLite and, when available, a real PostgreSQL server.

CI sets ``GEOQUIZ_TEST_PG_URL`` (e.g. ``postgresql+psycopg://postgres@127.0.0.1:54329/geoquiz_test``)
to a database the tests may wipe: :func:`reset_postgres` drops and recreates its ``public`` schema.
"""

from __future__ import annotations

import os

from sqlalchemy import text

from geoquiz.db.session import create_db_engine

__all__ = ["PG_ENV", "pg_skip_reason", "pg_test_url", "reset_postgres"]

PG_ENV = "GEOQUIZ_TEST_PG_URL"


def pg_test_url() -> str | None:
    """Return the PostgreSQL URL for tests, or None."""
    return os.environ.get(PG_ENV) or None


def pg_skip_reason() -> str | None:
    """Return why PostgreSQL tests cannot run here, or None when they can."""
    url = pg_test_url()
    if url is None:
        return f"{PG_ENV} is not set: no PostgreSQL server to test against"
    try:
        engine = create_db_engine(url)
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        engine.dispose()
    except Exception as exc:  # any driver or connection failure means: skip with the reason
        return f"PostgreSQL at {PG_ENV} is not reachable: {exc}"
    return None


def reset_postgres(url: str) -> None:
    """Drop every table of the test database (its ``public`` schema) and recreate it empty."""
    engine = create_db_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
            conn.execute(text("CREATE SCHEMA public"))
    finally:
        engine.dispose()
