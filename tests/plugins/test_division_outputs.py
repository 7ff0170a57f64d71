"""Seed 002's divisions in the standings picture and on the page: each division its own table,
ranks counted within it (the same round 1 as tests/services/test_swiss_flow.py)."""

import io
import re

from PIL import Image

from services import closing, play, views
from services.common import PlayerRef
from tests.plugins.test_api import client
from tests.plugins.test_render import render  # noqa: F401  (the font fixture)
from tests.services.test_swiss_flow import ORG, R1, setup_field, win


async def round_one() -> None:
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await win(1, 1)
    await play.forfeit(ORG, PlayerRef.seq(4), None, R1)
    await win(1, 6)
    await win(1, 9)
    await closing.close_round(ORG, R1)


async def test_each_division_its_own_table(clean_db, render, now):  # noqa: F811
    await round_one()
    summary = await views.tournament(1)
    standings = await views.standings(1)
    players = await views.players(1, full_qq=False)
    parts = render.by_division(standings)
    # youth 1..5 and open A 6..9 played; open B has nobody and is left out
    assert [p["division_name"] for p in parts] == ["青少年组", "公开组甲组"]
    assert [sorted(r["seq"] for r in p["rows"]) for p in parts] == [[1, 2, 3, 4, 5], [6, 7, 8, 9]]
    for part in parts:
        columns, rows = render.standings_layout(summary, part, players)
        assert "组别" not in [c.title for c in columns]  # the table is the division
        assert rows[0].cells[0].text == "1"  # ranks count within the division
    images = render.standings_pngs(summary, standings, players, mine=9)
    assert len(images) == 2 and all(Image.open(io.BytesIO(png)).height > 200 for png in images)
    pages = render.standings_pages(summary, standings, players, page_rows=3)
    assert len(pages) == 2 + 2  # 5 youth rows in pages of 3, 4 open A rows in pages of 3
    async with client() as http:
        page = (await http.get("/t/1")).text
    assert "<h3>青少年组第1轮后排名</h3>" in page and "<h3>公开组甲组第1轮后排名</h3>" in page
    youth, open_a = page.split("<h3>青少年组第1轮后排名</h3>")[1].split(
        "<h3>公开组甲组第1轮后排名</h3>"
    )
    assert re.search(r">棋手1<", youth) and not re.search(r">棋手1<", open_a.split("</table>")[0])
    assert re.search(r">棋手9<", open_a.split("</table>")[0])
    assert open_a.split("</table>")[0].count('<td class=" n">1</td>') >= 1  # open A's own 1st place
