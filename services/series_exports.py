"""A series' standings as a spreadsheet (`/系列排名 表格`), as `/导出` makes a tournament's:
one sheet 系列排名 (名次, 选手, QQ, 总分, 场次, then each counted tournament's place and
points, a result not counted marked 不计), one sheet 赛事 (the tournaments) and one 规则."""

from .exports import workbook
from .series_views import SeriesTable, rows_json


def xlsx(table: SeriesTable, full_qq: bool) -> bytes:
    """The workbook's bytes; QQ numbers masked unless ``full_qq``."""
    counted = [t for t in table.tournaments if t.status == "finished"]
    standings: list[list] = [
        ["名次", "选手", "QQ", "总分", "场次", *(f"#{t.id} {t.name}" for t in counted)]
    ]
    for row in rows_json(table, full=full_qq):
        mine = {x["tournament"]: x for x in row["results"]}
        cells: list[object] = [row["rank"], row["name"], row["qq"], row["total"], row["events"]]
        for t in counted:
            x = mine.get(t.id)
            cells.append(
                None
                if x is None
                else f"第{x['place']}名 {x['points']}分" + ("" if x["counted"] else "（不计）")
            )
        standings.append(cells)
    events: list[list] = [["赛事", "名称", "状态"]]
    events += [
        [t.id, t.name, "已结束" if t.status == "finished" else "进行中"] for t in table.tournaments
    ]
    rules: list[list] = [["规则"], *([line] for line in table.rules.text().split("\n"))]
    return workbook({"系列排名": standings, "赛事": events, "规则": rules})
