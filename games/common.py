"""Helpers shared by the rules engines: the illegal-move error and a seeded RNG kept in plain data.

Engines keep their randomness inside the game state (DESIGN §1) so that shuffles and deals replay
identically after a JSON round trip. Python's ``random.Random`` state is a 625-tuple; instead the
engines store one integer and draw from it with SplitMix64, a small, well-known generator whose
whole state is that integer.

>>> seq, state = shuffled([1, 2, 3, 4], seed_state(7))
>>> sorted(seq)
[1, 2, 3, 4]
>>> shuffled([1, 2, 3, 4], seed_state(7))[0] == seq
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from geoquiz.games.contract import IllegalMove

__all__ = ["IllegalMove", "next_u64", "randbelow", "seed_state", "shuffled"]

T = TypeVar("T")

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Return the RNG state for ``seed`` (any int; reduced to 64 bits)."""
    return seed & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Draw one 64-bit number; return ``(value, new_state)`` (SplitMix64)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def randbelow(n: int, state: int) -> tuple[int, int]:
    """Draw an unbiased integer in ``range(n)``; return ``(value, new_state)``."""
    if n <= 0:
        raise ValueError("randbelow needs a positive bound")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, state = next_u64(state)
        if value < limit:
            return value % n, state


def shuffled(items: Sequence[T], state: int) -> tuple[list[T], int]:
    """Return a Fisher–Yates shuffled copy of ``items`` and the new RNG state."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = randbelow(i + 1, state)
        out[i], out[j] = out[j], out[i]
    return out, state
