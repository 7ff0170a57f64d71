"""Swiss, then knockout (preset ``swiss-knockout``) end to end through the real bot.py and a real
OneBot v11 WebSocket: ten players sign up, the Swiss is shortened to 3 rounds (``/设置 轮数 3``),
the best 8 go on to a knockout of two-game ties (rounds 4–6: 8进4, 半决赛, 决赛) played to the
champion.

Worked by hand from the preset's words and the contract, nothing imported from engine/ or
services/:

- Swiss: the lower sign-up number wins every game (2 points a win), so each player's points are
  twice the games he won against the pairings the bot posts; the standings list them by points.
  Whatever tiebreaks order equal points, the knockout must follow the Swiss places the standings
  show (the contract): round 4 pairs places 1 v 8, 4 v 5, 3 v 6, 2 v 7, the better place in
  ``seats[0]`` (the first move in game 1).
- Knockout: the better Swiss place wins every tie, written from ``seats[0]``; one tie goes to a
  decider (胜负胜), the semi-finals come by /报分 + /确认. So place 1 beats 8, 4 beats 5, 3 beats
  6, 2 beats 7; 1 beats 4 and 2 beats 3 (the lower half's winners meet in its line order: place 3
  first); 1 beats 2 in the final.
- Final ranks (the knockout's by the round of exit, shared; then the Swiss's 9th and 10th after
  the 8 who went on): places 1 → 1, 2 → 2, 4 and 3 → 3, 8 5 6 7 → 5, 9 → 9, 10 → 10.
"""

import os
import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, SUPERUSER, Desk

FIELD = 10
FLIP = str.maketrans("胜负", "负胜")


def qq(seq: int) -> int:
    return 51_000_000 + seq


def from_first_seat(seats: list[int], winner: int, text: str) -> str:
    """``text`` as the winner writes it, from ``seats[0]``'s side."""
    return text if seats[0] == winner else text.translate(FLIP)


