"""Initial schema: decks, cards, computed solutions, saved games and per-card results.

Revision ID: 0001_initial
Revises:
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0001_initial"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "decks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(120), nullable=False),
        sa.Column("language", sa.String(8), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("author", sa.String(120), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_decks"),
        sa.UniqueConstraint("name", name="uq_decks_name"),
    )
    op.create_table(
        "cards",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("deck_id", sa.Integer(), nullable=False),
        sa.Column("colour", sa.String(8), nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("prompt_de", sa.Text(), nullable=False),
        sa.Column("prompt_en", sa.Text(), nullable=False),
        sa.Column("explanation", sa.Text(), nullable=True),
        sa.Column("lat", sa.Float(), nullable=True),
        sa.Column("lon", sa.Float(), nullable=True),
        sa.Column("outline_wkt", sa.Text(), nullable=True),
        sa.Column("source", sa.String(200), nullable=True),
        sa.Column("author", sa.String(120), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "colour IN ('yellow', 'orange', 'green', 'blue')", name="ck_cards_colour_valid"
        ),
        sa.CheckConstraint(
            "(lat IS NOT NULL AND lon IS NOT NULL) OR outline_wkt IS NOT NULL",
            name="ck_cards_has_place",
        ),
        sa.ForeignKeyConstraint(
            ["deck_id"], ["decks.id"], name="fk_cards_deck_id_decks", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_cards"),
    )
    op.create_index("ix_cards_deck_id", "cards", ["deck_id"])
    op.create_index("ix_cards_title", "cards", ["title"])
    op.create_table(
        "card_solutions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("card_id", sa.Integer(), nullable=False),
        sa.Column("rank", sa.Integer(), nullable=False),
        sa.Column("ew", sa.String(1), nullable=False),
        sa.Column("zone", sa.String(1), nullable=False),
        sa.Column("square", sa.Integer(), nullable=False),
        sa.Column("quadrant", sa.String(1), nullable=False),
        sa.CheckConstraint("ew IN ('W', 'O')", name="ck_card_solutions_ew_valid"),
        sa.CheckConstraint("zone IN ('N', 'M', 'S')", name="ck_card_solutions_zone_valid"),
        sa.CheckConstraint(
            "quadrant IN ('A', 'B', 'C', 'D')", name="ck_card_solutions_quadrant_valid"
        ),
        sa.ForeignKeyConstraint(
            ["card_id"],
            ["cards.id"],
            name="fk_card_solutions_card_id_cards",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_card_solutions"),
        sa.UniqueConstraint("card_id", "rank", name="uq_card_solutions_card_rank"),
    )
    op.create_index("ix_card_solutions_card_id", "card_solutions", ["card_id"])
    op.create_table(
        "saved_games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("game_id", sa.String(80), nullable=False),
        sa.Column("state", sa.JSON(), nullable=False),
        sa.Column("finished", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_saved_games"),
        sa.UniqueConstraint("kind", "game_id", name="uq_saved_games_kind_game"),
    )
    op.create_index("ix_saved_games_kind", "saved_games", ["kind"])
    op.create_index("ix_saved_games_updated_at", "saved_games", ["updated_at"])
    op.create_table(
        "game_results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("player", sa.String(120), nullable=False),
        sa.Column("card_id", sa.Integer(), nullable=True),
        sa.Column("correct", sa.Boolean(), nullable=False),
        sa.Column("detail", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["card_id"],
            ["cards.id"],
            name="fk_game_results_card_id_cards",
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_game_results"),
    )
    op.create_index("ix_game_results_kind", "game_results", ["kind"])
    op.create_index("ix_game_results_card_id", "game_results", ["card_id"])


def downgrade() -> None:
    op.drop_table("game_results")
    op.drop_table("saved_games")
    op.drop_table("card_solutions")
    op.drop_table("cards")
    op.drop_table("decks")
