"""The timetable as data: every due action is a ScheduledEvent row; the timer only wakes.

`sync_events` derives the rows a tournament's regulation asks for and moves/adds/removes
pending rows to match. A row fires exactly once: `claim` sets `done_at` with one atomic
`UPDATE … WHERE done_at IS NULL`, so several bot processes on one database never both run it.
"""

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, time, timedelta

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine.regulation import Regulation, Schedule
from models import db
from models.tables import ScheduledEvent, Tournament, id_of

from . import outbox
from .common import ORGANISER, UNMUTE, Notice, local, people_with, regulation_of, zone_of

KIND_NAMES = {
    "signup_reminder": "报名截止提醒",
    "signup_close": "报名截止",
    "round_reminder": "开赛提醒",
    "checkin_open": "开始签到",
    "round_start": "开赛（公布对阵）",
    "no_show": "迟到弃权判定",
    "cutoff": "截止时间（未完成对局判和）",
    "dispute_close": "申诉截止",
    "report_timeout": "报分确认时限",
    "window_open": "对局时间段开始（公布对阵）",
    "window_reminder": "结果截止提醒",
    "round_due": "本轮结束（结果截止）",
}
# rows that end a round's whole-group ban (比赛时禁言)
QUIET_ENDS = {"cutoff", "dispute_close"}
# kinds derived from the timetable (sync_events manages them); others are added by use cases
TIMETABLE_KINDS = set(KIND_NAMES) - {"report_timeout"}


@dataclass(frozen=True)
class Due:
    """One action the regulation asks for at a time."""

    kind: str
    payload: dict
    due_at: datetime

    @property
    def key(self) -> str:
        return self.kind + json.dumps(self.payload, sort_keys=True)


