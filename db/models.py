"""SQLAlchemy 2 models: card decks, cards, their computed solutions, saved games and results.

One :class:`Base` with a naming convention (so that Alembic's batch mode on SQLite can name and
drop constraints) serves every table. Relationships are ``lazy="raise"``: a repository says what
it loads (``selectinload``), so no query hides in an attribute access.
"""

from __future__ import annotations

import enum
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

__all__ = [
    "Base",
    "Card",
    "CardSolution",
    "Colour",
    "Deck",
    "GameResult",
    "SavedGame",
    "utcnow",
]

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> datetime:
    """Return the current time in UTC (stored without zone on SQLite, read back naive)."""
    return datetime.now(UTC)


class Colour(enum.StrEnum):
    """The four card colours of Finden Sie Minden (rulebook: Game Contents)."""

    YELLOW = "yellow"  # city cards
    ORANGE = "orange"  # place cards
    GREEN = "green"  # nature cards
    BLUE = "blue"  # expert cards: companies and sights

    @property
    def stones_to_keep(self) -> int:
        """Correct tip stones needed to keep a card of this colour (rulebook: Bonus Points)."""
        return {"yellow": 4, "orange": 3, "green": 2, "blue": 3}[self.value]


COLOURS: tuple[str, ...] = tuple(c.value for c in Colour)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map = {
        dict[str, Any]: JSON,
        datetime: DateTime(timezone=True),
    }


class Deck(Base):
    """A named set of cards; its ``tolerance_km`` drives the two-solution rule (DESIGN §4)."""

    __tablename__ = "decks"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120), unique=True)
    language: Mapped[str] = mapped_column(String(8), default="de")
    description: Mapped[str] = mapped_column(Text, default="")
    author: Mapped[str] = mapped_column(String(120), default="")
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    tolerance_km: Mapped[float] = mapped_column(Float, default=2.0, server_default="2.0")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)

    cards: Mapped[list[Card]] = relationship(
        back_populates="deck", lazy="raise", cascade="all, delete-orphan", passive_deletes=True
    )

    def __repr__(self) -> str:
        return f"Deck(id={self.id!r}, name={self.name!r})"


class Card(Base):
    """One quiz card: a place given by a point, an outline (WKT, EPSG:4326, x = longitude), or both.

    When a card has an outline its solutions follow the area rule; otherwise the point rule.
    ``lat``/``lon`` of an outline card is the label point shown to players.
    """

    __tablename__ = "cards"
    __table_args__ = (
        CheckConstraint("colour IN ('yellow', 'orange', 'green', 'blue')", name="colour_valid"),
        CheckConstraint(
            "(lat IS NOT NULL AND lon IS NOT NULL) OR outline_wkt IS NOT NULL", name="has_place"
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    deck_id: Mapped[int] = mapped_column(ForeignKey("decks.id", ondelete="CASCADE"), index=True)
    colour: Mapped[str] = mapped_column(String(8))
    title: Mapped[str] = mapped_column(String(200), index=True)
    prompt_de: Mapped[str] = mapped_column(Text, default="")
    prompt_en: Mapped[str] = mapped_column(Text, default="")
    prompt_da: Mapped[str] = mapped_column(Text, default="", server_default="")
    explanation: Mapped[str | None] = mapped_column(Text)
    lat: Mapped[float | None] = mapped_column(Float)
    lon: Mapped[float | None] = mapped_column(Float)
    outline_wkt: Mapped[str | None] = mapped_column(Text)
    source: Mapped[str | None] = mapped_column(String(200))
    author: Mapped[str] = mapped_column(String(120), default="")
    needs_review: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    #: the card's stable id across copies of its deck (a shared deck's update matches on it)
    uid: Mapped[str | None] = mapped_column(String(36))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)

    deck: Mapped[Deck] = relationship(back_populates="cards", lazy="raise")
    solutions: Mapped[list[CardSolution]] = relationship(
        back_populates="card",
        lazy="raise",
        cascade="all, delete-orphan",
        passive_deletes=True,
        order_by="CardSolution.rank",
    )

    def __repr__(self) -> str:
        return f"Card(id={self.id!r}, title={self.title!r}, colour={self.colour!r})"


class CardSolution(Base):
    """One stored solution (ew, zone, square, quadrant) of a card; rank 1 is the main one."""

    __tablename__ = "card_solutions"
    __table_args__ = (
        UniqueConstraint("card_id", "rank", name="uq_card_solutions_card_rank"),
        CheckConstraint("ew IN ('W', 'O')", name="ew_valid"),
        CheckConstraint("zone IN ('N', 'M', 'S')", name="zone_valid"),
        CheckConstraint("quadrant IN ('A', 'B', 'C', 'D')", name="quadrant_valid"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    card_id: Mapped[int] = mapped_column(ForeignKey("cards.id", ondelete="CASCADE"), index=True)
    rank: Mapped[int] = mapped_column(Integer)
    ew: Mapped[str] = mapped_column(String(1))
    zone: Mapped[str] = mapped_column(String(1))
    square: Mapped[int] = mapped_column(Integer)
    quadrant: Mapped[str] = mapped_column(String(1))

    card: Mapped[Card] = relationship(back_populates="solutions", lazy="raise")

    def label(self) -> str:
        """Return the solution as printed on a card, e.g. ``W N 12 C``."""
        return f"{self.ew} {self.zone} {self.square} {self.quadrant}"


class SavedGame(Base):
    """The autosaved state of one game (DESIGN §1: saved after every move)."""

    __tablename__ = "saved_games"
    __table_args__ = (UniqueConstraint("kind", "game_id", name="uq_saved_games_kind_game"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(40), index=True)
    game_id: Mapped[str] = mapped_column(String(80))
    state: Mapped[dict[str, Any]] = mapped_column()
    finished: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow, index=True)


class GameResult(Base):
    """One scored answer of one player (for progress statistics per card)."""

    __tablename__ = "game_results"

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(40), index=True)
    player: Mapped[str] = mapped_column(String(120))
    card_id: Mapped[int | None] = mapped_column(
        ForeignKey("cards.id", ondelete="SET NULL"), index=True
    )
    correct: Mapped[bool] = mapped_column(Boolean)
    detail: Mapped[dict[str, Any]] = mapped_column()
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


from geoquiz.db import class_reports as _class_reports  # noqa: E402, F401 - its tables on Base
