"""A knockout on its own (preset ``knockout``) end to end through the real bot.py and a real
OneBot v11 WebSocket: sixteen players sign up with 等级分, four rounds of ties to the champion.

Worked by hand from the preset's words, nothing imported from engine/ or services/:

- Seeds: the four best ratings, equal ratings by sign-up order — 5 (2450), 9 (2400), then 2 and
  14 level on 2300 (2 signed up first), so seeds 1–4 are 5, 9, 2, 14; 7 (2299) is fifth, no seed.
- Positions (the standard order of 16: 1 16 8 9 4 13 5 12 2 15 7 10 3 14 6 11): seed 1 at
  position 1 (table 1), seed 2 at 9 (table 5), seed 3 at 13 (table 7), seed 4 at 5 (table 3) —
  1 and 2 in different halves, 1–4 in different quarters; the other twelve by the seeded lot.
- Who wins: the higher rating, equal ratings the lower seq. A tie is written from its first
  seat (白方 in game 1): ``胜和`` (1½:½) from the winner's side, flipped when the winner sits
  second; one tie of round 1 goes 胜负 (1:1), a drawn rapid decider, a won one (``胜负和胜``); the
  final plays four games (``胜和负胜``: 2½:1½).
- Ranks: still in 1; beaten in 16进8 → 9, in 8进4 → 5, in the semi-finals → 3 (both: no
  third-place tie); after the final its loser 2, the champion 1.
"""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, SUPERUSER, Desk

FIELD = 16
RATING = {q: 1500 + 7 * q for q in range(1, FIELD + 1)}
RATING.update({5: 2450, 9: 2400, 2: 2300, 14: 2300, 7: 2299})
SEEDS = [5, 9, 2, 14]
SEED_TABLE = {5: 1, 9: 5, 2: 7, 14: 3}  # positions 1, 9, 13, 5 → tables (position + 1) // 2
FLIP = str.maketrans("胜负", "负胜")


def qq(seq: int) -> int:
    return 50_000_000 + seq


def stronger(a: int, b: int) -> int:
    return min((a, b), key=lambda q: (-RATING[q], q))


def from_first_seat(seats: list[int], winner_side: str) -> str:
    """The tie's string from ``seats[0]``, given as the winner writes it."""
    return winner_side if seats[0] == stronger(*seats) else winner_side.translate(FLIP)


