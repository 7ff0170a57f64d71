"""Seed 003's group stage is the stage model's Swiss in groups drawn by the organisers
(engine/formats/stage_groups.py ``GROUPED_SWISS``, ``groups = {by = "draw"}``): 003's schema
translated to a Swiss stage (``swiss_reg``), every group a Swiss of its own, round 1 of a group
from its draw order (seeds first: top half against bottom half), the rests after all the
tables. What stays here is 003's own: a player with no group (or a group the regulation does
not name) is seated and ranked in a group of his own, after the regulation's groups, as 003
always did; and the rows 003 makes of the groups' standings (``group_part``)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine import numbers
from engine.knockout import groups as kg
from engine.knockout.results import TieResult
from engine.standings import Standings
from engine.vocabulary import EntryStatus

from ..base import DRAW_PLACE, Facts, FormatError, Player, PlayerFacts, RoundField, TableFacts
from ..stage_groups import GROUPED_SWISS, GroupedStandings
from ..stage_schema import Groups, SwissStage
from ..swiss import FORMAT as SWISS
from ..two_player import GameResult, SwissRow
from .rows import JieqiResult, JieqiRow, JieqiStandings
from .schema import spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

_SWISS_REGS: dict[int, tuple[Regulation, Regulation]] = {}


def swiss_reg(reg: Regulation) -> Regulation:
    """The regulation as the stage model's grouped Swiss reads 003's group stage: a Swiss stage
    (engine/formats/stage_schema.py ``SwissStage``) of 003's rounds, tiebreaks, bye value,
    forfeits and fouls, in 003's groups drawn by ``/分组`` (``groups = {by = "draw"}`` with 003's
    names, size and seeds). Cached per regulation object."""
    cached = _SWISS_REGS.get(id(reg))
    if cached is not None and cached[0] is reg:
        return cached[1]
    f = spec(reg)
    swiss = SwissStage(
        kind="swiss",
        rounds=f.group_rounds,
        colours="alternate",
        tiebreaks=list(f.tiebreaks),
        bye_opponent_value=f.bye_opponent_value,
        forfeits_to_withdraw=f.forfeits_to_exclude,
        forfeits_consecutive=f.forfeits_consecutive,
        fouls_to_lose_game=f.fouls_to_lose_game,
        groups=Groups(
            count=len(f.groups),
            by="draw",
            size=f.group_size,
            seeds=f.seeds_per_group,
            names=list(f.groups),
        ),
    )
    out = reg.model_copy(update={"format": swiss})
    if len(_SWISS_REGS) > 64:
        _SWISS_REGS.clear()
    _SWISS_REGS[id(reg)] = (reg, out)
    return out


def group_order(reg: Regulation, names: Sequence[str]) -> list[str]:
    """The groups named, in the regulation's order (A, B, C, D), then any other by name."""
    known = list(spec(reg).groups)
    return [g for g in known if g in names] + sorted(g for g in names if g not in known)


def group_of(players: Mapping[int, PlayerFacts], seq: int) -> str:
    """A player's group ("" when none)."""
    p = players.get(seq)
    return (p.group or "") if p is not None else ""


def seat_groups(reg: Regulation, field: RoundField) -> list[list[int]]:
    """Every group's Swiss round by the stage model's grouped Swiss (engine/formats/
    stage_groups.py, groups drawn by ``/分组``): groups in order, the rests after all the
    tables; round 1 from each group's draw order (``DRAW_PLACE``, seeds first: top half against
    bottom half), where every player of the group has a place."""
    by_group: dict[str, list[Player]] = defaultdict(list)
    for p in field.players:
        by_group[p.group or ""].append(p)
    groups = {
        name: kg.starting_order({p.seq: (p.fields or {}).get(DRAW_PLACE) for p in by_group[name]})
        or [p.seq for p in by_group[name]]
        for name in group_order(reg, list(by_group))
    }
    previous = field.standings.groups if isinstance(field.standings, JieqiStandings) else {}
    table = GroupedStandings(field.number - 1, [], [], tuple(previous.items()))
    sub = RoundField(field.number, field.players, field.history, table, seed=field.seed)
    return GROUPED_SWISS.seat_groups(swiss_reg(reg), sub, groups, rests_last=True)


