"""A round robin end to end through the real bot.py and a real OneBot v11 WebSocket.

Five players sign up (sign-up order = Berger numbers 1..5; the rest is number 6), five
rounds are seated by /编排, results come by /录入, by /报分 + /确认, by the cutoff (a table
left without a result) and by /弃权, and each round is closed by /结束本轮. The pairings,
points and tiebreaks below are worked by hand from the FIDE Berger table for 5–6 players
and the preset (win 2 / draw 1 / loss 0, a rest 0); nothing is imported from engine/ or
services/.
"""

import os
import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, REFEREE, SUPERUSER, Desk

PLAYERS = {1: (20001, "甲"), 2: (20002, "乙"), 3: (20003, "丙"), 4: (20004, "丁"), 5: (20005, "戊")}

# FIDE C.05 Annex 1, 5–6 players, 6 = rest: (tables first seat first, who rests), by round
PAIRINGS = {
    1: ([(2, 5), (3, 4)], 1),  # 1-6, 2-5, 3-4
    2: ([(5, 3), (1, 2)], 4),  # 6-4, 5-3, 1-2
    3: ([(3, 1), (4, 5)], 2),  # 2-6, 3-1, 4-5
    4: ([(1, 4), (2, 3)], 5),  # 6-5, 1-4, 2-3
    5: ([(4, 2), (5, 1)], 3),  # 3-6, 4-2, 5-1
}
# how each table's result comes in, and the result the bot shows (from the first seat)
PLAY = {
    1: [("录入", "胜"), ("报分", "和")],
    2: [("录入", "负"), ("报分", "胜")],
    3: [("录入", "和"), ("open", "和")],  # table 2 left open: a cutoff draw
    4: [("录入", "胜"), ("报分", "负")],
    5: [("录入", "和"), ("弃权 5", "弃权")],  # 5 forfeits: 1 wins the game
}
# points by round (the rest scores 0), worked from the results above
ROUND_SCORES = {
    1: [0, 2, 1, 2, 2],  # rest, beat 2, drew 3, beat 4, 5 forfeited
    2: [2, 0, 0, 0, 1],  # beat 5, lost to 1, rest, lost to 3, drew 4
    3: [1, 2, 1, 2, 0],  # drew 4, beat 5, drew 1, beat 2, rest
    4: [1, 0, 1, 0, 1],  # drew 3, rest, drew 5 (cutoff), lost to 1, drew 2
    5: [0, 0, 1, 0, 0],  # lost to 2, lost to 3, drew 4 (cutoff), rest, forfeited
}
# final: totals 7, 3, 6, 3, 1. 索伯分 = Σ opponent's total × (points made / 2):
#   1: beat 2 (3) 3 + drew 3 (6) 3 + beat 4 (3) 3 + beat 5 by forfeit (1) 1 = 10
#   3: drew 4 (3) 1.5 + beat 5 (1) 1 + drew 1 (7) 3.5 + beat 2 (3) 3        = 9
#   4: drew 3 (6) 3 + drew 5 (1) 0.5 + lost to 1 0 + drew 2 (3) 1.5         = 5
#   2: beat 5 (1) 1 + lost to 1 0 + lost to 3 0 + drew 4 (3) 1.5            = 2.5
#   5: drew 4 (3) 1.5                                                        = 1.5
# 2 and 4 tie on 3 points; 索伯分 puts 4 first. 直胜 is 0 for all (nobody is tied on points
# and 索伯分); wins: 1 three (one by forfeit), 3 two, 2 one.
FINAL = [  # (rank, seq, total, 索伯分, 直胜, wins)
    (1, 1, "7", "10", "0", "3"),
    (2, 3, "6", "9", "0", "2"),
    (3, 4, "3", "5", "0", "0"),
    (4, 2, "3", "2.5", "0", "1"),
    (5, 5, "1", "1.5", "0", "0"),
]
_TABLE = re.compile(r"第(\d+)桌：(?:先手)?\((\d+)\)(?: \((\d+)\))?( 轮空)?")
_LINE = re.compile(
    r"^(\d+)\. (\S+)\((\d+)\) (\S+)　\[([^\]]*)\]　索伯分 (\S+)　直胜 (\S+)　胜局 (\S+)$",
    re.MULTILINE,
)


def qq(seq: int) -> int:
    return PLAYERS[seq][0]


def totals_after(n: int) -> dict[int, int]:
    return {q: sum(ROUND_SCORES[q][:n]) for q in PLAYERS}


