"""Step 5 on seed 000: disputes before/after midnight, rulings and recomputation, ledger caps and
escalations, report time-outs, audit and undo. Field and R1 as in test_fourplayer_flow."""

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from engine.numbers import Ident, Written
from engine.regulation import read_setting
from engine.vocabulary import LedgerKind
from models import db
from models.tables import AuditLog, Dispute, Entry, GameTable, ScheduledEvent, Tournament
from services import audit, closing, disputes, ledger, play, rankings, timetable, tournaments, views
from services.common import Actor, PlayerRef, Refusal
from services.disputes import RulingArgs, Verdict
from services.ledger import LedgerArgs

from .test_fourplayer_flow import GROUP, ORG, R1, play_round_one, player, set_cut, setup_field

ARB = Actor("30002", GROUP)
SHOT = "https://multimedia.nt.qq.com.cn/download?appid=1407&fileid=abc"


async def add_arbitrator() -> None:
    await tournaments.add_role(ORG, "arbitrator", ARB.user_id)


async def test_dispute_before_midnight_reaches_arbitrators_with_evidence(clean_db):
    await setup_field()
    await add_arbitrator()
    await play.seat_next_round(ORG, R1)
    await play.enter_result(ORG, "1", "胜和负", R1)
    # 23:59 local on the match day (15:59 UTC) is still before 24:00 (000 §八.7)
    late = datetime(2026, 12, 12, 15, 59, tzinfo=UTC)
    out = await disputes.file_dispute(player(3), "第3局对方开棋", [SHOT], late)
    assert "申诉 #1" in out.text
    [note] = out.notices
    assert note.kind == "private" and note.target == ARB.user_id
    assert "第1轮第1桌" in note.text and "胜和负" in note.text and SHOT in note.text
    async with db.session() as s:
        dispute = (await s.execute(select(Dispute))).scalar_one()
    assert dispute.evidence == [SHOT] and dispute.round_number == 1


