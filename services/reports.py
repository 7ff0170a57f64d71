"""Players' score reports: `/报分` (a result, or a tablemate's absence), `/确认` · `/异议`,
and what an unconfirmed report comes to after the regulation's time.

A report stands when another player of the table confirms it (or, where the regulation
says so, when no one objects in time); reports that disagree go to the referees.
"""

from datetime import datetime, timedelta

from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from models import db
from models.tables import Entry, Report, ScheduledEvent, Tournament, id_of

from . import snapshot
from .common import (
    Actor,
    Notice,
    Outcome,
    PlayerRef,
    Refusal,
    entry_of_user,
    referees,
    resolve_entry,
    tournament_unit,
)
from .outbox import owe
from .results import (
    ABSENT,
    display_name,
    games_of,
    games_text,
    parse_result,
    points_line,
    result_text,
    store,
)

# a round's reports and confirmations each run these: built once (building cost more than running)
_REPORTS_OF_TABLE = (
    select(Report).where(col(Report.table_id) == bindparam("table")).order_by(col(Report.id))
)
_REPORT_TO_CONFIRM = (
    select(Report)
    .where(
        col(Report.table_id) == bindparam("table"),
        col(Report.reporter) != bindparam("user"),
        col(Report.status) == "reported",
    )
    .order_by(col(Report.created_at).desc())
)
_TIMEOUTS_OF_TABLE = select(ScheduledEvent).where(
    col(ScheduledEvent.tournament_id) == bindparam("tid"),
    col(ScheduledEvent.kind) == "report_timeout",
    col(ScheduledEvent.done_at).is_(None),
    col(ScheduledEvent.payload)["table_id"].as_integer() == bindparam("table"),
)


async def report_result(
    actor: Actor, text: str, now: datetime, absent_player: PlayerRef | None = None
) -> Outcome:
    """`/报分 <结果>`: a player reports their table; it stands when another player `/确认`s.
    `/报分 缺席 <选手>` (``absent_player``): a tablemate did not come; once confirmed like any
    report, that player forfeits the round (000 §八.1)."""
    async with tournament_unit(
        actor, f"报分 {'缺席 ' + absent_player.text if absent_player is not None else text}"
    ) as (work, t):
        s = work.session
        entry = await entry_of_user(s, t, actor.user_id)
        snap = await snapshot.load_table(s, t, entry)  # this table only: cheap at any field size
        snap.check_format()
        cur = snap.current_round()
        if cur is None:
            raise Refusal("现在没有进行中的轮次：本轮已结束，不能再报分；有异议请用 /申诉。")
        if entry is None or (tv := snap.table_of(id_of(entry))) is None:
            raise Refusal(f"你不在第{cur.round.number}轮的任何一桌，不能报分。")
        if tv.result is not None and tv.result.source in ("referee", "ruling"):
            raise Refusal(
                f"第{tv.table.number}桌已由裁判录入 {result_text(snap, tv)}，如有异议请 /申诉。"
            )
        if (why := _who_reports(snap, tv, entry)) is not None:
            raise Refusal(why)
        if absent_player is not None:
            absent = await resolve_entry(s, t, absent_player)
            if absent.id not in tv.table.seats:
                raise Refusal(
                    f"序号 {absent.seq} {absent.name} 不在你这一桌（第{tv.table.number}桌），"
                    "只能报本桌选手缺席。"
                )
            if absent.id == entry.id:
                raise Refusal("不能报自己缺席。不能到场请告知组委。")
            games = f"{ABSENT}{absent.seq}"
        reports = (await s.execute(_REPORTS_OF_TABLE, {"table": tv.table.id})).scalars().all()
        mine = next((r for r in reports if r.reporter == actor.user_id), None)
        if absent_player is None:
            rules = snap.fmt.results
            parsed = parse_result(snap, tv, text)
            if rules.load_result(rules.dump_result(parsed)[0], {}) != parsed:
                raise Refusal(
                    "报分只报各局胜负（如 胜和负）；弃权由裁判记录，"
                    "同桌有人没来请发 /报分 缺席 <选手>。"
                )
            before = (
                rules.load_result(mine.games, {})
                if mine is not None and not mine.games.startswith(ABSENT)
                else None
            )
            games = rules.dump_result(rules.reported(before, parsed))[0]
        if mine is not None and mine.games == games:
            return Outcome(f"你已报过第{tv.table.number}桌 {games_text(snap, games)}，无需重复。")
        if mine is None:
            mine = Report(
                table_id=id_of(tv.table), reporter=actor.user_id, games=games, created_at=now
            )
            s.add(mine)
        else:
            mine.games, mine.status, mine.confirmed_by, mine.created_at = (
                games,
                "reported",
                None,
                now,
            )
        others = [
            r
            for r in reports
            if r.reporter != actor.user_id and r.status in ("reported", "confirmed")
        ]
        if any(o.games != games for o in others):
            for o in others:
                o.status = "contested"
            mine.status = "contested"
            await _clear_report_result(s, tv)
            return owe(
                work,
                Outcome(
                    f"第{tv.table.number}桌的报分与同桌不一致"
                    f"（{'、'.join(games_text(snap, o.games) for o in others)} 与 "
                    f"{games_text(snap, games)}），已交裁判处理。",
                    notices=await _referee_notices(s, t, cur.round.number, tv, "报分不一致"),
                ),
                actor,
            )
        mates = [e for e in tv.entries if e.user_id != actor.user_id]
        await _schedule_report_timeout(s, t, snap, tv, actor.user_id, now)
        side = "" if games.startswith(ABSENT) else "（从先手一方看）"
        return owe(
            work,
            Outcome(
                f"已记录第{tv.table.number}桌报分：{games_text(snap, games)}{side}。请同桌 "
                + " ".join(f"{{@{e.user_id}}}" for e in mates)
                + " 发送 /确认 或 /异议。"
            ),
            actor,
        )


