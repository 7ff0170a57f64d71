"""A round's tables (`/对阵`) as pictures."""

from collections.abc import Sequence

from services import labels

from .draw import INK, MUTED, PAGE_ROWS, RED
from .table import Cell, Column, Row, _widths, table_png
from .teams import has_matches, matches_layout


def tables_layout(tables: dict, players: Sequence[dict]) -> tuple[list[Column], list[Row]]:
    """Columns and rows of a round's tables: table, the seats in order (first seat first;
    an absent player in red), result, points by seat."""
    names = {p["seq"]: labels.player_name(p) for p in players}
    seats = max((len(t["seats"]) for t in tables["tables"]), default=2)
    columns = [Column("桌", "r")] + [
        Column("先手" if i == 0 else f"{i + 1}号位") for i in range(seats)
    ]
    columns += [Column("结果"), Column("得分", "r")]
    # players replaced by a substitute are no longer seated: named in a column of their own
    replaced = any(set(t.get("absent") or []) - set(t["seats"]) for t in tables["tables"])
    if replaced:
        columns.append(Column("缺席（由替补代替）"))
    rows = []
    for t in tables["tables"]:
        absent = set(t.get("absent") or [])
        cells = [Cell(str(t["table"]))]
        for i in range(seats):
            if i < len(t["seats"]):
                seq = t["seats"][i]
                mark = "（缺席）" if seq in absent else ""
                cells.append(Cell(f"{names.get(seq, '?')}({seq}){mark}", RED if mark else INK))
            else:
                cells.append(Cell(""))
        cells.append(Cell(t["result"] or "未录入", INK if t["result"] else MUTED))
        points = "/".join(t["points"].get(str(s), "-") for s in t["seats"]) if t["points"] else ""
        cells.append(Cell(points))
        if replaced:
            gone = [seq for seq in t.get("absent") or [] if seq not in t["seats"]]
            cells.append(Cell("、".join(f"{names.get(seq, '?')}({seq})" for seq in gone), RED))
        rows.append(Row(cells=cells))
    return columns, rows


def tables_png(
    summary: dict, tables: dict, players: Sequence[dict], computed_at: str = ""
) -> list[bytes]:
    """A round's tables (`/对阵`) as pictures, pages of PAGE_ROWS tables (a team event's
    matches: a row per board)."""
    matches = has_matches(tables)
    columns, rows = (matches_layout if matches else tables_layout)(tables, players)
    number = tables["round"]
    state = labels.ROUND_STATUS.get(tables.get("status", ""), "")
    widths = _widths(columns, rows) if rows else None
    chunks = [rows[i : i + PAGE_ROWS] for i in range(0, len(rows), PAGE_ROWS)] or [[]]
    pages = []
    for k, chunk in enumerate(chunks):
        page = f"第 {k + 1}/{len(chunks)} 页" if len(chunks) > 1 else ""
        subtitle = "　".join(
            x
            for x in (
                f"第{number}轮对阵",
                state,
                page,
                f"计算于 {computed_at}" if computed_at else "",
            )
            if x
        )
        pages.append(
            table_png(
                summary["name"],
                subtitle,
                columns,
                chunk,
                "结果从先列队伍一方看，先：先走的一方。" if matches else "得分按座位顺序。",
                widths=widths,
            )
        )
    return pages