def _hours(delta: timedelta) -> str:
    minutes = int(delta.total_seconds() // 60)
    if minutes % (24 * 60) == 0:
        return f"{minutes // (24 * 60)} 天"
    if minutes % 60 == 0:
        return f"{minutes // 60} 小时"
    return f"{minutes} 分钟"


def local_midnight_after(t: Tournament, when: datetime) -> datetime:
    """The end (24:00) of the local day `when` falls on, as aware UTC."""
    zone = zone_of(t)
    day = when.astimezone(zone).date() + timedelta(days=1)
    return datetime.combine(day, time(0, 0), tzinfo=zone)


def _at_local_time(t: Tournament, start: datetime, at: time) -> datetime:
    """The first moment at local time `at` on or after the round's start (its match day)."""
    zone = zone_of(t)
    local_start = start.astimezone(zone)
    moment = datetime.combine(local_start.date(), at, tzinfo=zone)
    return moment if moment > local_start else moment + timedelta(days=1)


def planned(t: Tournament, reg: Regulation) -> list[Due]:
    """Every timed action of the tournament's timetable (nothing for rounds without a time)."""
    out: list[Due] = []
    deadline = reg.signup.deadline_utc()
    if deadline is not None and t.signup_open is not False:
        for before in reg.schedule.signup_reminders_before:
            out.append(Due("signup_reminder", {"before": _hours(before)}, deadline - before))
        out.append(Due("signup_close", {}, deadline))
    sched = reg.schedule
    for slot in sched.rounds:
        out += _window_rows(sched, slot.number)
        start = sched.round_start(slot.number)
        if start is None:
            continue
        n = {"round": slot.number}
        for before in sched.reminders_before:
            out.append(Due("round_reminder", {**n, "before": _hours(before)}, start - before))
        if sched.checkin_opens_before:
            out.append(Due("checkin_open", n, start - sched.checkin_opens_before))
        out.append(Due("round_start", n, start))
        if sched.no_show_minutes:
            out.append(Due("no_show", n, start + timedelta(minutes=sched.no_show_minutes)))
        if sched.cutoff is not None:
            out.append(Due("cutoff", n, _at_local_time(t, start, sched.cutoff)))
        if reg.disputes.deadline == "match_day_midnight":
            out.append(Due("dispute_close", n, local_midnight_after(t, start)))
    return out


def _window_rows(sched: Schedule, number: int) -> list[Due]:
    """A round's end (``round_due``) and, for a date window, its opening (``window_open``) and
    the reminder before its end (``window_reminder``)."""
    end = sched.round_end(number)
    if end is None:
        return []
    n = {"round": number}
    out = [Due("round_due", n, end)]
    opens = sched.window_opens(number)
    if opens is not None:
        out.append(Due("window_open", n, opens))
        before = sched.window_reminder_before
        if before is not None and end - before > opens:
            out.append(Due("window_reminder", {**n, "before": _hours(before)}, end - before))
    return out


async def sync_events(s: AsyncSession, t: Tournament, now: datetime) -> None:
    """Make the pending rows of `t` match its timetable: move changed times, add, remove.

    Rows already done are never re-created, so a change never replays an announcement.
    """
    rows = (
        (await s.execute(select(ScheduledEvent).where(col(ScheduledEvent.tournament_id) == t.id)))
        .scalars()
        .all()
    )
    existing = {row.kind + json.dumps(row.payload, sort_keys=True): row for row in rows}
    wanted = {due.key: due for due in planned(t, regulation_of(t))} if t.deleted_at is None else {}
    for key, row in existing.items():
        if row.kind not in TIMETABLE_KINDS:
            continue
        if row.done_at is not None and key in wanted and now < wanted[key].due_at != row.due_at:
            # done, but its time was moved to the future (a reopened sign-up, a corrected
            # mistake, a postponed round): that is a new announcement, so the row is armed again
            row.due_at, row.done_at, row.outcome = wanted[key].due_at, None, None
            continue
        if row.done_at is not None:
            continue
        if key not in wanted:
            await s.delete(row)
        elif wanted[key].due_at <= now:
            # moved into the past by a change of times: it will not happen, and was not missed
            row.due_at, row.done_at, row.outcome = wanted[key].due_at, now, "superseded"
        elif row.due_at != wanted[key].due_at:
            row.due_at = wanted[key].due_at
    for key, due in wanted.items():
        if key not in existing and due.due_at > now:
            s.add(
                ScheduledEvent(
                    tournament_id=id_of(t), kind=due.kind, payload=due.payload, due_at=due.due_at
                )
            )
    await s.flush()


async def pending(until: datetime | None = None) -> list[ScheduledEvent]:
    """Pending rows (optionally only those due by `until`), earliest first."""
    async with db.session() as s:
        query = select(ScheduledEvent).where(col(ScheduledEvent.done_at).is_(None))
        if until is not None:
            query = query.where(col(ScheduledEvent.due_at) <= until)
        return list(
            (
                await s.execute(query.order_by(col(ScheduledEvent.due_at), col(ScheduledEvent.id)))
            ).scalars()
        )


async def pending_times() -> list[tuple[int, datetime]]:
    """(id, due time) of every pending row: what the timer keeps a job for. Two columns, not
    rows: a round of 1,000 tables has 1,000 report timeouts pending, and every /报分 asks."""
    async with db.session() as s:
        query = select(col(ScheduledEvent.id), col(ScheduledEvent.due_at)).where(
            col(ScheduledEvent.done_at).is_(None)
        )
        # a primary key is never NULL (SQLModel types it Optional for rows not saved yet)
        return [(ident, due) for ident, due in (await s.execute(query)) if ident is not None]


# a job may wake a little before its time; a job left at a row's old time may not claim it
CLAIM_EARLY = timedelta(seconds=1)
IN_PROGRESS = "fired"


async def claim(event_id: int, now: datetime, outcome: str = IN_PROGRESS) -> bool:
    """Take a due row for this process: True only for the one caller whose UPDATE changed it.

    A row whose time was moved later (by another process's /设置) is not due, so a stale job
    left at the old time cannot take it.
    """
    async with db.engine().begin() as conn:
        result = await conn.execute(
            update(ScheduledEvent)
            .where(
                col(ScheduledEvent.id) == event_id,
                col(ScheduledEvent.done_at).is_(None),
                col(ScheduledEvent.due_at) <= now + CLAIM_EARLY,
            )
            .values(done_at=now, outcome=outcome)
        )
        return result.rowcount == 1


async def in_progress(event_id: int) -> bool:
    """Whether a row is claimed (by any process) and still running."""
    async with db.session() as s:
        row = await s.get(ScheduledEvent, event_id)
        return row is not None and row.done_at is not None and row.outcome == IN_PROGRESS


async def record_outcome(
    event_id: int,
    outcome: str,
    notices: Sequence[Notice] = (),
    tournament: Tournament | None = None,
    kind: str = "",
) -> None:
    """Note what a fired row did (for /赛程 and the organisers), and write the messages it
    must post that no change wrote already to the outbox, in the same transaction."""
    async with db.writer() as s:
        await s.execute(
            update(ScheduledEvent).where(col(ScheduledEvent.id) == event_id).values(outcome=outcome)
        )
        outbox.add(s, list(notices), tournament, KIND_NAMES.get(kind, kind))
    if any(True for _ in notices):
        outbox.wake(None)  # None: any chat may have rows due


async def skip_missed(now: datetime, grace: timedelta) -> list[Notice]:
    """Rows older than the grace period are not run: mark them skipped and tell the organisers."""
    notices: list[Notice] = []
    by_tournament: dict[int, list[ScheduledEvent]] = {}
    for row in await pending(until=now - grace):
        if await claim(id_of(row), now, outcome="skipped"):
            by_tournament.setdefault(row.tournament_id, []).append(row)
    async with db.session() as s:
        for tid, rows in by_tournament.items():
            t = await s.get(Tournament, tid)
            if t is None:
                continue
            lines = [
                f"赛事 #{t.id}「{t.name}」："
                "机器人停机期间错过了以下定时任务，超过宽限时间，未自动执行："
            ]
            for row in rows:
                what = KIND_NAMES.get(row.kind, row.kind)
                which = f"第{row.payload['round']}轮 " if "round" in row.payload else ""
                lines.append(f"· {which}{what}（原定 {local(t, row.due_at)}）")
            lines.append("请组委按需手动处理（如 /编排、/结束本轮）。")
            for user in await people_with(s, t, ORGANISER):
                notices.append(Notice("private", user, "\n".join(lines)))
            if (
                any(row.kind in QUIET_ENDS for row in rows)
                and regulation_of(t).schedule.quiet_during_games
            ):
                # a missed end of the quiet is not left waiting: the group is unmuted now
                notices.append(Notice(UNMUTE, t.group_id, ""))
    return notices


async def timetable(t: Tournament, now: datetime) -> list[tuple[datetime, str, bool]]:
    """(time, description, done) of every row, for `/赛程`."""
    async with db.session() as s:
        rows = (
            (
                await s.execute(
                    select(ScheduledEvent)
                    .where(col(ScheduledEvent.tournament_id) == t.id)
                    .order_by(col(ScheduledEvent.due_at))
                )
            )
            .scalars()
            .all()
        )
    out = []
    for row in rows:
        which = f"第{row.payload['round']}轮" if "round" in row.payload else ""
        extra = f"（前 {row.payload['before']}）" if "before" in row.payload else ""
        out.append(
            (
                row.due_at,
                f"{which}{KIND_NAMES.get(row.kind, row.kind)}{extra}",
                row.done_at is not None,
            )
        )
    return out
