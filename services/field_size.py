"""The format chosen by the field's size at the close of sign-up (``[field_size]``,
engine/regulation/field_size.py): written into the stored regulation inside ``/截止报名``'s
unit of work (audited, so ``/撤销`` takes the choice back with the close)."""

from pydantic import ValidationError
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine.regulation import Regulation
from engine.regulation import field_size as rule
from engine.vocabulary import EntryStatus
from models.tables import Entry, Tournament

from .common import Refusal
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
    count = rule.field_count(reg, [facts_of(e) for e in active])
    try:
        chosen = rule.choose(reg, count)
    except ValidationError as exc:  # the chosen format does not fit the rest of the regulation
        why = "；".join(str(error["msg"]) for error in exc.errors())
        raise Refusal(
            f"报名 {count} {rule.unit_word(reg)}，按规程的 field_size 选定的赛制与规程其余部分不符"
            f"（{why}），无法截止报名，本次未做任何改动。请用 /规程 更新 改正规程后再 /截止报名。"
        ) from exc
    t.regulation = chosen.model_dump(mode="json")
    t.format = chosen.format.kind  # the kind the services look the format up by
    return chosen


def reopen(t: Tournament, reg: Regulation) -> Regulation:
    """Sign-up reopened (``/开放报名``) after a choice: the regulation's own format back until
    the next close chooses again; ``reg`` as it is where nothing was chosen."""
    if reg.field_size is None or reg.field_size.chosen is None:
        return reg
    reg = rule.unchosen(reg)
    t.regulation = reg.model_dump(mode="json")
    t.format = reg.format.kind
    return reg
