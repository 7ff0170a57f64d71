"""A team knockout on boards (preset ``team-knockout``: Xiangqi, 4 boards + 2 reserves, board
2/1/0, an 8-team bracket, a drawn match decided by a decider game on board 1, a drawn decider
going to the side moving second) at the service level, worked by hand.

The regulation file sets ``seeding = "order"`` (sign-up order) so that the bracket is known: the
standard positions of 8 are seeds 1, 8, 4, 5, 2, 7, 3, 6 down the line, so round 1 (8进4) is
1队 v 8队, 4队 v 5队, 2队 v 7队, 3队 v 6队 on tables 1–4, the upper team named first. Team k signs
up boards 1–4 as numbers 4k−3 … 4k (its number, the team's, is 4k−3: 1, 5, 9, … 29).
"""

import re
from datetime import UTC, datetime

import pytest

from engine.regulation import read_setting
from services import audit, closing, play, regulation_files, signup, tournaments, views
from services.common import Actor, Refusal

GROUP = "20019"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 12, 6, 5, tzinfo=UTC)


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


def seqs(team: int) -> list[int]:
    """Team k's boards 1–4: numbers 4k−3 … 4k."""
    return list(range(4 * team - 3, 4 * team + 1))


async def setup_field(teams: int, changes: dict[str, str]) -> None:
    await tournaments.create_tournament(ORG, "team-knockout", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    _, raw = await regulation_files.current_file(ORG)
    text = raw.decode()
    for key, value in changes.items():
        text, n = re.subn(rf"(?m)^{key} = \S+", f"{key} = {value}", text)
        assert n == 1, key
    target = await regulation_files.target_update(ORG)
    checked = await regulation_files.check(ORG, target, text.encode(), T0)
    await regulation_files.confirm(ORG, checked, T0)
    for team in range(1, teams + 1):
        for board, seq in enumerate(seqs(team), start=1):
            qq = str(6_000_000 + seq)
            line = f"报名 棋手{seq} {qq} 队伍 {team}队 台次 {board}"
            done = await signup.sign_up(Actor(qq, GROUP), line, Everyone(), T0)
            assert done is not None and done.ack, done
    await signup.set_open(ORG, False, T0)


async def tables(number: int) -> list[list[int]]:
    return [t["seats"] for t in (await views.round_tables(1, number))["tables"]]


async def test_an_eight_team_knockout_to_the_champion_with_an_armageddon_board(clean_db):
    await setup_field(8, {"seeding": '"order"'})
    seated = await play.seat_next_round(ORG, R1)
    posted = "\n".join(n.text for n in seated.notices)
    assert "两队局分相同须加赛：第1台双方换先加赛一盘，和棋由后走方胜出" in posted
    # 1队 v 8队, 4队 v 5队, 2队 v 7队, 3队 v 6队: each table the upper team's boards 1–4 first
    assert await tables(1) == [
        seqs(1) + seqs(8),
        seqs(4) + seqs(5),
        seqs(2) + seqs(7),
        seqs(3) + seqs(6),
    ]

    await play.enter_result(ORG, "1", "胜胜胜胜", R1)  # 1队 8:0
    # table 2 胜和负和: 4队 2+1+0+1 = 4, 5队 0+1+2+1 = 4, level: the decider game is due
    with pytest.raises(
        Refusal, match=r"常规 4 台两队局分 4:4 战平，须下加赛局（第1台，和棋由后走方胜出）"
    ):
        await play.enter_result(ORG, "2", "胜和负和", R1)
    with pytest.raises(Refusal, match="两队局分 8:0，已分胜负，不需要加赛局"):
        await play.enter_result(ORG, "1", "加赛 胜", R1)
    with pytest.raises(Refusal, match="还有台次没有录入，不能录入加赛局"):
        await play.enter_result(ORG, "3", "第1台 胜 加赛 胜", R1)
    with pytest.raises(Refusal, match="加赛局结果看不懂"):
        await play.enter_result(ORG, "2", "胜和负和 加赛 平", R1)
    # the decider on board 1 by 13 (4队) and 17 (5队), colours changed: 4队's board 1 moved
    # first in the match (alternate_boards), so 17 moves first in the decider and 13 second;
    # drawn, it goes to the side moving second: 4队. Taken back with /撤销 first: nothing stored
    await play.enter_result(ORG, "2", "胜和负和 加赛 和", R1)
    await audit.undo_last(ORG, R1)
    assert (await views.round_tables(1, 1))["tables"][1]["result"] is None
    await play.enter_result(ORG, "2", "胜和负和 加赛 和", R1)
    await play.enter_result(ORG, "3", "负负负负", R1)  # 7队 8:0
    # table 4 胜负胜负: 2+0+2+0 = 4 : 4, level; the decider lost from 3队's side: 6队
    await play.enter_result(ORG, "4", "胜负胜负 加赛 负", R1)
    r1 = (await views.round_tables(1, 1))["tables"]
    assert [t["result"] for t in r1] == [
        "胜胜胜胜",
        "胜和负和 加赛和",
        "负负负负",
        "胜负胜负 加赛负",
    ]
    # the decider game: board 1's players, the one moving first first (table 4: 3队's 9 moved
    # first on board 1, so 6队's 21 moves first in the decider)
    assert r1[1]["decider"] == {"board": 1, "seats": [17, 13], "result": "和"}
    assert r1[3]["decider"] == {"board": 1, "seats": [21, 9], "result": "负"}
    assert r1[0]["decider"] == {"board": 1, "seats": [29, 1], "result": None}
    await closing.close_round(ORG, R1)

    # 半决赛: the line's winners 1队, 4队, 7队, 6队: 1队 v 4队, 7队 v 6队
    await play.seat_next_round(ORG, R1)
    assert await tables(2) == [seqs(1) + seqs(4), seqs(7) + seqs(6)]
    await play.enter_result(ORG, "1", "胜胜和和", R1)  # 1队 6:2
    await play.enter_result(ORG, "2", "负和和和", R1)  # 7队 3, 6队 5: 6队
    await closing.close_round(ORG, R1)

    # 决赛 1队 v 6队: 胜负胜和 = 2+0+2+1 = 5 : 3, 1队 champion
    await play.seat_next_round(ORG, R1)
    assert await tables(3) == [seqs(1) + seqs(6)]
    await play.enter_result(ORG, "1", "胜负胜和", R1)
    await closing.close_round(ORG, R1)
    with pytest.raises(Refusal):
        await play.seat_next_round(ORG, R1)

    table = await views.standings(1)
    # ranks by exit round: 1队 1, 6队 2 (the final's loser), 4队 and 7队 3 (semi-finals, no
    # third-place match), the four out in 8进4 5; equal ranks in bracket line order (1队 8队
    # 4队 5队 2队 7队 3队 6队)
    assert [(r["name"], r["rank"]) for r in table["teams"]] == [
        ("1队", 1),
        ("6队", 2),
        ("4队", 3),
        ("7队", 3),
        ("8队", 5),
        ("5队", 5),
        ("2队", 5),
        ("3队", 5),
    ]
    knockout = table["knockout"]
    assert knockout["size"] == 8 and knockout["finished"] is True
    assert knockout["slots"] == [1, 29, 13, 17, 5, 25, 9, 21]
    # the semi-final losers share 3rd: no places for them in the JSON before a third-place
    # match; the champion 1 and the runner-up 21 (6队)
    assert knockout["places"]["1"] == 1 and knockout["places"]["21"] == 2
    assert [t["winner"] for t in knockout["rounds"][0]["ties"]] == [1, 13, 25, 21]
    # the picture's tree names the teams
    bracket = table["bracket"]
    assert bracket["title"] == "团体淘汰赛"
    assert bracket["names"] == {seq: f"{k}队" for k, seq in enumerate(range(1, 30, 4), start=1)}
    assert [tie["seats"] for tie in bracket["stages"][2]["ties"]] == [[1, 21]]


async def test_a_six_team_bracket_gives_byes_and_count_back_decides(clean_db):
    await setup_field(6, {"seeding": '"order"', "decider": '"count_back"'})
    seated = await play.seat_next_round(ORG, R1)
    assert "两队局分相同按台次逐台比较" in "\n".join(n.text for n in seated.notices)
    # 8 positions for 6 teams, seeds 7 and 8 byes: the line 1队, —, 4队, 5队, 2队, —, 3队, 6队:
    # 1队 and 2队 (the first two by sign-up order) have the byes, each a table of its own
    assert await tables(1) == [seqs(1), seqs(4) + seqs(5), seqs(2), seqs(3) + seqs(6)]
    with pytest.raises(Refusal, match="本赛事没有加赛局"):
        await play.enter_result(ORG, "2", "和胜负和 加赛 胜", R1)
    # table 2 和胜负和: 1+2+0+1 = 4 : 1+0+2+1 = 4, level; count back: board 1 drawn, board 2
    # won by 4队 → 4队. Table 4 负胜胜负: 4 : 4, board 1 lost by 3队 → 6队
    await play.enter_result(ORG, "2", "和胜负和", R1)
    await play.enter_result(ORG, "4", "负胜胜负", R1)
    await closing.close_round(ORG, R1)
    await play.seat_next_round(ORG, R1)
    # 半决赛: 1队 v 4队, 2队 v 6队
    assert await tables(2) == [seqs(1) + seqs(4), seqs(2) + seqs(6)]
    ranks = {r["name"]: r["rank"] for r in (await views.standings(1))["teams"]}
    # after round 1: 5队 and 3队 out in 8进4 (rank 5), the rest still in (1)
    assert ranks == {"1队": 1, "4队": 1, "2队": 1, "6队": 1, "5队": 5, "3队": 5}


async def send_changes(changes: dict[str, str]) -> None:
    _, raw = await regulation_files.current_file(ORG)
    text = raw.decode()
    for key, value in changes.items():
        text, n = re.subn(rf"(?m)^{key} = \S+", f"{key} = {value}", text)
        if not n:  # a key the file leaves out: under [format]
            text = text.replace("[format]\n", f"[format]\n{key} = {value}\n", 1)
    target = await regulation_files.target_update(ORG)
    checked = await regulation_files.check(ORG, target, text.encode(), T0)
    await regulation_files.confirm(ORG, checked, T0)


async def test_a_field_too_small_for_the_bracket_and_a_third_place_match(clean_db):
    # four teams in 8 positions: a round-1 tie would be two byes, refused naming the size
    await setup_field(4, {"seeding": '"order"'})
    with pytest.raises(Refusal, match="只有 4 支队伍，8 签的第一轮会有整场轮空"):
        await play.seat_next_round(ORG, R1)
    # 4 positions (1, 4, 2, 3 down the line: 1队 v 4队, 2队 v 3队), a match for 3rd place
    await send_changes({"size": "4", "third_place": "true"})
    await play.seat_next_round(ORG, R1)
    assert await tables(1) == [seqs(1) + seqs(4), seqs(2) + seqs(3)]
    await play.enter_result(ORG, "1", "胜胜和和", R1)  # 1队 6, 4队 2: 1队
    await play.enter_result(ORG, "2", "负负和和", R1)  # 2队 2, 3队 6: 3队
    await closing.close_round(ORG, R1)
    # the final 1队 v 3队 and the third-place match 4队 v 2队 (the semi-final losers in line
    # order), in round 2
    await play.seat_next_round(ORG, R1)
    assert await tables(2) == [seqs(1) + seqs(3), seqs(4) + seqs(2)]
    await play.enter_result(ORG, "1", "负负负负", R1)  # 3队 champion
    await play.enter_result(ORG, "2", "胜胜胜胜", R1)  # 4队 3rd
    await closing.close_round(ORG, R1)
    ranks = [(r["name"], r["rank"]) for r in (await views.standings(1))["teams"]]
    assert ranks == [("3队", 1), ("1队", 2), ("4队", 3), ("2队", 4)]


async def test_a_drawn_match_reported_without_its_decider_holds_the_next_round(clean_db):
    # 4 positions: 1队 v 4队, 2队 v 3队. The captains (board 1: 1 and 13) report and confirm
    # table 1 胜和负和, 4 : 4 with no decider game (a report carries none); closed, the bracket
    # has no winner there and the next round is refused until the close is taken back and the
    # decider entered
    await setup_field(4, {"seeding": '"order"'})
    await send_changes({"size": "4"})
    await play.seat_next_round(ORG, R1)
    await play.report_result(Actor("6000001", GROUP), "胜和负和", R1)
    await play.confirm_report(Actor("6000013", GROUP), True, R1)
    await play.enter_result(ORG, "2", "胜胜胜胜", R1)
    await closing.close_round(ORG, R1)
    with pytest.raises(Refusal, match="战平而未录入加赛局的，先 /撤销 结束本轮"):
        await play.seat_next_round(ORG, R1)
    await audit.undo_last(ORG, R1)
    # the decider alone joins the stored boards: won by 1队's side, 1队 through
    await play.enter_result(ORG, "1", "加赛 胜", R1)
    await closing.close_round(ORG, R1)
    await play.seat_next_round(ORG, R1)
    assert await tables(2) == [seqs(1) + seqs(2)]
