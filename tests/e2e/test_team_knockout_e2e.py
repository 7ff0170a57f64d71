"""A team knockout on boards end to end through the real bot.py and a real OneBot v11 WebSocket
(preset ``team-knockout``: Xiangqi, 4 boards + 2 reserves, board 2/1/0, 8 teams drawn by lot, a
drawn match decided by one game on board 1 with the colours changed, a drawn decider going to
the side moving second).

Eight teams sign up board by board (team k: numbers 4k−3 … 4k). The draw is the lot of the
tournament's seed, so the pairings are read from GET …/rounds/1; the results are chosen so that
the bracket's path follows from them by hand:

- round 1 (8进4): table 1 胜和负和 (2+1+0+1 = 4 : 0+1+2+1 = 4, level) needs its decider game:
  /录入 without one is refused; 加赛 和: the first-named team's board 1 moved first in the match,
  so in the decider it moves second and the draw sends the first-named team through. Tables 2–4
  胜胜胜胜: the first-named teams.
- round 2 (半决赛): round 1's winners in table order meet two by two (1 v 2, 3 v 4, the upper of
  the line named first); both 负负负负: the second-named teams.
- round 3 (决赛): those two, 胜胜胜胜: the first-named team is champion.

Nothing is imported from engine/ or services/.
"""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import GROUP, REFEREE, SUPERUSER, Desk


def qq(seq: int) -> int:
    return 20300 + seq


async def test_team_knockout_of_eight_teams_with_an_armageddon_board(peer, api):
    desk = Desk(peer)
    reply = await desk.one(SUPERUSER, "/新建赛事 team-knockout 城市象棋团体杯", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    first_round = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await desk.one(SUPERUSER, f"/设置 第1轮 {first_round:%Y-%m-%d} 09:30", "已设置")
    await desk.one(
        SUPERUSER, f"/设置 报名截止 {first_round - timedelta(days=1):%Y-%m-%d} 20:00", "已设置"
    )
    peer.add_member(GROUP, REFEREE, role="admin")
    await desk.one(SUPERUSER, f"/仲裁 {REFEREE}", "已添加")
    for team in range(1, 9):
        for board in range(1, 5):
            seq = 4 * team - 4 + board
            peer.add_member(GROUP, qq(seq), nickname=f"棋手{seq}")
            await desk.one(
                qq(seq),
                f"报名 棋手{seq} {qq(seq)} 队伍 {team}队 台次 {board}",
                f"报名成功，报名序号 {seq}",
            )
    await desk.one(SUPERUSER, "/截止报名", "报名已截止")

    # round 1: four matches, the post says what decides a drawn one
    reply, post = await desk.say(SUPERUSER, "/编排", 2)
    assert "第1轮已编排：4 桌，32 人。" in reply.text
    assert "第1台双方换先加赛一盘，和棋由后走方胜出" in post.text
    r1 = (await api.get(f"/api/tournaments/{tid}/rounds/1")).json()["tables"]
    firsts = [t["teams"][0] for t in r1]
    assert sorted(firsts + [t["teams"][1] for t in r1]) == sorted(f"{k}队" for k in range(1, 9))
    # the decider's players: board 1 of each line-up, the second-named team's moving first
    one = r1[0]["boards"][0]["seats"]  # board 1: the first-named team's player first
    assert r1[0]["decider"] == {"board": 1, "seats": [one[1], one[0]], "result": None}

    await desk.one(REFEREE, "/录入 1 胜和负和", "须下加赛局")
    await desk.one(REFEREE, "/录入 1 胜和负和 加赛 和", "第1轮第1桌结果")
    for k in (2, 3, 4):
        await desk.one(REFEREE, f"/录入 {k} 胜胜胜胜", f"第1轮第{k}桌结果")
    r1 = (await api.get(f"/api/tournaments/{tid}/rounds/1")).json()["tables"]
    assert r1[0]["result"] == "胜和负和 加赛和" and r1[0]["decider"]["result"] == "和"
    closed, _, picture = await desk.say(SUPERUSER, "/结束本轮", 3)
    assert "第1轮已结束" in closed.text and picture.images

    # round 2: the four first-named teams, two by two
    reply, _ = await desk.say(SUPERUSER, "/编排", 2)
    assert "第2轮已编排：2 桌，16 人。" in reply.text
    r2 = (await api.get(f"/api/tournaments/{tid}/rounds/2")).json()["tables"]
    assert [t["teams"] for t in r2] == [firsts[0:2], firsts[2:4]]
    for k in (1, 2):
        await desk.one(REFEREE, f"/录入 {k} 负负负负", f"第2轮第{k}桌结果")
    await desk.say(SUPERUSER, "/结束本轮", 3)

    # the final: the two second-named teams of round 2
    await desk.say(SUPERUSER, "/编排", 2)
    r3 = (await api.get(f"/api/tournaments/{tid}/rounds/3")).json()["tables"]
    assert [t["teams"] for t in r3] == [[firsts[1], firsts[3]]]
    await desk.one(REFEREE, "/录入 1 胜胜胜胜", "第3轮第1桌结果")
    await desk.say(SUPERUSER, "/结束本轮", 3)

    st = (await api.get(f"/api/tournaments/{tid}/standings")).json()
    # champion 1, the final's loser 2, the semi-final losers 3, the four out in 8进4 5
    assert [(t["name"], t["rank"]) for t in st["teams"][:4]] == [
        (firsts[1], 1),
        (firsts[3], 2),
        *sorted([(firsts[0], 3), (firsts[2], 3)], key=lambda x: firsts.index(x[0])),
    ]
    assert [t["rank"] for t in st["teams"][4:]] == [5, 5, 5, 5]
    assert st["knockout"]["finished"] is True and st["bracket"]["title"] == "团体淘汰赛"
    assert (await api.get(f"/api/tournaments/{tid}")).json()["status"] == "finished"
