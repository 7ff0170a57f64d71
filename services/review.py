"""The review of sign-ups (`/审核`) where the regulation asks for it: one pending sign-up
approved or refused, or every pending one approved."""

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from sqlalchemy import select
from sqlmodel import col

from engine.vocabulary import EntryStatus
from models.tables import Entry

from .common import (
    Actor,
    Notice,
    Outcome,
    PlayerRef,
    Refusal,
    regulation_of,
    require_organiser,
    resolve_entry,
    tournament_unit,
)
from .outbox import owe
from .signup_checks import takes_newcomers

FORM = (
    "格式：/审核 <选手> 通过 或 /审核 <选手> 拒绝，选手写报名序号或 @该选手；"
    "/审核 全部 通过 批准全部待审核。"
)
EVERYONE = "全部"  # `/审核 全部 通过`: every pending sign-up


class Decision(StrEnum):
    """What `/审核` decides of a pending sign-up, by its word."""

    APPROVE = "通过"
    REFUSE = "拒绝"


@dataclass(frozen=True)
class ReviewArgs:
    """`/审核 <选手> 通过|拒绝` · `/审核 全部 通过` as the chat layer read it
    (plugins/qisai/arguments.py ``review_args``): the sign-up named, None for 全部 (every
    pending one); and the decision."""

    player: PlayerRef | None
    decision: Decision


async def review(actor: Actor, args: ReviewArgs, now: datetime) -> Outcome:
    """`/审核 <选手> 通过|拒绝` (organisers); `/审核 全部 通过` approves every pending sign-up."""
    verdict = args.decision
    named = args.player.text if args.player is not None else EVERYONE
    async with tournament_unit(actor, f"审核 {named} {verdict}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "审核报名")
        if verdict == Decision.APPROVE and not takes_newcomers(t, regulation_of(t)):
            raise Refusal(
                "比赛已经开始，本规程不接受中途加入的选手，不能再通过报名。"
                "可 /审核 <选手> 拒绝，本次未做任何改动。"
            )
        if args.player is None:
            if verdict != Decision.APPROVE:
                raise Refusal("批量审核只能全部通过；拒绝请逐个 /审核 <选手> 拒绝。")
            pending = (
                (
                    await s.execute(
                        select(Entry)
                        .where(
                            col(Entry.tournament_id) == t.id,
                            col(Entry.status) == EntryStatus.PENDING,
                        )
                        .order_by(col(Entry.seq))
                    )
                )
                .scalars()
                .all()
            )
            if not pending:
                raise Refusal("没有待审核的报名。")
            for entry in pending:
                entry.status = EntryStatus.ACTIVE
            return owe(
                work,
                Outcome(
                    f"已通过全部 {len(pending)} 个待审核报名"
                    f"（序号 {pending[0].seq}–{pending[-1].seq}）。"
                ),
                actor,
            )
        entry = await resolve_entry(s, t, args.player)
        if entry.status != EntryStatus.PENDING:
            raise Refusal(
                f"序号 {entry.seq} {entry.name} 不在待审核状态"
                f"（当前：{EntryStatus.label_of(entry.status)}）。"
            )
        entry.status = EntryStatus.ACTIVE if verdict == Decision.APPROVE else EntryStatus.REFUSED
        note = Notice(
            "private",
            entry.user_id,
            f"你在赛事「{t.name}」的报名（序号 {entry.seq}）审核{verdict}。",
        )
        return owe(
            work, Outcome(f"序号 {entry.seq} {entry.name} 审核{verdict}。", notices=[note]), actor
        )
