"""Stages in sequence (preset ``swiss-knockout``) at the service level: a Swiss of 8 players
shortened with ``/设置 轮数 3``, the top 4 (``/设置 晋级人数 4``) into a knockout of 2 rounds,
played to the champion. Worked by hand.

The tiebreak chain is the preset's without its last link (抽签): rows equal on the whole chain
are then listed in sign-up order, so every pairing below can be worked by hand from the
pairer's rules (engine/swiss/pairing.py: least Σ (S_i − S_j)², then top half against bottom
half inside a score group; colours only break what is left — they never matter below, since
each round has one pairing of least cost). Points: win 2, draw 1, loss 0. Results are given
for the player named first ("A beats B").

Round 1 (everyone on 0, sign-up order, top half v bottom half): 1–5, 2–6, 3–7, 4–8; 1, 2, 3, 4
win. After it: 1–4 on 2 (each: 对手分 0, 累进分 2, 胜局 1: equal, so in sign-up order), 5–8 on 0.

Round 2: group 2 = [1, 2, 3, 4] pairs 1–3, 2–4 (positions 0–2, 1–3); group 0 = [5, 6, 7, 8]
pairs 5–7, 6–8; none has met. 1 draws 3, 2 beats 4, 5 beats 7, 6 draws 8.
After it: 2: 4; 1: 3, 3: 3; 4: 2, 5: 2; 6: 1, 8: 1; 7: 0. Equal points by 对手分: 1 (opponents
5 + 3 = 2 + 3 = 5) before 3 (7 + 1 = 0 + 3 = 3); 4 (8 + 2 = 1 + 4 = 5) before 5 (1 + 7 = 3 + 0 =
3); 6 (2 + 8 = 4 + 1 = 5) before 8 (4 + 6 = 2 + 1 = 3). Order 2 | 1 3 | 4 5 | 6 8 | 7.

Round 3: every group but the two-player ones is odd, so four one-point floats are the least
Σ (S_i − S_j)² = 4: 2–1, 3–4, 5–6, 8–7 — each the lowest of its group against the highest of
the group below (top/bottom cost 0; any other set of four floats costs more: 2–3 costs 1,
1–4 costs 1, …) and none has met. 2 beats 1, 4 beats 3, 5 draws 6, 7 beats 8.

The Swiss after 3 rounds:
    seq  rounds   points  对手分 (opponents' final points)   累进分 (running totals)
    2    2 2 2    6       6: 2 + 4: 4 + 1: 3 = 9            2 + 4 + 6 = 12
    4    2 0 2    4       8: 1 + 2: 6 + 3: 3 = 10           2 + 2 + 4 = 8
    1    2 1 0    3       5: 3 + 3: 3 + 2: 6 = 12           2 + 3 + 3 = 8
    3    2 1 0    3       7: 2 + 1: 3 + 4: 4 = 9            2 + 3 + 3 = 8
    5    0 2 1    3       1: 3 + 7: 2 + 6: 2 = 7            0 + 2 + 3 = 5
    6    0 1 1    2       2: 6 + 8: 1 + 5: 3 = 10           0 + 1 + 2 = 3
    7    0 0 2    2       3: 3 + 5: 3 + 8: 1 = 7            0 + 0 + 2 = 2
    8    0 1 0    1       4: 4 + 6: 2 + 7: 2 = 8            0 + 1 + 1 = 2
so the places are 2, 4, 1, 3 | 5, 6, 7, 8: the three on 3 points by 对手分 12 > 9 > 7 — the tie at
the line (4th v 5th: 3 v 5) decided by the chain — and 6 before 7 by 对手分 10 > 7.

The knockout of the top 4 (places 1 v 4, 2 v 3; the better place first, who has red in game 1):
semi-finals 2 v 3 and 4 v 1. 3 beats 2 (from 2's side 负和: 0 + 1 = 1 v 2 + 1 = 3), 4 beats 1
after a decider (胜负胜: 2 + 0 + 2 = 4 v 0 + 2 + 0 = 2). The final 3 v 4 (the upper half's winner
first): 3 wins 胜和 (2 + 1 = 3 v 0 + 1 = 1).
Final ranks: 3 champion 1, 4 runner-up 2, the semi-final losers 2 and 1 both 3 (no third-place
match; in bracket line order), then those who stayed in the Swiss at their Swiss places
continued after the 4 who went on: 5 → 5, 6 → 6, 7 → 7, 8 → 8.
"""