async def test_dispute_after_midnight_or_without_evidence_is_refused(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    with pytest.raises(Refusal, match="复盘或截图"):
        await disputes.file_dispute(player(3), "对方开棋", [], R1)
    midnight = datetime(2026, 12, 12, 16, 0, tzinfo=UTC)  # 2026-12-13 00:00 local
    with pytest.raises(Refusal, match="已于 2026-12-13 00:00 截止"):
        await disputes.file_dispute(player(3), "对方开棋", [SHOT], midnight)
    with pytest.raises(Refusal, match="没有参加"):
        await disputes.file_dispute(Actor("99999999", GROUP), "看不惯", [SHOT], R1)
    async with db.session() as s:
        assert (await s.execute(select(Dispute))).first() is None


async def test_ruling_changes_a_closed_round_and_flags_advancement(clean_db):
    await setup_field()
    await add_arbitrator()
    await set_cut(1, 4)
    await play_round_one()
    # R1 order 1,6,7,5 | 8,3,2,4 (see test_fourplayer_flow): 5 and 8 both scored 11 on table 1
    r2 = R1 + timedelta(days=1)
    await play.seat_next_round(ORG, r2)
    await disputes.file_dispute(player(8), "第1局对方消极", [SHOT], R1 + timedelta(hours=1))
    with pytest.raises(Refusal, match="只有本赛事的仲裁或组委"):
        await disputes.rule(player(1), RulingArgs(Written(1, "1"), Verdict.UPHOLD), R1)
    # 改判 table 1 to 负和胜: g1 5+2 lose to 8+3 (1,1,7,7); g2 draw (3 each);
    # g3 5+3 beat 2+8 (7,1,1,7)
    # 5 = 1+3+7 = 11, 2 = 1+3+1 = 5 - 10 (说棋) = -5, 8 = 7+3+1 = 11, 3 = 7+3+7 = 17 + 4 (补分) = 21
    ruled = await disputes.rule(
        ARB, RulingArgs(Written(1, "1"), Verdict.CHANGE, Written(1, "1"), "负和胜"), r2
    )
    assert "改判为 负和胜" in ruled.text
    st = await views.standings(1)
    scores = {r["seq"]: r["round_scores"][0] for r in st["rows"]}
    assert (scores[5], scores[2], scores[8], scores[3]) == ("11", "-5", "11", "21")
    # R1 is now 3 (21), 1/6/7 (15), 5/8 (11), 2 (-5), 4 (0): top 4 = 3,1,6,7 — 5 lost its place
    # after R2 was seated, so the organisers are told who should and should not have advanced
    flagged = [n for n in ruled.notices if n.kind == "private"]
    assert (
        flagged
        and "应晋级：【粤】选手55" in flagged[0].text
        and "不应晋级：【粤】选手44" in flagged[0].text
    )
    with pytest.raises(Refusal, match=r"已裁决（改判）") as refused:
        await disputes.rule(ARB, RulingArgs(Written(1, "1"), Verdict.UPHOLD), r2)
    assert "changed" not in refused.value.message  # plain Chinese, never an internal word


async def test_replay_and_lots_follow_the_regulation(clean_db):
    await setup_field()
    await add_arbitrator()
    await play.seat_next_round(ORG, R1)
    await play.enter_result(ORG, "1", "胜胜胜", R1)
    await disputes.file_dispute(player(2), "开局看不到棋子", [SHOT], R1)
    with pytest.raises(Refusal, match="没有规定以抽签"):
        await disputes.rule(
            ARB, RulingArgs(Written(1, "1"), Verdict.LOTS), R1
        )  # 000: the panel decides, no lots
    out = await disputes.rule(
        ARB, RulingArgs(Written(1, "1"), Verdict.REPLAY), R1
    )  # 000 §八.4: a replay may be ordered
    assert "重赛" in out.text
    table = await views.round_tables(1, 1)
    assert table["tables"][0]["result"] is None


async def test_ledger_escalation_and_disqualification(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    # 读秒 (§八.9): two warnings, then a deduction of at most 5
    with pytest.raises(Refusal, match="须先警告 2 次"):
        await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(1), LedgerArgs("读秒"), R1)
    await ledger.adjust(ORG, LedgerKind.WARNING, PlayerRef.seq(1), LedgerArgs("读秒"), R1)
    await ledger.adjust(ORG, LedgerKind.WARNING, PlayerRef.seq(1), LedgerArgs("读秒"), R1)
    out = await ledger.adjust(
        ORG, LedgerKind.PENALTY, PlayerRef.seq(1), LedgerArgs("读秒", Written(3, "3")), R1
    )
    assert "扣分 -3" in out.text
    # -3 taken, cap -5: 5 more is refused with what remains (2), nothing silently reduced
    with pytest.raises(Refusal, match="最多还能扣 2 分"):
        await ledger.adjust(
            ORG, LedgerKind.PENALTY, PlayerRef.seq(1), LedgerArgs("读秒", Written(5, "5")), R1
        )
    capped = await ledger.adjust(
        ORG, LedgerKind.PENALTY, PlayerRef.seq(1), LedgerArgs("读秒", Written(2, "2")), R1
    )
    assert "扣分 -2" in capped.text
    # 骂人 (§八.3): -10 and disqualification
    out = await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(2), LedgerArgs("骂人"), R1)
    assert "取消参赛资格" in out.text
    await closing.close_round(ORG, R1, confirm=True)
    st = await views.standings(1)
    row = next(r for r in st["rows"] if r["seq"] == 2)
    assert row["status"] == "disqualified" and row["rank"] is None and st["rows"][-1]["seq"] == 2
    mine = await rankings.mine(player(1))
    assert "第1轮 警告 读秒" in mine.text and "第1轮 扣分 -3 读秒" in mine.text


