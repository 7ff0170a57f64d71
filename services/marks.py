"""Organiser marks a format gives a player (the arena's ``/主播``: an official streamer, +2,000).

A mark is a flag in the sign-up's fields; the format says which words exist
(``Format.player_marks``) and reads the flag where it matters (the arena's prize pool). Sending
the command again removes the mark. Every change is one audited unit (``/撤销`` undoes it).
"""

from sqlalchemy import select
from sqlmodel import col

from engine import formats
from engine.formats import FormatError
from models.tables import Entry

from . import snapshot
from .common import (
    Actor,
    Outcome,
    PlayerRef,
    Refusal,
    require_organiser,
    resolve_entry,
    tournament_unit,
)
from .outbox import owe


def _order(value: object) -> int:
    """A mark's order (the value stored; an older mark stored as True counts as 1)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 1


def mark_commands() -> dict[str, str]:
    """Every mark word of every format with its help line."""
    return {
        word: f"标记{meaning}，再发一次取消（{'、'.join(names)}）"
        for word, (_, meaning, names) in formats.player_marks().items()
    }


async def toggle_mark(actor: Actor, word: str, player: PlayerRef | None) -> Outcome:
    """`/<word> <选手>` (organisers): set the format's mark on the player, or remove it."""
    if player is None:
        raise Refusal(f"格式：/{word} <选手>，选手写报名序号或 @该选手；再发一次取消。")
    async with tournament_unit(actor, f"{word} {player.text}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, f"标记{word}")
        try:
            fmt = formats.rules_of(t.format)
        except FormatError as exc:
            raise Refusal(str(exc)) from exc
        mark = fmt.player_marks.get(word)
        if mark is None:
            raise Refusal(f"本赛事的赛制（{fmt.words.name}）没有 /{word} 这个标记。")
        entry = await resolve_entry(s, t, player)
        key, meaning = mark
        fields = dict(entry.fields or {})
        if fields.get(key):
            snap = await snapshot.load(s, t)
            if (
                why := fmt.mark_refusal(
                    snap.reg,
                    word,
                    entry.seq,
                    [],
                    snapshot.standings(snap),
                    removing=True,
                    seated=max(snap.rounds, default=0),
                )
            ) is not None:
                raise Refusal(why)
            fields.pop(key)
            state = f"已取消{meaning}标记"
        else:
            others = (
                await s.execute(
                    select(Entry).where(col(Entry.tournament_id) == t.id, col(Entry.id) != entry.id)
                )
            ).scalars()
            held = [((e.fields or {})[key], e.seq) for e in others if (e.fields or {}).get(key)]
            marked = [seq for _, seq in sorted(held, key=lambda x: (_order(x[0]), x[1]))]
            snap = await snapshot.load(s, t)
            if (
                why := fmt.mark_refusal(
                    snap.reg,
                    word,
                    entry.seq,
                    marked,
                    snapshot.standings(snap),
                    seated=max(snap.rounds, default=0),
                )
            ) is not None:
                raise Refusal(why)
            fields[key] = len(marked) + 1  # the order marked (1 first), e.g. the wildcards' order
            state = f"已标记为{meaning}"
        entry.fields = fields
        return owe(work, Outcome(f"序号 {entry.seq} {entry.name} {state}。"), actor)
