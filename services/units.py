"""The unit ranking (团体成绩) of an individual event, from its standings: the regulation's
``[unit_ranking]`` read on a scope's table (engine/teams/prizes.py ``rank_units``), as the
standings JSON's ``units`` and as the chat block under the standings and the final post.

Who counts: every row of the table with a place (``rank`` not None: a disqualified player's row
has none) and a unit (the sign-up field the regulation names; 家族 from the family tag); a woman
is a player whose 性别 is 女, every other player counts as a man."""

from engine.numbers import decimal_text
from engine.regulation.schema import UnitRanking
from engine.standings import Standings
from engine.teams.prizes import Placed, UnitRow, UnitRule, rank_units
from models.tables import Entry

from . import snapshot
from .results import display_name


def _unit_of(e: Entry, field: str) -> str | None:
    value = e.family if field == "family" else (e.fields or {}).get(field)
    return (value.strip() or None) if isinstance(value, str) else None


def unit_rows(snap: snapshot.Snapshot, table: Standings) -> list[UnitRow] | None:
    """The scope's units ranked by the regulation's rule; None without ``[unit_ranking]`` or
    before a round is closed."""
    units = snap.reg.unit_ranking
    if units is None or table.after_round < 1:
        return None
    placed = []
    for row in table.rows:
        e = snap.by_seq[row.seq]
        unit = _unit_of(e, units.field)
        if row.rank is None or unit is None:
            continue
        woman = (e.fields or {}).get("gender") == "女"
        placed.append(Placed(row.seq, row.rank, row.total, unit, woman))
    return rank_units(placed, UnitRule(units.men, units.women, units.by))


def units_json(snap: snapshot.Snapshot, table: Standings) -> list[dict] | None:
    """``[{"rank", "name", "total", "members", "complete"}]`` (``total`` an exact decimal
    string: the sum of places or of points; ``members`` the counted seqs, men then women, best
    first), each with its ``division`` in a scope of one; None as ``unit_rows``."""
    rows = unit_rows(snap, table)
    if rows is None:
        return None
    extra = {"division": snap.division} if snap.division is not None else {}
    return [
        {
            "rank": r.rank,
            "name": r.unit,
            "total": decimal_text(r.total),
            "members": list(r.counted),
            "complete": r.complete,
            **extra,
        }
        for r in rows
    ]


def _member_text(snap: snapshot.Snapshot, table: Standings, units: UnitRanking, seq: int) -> str:
    row = next(r for r in table.rows if r.seq == seq)
    value = f"第{row.rank}名" if units.by == "places" else decimal_text(row.total)
    return f"{display_name(snap.by_seq[seq])} {value}"


def units_lines(snap: snapshot.Snapshot, table: Standings) -> list[str]:
    """The chat block: ``团体成绩：`` then a unit a line, ``第1名 深圳 名次和 7（甲 第1名、乙
    第2名、丙 第4名）``; an incomplete unit ends ``（不足2男1女）``. Empty without a ranking."""
    units = snap.reg.unit_ranking
    rows = unit_rows(snap, table)
    if units is None or not rows:
        return []
    word = "名次和" if units.by == "places" else "积分和"
    make_up = (f"{units.men}男" if units.men else "") + (f"{units.women}女" if units.women else "")
    lines = [f"{units.name}："]
    for r in rows:
        members = "、".join(_member_text(snap, table, units, q) for q in r.counted)
        lines.append(
            f"第{r.rank}名 {r.unit} {word} {decimal_text(r.total)}（{members}）"
            + ("" if r.complete else f"（不足{make_up}）")
        )
    return lines


def my_unit_lines(snap: snapshot.Snapshot, table: Standings, seq: int) -> list[str]:
    """``/我的``: ``团体成绩：深圳 第1名（名次和 9，本人计入）`` — the player's unit and its place
    (``本人未计入`` when he is not among the counted); empty without a ranking or a unit."""
    units = snap.reg.unit_ranking
    rows = unit_rows(snap, table)
    unit = _unit_of(snap.by_seq[seq], units.field) if units is not None else None
    mine = next((r for r in rows or [] if r.unit == unit), None)
    if units is None or mine is None:
        return []
    word = "名次和" if units.by == "places" else "积分和"
    counted = "本人计入" if seq in mine.counted else "本人未计入"
    short = "" if mine.complete else "，人数不足"
    return [
        f"{units.name}：{mine.unit} 第{mine.rank}名（{word} {decimal_text(mine.total)}，"
        f"{counted}{short}）"
    ]
