"""The correction a group announcement starts with when it replaces undone ones (DESIGN: the
outbox). An undone change's announcements are recalled or cancelled (`outbox.supersede`); the
next announcement of the same tournament's command word (or the timer's kind of row) in the
same chat starts with a correction naming the lines that changed. What a row announces is its
column `Outbox.announces` (None: nothing a later message corrects).
"""

import difflib
from datetime import datetime

from sqlalchemy import ColumnElement, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from models.tables import Outbox

# a correction lists at most this many changed lines each way
DIFF_LINES = 20


def same_announcement(row: Outbox) -> list[ColumnElement[bool]]:
    """The rows that announce what `row` announces: same tournament, chat and word."""
    tournament = col(Outbox.tournament_id)
    return [
        tournament.is_(None) if row.tournament_id is None else tournament == row.tournament_id,
        col(Outbox.chat) == row.chat,
        col(Outbox.announces) == row.announces,
    ]


async def with_corrections(s: AsyncSession, rows: list[Outbox], now: datetime) -> None:
    """Add `rows`; before the first new announcement of a tournament's word in a chat whose
    earlier announcements were superseded, a correction naming the lines that changed."""
    seen: set[tuple[int | None, str, str | None]] = set()
    for row in rows:
        what = (row.tournament_id, row.chat, row.announces)
        if row.announces is not None and what not in seen:
            seen.add(what)
            old = (
                (
                    await s.execute(
                        select(Outbox)
                        .where(
                            *same_announcement(row),
                            col(Outbox.superseded_at).is_not(None),
                            col(Outbox.corrected_by).is_(None),
                        )
                        .order_by(col(Outbox.id))
                    )
                )
                .scalars()
                .all()
            )
            if old:
                new_texts = [r.text for r in rows if (r.tournament_id, r.chat, r.announces) == what]
                correction = Outbox(
                    tournament_id=row.tournament_id,
                    audit_id=row.audit_id,
                    chat=row.chat,
                    text=correction_text([o.text for o in old], new_texts),
                    created_at=now,
                )
                s.add(correction)
                await s.flush()
                for o in old:
                    o.corrected_by = correction.id
        s.add(row)  # flushed with the rest of the transaction (a batch of sign-ups: in one insert)


def correction_text(old: list[str], new: list[str]) -> str:
    """The correction posted before a new announcement that replaces undone ones: the lines
    only the old ones had and the lines only the new ones have."""
    before = [line for text in old for line in text.split("\n") if line.strip()]
    after = [line for text in new for line in text.split("\n") if line.strip()]
    gone, came = [], []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(
        a=before, b=after, autojunk=False
    ).get_opcodes():
        if tag in ("replace", "delete"):
            gone += before[i1:i2]
        if tag in ("replace", "insert"):
            came += after[j1:j2]
    if not gone and not came:
        return "更正：此前撤回的公告已重新发布，内容与原来相同。"
    lines = ["更正：此前的公告已撤销，以下面的新公告为准。改动如下："]
    for mark, part in (("原为", gone), ("改为", came)):
        for line in part[:DIFF_LINES]:
            lines.append(f"{mark}：{line}")
        if len(part) > DIFF_LINES:
            lines.append(f"{mark}：……另有 {len(part) - DIFF_LINES} 行")
    return "\n".join(lines)
