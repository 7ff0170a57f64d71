"""A team round robin on boards (preset ``team-round-robin``: Xiangqi, 4 boards + 2 reserves,
board 2/1/0, match 2/1/0; 场分, 局分, 直胜, 台次分, 抽签) at the service level, worked by hand.

Six teams sign up board by board (1队 … 6队, 1队 with a reserve on 台次 5) and a seventh, 七队, with
only its board 1. Sign-up numbers: 1队 1–5 (5 the reserve), 2队 6–9, 3队 10–13, 4队 14–17, 5队
18–21, 6队 22–25, 七队 26. A team's number is its first sign-up's: 1, 6, 10, 14, 18, 22, the
Berger numbers 1..6 in that order. Round 1 of the Berger table of 6 (FIDE C.05 Annex 1): 1–6, 2–5,
3–4, so table 1 is 1队 v 6队, table 2 2队 v 5队, table 3 3队 v 4队, each table's seats the first
team's boards 1–4 then the other's.
"""

from datetime import UTC, datetime

import pytest

from engine import numbers
from engine.regulation import read_setting
from services import audit, closing, lineups, play, rankings, signup, tournaments, views
from services.common import Actor, PlayerRef, Refusal

GROUP = "20017"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 12, 6, 5, tzinfo=UTC)
TEAMS = {1: "1队", 2: "2队", 3: "3队", 4: "4队", 5: "5队", 6: "6队"}
SIGNUPS = [(TEAMS[k], b) for k in TEAMS for b in ((1, 2, 3, 4, 5) if k == 1 else (1, 2, 3, 4))]
SIGNUPS.append(("七队", 1))
QQ = {seq: str(4_000_000 + seq) for seq in range(1, len(SIGNUPS) + 1)}


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


def player(seq: int) -> Actor:
    return Actor(QQ[seq], GROUP)


def ref(word: str) -> PlayerRef:
    """A player named by his sign-up number, as the chat layer reads `17`."""
    return PlayerRef(word, number=numbers.Ident(numbers.whole(word, lo=1), word))


def refs(words: str) -> list[PlayerRef]:
    return [ref(w) for w in words.split()]


