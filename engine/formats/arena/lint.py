"""The lint of seed 004's ladder: its prize money is the teams' pool, and its timetable may
hold more bouts than are played (engine/formats/lint_notes.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lint_notes import FormatLint
from .schema import ArenaFormat

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def _pool(reg: Regulation) -> int:
    """Teams × (basic + floating_base): bouts only move the floating money between teams."""
    spec = reg.format
    assert isinstance(spec, ArenaFormat)  # the arena's lint is only asked of its regulations
    return len(spec.teams) * (spec.pool.basic + spec.pool.floating_base)


LINT = FormatLint(prize_money=_pool, rounds_at_most=True)
