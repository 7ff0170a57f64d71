"""The series page `/s/{id}` and the `/系列排名` picture show the same rows and numbers as
`GET /api/series/{id}/standings` (as tests/plugins/test_api_agrees.py does for tournaments),
over tests/services/test_series.py's four round robins under best 3 of 4."""

import html
import re

from services import series, series_views, tournaments
from tests.services.test_series import ORG, RULES, SERIES_1, T0, event, four_events

from .test_api import client

_ROW = re.compile(r"<tr>(.*?)</tr>", re.S)
_CELL = re.compile(r"<t([dh])[^>]*>(.*?)</t[dh]>", re.S)


def _page_table(page: str) -> tuple[list[str], list[list[str]]]:
    """The standings table of the page: its header and its rows' cells, as text."""
    table = page[page.index('id="standings"') : page.index('id="events"')]
    header: list[str] = []
    rows: list[list[str]] = []
    for row in _ROW.findall(table):
        cells = _CELL.findall(row)
        texts = [html.unescape(text).strip() for _, text in cells]
        if cells and cells[0][0] == "h":
            header = texts
        else:
            rows.append(texts)
    return header, rows


def _cells_of(data: dict) -> list[list[str]]:
    """The API's rows as the page and the picture should show them: rank (— unranked), name,
    total, events, then each counted tournament's `N名 P` (in brackets when not counted)."""
    out = []
    for row in data["rows"]:
        mine = {x["tournament"]: x for x in row["results"]}
        cells = ["—" if row["rank"] is None else str(row["rank"]), row["name"], row["total"]]
        cells.append(str(row["events"]))
        for tid in data["counted"]:
            x = mine.get(tid)
            shown = "-" if x is None else f"{x['place']}名 {x['points']}"
            cells.append(shown if x is None or x["counted"] else f"[{shown}]")
        out.append(cells)
    return out


async def test_the_series_page_and_picture_agree_with_the_api(clean_db):
    tids = await four_events()
    await series.create_series(ORG, "2026年度积分", T0)
    for tid in tids:
        await series.add_tournament(ORG, event(SERIES_1, tid), T0)
    await series.update_rules(ORG, 1, RULES)
    async with client() as http:
        data = (await http.get("/api/series/1/standings")).json()
        page = (await http.get("/s/1")).text
    # worked in tests/services/test_series.py: X 30, Y 26, Z 18, W 11 (best 3 of 4)
    assert [(r["rank"], r["name"], r["total"]) for r in data["rows"]] == [
        (1, "选手X", "30"),
        (2, "选手Y", "26"),
        (3, "选手Z", "18"),
        (4, "选手W", "11"),
    ]
    expected = _cells_of(data)
    # Y's third 8 does not count (equal points: the earlier events count)
    assert expected[1][4:] == ["2名 8", "2名 8", "[2名 8]", "1名 10"]
    header, rows = _page_table(page)
    assert rows == expected
    # the page names each tournament beside its number; the picture gives the number
    assert header[:4] == ["名次", "选手", "总分", "场次"]
    assert [h.split()[0] for h in header[4:]] == [f"#{tid}" for tid in data["counted"]]
    # the picture is drawn from the masked JSON the chat reads (/系列排名)
    from plugins.qisai.render.series import series_layout

    chat = await series_views.standings_json(1, full=False)
    assert chat == data
    columns, picture = series_layout(chat)
    assert [[c.text for c in row.cells] for row in picture] == expected
    assert [c.title for c in columns[4:]] == [f"#{tid}" for tid in data["counted"]]


async def test_unranked_rows_and_a_running_tournament_agree_too(clean_db):
    """At least 5 events to be ranked: nobody has, every row unranked (—) in the same order;
    a fifth tournament added but not played is listed and gets no column."""
    from plugins.qisai.render.series import series_layout

    tids = await four_events()
    await series.create_series(ORG, "2026年度积分", T0)
    for tid in tids:
        await series.add_tournament(ORG, event(SERIES_1, tid), T0)
    await series.update_rules(ORG, 1, RULES + "min_events = 5\n")
    await tournaments.create_tournament(ORG, "round-robin", "周赛5", T0)
    await series.add_tournament(ORG, event(SERIES_1, 5), T0)
    async with client() as http:
        data = (await http.get("/api/series/1/standings")).json()
        page = (await http.get("/s/1")).text
    assert data["tournaments"] == [*tids, 5] and data["counted"] == tids
    # the same order as ranked (X 30, Y 26, Z 18, W 11), none numbered
    assert [(r["rank"], r["name"]) for r in data["rows"]] == [
        (None, "选手X"),
        (None, "选手Y"),
        (None, "选手Z"),
        (None, "选手W"),
    ]
    expected = _cells_of(data)
    assert [row[0] for row in expected] == ["—"] * 4
    header, rows = _page_table(page)
    assert rows == expected and len(header) == 4 + len(tids)
    assert "#5 周赛5</a>（进行中）" in page
    _, picture = series_layout(data)
    assert [[c.text for c in row.cells] for row in picture] == expected
