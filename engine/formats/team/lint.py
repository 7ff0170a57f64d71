"""The lint of a team event on boards: make-up rules whose sign-up fields the regulation does
not require (``min_women`` without 性别, ``age_bands`` without 出生日期) cannot be checked."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..lint_notes import FormatLint, LintWarning
from .schema import TeamFormat

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def _make_up(reg: Regulation) -> Iterator[LintWarning]:
    """``min_women`` needs ``gender`` in ``signup.fields``, ``age_bands`` needs ``birth``: a
    sign-up without them counts as no woman, of no age, and every line-up is refused."""
    fmt = reg.format
    if not isinstance(fmt, TeamFormat):
        return
    fields = reg.signup.fields
    if fmt.min_women and "gender" not in fields:
        yield LintWarning(
            "team_make_up",
            f"{reg.clause_of('format.min_women')} ↔ {reg.clause_of('signup.fields')}",
            f"每队出场至少 {fmt.min_women} 名女棋手，但报名不要求填写性别（signup.fields 加 "
            '"gender"）：没填性别的队员不算女棋手，出场名单会被拒绝。',
            level="error",
        )
    if fmt.age_bands and "birth" not in fields:
        boards = "、".join(f"第{band.board}台" for band in fmt.age_bands)
        yield LintWarning(
            "team_make_up",
            f"{reg.clause_of('format.age_bands')} ↔ {reg.clause_of('signup.fields')}",
            f'{boards}限年龄，但报名不要求填写出生日期（signup.fields 加 "birth"）：'
            "没填的队员不能上这些台次。",
            level="error",
        )


LINT = FormatLint(checks=(("team_make_up", _make_up),))
