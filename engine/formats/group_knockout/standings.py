"""Seed 003's standings: during the group stage the groups' rows by group place (all 1sts in
group order, then all 2nds …), each row's ``rank`` its place in its group; once the knockout is
seated, its players by the place they reached, then everyone else (eliminated, unranked)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.standings import StandingRow
from engine.vocabulary import EntryStatus

from ..base import Facts
from ..swiss import FORMAT as SWISS
from .group_stage import group_part
from .knockout_stage import knockout_standings
from .rows import JieqiResult, JieqiRow, JieqiStandings
from .schema import spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def standings(reg: Regulation, facts: Facts[JieqiResult], after_round: int) -> JieqiStandings:
    """The standings after round ``after_round`` (module docstring)."""
    f = spec(reg)
    part = group_part(reg, facts, after_round)
    ko_tables = [tf for tf in facts.tables if f.group_rounds < tf.round <= after_round]
    if any(tf.round == f.group_rounds + 1 for tf in ko_tables):
        return knockout_standings(reg, facts, after_round, part, ko_tables)
    ordered: list[StandingRow] = [part.rows[o[-1]] for o in sorted(part.order)]
    return JieqiStandings(
        after_round,
        ordered,
        [r.seq for r in ordered if r.status == EntryStatus.ACTIVE],
        names={seq: p.name for seq, p in facts.players.items()},
        group_rounds=f.group_rounds,
        groups=part.groups,
        rankings=part.rankings,
    )


def row_note(row: StandingRow) -> str:
    """A knockout row: its group place and the knockout's words; a group row: its group place
    and the Swiss' tiebreak note."""
    if not isinstance(row, JieqiRow):
        return SWISS.words.row_note(row)
    group = row.group
    if row.reached is not None:
        return (
            f"{group or ''}组第{row.place}名　{row.explanation or ''}"
            if row.place
            else (row.explanation or "")
        )
    note = SWISS.words.row_note(row)
    head = f"{group}组第{row.place}名" if group and row.place else ""
    return "　".join(x for x in (head, note) if x)


def rank_reason(row: StandingRow) -> str:
    """The Swiss' reason in the group stage; none in the knockout (the bracket ranks)."""
    in_knockout = isinstance(row, JieqiRow) and row.reached is not None
    return "" if in_knockout else SWISS.words.rank_reason(row)
