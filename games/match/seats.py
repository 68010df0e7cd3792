"""Who plays each seat of a match: a person at the laptop, a person on a phone, or a computer.

One record for every way of playing (DESIGN §1, issue 27): the hot-seat screens, the phone table,
the CLI and the tests all describe a seat with a :class:`Seat`. "Is this seat a computer" has one
answer, :attr:`Seat.computer`; the game's own config keeps only what the rules need (names, ages,
colours), never who controls a seat.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any, Final, Literal, TypeAlias

__all__ = [
    "CONTROLS",
    "MAX_NAME",
    "Control",
    "Seat",
    "clean_name",
    "default_level",
    "parse_seats",
]

#: who can play a seat
Control: TypeAlias = Literal["laptop", "phone", "computer"]
CONTROLS: Final[tuple[Control, ...]] = ("laptop", "phone", "computer")
#: the longest seat name shown anywhere
MAX_NAME: Final = 24


@dataclass(frozen=True)
class Seat:
    """One seat: its player's ``name``, who ``control``\\ s it, the computer ``level`` (a computer
    seat), and ``stand_in``: the level of a computer playing a person's seat for the turn in
    progress (the host skipped a person who is away)."""

    name: str
    control: Control = "laptop"
    level: str | None = None
    stand_in: str | None = None

    def __post_init__(self) -> None:
        if self.control not in CONTROLS:
            raise ValueError(f"unknown control {self.control!r}")
        if (self.control == "computer") != (self.level is not None):
            raise ValueError("a computer seat has a level, a person's seat none")

    @property
    def computer(self) -> bool:
        """A computer player owns the seat (not a person who is skipped for a turn)."""
        return self.control == "computer"

    @property
    def playing(self) -> str | None:
        """The computer level that plays the seat's moves now (its own or a stand-in's), or
        None: a person moves."""
        return self.level if self.level is not None else self.stand_in

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "control": self.control,
            "level": self.level,
            "stand_in": self.stand_in,
        }

    @classmethod
    def from_json(cls, data: object) -> Seat:
        """A saved seat; ``ValueError`` with one line when it is damaged."""
        if not isinstance(data, dict):
            raise ValueError("a saved seat is not an object")
        name, control = data.get("name"), data.get("control")
        level, stand_in = data.get("level"), data.get("stand_in")
        if not isinstance(name, str) or control not in CONTROLS:
            raise ValueError("a saved seat has no name or control")
        if not all(v is None or isinstance(v, str) for v in (level, stand_in)):
            raise ValueError("a saved seat's level is not text")
        return cls(clean_name(name, "?"), control, level, stand_in)


def clean_name(raw: str, fallback: str) -> str:
    """A seat name fit to show anywhere: no control characters, at most :data:`MAX_NAME` long.

    (Escaping is the renderer's job: the phone page sets text, never HTML, and Qt labels get plain
    text.)"""
    text = "".join(ch for ch in raw if unicodedata.category(ch)[0] != "C").strip()
    return text[:MAX_NAME] or fallback


def default_level(levels: list[str]) -> str:
    """The computer level chosen when none is named: ``medium``, else the middle one."""
    return "medium" if "medium" in levels else levels[len(levels) // 2]


def parse_seats(text: str, levels: list[str], *, person: Control = "phone") -> list[Seat]:
    """``"laptop:Anna,Ben,computer:hard"`` → seats: ``laptop:NAME`` plays on the laptop,
    ``phone:NAME`` on a phone, a plain name as ``person``, ``computer`` alone is the middle
    level. ``ValueError`` with one line for an empty seat or an unknown level."""
    seats = []
    for i, part in enumerate(p.strip() for p in text.split(",")):
        if not part:
            raise ValueError(f"seat {i + 1} is empty in {text!r}")
        low = part.lower()
        if low == "computer" or low.startswith("computer:"):
            level = part.split(":", 1)[1].strip().lower() if ":" in part else ""
            level = level or default_level(levels)
            if level not in levels:
                raise ValueError(
                    f"unknown computer level {level!r}; choose one of {', '.join(levels)}"
                )
            seats.append(Seat(f"computer {i + 1}", "computer", level))
        elif low.startswith(("laptop:", "phone:")):
            control: Control = "laptop" if low.startswith("laptop:") else "phone"
            name = part.split(":", 1)[1]
            seats.append(Seat(clean_name(name, f"Player {i + 1}"), control))
        else:
            seats.append(Seat(clean_name(part, f"Player {i + 1}"), person))
    return seats