from datetime import UTC, datetime

import pytest
from sqlalchemy import select, update

from engine.numbers import Written
from engine.regulation import read_setting
from models import db
from models.tables import Tournament
from services import audit, closing, disputes, play, rankings, signup, tournaments, views
from services.common import Actor, Refusal
from services.disputes import RulingArgs, Verdict

GROUP = "20016"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 12, 6, 5, tzinfo=UTC)
QQ = {seq: str(3_100_000 + seq) for seq in range(1, 9)}
FLIP = str.maketrans("胜负", "负胜")
CHAIN = ["points", "opponents_score", "progressive", "wins"]


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def setup_field() -> None:
    await tournaments.create_tournament(ORG, "swiss-knockout", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 09:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    out = await tournaments.set_value(ORG, read_setting("轮数", "3"), T0)
    assert "已设置 轮数 = 3" in out.text
    out = await tournaments.set_value(ORG, read_setting("晋级人数", "4"), T0)
    assert "已设置 晋级人数 = 4" in out.text
    async with db.unit("test", "chain") as work:
        t = await work.session.get(Tournament, 1)
        data = dict(t.regulation)
        data["format"]["stages"][0]["tiebreaks"] = CHAIN
        await work.session.execute(update(Tournament).values(regulation=data, rng_seed=7))
    for seq, qq in QQ.items():
        done = await signup.sign_up(Actor(qq, GROUP), f"报名 棋手{seq} {qq}", Everyone(), T0)
        assert done is not None and done.ack, done


async def tables(number: int) -> list[dict]:
    return (await views.round_tables(1, number))["tables"]


async def play_round(number: int, results: dict[tuple[int, int], str]) -> None:
    """Enter round ``number``: ``results`` maps (a, b) to a's result (胜, 和, 负, or a tie's
    games), written from each table's first seat."""
    got = await tables(number)
    assert {frozenset(t["seats"]) for t in got} == {frozenset(p) for p in results}
    for t in got:
        a, b = t["seats"]
        text = results.get((a, b)) or results[(b, a)].translate(FLIP)
        await play.enter_result(ORG, str(t["table"]), text, R1)


async def test_swiss_then_knockout_to_the_champion(clean_db):
    await setup_field()
    summary = (await views.tournament(1))["rounds"]
    assert [r["label"] for r in summary] == ["第1轮", "第2轮", "第3轮", "半决赛", "决赛"]

    # round 1 and its stage value frozen
    await play.seat_next_round(ORG, R1)
    with pytest.raises(Refusal, match="已经编排到第1轮，轮数不能再改"):
        await tournaments.set_value(ORG, read_setting("轮数", "5"), R1)
    await play_round(1, {(1, 5): "胜", (2, 6): "胜", (3, 7): "胜", (4, 8): "胜"})
    await closing.close_round(ORG, R1)

    await play.seat_next_round(ORG, R1)
    await play_round(2, {(1, 3): "和", (2, 4): "胜", (5, 7): "胜", (6, 8): "和"})
    await closing.close_round(ORG, R1)

    await play.seat_next_round(ORG, R1)
    # a knockout entry during the Swiss: refused, saying which rounds take it
    with pytest.raises(
        Refusal, match=r"现在是积分编排（第1–3轮）；“胜负胜”是淘汰赛（第4–5轮）的写法"
    ):
        await play.enter_result(ORG, "1", "胜负胜", R1)
    await play_round(3, {(2, 1): "胜", (4, 3): "胜", (5, 6): "和", (7, 8): "胜"})
    # the knockout cannot be seated before the last Swiss round is closed
    with pytest.raises(Refusal, match="第3轮已经编排、尚未结束"):
        await play.seat_next_round(ORG, R1)
    closed = await closing.close_round(ORG, R1)
    post = "\n".join(n.text for n in closed.notices)
    assert "第3轮后排名（前 4 名晋级）" in post
    assert "积分编排（第1–3轮）结束，前 4 名进入淘汰赛（第4–5轮）：" in post
    assert "1. 棋手2(2)、2. 棋手4(4)、3. 棋手1(1)、4. 棋手3(3)" in post
    assert "第1名 棋手2(2) 对 第4名 棋手3(3)" in post

    # the hand-over: the Swiss's final places, those below the line out at once
    st = await views.standings(1)
    assert st["after_round"] == 3
    rows = [(r["rank"], r["seq"], r["total"], r["status"]) for r in st["rows"]]
    assert rows == [
        (1, 2, "6", "active"),
        (2, 4, "4", "active"),
        (3, 1, "3", "active"),
        (4, 3, "3", "active"),
        (5, 5, "3", "eliminated"),
        (6, 6, "2", "eliminated"),
        (7, 7, "2", "eliminated"),
        (8, 8, "1", "eliminated"),
    ]
    tb = {r["seq"]: r["tiebreaks"] for r in st["rows"]}
    assert [tb[q]["opponents_score"] for q in (2, 4, 1, 3, 5, 6, 7, 8)] == [
        "9",
        "10",
        "12",
        "9",
        "7",
        "10",
        "7",
        "8",
    ]
    assert [tb[q]["progressive"] for q in (2, 4, 1, 3, 5, 6, 7, 8)] == [
        "12",
        "8",
        "8",
        "8",
        "5",
        "3",
        "2",
        "2",
    ]
    assert [s["status"] for s in st["stages"]] == ["finished", "pending"]
    assert st["stages"][1]["field"] == [2, 4, 1, 3]
    assert st["stages"][0]["advance"] == {"top": 4}
    mine = await rankings.mine(Actor(QQ[5], GROUP))
    assert "未进入前 4 名" in mine.text

    # the knockout: places 1 v 4, 2 v 3, the better place first
    seated = await play.seat_next_round(ORG, R1)
    assert "第4轮已编排：2 桌，4 人。" in seated.text
    table_post = seated.notices[-1].text
    assert "本轮为半决赛，每场 2 局" in table_post
    assert "按积分编排名次排位：第1名对第4名、第2名对第3名" in table_post
    assert [t["seats"] for t in await tables(4)] == [[2, 3], [4, 1]]
    with pytest.raises(Refusal, match="淘汰赛已经编排，晋级人数不能再改"):
        await tournaments.set_value(ORG, read_setting("晋级人数", "8"), R1)
    # an entry that does not decide the tie is refused with what is missing; a Swiss result too
    with pytest.raises(Refusal, match="常规局 1:1 战平，须下加赛局"):
        await play.enter_result(ORG, "2", "胜负", R1)
    with pytest.raises(Refusal, match="现在是淘汰赛（第4–5轮）；“胜”是积分编排（第1–3轮）的写法"):
        await play.enter_result(ORG, "2", "胜", R1)
    # an entry taken back with /撤销, then entered again
    await play.enter_result(ORG, "2", "负负", R1)
    await audit.undo_last(ORG, R1)
    assert (await tables(4))[1]["result"] is None
    await play_round(4, {(2, 3): "负和", (4, 1): "胜负胜"})
    got = await tables(4)
    assert [(t["result"], t["points"]) for t in got] == [
        ("负和", {"2": "1", "3": "3"}),
        ("胜负胜", {"4": "4", "1": "2"}),
    ]
    await closing.close_round(ORG, R1)

    await play.seat_next_round(ORG, R1)
    assert [t["seats"] for t in await tables(5)] == [[3, 4]]
    await play_round(5, {(3, 4): "胜和"})
    await closing.close_round(ORG, R1)

    st = await views.standings(1)
    assert st["after_round"] == 5
    rows = [(r["rank"], r["seq"], r["total"], r["round_scores"], r["status"]) for r in st["rows"]]
    assert rows == [
        (1, 3, "6", ["2", "1", "0", "3", "3"], "active"),
        (2, 4, "5", ["2", "0", "2", "4", "1"], "eliminated"),
        (3, 2, "1", ["2", "2", "2", "1", None], "eliminated"),
        (3, 1, "2", ["2", "1", "0", "2", None], "eliminated"),
        (5, 5, "3", ["0", "2", "1", None, None], "eliminated"),
        (6, 6, "2", ["0", "1", "1", None, None], "eliminated"),
        (7, 7, "2", ["0", "0", "2", None, None], "eliminated"),
        (8, 8, "1", ["0", "1", "0", None, None], "eliminated"),
    ]
    assert st["rows"][0]["explanation"] == "冠军"
    assert st["rows"][4]["explanation"] == "积分编排第5名，未进入淘汰赛"
    assert st["knockout"]["finished"] is True
    assert [r["round"] for r in st["knockout"]["rounds"]] == [4, 5]
    assert [s["name"] for s in st["bracket"]["stages"]] == ["半决赛", "决赛"]
    async with db.session() as s:
        assert (await s.scalar(select(Tournament.status))) == "finished"
    with pytest.raises(Refusal, match="全部 5 轮已经结束"):
        await play.seat_next_round(ORG, R1)


async def test_a_stage_setting_is_undone(clean_db):
    await tournaments.create_tournament(ORG, "swiss-knockout", None, T0)
    out = await tournaments.set_value(ORG, read_setting("晋级人数", "4"), T0)
    assert "已设置 晋级人数 = 4" in out.text
    rounds = (await views.tournament(1))["rounds"]
    # 7 Swiss rounds, then a knockout of 4: 半决赛, 决赛 (the 8进4 slot is gone)
    assert [r["label"] for r in rounds][6:] == ["第7轮", "半决赛", "决赛"]
    await audit.undo_last(ORG, T0)
    rounds = (await views.tournament(1))["rounds"]
    assert [r["label"] for r in rounds][7:] == ["8进4", "半决赛", "决赛"]
    with pytest.raises(Refusal, match="晋级人数应为 2 到 1024 的整数"):
        await tournaments.set_value(ORG, read_setting("晋级人数", "一"), T0)
    with pytest.raises(Refusal, match="请用 /设置 晋级人数"):
        await tournaments.set_value(ORG, read_setting("签数", "4"), T0)


async def test_a_ruling_on_a_swiss_table_reads_the_swiss_result_while_the_knockout_runs(clean_db):
    # the module's Swiss to round 3; 8 disputes table 4 of round 3 (7 beat 8) before it closes;
    # the knockout is seated; the arbiter rules 改判 第4桌 和 (a Swiss result, read by the Swiss's
    # rules though the knockout is the round being played). 7: 2 → 1 point, 8: 1 → 2.
    # The places above the line do not move: 对手分 of 1 stays 12 (5, 3, 2), 3's falls to
    # 7: 1 + 1: 3 + 4: 4 = 8, 5's to 1: 3 + 7: 1 + 6: 2 = 6 — 1, 3, 5 keep their order on 3.
    await setup_field()
    for number, results in (
        (1, {(1, 5): "胜", (2, 6): "胜", (3, 7): "胜", (4, 8): "胜"}),
        (2, {(1, 3): "和", (2, 4): "胜", (5, 7): "胜", (6, 8): "和"}),
        (3, {(2, 1): "胜", (4, 3): "胜", (5, 6): "和", (7, 8): "胜"}),
    ):
        await play.seat_next_round(ORG, R1)
        await play_round(number, results)
        if number == 3:
            filed = await disputes.file_dispute(
                Actor(QQ[8], GROUP), "对方超时未判", ["https://example.org/shot.png"], R1
            )
            assert "申诉 #1" in filed.text
        await closing.close_round(ORG, R1)
    await play.seat_next_round(ORG, R1)
    table = next(t for t in await tables(3) if set(t["seats"]) == {7, 8})
    ruled = await disputes.rule(
        ORG, RulingArgs(Written(1, "1"), Verdict.CHANGE, Written(table["table"], "4"), "和"), R1
    )
    assert "第3轮第4桌改判为 和" in ruled.text
    st = await views.standings(1)
    totals = {r["seq"]: r["total"] for r in st["rows"]}
    assert (totals[7], totals[8]) == ("1", "2")
    assert st["stages"][1]["field"] == [2, 4, 1, 3]
