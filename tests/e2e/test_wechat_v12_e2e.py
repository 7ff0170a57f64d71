"""Seed 000 in a WeChat group: the real bot.py driven through OneBot v12 by a bridge shaped
like ComWeChatBotClient (tests/e2e/peer_v12.py): sign-up, /编排, /录入, /结束本轮, /排名 and
the seating of round 2, with the numbers a QQ (v11) run of the same field gives.

On WeChat the chat account is a wxid, not a QQ number: a player signs up from their WeChat
account writing their game QQ (000 §二.2 `【粤】恋恋 346631485`); the entry belongs to the
sender and round 1 is seated by that game QQ (000 §六 注). Every figure below is worked by
hand from the regulation; nothing is imported from engine/ or services/.
"""

import json
import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from websockets.exceptions import InvalidStatus

from tests.e2e.peer import SUPERUSER, Desk, OneBotPeer
from tests.e2e.peer_v12 import WECHAT_GROUP, WeChatPeer, mention

ORGANISER = "wxid_organiser01"
# sign-up order = list order: (wxid, nickname, game QQ); the QQs of tests/e2e/small.py
FIELD = [
    ("wxid_p1", "选手85", 346631485),
    ("wxid_p2", "选手78", 12345678),
    ("wxid_p3", "选手55", 22334455),
    ("wxid_p4", "选手32", 98765432),
    ("wxid_p5", "选手44", 11223344),
    ("wxid_p6", "选手88", 55667788),
    ("wxid_p7", "选手01", 34000001),
    ("wxid_p8", "选手00", 20000000),
]
WXID = {seq: wxid for seq, (wxid, _, _) in enumerate(FIELD, start=1)}
SHANGHAI = ZoneInfo("Asia/Shanghai")

# 000 §六 注, round 1: by the first two QQ digits, ties by the whole QQ:
# 11(#5) 12(#2) 20(#8) 22(#3) 34: 34000001(#7) < 346631485(#1), 55(#6) 98(#4)
R1_TABLES = [[5, 2, 8, 3], [7, 1, 6, 4]]
# 000 §二 table: game 1 A+B v C+D, game 2 A+C v B+D, game 3 A+D v B+C; win 7, draw 3, loss 1,
# each result read from the first seat's (A's) side.
# Table 1 胜和负: A 7+3+1=11, B 7+3+7=17, C 1+3+7=11, D 1+3+1=5
# Table 2 和胜负: A 3+7+1=11, B 3+1+7=11, C 3+7+7=17, D 3+1+1=5
R1_POINTS = {5: 11, 2: 17, 8: 11, 3: 5, 7: 11, 1: 11, 6: 17, 4: 5}
# 000 §六.1/.3: by round-1 score, ties by sign-up order: 17: #2 #6; 11: #1 #5 #7 #8; 5: #3 #4.
# Weighted total = 0.2 × round score (§六.4): 17 → 3.4, 11 → 2.2, 5 → 1
R1_ORDER = [2, 6, 1, 5, 7, 8, 3, 4]
TOTAL = {17: "3.4", 11: "2.2", 5: "1"}
# 000 §六 snake, 2 tables: ranks 1,2 → tables 1,2; 3,4 → 2,1; 5,6 → 1,2; 7,8 → 2,1
# table 1: ranks 1,4,5,8 = #2 #5 #7 #4; table 2: ranks 2,3,6,7 = #6 #1 #8 #3
R2_TABLES = [[2, 5, 7, 4], [6, 1, 8, 3]]
V12_ACTIONS = {
    "send_message",
    "get_group_member_info",
    "get_group_member_list",
    "get_group_info",
    "get_group_list",
    "get_self_info",
    "get_status",
    "get_version",
    "get_supported_actions",
}
_TABLE_LINE = re.compile(r"第(\d+)桌：先手\((\d+)\) \((\d+)\) \((\d+)\) \((\d+)\)")
_STANDING_LINE = re.compile(
    r"^(\d+)\. 【粤】\S+\((\d+)\) (-?\d+(?:\.\d+)?)　\[([^\]]*)\]", re.MULTILINE
)


@pytest.fixture(scope="module")
async def bot(database_url, launch):
    """bot.py whose superusers are a WeChat account and a QQ number."""
    async with launch(database_url, SUPERUSERS=json.dumps([ORGANISER, str(SUPERUSER)])) as process:
        yield process


@pytest.fixture
async def peer(bot):
    url = f"ws://{bot.host}:{bot.port}/onebot/v12/ws"
    async with WeChatPeer(url, token=bot.access_token, diagnostics=bot.log_tail) as wechat:
        yield wechat


