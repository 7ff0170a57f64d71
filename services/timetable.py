"""What each timed row does when it fires, plus check-in (签到) and the `/赛程` view.

Every action takes `now` (the test clock injects it) and returns the messages to send; the
timer (plugins/qisai/timer.py) calls `fire` per due row and delivers what it returns.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import select
from sqlmodel import col

from engine.vocabulary import SEATED_STATUSES, EntryStatus
from models import db
from models.tables import Checkin, Entry, Report, ScheduledEvent, Tournament, id_of

from . import closing, referee, reports, schedule, seating, snapshot, views, windows
from .common import (
    ORGANISER,
    UNMUTE,
    Actor,
    Notice,
    Outcome,
    PlayerRef,
    Refusal,
    current_tournament,
    entry_of_user,
    local,
    people_with,
    referees,
    regulation_of,
    system_actor,
    tournament_unit,
)
from .outbox import owe
from .signup import listing, set_open, signup_open


@dataclass
class Fired:
    """A timed row this process claimed and ran: the messages to send and what it did."""

    notices: list[Notice]
    outcome: str
    error: Exception | None = None  # the action failed (the organisers are told in `notices`)
    tournament: Tournament | None = None

    @property
    def group(self) -> str | None:
        """The tournament's chat group (where a private notice that fails may fall back)."""
        return self.tournament.group_id if self.tournament else None


async def fire(
    event_id: int, now: datetime, reaches: Callable[[str], bool] = lambda group: True
) -> Fired | None:
    """The timer's one use case: claim a due row (exactly once across processes, by its
    conditional UPDATE), run its action and record the outcome; None when not claimed (another
    process has it, it is not due any more, or `reaches` says its group cannot be spoken to:
    a later wake runs it). A row whose tournament is gone is claimed and closed silently."""
    async with db.session() as s:
        row = await s.get(ScheduledEvent, event_id)
        t = await s.get(Tournament, row.tournament_id) if row else None
    if row is None or t is None:
        return (
            Fired([], "tournament gone")
            if await schedule.claim(event_id, now, outcome="tournament gone")
            else None
        )
    if not reaches(t.group_id) or not await schedule.claim(event_id, now):
        return None
    fired = Fired([], "", tournament=t)
    try:
        fired.notices, fired.outcome = await _act(row, t, now)
    except Exception as exc:
        fired.error, fired.outcome = exc, f"failed: {exc!r}"
        fired.notices = await _to_organisers(
            t,
            f"定时任务“{schedule.KIND_NAMES.get(row.kind, row.kind)}”执行出错：{exc}。请手动处理。",
        )
    await schedule.record_outcome(event_id, fired.outcome, fired.notices, t, row.kind)
    return fired


async def _act(row: ScheduledEvent, t: Tournament, now: datetime) -> tuple[list[Notice], str]:
    """Run a claimed row's action; returns the messages to send and a short outcome for the row."""
    if t.deleted_at is not None:
        return [], "tournament gone"
    try:
        return await ACTIONS[row.kind](t, row.payload, now)
    except Refusal as refusal:
        # the action could not be done (e.g. the field cannot be seated): the organisers decide
        return await _to_organisers(
            t, f"定时任务“{schedule.KIND_NAMES[row.kind]}”未执行：{refusal.message}"
        ), "refused"


async def _to_organisers(t: Tournament, text: str) -> list[Notice]:
    async with db.session() as s:
        people = await people_with(s, t, ORGANISER)
    return [Notice("private", uid, f"赛事 #{t.id}「{t.name}」：{text}") for uid in people]


