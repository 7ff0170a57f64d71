"""Withdrawals (`/退赛`): a place freed, a late withdrawal recorded and perhaps banned (002),
and the waiting list's first entry of the freed capacity pool promoted."""

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import regulation as regulations
from engine.regulation import Regulation
from engine.vocabulary import LIVE_STATUSES, SEATED_STATUSES, EntryStatus
from models.tables import Ban, Entry, Tournament

from .common import (
    Actor,
    Notice,
    Outcome,
    PlayerRef,
    Refusal,
    is_organiser,
    local,
    regulation_of,
    resolve_entry,
    tournament_unit,
)
from .outbox import owe
from .signup_checks import find_live_entry, takes_newcomers

LIVE = LIVE_STATUSES


async def withdraw(actor: Actor, now: datetime, player: PlayerRef | None = None) -> Outcome:
    """`/退赛`: free the place; late withdrawals are recorded and may bring a ban (002).

    `/退赛 <选手>` names the player: oneself, or — for an organiser — anyone (audited as the
    organiser's act; the regulation's late-withdrawal rules apply all the same)."""
    command = f"退赛 {player.text}" if player is not None else "退赛"
    async with tournament_unit(actor, command) as (work, t):
        s = work.session
        named = await resolve_entry(s, t, player) if player is not None else None
        entry: Entry | None
        if named is not None and named.user_id != actor.user_id:
            if not await is_organiser(s, t, actor):
                raise Refusal("只有组委可以让其他选手退赛。你自己退赛请只发送 /退赛。")
            if named.status not in LIVE:
                raise Refusal(
                    f"序号 {named.seq} {named.name} 当前是{EntryStatus.label_of(named.status)}，"
                    "不能退赛。"
                )
            entry = named
        else:
            entry = await find_live_entry(s, t, actor.user_id)
        if entry is None:
            raise Refusal(f"你没有报名赛事 #{t.id}「{t.name}」，无需退赛。")
        reg = regulation_of(t)
        was = entry.status
        entry.status = EntryStatus.WITHDRAWN
        entry.withdrawn_at = now
        lines = [f"序号 {entry.seq} {entry.name} 已退赛。"]
        notices: list[Notice] = []
        late = _late(t, reg, now)
        if late and was != EntryStatus.WAITING:
            entry.fields = {**entry.fields, "late_withdrawal": True}
            lines.append(f"退赛时间晚于规程规定（{late}），记为逾期退赛。")
            if reg.signup.late_withdrawal_ban_days:
                until = now + timedelta(days=reg.signup.late_withdrawal_ban_days)
                s.add(
                    Ban(
                        user_id=entry.user_id,
                        reason=f"赛事「{t.name}」逾期退赛",
                        tournament_id=t.id,
                        created_at=now,
                        until=until,
                    )
                )
                lines.append(f"按规程禁赛至 {local(t, until)}，期间不能报名其他赛事。")
        if was in SEATED_STATUSES and not takes_newcomers(t, reg):
            if await _first_waiting(s, t, entry.division) is not None:
                lines.append("比赛已经开始，本规程不接受中途加入的选手，候补不再递补。")
        elif was in SEATED_STATUSES:
            promoted = await promote_waiting(s, t, entry.division)
            if promoted is not None:
                lines.append(f"候补 序号 {promoted.seq} {promoted.name} 递补为正式选手。")
                notices.append(
                    Notice(
                        "private",
                        promoted.user_id,
                        f"你在赛事「{t.name}」的候补（序号 {promoted.seq}）已递补为正式选手。",
                    )
                )
                notices.append(
                    Notice(
                        "group",
                        t.group_id,
                        f"{promoted.name} 递补为正式选手（序号 {promoted.seq}）。",
                        mentions=[promoted.user_id],
                    )
                )
        return owe(work, Outcome("\n".join(lines), notices=notices), actor)


def _late(t: Tournament, reg: Regulation, now: datetime) -> str | None:
    """The withdrawal limit as text when `now` is past it, else None; measured from the
    competition's start, round 1 or where it has no time the first date's check-in (002)."""
    before = reg.signup.withdraw_deadline_before_start
    start = regulations.competition_start(reg)
    if before is None or start is None or now <= start.at - before:
        return None
    hours = int(before.total_seconds() // 3600)
    limit = f"{hours // 24} 天" if hours % 24 == 0 else f"{hours} 小时"
    return f"开赛前 {limit}；开赛按{start.source} {local(t, start.at)} 计"


async def _first_waiting(s: AsyncSession, t: Tournament, division: str | None) -> Entry | None:
    """The earliest waiting entry of the capacity pool of ``division``."""
    reg = regulation_of(t)
    pool = next((p.divisions for p in reg.capacity_pools if division in p.divisions), None)
    query = select(Entry).where(
        col(Entry.tournament_id) == t.id, col(Entry.status) == EntryStatus.WAITING
    )
    if pool is not None:
        query = query.where(col(Entry.division).in_(pool))
    return (await s.execute(query.order_by(col(Entry.seq)).limit(1))).scalars().first()


async def promote_waiting(s: AsyncSession, t: Tournament, division: str | None) -> Entry | None:
    """The earliest waiting entry of the freed capacity pool becomes active (or pending)."""
    reg = regulation_of(t)
    waiting = await _first_waiting(s, t, division)
    if waiting is None:
        return None
    waiting.status = EntryStatus.PENDING if reg.signup.require_approval else EntryStatus.ACTIVE
    return waiting
