"""Seed 003's group stage: every group a Swiss of its own (engine/formats/swiss.py), paired and
ranked with a Swiss regulation made from 003's (``swiss_reg``); round 1 of a group from its draw
order (seeds first: top half against bottom half)."""

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
from ..swiss import FORMAT as SWISS
from ..swiss import SwissFormat
from ..two_player import GameResult, SwissRow
from .rows import JieqiResult, JieqiRow, JieqiStandings
from .schema import spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

_SWISS_REGS: dict[int, tuple[Regulation, Regulation]] = {}


def swiss_reg(reg: Regulation) -> Regulation:
    """The regulation as the Swiss format reads it for one group (cached per regulation object)."""
    cached = _SWISS_REGS.get(id(reg))
    if cached is not None and cached[0] is reg:
        return cached[1]
    f = spec(reg)
    swiss = SwissFormat(
        kind="swiss",
        rounds=f.group_rounds,
        colours="alternate",
        tiebreaks=list(f.tiebreaks),
        bye_opponent_value=f.bye_opponent_value,
        forfeits_to_withdraw=f.forfeits_to_exclude,
        forfeits_consecutive=f.forfeits_consecutive,
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
    """Every group's Swiss round (engine/formats/swiss.py), groups in order, byes last;
    round 1 from the group's draw order (``DRAW_PLACE``, seeds first: top half against
    bottom half), where every player of the group has a place."""
    sreg = swiss_reg(reg)
    by_group: dict[str, list[Player]] = defaultdict(list)
    for p in field.players:
        by_group[p.group or ""].append(p)
    previous = field.standings.groups if isinstance(field.standings, JieqiStandings) else {}
    tables: list[list[int]] = []
    rests: list[list[int]] = []
    for name in group_order(reg, list(by_group)):
        members = by_group[name]
        start = kg.starting_order({p.seq: (p.fields or {}).get(DRAW_PLACE) for p in members})
        sub = RoundField(
            field.number, members, {}, previous.get(name), seed=field.seed, start_order=start
        )
        try:
            seated = SWISS.seat(sreg, sub)
        except FormatError as exc:
            raise FormatError(f"{name}组：{exc}" if name else str(exc)) from exc
        tables += [t for t in seated if len(t) == 2]
        rests += [t for t in seated if len(t) == 1]
    return tables + rests


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
    sreg = swiss_reg(reg)
    groups: dict[str, Standings] = {}
    members: dict[str, dict[int, PlayerFacts]] = defaultdict(dict)
    for seq, p in facts.players.items():
        members[p.group or ""][seq] = p
    group_tables = _games([tf for tf in facts.tables if tf.round <= upto])
    for name in group_order(reg, list(members)):
        inside = members[name]
        tables = [tf for tf in group_tables if all(q in inside for q in tf.seats)]
        if not tables:
            continue
        sub = Facts(inside, tables, facts.adjustments, facts.seed, facts.counts)
        groups[name] = SWISS.standings(sreg, sub, upto)
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
