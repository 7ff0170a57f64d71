"""The page /t/{id} (server-rendered, no script): standings, every round's tables, timetable."""

import re

from tests.outputs.fixture import fixed_tournament
from tests.plugins.test_api import client


async def test_page_of_the_fixed_tournament(now):
    await fixed_tournament()
    async with client() as http:
        response = await http.get("/t/1")
        before = await http.get("/t/2")
    assert response.status_code == 200 and before.status_code == 404
    page = response.text
    assert "<script" not in page
    text = re.sub(r"<[^>]+>", " ", page)
    for words in (
        "第2轮后排名",
        "第1轮对阵",
        "第2轮对阵",
        "赛程",
        "北京时间",
        "2026-12-12 20:00",
        "缺席（由替补代替）",
        "【粤】选手88(6)",
        "胜胜胜",
        "21/9/9/9",
        "替补",
        "已淘汰",
        "第1轮 扣分 -5 说棋",
    ):
        assert words in text, words
    assert not any(qq in page for qq in ("346631485", "12345678", "22334455"))
    # the separating tiebreak is marked (5 and 8 tie on 5.8: sign-up number)
    assert 'class="decided n"' in page
    # the cut line is drawn under the last advancing row
    assert page.count('class="cut"') == 1
