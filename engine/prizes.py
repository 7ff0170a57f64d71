"""Prizes by final place and the family award (seed 000 §五).

A prize range is a mapping or an object with ``from_rank``, ``to_rank``, ``amount`` (per
player) and optionally ``item`` (e.g. 奖杯).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    from engine.regulation.prize_schema import PrizeRange

RangeValue: TypeAlias = int | str | None
"""A value of a prize range written as a mapping (``{"from_rank": 1, "amount": 520}``)."""
PrizeRangeData: TypeAlias = "PrizeRange | Mapping[str, RangeValue]"
"""A prize range: the regulation's ``PrizeRange`` or a mapping with the same keys."""


@dataclass(frozen=True)
class Prize:
    """What the player in place ``rank`` receives: ``amount`` (yuan) and ``item`` ("" if none)."""

    seq: int
    rank: int
    amount: Fraction
    item: str


@dataclass(frozen=True)
class FamilyAward:
    """The family award: ``counts`` of top-N accounts per family (most first), the
    ``winners`` (several on a tie), the ``amount_each`` (the award shared equally), and
    ``tie`` — a tie the regulation does not settle, reported for the organisers to decide."""

    counts: dict[str, int]
    winners: list[str]
    amount_each: Fraction
    tie: bool


def _field(prize_range: PrizeRangeData, name: str, default: RangeValue = None) -> RangeValue:
    if isinstance(prize_range, dict):
        found: RangeValue = prize_range.get(name, default)
        return found
    value: RangeValue = getattr(prize_range, name, default)
    return value


def _place(prize_range: PrizeRangeData, name: str) -> int:
    """``from_rank`` / ``to_rank`` of a range."""
    value = _field(prize_range, name)
    if not isinstance(value, int):
        raise TypeError(f"prize range {name} must be an int, not {value!r}")
    return value


def _amount(prize_range: PrizeRangeData) -> Fraction:
    """A range's ``amount`` per player (0 when the mapping has none)."""
    value = _field(prize_range, "amount", 0)
    if value is None:
        raise TypeError("prize range amount must be a number, not None")
    return Fraction(value)


def rank_prizes(ranked_seqs: Sequence[int], ranges: Iterable[PrizeRangeData]) -> list[Prize]:
    """Prize of each player: the player at position i (place i + 1) receives the range with
    from_rank ≤ i + 1 ≤ to_rank; players in no range receive nothing and are not listed.
    Overlapping ranges raise ValueError."""
    by_rank: dict[int, tuple[Fraction, str]] = {}
    for prize_range in ranges:
        start, end = _place(prize_range, "from_rank"), _place(prize_range, "to_rank")
        for rank in range(start, end + 1):
            if rank in by_rank:
                raise ValueError(f"奖项名次重叠：第{rank}名出现在两个奖项中")
            by_rank[rank] = (_amount(prize_range), str(_field(prize_range, "item", "") or ""))
    return [
        Prize(seq, rank, *by_rank[rank])
        for rank, seq in enumerate(ranked_seqs, start=1)
        if rank in by_rank
    ]


def lucky_prizes(
    ranked_seqs: Sequence[int], places: Iterable[int], amount: Fraction | int, item: str
) -> list[Prize]:
    """Lucky-place prizes (第18、28、38名 各…元): the player in each of ``places`` (the place of
    position i being i + 1) receives ``amount`` and ``item``; a place nobody reached pays
    nothing."""
    return [
        Prize(ranked_seqs[place - 1], place, Fraction(amount), item)
        for place in sorted(places)
        if place <= len(ranked_seqs)
    ]


def prize_table_total(
    ranges: Iterable[PrizeRangeData], family_amount: Fraction | int = 0
) -> Fraction:
    """Money of a prize table: Σ amount × (to_rank − from_rank + 1) + the family award
    (seed 000: 520 + 388 + 288 + 188 + 4×100 + 8×50 + 16×20 + 32×10 + 100 = 2,924)."""
    total = Fraction(family_amount)
    for prize_range in ranges:
        places = _place(prize_range, "to_rank") - _place(prize_range, "from_rank") + 1
        total += _amount(prize_range) * places
    return total


def family_award(
    ranked_top: Sequence[tuple[int, str | None]], top_n: int = 16, amount: Fraction | int = 100
) -> FamilyAward:
    """The family with the most accounts among the first ``top_n`` of ``ranked_top``
    ((seq, family) in final order; a player without a family counts for none)
    (§五 进16强棋手最多的家族（按马甲计）). On a tie the regulation is silent: every tied
    family is listed, the award is shown shared equally, ``tie`` is set for the organisers."""
    counts = Counter(family for _, family in ranked_top[:top_n] if family)
    ordered = dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))
    if not ordered:
        return FamilyAward(ordered, [], Fraction(0), False)
    best = max(ordered.values())
    winners = [family for family, count in ordered.items() if count == best]
    return FamilyAward(ordered, winners, Fraction(amount) / len(winners), len(winners) > 1)


@dataclass(frozen=True)
class DanCandidate:
    """A ranked player as the amateur-dan award sees him: his amateur dan ``level`` (a kyu
    negative; a professional counts as ``pro``) and whether a ``min_dan`` player showed his
    certificate (002 报名(二)1)."""

    seq: int
    level: int | None
    pro: bool = False
    certified: bool = False


def dan_award(
    ranked: Sequence[DanCandidate],
    thresholds: Sequence[int],
    min_dan: int,
    holder_dan: int,
    max_place: int,
) -> tuple[int, int, list[int]]:
    """The amateur dan award of one division (002 奖励(二)1): ``count`` = players of
    ``min_dan`` or more; ``awards`` = how many thresholds the count reaches (≥ 50: the champion;
    ≥ 100: the top two). The award goes down the final order from 1st place to the certified
    ``min_dan`` players alone (报名(二)1: only they compete for it): a place held by a player
    already ``holder_dan`` or more (or a professional), by a ``min_dan`` player without his
    certificate, or by a player below ``min_dan`` (or of no known dan) passes to the next place,
    at most down to ``max_place``; beyond it the award lapses. Returns (count, awards, seqs
    awarded in place order)."""
    count = sum(1 for c in ranked if c.pro or (c.level is not None and c.level >= min_dan))
    awards = sum(1 for limit in thresholds if count >= limit)
    winners: list[int] = []
    for c in ranked[:max_place]:
        if len(winners) == awards:
            break
        competes = not c.pro and c.level is not None and min_dan <= c.level < holder_dan
        if competes and c.certified:
            winners.append(c.seq)
    return count, awards, winners
