"""The standings picture and page of a round robin and of a Swiss head their tiebreak columns
with the Chinese names of the registry (engine/tiebreaks), never the JSON's keys; golden
pictures as in test_render.py (regenerate the same way). Tournaments and figures:
tests/outputs/two_player.py."""

import re

import pytest

from services import rankings, views
from services.common import Actor
from tests.outputs.two_player import GROUP, round_robin_tournament, swiss_tournament
from tests.plugins.test_api import client
from tests.plugins.test_render import STAMP, check, render  # noqa: F401  (skips without a font)

needs_font = pytest.mark.usefixtures("render")

KEYS = ("sonneborn_berger", "direct_encounter", "opponents_score", "progressive", "lots")


async def _drawn(tid: int) -> tuple[dict, list[dict], list[dict]]:
    from plugins.qisai import render as pictures

    summary = await views.tournament(tid)
    players = await views.players(tid, full_qq=False)
    parts = pictures.by_division(await views.standings(tid))
    return summary, players, parts


@needs_font
async def test_round_robin_picture_page_and_chat():
    from plugins.qisai import render as pictures

    tid = await round_robin_tournament()
    summary, players, (standings,) = await _drawn(tid)
    columns, rows = pictures.standings_layout(summary, standings, players)
    assert [c.title for c in columns] == [
        "名次",
        "序号",
        "选手",
        "第1轮",
        "第2轮",
        "第3轮",
        "总分",
        "索伯分",
        "直胜",
        "胜局",
        "抽签",
        "状态",
        "处罚/补分",
    ]
    # 1 and 4: equal points and 索伯分, 直胜 2 > 0 decides: 4's 直胜 cell is the marked one
    marked = [
        [col.title for col, cell in zip(columns, row.cells, strict=True) if cell.fill]
        for row in rows
    ]
    assert marked == [[], [], ["直胜"], []]
    check("standings-round-robin.png", pictures.standings_png(summary, standings, players, STAMP))

    async with client() as http:
        page = (await http.get(f"/t/{tid}")).text
    heads = re.findall(r"<th[^>]*>([^<]*)</th>", page)
    assert {"索伯分", "直胜", "胜局", "抽签"} <= set(heads)
    assert not any(key in page for key in KEYS)

    text = (await rankings.ranking(Actor("2000001", GROUP), None)).text
    assert "乙(2) 4　[1/2/1]　索伯分 5.5　直胜 0　胜局 1" in text


@needs_font
async def test_swiss_picture_heads_the_go_tiebreaks_in_chinese():
    from plugins.qisai import render as pictures

    tid = await swiss_tournament()
    summary, players, parts = await _drawn(tid)
    youth = next(p for p in parts if p["division_name"] == "青少年组")
    columns, rows = pictures.standings_layout(summary, youth, players)
    # seed 002 竞赛办法(三): 积分、对手分、累进分、逐轮递减、警告次数、抽签
    assert [c.title for c in columns] == [
        "名次",
        "序号",
        "选手",
        "第1轮",
        "第2轮",
        "总分",
        "对手分",
        "累进分",
        "对手分逐轮递减",
        "警告次数",
        "抽签",
        "状态",
        "处罚/补分",
    ]
    # youth after R2 (tests/services/test_swiss_flow.py): 1, 3, 5, 2, 4; 5, 2 and 4 stand below
    # the row above by 对手分 (6 > 4, 4 > 2, 2 > 0): that cell is marked, not 对手分逐轮递减's
    marked = [
        [col.title for col, cell in zip(columns, row.cells, strict=True) if cell.fill]
        for row in rows
    ]
    assert marked == [[], [], ["对手分"], ["对手分"], ["对手分"]]
    check("standings-swiss.png", pictures.standings_png(summary, youth, players, STAMP))
