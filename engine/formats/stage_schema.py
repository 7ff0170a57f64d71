"""``[format]`` of kind ``stages``: the stages of a tournament in order, each a pairing system
with that system's own keys, and who goes on from each to the next.

```toml
[format]
kind = "stages"

[[format.stages]]                 # stage 1
kind = "swiss"                    # the system: "swiss", "round_robin", "knockout" (or, alone,
                                  # "four_player_elimination", "team_arena")
name = "积分编排"                  # optional: what chat calls the stage (default by kind)
rounds = 7                        # … then the system's own keys, as its own [format] has them
tiebreaks = ["points", "opponents_score", "progressive", "wins", "lots"]
advance = { top = 8 }             # who goes on: the best 8 (or { everyone = true })

[[format.stages]]                 # stage 2, the last: no advance
kind = "knockout"
size = 8                          # seeding = "places" (the default of a later knockout)
[format.stages.tie]
games = 2
```

A stage's body is the system's own schema (``SwissFormat``, ``RoundRobinFormat``,
``KnockoutFormat``) with two keys more: ``name`` and ``advance``; a knockout stage also takes
``seeding = "places"`` (the previous stage's places, the default of a later knockout) or, later,
``seeding = "lots"`` (everyone going on drawn to a position by lots, seed 003). ``advance`` is
required on every stage but the last and refused on the last. The next stage must fit what goes
on: a knockout after ``top = k`` has the smallest bracket that holds k (k = 8: ``size = 8``), a
round robin ``players = k``.

``advance`` is a table: exactly one of ``top``, ``everyone`` and ``per_group`` is given.

Seed 000's four-player tables (``kind = "four_player_elimination"``, its own keys: ``rounds``,
``table_size``, ``games_per_table``, ``partners``, ``weights``, ``cuts``, ``substitutes`` …, its
sub-table ``[format.stages.cuts]``) and seed 004's ladder (``kind = "team_arena"``: ``teams``,
``team_size`` …, ``[format.stages.bout]``, ``[format.stages.pool]``) are stages too, but only
as a regulation's only stage: the tables' cuts are their own way of going on and end with the
final ranking, the ladder ends when a champion loses; neither hands a field on, so neither takes
``advance`` nor follows another stage (one Chinese error says so).

A Swiss or round-robin stage may be played in groups (engine/stages/groups.py):
``groups = { count = 4, by = "rating" }`` deals its field serpentine into ``count`` groups
(2–16, named A, B …) in the order ``by`` names ("rating", "level", "order": sign-up order or
the previous stage's places, "lots"), and each group plays its own Swiss or round robin
(engine/formats/stage_groups.py). Such a stage goes on by ``advance = { per_group = 2 }`` (the
first 2 of each group) or ``{ per_group = 2, wildcards = 2 }`` (and the 2 best of the others,
across the groups), or ``{ everyone = true }``; a round robin's ``players`` is the whole
stage's field (16 in 4 groups: groups of 4).
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal, Union

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from engine.fields import _Model
from engine.knockout.bracket import bracket_size
from engine.tiebreaks import GAMES, names_over

from .arena.schema import ArenaFormat
from .four_player import FOUR_PLAYER_TIEBREAKS, FourPlayerFormat
from .knockout import KnockoutFormat
from .round_robin import RoundRobinFormat
from .swiss import SwissFormat

__all__ = [
    "STAGE_NAMES",
    "Advance",
    "ArenaStage",
    "FourPlayerStage",
    "Groups",
    "advance_count",
    "check_groups",
    "KnockoutStage",
    "RoundRobinStage",
    "StageBody",
    "StagesFormat",
    "SwissStage",
    "stage_name",
]

STAGE_NAMES = {
    "swiss": "积分编排",
    "round_robin": "循环赛",
    "knockout": "淘汰赛",
    "four_player_elimination": "四人桌淘汰",
    "team_arena": "擂台赛",
}
"""What chat calls a stage whose regulation gives it no ``name``, by its pairing system."""

NAME_LIMIT = 12


class Groups(_Model):
    """``groups``: the stage is played in ``count`` groups (A, B …), its field dealt serpentine
    in the order ``by`` names (engine/stages/groups.py)."""

    count: int = Field(ge=1, le=16)
    by: Literal["rating", "level", "order", "lots", "draw"] = "rating"
    size: int | None = Field(default=None, ge=2)
    """``by = "draw"``: the most players a group takes (seed 003: 32)."""
    seeds: int = Field(default=0, ge=0)
    """``by = "draw"``: the seeds of each group, by the level scale (seed 003: 2)."""
    names: list[str] | None = None
    """``by = "draw"``: the groups' names in order (default A, B, C …); seed 003's
    ``format.groups``, whatever its regulation calls them."""

    @model_validator(mode="after")
    def _draw_keys(self) -> Groups:
        if self.by != "draw" and (self.size is not None or self.seeds or self.names):
            raise PydanticCustomError(
                "groups_draw",
                'size、seeds 和 names 只用于组委抽签分组：groups = {count = 4, by = "draw", '
                "size = 32, seeds = 2}（每组最多 32 人，按级别每组 2 名种子）",
            )
        if self.by != "draw" and self.count < 2:
            raise PydanticCustomError("groups_count", "groups.count 至少为 2（分成 2 组以上）")
        names = self.names
        if names is not None and (
            len(names) != self.count or len(set(names)) != len(names) or not all(names)
        ):
            raise PydanticCustomError(
                "groups_names",
                'groups.names 应为 {count} 个互不相同的组名，例如 ["A", "B", "C", "D"]',
                {"count": self.count},
            )
        return self


class Advance(_Model):
    """``advance``: who goes on to the next stage, in the stage's final order — ``top = k`` the
    first k still in the event, ``everyone = true`` everyone still in (engine/stages/handover.py);
    in a stage of groups ``per_group = k`` the first k of each group and ``wildcards = w`` the w
    best of the others (engine/formats/stage_groups.py). Exactly one of ``top``, ``everyone``
    and ``per_group`` is given."""

    top: int | None = Field(default=None, ge=2)
    everyone: bool = False
    per_group: int | None = Field(default=None, ge=1)
    wildcards: int = Field(default=0, ge=0)
    wildcards_by: Literal["results", "organisers"] = "results"
    """Who the wildcards are: the best of the others across the groups (``results``) or the
    players the organisers name with ``/外卡``, in the order named (``organisers``, seed 003)."""

    @model_validator(mode="after")
    def _one_rule(self) -> Advance:
        if self.wildcards and self.per_group is None:
            raise PydanticCustomError(
                "advance",
                "wildcards 只能与 per_group 同用：advance = {per_group = 2, wildcards = 2}"
                "（每组前 2 名，另取 2 名成绩最好的）",
            )
        given = (self.top is not None) + self.everyone + (self.per_group is not None)
        if given == 1:
            return self
        if self.per_group is not None:
            raise PydanticCustomError(
                "advance",
                "advance 应写 {per_group = 2}（每组前 2 名进入下一阶段）、{top = 8} "
                "或 {everyone = true}，三者选一",
            )
        raise PydanticCustomError(
            "advance",
            "advance 应写 {top = 8}（前 8 名进入下一阶段）"
            "或 {everyone = true}（全部进入），二者选一",
        )

    @property
    def count(self) -> int | None:
        """How many go on by ``top`` (None: everyone still in, or by groups: ``advance_count``)."""
        return self.top


class SwissStage(SwissFormat):
    """A Swiss stage: the Swiss's own keys (``rounds``, ``colours``, ``tiebreaks``,
    ``bye_opponent_value``, ``forfeits_to_withdraw`` …), its ``name`` and ``advance``."""

    name: str | None = Field(default=None, min_length=1, max_length=NAME_LIMIT)
    advance: Advance | None = None
    groups: Groups | None = None
    fouls_to_lose_game: int | None = Field(default=None, ge=1)
    """A player's n-th foul in one game loses it (seed 003 两次犯规判负: 2); None: fouls only
    count for the tiebreaks (``ResultRules.fouls_to_lose``)."""


class RoundRobinStage(RoundRobinFormat):
    """A round-robin stage: the round robin's keys (``cycles``, ``players``, ``tiebreaks``), its
    ``name``, ``advance`` and ``groups`` (``players`` the whole stage's field)."""

    name: str | None = Field(default=None, min_length=1, max_length=NAME_LIMIT)
    advance: Advance | None = None
    groups: Groups | None = None

    @property
    def planned_rounds(self) -> int:
        """Ungrouped: the round robin's. In groups: the largest group's rounds (⌈players /
        count⌉ players; a smaller group rests or sits out where its Berger table ends)."""
        if self.groups is None:
            return super().planned_rounds
        largest = -(-self.players // self.groups.count)
        return (largest + largest % 2 - 1) * self.cycles


class KnockoutStage(KnockoutFormat):
    """A knockout stage: the knockout's keys (``size``, ``third_place``, ``[tie]`` …), its
    ``name`` and ``advance``; ``seeding = "places"``: the previous stage's places
    (engine/stages/handover.py ``line_by_places``), the default."""

    name: str | None = Field(default=None, min_length=1, max_length=NAME_LIMIT)
    advance: Advance | None = None
    # a stage's knockout widens the schema's seedings by "places" (a field override mypy refuses);
    # a later knockout seeds by "places" or draws its field by "lots" (seed 003)
    seeding: Literal["places", "rating", "level", "lots"] = "places"  # type: ignore[assignment]


class FourPlayerStage(FourPlayerFormat):
    """Seed 000's system as a stage: tables of four with rotating partners, weighted totals and
    its own cuts (``rounds``, ``games_per_table``, ``partners``, ``weights``, ``cuts``,
    ``substitutes`` …), and its ``name``. Its cuts are its own way of going on, so it is the only
    stage of its regulation (``advance`` refused: engine/formats/stage_schema.py
    ``_check_system``)."""

    name: str | None = Field(default=None, min_length=1, max_length=NAME_LIMIT)
    advance: Advance | None = None


class ArenaStage(ArenaFormat):
    """Seed 004's system as a stage: the two teams' challenge ladder (``teams``, ``team_size``,
    ``bout``, ``pool`` …), and its ``name``. A match of two teams ends when a champion loses,
    with nobody to hand on, so it is the only stage of its regulation."""

    name: str | None = Field(default=None, min_length=1, max_length=NAME_LIMIT)
    advance: Advance | None = None


SOLE_STAGES = (FourPlayerStage, ArenaStage)
"""The systems that are a regulation's only stage (``_check_system``)."""

AnyStage = SwissStage | RoundRobinStage | KnockoutStage | FourPlayerStage | ArenaStage
"""A stage's schema, any system."""

StageBody = Annotated[
    Union[SwissStage, RoundRobinStage, KnockoutStage, FourPlayerStage, ArenaStage],  # noqa: UP007 (a union object, as FormatSchema)
    Field(discriminator="kind"),
]
"""One stage: a pairing system's schema, by its ``kind``."""


def stage_name(stage: AnyStage) -> str:
    """What chat calls the stage: its ``name``, else its system's (积分编排, 循环赛, 淘汰赛)."""
    return stage.name or STAGE_NAMES[stage.kind]


class StagesFormat(_Model):
    """Stages in sequence (分阶段赛): each stage's field is the previous stage's advancers."""

    kind: Literal["stages"]
    stages: list[StageBody] = Field(min_length=1, max_length=8)

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = names_over(GAMES) | FOUR_PLAYER_TIEBREAKS

    @model_validator(mode="after")
    def _sequence(self) -> StagesFormat:
        last = len(self.stages) - 1
        for i, stage in enumerate(self.stages):
            which = {"i": i + 1, "name": stage_name(stage)}
            if isinstance(stage, SOLE_STAGES):
                _check_system(i, stage, len(self.stages))
                continue
            if i < last and stage.advance is None:
                raise PydanticCustomError(
                    "stage_advance",
                    "第{i}阶段（{name}）没写谁进入下一阶段：加上 advance = {top = 8}（前 8 名）"
                    "或 advance = {everyone = true}",
                    which,
                )
            if i == last and stage.advance is not None:
                raise PydanticCustomError(
                    "stage_advance",
                    "第{i}阶段（{name}）是最后一个阶段，没有下一阶段，不要写 advance",
                    which,
                )
            if isinstance(stage, SwissStage) and stage.per_division:
                raise PydanticCustomError(
                    "stage_division",
                    "第{i}阶段（{name}）：分阶段赛不分组别，per_division 应为 false",
                    which,
                )
            if not isinstance(stage, KnockoutStage):
                check_groups(i, stage)
            if isinstance(stage, KnockoutStage):
                _check_knockout(i, stage, self.stages[i - 1] if i else None)
            if isinstance(stage, RoundRobinStage) and i:
                top = _top(self.stages[i - 1])
                if top is not None and stage.players != top:
                    raise PydanticCustomError(
                        "stage_field",
                        "第{i}阶段（{name}）：{went}进入，循环赛 players 应为 {k}，现在是 {n}",
                        {**which, "went": _went(self.stages[i - 1]), "k": top, "n": stage.players},
                    )
        return self

    @property
    def planned_rounds(self) -> int:
        """Every stage's rounds, added up."""
        return sum(stage.planned_rounds for stage in self.stages)

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name of every stage (each once, in order)."""
        return list(dict.fromkeys(n for stage in self.stages for n in stage.all_tiebreaks))


def _check_system(i: int, stage: FourPlayerStage | ArenaStage, count: int) -> None:
    """Seed 000's four-player tables and 004's ladder are a regulation's only stage: the tables'
    cuts are their own way of going on (the last table's ranking is the final one) and a ladder
    ends with a champion and no field to hand on, so neither takes ``advance`` nor follows
    another stage."""
    which = {"i": i + 1, "name": stage_name(stage), "kind": stage.kind}
    if count > 1:
        raise PydanticCustomError(
            "stage_sole",
            '第{i}阶段（{name}，kind = "{kind}"）只能作为唯一的阶段：它自带淘汰或结束方式，'
            "不能接在别的阶段之后，也不能再接下一阶段。请只写这一个 [[format.stages]]",
            which,
        )
    if stage.advance is not None:
        raise PydanticCustomError(
            "stage_advance",
            "第{i}阶段（{name}）是唯一的阶段，没有下一阶段，不要写 advance",
            which,
        )


def _top(stage: AnyStage) -> int | None:
    """How many go on from a stage before the last (``advance_count``); None: everyone still
    in."""
    return advance_count(stage)


def advance_count(stage: AnyStage) -> int | None:
    """How many go on from ``stage``: ``top``, or ``per_group`` × the groups + ``wildcards``;
    None: everyone still in (or the stage is the last)."""
    rule = stage.advance
    if rule is None:
        return None
    groups = stage.groups if isinstance(stage, SwissStage | RoundRobinStage) else None
    if rule.per_group is not None and groups is not None:
        return rule.per_group * groups.count + rule.wildcards
    return rule.top


def _went(stage: AnyStage) -> str:
    """Who goes on from ``stage``, for the errors: 上一阶段前 8 名, 上一阶段每组前 2 名（4 组）另加
    2 名, 共 10 人."""
    rule = stage.advance
    groups = stage.groups if isinstance(stage, SwissStage | RoundRobinStage) else None
    if rule is None or rule.per_group is None or groups is None:
        return f"上一阶段前 {_top(stage)} 名"
    extra = f"另加 {rule.wildcards} 名" if rule.wildcards else ""
    return f"上一阶段每组前 {rule.per_group} 名（{groups.count} 组）{extra}共 {_top(stage)} 人"


def check_groups(i: int, stage: SwissStage | RoundRobinStage) -> None:
    """A stage's ``groups`` and ``advance`` agree: ``per_group`` only in groups and groups go on
    only by ``per_group`` (or everyone); a round robin's ``players`` fills the groups (at least 2
    each) and leaves each group more players than go on from it, and enough beside them for the
    wildcards. (A Swiss's field is known only when it is seated: engine/formats/stage_groups.py
    refuses a field too small for its groups then.)"""
    which = {"i": i + 1, "name": stage_name(stage)}
    rule, groups = stage.advance, stage.groups
    if groups is not None and groups.by == "draw" and i:
        raise PydanticCustomError(
            "stage_groups",
            "第{i}阶段（{name}）接在上一阶段之后，不能由组委抽签分组"
            '（by = "draw" 只用于第一阶段）：'
            "by 应为 order（按上一阶段名次）、rating、level 或 lots",
            which,
        )
    if groups is None:
        if rule is not None and rule.per_group is not None:
            raise PydanticCustomError(
                "stage_groups",
                "第{i}阶段（{name}）没有分组，advance = {per_group = …} 只用于分组的阶段："
                '加上 groups = {count = 4, by = "rating"}，或改用 advance = {top = 8}',
                which,
            )
        return
    if rule is not None and rule.top is not None:
        raise PydanticCustomError(
            "stage_groups",
            "第{i}阶段（{name}）分组进行，按组晋级：advance 应写 {per_group = 2}（每组前 2 名）、"
            "{per_group = 2, wildcards = 2}（另取 2 名成绩最好的）或 {everyone = true}",
            which,
        )
    if not isinstance(stage, RoundRobinStage):
        return
    n, g = stage.players, groups.count
    if n < 2 * g:
        raise PydanticCustomError(
            "stage_groups",
            "第{i}阶段（{name}）：循环赛 players = {n} 分不成 {g} 组（每组至少 2 人）："
            "players 至少应为 {least}，或减少 groups.count",
            {**which, "n": n, "g": g, "least": 2 * g},
        )
    if rule is None or rule.per_group is None:
        return
    smallest = n // g
    if rule.per_group >= smallest:
        raise PydanticCustomError(
            "stage_groups",
            "第{i}阶段（{name}）：{n} 人分 {g} 组，最小的组 {m} 人，"
            "每组晋级人数 per_group 应小于 {m}，现在是 {k}",
            {**which, "n": n, "g": g, "m": smallest, "k": rule.per_group},
        )
    left = n - rule.per_group * g
    if rule.wildcards > left:
        raise PydanticCustomError(
            "stage_groups",
            "第{i}阶段（{name}）：每组前 {k} 名之外只剩 {left} 人，wildcards 不能多于 {left}，"
            "现在是 {w}",
            {**which, "k": rule.per_group, "left": left, "w": rule.wildcards},
        )


def _check_knockout(i: int, stage: KnockoutStage, before: AnyStage | None) -> None:
    """A first knockout seeds by its own field (rating, level, lots); a later one by the previous
    stage's places, in the smallest bracket that holds the players who go on."""
    which = {"i": i + 1, "name": stage_name(stage)}
    if before is None:
        if stage.seeding == "places":
            raise PydanticCustomError(
                "stage_seeding",
                "第{i}阶段（{name}）是第一阶段，没有上一阶段的名次："
                "seeding 应为 rating、level 或 lots",
                which,
            )
        return
    if stage.seeding not in ("places", "lots"):
        raise PydanticCustomError(
            "stage_seeding",
            "第{i}阶段（{name}）按上一阶段的名次排位：seeding 应为 places（或不写），"
            "或全部抽签 lots",
            which,
        )
    top = _top(before)
    if top is not None and stage.size != bracket_size(top):
        raise PydanticCustomError(
            "stage_field",
            "第{i}阶段（{name}）：{went}进入，淘汰赛签数 size 应为 {fits}，现在是 {n}",
            {**which, "went": _went(before), "fits": bracket_size(top), "n": stage.size},
        )
