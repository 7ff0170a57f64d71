"""Which tournament rounds each stage plays: the stages follow one another, stage i playing
rounds ``first .. last`` of the tournament and numbering them 1 .. ``last − first + 1`` itself
(its ``local`` rounds)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Span:
    """Stage ``index`` (0-based) plays tournament rounds ``first`` .. ``last``."""

    index: int
    first: int
    last: int

    @property
    def offset(self) -> int:
        """The rounds played before this stage (its round r is the tournament's offset + r)."""
        return self.first - 1

    @property
    def rounds(self) -> int:
        """How many rounds the stage plays."""
        return self.last - self.first + 1

    def local(self, number: int) -> int:
        """The stage's own number of tournament round ``number``."""
        return number - self.offset

    def holds(self, number: int) -> bool:
        """Whether tournament round ``number`` is one of this stage's."""
        return self.first <= number <= self.last


def spans(rounds: Sequence[int]) -> tuple[Span, ...]:
    """The spans of stages playing ``rounds[i]`` rounds each, in order: stage 0 from round 1, each
    next stage from the round after the last of the one before (3, 2 → rounds 1–3, 4–5)."""
    out: list[Span] = []
    first = 1
    for index, count in enumerate(rounds):
        if count < 1:
            raise ValueError(f"stage {index} plays {count} rounds")
        out.append(Span(index, first, first + count - 1))
        first += count
    return tuple(out)


def stage_at(plan: Sequence[Span], number: int) -> Span:
    """The stage that plays tournament round ``number``; a number after the last stage's rounds
    (asked of a finished tournament: the round after its last) is the last stage's."""
    for span in plan:
        if number <= span.last:
            return span
    return plan[-1]
