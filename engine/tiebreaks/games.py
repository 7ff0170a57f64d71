"""The tiebreaks of two-player games (小分), over a ``SwissRecord``: the round robin's, the
Swiss' and 003's group stage's, named like TieBreakServer's specifiers.

E.g. seed 002 (Go): ``["points", "opponents_score", "progressive", "opponents_score_cut",
"warnings", "lots"]``; seed 003 (Jieqi): ``["points", "opponents_score", "progressive", "fouls",
"previous_ranking"]``; the round robin: ``["points", "sonneborn_berger", "direct_encounter",
"wins", "lots"]``. Each is a pure function ``value(record, context)`` over a ``SwissRecord`` and a
``SwissContext``; values are exact (int / Fraction, or tuples of them compared element by
element). engine/tiebreaks/order.py ranks by them.

Notation: a player's rounds r = 1..R; P(x) the final points of x (start points + every round's
points, adjustments included); T_r the running total after round r; c_r the round's
contribution to 对手分; g_r the points of round r's game alone (without adjustments); W the
points of a win.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from engine.numbers import decimal_text
from engine.swiss.pairing import SECOND
from engine.swiss.record import BYE, FORFEIT_LOSS, FORFEIT_WIN, PLAYED, WIN, SwissRecord

from .registry import GAMES, TiebreakValue, register_tiebreak

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
    """Lots (抽签) drawn by ``random.Random(seed)``: seq -> lot number 1..n (lower ranks first),
    a shuffle of the field in sign-up order. The same seed and field always give the same lots,
    so the draw can be re-checked."""
    order = sorted(seqs)
    random.Random(seed).shuffle(order)
    return {seq: lot for lot, seq in enumerate(order, start=1)}


@dataclass(frozen=True)
class SwissContext:
    """What the tiebreaks read besides the player: every record by seq (opponents included),
    the 对手分 rule, the lots (``draw_lots``), the points of a win ``win_points`` (W, for
    索伯分), while an ``among_tied`` tiebreak is computed, ``tied``: seq -> the seqs level
    with that player on every criterion before it (the ranking fills it in), and ``ratings``:
    seq -> the sign-up's 等级分 (players without one left out)."""

    records: Mapping[int, SwissRecord]
    opponents_rule: OpponentsScoreRule = GO_002
    lots: Mapping[int, int] = field(default_factory=dict)
    win_points: Fraction = Fraction(1)
    tied: Mapping[int, frozenset[int]] = field(default_factory=dict)
    ratings: Mapping[int, int] = field(default_factory=dict)

    @classmethod
    def of(
        cls,
        records: Iterable[SwissRecord],
        *,
        opponents_rule: OpponentsScoreRule = GO_002,
        lots: Mapping[int, int] | None = None,
        win_points: Fraction = Fraction(1),
        ratings: Mapping[int, int] | None = None,
    ) -> SwissContext:
        """A context over ``records`` (the other fields as in the class)."""
        return cls(
            {r.seq: r for r in records},
            opponents_rule,
            lots if lots is not None else {},
            win_points,
            ratings=ratings if ratings is not None else {},
        )

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
            if r.outcome in PLAYED and r.opponent is not None:  # a game has an opponent
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


@register_tiebreak("points", "积分", over=GAMES)
def points(record: SwissRecord, context: SwissContext) -> Fraction | int:
    """积分 P = start points + Σ_r points of round r (byes, forfeits and adjustments included),
    higher first."""
    return _number(context.points[record.seq])


@register_tiebreak("opponents_score", "对手分", over=GAMES)
def opponents_score(record: SwissRecord, context: SwissContext) -> Fraction | int:
    """对手分 = Σ_r c_r (``SwissContext.contributions``: the final points of each opponent,
    unplayed rounds per the regulation's rule), higher first."""
    return _number(sum(context.contributions(record), Fraction(0)))


@register_tiebreak("progressive", "累进分", over=GAMES)
def progressive(record: SwissRecord, context: SwissContext) -> Fraction | int:
    """累进分 = Σ_{r=1..R} T_r (the running totals after each round), higher first."""
    return _number(sum(_running_totals(record), Fraction(0)))


@register_tiebreak(
    "opponents_score_cut",
    "对手分逐轮递减",
    over=GAMES,
    part=lambda k: f"（去掉最后{k}轮）",
    reading="对手分依次减去最后 1、2、… 轮对手的积分，逐个比较，大者列前",
)
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


@register_tiebreak(
    "opponents_score_less_lowest",
    "对手分去掉最低分",
    over=GAMES,
    reading="对手分减去得分最低的一轮对手的积分（Buchholz Cut 1），大者列前",
)
def opponents_score_less_lowest(record: SwissRecord, context: SwissContext) -> Fraction | int:
    """对手分去掉最低分 (FIDE's Buchholz Cut 1): Σ_r c_r − min_r c_r, higher first; 0 with no
    round."""
    values = context.contributions(record)
    return _number(sum(values, Fraction(0)) - min(values, default=Fraction(0)))


@register_tiebreak(
    "opponents_score_median",
    "中间分",
    over=GAMES,
    reading="对手分减去得分最高和最低的各一轮对手的积分（Median Buchholz），大者列前",
)
def opponents_score_median(record: SwissRecord, context: SwissContext) -> Fraction | int:
    """中间分 (FIDE's Median Buchholz 1): Σ_r c_r − max_r c_r − min_r c_r, higher first; 0 with
    fewer than three rounds."""
    values = sorted(context.contributions(record))
    return _number(sum(values[1:-1], Fraction(0)))


