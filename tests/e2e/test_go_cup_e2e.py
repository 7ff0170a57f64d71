"""The Go cup (seed 002) end to end through the real bot and a OneBot v11 WebSocket.

Three divisions by birth date: youth 1–3 (an odd field), open A 4–7, open B 8–11; each plays
its own Swiss, paired and closed together by one /编排 and one /结束本轮, three rounds. Every
pairing below is forced whatever the lots (worked by hand from the preset: win 2, loss 0,
bye 2; 对手分 counts a bye as 0):

youth  R1 1–2, 3 bye; 1 wins.   R2: bye to 2 (lowest without one), 1–3; 3 wins.
       R3: bye to 1 (the only one without), 2–3; 3 wins.  Points 3: 2+2+2, 1: 2+0+2, 2: 0+2+0.
       对手分 3: 0+P1+P2 = 4+2 = 6; 1: P2+P3+0 = 2+6 = 8; 2: P1+0+P3 = 4+6 = 10.
       累进分 3: 2+4+6 = 12; 1: 2+2+4 = 8; 2: 0+2+2 = 4.
open   R1 top half v bottom half: 4–6, 5–7 (8–10, 9–11); 4 and 5 win.  R2: 4–5, 6–7; 4 and 6
       win.  R3: 4 met 5 and 6: 4–7, 5–6 (the least Σ (S_i − S_j)²); 4 and 5 win.
       Points 4: 6, 5: 4, 6: 2, 7: 0 (and 8: 6, 9: 4, 10: 2, 11: 0).
"""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, SUPERUSER

BORN = {"youth": "2008-05-01", "open_a": "1995-05-01", "open_b": "1970-05-01"}
DIVISION = {
    **{q: "youth" for q in (1, 2, 3)},
    **{q: "open_a" for q in (4, 5, 6, 7)},
    **{q: "open_b" for q in (8, 9, 10, 11)},
}
NAMES = "甲乙丙丁戊己庚辛壬癸子"
# per round: (pairs as sets, byes, winners); open B plays like open A, 4 numbers higher
ROUNDS = {
    1: ([{1, 2}, {4, 6}, {5, 7}], [3], [1, 4, 5]),
    2: ([{1, 3}, {4, 5}, {6, 7}], [2], [3, 4, 6]),
    3: ([{2, 3}, {4, 7}, {5, 6}], [1], [3, 4, 5]),
}
FINAL = {  # seq: (rank in division, total, 对手分, 累进分)
    3: (1, "6", "6", "12"),
    1: (2, "4", "8", "8"),
    2: (3, "2", "10", "4"),
    4: (1, "6", None, None),
    5: (2, "4", None, None),
    6: (3, "2", None, None),
    7: (4, "0", None, None),
}


def qq(seq: int) -> int:
    return 30000 + seq


def mirrored(seqs):
    """Open A's numbers and open B's (4 higher)."""
    return [q for q in seqs] + [q + 4 for q in seqs if q >= 4]


async def say(peer, user: int, text: str, count: int = 1):
    role = "owner" if user == SUPERUSER else "member"
    await peer.group_message(GROUP, user, text, role=role)
    return await peer.wait_for_count(lambda m: m.kind == "group" and m.target == GROUP, count, 15.0)


