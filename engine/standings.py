"""Weighted-elimination standings (seed 000 §六): round rankings, cuts, substitutes, final order.

Tiebreaks are named, like TieBreakServer's specifiers: a rank order is a list of names
resolved in ``TIEBREAKS``. Each is a small pure function ``value(player, context)`` with its
formula in the docstring; a format with other data (opponents, games, …) registers its own
names with ``@register_tiebreak`` and passes its own player and context objects — the
ranking itself (``rank_by_chain``) only needs ``player.seq``.

Status rules chosen here (the regulation is silent):
- ``disqualified``: never ranked (rank None), never advances, placed after everyone;
- ``withdrawn``: keeps the place its scores earn in every round it played, but never takes
  a place in a cut (the next eligible player advances instead, which is what a substitute
  taking the seat would give).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

ACTIVE, ELIMINATED, SUBSTITUTE, WITHDRAWN, DISQUALIFIED = (
    "active", "eliminated", "substitute", "withdrawn", "disqualified",
)

FIRST_ROUND_TIEBREAKS = ("round_score", "signup_order")
"""Seed 000 §六.1: round 1 by its score, then sign-up order."""
TIEBREAKS_FROM_ROUND_2 = ("weighted_total", "sponsor", "current_round", "earlier_rounds", "signup_order")
"""Seed 000 §六.2–3: weighted total, sponsors first, current round, earlier rounds back, sign-up order."""


# --------------------------------------------------------------------------- plain data

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


@dataclass(frozen=True)
class Tiebreak:
    """A named ranking criterion. ``value(player, context)`` returns a number or a tuple of
    numbers; ``higher_first`` says which end ranks first; ``describe(upper, lower)`` words
    why the upper value wins (default: ``<label> <upper> > <lower>``)."""

    name: str
    label: str
    value: Callable[[Any, Any], Any]
    higher_first: bool = True
    describe: Callable[[Any, Any], str] | None = None

    def why(self, upper: Any, lower: Any) -> str:
        """Chinese reason why ``upper`` ranks before ``lower`` on this criterion alone."""
        if self.describe is not None:
            return self.describe(upper, lower)
        sign = ">" if self.higher_first else "<"
        return f"{self.label} {decimal_text(upper)} {sign} {decimal_text(lower)}"


TIEBREAKS: dict[str, Tiebreak] = {}
"""Registry of tiebreak names -> Tiebreak; a rank order is a list of these names."""


def register_tiebreak(
    name: str, label: str, *, higher_first: bool = True, describe: Callable[[Any, Any], str] | None = None
) -> Callable[[Callable[[Any, Any], Any]], Callable[[Any, Any], Any]]:
    """Decorator registering ``fn(player, context)`` under ``name`` with a Chinese ``label``."""

    def decorator(fn: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
        if name in TIEBREAKS:
            raise ValueError(f"tiebreak {name!r} registered twice")
        TIEBREAKS[name] = Tiebreak(name, label, fn, higher_first, describe)
        return fn

    return decorator


def decimal_text(value: Any) -> str:
    """Exact text of a number: ``Fraction(63, 5)`` -> ``"12.6"``; a fraction whose decimal
    does not terminate stays ``"p/q"``; other values use ``str``."""
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        return str(value)
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    rest, places = value.denominator, 0
    for prime in (2, 5):
        count = 0
        while rest % prime == 0:
            rest //= prime
            count += 1
        places = max(places, count)
    if rest != 1:
        return f"{value.numerator}/{value.denominator}"
    digits = str(abs(value.numerator) * 10**places // value.denominator).rjust(places + 1, "0")
    sign = "-" if value < 0 else ""
    return f"{sign}{digits[:-places]}.{digits[-places:]}"


# --------------------------------------------------------------------------- seed 000 tiebreaks

def weighted_total(round_scores: Mapping[int, Fraction], weights: Sequence[Fraction], upto: int) -> Fraction:
    """Weighted total after round ``upto``: Σ_{r ≤ upto, r played} weights[r-1] × round_scores[r],
    exactly (seed 000 §六.2: 0.2·R1 + 0.4·R2 + 0.6·R3 + 0.8·R4 + 1.0·R5 + 1.0·R6)."""
    if upto > len(weights):
        raise ValueError(f"第{upto}轮没有权值：只设了 {len(weights)} 轮的权值")
    numerator, denominator = 0, 1  # integers over a common denominator: exact and fast
    for r, score in round_scores.items():
        if r <= upto:
            weight_n, weight_d = weights[r - 1].as_integer_ratio()
            score_n, score_d = score.as_integer_ratio()
            numerator = numerator * weight_d * score_d + weight_n * score_n * denominator
            denominator *= weight_d * score_d
    return Fraction(numerator, denominator)


def _number(value: Fraction | int) -> Fraction | int:
    """An integral fraction as the equal int (cheaper to hash and compare), others unchanged."""
    return value.numerator if value.denominator == 1 else value


@register_tiebreak("round_score", "本轮成绩")
def round_score(player: Competitor, context: RankContext) -> Fraction | int:
    """Score of the round being ranked: round_scores[n], higher first (§六.1)."""
    return _number(player.round_scores.get(context.round_no, 0))


register_tiebreak("current_round", "当轮成绩")(round_score)  # §六.2 对比当轮成绩: same formula


@register_tiebreak("weighted_total", "加权总分")
def weighted_total_tiebreak(player: Competitor, context: RankContext) -> Fraction:
    """Σ_{r ≤ n} w_r × round_scores[r], higher first (§六.2)."""
    return weighted_total(player.round_scores, context.weights, context.round_no)


@register_tiebreak("sponsor", "赞助者", describe=lambda upper, lower: "赞助者优先")
def sponsor(player: Competitor, context: RankContext) -> int:
    """1 for a sponsor or named sponsor, else 0; sponsors first on equal totals (§六.3)."""
    return 1 if player.sponsor else 0


def _earlier_round_why(upper: tuple[Fraction, ...], lower: tuple[Fraction, ...]) -> str:
    for i, (a, b) in enumerate(zip(upper, lower)):
        if a != b:
            return f"第{len(upper) - i}轮成绩 {decimal_text(a)} > {decimal_text(b)}"
    return "此前各轮成绩相同"


@register_tiebreak("earlier_rounds", "此前各轮成绩", describe=_earlier_round_why)
def earlier_rounds(player: Competitor, context: RankContext) -> tuple[Fraction | int, ...]:
    """(round_scores[n-1], round_scores[n-2], …, round_scores[1]) compared in that order,
    higher first (§六.2 依次对比上一轮成绩); a round not played counts 0."""
    scores = player.round_scores
    return tuple(_number(scores.get(r, 0)) for r in range(context.round_no - 1, 0, -1))


@register_tiebreak("signup_order", "报名序号", higher_first=False)
def signup_order(player: Any, context: Any) -> int:
    """The sign-up number (报名序号), lower first (§六.1–2)."""
    return player.seq


# --------------------------------------------------------------------------- ranking

@dataclass(frozen=True)
class RankedRow:
    """One place of a ranking: ``rank`` (None when not ranked: disqualified), the value of
    every tiebreak of the chain, and why this row comes after the row above it."""

    seq: int
    rank: int | None
    values: dict[str, Any]
    explanation: str | None


def _chain(names: Sequence[str]) -> list[Tiebreak]:
    unknown = [name for name in names if name not in TIEBREAKS]
    if unknown:
        raise ValueError(f"未知的排名依据：{'、'.join(unknown)}；可用：{'、'.join(TIEBREAKS)}")
    return [TIEBREAKS[name] for name in names]


def explain_order(upper: Mapping[str, Any], lower: Mapping[str, Any], chain: Sequence[str]) -> str:
    """Why a row with tiebreak values ``upper`` ranks before ``lower``: the first criterion
    that differs, e.g. ``加权总分 12.6 > 11.8``, ``加权总分相同，赞助者优先``,
    ``加权总分相同，报名序号 12 < 40``; ``并列`` when all are equal."""
    tiebreaks = _chain(chain)
    for i, tb in enumerate(tiebreaks):
        if upper[tb.name] != lower[tb.name]:
            return _reason(tiebreaks, i, upper, lower)
    return "并列"


def _reason(tiebreaks: Sequence[Tiebreak], i: int, upper: Mapping[str, Any], lower: Mapping[str, Any]) -> str:
    tb = tiebreaks[i]
    reason = tb.why(upper[tb.name], lower[tb.name])
    return reason if i == 0 else f"{tiebreaks[0].label}相同，{reason}"


def rank_by_chain(players: Iterable[Any], chain: Sequence[str], context: Any) -> list[RankedRow]:
    """Order ``players`` by the tiebreaks named in ``chain`` (each compared only when all before
    it are equal). Rows equal on the whole chain share a rank (listed by seq); otherwise
    rank = position. Tiebreak values must be hashable: each column is replaced by the dense
    rank of its value before sorting, so that exact fractions are compared once per distinct
    value, not once per pair of players."""
    tiebreaks = _chain(chain)
    players = list(players)
    columns, dense_columns = [], []
    for tb in tiebreaks:
        column = [tb.value(player, context) for player in players]
        holders: dict[Any, list[int]] = {}
        for i, value in enumerate(column):
            holders.setdefault(value, []).append(i)
        dense = [0] * len(players)
        for place, value in enumerate(sorted(holders, reverse=tb.higher_first)):
            for i in holders[value]:
                dense[i] = place
        columns.append(column)
        dense_columns.append(dense)
    keys = [tuple(dense[i] for dense in dense_columns) for i in range(len(players))]
    rows: list[RankedRow] = []
    previous = -1
    for position, i in enumerate(sorted(range(len(players)), key=lambda i: (keys[i], players[i].seq)), start=1):
        values = {name: column[i] for name, column in zip(chain, columns)}
        if previous < 0:
            rank, explanation = 1, None
        else:
            differ = next((k for k, (a, b) in enumerate(zip(keys[previous], keys[i])) if a != b), None)
            if differ is None:
                rank, explanation = rows[-1].rank, "并列"
            else:
                rank, explanation = position, _reason(tiebreaks, differ, rows[-1].values, values)
        rows.append(RankedRow(players[i].seq, rank, values, explanation))
        previous = i
    return rows


def rank_round(
    competitors: Iterable[Competitor],
    round_no: int,
    weights: Sequence[Fraction],
    tiebreaks: Sequence[str],
) -> list[RankedRow]:
    """Ranking of round ``round_no`` among those who played it (``round_no in round_scores``),
    by the chain ``tiebreaks``. Disqualified players follow, unranked (rank None)."""
    context = RankContext(round_no, weights)
    played = [c for c in competitors if round_no in c.round_scores]
    ranked = rank_by_chain([c for c in played if not c.disqualified], tiebreaks, context)
    unranked = rank_by_chain([c for c in played if c.disqualified], tiebreaks, context)
    return ranked + [RankedRow(row.seq, None, row.values, "取消资格") for row in unranked]


def cut(
    rows: Sequence[RankedRow], keep: int | None, barred: Collection[int] = frozenset()
) -> tuple[list[int], list[int]]:
    """Split a round ranking into (advancing, eliminated) seqs, both in ranking order:
    the first ``keep`` rows that are ranked (rank not None) and not ``barred`` (withdrawn)
    advance — exactly ``keep`` of them, by position, when there are that many; ``keep`` None
    means no cut, everyone eligible advances."""
    advancing, eliminated = [], []
    for row in rows:
        eligible = row.rank is not None and row.seq not in barred
        if eligible and (keep is None or len(advancing) < keep):
            advancing.append(row.seq)
        else:
            eliminated.append(row.seq)
    return advancing, eliminated


# --------------------------------------------------------------------------- standings

@dataclass(frozen=True)
class StandingRow:
    """A row of the overall standings (INTERFACE.md ``/standings`` rows).

    ``round_scores`` has one entry per round 1..after_round (None: not played);
    ``last_round`` is the round whose ranking places this row; ``tiebreaks`` are that
    ranking's values; ``explanation`` says why this row follows the row above it."""

    rank: int | None
    seq: int
    total: Fraction
    round_scores: list[Fraction | None]
    tiebreaks: dict[str, Any]
    status: str
    last_round: int
    explanation: str | None


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
    if after_round is None:
        after_round = max((r for c in competitors for r in c.round_scores), default=0)
    groups: dict[int, list[Competitor]] = {}
    for c in competitors:
        played = [r for r in c.round_scores if r <= after_round]
        if played:
            groups.setdefault(max(played), []).append(c)
    by_seq = {c.seq: c for c in competitors}

    ranked: list[tuple[int, RankedRow]] = []
    disqualified: list[tuple[int, RankedRow]] = []
    advancing: list[int] = []
    for r in range(after_round, 0, -1):
        group = rank_round(groups.get(r, ()), r, weights, first_round_tiebreaks if r == 1 else tiebreaks)
        if r == after_round:
            advancing, _ = cut(group, cuts.get(r), {c.seq for c in competitors if c.withdrawn})
        for row in group:
            (disqualified if row.rank is None else ranked).append((r, row))

    advancing_set = set(advancing)
    rows: list[StandingRow] = []
    group_start = 0
    for position, (r, row) in enumerate(ranked + disqualified, start=1):
        c = by_seq[row.seq]
        if not rows or rows[-1].last_round != r:
            group_start = position - 1
        if row.rank is None:
            rank, explanation = None, row.explanation
        elif rows and row.explanation is None:
            rank, explanation = position, f"止步第{r}轮"
        else:
            rank, explanation = group_start + row.rank, row.explanation
        if c.disqualified:
            status = DISQUALIFIED
        elif c.withdrawn:
            status = WITHDRAWN
        elif row.seq in advancing_set:
            status = ACTIVE
        elif substitutes and r == after_round:
            status = SUBSTITUTE
        else:
            status = ELIMINATED
        rows.append(
            StandingRow(
                rank=rank,
                seq=row.seq,
                total=weighted_total(c.round_scores, weights, after_round),
                round_scores=[c.round_scores.get(n) for n in range(1, after_round + 1)],
                tiebreaks=row.values,
                status=status,
                last_round=r,
                explanation=explanation,
            )
        )
    return Standings(after_round, rows, advancing)


def substitute_order(rows: Sequence[StandingRow]) -> list[int]:
    """Substitutes (替补, §六 注 每轮比完在淘汰的选手中选取总分高的做替补), in the order they
    are called: those cut after the last round, by that round's ranking (highest weighted
    total first), then — should the organisers need more — those who left earlier, later
    rounds first. Withdrawn and disqualified players are never substitutes."""
    return [row.seq for row in rows if row.status in (ELIMINATED, SUBSTITUTE)]