async def test_unconfirmed_report_is_confirmed_after_the_regulations_time(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await play.report_result(player(5), "胜胜胜", R1)
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        [row] = (
            await s.execute(select(ScheduledEvent).where(ScheduledEvent.kind == "report_timeout"))
        ).scalars()
    minutes = t.regulation["disputes"]["auto_confirm_minutes"]
    assert row.due_at == R1 + timedelta(minutes=minutes)
    notices = (await timetable.fire(row.id, row.due_at)).notices
    assert "自动确认" in notices[0].text
    assert (await views.round_tables(1, 1))["tables"][0]["result"] == "胜胜胜"


async def test_a_replaced_report_restarts_its_own_tables_time_only(clean_db):
    """Each table's timeout is found by its table (a round's thousand reports must not each
    read every pending timeout): replacing a report moves that table's timeout, no other."""
    await setup_field()
    await play.seat_next_round(ORG, R1)
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        first, second = (
            await s.execute(select(GameTable).order_by(GameTable.number).limit(2))
        ).scalars()
        seq = {e.id: e.seq for e in (await s.execute(select(Entry))).scalars()}
    minutes = t.regulation["disputes"]["auto_confirm_minutes"]
    later = R1 + timedelta(minutes=3)
    await play.report_result(player(seq[first.seats[0]]), "胜胜胜", R1)
    await play.report_result(player(seq[second.seats[0]]), "负负负", R1)
    await play.report_result(
        player(seq[first.seats[0]]), "胜和胜", later
    )  # replaced: the full time again

    async with db.session() as s:
        rows = (
            (
                await s.execute(
                    select(ScheduledEvent)
                    .where(ScheduledEvent.kind == "report_timeout")
                    .order_by(ScheduledEvent.id)
                )
            )
            .scalars()
            .all()
        )
    assert [(row.payload["table_id"], row.due_at) for row in rows] == [
        (first.id, later + timedelta(minutes=minutes)),
        (second.id, R1 + timedelta(minutes=minutes)),
    ]


async def test_undo_restores_and_is_audited(clean_db):
    await setup_field()
    await tournaments.set_value(ORG, read_setting("房间", "四暗三通8房"), R1)
    await play.seat_next_round(ORG, R1)
    await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(1), LedgerArgs("隐身"), R1)
    # the last change first: the deduction
    out = await audit.undo_last(ORG, R1)
    assert "已撤销：扣分 #1 隐身" in out.text
    mine = await rankings.mine(player(1))
    assert "隐身" not in mine.text
    # then the seating: round 1 and its tables disappear
    await audit.undo_last(ORG, R1)
    assert await views.round_tables(1, 1) is None
    # then the setting: the room is back to the preset's
    await audit.undo_last(ORG, R1)
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        logs = (await s.execute(select(AuditLog).order_by(AuditLog.id))).scalars().all()
    assert t.regulation["room"] == "四暗三通7房" and "房间" not in t.overrides
    undos = [log for log in logs if log.undo_of]
    assert len(undos) == 3 and all(logs[log.undo_of - 1].undone_by == log.id for log in undos)
    with pytest.raises(Refusal, match="只有本赛事的仲裁或组委"):  # arbitrators may undo their own
        await audit.undo_last(player(1), R1)


