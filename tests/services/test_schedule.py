"""The timetable as data (step 4), driven by an injected clock.

Tournaments are made with the services and an explicit `now`; time then moves by calling
what plugins/qisai/timer.py calls (skip_missed, pending, and timetable.fire per due row)
with the time the timer would read. Every expected time below is worked by hand in the
tournament's zone, Asia/Shanghai (UTC+8, no daylight saving).
"""

import asyncio
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import select

from engine.regulation import read_setting
from models import db
from models.tables import Checkin, Result, Round, ScheduledEvent
from services import play, schedule, timetable
from services.common import Actor, Notice, Refusal
from services.signup import set_open, sign_up
from services.tournaments import add_role, create_tournament, set_value

SHANGHAI = ZoneInfo("Asia/Shanghai")
GRACE = timedelta(minutes=30)  # SCHEDULE_GRACE_MINUTES's default
GROUP = "20001"
SUPERUSER = "10001"
ORGANISER = Actor(SUPERUSER, GROUP, superuser=True)
# QQ numbers with distinct two-digit prefixes 11..18: round 1 (000 §六 注, ascending prefix)
# seats sign-up numbers 1-4 at table 1 and 5-8 at table 2, each first one in the first seat
PLAYERS = [f"{prefix}0000{prefix - 10}" for prefix in range(11, 19)]
# every kind of row the timetable of 000 asks for (step 4)
TIMETABLE_KINDS = {
    "signup_reminder",
    "signup_close",
    "round_reminder",
    "checkin_open",
    "round_start",
    "no_show",
    "cutoff",
    "dispute_close",
}


@pytest.fixture(autouse=True)
def _db(clean_db):
    return clean_db


def at(local_time: str) -> datetime:
    """`2026-12-12 20:00` in Asia/Shanghai as an aware datetime."""
    return datetime.strptime(local_time, "%Y-%m-%d %H:%M").replace(tzinfo=SHANGHAI)


def shown(when: datetime) -> str:
    """A datetime as local `YYYY-MM-DD HH:MM` (what the bot shows)."""
    return when.astimezone(SHANGHAI).strftime("%Y-%m-%d %H:%M")


class Members:
    """The match group's member list: everyone asked about is a member with an empty card."""

    async def member(self, group_id: str, user_id: str) -> dict | None:
        return {"card": ""}


# ------------------------------------------------------------------------ the timer on a test clock


async def wake(now: datetime) -> list[Notice]:
    """What the timer does when it wakes at `now` (at start-up, or at a row's due time):
    rows older than the grace are skipped and reported, every other due row is claimed and run."""
    notices = list(await schedule.skip_missed(now, GRACE))
    for row in await schedule.pending(until=now):
        if (fired := await timetable.fire(row.id, now)) is not None:
            notices += fired.notices
    return notices


async def advance(to: datetime) -> list[Notice]:
    """A running bot from now until `to`: it wakes at each pending row's due time, in order."""
    notices: list[Notice] = []
    while due := await schedule.pending(until=to):
        notices += await wake(due[0].due_at)
    return notices


async def rows(tid: int = 1) -> list[ScheduledEvent]:
    async with db.session() as s:
        query = select(ScheduledEvent).where(ScheduledEvent.tournament_id == tid)
        return list(
            (await s.execute(query.order_by(ScheduledEvent.due_at, ScheduledEvent.id))).scalars()
        )


def planned_view(events: list[ScheduledEvent]) -> set[tuple[str, int | None, str | None, str]]:
    """(kind, round, before, local due time) of every row."""
    return {
        (r.kind, r.payload.get("round"), r.payload.get("before"), shown(r.due_at)) for r in events
    }


def group_texts(notices: list[Notice]) -> list[str]:
    return [n.text for n in notices if n.kind == "group" and n.target == GROUP]


def private_to(notices: list[Notice], user: str) -> list[str]:
    return [n.text for n in notices if n.kind == "private" and n.target == user]


# --------------------------------------------------------------------------- tournaments


CREATED = at("2026-12-01 12:00")


async def junqi_000(players: int = 8) -> int:
    """Seed 000 dated by chat: sign-up until 12-10 20:00, round 1 on 12-12 20:00, approval
    off, `players` signed up on 12-02; the tournament's id."""
    out = await create_tournament(ORGANISER, "xiaomanyao-junqi-2023", None, CREATED)
    tid = int(out.text.split("#")[1].split("「")[0])
    await set_value(ORGANISER, read_setting("审核", "关"), CREATED)
    await set_value(ORGANISER, read_setting("报名截止", "2026-12-10 20:00"), CREATED)
    await set_value(ORGANISER, read_setting("第1轮", "2026-12-12 20:00"), CREATED)
    for i, qq in enumerate(PLAYERS[:players], start=1):
        result = await sign_up(
            Actor(qq, GROUP), f"报名 【粤】棋手{i} {qq}", Members(), at("2026-12-02 10:00")
        )
        assert result is not None and result.entry_seq == i, result
    return tid


