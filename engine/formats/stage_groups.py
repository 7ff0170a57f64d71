"""A Swiss or round-robin stage played in groups (``groups = { count = 4, by = "rating" }``).

The stage's rules are its system's (``GroupedSwiss``, ``GroupedRoundRobin``: the Swiss's or the
round robin's, results and words unchanged) with three things of their own:

- **Seating.** Round 1 deals the field into groups (engine/stages/groups.py ``deal``: serpentine
  in the order of ``by``) and seats each group by its system — a round robin by the Berger
  tables of the group (its players in sign-up order, as a round robin numbers them), a Swiss
  from the deal's order — the groups one after the other, group A's tables first, each group's
  rest after its own tables. Every later round reads the groups back off round 1's tables
  (``groups_of_round``) and seats each group's round r from its own history and standings, the
  tables numbered on through the groups. A round robin's groups of unequal size each follow
  their own Berger table: the smaller group rests where its table says and sits out the rounds
  after its last; the stage plays the largest group's rounds.
- **Standings** (``GroupedStandings``). Each group is ranked by its system over its own tables;
  the rows are group A's, then group B's …, each rank counted within its group.
- **Across the groups** (``cross_key``): the wildcards, the order of a later Swiss's or round
  robin's field and the order of those who stay behind compare players of different groups by
  points — by points per game played where the groups are not all of one size (points less
  those of rests, over the games he was paired in, forfeits included) —, then by the stage's
  tiebreaks in order (those that compare a group's players among themselves, 直胜 and lots,
  left out), then by a lot (``random.Random("groups-lots:<seed>")`` over the seqs).

Who goes on (``group_field``): ``per_group = k`` the first k still in the event of each group,
place by place (every group's winner, group order A, B …, then the 2nd places …), then the
``wildcards``: one by one the best, across the groups, of each group's next player still in
(so a group's 4th never goes ahead of its 3rd); ``everyone`` every player still in, place by
place. Before a knockout the places within a tier keep group order (the line, engine/stages/
groups.py ``group_line``, keeps a group's players apart); before a Swiss or a round robin
each tier is ordered across the groups (``cross_key``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from engine import berger
from engine.knockout.seeding import level_seeds
from engine.signup_fields import rating_value
from engine.stages.groups import GROUP_NAMES, deal, deal_sizes, groups_of_round, lot_order
from engine.standings import StandingRow, Standings

from . import stage_draw as drawn
from .base import Facts, FormatError, RoundField, format_of
from .round_robin import RoundRobin
from .stage_schema import Groups, RoundRobinStage, SwissStage
from .swiss import Swiss
from .two_player import GameResult

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

__all__ = [
    "GroupedRoundRobin",
    "GroupedStandings",
    "GroupedSwiss",
    "GROUPED_SWISS",
    "behind_order",
    "group_field",
    "table_groups",
]

_APART = frozenset({"points", "direct_encounter", "lots"})
"""Tiebreaks left out across the groups: the points (compared first) and those that only order
a group's own players."""


@dataclass(frozen=True)
class GroupedStandings(Standings):
    """A grouped stage's standings: the rows group by group (ranks within the group), ``groups``
    each group's own standings (A first), ``group_of`` every player's group and what the
    comparison across the groups reads (``per_game``, ``equal``, ``tiebreaks``, ``seed``)."""

    groups: tuple[tuple[str, Standings], ...] = ()
    group_of: Mapping[int, str] = field(default_factory=dict)
    per_game: Mapping[int, Fraction] = field(default_factory=dict)
    equal: bool = True
    tiebreaks: tuple[str, ...] = ()
    seed: int = 0

    def cross_key(self, row: StandingRow) -> tuple[object, ...]:
        """The sort key comparing ``row`` with rows of other groups (module docstring), best
        first; the lot last."""
        points = row.total if self.equal else self.per_game.get(row.seq, Fraction(0))
        values = [-_number(row.tiebreaks.get(name)) for name in self.tiebreaks]
        return (-points, *values, _lots(self.seed, row.seq))


def _number(value: object) -> Fraction:
    """A tiebreak value as a number to compare (the first of a tuple; none: 0)."""
    if isinstance(value, tuple):
        value = value[0] if value else 0
    return Fraction(value) if isinstance(value, int | float | Fraction) else Fraction(0)


def _lots(seed: int, seq: int) -> float:
    return random.Random(f"groups-lots:{seed}:{seq}").random()


def _groups(reg: Regulation) -> Groups:
    body = reg.format
    spec = body.groups if isinstance(body, SwissStage | RoundRobinStage) else None
    if spec is None:
        raise FormatError("这个阶段没有分组。")
    return spec