@register_tiebreak(
    "progressive_cut",
    "累进分逐轮递减",
    over=GAMES,
    part=lambda k: f"（去掉前{k}轮）",
    reading="累进分依次去掉前 1、2、… 轮，逐个比较，大者列前",
)
def progressive_cut(record: SwissRecord, context: SwissContext) -> tuple[Fraction | int, ...]:
    """逐轮递减, the other reading: (v_1, …, v_{R−1}) with v_k = Σ_{r=k+1..R} T_r — the progressive
    score with the first k rounds removed — compared for k = 1, 2, … in turn, higher first."""
    totals = _running_totals(record)
    return tuple(_number(sum(totals[k:], Fraction(0))) for k in range(1, len(totals)))


@register_tiebreak("wins", "胜局", over=GAMES)
def wins(record: SwissRecord, context: SwissContext) -> int:
    """胜局: the games won, over the board or by the opponent's forfeit (not byes), higher first."""
    return sum(1 for r in record.rounds if r.outcome in (WIN, FORFEIT_WIN))


@register_tiebreak("second_seat_wins", "后胜局", over=GAMES)
def second_seat_wins(record: SwissRecord, context: SwissContext) -> int:
    """后胜局: the games won over the board with the second seat (后手: black in Xiangqi and
    Jieqi, white in Go, black in chess), higher first. A win by forfeit was not played from
    either seat and does not count."""
    return sum(1 for r in record.rounds if r.outcome == WIN and r.colour == SECOND)


def _rating_words(upper: TiebreakValue, lower: TiebreakValue) -> str:
    shown = "无" if lower == 0 else decimal_text(lower)
    return f"等级分 {decimal_text(upper)} > {shown}"


@register_tiebreak("rating", "等级分", over=GAMES, describe=_rating_words)
def rating(record: SwissRecord, context: SwissContext) -> int:
    """等级分: the sign-up's rating (「积分相同时，等级分高者名次列前」), higher first; a player
    without one counts 0, below every rated player."""
    return context.ratings.get(record.seq, 0)


@register_tiebreak("warnings", "警告次数", higher_first=False, over=GAMES)
def warnings(record: SwissRecord, context: SwissContext) -> int:
    """Number of warnings received, fewer first."""
    return record.warnings


@register_tiebreak("fouls", "犯规次数", higher_first=False, over=GAMES)
def fouls(record: SwissRecord, context: SwissContext) -> int:
    """Number of fouls (犯规) recorded, fewer first."""
    return record.fouls


@register_tiebreak(
    "previous_ranking",
    "前轮名次",
    higher_first=False,
    over=GAMES,
    part=lambda k: f"（倒数第{k}个前轮）",
)
def previous_ranking(record: SwissRecord, context: SwissContext) -> tuple[int, ...]:
    """(rank after round R−1, rank after R−2, …, after round 1), lower first, compared round by
    round going back (seed 003); a round without a rank (late entry) counts as last
    (number of players + 1)."""
    last = len(context.records) + 1
    rounds = max(len(record.rounds) - 1, len(record.previous_ranks))
    ranks = tuple(record.previous_ranks) + (last,) * (rounds - len(record.previous_ranks))
    return ranks


@register_tiebreak("lots", "抽签", higher_first=False, over=GAMES)
def lots(record: SwissRecord, context: SwissContext) -> int:
    """The lot number drawn for the player (``draw_lots`` with the tournament's seed), lower
    first."""
    if record.seq not in context.lots:
        raise ValueError(f"{record.seq}号没有抽签号：先用 draw_lots 抽签")
    return context.lots[record.seq]


@dataclass(frozen=True)
class Game:
    """One game as 索伯分 reads it: the opponent, the points the player made in it (g_r) and
    whether he won it."""

    opponent: int
    points: Fraction
    won: bool


def games_of(record: SwissRecord) -> list[Game]:
    """The rounds of ``record`` that had an opponent (played or forfeited), as ``Game``s."""
    return [
        Game(r.opponent, Fraction(r.game), r.outcome in (WIN, FORFEIT_WIN))
        for r in record.rounds
        if r.opponent is not None
    ]


def sonneborn_berger(
    games: Iterable[Game], totals: Mapping[int, Fraction], win: Fraction
) -> Fraction:
    """Σ over ``games`` of totals[opponent] × points made / ``win`` (the formula of
    ``sonneborn_berger_score``)."""
    return sum((totals[g.opponent] * g.points / win for g in games), Fraction(0))


@register_tiebreak("sonneborn_berger", "索伯分", over=GAMES)
def sonneborn_berger_score(record: SwissRecord, context: SwissContext) -> Fraction | int:
    """索伯分 (Sonneborn–Berger) = Σ_r P(opponent_r) × g_r / W over the rounds with an opponent
    (played or forfeited), higher first: each opponent's final points times the share of the game
    the player scored. With win 1 / draw ½ this is the classical "points of the opponents beaten
    + half the points of those drawn"; with win 2 / draw 1 / loss 0 the same: a win counts the
    opponent's points once, a draw half of them, a loss nothing. A rest has no opponent and adds
    nothing."""
    return _number(sonneborn_berger(games_of(record), context.points, context.win_points))


@register_tiebreak("direct_encounter", "直胜", over=GAMES, among_tied=True)
def direct_encounter(record: SwissRecord, context: SwissContext) -> Fraction | int:
    """直胜 (direct encounter) = Σ g_r over the rounds against the players level with this one on
    every criterion before it (``context.tied``; 0 when nobody is), higher first."""
    tied = context.tied.get(record.seq, frozenset())
    return _number(
        sum(
            (g.points for g in games_of(record) if g.opponent in tied and g.opponent != record.seq),
            Fraction(0),
        )
    )
