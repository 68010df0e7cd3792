"""Add the cards' stable id (``uid``), which a shared deck carries from copy to copy.

Why: re-importing a newer version of a shared deck (issue 31) updates the deck in place — cards
added, changed and removed, like Anki's deck update — and needs to know which card of the file
is which card of the database, also after its title or place changed. The id is a UUID string;
existing cards get a random one here (their deck was not shared with ids yet), new cards get
one from :func:`db.repository.add_card`. The downgrade drops the column again.

Revision ID: 0004_card_uid
Revises: 0003_class_reports
Create Date: 2026-12-02
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa
from alembic import op

revision: str = "0004_card_uid"
down_revision: str | None = "0003_class_reports"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("cards")}
    if "uid" not in columns:
        with op.batch_alter_table("cards") as batch:
            batch.add_column(sa.Column("uid", sa.String(36), nullable=True))
    bind = op.get_bind()
    cards = sa.table("cards", sa.column("id", sa.Integer()), sa.column("uid", sa.String(36)))
    ids = [row[0] for row in bind.execute(sa.select(cards.c.id).where(cards.c.uid.is_(None)))]
    for card_id in ids:
        bind.execute(cards.update().where(cards.c.id == card_id).values(uid=str(uuid.uuid4())))


def downgrade() -> None:
    with op.batch_alter_table("cards") as batch:
        batch.drop_column("uid")
