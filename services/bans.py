"""Bans (禁赛): the list of bans in force (`/禁赛列表`) and lifting them (`/解禁`), each ban
seen and lifted by the organisers of the tournament that set it (every ban by a superuser)."""

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from models import db
from models.tables import Ban, Role, Tournament

from .common import (
    ORGANISER,
    Actor,
    Outcome,
    Refusal,
    current_tournament,
    local,
    require_organiser,
    shown_qq,
    tournament_unit,
)
from .outbox import owe


async def _ban_scope(s: AsyncSession, actor: Actor) -> set[int] | None:
    """The tournaments whose bans the actor sees and lifts: every one for a superuser (None),
    else those the actor organises (a ban belongs to the tournament that set it)."""
    if actor.superuser:
        return None
    rows = await s.execute(
        select(col(Role.tournament_id)).where(
            col(Role.user_id) == actor.user_id, col(Role.role) == ORGANISER
        )
    )
    return set(rows.scalars())


def _ban_line(actor: Actor, ban: Ban, names: dict[int | None, str], t: Tournament) -> str:
    """A ban in force as `/禁赛列表` lists it, with the tournament that set it (`names`: every
    tournament's name by id)."""
    origin = (
        f"赛事 #{ban.tournament_id}「{names.get(ban.tournament_id, '已删除')}」"
        if ban.tournament_id
        else "（无赛事）"
    )
    until = f"至 {local(t, ban.until)}" if ban.until else "无期限"
    return f"#{ban.id} {shown_qq(actor, ban.user_id)} {until}，{ban.reason}，由{origin}设置"


async def list_bans(actor: Actor, now: datetime) -> Outcome:
    """`/禁赛列表`: bans in force that the tournaments the actor organises set (all for a
    superuser), each with the tournament that set it."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        await require_organiser(s, t, actor, "查看禁赛名单")
        scope = await _ban_scope(s, actor)
        query = select(Ban).where(col(Ban.lifted_at).is_(None))
        if scope is not None:
            query = query.where(col(Ban.tournament_id).in_(scope))
        bans = (await s.execute(query.order_by(col(Ban.id)))).scalars().all()
        names = dict((await s.execute(select(col(Tournament.id), col(Tournament.name)))).all())
    live = [b for b in bans if b.until is None or b.until > now]
    whose = "" if scope is None else "你管理的赛事设置的"
    if not live:
        return Outcome(f"目前没有{whose}禁赛中的账号。")
    lines = [f"{whose}禁赛中的账号："]
    lines += [_ban_line(actor, b, names, t) for b in live]
    lines.append("解除：/解禁 <QQ号>")
    return Outcome("\n".join(lines))


async def lift_ban(actor: Actor, qq: str | None, now: datetime) -> Outcome:
    """`/解禁 <QQ号>`: lift the bans of an account that the tournaments the actor organises set
    (any ban for a superuser)."""
    if not qq:
        raise Refusal("格式：/解禁 <QQ号>，例如：/解禁 346631485（禁赛名单见 /禁赛列表）")
    async with tournament_unit(actor, f"解禁 {qq}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "解除禁赛")
        scope = await _ban_scope(s, actor)
        rows = (
            (
                await s.execute(
                    select(Ban).where(col(Ban.user_id) == qq, col(Ban.lifted_at).is_(None))
                )
            )
            .scalars()
            .all()
        )
        live = [b for b in rows if b.until is None or b.until > now]
        mine = [b for b in live if scope is None or b.tournament_id in scope]
        others = sorted(
            {b.tournament_id for b in live} - {b.tournament_id for b in mine}, key=lambda x: x or 0
        )
        shown = shown_qq(actor, qq)
        setters = "、".join(f"#{x}" for x in others)  # the tournaments whose bans stay
        if not mine:
            if others:
                raise Refusal(
                    f"{shown} 的禁赛由赛事 {setters} 设置，只有那个赛事的组委或超级管理员可以解除。"
                )
            raise Refusal(f"{shown} 目前没有禁赛。")
        for ban in mine:
            ban.lifted_at = now
            ban.lifted_by = actor.user_id
        reasons = "；".join(
            f"{b.reason}（赛事 #{b.tournament_id}）" if b.tournament_id else b.reason for b in mine
        )
        text = f"已解除 {shown} 的禁赛：{reasons}。"
        if others:
            text += f"另有赛事 {setters} 设置的禁赛仍然有效，须由那个赛事的组委解除。"
        return owe(work, Outcome(text), actor)
