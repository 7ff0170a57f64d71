"""A series' standings as a spreadsheet (`/系列排名 表格`), as `/导出` makes a tournament's:
one sheet 系列排名 (名次, 选手, QQ, 总分, 场次, then each counted tournament's place and
points, a result not counted marked 不计) and one sheet 赛事 (the tournaments)."""

import io

from openpyxl import Workbook
from openpyxl.styles import Font

from .series_views import SeriesTable, rows_json


def xlsx(table: SeriesTable, full_qq: bool) -> bytes:
    """The workbook's bytes; QQ numbers masked unless ``full_qq``."""
    book = Workbook()
    sheet = book.active
    assert sheet is not None  # a new workbook has its sheet
    sheet.title = "系列排名"
    counted = [t for t in table.tournaments if t.status == "finished"]
    sheet.append(["名次", "选手", "QQ", "总分", "场次", *(f"#{t.id} {t.name}" for t in counted)])
    for cell in sheet[1]:
        cell.font = Font(bold=True)
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
        sheet.append(cells)
    events = book.create_sheet("赛事")
    events.append(["赛事", "名称", "状态"])
    for t in table.tournaments:
        events.append([t.id, t.name, "已结束" if t.status == "finished" else "进行中"])
    rules = book.create_sheet("规则")
    for line in table.rules.text().split("\n"):
        rules.append([line])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
