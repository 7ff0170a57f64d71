"""Weighted-elimination standings (seed 000 §六): round rankings, cuts, substitutes, final order.

Tiebreaks are named, like TieBreakServer's specifiers: a rank order is a list of names
resolved in the one registry of every format (engine/tiebreaks: ``TIEBREAKS``, each a small
pure function ``value(player, context)`` with its formula in the docstring). The ranking here
takes the names that read a ``Competitor`` (engine/tiebreaks/weighted.py) or only
``player.seq``; ``rank_by_chain`` itself only needs ``player.seq``. Each row carries what
separates it from the row above as a value (``RankReason``: which tiebreak, its two values)
and as the words made of it (``explanation``, engine/tiebreaks/reason.py).

Speed (5,000 players re-ranked after every round): ``rank_round`` and ``standings`` read the
scores of a field of ``Competitor`` once, as integers over one common denominator (exact), and
evaluate a tiebreak that has a batch form (``_COLUMNS``: the seed 000 ones) a column at a
time; any other registered tiebreak is still evaluated player by player.

Status rules chosen here (the regulation is silent):
- ``disqualified``: never ranked (rank None), never advances, placed after everyone;
- ``withdrawn``: keeps the place its scores earn in every round it played, but never takes
  a place in a cut (the next eligible player advances instead, which is what a substitute
  taking the seat would give).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import KW_ONLY, dataclass
from fractions import Fraction
from functools import cached_property
from math import lcm
from operator import mul
from typing import Any, Never, TypeAlias, TypeVar

from .numbers import decimal_text
from .tiebreaks import TIEBREAKS, WEIGHTED, Tiebreak, register_tiebreak, resolve
from .tiebreaks.reason import TIED, TIED_TEXT, RankReason, order_reason, reason_text, separated
from .tiebreaks.registry import Number, TiebreakValue
from .tiebreaks.weighted import (
    Competitor,
    Numbered,
    RankContext,
    earlier_rounds,
    round_score,
    signup_order,
    sponsor,
    weighted_total,
    weighted_total_tiebreak,
)
from .tiebreaks.weighted import check_weights as _check_weights
from .tiebreaks.weighted import number as _number
from .vocabulary import EntryStatus

__all__ = [  # the tiebreak names and records live in engine/tiebreaks; imported from here too
    "TIEBREAKS",
    "Competitor",
    "RankContext",
    "RankReason",
    "Tiebreak",
    "decimal_text",
    "register_tiebreak",
    "weighted_total",
]

ACTIVE, ELIMINATED, SUBSTITUTE, WITHDRAWN, DISQUALIFIED = (
    EntryStatus.ACTIVE,
    EntryStatus.ELIMINATED,
    EntryStatus.SUBSTITUTE,
    EntryStatus.WITHDRAWN,
    EntryStatus.DISQUALIFIED,
)

FIRST_ROUND_TIEBREAKS = ("round_score", "sponsor", "signup_order")
"""Seed 000 §六.1 and §六.3 (which holds in every round): round 1 by its score, then sponsors
first, then sign-up order."""
TIEBREAKS_FROM_ROUND_2 = (
    "weighted_total",
    "sponsor",
    "current_round",
    "earlier_rounds",
    "signup_order",
)
"""Seed 000 §六.2–3: weighted total, sponsors first, current round, earlier rounds back, sign-up
order."""


Player = TypeVar("Player", bound=Numbered)
"""What ``rank_by_chain`` ranks: any record with a seq that the chain's tiebreaks read."""
Context = TypeVar("Context")
"""What the chain's tiebreaks read besides the player."""


# --------------------------------------------------------------------------- batch forms


