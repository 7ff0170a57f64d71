"""The organisers' group draw (``/分组``): the format draws the groups from the active sign-ups
with the tournament's stored seed; each sign-up's ``group`` holds its group and its field
``DRAW_PLACE`` its place in the group's draw order (1 first, the seeds first), which round 1
pairs from — stored with the sign-up, so it survives a restart and a backup's restore.

Allowed until round 1 is seated (a re-run redraws the current field with the same seed, e.g.
after late approvals, and its groups and places replace the old ones; a sign-up no longer drawn
loses both); one audited unit (``/撤销`` undoes it).
"""

from datetime import datetime

from sqlalchemy import func, select
from sqlmodel import col

from engine import formats
from engine.formats import DRAW_PLACE, FormatError, PlayerFacts
from engine.vocabulary import EntryStatus
from models.tables import Entry, Round

from .common import Actor, Outcome, Refusal, regulation_of, require_organiser, tournament_unit
from .outbox import owe


async def draw_groups(actor: Actor, now: datetime) -> Outcome:
    """`/分组` (organisers): draw and store the groups, and post the draw."""
    async with tournament_unit(actor, "分组") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "分组抽签")
        try:
            fmt = formats.rules_of(t.format)
        except FormatError as exc:
            raise Refusal(str(exc)) from exc
        reg = regulation_of(t)
        seated = (
            await s.execute(
                select(func.count()).select_from(Round).where(col(Round.tournament_id) == t.id)
            )
        ).scalar_one()
        if seated:
            raise Refusal("第1轮已经编排，分组不能再改（分组只能在第1轮编排前进行或重抽）。")
        entries = (
            (
                await s.execute(
                    select(Entry).where(col(Entry.tournament_id) == t.id).order_by(col(Entry.seq))
                )
            )
            .scalars()
            .all()
        )
        active = [e for e in entries if e.status == EntryStatus.ACTIVE]
        players = [
            PlayerFacts(
                e.seq, name=e.name, group=e.group, fields=dict(e.fields or {}), status=e.status
            )
            for e in active
        ]
        try:
            places, text = fmt.group_draw(reg, players, t.rng_seed)
        except FormatError as exc:
            raise Refusal(str(exc)) from exc
        redraw = any(e.group for e in entries)
        for e in entries:
            drawn = places.get(e.seq)
            e.group = drawn.group if drawn is not None else None
            fields = {k: v for k, v in (e.fields or {}).items() if k != DRAW_PLACE}
            if drawn is not None:
                fields[DRAW_PLACE] = drawn.place
            if fields != (e.fields or {}):
                e.fields = fields
        head = "重新分组抽签（第1轮编排前）：\n" if redraw else ""
        return owe(
            work, Outcome(head + text + "\n组委确认无误后发 /编排 开始第1轮。", long=True), actor
        )
