"""A division's minimum of entries (``Division.min_entries``) applied at the close of sign-up:
which divisions are merged into another (``merge_into``) and which are cancelled.

The merges come first, in the regulation's order and until none is left (a division merged
into one that is itself below its minimum and merged goes on to that one's target), each
adding its entries to its target's count; then every division still below its minimum and
without a target is cancelled, counted with what was merged into it."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the regulation package imports the formats, which import the sign-up modules
    from engine.regulation.schema import Division


@dataclass(frozen=True)
class BelowMinimum:
    """A division below its minimum: ``count`` entries (with those merged into it) of the
    ``minimum``; ``into`` the division its entries join, None: cancelled."""

    key: str
    count: int
    minimum: int
    into: str | None = None


def below_minimum(divisions: Sequence["Division"], counts: Mapping[str, int]) -> list[BelowMinimum]:
    """The divisions below their minimum given the entries per division key, merges first (in
    the order they happen), then cancellations (in the regulation's order)."""
    count = {d.key: counts.get(d.key, 0) for d in divisions}
    merged: dict[str, str] = {}
    found: list[BelowMinimum] = []
    changed = True
    while changed:
        changed = False
        for d in divisions:
            if d.key in merged or d.min_entries is None or d.merge_into is None:
                continue
            if count[d.key] >= d.min_entries:
                continue
            target = d.merge_into
            while target in merged:
                target = merged[target]
            found.append(BelowMinimum(d.key, count[d.key], d.min_entries, target))
            count[target] += count[d.key]
            count[d.key] = 0
            merged[d.key] = target
            changed = True
    for d in divisions:
        if d.key not in merged and d.min_entries is not None and count[d.key] < d.min_entries:
            found.append(BelowMinimum(d.key, count[d.key], d.min_entries))
    return found
