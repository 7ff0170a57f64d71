"""The standings of a tournament of stages, from each stage's own.

Every stage that has started is ranked by its own system over its own field and rounds
(numbered from 1: ``Stage.facts``). The whole tournament's rows (INTERFACE.md standings):

- the rows of the stage being played — or just finished — in its own order and with its own
  ranks, totals, tiebreaks, explanations and their reasons (a knockout: by the round of exit,
  ranks shared; a stage in groups: group by group, ranks within the group, every row with its
  ``group``);
- below them, going back stage by stage, the players who did not go on from each, in that
  stage's final order, their ranks continued after everyone who went on
  (engine/stages/overall.py), status ``eliminated`` (or their own: withdrawn, disqualified),
  explained by their place in that stage (``积分编排第9名，未进入淘汰赛``, no reason value; from
  groups: by place in the group, then across the groups, ``循环赛A组第3名，未进入淘汰赛``);
- every row's ``round_scores`` has one entry per tournament round played (None where the
  player had no game of his in that round, e.g. every knockout round after he stayed behind);
  its ``total`` and ``tiebreaks`` are those of the stage that ranks it.

When a stage with ``advance`` has played its last round, who goes on is fixed by its final
order (engine/stages/handover.py ``advancers``: the first k still in the event; a stage in
groups by engine/formats/stage_groups.py ``group_field``) and those who do not are
``eliminated`` at once; ``advancing`` is then the next stage's field in seeding
order (place 1 first), otherwise the stage's own ``advancing``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from engine.stages import advancers, continued_ranks
from engine.standings import StandingRow, Standings
from engine.tiebreaks.reason import RankReason
from engine.vocabulary import EntryStatus

from .base import Facts
from .stage_draw import named_wildcards
from .stage_groups import GroupedStandings, behind_order, group_field
from .stage_plan import Plan, Stage, StageResult
from .stage_schema import Advance

__all__ = ["StageRow", "StagesStandings", "stages_standings"]

_OUT = (EntryStatus.WITHDRAWN, EntryStatus.DISQUALIFIED)


@dataclass(frozen=True)
class StageRow(StandingRow):
    """A row of the whole tournament: ranked by ``stage`` (0-based, its system ``kind``), with
    that stage's own row (``inner``: what the system's chat notes read) and ``note``: whether the
    player went on from it ("" while the stage is being played)."""

    stage: int = 0
    kind: str = ""
    inner: StandingRow | None = None
    note: str = ""
    behind: bool = False
    """A row of a stage left behind (the player did not go on from it)."""
    group: str | None = None
    """The player's group in a stage played in groups (A, B …)."""


@dataclass(frozen=True)
class StagesStandings(Standings):
    """The standings and what seating and the posts read: ``stage`` ranks the rows (the last
    stage started), ``inner`` each started stage's own standings (its rounds numbered from 1),
    ``fields`` each stage's field in seeding order as far as known (``handed_over``: the stage
    ``stage`` has played its last round and ``fields[stage + 1]`` goes on), the names."""

    stage: int = 0
    inner: tuple[Standings, ...] = ()
    fields: tuple[tuple[int, ...], ...] = ()
    handed_over: bool = False
    names: dict[int, str] = field(default_factory=dict)
    line_groups: dict[int, tuple[str, int]] = field(default_factory=dict)
    """After a stage in groups: each player going on's (group, tier) — tier 1 the winners, 2 the
    2nd places …, the wildcards last (engine/stages/groups.py ``group_line``)."""
    seed: int = 0
    """The tournament's seed (a later knockout drawn by lots: its line)."""


def _still_in(row: StandingRow, facts: Facts[StageResult]) -> bool:
    """Whether a ranked player may go on: ranked, not withdrawn (also by the regulation's
    forfeits) nor disqualified — a knockout's beaten players (eliminated) go on by their rank."""
    p = facts.players.get(row.seq)
    gone = p is not None and (p.withdrawn or p.disqualified)
    return row.rank is not None and row.status not in _OUT and not gone


def _named(rule: Advance, facts: Facts[StageResult]) -> list[int] | None:
    """The wildcards the organisers named, in order, where the stage's are theirs
    (``wildcards_by = "organisers"``); None: the best of the others go on."""
    if rule.wildcards_by != "organisers":
        return None
    return named_wildcards(facts.players, rule.wildcards)


def _seated_in(seated: set[int]) -> Callable[[StandingRow], bool]:
    """Whether a row's player was seated in a stage's first round (that stage's field)."""
    return lambda row: row.seq in seated


