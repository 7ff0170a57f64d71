"""A series' standings as a picture (`/系列排名`), from the JSON of
`GET /api/series/{id}/standings` (services/series_views.py): rank, player, total, events,
then each tournament's place and points, a result that does not count (best k of n) muted
in brackets."""

from .draw import INK, MUTED
from .table import Cell, Column, Row, table_png


def series_layout(data: dict) -> tuple[list[Column], list[Row]]:
    """Columns and rows of a series' standings."""
    counted = data.get("counted", [])
    columns = [Column("名次", "r"), Column("选手"), Column("总分", "r"), Column("场次", "r")]
    columns += [Column(f"#{tid}", "r") for tid in counted]
    rows = []
    for row in data["rows"]:
        mine = {x["tournament"]: x for x in row["results"]}
        cells = [
            Cell("—" if row["rank"] is None else str(row["rank"])),
            Cell(row["name"]),
            Cell(row["total"]),
            Cell(str(row["events"])),
        ]
        for tid in counted:
            x = mine.get(tid)
            if x is None:
                cells.append(Cell("-", MUTED))
            elif x["counted"]:
                cells.append(Cell(f"{x['place']}名 {x['points']}", INK))
            else:
                cells.append(Cell(f"[{x['place']}名 {x['points']}]", MUTED))
        rows.append(Row(cells=cells))
    return columns, rows


def series_png(data: dict, computed_at: str = "") -> bytes:
    """The series' standings as one picture."""
    columns, rows = series_layout(data)
    subtitle = "　".join(
        x
        for x in (
            f"系列积分榜　已计 {len(data.get('counted', []))} 场赛事",
            f"共 {len(rows)} 人",
            f"计算于 {computed_at}" if computed_at else "",
        )
        if x
    )
    return table_png(
        data["name"],
        subtitle,
        columns,
        rows,
        "列为赛事编号：名次与积分；[ ] 内不计入总分；— 为未满最少场次。",
    )
