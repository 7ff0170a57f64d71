"""`/对调`, `/重排` and `/补报` at the service level, every table worked by hand.

Round robin (preset ``round-robin``: 「Pairing by the Berger tables (FIDE Handbook C.05 Annex
1), a single round robin」): four players 1..4. The Berger table of round 1 for four is
1–4, 2–3 (white/first seat first); round 2: 4–3, 1–2; round 3: 2–4, 3–1.

Swiss (seed 002, 「各组均采用积分编排制」, no repeat pairings; Go: 「猜先」 colours by lot): four
players of 公开组甲组 (born 1995) 1..4. Round 1 pairs the sign-up order top half against bottom
half: 1–3, 2–4 (colours drawn). 1 and 2 win. Round 2: 1 and 2 (2 points) meet, 3 and 4 (0).
"""

import re
from datetime import UTC, datetime

import pytest
from sqlalchemy import select, update

from engine.regulation import read_setting
from models import db
from models.tables import Tournament
from services import audit, closing, late_entry, pairing_edits, play, signup, tournaments, views
from services.common import Actor, PlayerRef, Refusal

GROUP = "20027"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 12, 12, 5, tzinfo=UTC)
QQ = {seq: str(2_700_000 + seq) for seq in range(1, 7)}


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def round_robin(players: int = 4) -> None:
    await tournaments.create_tournament(ORG, "round-robin", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 19:30"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    for seq in range(1, players + 1):
        qq = QQ[seq]
        done = await signup.sign_up(Actor(qq, GROUP), f"报名 棋手{seq} {qq}", Everyone(), T0)
        assert done is not None and done.ack


async def go_swiss(late_points: str | None = None) -> None:
    await tournaments.create_tournament(ORG, "shenzhen-go-2023", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    for seq in range(1, 5):
        qq = QQ[seq]
        line = f"报名 棋手{seq} {qq} 出生 1995-05-01 段位 3段"
        done = await signup.sign_up(Actor(qq, GROUP), line, Everyone(), T0)
        assert done is not None and done.ack
    async with db.unit("test", "seed") as work:
        t = (await work.session.execute(select(Tournament))).scalar_one()
        reg = dict(t.regulation)
        if late_points is not None:
            reg["signup"] = {**reg["signup"], "late_entry_points": late_points}
        await work.session.execute(update(Tournament).values(rng_seed=1, regulation=reg))


async def seats(number: int) -> list[list[int]]:
    return [t["seats"] for t in (await views.round_tables(1, number))["tables"]]


async def win(number: int, winner: int) -> None:
    """The table of round ``number`` holding ``winner`` entered as his win."""
    tables = (await views.round_tables(1, number))["tables"]
    table = next(t for t in tables if winner in t["seats"])
    await play.enter_result(
        ORG, str(table["table"]), "胜" if table["seats"][0] == winner else "负", R1
    )


def swap(a: int, b: int, forced: bool = False):
    return pairing_edits.swap(ORG, PlayerRef.seq(a), PlayerRef.seq(b), R1, forced=forced)


# --- /对调 in a round robin ---------------------------------------------------------------


async def test_a_swap_off_the_berger_table_needs_force_then_posts_once_and_undoes(clean_db):
    await round_robin()
    with pytest.raises(Refusal, match="现在没有已编排、尚未结束的轮次"):
        await swap(2, 4)  # nothing seated yet
    await play.seat_next_round(ORG, R1)
    assert await seats(1) == [[1, 4], [2, 3]]  # Berger round 1 for four
    # 2 <-> 4: tables 1–2 and 4–3, neither on the Berger table of round 1 (they are round 2's)
    with pytest.raises(Refusal) as refused:
        await swap(2, 4)
    text = str(refused.value)
    assert "第1桌 1号–2号 不是贝格尔编排表第1轮的对局（表上为 1号–4号、2号–3号）" in text
    assert "/对调 #2 #4 强制" in text and "本次未做任何改动" in text
    assert await seats(1) == [[1, 4], [2, 3]]
    done = await swap(2, 4, forced=True)
    assert done.text.startswith("更正：第1轮对阵调整（组委对调 序号 2 与 4）：")
    assert f"第1桌：先手{{@{QQ[1]}}}(1) {{@{QQ[2]}}}(2)" in done.text
    assert f"第2桌：先手{{@{QQ[4]}}}(4) {{@{QQ[3]}}}(3)" in done.text
    assert "组委已强制对调" in done.text
    assert done.notices == []  # said in the group: the reply is the one post
    assert await seats(1) == [[1, 2], [4, 3]]  # the JSON tables follow the swap
    await audit.undo_last(ORG, R1)
    assert await seats(1) == [[1, 4], [2, 3]]
    # sent privately, the correction goes to the group as one post
    private = Actor("10001", None, superuser=True)
    done = await pairing_edits.swap(private, PlayerRef.seq(2), PlayerRef.seq(4), R1, forced=True)
    assert [(n.target, n.text) for n in done.notices] == [(GROUP, done.text)]


async def test_swap_bad_inputs_each_get_one_reply_and_change_nothing(clean_db):
    await round_robin()
    await play.seat_next_round(ORG, R1)
    with pytest.raises(Refusal, match="两次写的是同一位选手（序号 3）"):
        await swap(3, 3)
    with pytest.raises(Refusal, match="没有报名序号为 9 的选手(.|\n)*格式：/对调 <选手> <选手>"):
        await swap(3, 9)
    await play.enter_result(ORG, "2", "胜", R1)  # table 2 (2–3) has its result
    with pytest.raises(Refusal, match="第2桌已有结果或报分，不能再对调"):
        await swap(1, 3)
    with pytest.raises(Refusal, match="第2桌已有结果或报分，不能重排"):
        await pairing_edits.repair(ORG, R1)
    player = Actor(QQ[1], GROUP)
    with pytest.raises(Refusal, match="只有本赛事的组委可以对调选手"):
        await pairing_edits.swap(player, PlayerRef.seq(1), PlayerRef.seq(4), R1)
    assert await seats(1) == [[1, 4], [2, 3]]


async def test_a_swap_within_a_table_reverses_the_berger_colours(clean_db):
    await round_robin()
    await play.seat_next_round(ORG, R1)
    with pytest.raises(Refusal, match="第1桌 按贝格尔编排表第1轮应由 1号 先手，对调后为 4号 先手"):
        await swap(1, 4)


# --- /补报 in a round robin ------------------------------------------------------------------
# Published late entries: 「如逾期报名，需要额外支付百分之五十手续费」 (2018年元朗厦村象棋赛,
# 繁体原文, http://hkcca.org.hk/news/ha-tsuen-2018: taken, at a higher fee) and 「逾期报名者视为放弃
# 参赛资格」 (财神杯, 西联物流杯, in tests/engine/regulation_texts/collected: refused). /补报 is the
# organisers' taking of one; the regulation has no late fee.


async def test_a_round_robin_takes_a_late_entry_before_round_one_only(clean_db):
    await round_robin(players=3)
    with pytest.raises(Refusal, match="报名还没有截止"):  # before the deadline
        await late_entry.late_entry(ORG, f"棋手4 {QQ[4]}", T0)
    done = await late_entry.late_entry(ORG, f"棋手4 {QQ[4]}", R1)
    assert done.text.startswith("已补报：序号 4 棋手4")
    with pytest.raises(Refusal, match="已报名，报名序号 4"):
        await late_entry.late_entry(ORG, f"棋手4 {QQ[4]}", R1)
    await play.seat_next_round(ORG, R1)
    assert await seats(1) == [[1, 4], [2, 3]]  # four players: no rest, 4 is in
    # once round 1 is seated the Berger tables are fixed: 「单循环」 cannot take a fifth
    with pytest.raises(Refusal, match="贝格尔编排表在第1轮编排时已按参赛人数排定"):
        await late_entry.late_entry(ORG, f"棋手5 {QQ[5]}", R1)
    await audit.undo_last(ORG, R1)  # the seating
    await audit.undo_last(ORG, R1)  # the late entry
    players = await views.players(1, True)
    assert [p["seq"] for p in players if p["status"] == "active"] == [1, 2, 3]


# --- the Swiss (002) -----------------------------------------------------------------------


async def _swiss_round_two() -> None:
    await play.seat_next_round(ORG, R1)
    assert {frozenset(s) for s in await seats(1)} == {frozenset({1, 3}), frozenset({2, 4})}
    await win(1, 1)
    await win(1, 2)
    await closing.close_round(ORG, R1)
    await play.seat_next_round(ORG, R1)
    assert {frozenset(s) for s in await seats(2)} == {frozenset({1, 2}), frozenset({3, 4})}


async def test_a_swiss_swap_into_a_repeat_pairing_is_refused_with_the_rule(clean_db):
    await go_swiss()
    await _swiss_round_two()
    # 2 <-> 3 in round 2: 1–3 and 2–4 again, both met in round 1
    with pytest.raises(Refusal) as refused:
        await swap(2, 3)
    said = str(refused.value)
    assert re.search(r"第1桌 (1号 与 3号|3号 与 1号) 重复对局", said)
    assert re.search(r"第2桌 (2号 与 4号|4号 与 2号) 重复对局", said)
    assert said.endswith("/对调 #2 #3 强制。本次未做任何改动。")
    # the same table's two players changing seats changes the colours the nigiri drew (猜先)
    first, second = next(s for s in await seats(2) if 1 in s)
    with pytest.raises(Refusal, match=f"先后手由猜先抽签决定，应为 {first}号 执先"):
        await swap(first, second)


async def test_a_swiss_late_entry_with_points_per_missed_round_and_a_re_pairing(clean_db):
    # the late entrant gets signup.late_entry_points = 1 for each round missed
    await go_swiss(late_points="1")
    await _swiss_round_two()
    done = await late_entry.late_entry(ORG, f"棋手5 {QQ[5]} 出生 1995-05-01 段位 3段", R1)
    # round 2 is seated: he would join in round 3 with 2 missed rounds (2 × 1 = 2 points); a
    # /重排 of round 2 (no result yet) takes him in now, 1 round missed: 1 point
    assert "将从第3轮起编排，缺赛的 2 轮按规程每轮计 1 分（起始积分 2）" in done.text
    assert "发 /重排 可让其从第2轮起参赛（缺赛 1 轮，起始积分 1）" in done.text
    repaired = await pairing_edits.repair(ORG, R1)
    assert repaired.text == "公开组甲组第2轮已重新编排：3 桌。"
    assert repaired.notices[0].text.startswith(
        "更正：公开组甲组第2轮已重新编排，此前公布的对阵作废"
    )
    # five players ranked 1, 2 (2 points), 5 (1), 3, 4 (0): the bye to the lower of 3 and 4;
    # then 1–2 and 5 against the other (squared gaps 0 + 1 = 1, against 1–5 & 2–x: 1 + 4)
    r2 = await seats(2)
    assert frozenset({1, 2}) in {frozenset(s) for s in r2}
    five = next(s for s in r2 if 5 in s)
    bye = next(s for s in r2 if len(s) == 1)
    assert len(five) == 2 and {*five, *bye} == {5, 3, 4}
    await win(2, 5)
    await win(2, 1)
    await closing.close_round(ORG, R1)
    # 5: 1 point for the missed round 1 + 2 for the win = 3; 1: 2 + 2 = 4
    rows = {r["seq"]: r["total"] for r in (await views.standings(1))["rows"]}
    assert rows[5] == "3" and rows[1] == "4"
    await audit.undo_last(ORG, R1)  # the close
    await audit.undo_last(ORG, R1)  # 1's win
    await audit.undo_last(ORG, R1)  # 5's win
    await audit.undo_last(ORG, R1)  # the re-pairing: round 2 as first seated, without 5
    assert {frozenset(s) for s in await seats(2)} == {frozenset({1, 2}), frozenset({3, 4})}
    await audit.undo_last(ORG, R1)  # the late entry
    assert 5 not in [p["seq"] for p in await views.players(1, True)]


async def test_a_swiss_late_entry_joins_the_next_round_by_default_with_zero(clean_db):
    await go_swiss()  # no signup.late_entry_points: 0 a missed round
    await play.seat_next_round(ORG, R1)
    await win(1, 1)
    await win(1, 2)
    await closing.close_round(ORG, R1)
    # the same field checks as a sign-up: 002 needs the birth date (the division) and the dan
    with pytest.raises(Refusal, match="出生"):
        await late_entry.late_entry(ORG, f"棋手5 {QQ[5]}", R1)
    with pytest.raises(Refusal, match="格式：/补报 <报名内容>"):
        await late_entry.late_entry(ORG, "棋手5", R1)
    done = await late_entry.late_entry(ORG, f"棋手5 {QQ[5]} 出生 1995-05-01 段位 3段", R1)
    assert "将从第2轮起编排，缺赛的 1 轮按规程每轮计 0 分（起始积分 0）" in done.text
    await play.seat_next_round(ORG, R1)
    assert 5 in {q for s in await seats(2) for q in s}


# --- the knockout ----------------------------------------------------------------------------


async def test_a_knockout_swap_that_moves_the_first_seed_is_refused(clean_db):
    # preset knockout: 「按等级分确定前4名种子，其余抽签」; twelve players rated 2000 − 10 × seq
    # are seeds 1..4 = seqs 1..4; 16 positions, byes to the seeds: table 1 is seed 1 alone,
    # table 5 seed 2 alone (standard order 1 16 8 9 4 13 5 12 2 15 …: seed 2 at position 9)
    await tournaments.create_tournament(ORG, "knockout", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    for seq in range(1, 13):
        qq = str(3_100_000 + seq)
        line = f"报名 棋手{seq} {qq} 等级分 {2000 - 10 * seq}"
        assert (await signup.sign_up(Actor(qq, GROUP), line, Everyone(), T0)).ack
    await play.seat_next_round(ORG, R1)
    r1 = await seats(1)
    assert r1[0] == [1] and r1[4] == [2]
    with pytest.raises(Refusal) as refused:
        await swap(1, 2)
    assert "1号种子 1号应在签表第1位，实为第9位" in str(refused.value)
    with pytest.raises(Refusal, match="淘汰赛的签表在第1轮编排时已抽定"):
        await late_entry.late_entry(ORG, "棋手13 3100013 等级分 1500", R1)


# --- a format whose tables may not be edited -------------------------------------------------


async def test_four_player_tables_are_not_swapped(clean_db):
    await tournaments.create_tournament(ORG, "xiaomanyao-junqi-2023", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    for qq in ("12345678", "22334455", "33445566", "44556677"):
        line = f"报名 【粤】选手{qq[-2:]} {qq}"
        assert (await signup.sign_up(Actor(qq, GROUP), line, Everyone(), T0)).ack
    await play.seat_next_round(ORG, R1)
    with pytest.raises(Refusal, match="四人桌的座次由规程排定"):
        await swap(1, 2)


# --- a team event: whole teams change places -------------------------------------------------


async def test_a_team_swap_moves_the_line_ups_off_the_berger_table_with_force(clean_db):
    # team-round-robin 「每队 4 台」: 1队 1–4, 2队 5–8, 3队 9–12, 4队 13–16 (台次 1..4 in order).
    # The Berger table of round 1 for four teams: 1队–4队, 2队–3队; /对调 1 5 names a player
    # of 1队 and one of 2队: the teams change places, 2队–4队 and 1队–3队, off the table
    await tournaments.create_tournament(ORG, "team-round-robin", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    for seq in range(1, 17):
        qq, team, board = str(4_100_000 + seq), f"{(seq - 1) // 4 + 1}队", (seq - 1) % 4 + 1
        line = f"报名 棋手{seq} {qq} 队伍 {team} 台次 {board}"
        assert (await signup.sign_up(Actor(qq, GROUP), line, Everyone(), T0)).ack
    await play.seat_next_round(ORG, R1)
    one, two, three, four = ([*range(k, k + 4)] for k in (1, 5, 9, 13))
    assert await seats(1) == [one + four, two + three]
    with pytest.raises(Refusal) as refused:
        await swap(1, 5)
    assert "第1桌 2队 对 4队 不是贝格尔编排表第1轮的对阵" in str(refused.value)
    assert "第2桌 1队 对 3队 不是贝格尔编排表第1轮的对阵" in str(refused.value)
    with pytest.raises(Refusal, match="同一队的队员"):
        await swap(1, 2)
    await swap(1, 5, forced=True)
    assert await seats(1) == [two + four, one + three]
    teams = [t["teams"] for t in (await views.round_tables(1, 1))["tables"]]
    assert teams == [["2队", "4队"], ["1队", "3队"]]
    await audit.undo_last(ORG, R1)
    assert await seats(1) == [one + four, two + three]


# --- a stage of a tournament in stages ---------------------------------------------------------


async def test_a_swap_in_the_swiss_stage_is_checked_by_the_swiss_checker(clean_db):
    # preset swiss-knockout, its first stage a Swiss (「中国象棋竞赛规则」: no repeat pairings):
    # round 1 of four in sign-up order 1–3, 2–4; 1 and 2 win; round 2 pairs 1–2 and 3–4; 2 <-> 3
    # would repeat 1–3 and 2–4: the Swiss checker (not only the repeat check) says so
    await tournaments.create_tournament(ORG, "swiss-knockout", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    for seq in range(1, 5):
        qq = QQ[seq]
        assert (await signup.sign_up(Actor(qq, GROUP), f"报名 棋手{seq} {qq}", Everyone(), T0)).ack
    await play.seat_next_round(ORG, R1)
    assert {frozenset(s) for s in await seats(1)} == {frozenset({1, 3}), frozenset({2, 4})}
    await win(1, 1)
    await win(1, 2)
    await closing.close_round(ORG, R1)
    await play.seat_next_round(ORG, R1)
    assert {frozenset(s) for s in await seats(2)} == {frozenset({1, 2}), frozenset({3, 4})}
    with pytest.raises(Refusal, match=r"积分编排检查：第1桌 (1号 与 3号|3号 与 1号) 重复对局"):
        await swap(2, 3)
