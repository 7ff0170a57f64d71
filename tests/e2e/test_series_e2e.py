"""A club's series end to end: three four-player round robins played through the real bot.py
over a OneBot v11 WebSocket, gathered in a series (/新建系列, /加入系列), its rules sent on the
command's next lines (/系列 规则 更新), then /系列排名 (text and picture) and the JSON API.

Players A B C D sign up in that order in each tournament. Every game is won by the player
better in the event's intended order (results entered by /录入 from the tables the API
lists), so the points are 6, 4, 2, 0 and the places are that order:
    event 1 A B C D, event 2 B A C D, event 3 C A B D.
Rules: 1st 10, 2nd 8, 3rd 5, beyond 1; best 2 of 3.
    A 10 8 8 -> 18 (event 3's 8 dropped: equal points, the earlier counts)
    B 8 10 5 -> 18 (the 5 dropped)
    C 5 5 10 -> 15 (event 2's 5 dropped)
    D 1 1 1  -> 2
A and B level on 18 and on 3 events; best result: A (1, 2, 2) before B (1, 2, 3).
Nothing is imported from engine/ or services/.
"""

import os
import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, SUPERUSER

PLAYERS = {
    "A": (43000001, "棋友甲"),
    "B": (43000002, "棋友乙"),
    "C": (43000003, "棋友丙"),
    "D": (43000004, "棋友丁"),
}
ORDERS = ["ABCD", "BACD", "CABD"]
RULES = "[points]\ntable = [10, 8, 5]\nparticipation = 1\n[count]\nbest = 2"


async def _say(peer, text: str, expect: str, user: int = SUPERUSER) -> str:
    await peer.group_message(GROUP, user, text, role="owner" if user == SUPERUSER else "member")
    return (await peer.expect_reply(GROUP, expect, timeout=20)).text


async def _round_robin(peer, api, name: str, order: str) -> int:
    reply = await _say(peer, f"/新建赛事 round-robin {name}", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    first = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await _say(peer, f"/设置 第1轮 {first:%Y-%m-%d} 19:30", "已设置")
    await _say(peer, f"/设置 报名截止 {first - timedelta(days=1):%Y-%m-%d} 20:00", "已设置")
    for qq, player in PLAYERS.values():
        peer.add_member(GROUP, qq, nickname=player)
        await _say(peer, f"报名 {player} {qq}", "报名成功", user=qq)
    rank = {seq: order.index(letter) for seq, letter in enumerate(PLAYERS, start=1)}
    for n in (1, 2, 3):
        await _say(peer, "/编排", f"第{n}轮已编排")
        tables = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()["tables"]
        for table in tables:
            first_seat, second_seat = table["seats"]
            mark = "胜" if rank[first_seat] < rank[second_seat] else "负"
            await _say(peer, f"/录入 {table['table']} {mark}", "录入")
        await _say(peer, "/结束本轮", f"第{n}轮")
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "finished"
    return tid


async def test_a_series_of_three_round_robins(peer, api, bot):
    tids = [await _round_robin(peer, api, f"周赛{i}", order) for i, order in enumerate(ORDERS, 1)]
    reply = await _say(peer, "/新建系列 俱乐部年度积分", "已新建系列")
    sid = int(re.search(r"#(\d+)", reply).group(1))
    for tid in tids:
        await _say(peer, f"/加入系列 #{sid} #{tid}", "加入系列")
    await _say(peer, f"/系列 规则 更新 #{sid}\n{RULES}", "已更新系列")

    text = await _say(peer, "/系列排名 文字", "排名（已结束 3 场", user=PLAYERS["D"][0])
    lines = re.findall(r"^(\d+)\. (\S+) \S+  (\S+)分", text, re.MULTILINE)
    assert lines == [
        ("1", "棋友甲", "18"),
        ("2", "棋友乙", "18"),
        ("3", "棋友丙", "15"),
        ("4", "棋友丁", "2"),
    ]
    assert "棋友乙 43****02  18分（最好名次好）" in text
    assert f"[#{tids[2]} 第2名 8]" in text and str(PLAYERS["A"][0]) not in text

    await peer.group_message(GROUP, PLAYERS["D"][0], "/系列排名")
    picture = await peer.expect_reply(GROUP, "", timeout=20)
    assert picture.images or os.environ.get("CI") != "true", picture.text

    assert (await api.get("/api/series")).json() == [
        {"id": sid, "name": "俱乐部年度积分", "tournaments": tids}
    ]
    full = (await api.get(f"/api/series/{sid}/standings")).json()  # with the token
    assert [(r["rank"], r["qq"], r["total"], r["events"]) for r in full["rows"]] == [
        (1, str(PLAYERS["A"][0]), "18", 3),
        (2, str(PLAYERS["B"][0]), "18", 3),
        (3, str(PLAYERS["C"][0]), "15", 3),
        (4, str(PLAYERS["D"][0]), "2", 3),
    ]
    assert full["rows"][0]["results"] == [
        {"tournament": tids[0], "place": 1, "points": "10", "counted": True},
        {"tournament": tids[1], "place": 2, "points": "8", "counted": True},
        {"tournament": tids[2], "place": 2, "points": "8", "counted": False},
    ]
    async with bot.http(authorised=False) as public:
        masked = (await public.get(f"/api/series/{sid}/standings")).json()
        assert [r["qq"] for r in masked["rows"]] == ["43****01", "43****02", "43****03", "43****04"]
        page = (await public.get(f"/s/{sid}")).text
        assert "俱乐部年度积分" in page and "棋友甲" in page and "43000001" not in page