def _games(tables: Sequence[TableFacts[JieqiResult]]) -> list[TableFacts[GameResult]]:
    """The group stage's tables as the Swiss reads them: their results are group games."""
    out: list[TableFacts[GameResult]] = []
    for tf in tables:
        result = tf.result
        if isinstance(result, TieResult):  # not a group game: the knockout's, never here
            continue
        out.append(TableFacts(tf.round, tf.seats, result, tf.points, tf.absent))
    return out


@dataclass(frozen=True)
class GroupPart:
    """The group stage's share of the standings: each group's Swiss standings (``groups``, in
    group order), every row of them with its group and place (``rows`` by seq), the rows'
    order (group place first, then group order: ``order``, keyed by seq last), and each group's
    final ranking of the players still in once the stage is over (``rankings``)."""

    groups: dict[str, Standings]
    rows: dict[int, JieqiRow]
    order: list[tuple[bool, int, int, int, int]]
    rankings: dict[str, list[int]]


def group_part(reg: Regulation, facts: Facts[JieqiResult], after_round: int) -> GroupPart:
    """Each group's Swiss standings after ``min(after_round, group_rounds)``, its rows with
    group and place, interleaved by place."""
    f = spec(reg)
    upto = min(after_round, f.group_rounds)
    group_tables = _games([tf for tf in facts.tables if tf.round <= upto])
    sub = Facts(facts.players, group_tables, facts.adjustments, facts.seed, facts.counts)
    drawn = {seq: p.group or "" for seq, p in facts.players.items()}
    grouped = GROUPED_SWISS.rank_groups(
        swiss_reg(reg), sub, upto, drawn, group_order(reg, list(set(drawn.values())))
    )
    played = {drawn.get(tf.seats[0]) for tf in group_tables}  # a group without a table: none
    groups = {name: table for name, table in grouped.groups if name in played}
    # the group rows, each with its group and place, interleaved by place
    rows: dict[int, JieqiRow] = {}
    order: list[tuple[bool, int, int, int, int]] = []
    for gi, (name, table) in enumerate(groups.items()):
        for i, row in enumerate(table.rows):
            rows[row.seq] = JieqiRow(
                row.rank,
                row.seq,
                row.total,
                list(row.round_scores) + [None] * (after_round - upto),
                row.tiebreaks,
                row.status,
                after_round,
                row.explanation,
                row.record if isinstance(row, SwissRow) else None,
                group=name or None,
                place=row.rank,
                reason=row.reason,
            )
            order.append((row.rank is None, row.rank or 0, gi, i, row.seq))
    rankings: dict[str, list[int]] = {}
    if after_round >= f.group_rounds:
        rankings = {
            name: [
                r.seq for r in table.rows if r.rank is not None and r.status == EntryStatus.ACTIVE
            ]
            for name, table in groups.items()
        }
    return GroupPart(groups, rows, order, rankings)


def parse_game(reg: Regulation, text: str, seats: int) -> GameResult:
    """A group game from chat text: the Swiss' 胜/和/负 from the first seat (red)."""
    try:
        return SWISS.results.parse_result(reg, text, seats)
    except FormatError:
        raise FormatError(
            f"无法识别“{numbers.echo(text)}”：小组赛每轮一局，结果写 胜、和 或 负"
            "（从先手即执红一方看），例如：/录入 2 胜"
        ) from None


REPORT_HINT = "每桌先列者执红（先手）。结果由执红一方报：/报分 胜、和 或 负，对手 /确认 或 /异议。"
"""How group games are reported."""
