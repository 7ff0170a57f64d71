"""The format chosen by the field's size at the close of sign-up (``[field_size]``,
engine/regulation/field_size.py): written into the stored regulation inside ``/截止报名``'s
unit of work (audited, so ``/撤销`` takes the choice back with the close)."""

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine.regulation import Regulation
from engine.regulation import field_size as rule
from engine.vocabulary import EntryStatus
from models.tables import Entry, Tournament

from .signup_checks import facts_of


async def choose_format(s: AsyncSession, t: Tournament, reg: Regulation) -> Regulation | None:
    """Where the regulation chooses its format by the field's size and no round is seated yet:
    the regulation with the format the active entries' field plays, stored on ``t``; else
    None (nothing changed)."""
    if reg.field_size is None or t.status in ("running", "finished"):
        return None
    active = (
        (
            await s.execute(
                select(Entry).where(
                    col(Entry.tournament_id) == t.id, col(Entry.status) == EntryStatus.ACTIVE
                )
            )
        )
        .scalars()
        .all()
    )
    chosen = rule.choose(reg, rule.field_count(reg, [facts_of(e) for e in active]))
    t.regulation = chosen.model_dump(mode="json")
    t.format = chosen.format.kind  # the kind the services look the format up by
    return chosen
