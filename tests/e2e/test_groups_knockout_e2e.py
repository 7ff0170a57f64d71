"""Round-robin groups, then knockout (preset ``groups-knockout``) end to end through the real
bot.py and a real OneBot v11 WebSocket: eight rated players in 2 groups of 4 (``/设置 分组
2组4人``), each group a single round robin (rounds 1–3), the first 2 of each group into a knockout
of 4 (rounds 4–5: 半决赛, 决赛) played to the champion.

Worked by hand from the preset's words, nothing imported from engine/ or services/:

- The deal: 等级分 1500 + 10 × the sign-up number, so by rating 8, 7, 6, 5, 4, 3, 2, 1; dealt
  serpentine 8→A, 7→B, 6→B, 5→A, 4→A, 3→B, 2→B, 1→A: A = 1, 4, 5, 8, B = 2, 3, 6, 7.
- Each group's Berger numbers in sign-up order (A: 1, 4, 5, 8 = 1–4); Berger round 1 of 4 is
  1–4, 2–3: A 1 v 8, 4 v 5; B 2 v 7, 3 v 6 — group A's tables first (A组 第1–2桌, B组 第3–4桌).
- The lower sign-up number wins every game: A ranks 1 (6 points), 4 (4), 5 (2), 8 (0); B ranks
  2, 3, 6, 7. A1 = 1, A2 = 4, B1 = 2, B2 = 3.
- The knockout's line A1 B1 A2 B2: the winners open each half, each facing the other group's
  runner-up: A1 v B2 (1 v 3), B1 v A2 (2 v 4), the winner in seats[0]. The lower number wins
  every tie: 1 and 2 reach the final, 1 wins it.
- Final ranks: 1 → 1, 2 → 2, 3 and 4 → 3 (the semi-final losers share); then those who stayed
  behind by place in group, then across the groups: the 3rd places 5 and 6 (2 points each, level
  on every tiebreak) share 5, the 4th places 8 and 7 (0 points) share 7.
"""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, SUPERUSER, Desk

FIELD = 8


def qq(seq: int) -> int:
    return 52_000_000 + seq


async def test_two_round_robin_groups_then_a_knockout_of_their_first_two(peer, api):
    desk = Desk(peer)
    reply = await desk.one(SUPERUSER, "/新建赛事 groups-knockout 周末分组赛", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    day = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await desk.one(SUPERUSER, f"/设置 第1轮 {day:%Y-%m-%d} 09:00", "已设置")
    await desk.one(SUPERUSER, f"/设置 报名截止 {day - timedelta(days=1):%Y-%m-%d} 20:00", "已设置")
    await desk.one(SUPERUSER, "/设置 分组 2组", "小组循环须写组数和每组人数")
    await desk.one(SUPERUSER, "/设置 分组 2组4人", "已设置 分组 = 2组4人")
    rounds = (await api.get(f"/api/tournaments/{tid}")).json()["rounds"]
    assert [r["number"] for r in rounds] == [1, 2, 3, 4, 5]
    for q in range(1, FIELD + 1):
        peer.add_member(GROUP, qq(q), nickname=f"棋手{q}")
        await desk.one(qq(q), f"报名 棋手{q} {qq(q)} 等级分 {1500 + 10 * q}", f"报名序号 {q}")

    # --- the groups: rounds 1–3 -----------------------------------------------------------------
    group = {1: "A", 4: "A", 5: "A", 8: "A", 2: "B", 3: "B", 6: "B", 7: "B"}
    for number in (1, 2, 3):
        reply, post = await desk.say(SUPERUSER, "/编排", 2)
        assert f"第{number}轮已编排：4 桌，8 人。" in reply.text
        tables = (await api.get(f"/api/tournaments/{tid}/rounds/{number}")).json()["tables"]
        if number == 1:
            assert [t["seats"] for t in tables] == [[1, 8], [4, 5], [2, 7], [3, 6]]
            assert "A组 第1桌" in post.text and "B组 第3桌" in post.text
        assert [t["group"] for t in tables] == ["A", "A", "B", "B"]
        assert all(group[a] == group[b] == t["group"] for t in tables for a, b in [t["seats"]])
        for t in tables:
            a, b = t["seats"]
            await desk.one(
                SUPERUSER, f"/录入 {t['table']} {'胜' if a < b else '负'}", "（裁判录入）"
            )
        closed, standings = await desk.say(SUPERUSER, "/结束本轮", 2)
        assert f"第{number}轮已结束" in closed.text and "A组：" in standings.text
    assert "小组循环（第1–3轮）结束，每组前 2 名共 4 人进入淘汰赛（第4–5轮）" in standings.text

    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    rows = [(r["group"], r["rank"], r["seq"], r["total"], r["status"]) for r in st["rows"]]
    assert rows == [
        ("A", 1, 1, "6", "active"),
        ("A", 2, 4, "4", "active"),
        ("A", 3, 5, "2", "eliminated"),
        ("A", 4, 8, "0", "eliminated"),
        ("B", 1, 2, "6", "active"),
        ("B", 2, 3, "4", "active"),
        ("B", 3, 6, "2", "eliminated"),
        ("B", 4, 7, "0", "eliminated"),
    ]
    assert st["stages"][0]["groups"] == 2 and st["stages"][1]["field"] == [1, 2, 4, 3]

    # --- the knockout: rounds 4–5 ---------------------------------------------------------------
    expected = {4: [[1, 3], [2, 4]], 5: [[1, 2]]}
    for number in (4, 5):
        reply, _post = await desk.say(SUPERUSER, "/编排", 2)
        assert f"第{number}轮已编排" in reply.text
        tables = (await api.get(f"/api/tournaments/{tid}/rounds/{number}")).json()["tables"]
        assert [t["seats"] for t in tables] == expected[number]
        assert all("group" not in t for t in tables)
        for t in tables:  # seats[0] is the lower number and wins both games
            await desk.one(SUPERUSER, f"/录入 {t['table']} 胜胜", "（裁判录入）")
        closed, _standings, _picture = await desk.say(SUPERUSER, "/结束本轮", 3)
        assert f"第{number}轮已结束" in closed.text

    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    ranks = [(r["rank"], r["seq"]) for r in st["rows"]]
    assert ranks[:2] == [(1, 1), (2, 2)]
    assert sorted(ranks[2:4]) == [(3, 3), (3, 4)]
    assert sorted(ranks[4:6]) == [(5, 5), (5, 6)] and sorted(ranks[6:]) == [(7, 7), (7, 8)]
    assert st["rows"][-1]["explanation"].endswith("组第4名，未进入淘汰赛")
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "finished"
