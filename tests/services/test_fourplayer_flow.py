"""Seed 000 end to end at the service level, every figure worked by hand from the regulation.

Field (sign-up number: QQ): 1: 346631485, 2: 12345678, 3: 22334455, 4: 98765432,
5: 11223344, 6: 55667788, 7: 34000001, 8: 20000000.
"""

from datetime import UTC, datetime, timedelta

import pytest

from engine.formats.four_player import DisconnectWords
from engine.numbers import Written
from engine.regulation import read_setting
from engine.vocabulary import LedgerKind
from services import closing, ledger, play, rankings, signup, tournaments, views
from services.common import Actor, PlayerRef, Refusal
from services.ledger import LedgerArgs
from services.referee import FormatArgs

GROUP = "20001"
ORG = Actor("10001", GROUP, superuser=True)
FIELD = [
    "346631485",
    "12345678",
    "22334455",
    "98765432",
    "11223344",
    "55667788",
    "34000001",
    "20000000",
]
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


class Everyone:
    """Every account is a member of the match group."""

    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


def player(seq: int) -> Actor:
    return Actor(FIELD[seq - 1], GROUP)


async def setup_field(qqs=FIELD) -> None:
    await tournaments.create_tournament(ORG, "xiaomanyao-junqi-2023", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("审核", "关"), T0)
    for qq in qqs:
        result = await signup.sign_up(
            Actor(qq, GROUP), f"报名 【粤】选手{qq[-2:]} {qq}", Everyone(), T0
        )
        assert result is not None and result.ack


R1 = datetime(2026, 12, 12, 12, 5, tzinfo=UTC)  # 20:05 local


async def play_round_one() -> None:
    """R1 as in the module docstring's field; see test_round_one for the arithmetic."""
    await play.seat_next_round(ORG, R1)
    await play.enter_result(ORG, "1", "胜和负", R1)
    await play.forfeit(ORG, PlayerRef.seq(4), None, R1)
    await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(2), LedgerArgs("说棋"), R1)
    await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(2), LedgerArgs("说棋"), R1)
    await ledger.adjust(
        ORG,
        LedgerKind.COMPENSATION,
        PlayerRef.seq(3),
        LedgerArgs("对手消极比赛", Written(4, "4")),
        R1,
    )
    await closing.close_round(ORG, R1)


async def test_round_one(clean_db):
    await setup_field()
    out = await play.seat_next_round(ORG, R1)
    # R1 seating by the first two QQ digits, ties by the full QQ as a number (000 §六 注):
    # 11223344(5) 12345678(2) 20000000(8) 22334455(3) |
    # 34000001(7) 346631485(1) 55667788(6) 98765432(4)
    table = await views.round_tables(1, 1)
    assert [t["seats"] for t in table["tables"]] == [[5, 2, 8, 3], [7, 1, 6, 4]]
    post = "\n".join(n.text for n in out.notices)
    assert "第1桌：先手{@11223344}(5) {@12345678}(2)" in post and "四暗三通7房" in post

    # table 1 胜和负 from the first seat: g1 5+2 beat 8+3 (7,7,1,1); g2 5+8 v 2+3 draw (3 each);
    # g3 5+3 lose to 2+8 (1,7,7,1): 5 = 7+3+1 = 11, 2 = 7+3+7 = 17, 8 = 1+3+7 = 11, 3 = 1+3+1 = 5
    await play.enter_result(ORG, "1", "胜和负", R1)
    # table 2: player 4 absent -> 0; each other player 5 per game -> 15 (§六.1)
    await play.forfeit(ORG, PlayerRef.seq(4), None, R1)
    table = await views.round_tables(1, 1)
    assert table["tables"][0]["points"] == {"5": "11", "2": "17", "8": "11", "3": "5"}
    assert "本桌结果：胜和负，我的各局得分 7 + 3 + 1 = 11" in (await rankings.mine(player(5))).text
    assert table["tables"][0]["result"] == "胜和负"
    assert table["tables"][1]["points"] == {"7": "15", "1": "15", "6": "15", "4": "0"}

    # 说棋 -5 each, at most -10 (§八.3): the third is refused and changes nothing
    await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(2), LedgerArgs("说棋"), R1)
    await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(2), LedgerArgs("说棋"), R1)
    with pytest.raises(Refusal, match="最多扣 10 分"):
        await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(2), LedgerArgs("说棋"), R1)
    # compensation: a draw +4 (§九); +5 is not in the regulation
    with pytest.raises(Refusal, match="补分"):
        await ledger.adjust(
            ORG,
            LedgerKind.COMPENSATION,
            PlayerRef.seq(3),
            LedgerArgs("对手消极比赛", Written(5, "5")),
            R1,
        )
    await ledger.adjust(
        ORG,
        LedgerKind.COMPENSATION,
        PlayerRef.seq(3),
        LedgerArgs("对手消极比赛", Written(4, "4")),
        R1,
    )

    closed = await closing.close_round(ORG, R1)
    assert "第1轮已结束" in closed.text
    # R1 scores: 1:15 2:17-10=7 3:5+4=9 4:0 5:11 6:15 7:15 8:11
    # R1 ranking by score, ties by sign-up number (§六.1): 1,6,7 (15) 5,8 (11) 3 (9) 2 (7) 4 (0)
    st = await views.standings(1)
    assert st["after_round"] == 1
    assert [r["seq"] for r in st["rows"]] == [1, 6, 7, 5, 8, 3, 2, 4]
    # weighted total = 0.2 × R1: 15 -> 3, 11 -> 2.2, 9 -> 1.8, 7 -> 1.4
    assert [r["total"] for r in st["rows"]] == ["3", "3", "3", "2.2", "2.2", "1.8", "1.4", "0"]
    assert st["rows"][6]["round_scores"] == ["7"]
    assert [r["rank"] for r in st["rows"]] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert all(r["status"] == "active" for r in st["rows"])  # cut after R1 keeps 128


