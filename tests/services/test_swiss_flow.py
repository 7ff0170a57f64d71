"""Seed 002 (Go, Swiss per division) at the service level, worked by hand.

Youth (born 2008): 1..5 (odd field); open A (born 1995): 6..9. The tournament's seed is set to
1, so the recorded lots are: youth 3:1, 4:2, 5:3, 1:4, 2:5; open A 9:1, 6:2, 8:3, 7:4 (lower
first). Round 1 pairs in sign-up order, top half against bottom half: youth 1–3, 2–4, 5 bye;
open A 6–8, 7–9. Tables are numbered across divisions: youth 1–3, open A 4–5.
"""

from datetime import UTC, datetime

import pytest
from sqlalchemy import update

from engine.regulation import read_setting
from models import db
from models.tables import Tournament
from services import closing, play, rankings, signup, snapshot, tournaments, views
from services.common import Actor, PlayerRef, Refusal
from services.review import Decision, ReviewArgs

GROUP = "20002"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 12, 12, 5, tzinfo=UTC)
YOUTH = {seq: str(1_000_000 + seq) for seq in range(1, 6)}
OPEN_A = {seq: str(1_000_000 + seq) for seq in range(6, 10)}


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def setup_field() -> int:
    await tournaments.create_tournament(ORG, "shenzhen-go-2023", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    for seq, qq in {**YOUTH, **OPEN_A}.items():
        born = "2008-05-01" if seq in YOUTH else "1995-05-01"
        done = await signup.sign_up(
            Actor(qq, GROUP), f"报名 棋手{seq} {qq} 出生 {born} 段位 3段", Everyone(), T0
        )
        assert done is not None and done.ack
    async with db.unit("test", "seed") as work:
        await work.session.execute(update(Tournament).values(rng_seed=1))
    return 1


async def win(number: int, winner: int) -> None:
    """Enter the table of round ``number`` holding ``winner`` as his win (from the first seat)."""
    tables = (await views.round_tables(1, number))["tables"]
    table = next(t for t in tables if winner in t["seats"])
    await play.enter_result(
        ORG, str(table["table"]), "胜" if table["seats"][0] == winner else "负", R1
    )


def pairs(tables, division):
    return {frozenset(t["seats"]) for t in tables if t.get("division") == division}


async def test_divisions_paired_and_closed_together_or_by_name(clean_db):
    await setup_field()
    seated = await play.seat_next_round(ORG, R1)
    assert (
        "青少年组第1轮已编排：3 桌，5 人。" in seated.text
        and "公开组甲组第1轮已编排：2 桌，4 人。" in seated.text
    )
    assert "公开组乙组" in seated.text  # nobody to pair there: said, not refused
    r1 = await views.round_tables(1, 1)
    assert [t["table"] for t in r1["tables"]] == [1, 2, 3, 4, 5]
    assert pairs(r1["tables"], "youth") == {frozenset({1, 3}), frozenset({2, 4}), frozenset({5})}
    assert pairs(r1["tables"], "open_a") == {frozenset({6, 8}), frozenset({7, 9})}
    assert r1["tables"][2] == {
        "table": 3,
        "seats": [5],
        "result": "轮空",
        "points": {"5": "2"},
        "absent": [],
        "division": "youth",
    }
    assert any("执黑" in n.text for n in seated.notices)

    await win(1, 1)
    await play.forfeit(ORG, PlayerRef.seq(4), None, R1)
    await win(1, 6)
    await win(1, 9)

    # close the youth division alone: open A stays open
    closed = await closing.close_round(ORG, R1, "青少年组")
    assert closed.text == "青少年组第1轮已结束，成绩已定。"
    assert "青少年组第1轮后排名" in closed.notices[0].text
    with pytest.raises(Refusal, match="公开组甲组第1轮已经编排"):
        await play.seat_next_round(ORG, R1, "公开组甲组")
    # youth after R1: 5 (bye), 1, 2 on 2 points, separated by the lots only; 3 above 4 by 对手分
    table = await views.standings(1)
    youth = [
        (r["rank"], r["seq"], r["total"], r["explanation"])
        for r in table["rows"]
        if r["division"] == "youth"
    ]
    assert youth == [
        (1, 5, "2", None),
        (2, 1, "2", "积分相同，抽签 3 < 4"),
        (3, 2, "2", "积分相同，抽签 4 < 5"),
        (4, 3, "0", "积分 2 > 0"),
        (5, 4, "0", "积分相同，对手分 2 > 0"),
    ]

    # youth round 2 alone: ranked 5, 1, 2, 3, 4; the bye to 4 (the lowest without one); 5–1 and
    # 2–3 (one 2-point player floats down; 1–3 met). Its tables continue after open A's 4–5.
    await play.seat_next_round(ORG, R1, "青少年组")
    r2 = await views.round_tables(1, 2)
    assert pairs(r2["tables"], "youth") == {frozenset({5, 1}), frozenset({2, 3}), frozenset({4})}
    assert sorted(t["table"] for t in r2["tables"]) == [6, 7, 8]
    await win(2, 1)
    await win(2, 3)

    # one /结束本轮 closes every open round: youth R2 and open A R1
    closed = await closing.close_round(ORG, R1)
    assert closed.text == "青少年组第2轮已结束，成绩已定。\n公开组甲组第1轮已结束，成绩已定。"

    # youth after R2, by hand: points 1: 2+2, 2: 2+0, 3: 0+2, 4: 0+2 (bye), 5: 2 (bye) + 0
    # 对手分 (bye and forfeit 0): 1: P3 + P5 = 2+2 = 4; 2: 0 + P3 = 2; 3: P1 + P2 = 4+2 = 6;
    # 4: 0; 5: 0 + P1 = 4
    # 累进分: 1: 2+4; 2: 2+2; 3: 0+2; 4: 0+2; 5: 2+2
    table = await views.standings(1)
    youth = [
        (
            r["rank"],
            r["seq"],
            r["total"],
            r["tiebreaks"]["opponents_score"],
            r["tiebreaks"]["progressive"],
            r["explanation"],
        )
        for r in table["rows"]
        if r["division"] == "youth"
    ]
    assert youth == [
        (1, 1, "4", "4", "6", None),
        (2, 3, "2", "6", "2", "积分 4 > 2"),
        (3, 5, "2", "4", "4", "积分相同，对手分 6 > 4"),
        (4, 2, "2", "2", "4", "积分相同，对手分 4 > 2"),
        (5, 4, "2", "0", "2", "积分相同，对手分 2 > 0"),
    ]
    open_a = [(r["rank"], r["seq"], r["total"]) for r in table["rows"] if r["division"] == "open_a"]
    assert open_a[:2] == [(1, 9, "2"), (2, 6, "2")] and {r[1] for r in open_a[2:]} == {7, 8}
    assert {d["key"]: d["after_round"] for d in table["divisions"]} == {
        "youth": 2,
        "open_a": 1,
        "open_b": 0,
    }

    text = (await rankings.ranking(Actor(YOUTH[5], GROUP), None)).text
    assert "青少年组第2轮后排名" in text and "公开组甲组第1轮后排名" in text
    assert "积分相同，对手分 6 > 4" in text
    mine = (await rankings.mine(Actor(YOUTH[5], GROUP))).text
    assert "第2轮后青少年组排名第 3" in mine and "与上一名：积分相同，对手分 6 > 4" in mine


async def test_unknown_division_is_refused(clean_db):
    await setup_field()
    with pytest.raises(Refusal, match="组别看不懂"):
        await play.seat_next_round(ORG, R1, "少儿组")


async def test_scoped_snapshots_split_the_field(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        snaps = await snapshot.load_all(s, t)
    assert [x.division for x in snaps] == ["youth", "open_a", "open_b"]
    assert [sorted(e.seq for e in x.entries.values()) for x in snaps] == [
        [1, 2, 3, 4, 5],
        [6, 7, 8, 9],
        [],
    ]


async def play_out(number: int) -> None:
    """Every table of round ``number`` still without a result: the first seat wins."""
    for table in (await views.round_tables(1, number))["tables"]:
        if table["result"] is None:
            await play.enter_result(ORG, str(table["table"]), "胜", R1)


async def seated(number: int, division: str) -> list[int]:
    tables = (await views.round_tables(1, number))["tables"]
    return sorted(q for t in tables if t.get("division") == division for q in t["seats"])


async def test_two_forfeits_in_a_row_and_a_withdrawal_leave_the_player_unpaired(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await play.forfeit(ORG, PlayerRef.seq(8), None, R1)  # open A 8 (table 6–8): first forfeit
    await play_out(1)
    await closing.close_round(ORG, R1)
    out = await signup.withdraw(ORG, R1, PlayerRef.seq(5))  # youth 5 withdraws after round 1
    assert "已退赛" in out.text

    await play.seat_next_round(ORG, R1)
    assert await seated(2, "youth") == [1, 2, 3, 4]  # 5 withdrawn: four left, no bye
    assert await seated(2, "open_a") == [6, 7, 8, 9]
    await play.forfeit(ORG, PlayerRef.seq(8), None, R1)  # open A 8: second forfeit in a row
    await play_out(2)
    await closing.close_round(ORG, R1)

    # 002 竞赛办法(六) 连续弃权两轮作自动退出: 8 is withdrawn in the standings and not paired again
    table = await views.standings(1)
    status = {r["seq"]: r["status"] for r in table["rows"]}
    assert status[8] == "withdrawn" and status[5] == "withdrawn"
    assert {q for q, s in status.items() if s == "active"} == {1, 2, 3, 4, 6, 7, 9}
    await play.seat_next_round(ORG, R1)
    assert await seated(3, "youth") == [1, 2, 3, 4]
    assert await seated(3, "open_a") == [6, 7, 9]  # three left: one of them rests


async def test_no_player_joins_after_round_1_under_the_go_regulation(clean_db):
    # 002 has no rule for players joining a Swiss already under way (no starting points for
    # them): once round 1 is seated nobody becomes active any more
    await setup_field()
    # youth capped at its 5 players: a sixth youth sign-up waits for a place (候补)
    await tournaments.set_value(ORG, read_setting("人数上限", "青少年组 5"), T0)
    done = await signup.sign_up(
        Actor("1000010", GROUP), "报名 棋手10 1000010 出生 2009-03-01 段位 2段", Everyone(), T0
    )
    assert done is not None and done.entry_seq == 10
    # and an open A sign-up waits for approval
    await tournaments.set_value(ORG, read_setting("审核", "开"), T0)
    done = await signup.sign_up(
        Actor("1000011", GROUP), "报名 棋手11 1000011 出生 1990-03-01 段位 4段", Everyone(), T0
    )
    assert done is not None and done.entry_seq == 11
    await play.seat_next_round(ORG, R1)
    assert await seated(1, "youth") == [1, 2, 3, 4, 5] and await seated(1, "open_a") == [6, 7, 8, 9]
    await play_out(1)
    await closing.close_round(ORG, R1)
    # 3 withdraws after round 1: the waiting 10 is not promoted
    out = await signup.withdraw(ORG, R1, PlayerRef.seq(3))
    assert "候补不再递补" in out.text and "递补为正式选手" not in out.text
    # 11 cannot be approved any more; refusing him still works
    with pytest.raises(Refusal, match="比赛已经开始，本规程不接受中途加入的选手"):
        await signup.review(ORG, ReviewArgs(PlayerRef.seq(11), Decision.APPROVE), R1)
    with pytest.raises(Refusal, match="不接受中途加入"):
        await signup.review(ORG, ReviewArgs(None, Decision.APPROVE), R1)
    assert (
        "审核拒绝"
        in (await signup.review(ORG, ReviewArgs(PlayerRef.seq(11), Decision.REFUSE), R1)).text
    )
    await play.seat_next_round(ORG, R1)
    assert await seated(2, "youth") == [1, 2, 4, 5] and await seated(2, "open_a") == [6, 7, 8, 9]