async def check_in(qq: str, now: datetime) -> str:
    return (await timetable.check_in(Actor(qq, GROUP), now)).text


# --------------------------------------------------------------------------- the planned rows


async def test_rows_planned_for_000_after_setting_the_dates():
    tid = await junqi_000(players=0)
    events = await rows(tid)
    view = planned_view(events)
    # sign-up: deadline 12-10 20:00; reminders 24 h before (12-09 20:00, shown as "1 天")
    # and 1 h before (12-10 19:00); the close at the deadline itself
    signup = {
        ("signup_reminder", None, "1 天", "2026-12-09 20:00"),
        ("signup_reminder", None, "1 小时", "2026-12-10 19:00"),
        ("signup_close", None, None, "2026-12-10 20:00"),
    }
    # round 1 at 12-12 20:00: reminders 1 day (12-11 20:00) and 30 min (19:30) before,
    # check-in 30 min before (19:30), start 20:00, no-show 20:00 + 15 min = 20:15 (000 §八.1),
    # cutoff 23:30 the same day (000 §八.11), disputes until 24:00 = 12-13 00:00 (000 §八.7)
    round_1 = {
        ("round_reminder", 1, "1 天", "2026-12-11 20:00"),
        ("round_reminder", 1, "30 分钟", "2026-12-12 19:30"),
        ("checkin_open", 1, None, "2026-12-12 19:30"),
        ("round_start", 1, None, "2026-12-12 20:00"),
        ("no_show", 1, None, "2026-12-12 20:15"),
        ("cutoff", 1, None, "2026-12-12 23:30"),
        ("dispute_close", 1, None, "2026-12-13 00:00"),
    }
    # round 5 keeps the preset's gap after round 1: 10-12 19:30 − 10-08 20:00 = 3 d 23 h 30 min,
    # so 12-12 20:00 + 3 d 23 h 30 min = 12-16 19:30; no-show 19:45; reminders 12-15 19:30, 19:00
    round_5 = {
        ("round_reminder", 5, "1 天", "2026-12-15 19:30"),
        ("round_reminder", 5, "30 分钟", "2026-12-16 19:00"),
        ("checkin_open", 5, None, "2026-12-16 19:00"),
        ("round_start", 5, None, "2026-12-16 19:30"),
        ("no_show", 5, None, "2026-12-16 19:45"),
        ("cutoff", 5, None, "2026-12-16 23:30"),
        ("dispute_close", 5, None, "2026-12-17 00:00"),
    }
    # round 6 is played right after round 5 the same evening (RULES.md 000): round 5's start +
    # the preset's gap of 2 hours = 12-16 21:30; reminders 12-15 21:30 and 12-16 21:00 (the
    # latter inside round 5: it is folded into round 5's closing), no-show 21:45, cutoff 23:30
    round_6 = {
        ("round_reminder", 6, "1 天", "2026-12-15 21:30"),
        ("round_reminder", 6, "30 分钟", "2026-12-16 21:00"),
        ("checkin_open", 6, None, "2026-12-16 21:00"),
        ("round_start", 6, None, "2026-12-16 21:30"),
        ("no_show", 6, None, "2026-12-16 21:45"),
        ("cutoff", 6, None, "2026-12-16 23:30"),
        ("dispute_close", 6, None, "2026-12-17 00:00"),
    }
    assert signup <= view and round_1 <= view and round_5 <= view and round_6 <= view
    # rounds 2-4 one day apart at 20:00 (000 §三): their starts 12-13, 12-14, 12-15
    starts = sorted(shown(r.due_at) for r in events if r.kind == "round_start")
    assert starts == [
        "2026-12-12 20:00",
        "2026-12-13 20:00",
        "2026-12-14 20:00",
        "2026-12-15 20:00",
        "2026-12-16 19:30",
        "2026-12-16 21:30",
    ]
    # 3 sign-up rows + 6 rounds × 7 = 45 rows
    assert len(events) == 45 and len(view) == 45
    assert all(r.done_at is None for r in events)
    # stored in UTC: 20:00 in Shanghai is 12:00 UTC; the local midnight 16:00 UTC the day before
    r1 = {r.kind: r for r in events if r.payload.get("round") == 1}
    assert (
        r1["round_start"].due_at.astimezone(SHANGHAI).utcoffset(),
        r1["round_start"].due_at.hour,
    ) == (timedelta(hours=8), 12)
    assert r1["dispute_close"].due_at == datetime.fromisoformat("2026-12-12T16:00:00+00:00")


