"""Store whether a class quiz was played with the rulebook's final colour bonus.

Why: with the option (issue 30) the bonus counts in the final leaderboard; the report's CSV and
PDF totals must show it too, and the report re-scores it from the stored rows — which needs to
know the option was chosen. Existing reports were played without it (false). The downgrade drops
the column again.

Revision ID: 0006_class_colour_bonus
Revises: 0005_prompt_da
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0006_class_colour_bonus"
down_revision: str | None = "0005_prompt_da"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("class_sessions")}
    if "colour_bonus" not in columns:
        with op.batch_alter_table("class_sessions") as batch:
            batch.add_column(
                sa.Column("colour_bonus", sa.Boolean(), nullable=False, server_default=sa.false())
            )


def downgrade() -> None:
    with op.batch_alter_table("class_sessions") as batch:
        batch.drop_column("colour_bonus")
