"""The lint of a knockout on its own: more sign-ups than positions, seeds by a field the
sign-ups lack (engine/formats/lint_notes.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .knockout import KnockoutFormat
from .lint_notes import FormatLint, LintWarning

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def _bracket(reg: Regulation) -> Iterator[LintWarning]:
    """A knockout on its own: more sign-ups than positions; seeds by a field sign-ups lack."""
    fmt = reg.format
    if not isinstance(fmt, KnockoutFormat):
        return
    capacity = reg.signup.capacity
    if capacity is not None and capacity > fmt.size:
        yield LintWarning(
            "knockout_capacity",
            f"{reg.clause_of('signup.capacity')} ↔ {reg.clause_of('format.size')}",
            f"人数上限 {capacity} 超过 {fmt.size} 签：多出的选手无法进入签表（/设置 签数）。",
        )
    field = {"rating": "rating", "level": "level"}.get(fmt.seeding)
    if field and fmt.seeds and field not in reg.signup.fields:
        word = "等级分" if field == "rating" else "等级"
        yield LintWarning(
            "knockout_seeding",
            reg.clause_of("format.seeding"),
            f"按{word}定 {fmt.seeds} 名种子，但报名不要求填写{word}（signup.fields）："
            f"没填的选手不能做种子。",
        )


LINT = FormatLint(checks=(("knockout_bracket", _bracket),))
