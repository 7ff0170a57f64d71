"""Ranking two-player records (``SwissRecord``) by a chain of registered tiebreaks: ``rank``
orders a field; ``separating_tiebreak`` says which criterion put one player above another and
with which values, so that the chat can say "对手分 31 > 29"."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.numbers import decimal_text
from engine.swiss.record import SwissRecord

from .games import SwissContext
from .registry import GAMES, TIEBREAKS, Tiebreak, resolve


def _chain(names: Sequence[str]) -> list[Tiebreak]:
    return resolve(names, GAMES)


def _sort_key(value: Any, higher_first: bool) -> Any:
    if not higher_first:
        return value
    return tuple(-v for v in value) if isinstance(value, tuple) else -value


def evaluate(
    records: Iterable[SwissRecord], chain: Sequence[str], context: SwissContext
) -> dict[int, dict[str, Any]]:
    """seq -> the value of every tiebreak of ``chain`` for each of ``records``. A tiebreak that
    is ``among_tied`` (直胜) reads who is level with each player on every criterion before it,
    taken over the context's whole field (players ranked apart, such as the disqualified,
    included), as the round robin always counted it."""
    tiebreaks = _chain(chain)
    wanted = list(records)
    field = wanted
    if any(tb.among_tied for tb in tiebreaks):
        field = list({**context.records, **{r.seq: r for r in wanted}}.values())
    values: dict[int, dict[str, Any]] = {r.seq: {} for r in field}
    for i, tb in enumerate(tiebreaks):
        ctx = context
        if tb.among_tied:
            before = [t.name for t in tiebreaks[:i]]
            groups: dict[tuple, set[int]] = defaultdict(set)
            for r in field:
                groups[tuple(values[r.seq][name] for name in before)].add(r.seq)
            tied = {
                r.seq: frozenset(groups[tuple(values[r.seq][name] for name in before)])
                for r in field
            }
            ctx = replace(context, tied=tied)
        for r in field:
            values[r.seq][tb.name] = tb.value(r, ctx)
    return {r.seq: values[r.seq] for r in wanted}


Separation = tuple[str, Any, Any]
"""(name of the first tiebreak that differs, upper player's value, lower player's value)."""


@dataclass(frozen=True)
class SwissRankedRow:
    """One place: ``rank`` (equal on the whole chain: equal rank), each tiebreak's value, and
    what separates this row from the row above (None for the first row and for a tie)."""

    seq: int
    rank: int
    values: dict[str, Any]
    separation: Separation | None


def separation(
    upper: Mapping[str, Any], lower: Mapping[str, Any], chain: Sequence[str]
) -> Separation | None:
    """The first tiebreak of ``chain`` whose values differ, with both values, e.g.
    ``("opponents_score", 31, 29)``; None when they are equal on the whole chain."""
    for name in chain:
        if upper[name] != lower[name]:
            return name, upper[name], lower[name]
    return None


def separating_tiebreak(
    upper: SwissRecord, lower: SwissRecord, chain: Sequence[str], context: SwissContext
) -> Separation | None:
    """Which tiebreak of ``chain`` separates two players and the two values, e.g.
    ``("opponents_score", 31, 29)`` (``"points"`` when their points differ); None when equal."""
    values = evaluate([upper, lower], chain, context)
    return separation(values[upper.seq], values[lower.seq], chain)


def separation_text(found: Separation) -> str:
    """The Chinese reason of a separation: ``对手分 31 > 29``, ``警告次数 0 < 1``,
    ``对手分逐轮递减（去掉最后2轮）27 > 25``, ``前轮名次（倒数第1个前轮）2 < 5``."""
    name, upper, lower = found
    tb = TIEBREAKS[name]
    detail = ""
    if isinstance(upper, tuple):
        k = next(i for i, (a, b) in enumerate(zip(upper, lower, strict=False)) if a != b)
        detail = tb.part(k + 1) if tb.part is not None else f"（第{k + 1}项）"
        upper, lower = upper[k], lower[k]
    sign = ">" if tb.higher_first else "<"
    return f"{tb.label}{detail or ' '}{decimal_text(upper)} {sign} {decimal_text(lower)}"


def rank(
    records: Iterable[SwissRecord], chain: Sequence[str], context: SwissContext
) -> list[SwissRankedRow]:
    """Order ``records`` by ``chain`` (each tiebreak compared only when all before it are equal;
    rows equal on the whole chain share a rank and are listed by seq)."""
    tiebreaks = _chain(chain)
    rows = []
    for seq, values in evaluate(records, chain, context).items():
        key = tuple(_sort_key(values[tb.name], tb.higher_first) for tb in tiebreaks)
        rows.append((key, seq, values))
    rows.sort(key=lambda row: (row[0], row[1]))
    ranked: list[SwissRankedRow] = []
    for position, (_key, seq, values) in enumerate(rows, start=1):
        if not ranked:
            ranked.append(SwissRankedRow(seq, 1, values, None))
            continue
        found = separation(ranked[-1].values, values, chain)
        ranked.append(SwissRankedRow(seq, position if found else ranked[-1].rank, values, found))
    return ranked
