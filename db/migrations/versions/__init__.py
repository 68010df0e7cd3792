"""Alembic revision scripts, one per schema step."""