def seats(post_text: str) -> list[list[int]]:
    return [[int(m[k]) for k in range(2, 6)] for m in _TABLE_LINE.finditer(post_text)]


async def test_seed_000_over_onebot_v12(peer, api, bot):
    desk = Desk(peer, group=WECHAT_GROUP)
    reply = await desk.one(ORGANISER, "/新建赛事 xiaomanyao-junqi-2023 微信友谊赛", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    first = datetime.now(SHANGHAI).date() + timedelta(days=30)
    await desk.one(ORGANISER, f"/设置 第1轮 {first:%Y-%m-%d} 20:00", "已设置")
    await desk.one(
        ORGANISER, f"/设置 报名截止 {first - timedelta(days=2):%Y-%m-%d} 20:00", "已设置"
    )
    await desk.one(ORGANISER, "/设置 审核 关", "已设置")
    tournament = (await api.get(f"/api/tournaments/{tid}")).json()
    assert tournament["group_id"] == WECHAT_GROUP
    # the connection was logged with the groups the bridge listed (get_group_list)
    assert f"OneBot v12 已连接：账号 {peer.self_id}，能看到 1 个群" in bot.log_tail(lines=400)

    # --- sign-up: each from their own WeChat account, writing their game QQ ---------------------
    for seq, (wxid, name, qq) in enumerate(FIELD, start=1):
        peer.add_member(WECHAT_GROUP, wxid, nickname=name)
        (ack,) = await desk.say(wxid, f"报名 【粤】{name} {qq}")
        assert "报名成功" in ack.text and f"报名序号 {seq}" in ack.text, ack.text
        assert ack.at == [wxid]  # a v12 mention of the sender's account
    # another account writing a QQ already signed up is told whose it is (masked in the group),
    # and nothing is written
    (taken,) = await desk.say("wxid_other", "报名 【粤】冒名 12345678")
    assert "QQ 12****78 已报名，报名序号 2" in taken.text, taken.text
    # the bridge says the sender is no member (a failed look-up, as ComWeChat answers): refused
    peer.failures["get_group_member_info"] = "fail"
    (refused,) = await desk.say("wxid_left", "报名 【粤】路人 87654321")
    assert "你的账号不在比赛群" in refused.text, refused.text
    del peer.failures["get_group_member_info"]
    players = (await api.get(f"/api/tournaments/{tid}/players")).json()
    assert [p["seq"] for p in players] == list(range(1, 9)) and {p["status"] for p in players} == {
        "active"
    }
    assert [p["qq"] for p in players] == [
        str(qq) for _, _, qq in FIELD
    ]  # the game QQ (API token: in full)
    # the bot asked the bridge with v12 ids (strings): the group's member list once (it held
    # only the first player then), then each later sender by their wxid
    listed = [c.params for c in peer.api_calls if c.action == "get_group_member_list"]
    assert listed and {c["group_id"] for c in listed} == {WECHAT_GROUP}
    asked = [c.params for c in peer.api_calls if c.action == "get_group_member_info"]
    assert {(c["group_id"], c["user_id"]) for c in asked} >= {
        (WECHAT_GROUP, w) for w, _, _ in FIELD[1:]
    }

    # --- round 1 seated by game QQ, every player @-mentioned by wxid ---------------------------
    head, tables = await desk.say(ORGANISER, "/编排", 2)
    assert "第1轮已编排：2 桌，8 人" in head.text, head.text
    assert seats(tables.text) == R1_TABLES, tables.text
    assert tables.at == [WXID[q] for table in R1_TABLES for q in table]
    assert all(m.action == "send_message" for m in peer.sent)

    # --- results -------------------------------------------------------------------------------
    await desk.one(ORGANISER, "/录入 1 胜和负", "录入")
    await desk.one(ORGANISER, "/录入 2 和胜负", "录入")
    got = (await api.get(f"/api/tournaments/{tid}/rounds/1")).json()["tables"]
    assert [t["seats"] for t in got] == R1_TABLES
    assert {int(q): int(p) for t in got for q, p in t["points"].items()} == R1_POINTS

    closed, post = await desk.say(ORGANISER, "/结束本轮", 2)
    assert "第1轮已结束" in closed.text
    want = [
        (rank, seq, TOTAL[R1_POINTS[seq]], str(R1_POINTS[seq]))
        for rank, seq in enumerate(R1_ORDER, start=1)
    ]
    assert [
        (int(m[1]), int(m[2]), m[3], m[4]) for m in _STANDING_LINE.finditer(post.text)
    ] == want, post.text

    # --- standings: /排名 as text (v12 gets no picture), the JSON API likewise -------------------
    (ranking,) = await desk.say(WXID[3], "/排名")
    assert "第1轮后排名" in ranking.text and ranking.images == []
    assert [
        (int(m[1]), int(m[2]), m[3], m[4]) for m in _STANDING_LINE.finditer(ranking.text)
    ] == want
    rows = (await api.get(f"/api/tournaments/{tid}/standings")).json()["rows"]
    assert [(r["rank"], r["seq"], r["total"]) for r in rows] == [(i, s, t) for i, s, t, _ in want]

    # --- round 2: snake by the ranking (000 §六) ------------------------------------------------
    head, tables = await desk.say(ORGANISER, "/编排", 2)
    assert "第2轮已编排：2 桌，8 人" in head.text
    assert seats(tables.text) == R2_TABLES, tables.text
    assert tables.at == [WXID[q] for table in R2_TABLES for q in table]

    # --- a player reports from their WeChat account, a table-mate confirms -------------------
    report = await desk.one(WXID[2], "/报分 胜胜胜", "已记录第1桌报分：胜胜胜")
    assert "/确认" in report
    assert peer.sent[-1].at == [WXID[5], WXID[7], WXID[4]]  # the table-mates, by wxid
    await desk.one(WXID[5], "/确认", "第1桌结果 胜胜胜 已确认")
    # A=#2 wins all three (7 each); B=#5 partners A in game 1 only, C=#7 in game 2, D=#4 in game 3
    table_1 = (await api.get(f"/api/tournaments/{tid}/rounds/2")).json()["tables"][0]
    assert table_1["points"] == {"2": "21", "5": "9", "7": "9", "4": "9"}  # 7+7+7; 7+1+1 each

    # an arbitrator names a player by a v12 mention: 说棋 is −5 (000 §八.3)
    await peer.group_message(WECHAT_GROUP, ORGANISER, ["/扣分 ", mention(WXID[3]), " 说棋"])
    said = await peer.expect_reply(WECHAT_GROUP, "说棋", timeout=15)
    assert "序号 3 选手55：扣分 -5 分" in said.text, said.text

    # every call the bot made is a OneBot 12 action the bridge knows (none of v11's)
    assert {c.action for c in peer.api_calls} <= V12_ACTIONS, {c.action for c in peer.api_calls}


async def test_a_private_sign_up_from_wechat_goes_to_the_wechat_tournament(bot, api):
    """With a QQ tournament and a WeChat one both open, a sign-up sent privately over WeChat
    is for the WeChat one (the only one open on its platform), acknowledged privately."""
    second = "45678901234@chatroom"
    v12_url = f"ws://{bot.host}:{bot.port}/onebot/v12/ws"
    async with (
        WeChatPeer(
            v12_url, token=bot.access_token, groups=(WECHAT_GROUP, second), diagnostics=bot.log_tail
        ) as wechat,
        OneBotPeer(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail) as qq,
    ):
        first = datetime.now(SHANGHAI).date() + timedelta(days=40)
        qq_desk, wx_desk = Desk(qq), Desk(wechat, group=second)
        dates = [
            f"/设置 第1轮 {first:%Y-%m-%d} 20:00",
            f"/设置 报名截止 {first - timedelta(days=2):%Y-%m-%d} 20:00",
        ]
        await qq_desk.one(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023 QQ群的比赛", "已新建赛事")
        reply = await wx_desk.one(
            ORGANISER, "/新建赛事 xiaomanyao-junqi-2023 微信群的比赛", "已新建赛事"
        )
        tid = int(re.search(r"#(\d+)", reply).group(1))
        for line in dates:
            await qq_desk.one(SUPERUSER, line, "已设置")
            await wx_desk.one(ORGANISER, line, "已设置")
        await wx_desk.one(ORGANISER, "/设置 审核 关", "已设置")
        wechat.add_member(second, "wxid_p9", nickname="私聊选手")
        await wechat.private_message("wxid_p9", "报名 【粤】私聊选手 45678901")
        ack = await wechat.expect_private("wxid_p9", "报名成功", timeout=15)
        assert "报名序号 1" in ack.text, ack.text
        players = (await api.get(f"/api/tournaments/{tid}/players")).json()
        assert [(p["seq"], p["name"], p["qq"]) for p in players] == [(1, "私聊选手", "45678901")]


async def test_a_v12_peer_with_the_wrong_token_is_refused(bot):
    """ONEBOT_ACCESS_TOKEN guards /onebot/v12/ws as it guards the v11 endpoint."""
    url = f"ws://{bot.host}:{bot.port}/onebot/v12/ws"
    with pytest.raises(InvalidStatus):
        await WeChatPeer(url, token="not-the-token").connect(timeout=0.5)