async def _signup_reminder(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    reg = regulation_of(t)
    if not signup_open(t, reg, now):
        return [], "signup already closed"
    async with db.session() as s:
        count = len(
            (
                await s.execute(
                    select(col(Entry.id)).where(
                        col(Entry.tournament_id) == t.id, col(Entry.status).in_(SEATED_STATUSES)
                    )
                )
            ).all()
        )
    text = (
        f"「{t.name}」报名将于 {local(t, reg.signup.deadline_utc())} 截止"
        f"（还有 {payload['before']}），"
        f"目前已报名 {count} 人。报名格式：报名 【家族】昵称 QQ号"
    )
    return [Notice("group", t.group_id, text)], "posted"


async def _signup_close(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    closed = await set_open(system_actor(t), False, now)
    names = await listing(system_actor(t))
    return [
        Notice("group", t.group_id, closed.text),
        Notice("group", t.group_id, names.text),
    ], "closed"


async def _scopes(t: Tournament) -> list[snapshot.Snapshot]:
    """The snapshots of the scopes that play: the whole tournament, or each division that has
    rounds or active players (where divisions play their own rounds; an empty one is skipped)."""
    async with db.session() as s:
        snaps = await snapshot.load_all(s, t)
    return [
        snap
        for snap in snaps
        if snap.division is None
        or snap.rounds
        or any(e.status == EntryStatus.ACTIVE for e in snap.entries.values())
    ]


def _named(snaps: list[snapshot.Snapshot]) -> str:
    """`青少年组、公开组甲组` for division snapshots; "" for the whole tournament."""
    return "、".join(snap.division_name for snap in snaps if snap.division)


async def _round_reminder(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    """A reminder of round n, unless an earlier round is being seated or played now (its start
    has come and it is not closed) in any division: then the reminder would interrupt it, and
    the closing announcement of that round names round n's start instead."""
    reg = regulation_of(t)
    n = payload["round"]
    for snap in await _scopes(t):
        for earlier in range(1, n):
            rv = snap.rounds.get(earlier)
            start = reg.schedule.round_start(earlier)
            playing = rv is not None and rv.round.status != "closed"
            due = rv is None and start is not None and start <= now and snap.last_closed() < earlier
            if playing or due:
                return [], f"deferred: round {earlier} on"
    slot = reg.schedule.slot(n)
    room = f"，赛场：{reg.room}" if reg.room else ""
    clock = f"，用时：{reg.schedule.time_control}" if reg.schedule.time_control else ""
    text = (
        f"提醒：「{t.name}」{slot.label if slot else f'第{n}轮'} "
        f"将于 {local(t, reg.schedule.round_start(n))} "
        f"开赛{room}{clock}。"
    )
    return [Notice("group", t.group_id, text)], "posted"


async def _checkin_open(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    n = payload["round"]
    text = f"「{t.name}」第{n}轮开始签到：参赛选手请发送 /签到。未签到且未到场者按规程判弃权。"
    return [Notice("group", t.group_id, text)], "posted"


async def _round_start(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    """Round n's start: a scope (the tournament, or each division playing its own rounds)
    seated by hand earlier is called to start; one whose round n−1 is closed is seated now; one
    still playing round n−1 is left to the organisers."""
    n = payload["round"]
    snaps = await _scopes(t)
    seated = [
        snap for snap in snaps if n in snap.rounds and snap.rounds[n].round.status != "closed"
    ]
    if not seated and all(
        n in snap.rounds for snap in snaps
    ):  # run late (after a restart): the round is over
        return [], "already closed"
    ready = [snap for snap in snaps if n not in snap.rounds and snap.last_closed() == n - 1]
    blocked = [snap for snap in snaps if n not in snap.rounds and snap.last_closed() != n - 1]
    notices: list[Notice] = []
    done: list[str] = []
    if seated:
        # seated by hand earlier: the tables were posted then; now only the start is called
        reg = seated[0].reg
        room = f"，赛场：{reg.room}" if reg.room else ""
        first = seated[0].fmt.words.first_seat_word(reg)
        text = (
            f"「{t.name}」{_named(seated)}第{n}轮现在开赛{room}。"
            f"对阵见 /对阵 {n}；结果由{first}一方 /报分。"
        )
        start = reg.schedule.round_start(n)
        rounds = [snap.rounds[n].round for snap in seated]
        # seated at or after its start: the seating already announced it and muted the group
        started = start is None or all(
            r.seated_at is not None and _aware(r.seated_at) >= start for r in rounds
        )
        notices += [
            Notice("group", t.group_id, text),
            *([] if started else seating.round_start_actions(t, reg, n)),
        ]
        done.append(_outcome_of("already seated", seated))
    if ready and ready[0].division is None:
        notices += (await seating.seat_next_round(system_actor(t), now)).notices
        done.append("seated")
    elif ready:
        seated_now, refused = [], []
        for snap in ready:
            try:
                notices += (
                    await seating.seat_next_round(system_actor(t), now, snap.division_name)
                ).notices
                seated_now.append(snap)
            except Refusal as refusal:
                refused.append(snap)
                notices += await _to_organisers(
                    t, f"定时任务“{schedule.KIND_NAMES['round_start']}”未执行：{refusal.message}"
                )
        if seated_now:
            done.append(_outcome_of("seated", seated_now))
        if refused:
            done.append(_outcome_of("refused", refused))
    for snap in blocked:
        name = snap.division_name
        words = f" {name}" if name else ""
        notices += await _to_organisers(
            t,
            f"{name}第{n}轮到点了，但{name}第{snap.last_closed() + 1}轮尚未结束，未自动编排。"
            f"请 /结束本轮{words} 后 /编排{words}。",
        )
    if blocked:
        done.append(_outcome_of("blocked", blocked))
    return notices, "; ".join(done) or "nobody to seat"


def _outcome_of(what: str, snaps: list[snapshot.Snapshot]) -> str:
    """`seated` for the whole tournament; `seated youth, open_a` for divisions."""
    keys = ", ".join(snap.division for snap in snaps if snap.division)
    return f"{what} {keys}" if keys else what


async def _open_rounds(t: Tournament, n: int) -> list[tuple[snapshot.Snapshot, snapshot.RoundView]]:
    """Round `n` of each scope (the tournament, or each division) where it is seated and not
    closed."""
    out = []
    for snap in await _scopes(t):
        rv = snap.rounds.get(n)
        if rv is not None and rv.round.status != "closed":
            out.append((snap, rv))
    return out


def _aware(when: datetime) -> datetime:
    """A stored time as aware UTC (SQLite gives naive datetimes back)."""
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


async def _no_show(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    """At the no-show limit: per table without a result or report, who has not checked in,
    @-mentioning them and the arbitrators with the one command to forfeit. The bot cannot see
    the game room, so "not checked in" is not "absent": it forfeits by itself only where the
    regulation turns ``auto_forfeit`` on. Every division's round n where divisions play their
    own rounds (its tables are numbered across divisions, the notice names the division)."""
    n = payload["round"]
    open_rounds = await _open_rounds(t, n)
    if not open_rounds:
        return [], "no open round"
    table_ids = [tv.table.id for _, rv in open_rounds for tv in rv.tables]
    async with db.session() as s:
        checked = set(
            (
                await s.execute(
                    select(col(Checkin.entry_id)).where(
                        col(Checkin.tournament_id) == t.id, col(Checkin.round_number) == n
                    )
                )
            ).scalars()
        )
        reported = set(
            (
                await s.execute(
                    select(col(Report.table_id)).where(col(Report.table_id).in_(table_ids))
                )
            ).scalars()
        )
        arbitrators = await referees(s, t)
    reg = regulation_of(t)
    if not checked:  # check-in is not used by this group: nothing to tell the tables
        return await _to_organisers(
            t, f"第{n}轮无人签到，未列出迟到名单；迟到请用 /弃权 <选手> 处理。"
        ), "no check-ins"
    notices: list[Notice] = []
    missing = 0
    late = reg.schedule.no_show_minutes
    for snap, rv in open_rounds:
        name = snap.division_name
        standby = snapshot.standby(snap)
        for tv in rv.tables:
            if tv.result is not None or tv.table.id in reported or len(tv.entries) < 2:
                continue
            absent = [e for e in tv.entries if e.id not in checked]
            if not absent:
                continue
            missing += len(absent)
            if reg.schedule.auto_forfeit:
                for e in absent:
                    outcome = await referee.forfeit(
                        system_actor(t), PlayerRef.seq(e.seq), None, now
                    )
                    mates = " ".join(f"{{@{m.user_id}}}" for m in tv.entries if m.id != e.id)
                    hint = (
                        "组委可用 /替补 安排替补上场。"
                        if snap.fmt.signups.substitutes
                        else "如判错，组委可 /撤销 或 /录入 改判。"
                    )
                    if standby:
                        sub = standby.pop(0)
                        hint = (
                            f"替补顺位第一：{{@{sub.user_id}}}（序号 {sub.seq}），到场后组委发送 "
                            f"/替补 {e.seq} {sub.seq} 即可上场。"
                        )
                    notices.append(
                        Notice(
                            "group",
                            t.group_id,
                            f"{name}第{tv.table.number}桌 {mates}：{{@{e.user_id}}} 迟到未签到，"
                            f"判弃权（开赛 {late} 分钟仍未签到）。{outcome.text}\n{hint}",
                        )
                    )
                continue
            who = " ".join(f"{{@{e.user_id}}}（序号 {e.seq}）" for e in absent)
            refs = " ".join(
                f"{{@{uid}}}" for uid in arbitrators if uid not in {e.user_id for e in tv.entries}
            )
            commands = "、".join(f"/弃权 {e.seq}" for e in absent)
            text = (
                f"{name}第{n}轮第{tv.table.number}桌：{who} 开赛 {late} 分钟仍未签到。"
                "已到场请马上 /签到；"
                f"同桌可报 /报分 缺席 <选手>。请仲裁 {refs} 核实：确未到场的发 {commands}。"
            )
            notices.append(Notice("group", t.group_id, text))
    if reg.schedule.auto_forfeit:
        return notices, f"forfeited {missing}"
    return notices, f"listed {missing}"


async def _cutoff(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    n = payload["round"]
    # the ban of the round's start ends here, even when the round was closed or undone since
    lift = [Notice(UNMUTE, t.group_id, "")] if regulation_of(t).schedule.quiet_during_games else []
    open_rounds = await _open_rounds(t, n)
    if not open_rounds:
        return lift, "no open round"
    cutoff = regulation_of(t).schedule.cutoff
    assert cutoff is not None  # a cutoff row is planned only where the schedule has a cutoff
    text = (
        f"「{t.name}」{_named([snap for snap, _ in open_rounds])}第{n}轮已到截止时间 "
        f"{cutoff.strftime('%H:%M')}："
        "未完成的对局判和。已完成的对局请尽快 /报分；有异议请在当天 24:00 前 /申诉。"
    )
    return [Notice("group", t.group_id, text), *lift], "announced"


async def _dispute_close(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    """At the dispute deadline round n closes like `/结束本轮 确认`: in each division that is
    still playing it where divisions play their own rounds (a division already on another
    round is left alone)."""
    n = payload["round"]
    open_rounds = await _open_rounds(t, n)
    if not open_rounds:
        return [], "already closed"
    notices: list[Notice] = []
    drawn: list[str] = []
    for snap, _ in open_rounds:
        name = snap.division_name
        outcome, silent = await closing.close_round_drawn(
            system_actor(t), now, confirm=True, division=name
        )
        notices += [
            Notice("group", t.group_id, f"{name}第{n}轮申诉时间已过（24:00）。" + outcome.text),
            *outcome.notices,
        ]
        drawn += [f"{name}{line}" for line in silent]
    if drawn:
        cutoff = regulation_of(t).schedule.cutoff
        notices += await _to_organisers(
            t,
            f"第{n}轮已在 24:00 自动结束。以下桌没有任何结果，未进行的对局已按规程判和"
            f"（截止 {cutoff.strftime('%H:%M') if cutoff else ''}）："
            + "；".join(drawn)
            + "。如有误，请改判（/录入 不再可用：请用 /申诉 与 /裁决 改判）或 /撤销。",
        )
    return notices, _outcome_of("closed", [snap for snap, _ in open_rounds])


async def _window_open(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    """A date window opens: the round is seated as at a round start, and the pairs are told to
    agree a time within the window."""
    notices, outcome = await _round_start(t, payload, now)
    return [*notices, windows.window_notice(t, regulation_of(t), payload["round"])], outcome


async def _report_timeout(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    return await reports.report_timeout(t, payload, now), "checked"


ACTIONS = {
    "report_timeout": _report_timeout,
    "signup_reminder": _signup_reminder,
    "signup_close": _signup_close,
    "round_reminder": _round_reminder,
    "checkin_open": _checkin_open,
    "round_start": _round_start,
    "no_show": _no_show,
    "cutoff": _cutoff,
    "dispute_close": _dispute_close,
    "window_open": _window_open,
    "window_reminder": windows.window_reminder,
    "round_due": windows.round_due,
}


def checkin_round(snap: snapshot.Snapshot, now: datetime) -> int:
    """The round a /签到 now is for: the next round once its check-in has opened (with several
    rounds a day it opens while the current one is still played), else the open round, else
    the next one."""
    cur = snap.current_round()
    nxt = (cur.round.number if cur else snap.last_closed()) + 1
    start = snap.reg.schedule.round_start(nxt)
    opens = snap.reg.schedule.checkin_opens_before
    if cur is None or (start is not None and opens is not None and now >= start - opens):
        return nxt
    return cur.round.number


async def check_in(actor: Actor, now: datetime) -> Outcome:
    """`/签到`: check in for the coming (or current) round."""
    async with tournament_unit(actor, "签到") as (work, t):
        s = work.session
        entry = await entry_of_user(s, t, actor.user_id)
        if entry is None or entry.status != EntryStatus.ACTIVE:
            raise Refusal(f"你不是赛事「{t.name}」的正式参赛选手，无需签到。")
        snap = await snapshot.load_for(s, t, entry)
        n = checkin_round(snap, now)
        if n in snap.rounds and snap.table_of(id_of(entry), n) is None:
            raise Refusal(f"你不在第{n}轮的对阵中，无需签到。")
        done = (
            await s.execute(
                select(Checkin).where(
                    col(Checkin.tournament_id) == t.id,
                    col(Checkin.round_number) == n,
                    col(Checkin.entry_id) == entry.id,
                )
            )
        ).scalar_one_or_none()
        if done is not None:
            return Outcome(f"你已在 {local(t, done.at)} 签到过第{n}轮。")
        s.add(Checkin(tournament_id=id_of(t), round_number=n, entry_id=id_of(entry), at=now))
        return owe(work, Outcome(f"序号 {entry.seq} {entry.name} 第{n}轮签到成功。"), actor)


async def show(actor: Actor, now: datetime) -> Outcome:
    """`/赛程`: the timetable in local time and what happens next."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        rounds = await views.round_list(s, t)
    reg = regulation_of(t)
    lines = [f"「{t.name}」赛程（{reg.timezone}）："]
    deadline = reg.signup.deadline_utc()
    lines.append(f"报名截止：{local(t, deadline)}")
    for r in rounds:  # the rounds the format plays, as the API lists them
        done = {"closed": "（已结束）", "seated": "（进行中）"}.get(r["status"], "")
        lines.append(f"{r['label']}：{windows.round_time_text(t, reg, r['number'])}{done}")
    upcoming = [
        (when, what)
        for when, what, done in await schedule.timetable(t, now)
        if not done and when > now
    ]
    if upcoming:
        when, what = upcoming[0]
        lines.append(f"下一项：{local(t, when)} {what}")
    elif not deadline and not any(reg.schedule.round_start(x.number) for x in reg.schedule.rounds):
        lines.append("尚未设定日期：组委用 /设置 报名截止 … 和 /设置 第1轮 … 设定。")
    return Outcome("\n".join(lines))