async def test_the_timer_reads_the_pending_rows_id_and_time_only():
    """What the timer keeps one job per row for: every pending row, none that is done."""
    tid = await junqi_000(players=0)
    events = await rows(tid)
    assert len(events) > 2
    await schedule.claim(events[0].id, events[0].due_at, outcome="done")  # no longer pending

    times = await schedule.pending_times()

    assert sorted(times) == sorted((e.id, e.due_at) for e in events[1:])
    assert all(due.tzinfo is not None for _, due in times)  # comparable with the clock


async def test_003_several_rounds_a_day_at_fixed_times():
    out = await create_tournament(ORGANISER, "pingshan-jieqi-2019", None, CREATED)
    assert "#1" in out.text
    await set_value(ORGANISER, read_setting("报名截止", "2026-12-10 20:00"), CREATED)
    await set_value(ORGANISER, read_setting("第1轮", "2026-12-19 14:00"), CREATED)
    events = await rows()
    # 003 日程表 day 1: 14:00 14:50 15:40 16:30 17:20; day 2 (the preset's 04-22 09:00 is
    # 19 h after 04-21 14:00, so 12-20 09:00): 09:00 09:50 11:00 14:00 15:50 16:30 19:30
    starts = [shown(r.due_at) for r in events if r.kind == "round_start"]
    assert starts == [
        "2026-12-19 14:00",
        "2026-12-19 14:50",
        "2026-12-19 15:40",
        "2026-12-19 16:30",
        "2026-12-19 17:20",
        "2026-12-20 09:00",
        "2026-12-20 09:50",
        "2026-12-20 11:00",
        "2026-12-20 14:00",
        "2026-12-20 15:50",
        "2026-12-20 16:30",
        "2026-12-20 19:30",
    ]
    # round 2 at 14:50: reminders 12-18 14:50 and 14:20, check-in 14:20, no-show 14:50 + 10 min
    # (003 二(四)4) = 15:00; 003 has no cutoff and no match-day dispute deadline
    assert {
        ("round_reminder", 2, "1 天", "2026-12-18 14:50"),
        ("round_reminder", 2, "30 分钟", "2026-12-19 14:20"),
        ("checkin_open", 2, None, "2026-12-19 14:20"),
        ("round_start", 2, None, "2026-12-19 14:50"),
        ("no_show", 2, None, "2026-12-19 15:00"),
    } == {v for v in planned_view(events) if v[1] == 2}
    assert not {r.kind for r in events} & {"cutoff", "dispute_close"}
    # 3 sign-up rows + 12 rounds × 5 rows
    assert len(events) == 3 + 12 * 5


# --------------------------------------------------------------------------- firing once, on time


async def test_every_kind_fires_at_its_time_and_only_once():
    tid = await junqi_000()
    for qq in PLAYERS:
        await check_in(qq, at("2026-12-12 19:40"))
    end_of_round_1 = at("2026-12-13 00:00")
    notices = await advance(end_of_round_1)
    fired = [r for r in await rows(tid) if r.due_at <= end_of_round_1]
    assert {r.kind for r in fired} == TIMETABLE_KINDS
    # the running timer claims each row at its due time, and none was skipped
    assert all(r.done_at == r.due_at and r.outcome not in (None, "skipped") for r in fired)
    assert not [r for r in await rows(tid) if r.due_at > end_of_round_1 and r.done_at is not None]
    assert notices
    # a second pass, and a timer waking again at the same moment, find nothing to do
    before = [(r.id, r.due_at, r.done_at, r.outcome) for r in await rows(tid)]
    assert await advance(end_of_round_1) == []
    assert await wake(end_of_round_1) == []
    assert [(r.id, r.due_at, r.done_at, r.outcome) for r in await rows(tid)] == before
    assert len(before) == 45


async def test_signup_reminders_then_close_with_the_final_list():
    await junqi_000()
    notices = await advance(at("2026-12-09 20:00"))
    (reminder,) = group_texts(notices)
    assert "2026-12-10 20:00 截止（还有 1 天）" in reminder and "目前已报名 8 人" in reminder
    (reminder,) = group_texts(await advance(at("2026-12-10 19:00")))
    assert "还有 1 小时" in reminder
    closed, final_list = group_texts(await advance(at("2026-12-10 20:00")))
    assert "报名已截止：正式 8 人" in closed
    # the final list in the group: eight lines, numbers masked
    lines = final_list.splitlines()
    assert "正式 8 人" in lines[0] and len(lines) == 1 + 8
    assert lines[1].startswith("1. 【粤】棋手1 ") and PLAYERS[0] not in final_list
    assert await advance(at("2026-12-10 20:00")) == []
    with pytest.raises(Refusal, match="截止"):
        await sign_up(
            Actor("19000009", GROUP), "报名 【粤】迟到 19000009", Members(), at("2026-12-10 20:01")
        )


