"""Ranking two-player records (``SwissRecord``) by a chain of registered tiebreaks: ``rank``
orders a field, each row with the ``RankReason`` that separates it from the row above;
``separating_tiebreak`` says which criterion put one player above another and with which
values, so that the chat can say "对手分 31 > 29"."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine.swiss.record import SwissRecord

from .chain import Values, chain_values, sort_key
from .games import SwissContext
from .reason import TIED, RankReason, separated
from .registry import GAMES, TIEBREAKS, Tiebreak, TiebreakValue, resolve


def _chain(names: Sequence[str]) -> list[Tiebreak[SwissRecord, SwissContext]]:
    return resolve(names, GAMES)


def evaluate(
    records: Iterable[SwissRecord], chain: Sequence[str], context: SwissContext
) -> dict[int, Values]:
    """seq -> the value of every tiebreak of ``chain`` for each of ``records``. A tiebreak that
    is ``among_tied`` (直胜) reads who is level with each player on every criterion before it,
    taken over the context's whole field (players ranked apart, such as the disqualified,
    included), as the round robin always counted it."""
    tiebreaks = _chain(chain)
    wanted = list(records)
    field = wanted
    if any(tb.among_tied for tb in tiebreaks):
        field = list({**context.records, **{r.seq: r for r in wanted}}.values())
    values = chain_values(field, tiebreaks, context)
    return {r.seq: values[r.seq] for r in wanted}


Separation = tuple[str, TiebreakValue, TiebreakValue]
"""(name of the first tiebreak that differs, upper player's value, lower player's value)."""


@dataclass(frozen=True)
class SwissRankedRow:
    """One place: ``rank`` (equal on the whole chain: equal rank), each tiebreak's value, and
    what separates this row from the row above: ``separation`` (None for the first row and for
    a tie) and the same as a ``RankReason`` (None for the first row, ``TIED`` for a tie)."""

    seq: int
    rank: int
    values: Values
    separation: Separation | None
    reason: RankReason | None = None


def separation(
    upper: Mapping[str, TiebreakValue], lower: Mapping[str, TiebreakValue], chain: Sequence[str]
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
    return TIEBREAKS[name].why(upper, lower)


def rank(
    records: Iterable[SwissRecord], chain: Sequence[str], context: SwissContext
) -> list[SwissRankedRow]:
    """Order ``records`` by ``chain`` (each tiebreak compared only when all before it are equal;
    rows equal on the whole chain share a rank and are listed by seq)."""
    tiebreaks = _chain(chain)
    rows: list[tuple[tuple[TiebreakValue, ...], int, Values]] = []
    for seq, values in evaluate(records, chain, context).items():
        key = tuple(sort_key(values[tb.name], tb.higher_first) for tb in tiebreaks)
        rows.append((key, seq, values))
    rows.sort(key=lambda row: (row[0], row[1]))
    ranked: list[SwissRankedRow] = []
    for position, (_key, seq, values) in enumerate(rows, start=1):
        if not ranked:
            ranked.append(SwissRankedRow(seq, 1, values, None))
            continue
        found = separation(ranked[-1].values, values, chain)
        if found is None:
            ranked.append(SwissRankedRow(seq, ranked[-1].rank, values, None, TIED))
        else:
            reason = separated(chain, list(chain).index(found[0]), found[1], found[2])
            ranked.append(SwissRankedRow(seq, position, values, found, reason))
    return ranked