async def _schedule_report_timeout(
    s: AsyncSession,
    t: Tournament,
    snap: snapshot.Snapshot,
    tv: snapshot.TableView,
    reporter: str,
    now: datetime,
) -> None:
    """Where the regulation sets a time, an unconfirmed report is confirmed or escalated then."""
    minutes = snap.reg.disputes.auto_confirm_minutes
    if not minutes:
        return
    due = now + timedelta(minutes=minutes)
    payload = {"table_id": tv.table.id, "reporter": reporter}
    # this table's pending timeouts only (a round's thousand reports would each read them all)
    pending = (
        (await s.execute(_TIMEOUTS_OF_TABLE, {"tid": t.id, "table": tv.table.id})).scalars().all()
    )
    same = next((row for row in pending if row.payload == payload), None)
    if same is not None:
        same.due_at = due  # a replaced report gets the full time again
    else:
        s.add(
            ScheduledEvent(
                tournament_id=id_of(t), kind="report_timeout", due_at=due, payload=payload
            )
        )


async def report_timeout(t: Tournament, payload: dict, now: datetime) -> list[Notice]:
    """An unconfirmed report after the regulation's time: it stands (auto_confirm) or the
    arbitrators are asked (escalate). Nothing happens if it was confirmed, contested or replaced."""
    async with db.unit("system", "报分确认时限") as work:
        s = work.session
        work.tournament_id = t.id
        report = (
            await s.execute(
                select(Report).where(
                    col(Report.table_id) == payload["table_id"],
                    col(Report.reporter) == payload["reporter"],
                )
            )
        ).scalar_one_or_none()
        if report is None or report.status != "reported":
            return []
        found = [
            (snap, r)
            for snap in await snapshot.load_all(s, t)
            for r in snap.rounds.values()
            if any(x.table.id == report.table_id for x in r.tables)
        ]
        if not found or found[0][1].round.status == "closed":
            return []
        snap, rv = found[0]
        tv = next(x for x in rv.tables if x.table.id == report.table_id)
        if snap.reg.disputes.unconfirmed == "escalate":
            return await _referee_notices(s, t, rv.round.number, tv, "报分超时无人确认")
        if tv.result is not None and tv.result.source in ("referee", "ruling"):
            return []
        report.status, report.confirmed_by = "confirmed", "system"
        store(s, snap, tv, games_of(snap, tv, report.games), "report", report.reporter, now)
        minutes = snap.reg.disputes.auto_confirm_minutes
        text = (
            f"第{rv.round.number}轮第{tv.table.number}桌报分 {games_text(snap, report.games)} "
            f"已过 {minutes} 分钟无人异议，自动确认。" + points_line(snap, tv)
        )
        return owe(work, Outcome("", notices=[Notice("group", t.group_id, text)])).notices


async def _clear_report_result(s: AsyncSession, tv: snapshot.TableView) -> None:
    if tv.result is not None and tv.result.source == "report":
        await s.delete(tv.result)
        tv.result, tv.value = None, None


async def _referee_notices(
    s: AsyncSession, t: Tournament, number: int, tv: snapshot.TableView, why: str
) -> list[Notice]:
    who = "、".join(display_name(e) for e in tv.entries)
    text = (
        f"赛事「{t.name}」第{number}轮第{tv.table.number}桌（{who}）{why}，"
        f"请裁判 /录入 {tv.table.number} <结果>。"
    )
    return [Notice("private", uid, text) for uid in await referees(s, t)]


def _who_reports(snap: snapshot.Snapshot, tv: snapshot.TableView, entry: Entry) -> str | None:
    """Why this player of the table may not report or confirm (the format's rule: a team
    event's captains only); None: he may."""
    seats = tv.table.seats
    return snap.fmt.report_refusal(snap.reg, len(seats), seats.index(id_of(entry)))


async def confirm_report(actor: Actor, agree: bool, now: datetime) -> Outcome:
    """`/确认` · `/异议`: another player of the table accepts or contests the pending report."""
    word = "确认" if agree else "异议"
    async with tournament_unit(actor, word) as (work, t):
        s = work.session
        entry = await entry_of_user(s, t, actor.user_id)
        snap = await snapshot.load_table(s, t, entry)
        cur = snap.current_round()
        if entry is None or cur is None or (tv := snap.table_of(id_of(entry))) is None:
            raise Refusal("你现在不在进行中轮次的任何一桌，没有可以确认的报分。")
        if (why := _who_reports(snap, tv, entry)) is not None:
            raise Refusal(why)
        pending = (
            (await s.execute(_REPORT_TO_CONFIRM, {"table": tv.table.id, "user": actor.user_id}))
            .scalars()
            .first()
        )
        if pending is None:
            raise Refusal(f"第{tv.table.number}桌没有等待{word}的报分（自己的报分不能自己确认）。")
        if not agree:
            pending.status = "contested"
            return owe(
                work,
                Outcome(
                    f"第{tv.table.number}桌的报分 {games_text(snap, pending.games)} 有异议，"
                    "已交裁判处理。",
                    notices=await _referee_notices(s, t, cur.round.number, tv, "报分有异议"),
                ),
                actor,
            )
        pending.status, pending.confirmed_by = "confirmed", actor.user_id
        store(s, snap, tv, games_of(snap, tv, pending.games), "report", pending.reporter, now)
        return owe(
            work,
            Outcome(
                f"第{tv.table.number}桌结果 {games_text(snap, pending.games)} 已确认。"
                + points_line(snap, tv)
            ),
            actor,
        )