async def test_round_start_seats_a_field_that_is_a_multiple_of_four_then_no_show_needs_check_ins():
    tid = await junqi_000()
    notices = await advance(at("2026-12-12 19:59"))
    reminders = [t for t in group_texts(notices) if t.startswith("提醒")]
    # 1 day before and 30 min before, each naming the start and the room (000 §四)
    assert len(reminders) == 2
    assert all("第一轮 将于 2026-12-12 20:00 开赛，赛场：四暗三通7房" in t for t in reminders)
    assert any("开始签到" in t and "/签到" in t for t in group_texts(notices))
    (tables,) = [t for t in group_texts(await advance(at("2026-12-12 20:00"))) if "对阵" in t]
    # ascending QQ prefix: sign-up numbers 1-4 at table 1, 5-8 at table 2
    assert f"第1桌：先手{{@{PLAYERS[0]}}}(1) {{@{PLAYERS[1]}}}(2)" in tables
    assert f"第2桌：先手{{@{PLAYERS[4]}}}(5)" in tables
    async with db.session() as s:
        (seated,) = (await s.execute(select(Round).where(Round.tournament_id == tid))).scalars()
    assert (seated.number, seated.status) == (1, "seated")
    # nobody used /签到: the no-show check at 20:15 forfeits nobody and tells the organisers
    notices = await advance(at("2026-12-12 20:15"))
    assert not group_texts(notices)
    assert any("无人签到" in t for t in private_to(notices, SUPERUSER))
    async with db.session() as s:
        assert (await s.execute(select(Result))).first() is None


async def test_round_start_tells_the_organisers_when_the_field_cannot_be_seated():
    await junqi_000(players=7)
    await add_role(ORGANISER, "organiser", "10002")
    notices = await advance(at("2026-12-12 20:00"))
    assert not [t for t in group_texts(notices) if "桌" in t]
    for organiser in (SUPERUSER, "10002"):
        (told,) = [t for t in private_to(notices, organiser) if "开赛" in t]
        assert "未执行" in told and "第1轮" in told
    async with db.session() as s:
        assert (await s.execute(select(Round))).first() is None


async def test_round_start_after_seating_by_hand_calls_the_start_only():
    await junqi_000()
    await advance(at("2026-12-12 19:45"))
    await play.seat_next_round(ORGANISER, at("2026-12-12 19:45"))
    # at 20:00: the start is called (the tables were posted at 19:45, not again); round 2's
    # reminder (1 day before 12-13 20:00) falls while round 1 is played: it is not posted then
    # (it used to come right at round 1's start), round 1's closing names round 2's start
    texts = group_texts(await advance(at("2026-12-12 20:00")))
    assert len(texts) == 1 and "第1轮现在开赛，赛场：四暗三通7房" in texts[0]
    (start,) = [r for r in await rows() if r.kind == "round_start" and r.payload["round"] == 1]
    assert start.outcome == "already seated"
    (reminder,) = [
        r
        for r in await rows()
        if r.kind == "round_reminder" and r.payload == {"round": 2, "before": "1 天"}
    ]
    assert reminder.outcome == "deferred: round 1 on"
    closing = group_texts(await advance(at("2026-12-13 00:00")))
    assert any("第2轮 2026-12-13 20:00 开赛，赛场：四暗三通7房" in t for t in closing)
    # the 30-minute reminder of round 2 comes normally: round 1 is closed by then
    (later,) = [
        t for t in group_texts(await advance(at("2026-12-13 19:30"))) if t.startswith("提醒")
    ]
    assert "第二轮 将于 2026-12-13 20:00" in later


async def test_no_show_lists_who_has_not_checked_in_and_forfeits_nobody():
    await junqi_000()
    await add_role(ORGANISER, "arbitrator", "10009")
    await advance(at("2026-12-12 19:30"))
    # everyone checks in but player 1 (table 1) and players 6, 7 (table 2)
    for qq in PLAYERS[1:5] + PLAYERS[7:]:
        assert "第1轮签到成功" in await check_in(qq, at("2026-12-12 19:50"))
    await advance(at("2026-12-12 20:00"))
    notices = await advance(at("2026-12-12 20:15"))
    table_1, table_2 = group_texts(notices)
    # not checked in is not absent (the bot cannot see the room): per table, who has not
    # checked in, @-mentioned with the arbitrators, and the one command to forfeit
    assert table_1.startswith("第1轮第1桌：") and f"{{@{PLAYERS[0]}}}（序号 1）" in table_1
    assert "{@10009}" in table_1 and "/弃权 1" in table_1 and "判弃权" not in table_1
    assert (
        f"{{@{PLAYERS[5]}}}（序号 6） {{@{PLAYERS[6]}}}（序号 7）" in table_2
        and "/弃权 6、/弃权 7" in table_2
    )
    async with db.session() as s:
        assert (await s.execute(select(Result))).first() is None  # nobody forfeited
    (row,) = [r for r in await rows() if r.kind == "no_show" and r.payload["round"] == 1]
    assert row.outcome == "listed 3"


