"""Team standings: teams ranked by a chain of the registry's team tiebreaks, and the standings'
JSON rows of the contract.

``rank_teams`` orders the records by the chain (each tiebreak compared only when every one
before it is equal); teams equal on the whole chain share a rank, listed by seq — with
``team_lots`` at its end no two teams are ever equal, so a rank is shared only when the chain
is exhausted. Each row carries the ``RankReason`` separating it from the row above (the same
value the individual standings carry: ``reason_text`` words it, e.g. ``场分相同，局分 24 > 21``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine.numbers import decimal_text
from engine.teams.lineup import Team
from engine.teams.record import TeamRecord
from engine.tiebreaks.chain import Values, chain_values, sort_key
from engine.tiebreaks.reason import TIED, RankReason, separated
from engine.tiebreaks.registry import TEAMS, Tiebreak, TiebreakValue, resolve
from engine.tiebreaks.teams import TeamContext

DEFAULT_CHAIN = (
    "match_points",
    "board_points",
    "team_direct_encounter",
    "weighted_boards",
    "team_lots",
)
"""A common chain: 场分, 局分, 直胜, 台次分, 抽签."""


def team_chain(names: Sequence[str]) -> list[Tiebreak[TeamRecord, TeamContext]]:
    """The team tiebreaks of a chain; ValueError (Chinese, ``unknown_text``) naming any name
    that is not a team tiebreak."""
    return resolve(names, TEAMS)


def evaluate(
    records: Iterable[TeamRecord], chain: Sequence[str], context: TeamContext
) -> dict[int, Values]:
    """seq -> the value of every tiebreak of ``chain``; an ``among_tied`` one (直胜) reads the
    teams level on every criterion before it."""
    return chain_values(list(records), team_chain(chain), context)


@dataclass(frozen=True)
class TeamRankedRow:
    """One place: the team's ``seq``, its ``rank`` (shared only when equal on the whole chain),
    every tiebreak's value and the ``reason`` separating it from the row above (None for the
    first row, ``TIED`` when it shares the rank)."""

    seq: int
    rank: int
    values: Values
    reason: RankReason | None


def rank_teams(
    records: Iterable[TeamRecord], chain: Sequence[str], context: TeamContext
) -> list[TeamRankedRow]:
    """The records in ranking order by ``chain`` (module docstring)."""
    tiebreaks = team_chain(chain)
    values = evaluate(records, chain, context)
    order = sorted(
        values,
        key=lambda seq: (
            tuple(sort_key(values[seq][tb.name], tb.higher_first) for tb in tiebreaks),
            seq,
        ),
    )
    rows: list[TeamRankedRow] = []
    for position, seq in enumerate(order, start=1):
        if not rows:
            rows.append(TeamRankedRow(seq, 1, values[seq], None))
            continue
        upper = rows[-1]
        k = next(
            (k for k, name in enumerate(chain) if upper.values[name] != values[seq][name]), None
        )
        if k is None:
            rows.append(TeamRankedRow(seq, upper.rank, values[seq], TIED))
        else:
            name = chain[k]
            reason = separated(chain, k, upper.values[name], values[seq][name])
            rows.append(TeamRankedRow(seq, position, values[seq], reason))
    return rows


def _text(value: TiebreakValue) -> object:
    if isinstance(value, tuple):
        return [decimal_text(v) for v in value]
    return decimal_text(value)


def standings_json(
    rows: Sequence[TeamRankedRow],
    teams: Mapping[int, Team],
    records: Mapping[int, TeamRecord],
) -> list[dict[str, object]]:
    """The contract's ``teams`` rows: ``rank``, ``name``, ``total`` (match points),
    ``board_points``, ``tiebreaks`` (name -> value, exact decimal strings), ``round_scores``
    (each round's match points, None for a round without a result) and ``members`` (seqs by
    registered board)."""
    out: list[dict[str, object]] = []
    for row in rows:
        record = records[row.seq]
        team = teams[row.seq]
        out.append(
            {
                "rank": row.rank,
                "name": team.name,
                "total": decimal_text(record.match_points),
                "board_points": decimal_text(record.board_points),
                "tiebreaks": {name: _text(v) for name, v in row.values.items()},
                "round_scores": [
                    None if r.outcome == "absent" else decimal_text(r.match_points)
                    for r in record.rounds
                ],
                "members": [m.seq for m in (*team.regulars, *team.reserves)],
            }
        )
    return out
