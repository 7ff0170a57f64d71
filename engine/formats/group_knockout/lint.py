"""The lint of seed 003's format: the knockout's field against the groups and wildcards, and
the group prizes paid once per group (engine/formats/lint_notes.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..lint_notes import FormatLint, LintWarning
from .schema import GroupKnockoutFormat

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def _knockout_field(reg: Regulation) -> Iterator[LintWarning]:
    fmt = reg.format
    if not isinstance(fmt, GroupKnockoutFormat):
        return
    field = len(fmt.groups) * fmt.advance_per_group + fmt.wildcards
    if field != fmt.knockout_size or fmt.knockout_size & (fmt.knockout_size - 1):
        yield LintWarning(
            "knockout_field",
            reg.clause_of("format.knockout_size"),
            f"淘汰赛 {fmt.knockout_size} 人：应为 2 的幂，且等于 {len(fmt.groups)} 组 × 前 "
            f"{fmt.advance_per_group} 名"
            f" + {fmt.wildcards} 张外卡 = {field} 人。",
        )


def _groups(reg: Regulation) -> int:
    return len(reg.format.groups) if isinstance(reg.format, GroupKnockoutFormat) else 1


LINT = FormatLint(checks=(("knockout_field", _knockout_field),), prize_groups=_groups)
