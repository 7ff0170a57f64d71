"""A chain's values over a field, for any kind of record (players' ``SwissRecord``, teams'
``TeamRecord``): every tiebreak in order, an ``among_tied`` one (直胜) reading who is level with
each record on every criterion before it; and the sort key of a value."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol, TypeVar

from .registry import Tiebreak, TiebreakValue

Values = dict[str, TiebreakValue]
"""A record's value of every tiebreak of a chain, by name."""


class _Seq(Protocol):
    @property
    def seq(self) -> int: ...


class _Tied(Protocol):
    @property
    def tied(self) -> Mapping[int, frozenset[int]]: ...


R = TypeVar("R", bound=_Seq)
C = TypeVar("C", bound=_Tied)


def chain_values(
    field: Sequence[R], tiebreaks: Sequence[Tiebreak[R, C]], context: C
) -> dict[int, Values]:
    """seq -> the value of every tiebreak of ``tiebreaks`` for each record of ``field``; an
    ``among_tied`` tiebreak is computed with the context's ``tied`` set to the records of
    ``field`` level with each one on every tiebreak before it (the context is a dataclass)."""
    values: dict[int, Values] = {r.seq: {} for r in field}
    for i, tb in enumerate(tiebreaks):
        ctx = context
        if tb.among_tied:
            before = [t.name for t in tiebreaks[:i]]
            groups: dict[tuple[TiebreakValue, ...], set[int]] = defaultdict(set)
            for r in field:
                groups[tuple(values[r.seq][name] for name in before)].add(r.seq)
            tied = {
                r.seq: frozenset(groups[tuple(values[r.seq][name] for name in before)])
                for r in field
            }
            ctx = replace(context, tied=tied)  # type: ignore[type-var]  # a dataclass context
        for r in field:
            values[r.seq][tb.name] = tb.value(r, ctx)
    return values


def sort_key(value: TiebreakValue, higher_first: bool) -> Any:
    """The key that sorts ``value`` first when it is better (higher, where higher is better)."""
    if not higher_first:
        return value
    return tuple(-v for v in value) if isinstance(value, tuple) else -value
