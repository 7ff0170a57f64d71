"""Audit history (`/日志`) and undo (`/撤销`) of tournament changes.

Every unit of work records the row images before and after it; undo applies the inverse as a
new, itself audited, change. A change that later changes built on (a result entered on a
table that was then seated again, …) cannot be undone until those are undone first.
"""

from datetime import datetime

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlmodel import col

from engine import numbers
from models import db
from models.tables import AuditLog, Entry, Role, Selection, Tournament, id_of

from . import outbox, schedule
from .common import (
    Actor,
    Notice,
    Outcome,
    PlayerRef,
    Refusal,
    current_tournament,
    local,
    mask_numbers,
    require_arbitrator,
    require_organiser,
    resolve_entry,
    shown_qq,
    shown_text,
)

HISTORY_LINES = 20
# what a table's rows are, for people (a reply never names a table)
TABLE_CN = {
    "tournament": "赛事设置",
    "role": "组委或仲裁",
    "entry": "报名",
    "round": "轮次",
    "gametable": "对阵",
    "result": "成绩",
    "report": "报分",
    "adjustment": "扣分或补分",
    "dispute": "申诉",
    "checkin": "签到",
    "scheduledevent": "定时任务",
    "ban": "禁赛",
    "series": "系列",
    "seriesevent": "系列的赛事",
}


async def undo_last(actor: Actor, now: datetime, record: numbers.Ident | None = None) -> Outcome:
    """`/撤销`: undo this organiser's (or arbitrator's) last change (not yet undone) in the
    tournaments of this group — in private chat, of the tournaments they organise (a superuser:
    all) — a deleted tournament included. `/撤销 #<记录号>` (`record`) undoes that record of
    `/日志` instead, whoever made it (the timer too)."""
    if record is not None and record.value is None:
        raise Refusal(
            f"没有可撤销的记录 #{numbers.echo(record.text)}"
            "（不存在、不属于本群的赛事，或已撤销）。见 /日志。"
        )
    try:
        async with db.unit(actor.user_id, "撤销") as work:
            s = work.session
            scope = select(col(Tournament.id))
            if actor.group_id:
                scope = scope.where(col(Tournament.group_id) == actor.group_id)
            elif not actor.superuser:  # a superuser organises every tournament
                scope = scope.where(
                    col(Tournament.id).in_(
                        select(col(Role.tournament_id)).where(col(Role.user_id) == actor.user_id)
                    )
                )
            query = select(AuditLog).where(
                col(AuditLog.tournament_id).in_(scope),
                col(AuditLog.undone_by).is_(None),
                col(AuditLog.undo_of).is_(None),
            )
            if record is not None:
                query = query.where(col(AuditLog.id) == record.value)
            else:
                query = query.where(col(AuditLog.actor) == actor.user_id)
            target = (
                await s.execute(query.order_by(col(AuditLog.id).desc()).limit(1))
            ).scalar_one_or_none()
            if target is None:
                # who may undo comes first: "no such record" would not tell a player why
                await require_arbitrator(s, await current_tournament(s, actor), actor, "撤销")
                if record is not None:
                    raise Refusal(
                        f"没有可撤销的记录 #{numbers.echo(record.text)}"
                        "（不存在、不属于本群的赛事，或已撤销）。见 /日志。"
                    )
                raise Refusal("你在本赛事没有可以撤销的操作。")
            t = await s.get(Tournament, target.tournament_id)
            assert t is not None  # the record was found among the scope's tournaments
            work.tournament_id = t.id
            if record is not None:
                await require_organiser(s, t, actor, "撤销他人的记录")
            else:  # one's own last change: an arbitrator's ruling, penalty or entry too
                await require_arbitrator(s, t, actor, "撤销")
            created = [
                c["after"]["id"]
                for c in target.changes
                if c["table"] == "tournament" and c["before"] is None
            ]
            if created:  # undoing /新建赛事: the chats' choice of it (not audited) goes first
                await s.execute(delete(Selection).where(col(Selection.tournament_id).in_(created)))
            try:
                await db.revert(work, target)
            except db.UndoConflict as exc:
                raise Refusal(
                    f"无法撤销“{shown_text(actor, target.command)}”："
                    f"之后的操作又改动了同一{TABLE_CN.get(str(exc), '数据')}。"
                    "请先撤销之后的操作，或直接改正。"
                ) from None
            if (
                await s.get(Tournament, t.id) is not None
            ):  # not an undone /新建赛事, which took its rows
                await schedule.sync_events(
                    s, t, now
                )  # an undone /设置 or deletion moves the timetable back
            withdrawn = await outbox.supersede(work, id_of(target))
            work.undo_of = target.id
            log = await work.finish()
            target.undone_by = log.id if log is not None else None
            text = (
                f"已撤销：{shown_text(actor, target.command)}"
                f"（赛事 #{t.id}，{local(t, target.created_at)}，记录 #{target.id}）。"
            )
            notices = []
            if withdrawn:
                # said in the group (as the reply, or a notice): numbers masked
                said = mask_numbers(target.command)
                void = f"“{said}”发出的 {withdrawn} 条群消息作废（能撤回的已撤回）。"
                if actor.group_id == t.group_id:
                    text += "\n" + void
                else:
                    notices.append(Notice("group", t.group_id, "组委撤销了" + void))
            return outbox.owe(work, Outcome(text, notices=notices), actor)
    except IntegrityError:
        raise Refusal(
            "无法撤销：之后的操作依赖这次改动（例如已录入的成绩）。请先撤销之后的操作。"
        ) from None


def _touches(change: dict, entry: Entry) -> bool:
    for image in (change["before"], change["after"]):
        if not image:
            continue
        if change["table"] == "entry" and image.get("id") == entry.id:
            return True
        if image.get("entry_id") == entry.id:
            return True
        if change["table"] == "gametable" and entry.id in (image.get("seats") or []) + (
            image.get("absent") or []
        ):
            return True
    return False


async def history(actor: Actor, player: PlayerRef | None) -> Outcome:
    """`/日志 [选手]`: the latest changes of the tournament, or those touching one player."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        await require_organiser(s, t, actor, "查看日志")
        entry = await resolve_entry(s, t, player) if player is not None else None
        logs = (
            (
                await s.execute(
                    select(AuditLog)
                    .where(col(AuditLog.tournament_id) == t.id)
                    .order_by(col(AuditLog.id).desc())
                )
            )
            .scalars()
            .all()
        )
    if entry is not None:
        logs = [log for log in logs if any(_touches(c, entry) for c in log.changes)]
    title = f"序号 {entry.seq} {entry.name} 的记录" if entry else "操作记录"
    lines = [f"「{t.name}」{title}（最新在前）："]
    for log in logs[:HISTORY_LINES]:
        state = "（已撤销）" if log.undone_by else ""
        undo = f"（撤销 #{log.undo_of}）" if log.undo_of else ""
        lines.append(
            f"#{log.id} {local(t, log.created_at)} {shown_qq(actor, log.actor)}："
            f"{shown_text(actor, log.command)}{undo}{state}"
        )
    if len(lines) == 1:
        lines.append("（无）")
    return Outcome("\n".join(lines), long=len(lines) > 25)
