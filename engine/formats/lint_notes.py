"""What a regulation's lint says (``LintWarning``) and what a format adds to it (``FormatLint``).

The lint (engine/regulation/lint.py) runs the checks every regulation gets and, by the
regulation's ``format.kind``, the format's own (``formats.lint_of``): they live beside the
format they read (000's cuts and weights, 003's knockout field, a knockout's bracket), so that
nothing outside a format dispatches on its schema. Each check has a name; the lint lists
warnings in one fixed order of the names (``lint.ORDER``), whichever side a check lives on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


@dataclass(frozen=True)
class LintWarning:
    """A contradiction or doubtful value in a regulation, for the organisers.

    ``level`` "info" only states which reading is in force; "error": the regulation cannot
    be run as written (a tiebreak no format knows)."""

    code: str
    clause: str
    message: str
    level: Literal["warning", "info", "error"] = "warning"


Check = Callable[["Regulation"], Iterator[LintWarning]]
"""One lint check over a whole regulation."""


def _one_group(reg: Regulation) -> int:
    return 1


@dataclass(frozen=True)
class FormatLint:
    """What a format adds to the lint: its named ``checks``; ``prize_money``, the money it pays
    out where its prizes are not the prize table's (the arena's pool), else None;
    ``prize_groups``, how many groups each pay ``prizes.group_ranges`` (003: one per group);
    ``rounds_at_most``: the timetable may hold more rounds than are played (a ladder ends when
    a champion falls), so only more rounds than planned are a contradiction."""

    checks: tuple[tuple[str, Check], ...] = ()
    prize_money: Callable[[Regulation], int] | None = None
    prize_groups: Callable[[Regulation], int] = field(default=_one_group)
    rounds_at_most: bool = False


NO_LINT = FormatLint()
"""A format that adds nothing to the lint."""
