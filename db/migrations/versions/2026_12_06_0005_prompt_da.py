"""Add the cards' Danish prompt (``prompt_da``) beside ``prompt_de`` and ``prompt_en``.

Why: the class quiz shows each phone the card in its own language (issue 30); a card may now
carry a prompt written by hand in any of the game's three languages, and only a language without
one gets the generated sentence. Existing cards get an empty Danish prompt (the column is NOT NULL
like the other two, with an empty default). The downgrade drops the column again.

Revision ID: 0005_prompt_da
Revises: 0004_card_uid
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0005_prompt_da"
down_revision: str | None = "0004_card_uid"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("cards")}
    if "prompt_da" not in columns:
        with op.batch_alter_table("cards") as batch:
            batch.add_column(
                sa.Column("prompt_da", sa.Text(), nullable=False, server_default=sa.text("''"))
            )


def downgrade() -> None:
    with op.batch_alter_table("cards") as batch:
        batch.drop_column("prompt_da")