async def test_no_show_forfeits_players_neither_checked_in_nor_reported():
    await junqi_000()
    await set_value(
        ORGANISER, read_setting("自动弃权", "开"), CREATED
    )  # the regulation turns auto_forfeit on
    await advance(at("2026-12-12 19:30"))
    # everyone checks in but player 1 (table 1) and player 6 (table 2)
    for qq in PLAYERS[1:5] + PLAYERS[6:]:
        assert "第1轮签到成功" in await check_in(qq, at("2026-12-12 19:50"))
    await advance(at("2026-12-12 20:00"))
    # table 2 already reported: its first seat (player 5) won all three games, player 8 confirms
    await play.report_result(Actor(PLAYERS[4], GROUP), "胜胜胜", at("2026-12-12 20:10"))
    await play.confirm_report(Actor(PLAYERS[7], GROUP), True, at("2026-12-12 20:12"))
    notices = await advance(at("2026-12-12 20:15"))
    (forfeit,) = group_texts(notices)
    # the table is told: the three tablemates are @-mentioned with the absent player
    assert forfeit.startswith("第1桌 ") and f"{{@{PLAYERS[0]}}} 迟到未签到，判弃权" in forfeit
    assert forfeit.count("{@") == 4
    async with db.session() as s:
        results = {r.table_id: r for r in (await s.execute(select(Result))).scalars()}
    assert sorted(r.details.get("forfeits", []) for r in results.values()) == [[], [0]]
    # at 24:00 the round closes: table 1 forfeited by its first seat: 0 for player 1, 5 a game
    # (000 §八.13) = 15 for players 2-4; table 2: player 5 won 3 × 7 = 21, players 6-8 each
    # partnered player 5 once (7) and lost twice (1 + 1) = 9. Weighted by 0.2 (000 §六.4):
    # 21 → 4.2, 15 → 3, 9 → 1.8, 0 → 0
    standings = next(t for t in group_texts(await advance(at("2026-12-13 00:00"))) if "排名" in t)
    lines = standings.splitlines()
    assert lines[1].startswith("1. 【粤】棋手5(5) 4.2")
    # a line: "rank. name(seq) weighted_total　[round scores]"
    assert [line.split()[2] for line in lines[2:5]] == ["3", "3", "3"]
    assert [line.split()[2] for line in lines[5:8]] == ["1.8", "1.8", "1.8"]
    assert lines[8].split()[2] == "0" and "(1)" in lines[8]


async def test_cutoff_then_dispute_close_closes_the_round_and_posts_the_standings():
    await junqi_000()
    await advance(at("2026-12-12 20:05"))
    (cutoff,) = group_texts(await advance(at("2026-12-12 23:30")))
    assert "截止时间 23:30" in cutoff and "判和" in cutoff
    notices = await advance(at("2026-12-13 00:00"))
    closed, post = group_texts(notices)  # the closing and one post: standings, then who plays on
    standings, advancing = post.split("\n\n")
    assert closed.startswith("第1轮申诉时间已过（24:00）。第1轮已结束")
    # the timer closes like /结束本轮 确认: the silent tables are listed, and the organisers
    # are told privately which tables it drew
    assert "没有结果的桌按规程判和，每人每局 3 分：第1桌" in closed
    (told,) = private_to(notices, SUPERUSER)
    assert "自动结束" in told and "第1桌（【粤】棋手1" in told and "第2桌（" in told
    # no table reported: every game unfinished at the cutoff is a draw, 3 points (000 §八.11),
    # 3 × 3 = 9 a player, weighted 0.2 × 9 = 1.8; ties by sign-up order
    assert standings.splitlines()[1].startswith("1. 【粤】棋手1(1) 1.8")
    assert all(" 1.8" in line for line in standings.splitlines()[1:9])
    assert "晋级第2轮的 8 位选手：第2轮 2026-12-13 20:00 开赛" in advancing
    async with db.session() as s:
        (closed_round,) = (await s.execute(select(Round))).scalars()
    assert closed_round.status == "closed"
    assert closed_round.closed_at == at("2026-12-13 00:00")


# --------------------------------------------------------------------------- restarts


