"""The team tiebreaks (团体赛名次区分) over ``TEAMS`` records: a team's ``TeamRecord``
(engine/teams/record.py) read with a ``TeamContext``; ranked by engine/teams/standings.py.

Names (the JSON ``tiebreaks`` keys) are distinct from the individual ones, labels are the words
regulations use: ``match_points`` 场分, ``board_points`` 局分, ``team_direct_encounter`` 直胜,
``team_opponents_score`` 对手分, ``team_progressive`` 累进分, ``weighted_boards`` 台次分,
``match_wins`` 胜场数, ``team_lots`` 抽签. E.g. ``["match_points", "board_points",
"team_direct_encounter", "weighted_boards", "team_lots"]``.

Notation: a team's rounds r = 1..R; MP_r, BP_r its match and board points in round r; MP(x) a
team's final match points; b_{r,i} its points on board i in round r; w_i the weight of board i.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from engine.teams.record import FORFEIT_WIN, WIN, TeamRecord

from .registry import TEAMS, register_tiebreak


def weights_for(boards: int, weights: Sequence[Fraction] = ()) -> tuple[Fraction, ...]:
    """The board weights of 台次分: the regulation's (``weights[i - 1]`` for board i), or by
    default boards, boards − 1, …, 1 (board 1 weighs most). ValueError when the regulation gives
    fewer weights than boards."""
    if not weights:
        return tuple(Fraction(boards - i) for i in range(boards))
    if len(weights) < boards:
        raise ValueError(f"台次分权值只设了 {len(weights)} 台，本赛事每队 {boards} 台")
    return tuple(Fraction(w) for w in weights[:boards])


@dataclass(frozen=True)
class TeamContext:
    """What the team tiebreaks read besides the team: every record by seq, the lots
    (``draw_lots``: seq -> lot, lower first), the board ``weights`` of 台次分 (``weights_for``)
    and, while an ``among_tied`` tiebreak is computed, ``tied``: seq -> the teams level with it
    on every criterion before it (the ranking fills it in)."""

    records: Mapping[int, TeamRecord]
    lots: Mapping[int, int] = field(default_factory=dict)
    weights: Sequence[Fraction] = ()
    tied: Mapping[int, frozenset[int]] = field(default_factory=dict)

    @classmethod
    def of(
        cls,
        records: Iterable[TeamRecord],
        *,
        lots: Mapping[int, int] | None = None,
        weights: Sequence[Fraction] = (),
    ) -> TeamContext:
        """A context over ``records``."""
        return cls({r.seq: r for r in records}, lots if lots is not None else {}, tuple(weights))

    @cached_property
    def match_points(self) -> dict[int, Fraction]:
        """MP(x) of every team."""
        return {seq: r.match_points for seq, r in self.records.items()}


def _number(value: Fraction) -> Fraction | int:
    return value.numerator if value.denominator == 1 else value


@register_tiebreak("match_points", "场分", over=TEAMS)
def match_points(record: TeamRecord, context: TeamContext) -> Fraction | int:
    """场分 = Σ_r MP_r (wins, draws, byes and forfeits as the regulation scores them), higher
    first."""
    return _number(record.match_points)


@register_tiebreak("board_points", "局分", over=TEAMS)
def board_points(record: TeamRecord, context: TeamContext) -> Fraction | int:
    """局分 = Σ_r BP_r, the points of every board of every match (a bye's and a forfeited
    match's board points as the regulation gives them), higher first."""
    return _number(record.board_points)


@register_tiebreak("team_direct_encounter", "直胜", over=TEAMS, among_tied=True)
def team_direct_encounter(record: TeamRecord, context: TeamContext) -> Fraction | int:
    """直胜 = Σ MP_r over the matches (played or forfeited) against the teams level with this
    one on every criterion before it (``context.tied``; 0 when none), higher first."""
    tied = context.tied.get(record.seq, frozenset())
    return _number(
        sum(
            (
                r.match_points
                for r in record.rounds
                if r.opponent is not None and r.opponent in tied and r.opponent != record.seq
            ),
            Fraction(0),
        )
    )


@register_tiebreak("team_opponents_score", "对手分", over=TEAMS)
def team_opponents_score(record: TeamRecord, context: TeamContext) -> Fraction | int:
    """对手分 = Σ_r MP(opponent_r) over the rounds with an opponent (played or forfeited), the
    opponents' final match points; a bye or an absent round adds 0. Higher first."""
    points = context.match_points
    return _number(
        sum((points[r.opponent] for r in record.rounds if r.opponent is not None), Fraction(0))
    )


@register_tiebreak("team_progressive", "累进分", over=TEAMS)
def team_progressive(record: TeamRecord, context: TeamContext) -> Fraction | int:
    """累进分 = Σ_{r=1..R} (MP_1 + … + MP_r), the running match points after each round, higher
    first."""
    total = running = Fraction(0)
    for r in record.rounds:
        running += r.match_points
        total += running
    return _number(total)


@register_tiebreak("weighted_boards", "台次分", over=TEAMS)
def weighted_boards(record: TeamRecord, context: TeamContext) -> Fraction | int:
    """台次分 = Σ_r Σ_i w_i × b_{r,i}: every board's points weighted by its board (the
    regulation's weights, by default boards … 1: board 1 weighs most); byes and forfeited
    matches have no boards and add 0. Higher first."""
    total = Fraction(0)
    for r in record.rounds:
        if r.boards:
            weights = weights_for(len(r.boards), context.weights)
            total += sum((w * b for w, b in zip(weights, r.boards, strict=True)), Fraction(0))
    return _number(total)


@register_tiebreak("match_wins", "胜场数", over=TEAMS)
def match_wins(record: TeamRecord, context: TeamContext) -> int:
    """胜场数: the matches won, over the boards or by the other team's forfeit (not byes),
    higher first."""
    return sum(1 for r in record.rounds if r.outcome in (WIN, FORFEIT_WIN))


@register_tiebreak("team_lots", "抽签", higher_first=False, over=TEAMS)
def team_lots(record: TeamRecord, context: TeamContext) -> int:
    """The lot drawn for the team (``draw_lots`` with the event's seed over the team seqs),
    lower first."""
    if record.seq not in context.lots:
        raise ValueError(f"{record.seq}号队没有抽签号：先用 draw_lots 抽签")
    return context.lots[record.seq]