async def setup_field() -> None:
    await tournaments.create_tournament(ORG, "team-round-robin", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    for seq, (team, board) in enumerate(SIGNUPS, start=1):
        qq = QQ[seq]
        done = await signup.sign_up(
            Actor(qq, GROUP), f"报名 棋手{seq} {qq} 队伍 {team} 台次 {board}", Everyone(), T0
        )
        assert done is not None and done.ack, done


async def test_sign_up_by_board_and_closing_refuses_an_incomplete_team(clean_db):
    await setup_field()
    # a board taken, a 台次 beyond boards + reserves, a sign-up without 台次
    with pytest.raises(Refusal, match="2队第2台已由棋手7（序号 7）报名，请换一个台次"):
        await signup.sign_up(
            Actor("4000099", GROUP), "报名 甲 4000099 队伍 2队 台次 2", Everyone(), T0
        )
    with pytest.raises(Refusal, match="台次应为 1 到 6（1–4 为正式台次，5–6 为替补）"):
        await signup.sign_up(
            Actor("4000099", GROUP), "报名 甲 4000099 队伍 2队 台次 7", Everyone(), T0
        )
    with pytest.raises(Refusal, match="台次（如 台次 2）"):
        await signup.sign_up(Actor("4000099", GROUP), "报名 甲 4000099 队伍 2队", Everyone(), T0)

    # 七队 has board 1 only: closing is refused, naming it, and changes nothing
    with pytest.raises(Refusal, match="七队未报满：缺第2、3、4台") as refused:
        await signup.set_open(ORG, False, T0)
    assert "/截止报名 强制" in str(refused.value)
    # 强制 closes and withdraws 七队's sign-up (26); /撤销 takes it all back
    closed = await signup.set_open(ORG, False, T0, force=True)
    assert "已取消未报满的队伍：七队未报满：缺第2、3、4台" in closed.text
    players = {p["seq"]: p for p in await views.players(1, False)}
    assert players[26]["status"] == "withdrawn" and players[25]["status"] == "active"
    await audit.undo_last(ORG, T0)
    players = {p["seq"]: p for p in await views.players(1, False)}
    assert players[26]["status"] == "active"


async def test_a_round_seated_entered_whole_and_by_board_and_ranked(clean_db):
    await setup_field()
    await signup.set_open(ORG, False, T0, force=True)
    seated = await play.seat_next_round(ORG, R1)
    assert "第1轮已编排" in seated.text
    # the post: each match on one line, the first-named team's player first on every board, 先
    # after the one moving first (board 1 1队's, board 2 6队's, …)
    assert (
        "第1桌 1队 vs 6队：第1台 {@4000001}(1)先 vs {@4000022}(22)；"
        "第2台 {@4000002}(2) vs {@4000023}(23)先；第3台 {@4000003}(3)先 vs {@4000024}(24)；"
        "第4台 {@4000004}(4) vs {@4000025}(25)先"
    ) in seated.notices[0].text
    r1 = (await views.round_tables(1, 1))["tables"]
    # 1队 (1–4) v 6队 (22–25), 2队 (6–9) v 5队 (18–21), 3队 (10–13) v 4队 (14–17); the
    # reserve 5 sits out
    assert [t["seats"] for t in r1] == [
        [1, 2, 3, 4, 22, 23, 24, 25],
        [6, 7, 8, 9, 18, 19, 20, 21],
        [10, 11, 12, 13, 14, 15, 16, 17],
    ]

    # table 1 by the captains (board 1 of each team: 1 and 22): another player may neither
    # report nor confirm; a referee's entry taken back with /撤销 first
    await play.enter_result(ORG, "1", "胜负负负", R1)
    await audit.undo_last(ORG, R1)
    assert (await views.round_tables(1, 1))["tables"][0]["result"] is None
    with pytest.raises(Refusal, match="团体赛每场由双方队长（本轮第1台）报分和确认"):
        await play.report_result(player(2), "胜和负胜", R1)
    reply = await play.report_result(player(1), "胜和负胜", R1)
    assert "已记录第1桌报分：胜和负胜" in reply.text
    with pytest.raises(Refusal, match="团体赛每场由双方队长"):
        await play.confirm_report(player(23), True, R1)
    confirmed = await play.confirm_report(player(22), True, R1)
    assert "第1桌结果 胜和负胜 已确认" in confirmed.text
    # the match as the contract shows it: board i's seats[0] moves first (board 1 1队's player,
    # board 2 6队's, …), every board's result and the board string from 1队's side; 1队 5 : 3
    # 6队 in board points → match points 2 : 0
    t1 = (await views.round_tables(1, 1))["tables"][0]
    assert t1["teams"] == ["1队", "6队"]
    assert t1["boards"] == [
        {"board": 1, "seats": [1, 22], "result": "胜"},
        {"board": 2, "seats": [23, 2], "result": "和"},
        {"board": 3, "seats": [3, 24], "result": "负"},
        {"board": 4, "seats": [25, 4], "result": "胜"},
    ]
    assert t1["result"] == "胜和负胜" and t1["points"] == {"1队": "2", "6队": "0"}
    # table 2 board by board: 胜, 和, 和, 负 → 2队 2+1+1+0 = 4, 5队 0+1+1+2 = 4
    for text in ("第1台 胜", "第2台 和", "第3台 和", "第4台 负"):
        await play.enter_result(ORG, "2", text, R1)
    t2 = (await views.round_tables(1, 1))["tables"][1]
    assert t2["result"] == "胜和和负" and t2["points"] == {"2队": "1", "5队": "1"}
    # a match not complete has no board string or points yet
    await play.enter_result(ORG, "3", "第1台 负", R1)
    t3 = (await views.round_tables(1, 1))["tables"][2]
    assert (t3["result"], t3["points"]) == (None, None)
    assert [b["result"] for b in t3["boards"]] == ["负", None, None, None]
    with pytest.raises(Refusal, match="没有第5台：本场共 4 台"):
        await play.enter_result(ORG, "3", "第5台 胜", R1)
    with pytest.raises(Refusal, match="本场共 4 台，这里写了 3 台的结果"):
        await play.enter_result(ORG, "3", "负负负", R1)
    await play.enter_result(ORG, "3", "负负负负", R1)
    await closing.close_round(ORG, R1)

    # Teams after round 1 (board points: W 2, D 1, L 0; match points by comparing them):
    #   1队 胜和负胜 = 2+1+0+2 = 5 v 6队 0+1+2+0 = 3 → 1队 2, 6队 0
    #   2队 4 v 5队 4 → 1 each
    #   3队 0 v 4队 8 → 3队 0, 4队 2
    # 场分, then 局分: 4队 (2, 8), 1队 (2, 5); 2队 and 5队 (1, 4) drew each other (直胜 1 each),
    # 台次分 weights 4, 3, 2, 1: 2队 4×2 + 3×1 + 2×1 + 1×0 = 13, 5队 4×0 + 3×1 + 2×1 + 1×2 = 7 →
    # 2队 above 5队; then 6队 (0, 3), 3队 (0, 0).
    st = await views.standings(1)
    teams = st["teams"]
    assert [(t["rank"], t["name"], t["total"], t["board_points"]) for t in teams] == [
        (1, "4队", "2", "8"),
        (2, "1队", "2", "5"),
        (3, "2队", "1", "4"),
        (4, "5队", "1", "4"),
        (5, "6队", "0", "3"),
        (6, "3队", "0", "0"),
    ]
    two = teams[2]
    assert (
        two["tiebreaks"]["weighted_boards"] == "13"
        and teams[3]["tiebreaks"]["weighted_boards"] == "7"
    )
    assert two["round_scores"] == ["1"] and two["members"] == [6, 7, 8, 9]
    assert teams[1]["members"] == [1, 2, 3, 4, 5]
    # the players' rows: their board points, team and board; the reserve 5 played nothing
    rows = {r["seq"]: r for r in st["rows"]}
    assert (rows[1]["team"], rows[1]["board"], rows[1]["total"]) == ("1队", 1, "2")
    assert (rows[3]["total"], rows[24]["total"], rows[14]["total"]) == ("0", "2", "2")
    assert rows[5]["round_scores"] == [None] and rows[5]["board"] == 5
    # 台次奖 as it stands, board 1: 1, 6 and 14 won (rate 1, 2 points, 1 game), placed by their
    # teams' places (4队 1st, 1队 2nd, 2队 3rd); 18, 22, 10 lost (rate 0), by 5队 4th, 6队 5th,
    # 3队 6th. Not awarded before the last round: no "prizes" yet.
    first = [(p["rank"], p["seq"], p["rate"]) for p in st["board_prizes"] if p["board"] == 1]
    assert first == [
        (1, 14, "1"),
        (2, 1, "1"),
        (3, 6, "1"),
        (4, 18, "0"),
        (5, 22, "0"),
        (6, 10, "0"),
    ]
    assert "prizes" not in st

    # /我的: each board result from the player's own side, with his opponent
    mine = (await rankings.mine(player(3))).text
    assert "各轮台次成绩：第1轮 第3台 负 对 棋手24（6队）" in mine
    assert "局分 0" in mine
    theirs = (await rankings.mine(player(24))).text
    assert "各轮台次成绩：第1轮 第3台 胜 对 棋手3（1队）" in theirs


async def test_line_ups_refusals_undo_the_last_line_up_and_a_board_forfeited(clean_db):
    await setup_field()
    await signup.set_open(ORG, False, T0, force=True)
    # 1队's captain is its board 1 (seq 1); the line-up is for round 1, the next to be seated
    refusals = [
        (player(2), "1 2 3 5", "只有1队的队长（报名第1台）或组委可以提交1队的出场名单"),
        (player(1), "2 1 3 4", "台次不得颠倒：第1台棋手2报名台次为2，第2台棋手1报名台次为1"),
        (player(1), "1 2 3 6", "6号不是1队的队员"),
        (player(1), "1 2 3", "1队的出场名单应为 4 人（第1台到第4台各一人），这里写了 3 人"),
        (player(1), "1 2 3 99", "99"),
    ]
    for who, seqs, why in refusals:
        with pytest.raises(Refusal, match=why):
            await lineups.give_lineup(who, "1队", refs(seqs), T0)
    with pytest.raises(Refusal, match="没有队伍「八队」"):
        await lineups.give_lineup(ORG, "八队", refs("1"), T0)

    # the captain's line-up (the reserve 5 on board 4), then an organiser's taken back with
    # /撤销: the captain's stands
    done = await lineups.give_lineup(player(1), "1队", refs("1 2 3 5"), T0)
    assert (
        "1队第1轮出场名单：第1台 棋手1(1)，第2台 棋手2(2)，第3台 棋手3(3)，第4台 棋手5(5)"
        in done.text
    )
    await lineups.give_lineup(ORG, "1队", refs("1 2 4 5"), T0)
    await audit.undo_last(ORG, T0)
    await play.seat_next_round(ORG, R1)
    r1 = (await views.round_tables(1, 1))["tables"]
    assert r1[0]["seats"] == [1, 2, 3, 5, 22, 23, 24, 25]

    # 弃台: 6队's board 3 (24) did not come, 1队's board 4 (the reserve 5) neither: from 1队's
    # side board 3 对弃 (1队's 3 wins it), board 4 弃 (6队's 25 wins it)
    await play.enter_result(ORG, "1", "胜和胜负", R1)
    await play.enter_result(ORG, "1", "第3台 对弃", R1)
    await play.forfeit(ORG, ref("5"), None, R1)
    t1 = (await views.round_tables(1, 1))["tables"][0]
    assert [b["result"] for b in t1["boards"]] == ["胜", "和", "对弃", "弃"]
    # board points 2 + 1 + 2 + 0 = 5 : 0 + 1 + 0 + 2 = 3 → 1队 2, 6队 0
    assert t1["points"] == {"1队": "2", "6队": "0"}
    for table in ("2", "3"):
        await play.enter_result(ORG, table, "和和和和", R1)
    await closing.close_round(ORG, R1)

    # round 2 (Berger 6-4, 5-3, 1-2: 1队 v 2队 on table 3): 1队 gave no line-up, it plays its
    # last one (round 1's: 1, 2, 3, 5)
    await play.seat_next_round(ORG, R1)
    r2 = (await views.round_tables(1, 2))["tables"]
    assert [1, 2, 3, 5, 6, 7, 8, 9] in [t["seats"] for t in r2]
    rows = {r["seq"]: r for r in (await views.standings(1))["rows"]}
    # the reserve 5 lost his board by 弃台 (0), 24 likewise; 3 won his by it (2)
    assert (rows[5]["total"], rows[24]["total"], rows[3]["total"]) == ("0", "0", "2")


async def test_a_team_that_does_not_appear_loses_the_match(clean_db):
    await setup_field()
    await signup.set_open(ORG, False, T0, force=True)
    await play.seat_next_round(ORG, R1)
    # table 3 is 3队 v 4队: 4队 (named second) did not come
    with pytest.raises(Refusal, match="一队未到场写 /录入 <桌> 先列队弃权（或 后列队弃权）"):
        await play.enter_result(ORG, "3", "四队没来", R1)
    await play.enter_result(ORG, "3", "后列队弃权", R1)
    t3 = (await views.round_tables(1, 1))["tables"][2]
    assert t3["result"] == "4队弃权" and t3["points"] == {"3队": "2", "4队": "0"}
    assert [b["result"] for b in t3["boards"]] == [None] * 4
    for table in ("1", "2"):
        await play.enter_result(ORG, table, "和和和和", R1)
    await closing.close_round(ORG, R1)
    # 3队 wins with every board (4 × 2 = 8 board points), 4队 0 and 0; nobody of either team
    # played a game: their rows have no board points from it
    teams = {t["name"]: t for t in (await views.standings(1))["teams"]}
    assert (teams["3队"]["total"], teams["3队"]["board_points"]) == ("2", "8")
    assert (teams["4队"]["total"], teams["4队"]["board_points"]) == ("0", "0")
    rows = {r["seq"]: r for r in (await views.standings(1))["rows"]}
    assert rows[10]["round_scores"] == ["0"] and rows[14]["round_scores"] == ["0"]


async def test_the_second_named_captain_reports_from_the_first_named_side(clean_db):
    await setup_field()
    await signup.set_open(ORG, False, T0, force=True)
    await play.seat_next_round(ORG, R1)
    # table 1 (1队 v 6队): 6队's captain (22) reports, written from 1队's side; 1队's (1) confirms
    done = await play.report_result(player(22), "胜和负胜", R1)
    assert "已记录第1桌报分：胜和负胜" in done.text
    await play.confirm_report(player(1), True, R1)
    t1 = (await views.round_tables(1, 1))["tables"][0]
    assert t1["result"] == "胜和负胜" and t1["points"] == {"1队": "2", "6队": "0"}


async def test_a_team_swiss_of_five_gives_the_last_team_a_bye(clean_db):
    await tournaments.create_tournament(ORG, "team-swiss", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    for seq in range(1, 21):  # five teams of four: team k has 4k-3 .. 4k
        team, board = f"{(seq - 1) // 4 + 1}队", (seq - 1) % 4 + 1
        await signup.sign_up(
            Actor(QQ[seq], GROUP),
            f"报名 棋手{seq} {QQ[seq]} 队伍 {team} 台次 {board}",
            Everyone(),
            T0,
        )
    await signup.set_open(ORG, False, T0)
    await play.seat_next_round(ORG, R1)
    tables = (await views.round_tables(1, 1))["tables"]
    # all on 0 match points: the bye goes to the lowest-ranked team, 5队 (17–20), last
    assert tables[-1]["seats"] == [17, 18, 19, 20] and tables[-1]["result"] == "轮空"
    assert tables[-1]["teams"] == ["5队"] and tables[-1]["points"] == {"5队": "2"}
    assert sorted(q for t in tables[:-1] for q in t["seats"]) == list(range(1, 17))
    for t in tables[:-1]:
        await play.enter_result(ORG, str(t["table"]), "和和和和", R1)
    await closing.close_round(ORG, R1)
    # the bye scores a match win (2) and half the boards won (4 / 2 × 2 = 4); the others drew
    # 4 : 4 (1 match point each)
    teams = {t["name"]: t for t in (await views.standings(1))["teams"]}
    assert (teams["5队"]["rank"], teams["5队"]["total"], teams["5队"]["board_points"]) == (
        1,
        "2",
        "4",
    )
    assert all(teams[f"{k}队"]["total"] == "1" for k in range(1, 5))


async def test_a_regular_who_withdraws_is_replaced_through_the_line_up(clean_db):
    await setup_field()
    await signup.set_open(ORG, False, T0, force=True)
    await play.seat_next_round(ORG, R1)
    for table in ("1", "2", "3"):
        await play.enter_result(ORG, table, "和和和和", R1)
    await closing.close_round(ORG, R1)
    # 1队's board 4 (seq 4) withdraws: its last line-up (the sign-up order) lacks him, so round
    # 2 is refused naming /出场 until the captain fields the reserve 5
    await signup.withdraw(ORG, R1, ref("4"))
    with pytest.raises(Refusal, match="1队第2轮的出场名单不足 4 人（有队员已退赛）"):
        await play.seat_next_round(ORG, R1)
    await lineups.give_lineup(player(1), "1队", refs("1 2 3 5"), R1)
    await play.seat_next_round(ORG, R1)
    seats = [t["seats"] for t in (await views.round_tables(1, 2))["tables"]]
    assert [1, 2, 3, 5, 6, 7, 8, 9] in seats  # Berger round 2: 1–2 (1队 v 2队)


async def test_the_prize_table_pays_the_teams_by_their_places(clean_db):
    # four teams of four (k队: seqs 4k-3 .. 4k; team numbers 1, 5, 9, 13 → Berger 1..4). FIDE's
    # table for 4: R1 1–4, 2–3; R2 4–3, 1–2; R3 2–4, 3–1. The lower Berger number wins every
    # board: 1队 3 wins (6), 2队 2 (4), 3队 1 (2), 4队 0 — places 1队, 2队, 3队, 4队. The prize
    # table (1st 1000, 2nd 500, 3rd–4th 200 and a cup each) pays the teams by those places.
    from sqlalchemy import update

    from models import db
    from models.tables import Tournament

    await tournaments.create_tournament(ORG, "team-round-robin", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    async with db.unit("test", "prize table") as work:
        t = await work.session.get(Tournament, 1)
        assert t is not None
        data = dict(t.regulation)
        data["prizes"] = {
            **data["prizes"],
            "ranges": [
                {"from_rank": 1, "to_rank": 1, "amount": 1000},
                {"from_rank": 2, "to_rank": 2, "amount": 500},
                {"from_rank": 3, "to_rank": 4, "amount": 200, "item": "奖杯"},
            ],
        }
        await work.session.execute(update(Tournament).values(regulation=data))
    for seq in range(1, 17):
        team, board = f"{(seq - 1) // 4 + 1}队", (seq - 1) % 4 + 1
        await signup.sign_up(
            Actor(QQ[seq], GROUP),
            f"报名 棋手{seq} {QQ[seq]} 队伍 {team} 台次 {board}",
            Everyone(),
            T0,
        )
    await signup.set_open(ORG, False, T0)
    berger = {1: 1, 5: 2, 9: 3, 13: 4}  # a team's first seq → its Berger number
    for number in (1, 2, 3):
        await play.seat_next_round(ORG, R1)
        for t in (await views.round_tables(1, number))["tables"]:
            first, second = t["seats"][0], t["seats"][4]  # each team's board 1
            lead = {q: b for q, b in berger.items() if q <= first < q + 4}
            other = {q: b for q, b in berger.items() if q <= second < q + 4}
            word = "胜胜胜胜" if min(lead.values()) < min(other.values()) else "负负负负"
            await play.enter_result(ORG, str(t["table"]), word, R1)
        closed = await closing.close_round(ORG, R1)
    st = await views.standings(1)
    assert [t["name"] for t in st["teams"]] == ["1队", "2队", "3队", "4队"]
    team_prizes = [
        (p["rank"], p["team"], p["amount"], p["item"])
        for p in st["prizes"]
        if p.get("kind") == "team"
    ]
    assert team_prizes == [
        (1, "1队", "1000", ""),
        (2, "2队", "500", ""),
        (3, "3队", "200", "奖杯"),
        (4, "4队", "200", "奖杯"),
    ]
    post = "\n".join(n.text for n in closed.notices)
    assert "团体奖：\n第1名 1队 1000元\n第2名 2队 500元\n第3名 3队 200元，奖杯" in post


async def test_a_captain_reports_board_by_board_and_the_other_confirms_the_match(clean_db):
    # table 1 (1队 v 6队): 1队's captain (1) reports board by board, from his side: 第1台 胜,
    # 第2台 和, 第3台 负, 第4台 胜 — his report grows to 胜和负胜; 6队's captain (22) confirms it:
    # 1队 2 + 1 + 0 + 2 = 5 board points v 3, match points 2 : 0
    await setup_field()
    await signup.set_open(ORG, False, T0, force=True)
    await play.seat_next_round(ORG, R1)
    done = await play.report_result(player(1), "第1台 胜", R1)
    assert "已记录第1桌报分：胜---" in done.text
    await play.report_result(player(1), "第2台 和", R1)
    await play.report_result(player(1), "第3台 负", R1)
    done = await play.report_result(player(1), "第4台 胜", R1)
    assert "已记录第1桌报分：胜和负胜" in done.text
    # a board reported again replaces it
    done = await play.report_result(player(1), "第3台 和", R1)
    assert "已记录第1桌报分：胜和和胜" in done.text
    await play.report_result(player(1), "第3台 负", R1)
    await play.confirm_report(player(22), True, R1)
    t1 = (await views.round_tables(1, 1))["tables"][0]
    assert t1["result"] == "胜和负胜" and t1["points"] == {"1队": "2", "6队": "0"}