async def test_restart_replays_nothing_done_and_catches_up_within_grace():
    await junqi_000()
    for qq in PLAYERS:
        await check_in(qq, at("2026-12-12 19:00"))
    before = await advance(at("2026-12-12 19:30"))
    done = {r.id: (r.done_at, r.outcome) for r in await rows() if r.done_at}
    assert len(before) and len(done) == 3 + 3  # sign-up rows, round 1 reminders and check-in
    # the bot is down from 19:31 to 20:20: the start (20 min late) and the no-show check
    # (5 min late) are within the 30 min grace: they run at start-up, in order
    notices = await wake(at("2026-12-12 20:20"))
    assert {r.id: (r.done_at, r.outcome) for r in await rows() if r.id in done} == done
    # the tables; round 2's reminder (1 day before 12-13 20:00) waits for round 1's closing;
    # everyone checked in: nobody listed
    (tables,) = group_texts(notices)
    assert "第1桌" in tables and "第2桌" in tables
    caught_up = [r for r in await rows() if r.done_at == at("2026-12-12 20:20")]
    assert sorted((r.kind, r.outcome) for r in caught_up) == [
        ("no_show", "listed 0"),
        ("round_reminder", "deferred: round 1 on"),
        ("round_start", "seated"),
    ]
    assert not private_to(notices, SUPERUSER)
    assert await wake(at("2026-12-12 20:20")) == []


async def test_restart_skips_rows_older_than_grace_and_tells_the_organisers_privately():
    await junqi_000()
    await add_role(ORGANISER, "organiser", "10002")
    await advance(at("2026-12-12 19:30"))
    # down from 19:31 to 20:40: the start is 40 min late (> 30): skipped and reported, not
    # run; the no-show check is 25 min late: it runs, and finds no seated round
    notices = await wake(at("2026-12-12 20:40"))
    assert not group_texts(notices)
    for organiser in (SUPERUSER, "10002"):
        (report,) = private_to(notices, organiser)
        # round 1's start and round 2's 1-day reminder, both due 20:00; not the no-show check
        assert "第1轮 开赛（公布对阵）（原定 2026-12-12 20:00）" in report
        assert "第2轮 开赛提醒（原定 2026-12-12 20:00）" in report
        assert "未自动执行" in report and "迟到弃权判定" not in report
    by_kind = {r.kind: r for r in await rows() if r.payload.get("round") == 1}
    assert by_kind["round_start"].outcome == "skipped"
    assert by_kind["no_show"].outcome == "no open round"
    async with db.session() as s:
        assert (await s.execute(select(Round))).first() is None
    # skipped means done: a later start-up neither runs nor reports it again
    assert await wake(at("2026-12-12 20:41")) == []


# --------------------------------------------------------------------------- changing a time


async def test_setting_a_time_moves_the_pending_rows_only():
    await junqi_000()
    await advance(at("2026-12-09 20:00"))
    before = await rows()
    (reminded,) = [r for r in before if r.done_at is not None]
    assert reminded.kind == "signup_reminder"
    # round 1 one day later: the whole timetable moves by one day, keeping its gaps; the
    # sign-up rows, the posted 24 h reminder among them, stay as they were
    await set_value(ORGANISER, read_setting("第1轮", "2026-12-13 20:00"), at("2026-12-09 21:00"))
    after = await rows()
    assert sorted(r.id for r in after) == sorted(r.id for r in before)  # moved, none added or lost
    old = {r.id: r for r in before}
    for row in after:
        if row.kind.startswith("signup"):
            assert (row.due_at, row.done_at, row.outcome) == (
                old[row.id].due_at,
                old[row.id].done_at,
                old[row.id].outcome,
            )
        else:
            assert row.due_at - old[row.id].due_at == timedelta(days=1) and row.done_at is None
    # 12-12 20:00 is now 1 day before round 1: its reminder names the new start, nothing starts
    texts = group_texts(await advance(at("2026-12-12 20:00")))
    assert [t for t in texts if "第一轮 将于 2026-12-13 20:00 开赛" in t]
    assert not [r for r in await rows() if r.kind == "round_start" and r.done_at is not None]
    (start,) = [
        r for r in await schedule.pending(until=at("2026-12-13 20:00")) if r.kind == "round_start"
    ]
    assert start.payload == {"round": 1}


async def test_moving_the_deadline_later_moves_the_close_and_announces_the_new_deadline():
    await junqi_000()
    await advance(at("2026-12-09 20:00"))
    before = {r.id: r for r in await rows()}
    # deadline 12-10 20:00 → 12-11 20:00: the close and the 1 h reminder move one day; the
    # 24 h reminder, posted for the old deadline, is due again 24 h before the new one
    # (12-10 20:00): a new announcement, not a replay. The same rows, none added.
    await set_value(ORGANISER, read_setting("报名截止", "2026-12-11 20:00"), at("2026-12-09 21:00"))
    after = await rows()
    assert sorted(r.id for r in after) == sorted(before)
    assert {
        (r.kind, r.payload.get("before"), shown(r.due_at), r.done_at)
        for r in after
        if r.kind.startswith("signup")
    } == {
        ("signup_reminder", "1 天", "2026-12-10 20:00", None),
        ("signup_reminder", "1 小时", "2026-12-11 19:00", None),
        ("signup_close", None, "2026-12-11 20:00", None),
    }
    assert all(r.due_at == before[r.id].due_at for r in after if not r.kind.startswith("signup"))
    (reminder,) = group_texts(await advance(at("2026-12-10 20:00")))
    assert "2026-12-11 20:00 截止（还有 1 天）" in reminder
    (reminder,) = group_texts(await advance(at("2026-12-11 19:00")))
    assert "2026-12-11 20:00 截止（还有 1 小时）" in reminder
    closed, _ = group_texts(await advance(at("2026-12-11 20:00")))
    assert "报名已截止：正式 8 人" in closed


