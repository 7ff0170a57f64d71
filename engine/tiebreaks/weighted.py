"""The tiebreaks of the weighted elimination (seed 000 §六), over a ``Competitor``: a player's
round scores, ranked round by round by engine/standings.py (which also holds their batch
forms), and the sign-up order, which every format may use."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from engine.numbers import decimal_text

from .registry import WEIGHTED, TiebreakValue, register_tiebreak


class Numbered(Protocol):
    """Any record of any format: it has the player's sign-up number."""

    @property
    def seq(self) -> int: ...


@dataclass(frozen=True)
class Competitor:
    """A player as the standings see it. ``round_scores[r]`` is the round score of round r
    (game points + adjustments, may be negative); a round absent from it was not played."""

    seq: int
    sponsor: bool
    round_scores: Mapping[int, Fraction]
    withdrawn: bool = False
    disqualified: bool = False


@dataclass(frozen=True)
class RankContext:
    """What a tiebreak may read besides the player: the round being ranked and the weights
    (``weights[r - 1]`` is round r's weight)."""

    round_no: int
    weights: Sequence[Fraction] = ()


def weighted_total(
    round_scores: Mapping[int, Fraction], weights: Sequence[Fraction], upto: int
) -> Fraction:
    """Weighted total after round ``upto``: Σ_{r ≤ upto, r played} weights[r-1] × round_scores[r],
    exactly (seed 000 §六.2: 0.2·R1 + 0.4·R2 + 0.6·R3 + 0.8·R4 + 1.0·R5 + 1.0·R6)."""
    check_weights(weights, upto)
    numerator, denominator = 0, 1  # integers over a common denominator: exact and fast
    for r, score in round_scores.items():
        if r <= upto:
            weight_n, weight_d = weights[r - 1].as_integer_ratio()
            score_n, score_d = score.as_integer_ratio()
            numerator = numerator * weight_d * score_d + weight_n * score_n * denominator
            denominator *= weight_d * score_d
    return Fraction(numerator, denominator)


def check_weights(weights: Sequence[Fraction], upto: int) -> None:
    """ValueError when round ``upto`` has no weight."""
    if upto > len(weights):
        raise ValueError(f"第{upto}轮没有权值：只设了 {len(weights)} 轮的权值")


def number(value: Fraction | int) -> Fraction | int:
    """An integral fraction as the equal int (cheaper to hash and compare), others unchanged."""
    return value.numerator if value.denominator == 1 else value


@register_tiebreak("round_score", "本轮成绩", over=WEIGHTED)
def round_score(player: Competitor, context: RankContext) -> Fraction | int:
    """Score of the round being ranked: round_scores[n], higher first (§六.1)."""
    return number(player.round_scores.get(context.round_no, 0))


register_tiebreak("current_round", "当轮成绩", over=WEIGHTED)(round_score)  # §六.2 对比当轮成绩


@register_tiebreak("weighted_total", "加权总分", over=WEIGHTED)
def weighted_total_tiebreak(player: Competitor, context: RankContext) -> Fraction:
    """Σ_{r ≤ n} w_r × round_scores[r], higher first (§六.2)."""
    return weighted_total(player.round_scores, context.weights, context.round_no)


@register_tiebreak("sponsor", "赞助者", describe=lambda upper, lower: "赞助者优先", over=WEIGHTED)
def sponsor(player: Competitor, context: RankContext) -> int:
    """1 for a sponsor or named sponsor, else 0; sponsors first on equal totals (§六.3)."""
    return 1 if player.sponsor else 0


def _earlier_round_why(upper: TiebreakValue, lower: TiebreakValue) -> str:
    if isinstance(upper, tuple) and isinstance(lower, tuple):
        for i, (a, b) in enumerate(zip(upper, lower, strict=False)):
            if a != b:
                return f"第{len(upper) - i}轮成绩 {decimal_text(a)} > {decimal_text(b)}"
    return "此前各轮成绩相同"


@register_tiebreak("earlier_rounds", "此前各轮成绩", describe=_earlier_round_why, over=WEIGHTED)
def earlier_rounds(player: Competitor, context: RankContext) -> tuple[Fraction | int, ...]:
    """(round_scores[n-1], round_scores[n-2], …, round_scores[1]) compared in that order,
    higher first (§六.2 依次对比上一轮成绩); a round not played counts 0."""
    scores = player.round_scores
    return tuple(number(scores.get(r, 0)) for r in range(context.round_no - 1, 0, -1))


@register_tiebreak("signup_order", "报名序号", higher_first=False)
def signup_order(player: Numbered, context: object) -> int:
    """The sign-up number (报名序号), lower first (§六.1–2); any format's record has it."""
    return player.seq
