"""Add the deck's two-solution tolerance and the cards' "needs review" flag.

Why: the tolerance (DESIGN §4: 2 km, configurable per deck, 0 disables) moved from a program
constant into the deck so that a school can tune its own decks; authors mark doubtful imported
cards for review instead of deleting them. Both columns get server defaults so existing rows stay
valid. On SQLite, dropping the columns again recreates the tables in batch mode; foreign keys are
off on the migration connection, so recreating ``cards`` does not cascade into ``card_solutions``.

Revision ID: 0002_tolerance_review
Revises: 0001_initial
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0002_tolerance_review"
down_revision: str | None = "0001_initial"
branch_labels: str | None = None
depends_on: str | None = None


def _has_column(table: str, column: str) -> bool:
    return column in {c["name"] for c in sa.inspect(op.get_bind()).get_columns(table)}


def upgrade() -> None:
    # Versions before the transactional migrations (issue 14) could be killed after the first
    # column: such a file is at 0001 with ``tolerance_km`` already there, so skip what exists.
    if not _has_column("decks", "tolerance_km"):
        with op.batch_alter_table("decks") as batch:
            batch.add_column(
                sa.Column("tolerance_km", sa.Float(), nullable=False, server_default="2.0")
            )
    if not _has_column("cards", "needs_review"):
        with op.batch_alter_table("cards") as batch:
            batch.add_column(
                sa.Column("needs_review", sa.Boolean(), nullable=False, server_default=sa.false())
            )


def downgrade() -> None:
    with op.batch_alter_table("cards") as batch:
        batch.drop_column("needs_review")
    with op.batch_alter_table("decks") as batch:
        batch.drop_column("tolerance_km")