def stages_standings(plan: Plan, facts: Facts[StageResult], after_round: int) -> StagesStandings:
    """The whole tournament's standings after tournament round ``after_round`` (module
    docstring)."""
    inner: list[Standings] = []
    for stage in plan.stages:
        if stage.span.first > after_round:
            break
        upto = min(after_round, stage.span.last)
        inner.append(
            stage.rules.standings(stage.reg, stage.facts(facts, upto), stage.span.local(upto))
        )
    names = {seq: p.name for seq, p in facts.players.items()}
    if not inner:
        return StagesStandings(after_round, [], [], names=names)
    j = len(inner) - 1
    fields = [tuple(sorted(r.seq for r in inner[0].rows))]
    for stage in plan.stages[1 : j + 1]:
        seated = {q for tf in facts.tables if tf.round == stage.span.first for q in tf.seats}
        before = inner[stage.index - 1]
        rule = plan.stages[stage.index - 1].body.advance
        if isinstance(before, GroupedStandings) and rule is not None:
            line, _ = group_field(
                before,
                rule.per_group,
                rule.wildcards,
                _seated_in(seated),
                stage.kind == "knockout",
                _named(rule, facts),
            )
            fields.append(tuple(line))
        else:
            fields.append(tuple(r.seq for r in before.rows if r.seq in seated))
    current = plan.stages[j]
    handed_over = after_round >= current.span.last and j + 1 < len(plan.stages)
    line_groups: dict[int, tuple[str, int]] = {}
    if handed_over:
        rule = current.body.advance
        own = inner[j]
        if isinstance(own, GroupedStandings) and rule is not None:
            line, line_groups = group_field(
                own,
                rule.per_group,
                rule.wildcards,
                lambda r: _still_in(r, facts),
                plan.stages[j + 1].kind == "knockout",
                _named(rule, facts),
            )
            fields.append(tuple(line))
        else:
            count = rule.count if rule is not None else None
            fields.append(tuple(advancers(((r.seq, _still_in(r, facts)) for r in own.rows), count)))
    rows = _rows(plan, inner, fields, handed_over, after_round)
    advancing = list(fields[j + 1]) if handed_over else list(inner[j].advancing)
    return StagesStandings(
        after_round,
        rows,
        advancing,
        j,
        tuple(inner),
        tuple(fields),
        handed_over,
        names,
        line_groups,
        facts.seed,
    )


def _rows(
    plan: Plan,
    inner: Sequence[Standings],
    fields: Sequence[tuple[int, ...]],
    handed_over: bool,
    after_round: int,
) -> list[StandingRow]:
    j = len(inner) - 1
    by_stage = [{r.seq: r for r in st.rows} for st in inner]
    played = [min(after_round, s.span.last) - s.span.offset for s in plan.stages[: j + 1]]

    def scores(seq: int) -> list[Fraction | None]:
        out: list[Fraction | None] = []
        for rows, count in zip(by_stage, played, strict=True):
            own = rows.get(seq)
            out += list(own.round_scores) if own is not None else [None] * count
        return out

    def row(
        stage: Stage,
        own: StandingRow,
        rank: int | None,
        status: str,
        note: str,
        why: str | None,
        reason: RankReason | None,
    ) -> StageRow:
        table = inner[stage.index]
        group = table.group_of.get(own.seq) if isinstance(table, GroupedStandings) else None
        return StageRow(
            rank,
            own.seq,
            own.total,
            scores(own.seq),
            dict(own.tiebreaks),
            status,
            stage.span.offset + own.last_round,
            why,
            stage.index,
            stage.kind,
            own,
            note,
            stage.index != j,
            group,
            reason=reason,
        )

    current = plan.stages[j]
    going = set(fields[j + 1]) if handed_over else None
    nxt = plan.stages[j + 1].name if handed_over else ""
    out: list[StandingRow] = []
    for own in inner[j].rows:
        status, note = own.status, ""
        if going is not None:
            if own.seq in going:
                note = f"进入{nxt}"  # a knockout's beaten players go on by their rank too
                status = EntryStatus.ACTIVE if status == EntryStatus.ELIMINATED else status
            else:
                note = f"未进入{nxt}"
                status = EntryStatus.ELIMINATED if status == EntryStatus.ACTIVE else status
        out.append(row(current, own, own.rank, status, note, own.explanation, own.reason))
    placed = {r.seq for r in out}
    for i in range(j - 1, -1, -1):
        stage, later = plan.stages[i], plan.stages[i + 1]
        left = [
            (r, k)
            for r, k in behind_order(inner[i])
            if r.seq not in placed and r.seq not in fields[i + 1]
        ]
        ranks = continued_ranks([k for _, k in left], len(fields[i + 1]))
        table = inner[i]
        for (own, _), rank in zip(left, ranks, strict=True):
            status = EntryStatus.ELIMINATED if own.status == EntryStatus.ACTIVE else own.status
            group = table.group_of.get(own.seq) if isinstance(table, GroupedStandings) else None
            where = f"{stage.name}{group}组" if group else stage.name
            note = f"{where}第{own.rank or '-'}名，未进入{later.name}"
            out.append(row(stage, own, rank, status, note, note, None))
        placed |= {r.seq for r, _ in left}
    return out
