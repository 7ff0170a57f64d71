"""Swiss tiebreaks (小分), named like TieBreakServer's specifiers and ordered by the regulation.

A rank order is a list of names resolved in ``SWISS_TIEBREAKS``, e.g. seed 002 (Go):
``["points", "opponents_score", "progressive", "opponents_score_cut", "warnings", "lots"]``,
seed 003 (Jieqi): ``["points", "opponents_score", "progressive", "fouls", "previous_ranking"]``.
Each is a pure function ``value(record, context)`` over a ``SwissRecord`` and a
``SwissContext`` with its formula in the docstring; values are exact (int / Fraction, or tuples
of them compared element by element). ``rank`` orders a field by a chain;
``separating_tiebreak`` says which criterion put one player above another and with which values,
so that the chat can say "对手分 31 > 29".

Notation: a player's rounds r = 1..R; P(x) the final points of x (start points + every round's
points); T_r the running total after round r; c_r the round's contribution to 对手分.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from engine.standings import Tiebreak, decimal_text
from engine.swiss.record import BYE, FORFEIT_LOSS, FORFEIT_WIN, PLAYED, WIN, SwissRecord

ZERO, LOWEST_SCORER, OWN, ACTUAL = "zero", "lowest_scorer", "own", "actual"
"""How an unplayed round (or a withdrawn opponent) counts in 对手分: 0; the lowest final score
among the players who scored (P > 0); the player's own final score; the opponent's real P."""


@dataclass(frozen=True)
class OpponentsScoreRule:
    """The regulation's 对手分 parameters: how a ``bye``, a ``forfeit`` (either side: the game
    was not played) and an opponent who later ``withdrew`` or was disqualified count."""

    bye: str = ZERO
    forfeit: str = ZERO
    withdrawn: str = ACTUAL

    def __post_init__(self) -> None:
        for name, allowed in (
            ("bye", (ZERO, LOWEST_SCORER, OWN)),
            ("forfeit", (ZERO, LOWEST_SCORER, OWN, ACTUAL)),
            ("withdrawn", (ZERO, LOWEST_SCORER, OWN, ACTUAL)),
        ):
            if getattr(self, name) not in allowed:
                raise ValueError(f"对手分规则 {name} 只能是 {'/'.join(allowed)}")


GO_002 = OpponentsScoreRule(bye=ZERO, forfeit=ZERO, withdrawn=ACTUAL)
"""Seed 002: the final points of the opponents actually played; a bye (and a game not played)
contributes 0 — the convention of the Chinese pairing software the regulation names."""
XIANGQI_003 = OpponentsScoreRule(bye=LOWEST_SCORER, forfeit=LOWEST_SCORER, withdrawn=ACTUAL)
"""Seed 003 (Xiangqi rules): a bye counts as the lowest score among players who scored."""
FIDE = OpponentsScoreRule(bye=OWN, forfeit=OWN, withdrawn=ACTUAL)
"""FIDE's rule, simplified: an unplayed round counts the player's own score."""


def draw_lots(seed: int, seqs: Iterable[int]) -> dict[int, int]:
    """Lots (抽签) drawn by ``random.Random(seed)``: seq -> lot number 1..n (lower ranks first).
    The same seed and field always give the same lots, so the draw can be re-checked."""
    order = sorted(seqs)
    random.Random(seed).shuffle(order)
    return {seq: lot for lot, seq in enumerate(order, start=1)}


@dataclass(frozen=True)
class SwissContext:
    """What the tiebreaks read besides the player: every record by seq (opponents included),
    the 对手分 rule and the lots (``draw_lots``)."""

    records: Mapping[int, SwissRecord]
    opponents_rule: OpponentsScoreRule = GO_002
    lots: Mapping[int, int] = field(default_factory=dict)

    @classmethod
    def of(cls, records: Iterable[SwissRecord], **options: Any) -> SwissContext:
        """A context over ``records``."""
        return cls({r.seq: r for r in records}, **options)

    @cached_property
    def points(self) -> dict[int, Fraction]:
        """P(x) of every player."""
        return {seq: r.points for seq, r in self.records.items()}

    @cached_property
    def lowest_scorer(self) -> Fraction:
        """The lowest final score among the players who scored (P > 0); 0 if nobody did."""
        return min((p for p in self.points.values() if p > 0), default=Fraction(0))

    def _counted(self, how: str, record: SwissRecord, opponent: int | None) -> Fraction:
        if how == ZERO:
            return Fraction(0)
        if how == LOWEST_SCORER:
            return self.lowest_scorer
        if how == OWN:
            return self.points[record.seq]
        return self.points[opponent] if opponent is not None else Fraction(0)

    def contributions(self, record: SwissRecord) -> list[Fraction]:
        """c_r for r = 1..R: a game played: P(opponent), or per ``withdrawn`` when the opponent
        withdrew or was disqualified; a forfeit (won or lost): per ``forfeit``; a bye: per
        ``bye``; a round absent (before a late entry, after a withdrawal): 0."""
        rule, values = self.opponents_rule, []
        for r in record.rounds:
            if r.outcome in PLAYED:
                opponent = self.records[r.opponent]
                if opponent.withdrawn or opponent.disqualified:
                    values.append(self._counted(rule.withdrawn, record, r.opponent))
                else:
                    values.append(self.points[r.opponent])
            elif r.outcome in (FORFEIT_WIN, FORFEIT_LOSS):
                values.append(self._counted(rule.forfeit, record, r.opponent))
            elif r.outcome == BYE:
                values.append(self._counted(rule.bye, record, None))
            else:
                values.append(Fraction(0))
        return values


def _number(value: Fraction) -> Fraction | int:
    """An integral fraction as the equal int (prints as "31", not "31/1")."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else value