async def test_round_two_tiebreaks_disconnect_and_reports(clean_db):
    await setup_field()
    await play_round_one()
    await ledger.mark_sponsor(ORG, PlayerRef.seq(8))
    r2 = R1 + timedelta(days=1)
    await play.seat_next_round(ORG, r2)
    # §六.3 holds in round 1 too: 8 (sponsor) now goes before 5 on their equal 11, so the R1
    # order is 1,6,7,8,5,3,2,4; snake over 2 tables: T1 gets ranks 1,4,5,8 and T2 2,3,6,7
    table = await views.round_tables(1, 2)
    assert [t["seats"] for t in table["tables"]] == [[1, 8, 5, 4], [6, 7, 3, 2]]

    # table 1 by report: player 1 reports 和和和, a tablemate confirms -> 3 per game, 9 each
    out = await play.report_result(player(1), "和和和", r2)
    assert "/确认" in out.text
    same = await play.report_result(player(1), "和和和", r2)
    assert "无需重复" in same.text
    with pytest.raises(Refusal, match="自己的报分不能自己确认"):
        await play.confirm_report(player(1), True, r2)
    with pytest.raises(Refusal, match="不在第2轮"):
        await play.report_result(Actor("99999999", GROUP), "和和和", r2)
    await play.confirm_report(player(5), True, r2)

    # table 2: player 7 (seat 2) disconnects in game 1, partner 6 finally loses (§七.2):
    # 7: -1, 6: 3, opponents 3 and 2: 7 each. Games 2-3 by the referee: 胜 then 负.
    # g2 6+3 beat 7+2: 6:7 3:7 7:1 2:1; g3 6+2 lose to 7+3: 6:1 2:1 7:7 3:7
    # totals 6 = 3+7+1 = 11, 7 = -1+1+7 = 7, 3 = 7+7+7 = 21, 2 = 7+1+1 = 9
    await play.format_command(
        ORG, "掉线", PlayerRef.seq(7), FormatArgs(DisconnectWords(1, "负"), "第1局 负"), r2
    )
    await play.enter_result(ORG, "2", "负胜负", r2)
    table = await views.round_tables(1, 2)
    assert table["tables"][1]["points"] == {"6": "11", "7": "7", "3": "21", "2": "9"}
    assert table["tables"][0]["points"] == {"1": "9", "5": "9", "8": "9", "4": "9"}

    await closing.close_round(ORG, r2)
    # weighted = 0.2 R1 + 0.4 R2:
    # 3: 1.8+8.4 = 10.2; 6: 3+4.4 = 7.4; 1: 3+3.6 = 6.6; 8: 2.2+3.6 = 5.8; 5: 2.2+3.6 = 5.8;
    # 7: 3+2.8 = 5.8; 2: 1.4+3.6 = 5; 4: 0+3.6 = 3.6
    # 5.8 three ways: 8 is a sponsor (§六.3) -> first; then current round 5: 9 > 7: 7 (§六.2)
    st = await views.standings(1)
    assert [r["seq"] for r in st["rows"]] == [3, 6, 1, 8, 5, 7, 2, 4]
    assert [r["total"] for r in st["rows"]] == [
        "10.2",
        "7.4",
        "6.6",
        "5.8",
        "5.8",
        "5.8",
        "5",
        "3.6",
    ]
    assert [r["explanation"] for r in st["rows"]][4:6] == [
        "加权总分相同，赞助者优先",
        "加权总分相同，当轮成绩 9 > 7",
    ]
    assert st["rows"][0]["round_scores"] == ["9", "21"]

    # reporting after the round is closed is refused
    with pytest.raises(Refusal, match="本轮已结束"):
        await play.report_result(player(1), "胜胜胜", r2)

    mine = await rankings.mine(player(7))
    assert (
        "加权总分 5.8" in mine.text and "排名第 6" in mine.text and "第1轮 15，第2轮 7" in mine.text
    )