async def test_round_robin_of_five_players(peer, api):
    desk = Desk(peer)
    reply = await desk.one(SUPERUSER, "/新建赛事 round-robin 周六象棋循环赛", "已新建赛事")
    assert "循环赛" in reply
    tid = int(re.search(r"#(\d+)", reply).group(1))
    first_round = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await desk.one(SUPERUSER, f"/设置 第1轮 {first_round:%Y-%m-%d} 19:30", "已设置")
    await desk.one(
        SUPERUSER, f"/设置 报名截止 {first_round - timedelta(days=1):%Y-%m-%d} 20:00", "已设置"
    )
    peer.add_member(GROUP, REFEREE, role="admin")
    await desk.one(SUPERUSER, f"/仲裁 {REFEREE}", "已添加")
    for seq, (number, name) in PLAYERS.items():
        peer.add_member(GROUP, number, nickname=name)
        await desk.one(number, f"报名 {name} {number}", f"{name} 报名成功，报名序号 {seq}")

    for n in range(1, 6):
        await seat(desk, api, tid, n)
        await play(desk, n)
        await close(desk, api, tid, n)

    # the final standings, tiebreaks by their English keys
    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert st["after_round"] == 5
    got = [
        (
            r["rank"],
            r["seq"],
            r["total"],
            r["tiebreaks"]["sonneborn_berger"],
            r["tiebreaks"]["direct_encounter"],
            r["tiebreaks"]["wins"],
        )
        for r in st["rows"]
    ]
    assert got == FINAL
    assert st["rows"][3]["explanation"] == "积分相同，索伯分 5 > 2.5"
    assert all(
        set(r["tiebreaks"]) == {"sonneborn_berger", "direct_encounter", "wins", "lots"}
        for r in st["rows"]
    )
    assert [r["status"] for r in st["rows"]] == ["active"] * 5

    (picture,) = await desk.say(qq(2), "/排名")  # the picture; its text fallback below
    assert picture.images or os.environ.get("CI") != "true", picture.text
    (ranking,) = await desk.say(qq(2), "/排名 文字")
    lines = [(int(m[1]), int(m[3]), m[4], m[6], m[7], m[8]) for m in _LINE.finditer(ranking.text)]
    assert lines == [tuple(row) for row in FINAL]
    mine = await desk.one(qq(4), "/我的", "报名序号 4")
    assert "积分 3，第5轮后排名第 3" in mine
    assert "各轮成绩：第1轮 1，第2轮 0，第3轮 1，第4轮 0，第5轮 1" in mine
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "finished"
    await desk.one(SUPERUSER, "/编排", "全部 5 轮已经结束")


async def seat(desk: Desk, api, tid: int, n: int) -> None:
    """/编排: the Berger pairings in the post and in GET …/rounds/{n}, the rest last."""
    tables, rest = PAIRINGS[n]
    reply, post = await desk.say(SUPERUSER, "/编排", 2)
    assert f"第{n}轮已编排：3 桌，5 人。" in reply.text
    posted = [
        (int(m[1]), int(m[2]), m[3] and int(m[3]), bool(m[4])) for m in _TABLE.finditer(post.text)
    ]
    assert posted == [(1, *tables[0], False), (2, *tables[1], False), (3, rest, None, True)]
    assert post.at == [qq(q) for t in tables for q in t] + [qq(rest)]
    got = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()
    assert [(t["table"], t["seats"], t["result"]) for t in got["tables"]] == [
        (1, list(tables[0]), None),
        (2, list(tables[1]), None),
        (3, [rest], "轮空"),
    ]


async def play(desk: Desk, n: int) -> None:
    tables, _ = PAIRINGS[n]
    for number, ((how, word), (first, second)) in enumerate(
        zip(PLAY[n], tables, strict=True), start=1
    ):
        if how == "录入":
            await desk.one(
                REFEREE, f"/录入 {number} {word}", f"第{n}轮第{number}桌结果：{word}（裁判录入）"
            )
        elif how == "报分":
            await desk.one(qq(first), f"/报分 {word}", f"已记录第{number}桌报分：{word}")
            await desk.one(qq(second), "/确认", f"第{number}桌结果 {word} 已确认")
        elif how.startswith("弃权"):
            await desk.one(REFEREE, f"/{how}", "本轮弃权")
    # a rest has no game to report
    await desk.one(qq(PAIRINGS[n][1]), "/报分 胜", "轮空")


async def close(desk: Desk, api, tid: int, n: int) -> None:
    """/结束本轮: the standings post; the results and points of the round in the API. A table
    left open is named by the plain command first (nothing changes); `确认` closes."""
    command = "/结束本轮"
    open_tables = [number for number, (how, _) in enumerate(PLAY[n], start=1) if how == "open"]
    if open_tables:
        (named,) = await desk.say(SUPERUSER, command)
        assert f"第{n}轮还有 {len(open_tables)} 桌没有结果" in named.text
        assert (
            all(f"第{t}桌（" in named.text for t in open_tables) and "/结束本轮 确认" in named.text
        )
        command = "/结束本轮 确认"
    reply, post = await desk.say(
        SUPERUSER, command, 2
    )  # the reply and one post, the final places in it
    assert f"第{n}轮已结束" in reply.text and f"第{n}轮后排名" in post.text
    if n == 5:
        assert "最终名次" in post.text and "第1名 甲" in post.text
    tables, rest = PAIRINGS[n]
    got = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()
    assert [t["result"] for t in got["tables"]] == [word for _, word in PLAY[n]] + ["轮空"]
    for t in got["tables"]:
        assert t["points"] == {str(q): str(ROUND_SCORES[q][n - 1]) for q in t["seats"]}
    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert st["after_round"] == n
    totals = totals_after(n)
    assert {r["seq"]: (r["total"], r["round_scores"]) for r in st["rows"]} == {
        q: (str(totals[q]), [str(x) for x in ROUND_SCORES[q][:n]]) for q in PLAYERS
    }
    assert [r["total"] for r in st["rows"]] == sorted(
        (r["total"] for r in st["rows"]), key=int, reverse=True
    )