async def test_a_row_moved_into_the_past_is_neither_run_nor_reported_as_missed():
    await junqi_000()
    await advance(at("2026-12-10 21:00"))
    # at 12-10 21:00 round 1 moves to 12-11 20:30: its "1 day before" reminder would be due
    # 12-10 20:30, already past when the organiser sets it
    await set_value(ORGANISER, read_setting("第1轮", "2026-12-11 20:30"), at("2026-12-10 21:00"))
    notices = await wake(at("2026-12-10 21:00"))
    assert not [t for t in private_to(notices, SUPERUSER) if "停机" in t]
    assert not group_texts(notices)
    assert not [r for r in await schedule.pending(until=at("2026-12-10 21:00"))]


async def test_a_time_set_by_mistake_then_corrected_rearms_the_rows():
    await junqi_000()
    await advance(at("2026-12-10 21:00"))
    # at 21:00 on 12-10 an organiser types today's date for round 1 (its start, no-show and
    # reminders are then in the past), and corrects it a minute later to 12-12 20:00
    await set_value(ORGANISER, read_setting("第1轮", "2026-12-10 20:00"), at("2026-12-10 21:00"))
    await wake(at("2026-12-10 21:00"))
    await set_value(ORGANISER, read_setting("第1轮", "2026-12-12 20:00"), at("2026-12-10 21:01"))
    round_1 = {v for v in planned_view(await schedule.pending()) if v[1] == 1}
    assert round_1 == {
        ("round_reminder", 1, "1 天", "2026-12-11 20:00"),
        ("round_reminder", 1, "30 分钟", "2026-12-12 19:30"),
        ("checkin_open", 1, None, "2026-12-12 19:30"),
        ("round_start", 1, None, "2026-12-12 20:00"),
        ("no_show", 1, None, "2026-12-12 20:15"),
        ("cutoff", 1, None, "2026-12-12 23:30"),
        ("dispute_close", 1, None, "2026-12-13 00:00"),
    }
    assert [t for t in group_texts(await advance(at("2026-12-12 20:00"))) if "第1桌" in t]


async def test_a_job_left_at_a_rows_old_time_cannot_claim_it_early():
    await junqi_000(players=0)
    (start,) = [r for r in await rows() if r.kind == "round_start" and r.payload["round"] == 1]
    await set_value(ORGANISER, read_setting("第1轮", "2026-12-13 20:00"), at("2026-12-09 21:00"))
    # another process has not refreshed yet: its job wakes at the old time, 12-12 20:00
    assert await schedule.claim(start.id, at("2026-12-12 20:00")) is False
    (moved,) = [r for r in await rows() if r.id == start.id]
    assert (moved.due_at, moved.done_at) == (at("2026-12-13 20:00"), None)


async def test_signup_reopened_with_a_later_deadline_closes_at_that_deadline():
    await junqi_000(players=4)
    await advance(at("2026-12-10 20:00"))
    # after the close the organisers extend the deadline by a day and reopen
    await set_value(ORGANISER, read_setting("报名截止", "2026-12-11 20:00"), at("2026-12-10 21:00"))
    reopened = await set_open(ORGANISER, True, at("2026-12-10 21:00"))
    assert "截止 2026-12-11 20:00" in reopened.text
    texts = group_texts(await advance(at("2026-12-11 20:00")))
    assert [t for t in texts if "报名已截止：正式 4 人" in t]
    with pytest.raises(Refusal, match="截止"):
        await sign_up(
            Actor(PLAYERS[4], GROUP),
            f"报名 【粤】迟到 {PLAYERS[4]}",
            Members(),
            at("2026-12-11 20:05"),
        )


# --------------------------------------------------------------------------- check-in


