"""``[format]`` of kind ``stages``: the stages of a tournament in order, each a pairing system
with that system's own keys, and who goes on from each to the next.

```toml
[format]
kind = "stages"

[[format.stages]]                 # stage 1
kind = "swiss"                    # the pairing system: "swiss", "round_robin" or "knockout"
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
``seeding = "places"`` (the previous stage's places, the default and the only seeding of a
later knockout). ``advance`` is required on every stage but the last and refused on the last.
The next stage must fit what goes on: a knockout after ``top = k`` has the smallest bracket that
holds k (k = 8: ``size = 8``), a round robin ``players = k``.

``advance`` is a table so that later rules fit beside ``top`` and ``everyone`` (e.g. the best k
of each group, wildcards): exactly one of its keys is given.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal, Union

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from engine.fields import _Model
from engine.knockout.bracket import bracket_size
from engine.tiebreaks import GAMES, names_over

from .knockout import KnockoutFormat
from .round_robin import RoundRobinFormat
from .swiss import SwissFormat

__all__ = [
    "STAGE_NAMES",
    "Advance",
    "KnockoutStage",
    "RoundRobinStage",
    "StageBody",
    "StagesFormat",
    "SwissStage",
    "stage_name",
]

STAGE_NAMES = {"swiss": "积分编排", "round_robin": "循环赛", "knockout": "淘汰赛"}
"""What chat calls a stage whose regulation gives it no ``name``, by its pairing system."""

NAME_LIMIT = 12


class Advance(_Model):
    """``advance``: who goes on to the next stage, in the stage's final order — ``top = k`` the
    first k still in the event, ``everyone = true`` everyone still in (engine/stages/handover.py).
    Exactly one key is given."""

    top: int | None = Field(default=None, ge=2)
    everyone: bool = False

    @model_validator(mode="after")
    def _one_rule(self) -> Advance:
        if (self.top is not None) != self.everyone:
            return self
        raise PydanticCustomError(
            "advance",
            "advance 应写 {top = 8}（前 8 名进入下一阶段）"
            "或 {everyone = true}（全部进入），二者选一",
        )

    @property
    def count(self) -> int | None:
        """How many go on (None: everyone still in)."""
        return self.top


class SwissStage(SwissFormat):
    """A Swiss stage: the Swiss's own keys (``rounds``, ``colours``, ``tiebreaks``,
    ``bye_opponent_value``, ``forfeits_to_withdraw`` …), its ``name`` and ``advance``."""

    name: str | None = Field(default=None, min_length=1, max_length=NAME_LIMIT)
    advance: Advance | None = None


class RoundRobinStage(RoundRobinFormat):
    """A round-robin stage: the round robin's keys (``cycles``, ``players``, ``tiebreaks``), its
    ``name`` and ``advance``."""

    name: str | None = Field(default=None, min_length=1, max_length=NAME_LIMIT)
    advance: Advance | None = None


class KnockoutStage(KnockoutFormat):
    """A knockout stage: the knockout's keys (``size``, ``third_place``, ``[tie]`` …), its
    ``name`` and ``advance``; ``seeding = "places"``: the previous stage's places
    (engine/stages/handover.py ``line_by_places``), the default."""

    name: str | None = Field(default=None, min_length=1, max_length=NAME_LIMIT)
    advance: Advance | None = None
    # a stage's knockout widens the schema's seedings by "places" (a field override mypy refuses)
    seeding: Literal["places", "rating", "level", "lots"] = "places"  # type: ignore[assignment]


StageBody = Annotated[
    Union[SwissStage, RoundRobinStage, KnockoutStage],  # noqa: UP007 (a union object, as FormatSchema)
    Field(discriminator="kind"),
]
"""One stage: a pairing system's schema, by its ``kind``."""


def stage_name(stage: SwissStage | RoundRobinStage | KnockoutStage) -> str:
    """What chat calls the stage: its ``name``, else its system's (积分编排, 循环赛, 淘汰赛)."""
    return stage.name or STAGE_NAMES[stage.kind]


class StagesFormat(_Model):
    """Stages in sequence (分阶段赛): each stage's field is the previous stage's advancers."""

    kind: Literal["stages"]
    stages: list[StageBody] = Field(min_length=1, max_length=8)

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = names_over(GAMES)

    @model_validator(mode="after")
    def _sequence(self) -> StagesFormat:
        last = len(self.stages) - 1
        for i, stage in enumerate(self.stages):
            which = {"i": i + 1, "name": stage_name(stage)}
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
            if isinstance(stage, KnockoutStage):
                _check_knockout(i, stage, self.stages[i - 1] if i else None)
            if isinstance(stage, RoundRobinStage) and i:
                top = _top(self.stages[i - 1])
                if top is not None and stage.players != top:
                    raise PydanticCustomError(
                        "stage_field",
                        "第{i}阶段（{name}）：上一阶段前 {k} 名进入，"
                        "循环赛 players 应为 {k}，现在是 {n}",
                        {**which, "k": top, "n": stage.players},
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


def _top(stage: SwissStage | RoundRobinStage | KnockoutStage) -> int | None:
    """How many go on from a stage before the last (its ``advance.count``, which ``_sequence``
    has required); None: everyone still in."""
    return stage.advance.count if stage.advance is not None else None


def _check_knockout(
    i: int, stage: KnockoutStage, before: SwissStage | RoundRobinStage | KnockoutStage | None
) -> None:
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
    if stage.seeding != "places":
        raise PydanticCustomError(
            "stage_seeding",
            "第{i}阶段（{name}）按上一阶段的名次排位：seeding 应为 places（或不写）",
            which,
        )
    top = _top(before)
    if top is not None and stage.size != bracket_size(top):
        raise PydanticCustomError(
            "stage_field",
            "第{i}阶段（{name}）：上一阶段前 {k} 名进入，淘汰赛签数 size 应为 {fits}，现在是 {n}",
            {**which, "k": top, "fits": bracket_size(top), "n": stage.size},
        )