def _deal_order(reg: Regulation, field: RoundField) -> list[int]:
    """The stage's field in the order its ``groups.by`` names (engine/stages/groups.py)."""
    by = _groups(reg).by
    seqs = sorted(p.seq for p in field.players)
    if by == "rating":
        ratings = {p.seq: rating_value(dict(p.fields or {})) for p in field.players}
        return sorted(seqs, key=lambda q: (ratings[q] is None, -(ratings[q] or 0), q))
    if by == "level":
        levels = {p.seq: _text((p.fields or {}).get("level")) for p in field.players}
        ranked = level_seeds(levels, list(reg.signup.level_scale), len(seqs))
        return ranked + [q for q in seqs if q not in ranked]
    if by == "order" and field.start_order:
        start = {q: i for i, q in enumerate(field.start_order)}
        return sorted(seqs, key=lambda q: (start.get(q, len(start)), q))
    if by == "lots":
        return lot_order(seqs, field.seed)
    return seqs


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _members(reg: Regulation, field: RoundField) -> dict[str, list[int]]:
    """Each group's players: round 1 deals them; later rounds read them off round 1's tables
    (in the deal's order there, in sign-up order after). Groups drawn by the organisers: the
    sign-ups' groups, in each group's draw order (engine/formats/stage_draw.py)."""
    spec = _groups(reg)
    if spec.by == "draw":
        return drawn.members(spec, field.players)
    count = spec.count
    if 1 not in field.history:
        return deal(_deal_order(reg, field), count)
    out: dict[str, list[int]] = {GROUP_NAMES[g]: [] for g in range(count)}
    for seq, group in sorted(groups_of_round(field.history[1], count).items()):
        out[group].append(seq)
    return out


