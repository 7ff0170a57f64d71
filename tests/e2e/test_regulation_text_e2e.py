"""A regulation's text through the WebSocket: `/新建赛事 规程` then the text pasted as the next
group message drafts a tournament bound to the group (the reply names its #N and quotes the
words of each value), and the JSON API shows the values with their sources."""

import re

from tests.e2e.peer import GROUP, SUPERUSER, OneBotPeer

# a small club regulation: 积分编排 4 rounds for a field of six, 胜2 和1 负0, 名次区分 in order
TEXT = (
    "2026年冬季象棋俱乐部赛竞赛规程\n"
    "一、比赛采用积分编排制，共赛4轮。\n"
    "二、胜一局得2分，和一局得1分，负一局得0分。\n"
    "三、报名截止时间：12月20日18:00，限报6人。\n"
    "四、名次区分：积分、对手分、累进分、抽签。\n"
    "五、迟到10分钟判负。\n"
)


async def test_pasted_regulation_drafts_a_tournament(bot, api):
    async with OneBotPeer(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail) as peer:
        await peer.group_message(GROUP, SUPERUSER, "/新建赛事 规程")
        await peer.expect_reply(GROUP, "竞赛规程")
        await peer.group_message(GROUP, SUPERUSER, TEXT)
        reply = await peer.expect_reply(GROUP, "已按竞赛规程起草赛事")
        tid = int(re.search(r"#(\d+)", reply.text).group(1))
        # 二 胜一局得2分 … quoted beside the points
        assert "依据：“二、胜一局得2分，和一局得1分，负一局得0分。”" in reply.text
        summary = (await api.get(f"/api/tournaments/{tid}/regulation")).json()
        listed = (await api.get("/api/tournaments")).json()
    # 一 共赛4轮; 三 12月20日18:00 (the regulation's own year, 2026), 限报6人
    assert summary["stages"][0]["rounds"] == 4
    assert summary["signup_deadline"] == "2026-12-20T18:00"
    assert summary["capacity"] == 6
    assert summary["points"] == {"win": "2", "draw": "1", "loss": "0"}
    assert summary["tiebreaks"] == ["积分", "对手分", "累进分", "抽签"]
    assert summary["sources"]["capacity"] == "三、报名截止时间：12月20日18:00，限报6人。"
    assert summary["sources"]["rounds"] == "一、比赛采用积分编排制，共赛4轮。"
    assert isinstance(summary["unread"], list)
    assert next(t for t in listed if t["id"] == tid)["status"] == "draft"