def _running_totals(record: SwissRecord) -> list[Fraction]:
    """T_r for r = 1..R; a late entry's start points count from round 1."""
    totals, total = [], Fraction(record.start_points)
    for r in record.rounds:
        total += Fraction(r.points)
        totals.append(total)
    return totals


# --------------------------------------------------------------------------- the tiebreaks

SWISS_TIEBREAKS: dict[str, Tiebreak] = {}
"""Registry of Swiss tiebreak names -> Tiebreak (engine.standings' shape)."""


def swiss_tiebreak(name: str, label: str, *, higher_first: bool = True):
    """Decorator registering ``fn(record, context)`` under ``name`` with a Chinese ``label``."""

    def decorator(fn):
        if name in SWISS_TIEBREAKS:
            raise ValueError(f"tiebreak {name!r} registered twice")
        SWISS_TIEBREAKS[name] = Tiebreak(name, label, fn, higher_first)
        return fn

    return decorator


@swiss_tiebreak("points", "积分")
def points(record: SwissRecord, context: SwissContext) -> Fraction | int:
    """积分 P = start points + Σ_r points of round r (byes and forfeits included), higher first."""
    return _number(context.points[record.seq])


@swiss_tiebreak("opponents_score", "对手分")
def opponents_score(record: SwissRecord, context: SwissContext) -> Fraction | int:
    """对手分 = Σ_r c_r (``SwissContext.contributions``: the final points of each opponent,
    unplayed rounds per the regulation's rule), higher first."""
    return _number(sum(context.contributions(record), Fraction(0)))


@swiss_tiebreak("progressive", "累进分")
def progressive(record: SwissRecord, context: SwissContext) -> Fraction | int:
    """累进分 = Σ_{r=1..R} T_r (the running totals after each round), higher first."""
    return _number(sum(_running_totals(record), Fraction(0)))


@swiss_tiebreak("opponents_score_cut", "对手分逐轮递减")
def opponents_score_cut(record: SwissRecord, context: SwissContext) -> tuple[Fraction | int, ...]:
    """逐轮递减, the seed 002 default reading: (v_1, …, v_{R−1}) with
    v_k = 对手分 − (c_R + c_{R−1} + … + c_{R−k+1}) — the opponents of the last k rounds removed —
    compared for k = 1, 2, … in turn, higher first."""
    values = context.contributions(record)
    total = sum(values, Fraction(0))
    cut = []
    for value in reversed(values[1:]):
        total -= value
        cut.append(_number(total))
    return tuple(cut)


@swiss_tiebreak("progressive_cut", "累进分逐轮递减")
def progressive_cut(record: SwissRecord, context: SwissContext) -> tuple[Fraction | int, ...]:
    """逐轮递减, the other reading: (v_1, …, v_{R−1}) with v_k = Σ_{r=k+1..R} T_r — the progressive
    score with the first k rounds removed — compared for k = 1, 2, … in turn, higher first."""
    totals = _running_totals(record)
    return tuple(_number(sum(totals[k:], Fraction(0))) for k in range(1, len(totals)))


@swiss_tiebreak("wins", "胜局数")
def wins(record: SwissRecord, context: SwissContext) -> int:
    """Number of games won, over the board or by the opponent's forfeit (not byes), higher first."""
    return sum(1 for r in record.rounds if r.outcome in (WIN, FORFEIT_WIN))


@swiss_tiebreak("warnings", "警告次数", higher_first=False)
def warnings(record: SwissRecord, context: SwissContext) -> int:
    """Number of warnings received, fewer first."""
    return record.warnings


@swiss_tiebreak("fouls", "犯规次数", higher_first=False)
def fouls(record: SwissRecord, context: SwissContext) -> int:
    """Number of fouls (犯规) recorded, fewer first."""
    return record.fouls