async def test_a_swiss_then_a_top_eight_knockout_from_sign_up_to_the_champion(peer, api):
    desk = Desk(peer)
    reply = await desk.one(SUPERUSER, "/新建赛事 swiss-knockout 周末象棋公开赛", "已新建赛事")
    assert "分阶段赛" in reply
    tid = int(re.search(r"#(\d+)", reply).group(1))
    day = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await desk.one(SUPERUSER, f"/设置 第1轮 {day:%Y-%m-%d} 09:00", "已设置")
    await desk.one(SUPERUSER, f"/设置 报名截止 {day - timedelta(days=1):%Y-%m-%d} 20:00", "已设置")
    await desk.one(SUPERUSER, "/设置 轮数 3", "已设置 轮数 = 3")
    rounds = (await api.get(f"/api/tournaments/{tid}")).json()["rounds"]
    assert [r["number"] for r in rounds] == [1, 2, 3, 4, 5, 6]
    for q in range(1, FIELD + 1):
        peer.add_member(GROUP, qq(q), nickname=f"棋手{q}")
        await desk.one(qq(q), f"报名 棋手{q} {qq(q)}", f"报名序号 {q}")

    # --- the Swiss: rounds 1–3 ------------------------------------------------------------------
    wins = {q: 0 for q in range(1, FIELD + 1)}
    met: set[frozenset[int]] = set()
    for number in (1, 2, 3):
        reply, _post = await desk.say(SUPERUSER, "/编排", 2)
        assert f"第{number}轮已编排：5 桌，10 人。" in reply.text
        tables = (await api.get(f"/api/tournaments/{tid}/rounds/{number}")).json()["tables"]
        assert sorted(q for t in tables for q in t["seats"]) == list(range(1, FIELD + 1))
        pairs = {frozenset(t["seats"]) for t in tables}
        assert not pairs & met  # no repeat pairing
        met |= pairs
        if number == 3:  # a knockout's result during the Swiss: refused, saying which rounds
            await desk.one(SUPERUSER, "/录入 1 胜负胜", "是淘汰赛（第4–6轮）的写法")
        for k, t in enumerate(tables):
            a, b = t["seats"]
            wins[min(a, b)] += 1
            word = "胜" if a < b else "负"
            if number == 2 and k == 0:  # reported by the first seat and confirmed
                await desk.one(qq(a), f"/报分 {word}", "已记录第")
                await desk.one(qq(b), "/确认", f"第{t['table']}桌结果 {word} 已确认")
            else:
                await desk.one(SUPERUSER, f"/录入 {t['table']} {word}", "（裁判录入）")
        if number == 3:  # the knockout cannot be seated while the last Swiss round is open
            await desk.one(SUPERUSER, "/编排", "第3轮已经编排、尚未结束")
        closed, standings = await desk.say(SUPERUSER, "/结束本轮", 2)
        assert f"第{number}轮已结束" in closed.text and f"第{number}轮后排名" in standings.text
    assert "积分编排（第1–3轮）结束，前 8 名进入淘汰赛（第4–6轮）" in standings.text

    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert st["after_round"] == 3
    assert {r["seq"]: r["total"] for r in st["rows"]} == {q: str(2 * w) for q, w in wins.items()}
    totals = [int(r["total"]) for r in st["rows"]]
    assert totals == sorted(totals, reverse=True)
    places = [r["seq"] for r in st["rows"]]  # the Swiss's final places, 1st first
    assert [r["rank"] for r in st["rows"]][:1] == [1]
    assert [r["status"] for r in st["rows"]] == ["active"] * 8 + ["eliminated"] * 2
    assert st["stages"][1]["field"] == places[:8]

    # --- the knockout: rounds 4–6 ---------------------------------------------------------------
    place = {q: i for i, q in enumerate(places, 1)}
    p = {i: q for q, i in place.items()}
    reply, post = await desk.say(SUPERUSER, "/编排", 2)
    assert "第4轮已编排：4 桌，8 人。" in reply.text
    assert (
        "8进4对阵" in post.text
        and "第1名对第8名、第4名对第5名、第3名对第6名、第2名对第7名" in post.text
    )
    expected = {
        4: [[p[1], p[8]], [p[4], p[5]], [p[3], p[6]], [p[2], p[7]]],
        5: [[p[1], p[4]], [p[3], p[2]]],
        6: [[p[1], p[2]]],
    }
    for number in (4, 5, 6):
        if number > 4:
            reply, _post = await desk.say(SUPERUSER, "/编排", 2)
            assert f"第{number}轮已编排" in reply.text
        tables = (await api.get(f"/api/tournaments/{tid}/rounds/{number}")).json()["tables"]
        assert [t["seats"] for t in tables] == expected[number]
        assert all(t["result"] is None for t in tables)
        if number == 4:  # an entry that does not decide the tie is refused with what is missing
            await desk.one(SUPERUSER, "/录入 1 胜负", "须下加赛局")
        wanted = {}
        for k, t in enumerate(tables):
            winner = min(t["seats"], key=place.__getitem__)
            text = "胜负胜" if number == 4 and k == 1 else "胜和"
            wanted[t["table"]] = from_first_seat(t["seats"], winner, text)
            if number == 5:
                a, b = t["seats"]
                await desk.one(qq(a), f"/报分 {wanted[t['table']]}", "已记录第")
                await desk.one(qq(b), "/确认", f"第{t['table']}桌结果 {wanted[t['table']]} 已确认")
            else:
                await desk.one(
                    SUPERUSER,
                    f"/录入 {t['table']} {wanted[t['table']]}",
                    f"第{number}轮第{t['table']}桌结果：{wanted[t['table']]}（裁判录入）",
                )
        got = (await api.get(f"/api/tournaments/{tid}/rounds/{number}")).json()["tables"]
        assert {t["table"]: t["result"] for t in got} == wanted
        if number == 4:  # 胜负胜 from the winner's side: 2 + 0 + 2 = 4 v 0 + 2 + 0 = 2
            decider = got[1]
            assert decider["points"] == {str(p[4]): "4", str(p[5]): "2"}
        closed, standings, picture = await desk.say(SUPERUSER, "/结束本轮", 3)
        assert f"第{number}轮已结束" in closed.text and f"第{number}轮后排名" in standings.text
        assert f"第{number}轮后的淘汰赛对阵图" in picture.text
        assert picture.images or os.environ.get("CI") != "true", picture.text

    # --- the final standings ----------------------------------------------------------------------
    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert st["after_round"] == 6
    rows = [(r["rank"], r["seq"], r["status"]) for r in st["rows"]]
    assert rows == [
        (1, p[1], "active"),
        (2, p[2], "eliminated"),
        (3, p[4], "eliminated"),
        (3, p[3], "eliminated"),
        (5, p[8], "eliminated"),
        (5, p[5], "eliminated"),
        (5, p[6], "eliminated"),
        (5, p[7], "eliminated"),
        (9, p[9], "eliminated"),
        (10, p[10], "eliminated"),
    ]
    assert st["rows"][0]["explanation"] == "冠军"
    assert all(len(r["round_scores"]) == 6 for r in st["rows"])
    assert st["rows"][-1]["round_scores"][3:] == [None, None, None]
    assert st["rows"][-1]["explanation"] == "积分编排第10名，未进入淘汰赛"
    assert [s["name"] for s in st["bracket"]["stages"]] == ["8进4", "半决赛", "决赛"]
    assert st["knockout"]["finished"] is True
    assert [s["status"] for s in st["stages"]] == ["finished", "finished"]
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "finished"
    await desk.one(SUPERUSER, "/编排", "全部 6 轮已经结束")
