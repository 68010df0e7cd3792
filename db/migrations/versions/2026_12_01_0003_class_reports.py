"""Add the class quiz reports: sessions, the cards asked, the students and their answers.

Why: a teacher's report (DESIGN §12) must outlive the quiz — per student and card the tip, the
stones right and the time, stored in the same database as the decks (SQLite or the school's
PostgreSQL). The cards' titles and solutions are copied into ``class_cards`` so that editing or
deleting a deck later does not change a report already given. New tables only: existing rows are
not touched, and the downgrade drops the four tables again.

Revision ID: 0003_class_reports
Revises: 0002_tolerance_review
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0003_class_reports"
down_revision: str | None = "0002_tolerance_review"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "class_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("room", sa.String(12), nullable=False),
        sa.Column("deck", sa.String(120), nullable=False),
        sa.Column("colour", sa.String(8), nullable=True),
        sa.Column("teams", sa.Integer(), nullable=False),
        sa.Column("timer", sa.Float(), nullable=False),
        sa.Column("planned_cards", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_class_sessions"),
    )
    op.create_index("ix_class_sessions_started_at", "class_sessions", ["started_at"])
    op.create_table(
        "class_cards",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("card_ref", sa.String(40), nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("colour", sa.String(8), nullable=False),
        sa.Column("deck", sa.String(120), nullable=False),
        sa.Column("solutions", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id"],
            ["class_sessions.id"],
            name="fk_class_cards_session_id_class_sessions",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_class_cards"),
        sa.UniqueConstraint("session_id", "position", name="uq_class_cards_session_position"),
    )
    op.create_index("ix_class_cards_session_id", "class_cards", ["session_id"])
    op.create_table(
        "class_students",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("label", sa.String(48), nullable=False),
        sa.Column("removed", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id"],
            ["class_sessions.id"],
            name="fk_class_students_session_id_class_sessions",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_class_students"),
        sa.UniqueConstraint("session_id", "number", name="uq_class_students_session_number"),
    )
    op.create_index("ix_class_students_session_id", "class_students", ["session_id"])
    op.create_table(
        "class_answers",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("student_id", sa.Integer(), nullable=False),
        sa.Column("card_id", sa.Integer(), nullable=False),
        sa.Column("tip", sa.JSON(), nullable=False),
        sa.Column("stones", sa.Integer(), nullable=False),
        sa.Column("stones_right", sa.Integer(), nullable=False),
        sa.Column("right", sa.Boolean(), nullable=False),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("seconds", sa.Float(), nullable=True),
        sa.ForeignKeyConstraint(
            ["session_id"],
            ["class_sessions.id"],
            name="fk_class_answers_session_id_class_sessions",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["student_id"],
            ["class_students.id"],
            name="fk_class_answers_student_id_class_students",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["card_id"],
            ["class_cards.id"],
            name="fk_class_answers_card_id_class_cards",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_class_answers"),
        sa.UniqueConstraint("student_id", "card_id", name="uq_class_answers_student_card"),
    )
    op.create_index("ix_class_answers_session_id", "class_answers", ["session_id"])
    op.create_index("ix_class_answers_student_id", "class_answers", ["student_id"])
    op.create_index("ix_class_answers_card_id", "class_answers", ["card_id"])


def downgrade() -> None:
    for table in ("class_answers", "class_students", "class_cards", "class_sessions"):
        op.drop_table(table)
