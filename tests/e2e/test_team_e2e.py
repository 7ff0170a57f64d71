"""A team round robin on boards end to end through the real bot.py and a real OneBot v11
WebSocket (preset ``team-round-robin``: Xiangqi, 4 boards + 2 reserves, board 2/1/0, match
2/1/0; 场分, 局分, 直胜, 台次分, 抽签).

Four teams sign up player by player (``队伍 <名> 台次 <i>``), 1队 with a reserve on 台次 5, and
五队 with its board 1 only: /截止报名 refuses naming 五队, /截止报名 强制 closes and drops it.
Sign-up numbers: 1队 1–5 (5 the reserve), 2队 6–9, 3队 10–13, 4队 14–17, 五队 18; a team's
number is its first sign-up's (1, 6, 10, 14: Berger numbers 1–4). Berger table of 4 (FIDE C.05
Annex 1): round 1 1–4, 2–3; round 2 4–3, 1–2; round 3 2–4, 3–1 (the first named first). Before
round 1 1队's captain (board 1, seq 1) fields the reserve on board 4 (/出场 1队 1 2 3 5); it gives
no line-up later, so it plays that one every round. Nothing is imported from engine/ or
services/.
"""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, REFEREE, SUPERUSER, Desk

TEAMS = {
    "1队": (1, 2, 3, 4, 5),
    "2队": (6, 7, 8, 9),
    "3队": (10, 11, 12, 13),
    "4队": (14, 15, 16, 17),
}
BOARD = {seq: k for seqs in TEAMS.values() for k, seq in enumerate(seqs, start=1)}
TEAM_OF = {seq: team for team, seqs in TEAMS.items() for seq in seqs}
LINEUP = {
    "1队": [1, 2, 3, 5],
    "2队": [6, 7, 8, 9],
    "3队": [10, 11, 12, 13],
    "4队": [14, 15, 16, 17],
}
PAIRINGS = {1: [("1队", "4队"), ("2队", "3队")], 2: [("4队", "3队"), ("1队", "2队")]}
PAIRINGS[3] = [("2队", "4队"), ("3队", "1队")]
# each table's boards from the first-named team's side, and how they come in
RESULTS = {
    1: ["胜和负胜", "和和和和"],  # /录入 whole; /报分 by 2队's captain, /确认 by 3队's
    2: ["胜胜弃和", "负负负负"],  # table 1 board by board, 4队's board 3 (16) absent: 弃台
    3: ["和和和和", "负负和和"],
}
# match points and board points by round, worked from the boards (W 2, D 1, L 0; 弃 loses):
#   R1 1队 2+1+0+2 = 5 v 4队 3 → 2:0;  2队 4 v 3队 4 → 1:1
#   R2 4队 2+2+0+1 = 5 v 3队 0+0+2+1 = 3 → 2:0;  1队 0 v 2队 8 → 0:2
#   R3 2队 4 v 4队 4 → 1:1;  3队 0+0+1+1 = 2 v 1队 6 → 0:2
# totals: 1队 4 / 11, 2队 4 / 16, 3队 1 / 9, 4队 3 / 12 → 2队, 1队 (局分 16 > 11), 4队, 3队
FINAL = [
    (1, "2队", "4", "16", ["1", "2", "1"]),
    (2, "1队", "4", "11", ["2", "0", "2"]),
    (3, "4队", "3", "12", ["0", "2", "1"]),
    (4, "3队", "1", "9", ["1", "0", "0"]),
]
# 台次奖, board 1 (every game over the board): 6 (2队) 1 + 2 + 1 = 4 of 6, 1 (1队) 2 + 0 + 2 = 4
# of 6 (equal: 2队 placed above 1队), 14 (4队) 0 + 2 + 1 = 3 of 6, 10 (3队) 1 + 0 + 0 = 1 of 6;
# a rate is an exact decimal, or a fraction where it has none (2/3)
BOARD_1 = [(1, 6, "4", "2/3"), (2, 1, "4", "2/3"), (3, 14, "3", "0.5"), (4, 10, "1", "1/6")]


def qq(seq: int) -> int:
    return 20100 + seq


def name(seq: int) -> str:
    return f"棋手{seq}"