class _Field:
    """The players of one round's ranking (round ``round_no``), their scores read once: for
    rounds 1..round_no, ``numbers[i]`` holds player i's scores as tiebreak values (``_number``,
    0 when not played) and ``scaled[i]`` the same scores × ``denominator`` (the LCD of all of
    them) as ints, so that sums and comparisons are exact integer arithmetic."""

    def __init__(
        self, players: Sequence[Competitor], weights: Sequence[Fraction], round_no: int
    ) -> None:
        self.players = players
        self.weights = weights
        self.round_no = round_no
        rounds = range(1, round_no + 1)
        scores = [[c.round_scores.get(r, 0) for r in rounds] for c in players]
        self.denominator = lcm(*{score.denominator for row in scores for score in row})
        self.scaled: list[list[int]]
        self.numbers: Sequence[Sequence[Number]]
        if self.denominator == 1:
            self.scaled = [[score.numerator for score in row] for row in scores]
            self.numbers = self.scaled
        else:
            d = self.denominator
            self.scaled = [
                [score.numerator * (d // score.denominator) for score in row] for row in scores
            ]
            self.numbers = [[_number(score) for score in row] for row in scores]

    @cached_property
    def weighted(self) -> tuple[list[int], list[Fraction]]:
        """Each player's weighted total after round n, Σ_{r ≤ n} w_r × score_r: as numerators over
        one denominator (LCD of the weights × ``denominator``) and as equal Fractions."""
        if self.players:  # an empty field needs no weights
            _check_weights(self.weights, self.round_no)
        weights = self.weights[: self.round_no]
        weight_denominator = lcm(*(w.denominator for w in weights))
        factors = [w.numerator * (weight_denominator // w.denominator) for w in weights]
        numerators = [sum(map(mul, factors, row)) for row in self.scaled]
        denominator = weight_denominator * self.denominator
        fractions = {n: Fraction(n, denominator) for n in set(numerators)}
        return numerators, [fractions[n] for n in numerators]


SortKey: TypeAlias = int | tuple[int, ...]
"""A tiebreak value as the ranking compares it: integers ordered like the values."""
Column: TypeAlias = tuple[Sequence[TiebreakValue], Sequence[SortKey]]
"""A tiebreak evaluated over a field: (values, sort keys); the keys are in the same order as
the values and equal exactly when they are, but cheaper to compare (integers)."""


def _weighted_total_column(field: _Field) -> Column:
    """Batch ``weighted_total_tiebreak``: exact totals, compared as integer numerators."""
    numerators, totals = field.weighted
    return totals, numerators


def _round_score_column(field: _Field) -> Column:
    """Batch ``round_score``: the score of round n."""
    n = field.round_no - 1
    keys = [row[n] for row in field.scaled]
    return (keys if field.numbers is field.scaled else [row[n] for row in field.numbers]), keys


def _earlier_rounds_column(field: _Field) -> Column:
    """Batch ``earlier_rounds``: the scores of rounds n-1, …, 1 as tuples."""
    n = field.round_no - 1
    if n == 0:
        return [()] * len(field.players), [()] * len(field.players)
    keys = [tuple(row[n - 1 :: -1]) for row in field.scaled]
    values: Sequence[tuple[Number, ...]] = (
        keys
        if field.numbers is field.scaled
        else [tuple(row[n - 1 :: -1]) for row in field.numbers]
    )
    return values, keys


def _sponsor_column(field: _Field) -> Column:
    """Batch ``sponsor``: 1 for a sponsor, else 0."""
    values = [1 if c.sponsor else 0 for c in field.players]
    return values, values


def _signup_order_column(field: _Field) -> Column:
    """Batch ``signup_order``: the sign-up number."""
    values = [c.seq for c in field.players]
    return values, values


_COLUMNS: dict[Callable[..., TiebreakValue], Callable[[_Field], Column]] = {
    weighted_total_tiebreak: _weighted_total_column,
    round_score: _round_score_column,
    earlier_rounds: _earlier_rounds_column,
    sponsor: _sponsor_column,
    signup_order: _signup_order_column,
}
"""Tiebreak value function -> its batch form over a ``_Field``. Each must give the values of
the function it stands for (tested on random fields)."""


# --------------------------------------------------------------------------- ranking


@dataclass(frozen=True)
class RankedRow:
    """One place of a ranking: ``rank`` (None when not ranked: disqualified), the value of
    every tiebreak of the chain, and why this row comes after the row above it: in words
    (``explanation``) and as the value they are made of (``reason``: None for the first row
    and for a disqualified one, ``TIED`` for a tie)."""

    seq: int
    rank: int | None
    values: dict[str, TiebreakValue]
    explanation: str | None
    reason: RankReason | None = None


def _chain(names: Sequence[str]) -> list[Tiebreak[Any, Any]]:
    """The chain's tiebreaks (the registry's, of every kind of record: the caller says which
    records and context it passes)."""
    return resolve(names, WEIGHTED)


def explain_order(
    upper: Mapping[str, TiebreakValue], lower: Mapping[str, TiebreakValue], chain: Sequence[str]
) -> str:
    """Why a row with tiebreak values ``upper`` ranks before ``lower``: the first criterion
    that differs, e.g. ``加权总分 12.6 > 11.8``, ``加权总分相同，赞助者优先``,
    ``加权总分相同，报名序号 12 < 40``; ``并列`` when all are equal."""
    _chain(chain)  # every name must be one the weighted ranking knows
    return reason_text(order_reason(upper, lower, chain))


def _dense_ranks(values: Sequence[TiebreakValue]) -> list[int]:
    """Sort keys of a column of hashable values: the dense rank of each value, lowest first, so
    that exact fractions are compared once per distinct value, not once per pair of players."""
    holders: dict[TiebreakValue, list[int]] = {}
    for i, value in enumerate(values):
        holders.setdefault(value, []).append(i)
    dense = [0] * len(values)
    for place, value in enumerate(sorted(holders)):
        for i in holders[value]:
            dense[i] = place
    return dense


def _per_player(
    columns: Sequence[Sequence[TiebreakValue]], count: int
) -> list[tuple[TiebreakValue, ...]]:
    """Columns (one per tiebreak) turned into one tuple per player."""
    return list(zip(*columns, strict=True)) if columns else [()] * count


Placing = tuple[int, int | None, str | None, RankReason | None]
"""(index of the player, rank, explanation, its reason) of one place of a ranking."""


def _placings(
    members: Iterable[int],
    seqs: Sequence[int],
    tiebreaks: Sequence[Tiebreak[Never, Never]],
    values: Sequence[Sequence[TiebreakValue]],
    keys: Sequence[Sequence[SortKey]],
) -> list[Placing]:
    """The ranking of players ``members`` (indices) by the chain, then seq, given each
    tiebreak's column of values and of sort keys (``keys[k][i]``, see ``Column``): rows equal
    on the whole chain share a rank, otherwise rank = position; the reason (and the explanation
    made of it) names the first criterion on which a row differs from the row above."""
    order = sorted(members, key=seqs.__getitem__)
    for tb, column in reversed(list(zip(tiebreaks, keys, strict=True))):  # last criterion first
        order.sort(key=column.__getitem__, reverse=tb.higher_first)  # (stable sorts)
    names, count = [tb.name for tb in tiebreaks], len(tiebreaks)
    placings: list[Placing] = []
    above = rank = 0
    for position, i in enumerate(order, start=1):
        reason: RankReason | None
        if position == 1:
            rank, explanation, reason = 1, None, None
        else:
            k = 0
            while k < count and keys[k][i] == keys[k][above]:
                k += 1
            if k == count:
                explanation, reason = TIED_TEXT, TIED
            else:
                reason = separated(names, k, values[k][above], values[k][i])
                rank, explanation = position, reason_text(reason)
        placings.append((i, rank, explanation, reason))
        above = i
    return placings


def rank_by_chain(
    players: Iterable[Player], chain: Sequence[str], context: Context
) -> list[RankedRow]:
    """Order ``players`` by the tiebreaks named in ``chain`` (each compared only when all before
    it are equal). Rows equal on the whole chain share a rank (listed by seq); otherwise
    rank = position. Tiebreak values must be hashable: each column is replaced by the dense
    rank of its value before sorting."""
    tiebreaks: list[Tiebreak[Player, Context]] = _chain(chain)
    field = list(players)
    values = [[tb.value(player, context) for player in field] for tb in tiebreaks]
    keys = [_dense_ranks(column) for column in values]
    seqs = [player.seq for player in field]
    by_player = _per_player(values, len(field))
    return [
        RankedRow(seqs[i], rank, dict(zip(chain, by_player[i], strict=True)), explanation, reason)
        for i, rank, explanation, reason in _placings(
            range(len(field)), seqs, tiebreaks, values, keys
        )
    ]


def _rank_field(
    field: _Field, chain: Sequence[str]
) -> tuple[list[Placing], list[Placing], list[tuple[TiebreakValue, ...]]]:
    """``rank_round`` over a field: the placings of the players not disqualified, those of the
    disqualified (ranked among themselves, rank None, ``取消资格``) and each player's tiebreak
    values. A tiebreak with a batch form in ``_COLUMNS`` is evaluated by it, any other player
    by player."""
    tiebreaks: list[Tiebreak[Competitor, RankContext]] = _chain(chain)
    context = RankContext(field.round_no, field.weights)
    values: list[Sequence[TiebreakValue]] = []
    keys: list[Sequence[SortKey]] = []
    for tb in tiebreaks:
        batch = _COLUMNS.get(tb.value)
        if batch is None:
            column = [tb.value(player, context) for player in field.players]
            values.append(column)
            keys.append(_dense_ranks(column))
        else:
            batch_values, batch_keys = batch(field)
            values.append(batch_values)
            keys.append(batch_keys)
    players = field.players
    seqs = [c.seq for c in players]
    eligible = [i for i, c in enumerate(players) if not c.disqualified]
    barred = [i for i, c in enumerate(players) if c.disqualified]
    disqualified: list[Placing] = [
        (i, None, DISQUALIFIED.label, None)
        for i, _, _, _ in _placings(barred, seqs, tiebreaks, values, keys)
    ]
    return (
        _placings(eligible, seqs, tiebreaks, values, keys),
        disqualified,
        _per_player(values, len(players)),
    )


def rank_round(
    competitors: Iterable[Competitor],
    round_no: int,
    weights: Sequence[Fraction],
    tiebreaks: Sequence[str],
) -> list[RankedRow]:
    """Ranking of round ``round_no`` among those who played it (``round_no in round_scores``),
    by the chain ``tiebreaks``. Disqualified players follow, unranked (rank None)."""
    field = _Field([c for c in competitors if round_no in c.round_scores], weights, round_no)
    placings, disqualified, values = _rank_field(field, tiebreaks)
    return [
        RankedRow(
            field.players[i].seq,
            rank,
            dict(zip(tiebreaks, values[i], strict=True)),
            explanation,
            reason,
        )
        for i, rank, explanation, reason in placings + disqualified
    ]


def cut(
    rows: Sequence[RankedRow], keep: int | None, barred: Collection[int] = frozenset()
) -> tuple[list[int], list[int]]:
    """Split a round ranking into (advancing, eliminated) seqs, both in ranking order:
    the first ``keep`` rows that are ranked (rank not None) and not ``barred`` (withdrawn)
    advance — exactly ``keep`` of them, by position, when there are that many; ``keep`` None
    means no cut, everyone eligible advances."""
    return _cut([(row.seq, row.rank) for row in rows], keep, barred)


def _cut(
    places: Iterable[tuple[int, int | None]], keep: int | None, barred: Collection[int]
) -> tuple[list[int], list[int]]:
    """``cut`` over (seq, rank) pairs in ranking order."""
    advancing: list[int] = []
    eliminated: list[int] = []
    for seq, rank in places:
        if rank is not None and seq not in barred and (keep is None or len(advancing) < keep):
            advancing.append(seq)
        else:
            eliminated.append(seq)
    return advancing, eliminated


# --------------------------------------------------------------------------- standings


@dataclass(frozen=True)
class StandingRow:
    """A row of the overall standings (INTERFACE.md ``/standings`` rows).

    ``round_scores`` has one entry per round 1..after_round (None: not played);
    ``last_round`` is the round whose ranking places this row; ``tiebreaks`` are that
    ranking's values; ``explanation`` says why this row follows the row above it, and
    ``reason`` (keyword only) is the value it is made of when a ranking by tiebreaks placed the
    row (None otherwise: the first row, a disqualified one, a knockout's or an arena's row)."""

    rank: int | None
    seq: int
    total: Fraction
    round_scores: list[Fraction | None]
    tiebreaks: dict[str, TiebreakValue]
    status: str
    last_round: int
    explanation: str | None
    _: KW_ONLY
    reason: RankReason | None = None


@dataclass(frozen=True)
class Standings:
    """The standings after round ``after_round``: the rows in overall order and the seqs that
    advance to the next round, in ranking order (the input of ``snake_seating``)."""

    after_round: int
    rows: list[StandingRow]
    advancing: list[int]


def standings(
    competitors: Sequence[Competitor],
    weights: Sequence[Fraction],
    cuts: Mapping[int, int],
    first_round_tiebreaks: Sequence[str] = FIRST_ROUND_TIEBREAKS,
    tiebreaks: Sequence[str] = TIEBREAKS_FROM_ROUND_2,
    *,
    after_round: int | None = None,
    substitutes: bool = False,
) -> Standings:
    """Order everyone who played at least one of rounds 1..after_round (default: the last
    round anyone played).

    Each player is placed by the ranking of the last round he played (``first_round_tiebreaks``
    for round 1, ``tiebreaks`` after): those of round ``after_round`` first, in its order,
    then those who left after earlier rounds, later rounds first, each group in its own
    round's order (a round's order restricted to a group is the group ranked alone); the
    disqualified last, unranked. After round 6 of seed 000 this is the final ranking: 1–16
    by the R6 weighted total, 17–32 the R4 cut in R4 order, 33–64 R3, 65–128 R2, the rest R1.
    ``rank`` counts positions among ranked rows (rows equal on the whole chain share it).

    Status: ``disqualified`` / ``withdrawn`` from the competitor's flags; ``active`` for the
    players of round ``after_round`` who pass ``cuts[after_round]`` (all of them when there is
    no cut); when the format has ``substitutes`` (§六 注), ``substitute`` for the players cut
    after round ``after_round`` (the standby for the next round, in ``substitute_order``);
    otherwise ``eliminated``.
    """
    latest = [max(c.round_scores, default=0) for c in competitors]
    if after_round is None:
        after_round = max(latest, default=0)
    groups: dict[int, list[Competitor]] = {}
    for c, last in zip(competitors, latest, strict=True):
        if last > after_round:
            last = max((r for r in c.round_scores if r <= after_round), default=0)
        if last:
            groups.setdefault(last, []).append(c)

    def chain_of(r: int) -> Sequence[str]:
        return first_round_tiebreaks if r == 1 else tiebreaks

    for r in range(1, min(after_round, 2) + 1):
        _chain(chain_of(r))  # an unknown name is an error even with nobody to rank
    if groups:
        _check_weights(weights, after_round)

    # (round left, its field, placings, tiebreak values): the groups' ranked rows, then their
    # disqualified
    ranked: list[tuple[int, _Field, list[Placing], list[tuple[TiebreakValue, ...]]]] = []
    unranked: list[tuple[int, _Field, list[Placing], list[tuple[TiebreakValue, ...]]]] = []
    advancing: list[int] = []
    for r in sorted(groups, reverse=True):
        field = _Field(groups[r], weights, r)
        placings, disqualified, values = _rank_field(field, chain_of(r))
        if r == after_round:
            barred = {c.seq for c in competitors if c.withdrawn}
            advancing, _ = _cut(
                [(field.players[i].seq, rank) for i, rank, _, _ in placings], cuts.get(r), barred
            )
        ranked.append((r, field, placings, values))
        unranked.append((r, field, disqualified, values))

    advancing_set = set(advancing)
    rounds = range(1, after_round + 1)
    rows: list[StandingRow] = []
    for r, field, placings, values in ranked + unranked:
        players, totals, names = field.players, field.weighted[1], chain_of(r)
        cut_status = SUBSTITUTE if substitutes and r == after_round else ELIMINATED
        group_start = len(rows)
        for i, group_rank, explanation, reason in placings:
            c = players[i]
            rank: int | None
            if group_rank is None:
                rank = None
            elif explanation is None and rows:  # the first of a group that left after round r
                rank, explanation = group_start + 1, f"止步第{r}轮"
            else:
                rank = group_start + group_rank
            if c.disqualified:
                status = DISQUALIFIED
            elif c.withdrawn:
                status = WITHDRAWN
            else:
                status = ACTIVE if c.seq in advancing_set else cut_status
            round_scores = list(map(c.round_scores.get, rounds))
            tiebreak_values = dict(zip(names, values[i], strict=True))
            rows.append(
                StandingRow(
                    rank,
                    c.seq,
                    totals[i],
                    round_scores,
                    tiebreak_values,
                    status,
                    r,
                    explanation,
                    reason=reason,
                )
            )
    return Standings(after_round, rows, advancing)


def substitute_order(rows: Sequence[StandingRow]) -> list[int]:
    """Substitutes (替补, §六 注 每轮比完在淘汰的选手中选取总分高的做替补), in the order they
    are called: those cut after the last round, by that round's ranking (highest weighted
    total first), then — should the organisers need more — those who left earlier, later
    rounds first. Withdrawn and disqualified players are never substitutes."""
    return [row.seq for row in rows if row.status in (ELIMINATED, SUBSTITUTE)]
