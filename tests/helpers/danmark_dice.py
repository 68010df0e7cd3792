"""Rig the die of a Danmark match on the one driver (for screen tests that need a given roll)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from geoquiz.games.contract import chance_rng, sample_chance
from geoquiz.games.danmark import Die
from geoquiz.games.danmark import game as contract


def rig_die(session: Any, value: int) -> None:
    """Make the next roll of ``session``'s match (a ``LaptopMatch``) show ``value``.

    The driver rolls the die with ``chance_rng(match.seed, match.ply)`` after a seat's roll
    (``Match.settle``), so the match's seed is set to one whose die at the next ply but one
    shows ``value``. The moves so far stay (a record replays its logged outcomes, not the seed),
    and the state is untouched."""
    match = session.match
    outcomes = contract.chance_outcomes(replace(session.state, phase="die"))
    for seed in range(10_000):
        if sample_chance(outcomes, chance_rng(seed, match.ply + 1)) == Die(value):
            match.seed = seed
            return
    raise AssertionError(f"no seed rolls {value}")