async def test_contested_reports_wait_for_the_referee(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    # table 1 is [5, 2, 8, 3]: 5 reports, 2 reports differently -> held for the referee
    await play.report_result(player(5), "胜胜胜", R1)
    out = await play.report_result(player(2), "负负负", R1)
    assert "不一致" in out.text and out.notices  # the arbitrators (or organisers) are told
    await play.enter_result(ORG, "2", "和和和", R1)
    with pytest.raises(Refusal, match="第1桌"):
        await closing.close_round(ORG, R1)
    await play.enter_result(ORG, "1", "胜胜胜", R1)
    await closing.close_round(ORG, R1)
    table = await views.round_tables(1, 1)
    # 胜胜胜: the first seat 5 wins all three (21); each partner wins once and loses twice (9)
    assert table["tables"][0]["points"] == {"5": "21", "2": "9", "8": "9", "3": "9"}


async def test_unreported_tables_become_cutoff_draws(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    # a plain /结束本轮 names the silent tables, says what closing does and changes nothing
    with pytest.raises(Refusal) as refused:
        await closing.close_round(ORG, R1)
    assert "第1桌（【粤】选手44" in refused.value.message and "第2桌（" in refused.value.message
    assert (
        "判和，每人每局 3 分" in refused.value.message and "/结束本轮 确认" in refused.value.message
    )
    assert (await views.round_tables(1, 1))["tables"][0]["result"] is None
    closed = await closing.close_round(ORG, R1, confirm=True)
    assert "没有结果的桌按规程判和，每人每局 3 分：第1桌" in closed.text and "第2桌" in closed.text
    table = await views.round_tables(1, 1)
    # 23:30 cutoff: unfinished games are draws, 3 each (§八.11) -> 9 per player
    assert all(set(t["points"].values()) == {"9"} for t in table["tables"])


async def test_field_not_a_multiple_of_four_is_refused(clean_db):
    await setup_field(FIELD + ["66778899"])
    with pytest.raises(Refusal, match="共 9 人，不是 4 的倍数：还差 3 人凑满 3 桌，或多出 1 人"):
        await play.seat_next_round(ORG, R1)
    assert await views.round_tables(1, 1) is None


async def set_cut(after_round: int, keep: int) -> None:
    """Shrink a cut so an 8-player field has eliminated players (the preset keeps 128 after R1)."""
    from models import db
    from models.tables import Tournament

    async with db.unit("test", "cut") as work:
        t = await work.session.get(Tournament, 1)
        reg = dict(t.regulation)
        reg["format"] = {**reg["format"], "cuts": {**reg["format"]["cuts"], str(after_round): keep}}
        t.regulation = reg


async def test_substitute_takes_an_absent_seat(clean_db):
    await setup_field()
    await set_cut(1, 4)
    await play_round_one()
    # R1 order 1,6,7,5 | 8,3,2,4: the top 4 advance; 8 (2.2) is the first substitute (§六 注)
    st = await views.standings(1)
    assert [(r["seq"], r["status"]) for r in st["rows"]] == [
        (1, "active"),
        (6, "active"),
        (7, "active"),
        (5, "active"),
        (8, "substitute"),
        (3, "substitute"),
        (2, "substitute"),
        (4, "substitute"),
    ]
    r2 = R1 + timedelta(days=1)
    await play.seat_next_round(ORG, r2)
    assert [t["seats"] for t in (await views.round_tables(1, 2))["tables"]] == [[1, 6, 7, 5]]
    with pytest.raises(Refusal, match="本轮已经在座"):
        await play.substitute(ORG, PlayerRef.seq(6), PlayerRef.seq(7), r2)
    out = await play.substitute(ORG, PlayerRef.seq(6), PlayerRef.seq(8), r2)
    assert "替补" in out.text and "记 0 分" in out.text
    await play.enter_result(ORG, "1", "胜胜胜", r2)
    await closing.close_round(ORG, r2)
    # seats [1, 8, 7, 5], 胜胜胜: 1 wins all three = 21; 8, 7, 5 each win once with 1 = 7+1+1 = 9
    # weighted: 1: 3 + 0.4×21 = 11.4; 7: 3 + 3.6 = 6.6; 5: 2.2 + 3.6 = 5.8; 8: 2.2 + 3.6 = 5.8;
    # 6 (absent, replaced): 3 + 0 = 3. 5 and 8 tie through R2 = 9 and R1 = 11: sign-up order 5 < 8.
    # Then the players cut after R1 in their R1 order: 3 (9), 2 (7), 4 (0).
    st = await views.standings(1)
    assert [r["seq"] for r in st["rows"]] == [1, 7, 5, 8, 6, 3, 2, 4]
    assert [r["total"] for r in st["rows"]][:5] == ["11.4", "6.6", "5.8", "5.8", "3"]
    assert st["rows"][3]["explanation"] == "加权总分相同，报名序号 5 < 8"
    assert st["rows"][4]["round_scores"] == ["15", "0"]


async def test_permissions(clean_db):
    await setup_field()
    with pytest.raises(Refusal, match="只有本赛事的组委"):
        await play.seat_next_round(player(1), R1)
    await play.seat_next_round(ORG, R1)
    with pytest.raises(Refusal, match="只有本赛事的仲裁或组委"):
        await play.enter_result(player(1), "1", "胜胜胜", R1)
    with pytest.raises(Refusal, match="没有第9桌"):
        await play.enter_result(ORG, "9", "胜胜胜", R1)
    with pytest.raises(Refusal, match="应为三局结果"):
        await play.enter_result(ORG, "1", "胜胜", R1)
    with pytest.raises(Refusal, match="已经编排、尚未结束"):
        await play.seat_next_round(ORG, R1)


async def test_no_show_names_the_first_substitute(clean_db):
    from models import db
    from models.tables import Tournament
    from services import timetable

    await setup_field()
    await tournaments.set_value(
        ORG, read_setting("自动弃权", "开"), T0
    )  # off in the preset: the bot cannot see the room
    await set_cut(1, 4)
    await play_round_one()
    r2 = R1 + timedelta(days=1)
    await play.seat_next_round(ORG, r2)  # table [1, 6, 7, 5]; substitutes in order 8, 3, 2, 4
    for seq in (1, 7, 5):
        await timetable.check_in(player(seq), r2)
    async with db.session() as s:
        t = await s.get(Tournament, 1)
    notices, outcome = await timetable.ACTIONS["no_show"](
        t, {"round": 2}, r2 + timedelta(minutes=15)
    )
    assert outcome == "forfeited 1"
    [notice] = notices
    assert "{@55667788} 迟到未签到" in notice.text  # player 6
    assert "替补顺位第一：{@20000000}（序号 8）" in notice.text and "/替补 6 8" in notice.text
    await play.substitute(
        ORG, PlayerRef.seq(6), PlayerRef.seq(8), r2
    )  # the substitute arrives: the forfeit is lifted
    await play.enter_result(ORG, "1", "胜胜胜", r2)
    table = await views.round_tables(1, 2)
    # seats [1, 8, 7, 5], 胜胜胜: 21 for the first seat, 9 for each partner; 6 absent
    assert table["tables"][0]["points"] == {"1": "21", "8": "9", "7": "9", "5": "9"}
    assert table["tables"][0]["absent"] == [6]
