"""Round windows: a round's own end (第1轮 13:10–13:50) and rounds played in a date window
(「3月18日至6月18日之间自行约定」: the pair agrees a time, results due by the window's end).

The timed rows (services/schedule.py `planned`): ``window_reminder`` (the window's end minus
``schedule.window_reminder_before``: the pairs without a result are reminded) and
``round_due`` (the round's end: the tables still without a result are named to the group and
the organisers). The window's opening seats the round like a round start
(services/timetable.py)."""

from datetime import datetime

from sqlalchemy import select
from sqlmodel import col

from engine.regulation import Regulation
from engine.regulation.summary import round_window_text
from models import db
from models.tables import Report, Tournament

from . import snapshot
from .common import ORGANISER, Notice, local, people_with, regulation_of, zone_of


def round_time_text(t: Tournament, reg: Regulation, number: int) -> str:
    """Round ``number``'s time as `/赛程` shows it: its start, its start and end
    (``2026-01-10 13:10–13:50``) or its date window (``… 至 … 之间自行约定``)."""
    sched = reg.schedule

    def shown(when: datetime | None) -> str | None:
        return when.astimezone(zone_of(t)).strftime("%Y-%m-%dT%H:%M") if when else None

    return round_window_text(
        shown(sched.round_start(number)),
        shown(sched.round_end(number)),
        shown(sched.window_opens(number)),
    )


async def _waiting_tables(
    t: Tournament, n: int
) -> tuple[bool, list[tuple[str, snapshot.TableView]]]:
    """Whether round ``n`` is open anywhere (in some division), and its tables of two or more
    players with neither a result nor a report, each with its division's name ("" for
    none)."""
    async with db.session() as s:
        snaps = await snapshot.load_all(s, t)
        open_rounds = [
            (snap, snap.rounds[n])
            for snap in snaps
            if n in snap.rounds and snap.rounds[n].round.status != "closed"
        ]
        ids = [tv.table.id for _, rv in open_rounds for tv in rv.tables]
        reported = (
            set(
                (
                    await s.execute(
                        select(col(Report.table_id)).where(col(Report.table_id).in_(ids))
                    )
                ).scalars()
            )
            if ids
            else set()
        )
    waiting = [
        (snap.division_name or "", tv)
        for snap, rv in open_rounds
        for tv in rv.tables
        if tv.result is None and tv.table.id not in reported and len(tv.entries) >= 2
    ]
    return bool(open_rounds), waiting


def _table_line(name: str, tv: snapshot.TableView) -> str:
    who = " ".join(f"{{@{e.user_id}}}（序号 {e.seq}）" for e in tv.entries)
    return f"{name}第{tv.table.number}桌 {who}"


async def window_reminder(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    """``window_before`` before a date window's end: the pairs of round n without a result are
    reminded in the group (each player @-mentioned) to agree a time, play and `/报分`."""
    n = payload["round"]
    reg = regulation_of(t)
    open_anywhere, waiting = await _waiting_tables(t, n)
    if not open_anywhere:
        return [], "no open round"
    if not waiting:
        return [], "all reported"
    end = local(t, reg.schedule.round_end(n))
    lines = [
        f"提醒：「{t.name}」第{n}轮须在 {end} 前完成（还有 {payload['before']}），"
        "以下对局尚无结果，请尽快约定时间对局并 /报分："
    ]
    lines += [_table_line(name, tv) for name, tv in waiting]
    return [Notice("group", t.group_id, "\n".join(lines))], f"reminded {len(waiting)}"


async def round_due(t: Tournament, payload: dict, now: datetime) -> tuple[list[Notice], str]:
    """Round n's end (``ends_at``): results are due. The tables still without a result are
    named in the group, and the organisers are told how to finish the round (`/录入`, or
    `/结束本轮 确认`: the unplayed games as the regulation's cutoff result); a round with
    every result in is left for `/结束本轮`."""
    n = payload["round"]
    reg = regulation_of(t)
    open_anywhere, waiting = await _waiting_tables(t, n)
    if not open_anywhere:
        return [], "no open round"
    end = local(t, reg.schedule.round_end(n))
    async with db.session() as s:
        organisers = await people_with(s, t, ORGANISER)
    if not waiting:
        text = (
            f"赛事 #{t.id}「{t.name}」：第{n}轮已到结束时间 {end}，各桌结果都已提交，可 /结束本轮。"
        )
        return [Notice("private", uid, text) for uid in organisers], "all reported"
    lines = [f"「{t.name}」第{n}轮已到结束时间 {end}，以下对局没有提交结果："]
    lines += [_table_line(name, tv) for name, tv in waiting]
    lines.append("已下完的请马上 /报分；组委将按规程处理未提交的对局。")
    tables = "、".join(f"{name}第{tv.table.number}桌" for name, tv in waiting)
    private = (
        f"赛事 #{t.id}「{t.name}」：第{n}轮已到结束时间 {end}，{tables} 没有结果。"
        "请 /录入 <桌> <结果>，或 /结束本轮 确认（未下的对局按规程的截止结果处理）。"
    )
    return [
        Notice("group", t.group_id, "\n".join(lines)),
        *[Notice("private", uid, private) for uid in organisers],
    ], f"listed {len(waiting)}"


def window_notice(t: Tournament, reg: Regulation, n: int) -> Notice:
    """The group post at a date window's opening: the pairs agree a time themselves."""
    sched = reg.schedule
    text = (
        f"「{t.name}」第{n}轮对局时间：{local(t, sched.window_opens(n))} 至 "
        f"{local(t, sched.round_end(n))} 之间，由双方自行约定。对阵见 /对阵 {n}；"
        f"结果请在 {local(t, sched.round_end(n))} 前 /报分。"
    )
    return Notice("group", t.group_id, text)
