"""The lint of a Swiss on its own: same-club avoidance (``format.avoid_same``) by a field the
sign-ups do not ask for (engine/formats/lint_notes.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .lint_notes import FormatLint, LintWarning
from .swiss import CLUB_WORDS, SwissFormat

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def _avoid_field(reg: Regulation) -> Iterator[LintWarning]:
    """Players are kept apart by a sign-up field: without it nobody is (a family may also come
    from the nickname's tag 【家族】, so ``family`` is only pointed out, not required)."""
    fmt = reg.format
    if not isinstance(fmt, SwissFormat) or fmt.avoid_same is None:
        return
    key = fmt.avoid_same
    if key in reg.signup.fields:
        return
    word = CLUB_WORDS[key]
    tag = "（或昵称前的【家族】）" if key == "family" else ""
    yield LintWarning(
        "swiss_avoid_same",
        reg.clause_of("format.avoid_same"),
        f"同{word}不相遇按报名的{word}{tag}判断，但报名不要求填写{word}（signup.fields 中没有 "
        f'"{key}"）：没填的选手不回避任何人。',
        level="info" if key == "family" else "warning",
    )


LINT = FormatLint(checks=(("swiss_avoid_same", _avoid_field),))
