"""A division's minimum of entries applied at `/截止报名` (engine/division_minimum.py): the
entries of a division below its minimum join the division it merges into, or are withdrawn
where it is cancelled; each player is told privately and the group gets the list. Part of the
closing's unit of work, so `/撤销` of the close takes it back."""

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine.division_minimum import below_minimum
from engine.regulation import Regulation
from engine.vocabulary import LIVE_STATUSES, SEATED_STATUSES, EntryStatus
from models.tables import Entry, Tournament

from .common import Notice
from .withdrawal import promote_waiting


async def apply_minimums(
    s: AsyncSession, t: Tournament, reg: Regulation, now: datetime
) -> tuple[list[str], list[Notice]]:
    """Merge or cancel the divisions below their minimum (counted by the entries holding a
    place: active or pending); the lines to say and the private notices to the players moved
    or withdrawn (waiting entries follow their division); each place a cancelled entry held
    goes to the earliest waiting entry of its capacity pool. Nothing to do: ([], [])."""
    if not any(d.min_entries for d in reg.divisions):
        return [], []
    live = (
        (
            await s.execute(
                select(Entry)
                .where(col(Entry.tournament_id) == t.id, col(Entry.status).in_(LIVE_STATUSES))
                .order_by(col(Entry.seq))
            )
        )
        .scalars()
        .all()
    )
    counts: dict[str, int] = {}
    for e in live:
        if e.division is not None and e.status in SEATED_STATUSES:
            counts[e.division] = counts.get(e.division, 0) + 1
    names = {d.key: d.name for d in reg.divisions}
    lines: list[str] = []
    notices: list[Notice] = []
    freed: list[Entry] = []  # the places cancelled entries held
    for short in below_minimum(reg.divisions, counts):
        name = names[short.key]
        players = [e for e in live if e.division == short.key and e.status in LIVE_STATUSES]
        why = f"{name}报名 {short.count} 人，不足规程规定的 {short.minimum} 人"
        if short.into is not None:
            into = names[short.into]
            for e in players:
                e.division = short.into
                notices.append(
                    Notice(
                        "private",
                        e.user_id,
                        f"赛事「{t.name}」{why}，按规程并入{into}："
                        f"你（序号 {e.seq}）改在{into}比赛。",
                    )
                )
            lines.append(f"{why}，并入{into}" + _who(players) + "。")
            continue
        freed += [e for e in players if e.status in SEATED_STATUSES]
        for e in players:
            e.status = EntryStatus.WITHDRAWN
            e.withdrawn_at = now
            notices.append(
                Notice(
                    "private",
                    e.user_id,
                    f"赛事「{t.name}」{why}，按规程取消该组比赛：你的报名（序号 {e.seq}）"
                    "已撤销。如有疑问请联系组委。",
                )
            )
        lines.append(f"{why}，该组取消" + _who(players, "，已撤销报名") + "。")
    for e in freed:  # after every cancellation: no one promoted is then withdrawn
        await _promote(s, t, e, lines, notices)
    return lines, notices


async def _promote(
    s: AsyncSession, t: Tournament, freed: Entry, lines: list[str], notices: list[Notice]
) -> None:
    """The place a cancelled entry held goes to the earliest waiting entry of its capacity
    pool (services.withdrawal.promote_waiting), who is told."""
    promoted = await promote_waiting(s, t, freed.division)
    if promoted is None:
        return
    lines.append(f"候补 序号 {promoted.seq} {promoted.name} 递补为正式选手。")
    notices.append(
        Notice(
            "private",
            promoted.user_id,
            f"你在赛事「{t.name}」的候补（序号 {promoted.seq}）已递补为正式选手。",
        )
    )


def _who(players: list[Entry], then: str = "") -> str:
    if not players:
        return ""
    return "：" + "、".join(f"{e.name}（序号 {e.seq}）" for e in players) + then
