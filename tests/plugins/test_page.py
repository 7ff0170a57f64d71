"""The page /t/{id} (server-rendered, no script): standings, every round's tables, timetable."""

import re

from services import closing, play, signup, views
from services.common import PlayerRef
from tests.outputs.fixture import fixed_tournament
from tests.plugins.test_api import client
from tests.plugins.test_api_agrees import ORG, R1, round_robin_of_ten


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
    # the cut line is drawn under the last advancing row, and the legend names it
    assert page.count('class="cut"') == 1
    assert "红线：晋级线。" in text and "黄底：同分时决定名次的一项。" in text
    # what decides the rank comes right after the name (on a phone it stays in sight): 000's
    # weighted total (加权总分), then the tiebreak that separated 5 and 8 (报名序号), then the
    # round scores; the tiebreaks that separated nobody after them, status and ledger last
    heads = standings_heads(page)
    assert heads[:7] == ["名次", "序号", "选手", "加权总分", "报名序号", "第1轮", "第2轮"]
    assert heads[-2:] == ["状态", "处罚/补分"] and "总分" not in heads
    # a four-player table: the first seat, then the seats by number
    assert "<th>先手</th><th>2号位</th><th>3号位</th><th>4号位</th>" in page


def standings_heads(page: str) -> list[str]:
    """The column heads of the page's first standings table."""
    table = page[page.index('id="standings"') :]
    return re.findall(r"<th[^>]*>(.*?)</th>", table[: table.index("</tr>")])


async def test_the_round_robin_page_puts_the_points_first_and_draws_no_cut_line(now):
    await round_robin_of_ten()
    await play.seat_next_round(ORG, R1)
    for table in (await views.round_tables(1, 1))["tables"]:
        await play.enter_result(ORG, str(table["table"]), "胜", R1)  # every first seat wins
    await closing.close_round(ORG, R1)
    async with client() as http:
        page = (await http.get("/t/1")).text
    text = re.sub(r"<[^>]+>", " ", page)
    # after round 1: five winners on 2 points, five losers on 0. Within each five 索伯分
    # (opponent's total × points made: 0 × 1 for a winner, × 0 for a loser) is 0, nobody met
    # another (直胜 0), each has the same wins: the lots decide (抽签), and only they did.
    # The round robin's total is 积分; the tiebreaks that decided nothing follow the rounds.
    assert standings_heads(page) == [
        "名次",
        "序号",
        "选手",
        "积分",
        "抽签",
        "第1轮",
        "索伯分",
        "直胜",
        "胜局",
        "状态",
        "处罚/补分",
    ]
    # Xiangqi: the first seat is red
    assert "<th>红方</th><th>黑方</th>" in page and "先手" not in text
    # every player is still in: no cut line and no word of one
    assert 'class="cut"' not in page and "晋级线" not in text
    assert "黄底：同分时决定名次的一项。" in text
    # a withdrawal is no cut either: the withdrawn player is listed last, with no red line
    await signup.withdraw(ORG, R1, PlayerRef.seq(3))
    async with client() as http:
        page = (await http.get("/t/1")).text
    assert "已退赛" in page and 'class="cut"' not in page and "晋级线" not in page