async def test_check_in_after_the_next_round_opens_is_for_the_next_round():
    # round 2 on the same evening at 21:30: its check-in opens 30 min before, at 21:00
    await junqi_000()
    await set_value(ORGANISER, read_setting("第2轮", "2026-12-12 21:30"), CREATED)
    for qq in PLAYERS:
        await check_in(qq, at("2026-12-12 19:45"))
    notices = await advance(at("2026-12-12 21:00"))
    assert any("第2轮开始签到" in t for t in group_texts(notices))
    # round 1 is still open (its results come later); player 1 checks in for round 2
    reply = await check_in(PLAYERS[0], at("2026-12-12 21:05"))
    assert "第2轮签到成功" in reply
    async with db.session() as s:
        rounds = sorted(
            (await s.execute(select(Checkin.round_number).where(Checkin.entry_id == 1))).scalars()
        )
    assert rounds == [1, 2]


# --------------------------------------------------------------------------- /赛程


async def test_timetable_view_names_the_next_item_in_local_time():
    await junqi_000(players=0)
    text = (await timetable.show(ORGANISER, at("2026-12-01 12:05"))).text
    assert "（Asia/Shanghai）" in text.splitlines()[0]
    assert "报名截止：2026-12-10 20:00" in text
    assert "第一轮：2026-12-12 20:00" in text and "决赛第5轮：2026-12-16 19:30" in text
    assert "决赛第6轮（紧接第5轮）：2026-12-16 21:30" in text  # round 5's start + the 2-hour gap
    assert text.splitlines()[-1] == "下一项：2026-12-09 20:00 报名截止提醒（前 1 天）"
    await advance(at("2026-12-10 20:00"))
    text = (await timetable.show(ORGANISER, at("2026-12-10 20:01"))).text
    assert text.splitlines()[-1] == "下一项：2026-12-11 20:00 第1轮开赛提醒（前 1 天）"


async def test_timetable_view_before_any_date_says_how_to_set_them():
    await create_tournament(ORGANISER, "xiaomanyao-junqi-2023", None, CREATED)
    text = (await timetable.show(ORGANISER, CREATED)).text
    assert "报名截止：未定" in text and "/设置 第1轮" in text
    assert await rows() == []


# --------------------------------------------------------------------------- one claim wins


async def test_concurrent_claims_of_one_row_have_exactly_one_winner():
    await junqi_000(players=0)
    (row, *_) = await rows()
    outcomes = await asyncio.gather(
        *(schedule.claim(row.id, at("2026-12-09 20:00")) for _ in range(8))
    )
    assert sorted(outcomes) == [False] * 7 + [True]
    (claimed,) = [r for r in await rows() if r.id == row.id]
    assert (claimed.done_at, claimed.outcome) == (at("2026-12-09 20:00"), "fired")


async def test_fire_claims_acts_and_records_once_per_row(monkeypatch):
    await junqi_000(players=0)
    first, second, *_ = await rows()
    when = first.due_at
    # no bot reaches the group: the row is left for a later wake
    assert await timetable.fire(first.id, when, reaches=lambda group: False) is None
    assert (await rows())[0].done_at is None
    fired = await asyncio.gather(*(timetable.fire(first.id, when) for _ in range(8)))
    (won,) = [f for f in fired if f is not None]
    assert won.error is None and won.outcome != "fired"
    assert (await rows())[0].outcome == won.outcome
    assert await timetable.fire(first.id, when) is None  # done: never again

    async def broken(t, payload, now):
        raise RuntimeError("boom")

    monkeypatch.setitem(timetable.ACTIONS, second.kind, broken)
    failed = await timetable.fire(second.id, second.due_at)
    assert isinstance(failed.error, RuntimeError) and failed.outcome.startswith("failed")
    assert [n.target for n in failed.notices] == [SUPERUSER] and "执行出错：boom" in failed.notices[
        0
    ].text


async def test_the_timers_reads_of_pending_rows_use_the_pending_index(clean_db):
    """Done rows pile up over a season (a report timeout per table and round): the timer's
    reads of the pending rows go through (done_at, due_at), not a scan of every row."""
    if not db.is_sqlite():
        return  # PostgreSQL plans from its statistics; the plan checked here is SQLite's
    from sqlalchemy import event

    seen: list[tuple[str, tuple]] = []

    def record(conn, cursor, statement, parameters, context, executemany):
        if "FROM scheduledevent" in statement:
            seen.append((statement, tuple(parameters)))

    engine = db.engine().sync_engine
    event.listen(engine, "before_cursor_execute", record)
    try:
        await schedule.pending_times()
        await schedule.pending(until=datetime(2026, 12, 1, tzinfo=ZoneInfo("UTC")))
    finally:
        event.remove(engine, "before_cursor_execute", record)
    assert len(seen) == 2
    async with db.session() as s:
        conn = await s.connection()
        for statement, parameters in seen:
            plan = (await conn.exec_driver_sql(f"EXPLAIN QUERY PLAN {statement}", parameters)).all()
            assert any("ix_scheduledevent_pending" in row[-1] for row in plan), (statement, plan)
