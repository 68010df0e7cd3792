"""Alembic migrations of the geoquiz database (configured in code by :mod:`db.migrate`)."""
