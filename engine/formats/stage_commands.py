"""A stage's own commands (``Format.commands``) in a tournament of stages: seed 000's ``/掉线``
on a table of its four-player stage. The view of a stage (``Stages.for_round``) carries its
system's commands, each reading and writing the stage's own value with the regulation as the
system reads it (``Stage.reg``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from .base import FormatCommand, FormatError
from .stage_plan import STAGE_RULES, StageResult, StageValue, plan_of

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

__all__ = ["stage_commands"]


def _wrapped(cmd: FormatCommand[StageValue]) -> FormatCommand[StageResult]:
    def apply(
        reg: Regulation, result: StageResult, seat: int, args: object
    ) -> tuple[StageResult, str]:
        plan = plan_of(reg)
        if not 0 <= result.stage < len(plan.stages):
            raise FormatError("这个结果没有记下它属于哪个阶段，无法读取。")
        stage = plan.stages[result.stage]
        if stage.kind != result.kind or cmd.word not in stage.rules.commands:
            raise FormatError(f"这一桌是{stage.name}的，{stage.name}没有 /{cmd.word} 这个命令。")
        value, what = cmd.apply(stage.reg, result.value, seat, args)
        return StageResult(result.stage, result.kind, value), what

    return FormatCommand(cmd.word, cmd.usage, cmd.summary, cmd.example, cmd.read, apply)


_COMMANDS: dict[str, Mapping[str, FormatCommand[StageResult]]] = {}


def stage_commands(kind: str | None) -> Mapping[str, FormatCommand[StageResult]]:
    """The commands of a view of a stage of system ``kind`` (none for the registry's object)."""
    if kind is None:
        return {}
    cached = _COMMANDS.get(kind)
    if cached is None:
        own = STAGE_RULES[kind].commands
        cached = _COMMANDS.setdefault(kind, {w: _wrapped(c) for w, c in own.items()})
    return cached