class _Grouped:
    """What a grouped stage's rules add to its system's (module docstring)."""

    def _system_seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        raise NotImplementedError

    def _system_standings(
        self, reg: Regulation, facts: Facts[GameResult], after_round: int
    ) -> Standings:
        raise NotImplementedError

    def _group_rounds(self, reg: Regulation, size: int) -> int:
        raise NotImplementedError

    def total_rounds(
        self, reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> int | None:
        """The largest group's rounds, once round 1 fixed the groups."""
        if 1 not in history:
            return None
        spec = _groups(reg)
        names = drawn.group_names(spec)
        sizes = [0] * spec.count
        for group in groups_of_round(
            history[1], spec.count, drawn_sizes(spec, history[1]), names
        ).values():
            sizes[names.index(group)] += 1
        return max(self._group_rounds(reg, n) for n in sizes)

    def seating_refusal(self, reg: Regulation, field: RoundField) -> str | None:
        """Round 1: at least 2 players a group. Later: every active player is in a group (the
        groups are fixed by round 1; a player who joined later is in none)."""
        spec = _groups(reg)
        count = spec.count
        # a drawn stage's field was checked by its draw (/分组: at least 2 a group)
        if field.number == 1 and spec.by != "draw" and len(field.players) < 2 * count:
            return (
                f"本阶段分 {count} 组，每组至少 2 人，至少需要 {2 * count} 名选手，"
                f"现在只有 {len(field.players)} 名，无法编排。"
            )
        if spec.by == "draw":
            return drawn.ungrouped_refusal(spec, field.players, field.number)
        if field.number > 1 and 1 in field.history:
            placed = groups_of_round(field.history[1], count)
            late = [p.seq for p in field.players if p.seq not in placed]
            if late:
                who = "、".join(f"序号 {q}" for q in late)
                return (
                    f"第{field.number}轮无法编排：{who} 不在任何一组（分组在第1轮定下，"
                    "之后加入的选手无组可进）。请组委让其退赛（/退赛 <序号>）后再 /编排。"
                )
        return None

    def seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        """Each group's round ``field.number`` by its system, group A's tables first."""
        why = self.seating_refusal(reg, field)
        if why is not None:
            raise FormatError(why)
        return self.seat_groups(reg, field, _members(reg, field), _groups(reg).by == "draw")

    def seat_groups(
        self,
        reg: Regulation,
        field: RoundField,
        groups: Mapping[str, Sequence[int]],
        rests_last: bool,
    ) -> list[list[int]]:
        """Each of ``groups`` (name → players in pairing order) seated by its system, in order;
        ``rests_last``: every group's rest after all the tables (a drawn stage, as seed 003
        seats it), else each group's after its own."""
        active = {p.seq: p for p in field.players}
        table = field.standings
        own = dict(table.groups) if isinstance(table, GroupedStandings) else {}
        out: list[list[int]] = []
        rests: list[list[int]] = []
        for group, members in groups.items():
            if field.number > self._group_rounds(reg, len(members)):
                continue
            inside = set(members)
            history = {
                n: [t for t in tables if t and t[0] in inside]
                for n, tables in field.history.items()
            }
            sub = RoundField(
                field.number,
                [active[q] for q in sorted(inside) if q in active],
                history,
                own.get(group),
                field.called_up,
                field.seed,
                tuple(members),
            )
            try:
                seated = self._system_seat(reg, sub)
            except FormatError as exc:
                raise FormatError(f"{group}组：{exc}") from exc
            if rests_last:
                out += [t for t in seated if len(t) > 1]
                rests += [t for t in seated if len(t) == 1]
            else:
                out += seated
        return out + rests

    def standings(self, reg: Regulation, facts: Facts[GameResult], after_round: int) -> Standings:
        """Each group ranked by its system over its own tables; the rows group by group."""
        spec = _groups(reg)
        count = spec.count
        first = [tf.seats for tf in facts.tables if tf.round == 1]
        if not first:
            return self._system_standings(reg, facts, after_round)
        group_of = (
            drawn.drawn_groups(spec, facts.players)
            if spec.by == "draw"
            else groups_of_round(first, count)
        )
        return self.rank_groups(reg, facts, after_round, group_of, drawn.group_names(spec))

    def rank_groups(
        self,
        reg: Regulation,
        facts: Facts[GameResult],
        after_round: int,
        group_of: Mapping[int, str],
        names: Sequence[str],
    ) -> GroupedStandings:
        """Each of the groups ``names`` (its players: ``group_of``) ranked by its system over its
        own tables; the rows group by group."""
        per: list[tuple[str, Standings]] = []
        for group in names:
            inside = {q for q, g in group_of.items() if g == group}
            sub = Facts(
                {q: p for q, p in facts.players.items() if q in inside},
                [tf for tf in facts.tables if tf.seats[0] in inside],
                {k: v for k, v in facts.adjustments.items() if k[0] in inside},
                facts.seed,
                {k: v for k, v in facts.counts.items() if k[0] in inside},
            )
            per.append((group, self._system_standings(reg, sub, after_round)))
        sizes = {sum(1 for g in group_of.values() if g == name) for name in names}
        rows = [row for _, st in per for row in st.rows]
        body = reg.format
        chain = body.tiebreaks if isinstance(body, SwissStage | RoundRobinStage) else []
        return GroupedStandings(
            after_round,
            rows,
            [q for _, st in per for q in st.advancing],
            tuple(per),
            group_of,
            _per_game(facts, after_round),
            len(sizes) == 1,
            tuple(n for n in chain if n not in _APART),
            facts.seed,
        )


def _per_game(facts: Facts[GameResult], after_round: int) -> dict[int, Fraction]:
    """Each player's points per game played: the points of his two-seat tables (adjustments of
    those rounds included) over their number."""
    points: dict[int, Fraction] = {}
    games: dict[int, int] = {}
    for tf in facts.tables:
        if tf.round > after_round or len(tf.seats) != 2:
            continue
        for seat, seq in enumerate(tf.seats):
            got = Fraction(sum(tf.points[seat])) if tf.points else Fraction(0)
            got += facts.adjustments.get((seq, tf.round), Fraction(0))
            points[seq] = points.get(seq, Fraction(0)) + got
            games[seq] = games.get(seq, 0) + 1
    return {q: points[q] / games[q] for q in points}


class GroupedRoundRobin(_Grouped, RoundRobin):
    """A round robin in groups: each group by its own Berger table."""

    def seating_refusal(self, reg: Regulation, field: RoundField) -> str | None:
        """Also: round 1's field must fit the rounds the timetable gives the stage (its
        ``players``' largest group's): a field whose largest group plays more or fewer rounds
        is refused, with the setting that fits it."""
        why = super().seating_refusal(reg, field)
        if why is not None or field.number != 1:
            return why
        spec = format_of(reg, RoundRobinStage)
        count, n = _groups(reg).count, len(field.players)
        largest = max(deal_sizes(n, count))
        if self._group_rounds(reg, largest) == spec.planned_rounds:
            return None
        return (
            f"本阶段按 {spec.players} 人分 {count} 组安排了 {spec.planned_rounds} 轮，"
            f"现在有 {n} 名选手（最大的组 {largest} 人，要下 "
            f"{self._group_rounds(reg, largest)} 轮）：请 /设置 分组 {count}组{largest}人，"
            "再 /编排。"
        )

    def _system_seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        # a group's Berger numbers follow sign-up order, not the deal's (its start order)
        return RoundRobin.seat(self, reg, replace(field, start_order=()))

    def _system_standings(
        self, reg: Regulation, facts: Facts[GameResult], after_round: int
    ) -> Standings:
        return RoundRobin.standings(self, reg, facts, after_round)

    def _group_rounds(self, reg: Regulation, size: int) -> int:
        if size < 2:
            return 0
        return berger.cycle_rounds(size) * format_of(reg, RoundRobinStage).cycles


class GroupedSwiss(_Grouped, Swiss):
    """A Swiss in groups: each group paired from its own standings."""

    def _system_seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        return Swiss.seat(self, reg, field)

    def _system_standings(
        self, reg: Regulation, facts: Facts[GameResult], after_round: int
    ) -> Standings:
        return Swiss.standings(self, reg, facts, after_round)

    def _group_rounds(self, reg: Regulation, size: int) -> int:
        """A group's rounds: the Swiss's; none for a group of one — but a drawn group keeps its
        rounds, its last player resting in each (as seed 003's groups)."""
        spec = format_of(reg, SwissStage)
        drawn_group = spec.groups is not None and spec.groups.by == "draw"
        return spec.rounds if size >= 2 or (drawn_group and size == 1) else 0


GROUPED_SWISS = GroupedSwiss()
"""A Swiss in groups (also seed 003's group stage: engine/formats/group_knockout/)."""
GROUPED = {"swiss": GROUPED_SWISS, "round_robin": GroupedRoundRobin()}
"""The rules of a grouped stage, by its system."""


def group_field(
    table: GroupedStandings,
    per_group: int | None,
    wildcards: int,
    still_in: Callable[[StandingRow], bool],
    knockout_next: bool,
    named: Sequence[int] | None = None,
) -> tuple[list[int], dict[int, tuple[str, int]]]:
    """Who goes on from a grouped stage, in seeding order, and each one's (group, tier): tier 1
    the winners, 2 the 2nd places …, the wildcards the tier after the last place (module
    docstring). ``per_group`` None: everyone still in. ``named``: the wildcards the organisers
    named, in order (``wildcards_by = "organisers"``): the first ``wildcards`` of them still in
    and not going on from their group."""
    queues = {g: [r for r in st.rows if still_in(r)] for g, st in table.groups}
    depth = per_group if per_group is not None else max(map(len, queues.values()), default=0)
    line: list[int] = []
    tier_of: dict[int, tuple[str, int]] = {}
    for place in range(depth):
        tier = [queue[place] for queue in queues.values() if place < len(queue)]
        if not knockout_next:
            tier.sort(key=table.cross_key)
        for row in tier:
            line.append(row.seq)
            tier_of[row.seq] = (table.group_of[row.seq], place + 1)
    rest = {g: queue[depth:] for g, queue in queues.items()}
    if named is not None:
        left = {r.seq for queue in rest.values() for r in queue}
        for seq in [q for q in named if q in left][: wildcards if per_group is not None else 0]:
            line.append(seq)
            tier_of[seq] = (table.group_of[seq], depth + 1)
        return line, tier_of
    for _ in range(wildcards if per_group is not None else 0):
        heads = [queue[0] for queue in rest.values() if queue]
        if not heads:
            break
        best = min(heads, key=table.cross_key)
        rest[table.group_of[best.seq]].pop(0)
        line.append(best.seq)
        tier_of[best.seq] = (table.group_of[best.seq], depth + 1)
    return line, tier_of


def behind_order(table: Standings) -> list[tuple[StandingRow, int | None]]:
    """A stage's rows in the order of those who stay behind, each with its rank there: as the
    stage ranks them; a grouped stage's by place in the group, then across the groups
    (``cross_key``), equal places and points sharing a rank."""
    if not isinstance(table, GroupedStandings):
        return [(r, r.rank) for r in table.rows]
    ranked = sorted(
        (r for r in table.rows if r.rank is not None),
        key=lambda r: (r.rank, table.cross_key(r)),
    )
    out: list[tuple[StandingRow, int | None]] = []
    for k, row in enumerate(ranked):
        same = out and (out[-1][0].rank, table.cross_key(out[-1][0])[:-1]) == (
            row.rank,
            table.cross_key(row)[:-1],
        )
        out.append((row, out[-1][1] if same else k + 1))
    return out + [(r, None) for r in table.rows if r.rank is None]


def table_groups(
    reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]], tables: Sequence[Sequence[int]]
) -> list[str | None]:
    """Each table's group (its first player's), the groups read off the stage's round 1."""
    first = history.get(1) or (tables if not history else [])
    spec = _groups(reg)
    group_of = groups_of_round(first, spec.count, drawn_sizes(spec, first), drawn.group_names(spec))
    return [group_of.get(t[0]) if t else None for t in tables]


def drawn_sizes(spec: Groups, first: Sequence[Sequence[int]]) -> list[int] | None:
    """The groups' sizes of a drawn stage's round 1 (the draw's: as equal as possible, earlier
    groups the larger); None for a dealt stage (the deal's)."""
    if spec.by != "draw":
        return None
    players = sum(len(t) for t in first)
    base, extra = divmod(players, spec.count)
    return [base + 1 if g < extra else base for g in range(spec.count)]


def is_grouped(body: object) -> bool:
    """Whether a stage's schema plays it in groups."""
    return isinstance(body, SwissStage | RoundRobinStage) and body.groups is not None