async def test_team_round_robin_of_four_teams(peer, api):
    desk = Desk(peer)
    reply = await desk.one(SUPERUSER, "/新建赛事 team-round-robin 城市象棋团体赛", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    first_round = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await desk.one(SUPERUSER, f"/设置 第1轮 {first_round:%Y-%m-%d} 09:30", "已设置")
    await desk.one(
        SUPERUSER, f"/设置 报名截止 {first_round - timedelta(days=1):%Y-%m-%d} 20:00", "已设置"
    )
    peer.add_member(GROUP, REFEREE, role="admin")
    await desk.one(SUPERUSER, f"/仲裁 {REFEREE}", "已添加")
    signups = [(seq, TEAM_OF[seq], BOARD[seq]) for seq in sorted(TEAM_OF)] + [(18, "五队", 1)]
    for seq, team, board in signups:
        peer.add_member(GROUP, qq(seq), nickname=name(seq))
        await desk.one(
            qq(seq),
            f"报名 {name(seq)} {qq(seq)} 队伍 {team} 台次 {board}",
            f"报名成功，报名序号 {seq}",
        )
    await desk.one(qq(99), f"报名 路人 {qq(99)} 队伍 2队 台次 3", "2队第3台已由棋手8（序号 8）报名")

    refused = await desk.one(SUPERUSER, "/截止报名", "还不能截止报名，以下队伍未报满")
    assert "五队未报满：缺第2、3、4台" in refused and "/截止报名 强制" in refused
    await desk.one(SUPERUSER, "/截止报名 强制", "已取消未报满的队伍：五队未报满：缺第2、3、4台")

    # the line-up: a reversed order refused, then the captain's with the reserve on board 4
    await desk.one(qq(1), "/出场 1队 2 1 3 5", "台次不得颠倒")
    await desk.one(qq(2), "/出场 1队 1 2 3 5", "只有1队的队长")
    await desk.one(qq(1), "/出场 1队 1 2 3 5", "1队第1轮出场名单：第1台 棋手1(1)")

    for n in (1, 2, 3):
        await seat(desk, api, tid, n)
        await play(desk, api, tid, n)
        reply, post = await desk.say(SUPERUSER, "/结束本轮", 2)
        assert f"第{n}轮已结束" in reply.text and "团体名次" in post.text
    # the final post: the team places, each board's first board prize
    assert "团体赛最终名次：\n第1名 2队　场分 4　局分 16\n第2名 1队　场分 4　局分 11" in post.text
    assert "第1台 棋手6(6)（2队）4分/3局" in post.text

    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert st["after_round"] == 3
    got = [
        (t["rank"], t["name"], t["total"], t["board_points"], t["round_scores"])
        for t in st["teams"]
    ]
    assert got == FINAL
    assert st["teams"][1]["members"] == [1, 2, 3, 4, 5]
    assert set(st["teams"][0]["tiebreaks"]) == {
        "match_points",
        "board_points",
        "team_direct_encounter",
        "weighted_boards",
        "team_lots",
    }
    rows = {r["seq"]: r for r in st["rows"]}
    # the reserve 5 played board 4 all three rounds: 胜 (2), 负 (0), 和 (1); 4 never played
    assert (rows[5]["team"], rows[5]["board"], rows[5]["total"]) == ("1队", 5, "3")
    assert rows[4]["round_scores"] == [None, None, None]
    # 16 lost his board by 弃台, 12 won it by it
    assert (rows[16]["round_scores"][1], rows[12]["round_scores"][1]) == ("0", "2")
    board_1 = [
        (p["rank"], p["seq"], p["points"], p["rate"]) for p in st["prizes"] if p["board"] == 1
    ]
    assert board_1 == BOARD_1
    # the board 3 prize counts a forfeited board as a game for neither player (engine/teams
    # prizes): 12 and 16 have 2 games there of their 3 rounds, 3 and 8 all 3
    games = {p["seq"]: p["games"] for p in st["prizes"] if p["board"] == 3}
    assert (games[12], games[16], games[3], games[8]) == (2, 2, 3, 3)
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "finished"

    mine = await desk.one(qq(5), "/我的", "报名序号 5")
    assert (
        "各轮台次成绩：第1轮 第4台 胜 对 棋手17（4队）；第2轮 第4台 负 对 棋手9（2队）；"
        "第3轮 第4台 和 对 棋手13（3队）"
    ) in mine


async def seat(desk: Desk, api, tid: int, n: int) -> None:
    """/编排: each match on one line of the post; GET …/rounds/{n}: the boards' seats, the
    first-named team's player first on odd boards (he moves first), the other's on even ones."""
    reply, post = await desk.say(SUPERUSER, "/编排", 2)
    assert f"第{n}轮已编排：2 桌，16 人。" in reply.text
    for k, (first, second) in enumerate(PAIRINGS[n], start=1):
        assert f"第{k}桌 {first} vs {second}：" in post.text
    got = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()["tables"]
    for table, (first, second) in zip(got, PAIRINGS[n], strict=True):
        assert table["teams"] == [first, second]
        a, b = LINEUP[first], LINEUP[second]
        assert [x["seats"] for x in table["boards"]] == [
            [a[0], b[0]],
            [b[1], a[1]],
            [a[2], b[2]],
            [b[3], a[3]],
        ]
        assert table["result"] is None and table["points"] is None


async def play(desk: Desk, api, tid: int, n: int) -> None:
    """The results: /录入 whole, /报分 + /确认 by the captains, /录入 board by board with a 弃台."""
    for k, ((first, second), boards) in enumerate(zip(PAIRINGS[n], RESULTS[n], strict=True), 1):
        if (n, k) == (1, 2):
            captain, other = LINEUP[first][0], LINEUP[second][0]
            await desk.one(qq(captain), f"/报分 {boards}", f"已记录第{k}桌报分：{boards}")
            await desk.one(qq(other), "/确认", f"第{k}桌结果 {boards} 已确认")
        elif (n, k) == (2, 1):
            for board, word in enumerate(boards, start=1):
                await desk.one(REFEREE, f"/录入 {k} 第{board}台 {word}", f"第{n}轮第{k}桌结果")
        else:
            await desk.one(REFEREE, f"/录入 {k} {boards}", f"第{n}轮第{k}桌结果：{boards}")
    got = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()["tables"]
    assert [t["result"] for t in got] == RESULTS[n]
