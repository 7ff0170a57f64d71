"""The series' web page `/s/{id}`: its standings (the picture's table, as the `/t/` page
shows a tournament's), its tournaments linked to their `/t/` pages and its rules; QQ masked."""

from zoneinfo import ZoneInfo

from services import series_views

from . import clock
from .page import _templates
from .render.series import series_layout


async def render_page(sid: int) -> str | None:
    """The page of series ``sid``; None for an unknown one."""
    table = await series_views.load(sid)
    if table is None:
        return None
    data = {
        "name": table.series.name,
        "counted": [t.id for t in table.tournaments if t.status == "finished"],
        "rows": series_views.rows_json(table, full=False),
    }
    columns, rows = series_layout(data)
    names = {t.id: t.name for t in table.tournaments}
    for col in columns[4:]:
        col.title = f"{col.title} {names.get(int(col.title[1:]), '')}".strip()
    return _templates.get_template("series.html").render(
        name=table.series.name,
        counted=data["counted"],
        computed_at=clock.now().astimezone(ZoneInfo("Asia/Shanghai")).strftime("%Y-%m-%d %H:%M"),
        columns=columns,
        rows=[
            [
                {"text": c.text, "css": ("n" if col.align == "r" else "")}
                for c, col in zip(row.cells, columns, strict=False)
            ]
            for row in rows
        ],
        tournaments=[
            {"id": t.id, "name": t.name, "counted": t.status == "finished"}
            for t in table.tournaments
        ],
        rules=table.rules.text().split("\n"),
    )
