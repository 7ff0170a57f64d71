"""The arena's ladder (seed 004) through the generic bracket path: JSON `bracket`, the picture
beside /排名's and the page's section, from a match played through the services."""

import io
import re

from PIL import Image

from services import closing, play, signup, views
from tests.plugins.test_api import client
from tests.plugins.test_render import render  # noqa: F401  (the font fixture)
from tests.services.test_arena_flow import DAY, ORG, T0, setup_teams


async def two_bouts() -> None:
    await setup_teams()
    await signup.set_open(ORG, False, T0)
    await play.seat_next_round(ORG, DAY)
    await play.enter_result(
        ORG, "1", "胜和胜胜", DAY
    )  # defender 2+1+2+2 = 7, challenger 0+1+0+0 = 1
    await closing.close_round(ORG, DAY)
    await play.seat_next_round(ORG, DAY)
    await play.enter_result(ORG, "1", "胜胜胜胜", DAY)  # 4 × 2 = 8 : 0
    await closing.close_round(ORG, DAY)


async def test_the_ladder_in_json_picture_and_page(clean_db, render, now):  # noqa: F811
    from plugins.qisai import render_bracket

    await two_bouts()
    bracket = (await views.standings(1))["bracket"]
    assert bracket["layout"] == "chain" and bracket["seat_labels"] == ["守擂", "攻擂"]
    # bout 1: 四川 No. 6 (1) v 重庆 No. 6 (8); bout 2: No. 1 stays, 重庆 sends No. 5 (9);
    # bout 3 (next): No. 1 v 重庆 No. 4 (10)
    assert bracket["stages"] == [
        {
            "name": "第1轮",
            "ties": [
                {"seats": [1, 8], "result": "胜和胜胜", "score": "7:1", "winner": 1, "label": None}
            ],
        },
        {
            "name": "第2轮",
            "ties": [
                {"seats": [1, 9], "result": "胜胜胜胜", "score": "8:0", "winner": 1, "label": None}
            ],
        },
        {
            "name": "第3轮",
            "ties": [
                {"seats": [1, 10], "result": None, "score": None, "winner": None, "label": None}
            ],
        },
    ]
    # 重庆's base halves twice: 30000 → 15000 → 7500; 四川 30000 + 15000 + 7500 = 52500
    assert bracket["notes"][0].startswith("奖池（浮动基数）：四川 52500 元；重庆 7500 元")
    players = await views.players(1, full_qq=False)
    image = Image.open(io.BytesIO(render_bracket.bracket_png({"name": "擂台赛"}, bracket, players)))
    assert image.width > 400 and image.height > 200
    _, rows = render_bracket.bracket_layout(bracket, players)
    assert [c.text for c in rows[2].cells][3:] == ["未赛", "", ""]
    async with client() as http:
        page = (await http.get("/t/1")).text
    text = re.sub(r"<[^>]+>", " ", page)
    for words in (
        'id="bracket"',
        ">擂台<",
        "守擂",
        "攻擂",
        "胜和胜胜",
        "7:1",
        "8:0",
        "未赛",
        "奖池（浮动基数）",
    ):
        assert words in (page if words.startswith(("id=", ">")) else text), words


async def test_ranking_sends_the_ladder_picture_and_text(app, render, now):  # noqa: F811
    from tests.plugins.test_pictures import Shows, ask
    from tests.services.test_arena_flow import QQ
    from tests.utils import Says, group_event

    await two_bouts()
    shown = Shows("第2轮后排名", count=2)  # the standings, then the ladder
    await ask(app, group_event(QQ[1], "/排名", group_id="20001"), shown)
    assert shown.images[1].width > 400
    # the text: the bouts after the standings' own lines
    await ask(
        app,
        group_event(QQ[1], "/排名 文字", group_id="20001"),
        Says(
            "擂台：",
            "第1轮：棋手1(1) 胜和胜胜 棋手8(8)（7:1），棋手1(1) 胜",
            "第3轮：棋手1(1) — 棋手10(10) 未赛",
        ),
    )