@swiss_tiebreak("previous_ranking", "前轮名次", higher_first=False)
def previous_ranking(record: SwissRecord, context: SwissContext) -> tuple[int, ...]:
    """(rank after round R−1, rank after R−2, …, after round 1), lower first, compared round by
    round going back (seed 003); a round without a rank (late entry) counts as last
    (number of players + 1)."""
    last = len(context.records) + 1
    rounds = max(len(record.rounds) - 1, len(record.previous_ranks))
    ranks = tuple(record.previous_ranks) + (last,) * (rounds - len(record.previous_ranks))
    return ranks


@swiss_tiebreak("lots", "抽签", higher_first=False)
def lots(record: SwissRecord, context: SwissContext) -> int:
    """The lot number drawn for the player (``draw_lots`` with the recorded seed), lower first."""
    if record.seq not in context.lots:
        raise ValueError(f"{record.seq}号没有抽签号：先用 draw_lots 抽签")
    return context.lots[record.seq]


# --------------------------------------------------------------------------- ranking


def _chain(names: Sequence[str]) -> list[Tiebreak]:
    unknown = [name for name in names if name not in SWISS_TIEBREAKS]
    if unknown:
        raise ValueError(
            f"未知的排名依据：{'、'.join(unknown)}；可用：{'、'.join(SWISS_TIEBREAKS)}"
        )
    return [SWISS_TIEBREAKS[name] for name in names]


def _sort_key(value: Any, higher_first: bool) -> Any:
    if not higher_first:
        return value
    return tuple(-v for v in value) if isinstance(value, tuple) else -value


Separation = tuple[str, Any, Any]
"""(name of the first tiebreak that differs, upper player's value, lower player's value)."""


@dataclass(frozen=True)
class SwissRankedRow:
    """One place: ``rank`` (equal on the whole chain: equal rank), each tiebreak's value, and
    what separates this row from the row above (None for the first row and for a tie)."""

    seq: int
    rank: int
    values: dict[str, Any]
    separation: Separation | None


def separation(
    upper: Mapping[str, Any], lower: Mapping[str, Any], chain: Sequence[str]
) -> Separation | None:
    """The first tiebreak of ``chain`` whose values differ, with both values, e.g.
    ``("opponents_score", 31, 29)``; None when they are equal on the whole chain."""
    for name in chain:
        if upper[name] != lower[name]:
            return name, upper[name], lower[name]
    return None


def separating_tiebreak(
    upper: SwissRecord, lower: SwissRecord, chain: Sequence[str], context: SwissContext
) -> Separation | None:
    """Which tiebreak of ``chain`` separates two players and the two values, e.g.
    ``("opponents_score", 31, 29)`` (``"points"`` when their points differ); None when equal."""
    tiebreaks = _chain(chain)
    values = [{tb.name: tb.value(r, context) for tb in tiebreaks} for r in (upper, lower)]
    return separation(values[0], values[1], chain)


def separation_text(found: Separation) -> str:
    """The Chinese reason of a separation: ``对手分 31 > 29``, ``警告次数 0 < 1``,
    ``对手分逐轮递减（去掉最后2轮）27 > 25``, ``前轮名次（第3轮后）2 < 5``."""
    name, upper, lower = found
    tb = SWISS_TIEBREAKS[name]
    detail = ""
    if isinstance(upper, tuple):
        k = next(i for i, (a, b) in enumerate(zip(upper, lower)) if a != b)
        detail = {
            "opponents_score_cut": f"（去掉最后{k + 1}轮）",
            "progressive_cut": f"（去掉前{k + 1}轮）",
            "previous_ranking": f"（倒数第{k + 1}个前轮）",
        }.get(name, f"（第{k + 1}项）")
        upper, lower = upper[k], lower[k]
    sign = ">" if tb.higher_first else "<"
    return f"{tb.label}{detail or ' '}{decimal_text(upper)} {sign} {decimal_text(lower)}"


def rank(
    records: Iterable[SwissRecord], chain: Sequence[str], context: SwissContext
) -> list[SwissRankedRow]:
    """Order ``records`` by ``chain`` (each tiebreak compared only when all before it are equal;
    rows equal on the whole chain share a rank and are listed by seq)."""
    tiebreaks = _chain(chain)
    rows = []
    for record in records:
        values = {tb.name: tb.value(record, context) for tb in tiebreaks}
        key = tuple(_sort_key(values[tb.name], tb.higher_first) for tb in tiebreaks)
        rows.append((key, record.seq, values))
    rows.sort(key=lambda row: (row[0], row[1]))
    ranked: list[SwissRankedRow] = []
    for position, (key, seq, values) in enumerate(rows, start=1):
        if not ranked:
            ranked.append(SwissRankedRow(seq, 1, values, None))
            continue
        found = separation(ranked[-1].values, values, chain)
        ranked.append(SwissRankedRow(seq, position if found else ranked[-1].rank, values, found))
    return ranked