async def test_undo_of_a_change_others_built_on_is_refused(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    other = Actor("30001", GROUP)
    await tournaments.add_role(ORG, "organiser", other.user_id)
    await play.enter_result(other, "1", "胜胜胜", R1)
    # ORG's last change (after adding the organiser) is that addition; undo it, then the seating
    await audit.undo_last(ORG, R1)
    with pytest.raises(Refusal, match="无法撤销") as refused:
        await audit.undo_last(ORG, R1)
    assert not any(c.isascii() and c.isalpha() for c in refused.value.message.replace("/", "")), (
        refused.value.message
    )
    assert (await views.round_tables(1, 1))["tables"][0]["result"] == "胜胜胜"


async def test_history_of_a_player(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)
    await ledger.adjust(ORG, LedgerKind.PENALTY, PlayerRef.seq(1), LedgerArgs("隐身"), R1)
    out = await audit.history(ORG, PlayerRef.seq(1))
    assert "扣分 #1 隐身" in out.text and "报名" in out.text and "编排" in out.text
    other = await audit.history(ORG, PlayerRef.seq(2))
    assert "隐身" not in other.text
    with pytest.raises(Refusal, match="只有本赛事的组委"):
        await audit.history(player(1), None)


async def test_entries_keep_their_numbers_after_an_undone_signup(clean_db):
    await setup_field()
    async with db.session() as s:
        seqs = [e.seq for e in (await s.execute(select(Entry).order_by(Entry.seq))).scalars()]
    assert seqs == list(range(1, 9))


async def test_standings_rows_carry_the_ledger(clean_db):
    await setup_field()
    await play_round_one()  # 说棋 twice on #2, compensation 4 on #3
    st = await views.standings(1)
    two = next(r for r in st["rows"] if r["seq"] == 2)
    assert two["ledger"] == [{"round": 1, "kind": "penalty", "points": "-5", "reason": "说棋"}] * 2
    three = next(r for r in st["rows"] if r["seq"] == 3)
    assert three["ledger"] == [
        {"round": 1, "kind": "compensation", "points": "4", "reason": "对手消极比赛"}
    ]


async def test_undo_a_record_of_the_timer(clean_db):
    from services import timetable as timed

    await setup_field()
    await tournaments.set_value(ORG, read_setting("自动弃权", "开"), R1)
    await play.seat_next_round(ORG, R1)
    # the no-show check forfeits player 1 (as the timer does, acting as "system")
    await timetable.check_in(player(2), R1)
    async with db.session() as s:
        t = await s.get(Tournament, 1)
    notices, _ = await timed.ACTIONS["no_show"](t, {"round": 1}, R1)
    assert notices
    async with db.session() as s:
        log = (
            (
                await s.execute(
                    select(AuditLog).where(AuditLog.actor == "system").order_by(AuditLog.id.desc())
                )
            )
            .scalars()
            .first()
        )
    with pytest.raises(Refusal, match="没有可撤销的记录 #999"):
        await audit.undo_last(ORG, R1, Ident(999, "999"))
    out = await audit.undo_last(ORG, R1, Ident(log.id, str(log.id)))
    assert f"记录 #{log.id}" in out.text
    with pytest.raises(Refusal, match=f"没有可撤销的记录 #{log.id}"):
        await audit.undo_last(ORG, R1, Ident(log.id, str(log.id)))


async def test_unconfirmed_report_is_escalated_where_the_regulation_says_so(clean_db):
    await setup_field()
    await add_arbitrator()
    async with db.unit("test", "escalate") as work:
        t = await work.session.get(Tournament, 1)
        t.regulation = {
            **t.regulation,
            "disputes": {**t.regulation["disputes"], "unconfirmed": "escalate"},
        }
    await play.seat_next_round(ORG, R1)
    await play.report_result(player(5), "胜胜胜", R1)
    async with db.session() as s:
        [row] = (
            await s.execute(select(ScheduledEvent).where(ScheduledEvent.kind == "report_timeout"))
        ).scalars()
    notices = (await timetable.fire(row.id, row.due_at)).notices
    assert [(n.kind, n.target) for n in notices] == [("private", ARB.user_id)]
    assert "报分超时无人确认" in notices[0].text and "/录入 1" in notices[0].text
    assert (await views.round_tables(1, 1))["tables"][0]["result"] is None  # nothing stands yet


async def test_a_ruling_compensates_on_the_disputed_round(clean_db):
    await setup_field()
    await play_round_one()  # R1: #3 scored 5 + 4 (补分) = 9
    r2 = R1 + timedelta(days=1)
    await play.seat_next_round(ORG, r2)
    # the ruling on a round-1 dispute comes while round 2 is being played: 和棋补4分 on round 1
    with pytest.raises(Refusal, match="第5轮还没有进行"):
        await ledger.adjust(
            ORG,
            LedgerKind.COMPENSATION,
            PlayerRef.seq(3),
            LedgerArgs("对手消极", Written(4, "4"), Written(5, "5")),
            r2,
        )
    out = await ledger.adjust(
        ORG,
        LedgerKind.COMPENSATION,
        PlayerRef.seq(3),
        LedgerArgs("对手消极", Written(4, "4"), Written(1, "1")),
        r2,
    )
    assert out.text.startswith("第1轮 序号 3")
    await closing.close_round(ORG, r2, confirm=True)  # round 2's tables have no result: drawn
    st = await views.standings(1)
    three = next(r for r in st["rows"] if r["seq"] == 3)
    assert three["round_scores"][0] == "13"  # 5 + 4 + 4
    assert [x["round"] for x in three["ledger"]] == [1, 1]