async def test_go_cup_three_divisions(peer, api):
    (reply,) = await say(peer, SUPERUSER, "/新建赛事 shenzhen-go-2023 深圳杯")
    tid = int(re.search(r"#(\d+)", reply.text).group(1))
    day = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    for item in (
        f"第1轮 {day:%Y-%m-%d} 09:00",
        f"报名截止 {day - timedelta(days=1):%Y-%m-%d} 20:00",
        "审核 关",
    ):
        (reply,) = await say(peer, SUPERUSER, f"/设置 {item}")
        assert "已设置" in reply.text, reply.text
    for seq in range(1, 12):
        peer.add_member(GROUP, qq(seq), nickname=NAMES[seq - 1])
        (reply,) = await say(
            peer, qq(seq), f"报名 {NAMES[seq - 1]} {qq(seq)} 出生 {BORN[DIVISION[seq]]} 段位 3段"
        )
        assert f"报名序号 {seq}" in reply.text, reply.text
    players = (await api.get(f"/api/tournaments/{tid}/players")).json()
    assert {p["seq"]: p["division"] for p in players} == DIVISION

    for n in (1, 2, 3):
        pairs, byes, winners = ROUNDS[n]
        reply, *posts = await say(peer, SUPERUSER, "/编排", 4)
        assert reply.text.splitlines() == [
            f"青少年组第{n}轮已编排：2 桌，3 人。",
            f"公开组甲组第{n}轮已编排：2 桌，4 人。",
            f"公开组乙组第{n}轮已编排：2 桌，4 人。",
        ]
        assert "执黑" in posts[-1].text
        # each division's table list: the time control (002 竞赛办法(六)) and who plays black
        assert all(
            "用时：每方基本时限40分钟，3次10秒读秒" in post.text.splitlines()[0] for post in posts
        )
        assert all("桌：执黑" in post.text for post in posts)
        tables = (await api.get(f"/api/tournaments/{tid}/rounds/{n}")).json()["tables"]
        assert [t["table"] for t in tables] == [1, 2, 3, 4, 5, 6]
        got = {frozenset(t["seats"]) for t in tables}
        want = {frozenset(p) for p in pairs} | {
            frozenset({q + 4 for q in p}) for p in pairs if min(p) >= 4
        }
        assert got == want | {frozenset(byes)}
        bye = next(t for t in tables if len(t["seats"]) == 1)
        assert bye["result"] == "轮空" and bye["points"] == {str(byes[0]): "2"}
        for winner in mirrored(winners):
            table = next(t for t in tables if winner in t["seats"])
            word = "胜" if table["seats"][0] == winner else "负"
            (reply,) = await say(peer, SUPERUSER, f"/录入 {table['table']} {word}")
            assert f"第{n}轮第{table['table']}桌结果：{word}" in reply.text, reply.text
        reply, post = await say(peer, SUPERUSER, "/结束本轮", 2)  # one post for the three divisions
        assert reply.text.splitlines() == [
            f"青少年组第{n}轮已结束，成绩已定。",
            f"公开组甲组第{n}轮已结束，成绩已定。",
            f"公开组乙组第{n}轮已结束，成绩已定。",
        ]

    # the post: standings per division (3 of the 8 rounds: no prizes yet)
    assert [part.splitlines()[0] for part in post.text.split("\n\n")] == [
        f"「深圳杯」{d}第3轮后排名" for d in ("青少年组", "公开组甲组", "公开组乙组")
    ]

    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    assert st["after_round"] == 3
    rows = {r["seq"]: r for r in st["rows"]}
    for seq, (rank, total, os_, prog) in FINAL.items():
        r = rows[seq]
        assert (r["division"], r["rank"], r["total"]) == (DIVISION[seq], rank, total)
        if os_ is not None:
            assert (r["tiebreaks"]["opponents_score"], r["tiebreaks"]["progressive"]) == (os_, prog)
        twin = rows.get(seq + 4) if seq >= 4 else None
        if twin is not None:
            assert (twin["division"], twin["rank"], twin["total"]) == ("open_b", rank, total)
    assert rows[3]["round_scores"] == ["2", "2", "2"] and rows[2]["round_scores"] == ["0", "2", "0"]
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "running"

    (ranking,) = await say(peer, qq(2), "/排名 文字")
    assert "青少年组第3轮后排名" in ranking.text and "公开组乙组第3轮后排名" in ranking.text
    assert "1. 丙(3) 6　[2/2/2]　对手分 6　累进分 12" in ranking.text
    assert "3. 乙(2) 2　[0/2/0]　对手分 10　累进分 4" in ranking.text
    (mine,) = await say(peer, qq(1), "/我的 文字")
    assert "积分 4，第3轮后青少年组排名第 2" in mine.text
