"""What the arena (擂台赛, seed 004) shows beside its standings in the ``tiebreaks`` keys: no
tiebreak decides anything there (the ladder does), so these are never in a chain. Each reads
a player's bouts: round -> the points he made in that round's bout."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from .registry import LADDER, register_tiebreak


@register_tiebreak("bouts", "已赛轮数", over=LADDER)
def bouts(played: Mapping[int, Fraction], context: object = None) -> int:
    """已赛轮数: the bouts (rounds) the player sat in; shown, never compared."""
    return len(played)


@register_tiebreak("game_points", "局分", over=LADDER)
def game_points(played: Mapping[int, Fraction], context: object = None) -> Fraction:
    """局分 = Σ of the points the player made in the games of his bouts (win 2, draw 1, loss 0
    by default); shown, never compared."""
    return sum(played.values(), Fraction(0))