async def test_a_sixteen_player_knockout_from_sign_up_to_the_champion(peer, api):
    desk = Desk(peer)
    reply = await desk.one(SUPERUSER, "/新建赛事 knockout 周末等级分淘汰赛", "已新建赛事")
    assert "淘汰赛" in reply
    tid = int(re.search(r"#(\d+)", reply).group(1))
    day = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await desk.one(SUPERUSER, f"/设置 第1轮 {day:%Y-%m-%d} 14:00", "已设置")
    await desk.one(SUPERUSER, f"/设置 报名截止 {day - timedelta(days=1):%Y-%m-%d} 20:00", "已设置")
    peer.add_member(GROUP, qq(99), nickname="无分")
    await desk.one(qq(99), f"报名 无分 {qq(99)}", "还缺：等级分（如 等级分 1850）")
    for q in range(1, FIELD + 1):
        peer.add_member(GROUP, qq(q), nickname=f"棋手{q}")
        await desk.one(qq(q), f"报名 棋手{q} {qq(q)} 等级分 {RATING[q]}", f"报名序号 {q}")

    # --- round 1: the draw ------------------------------------------------------------------------
    reply, post = await desk.say(SUPERUSER, "/编排", 2)
    assert "第1轮已编排：8 桌，16 人。" in reply.text
    assert "16进8对阵" in post.text and "本轮为16进8，每场 2 局" in post.text
    assert "第1桌：白方" in post.text and "加赛用时：快棋 每方10分钟，每步加5秒" in post.text
    tables = (await api.get(f"/api/tournaments/{tid}/rounds/1")).json()["tables"]
    assert [t["table"] for t in tables] == list(range(1, 9))
    assert all(len(t["seats"]) == 2 and t["result"] is None for t in tables)
    assert sorted(q for t in tables for q in t["seats"]) == list(range(1, FIELD + 1))
    # seats[0] is the one shown as 白方 (the first move in game 1)
    posted = re.findall(r"第(\d+)桌：白方\((\d+)\) \((\d+)\)", post.text)
    assert [(int(n), [int(a), int(b)]) for n, a, b in posted] == [
        (t["table"], t["seats"]) for t in tables
    ]
    for seed, table in SEED_TABLE.items():
        assert seed in tables[table - 1]["seats"], (seed, tables)
    line = [q for t in tables for q in t["seats"]]  # the bracket's line (pairs in table order)

    reached: dict[int, int] = {}  # seq -> the rank of the round he went out in
    number, finalists = 1, None
    while True:
        tables = (await api.get(f"/api/tournaments/{tid}/rounds/{number}")).json()["tables"]
        pairs = [line[i : i + 2] for i in range(0, len(line), 2)]
        assert [set(t["seats"]) for t in tables] == [set(p) for p in pairs]
        final = len(line) == 2
        # an entry that does not decide the tie is refused with what is missing
        first = tables[0]
        await desk.one(SUPERUSER, f"/录入 {first['table']} 胜负", "还没分出胜负")
        wanted = {}
        for k, t in enumerate(tables):
            text = "胜和负胜" if final else ("胜负和胜" if number == 1 and k == 1 else "胜和")
            wanted[t["table"]] = from_first_seat(t["seats"], text)
        if number == 3:  # the semi-finals reported by the players: the first seat, then /确认
            for t in tables:
                a, b = t["seats"]
                await desk.one(qq(a), f"/报分 {wanted[t['table']]}", "已记录第")
                await desk.one(qq(b), "/确认", f"第{t['table']}桌结果 {wanted[t['table']]} 已确认")
        else:
            for t in tables:
                await desk.one(
                    SUPERUSER,
                    f"/录入 {t['table']} {wanted[t['table']]}",
                    f"第{number}轮第{t['table']}桌结果：{wanted[t['table']]}（裁判录入）",
                )
        got = (await api.get(f"/api/tournaments/{tid}/rounds/{number}")).json()["tables"]
        assert {t["table"]: t["result"] for t in got} == wanted
        if number == 1:  # 胜负和胜: 1 + 0 + ½ + 1 = 2½ for its winner, 0 + 1 + ½ + 0 = 1½
            decider = got[1]
            w = stronger(*decider["seats"])
            loser = next(q for q in decider["seats"] if q != w)
            assert decider["points"] == {str(w): "2.5", str(loser): "1.5"}
        closed, standings, picture = await desk.say(SUPERUSER, "/结束本轮", 3)
        assert f"第{number}轮已结束" in closed.text
        assert f"第{number}轮后排名" in standings.text and picture.images
        winners = [stronger(*p) for p in pairs]
        for p in pairs:
            reached[next(q for q in p if q not in winners)] = 2 if final else len(line) // 2 + 1
        if final:
            finalists = pairs[0]
            break
        line = winners
        number += 1
        reply, _ = await desk.say(SUPERUSER, "/编排", 2)
        assert f"第{number}轮已编排" in reply.text

    # --- the final standings ---------------------------------------------------------------------
    champion = stronger(*finalists)
    assert champion == 5  # the best rating wins every tie
    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert st["after_round"] == 4
    rows = [(r["rank"], r["seq"], r["status"]) for r in st["rows"]]
    ranks = {**reached, champion: 1}
    assert sorted(r for r, _, _ in rows) == [1, 2, 3, 3] + [5] * 4 + [9] * 8
    assert [r for r, _, _ in rows] == sorted(r for r, _, _ in rows)  # out later → listed first
    assert {q: r for r, q, _ in rows} == ranks
    assert rows[0] == (1, 5, "active") and rows[1][:2] == (2, 9)
    assert {q for r, q, _ in rows if r == 3} == {2, 14}  # seeds 3 and 4 lost the semi-finals
    assert all(s == "eliminated" for _, q, s in rows if q != champion)
    assert st["rows"][0]["explanation"] == "冠军"
    assert [s["name"] for s in st["bracket"]["stages"]] == ["16进8", "8进4", "半决赛", "决赛"]
    assert st["bracket"]["seat_labels"] == ["白方", "黑方"]
    assert st["knockout"]["finished"] is True
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "finished"
    await desk.one(SUPERUSER, "/编排", "全部 4 轮已经结束")
