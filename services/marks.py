"""Organiser marks a format gives a player (the arena's ``/主播``: an official streamer, +2,000).

A mark is a flag in the sign-up's fields; the format says which words exist
(``Format.player_marks``) and reads the flag where it matters (the arena's prize pool). Sending
the command again removes the mark. Every change is one audited unit (``/撤销`` undoes it).
"""

from engine import formats
from engine.formats import FormatError

from .common import Actor, Outcome, Refusal, require_organiser, resolve_entry, tournament_unit
from .outbox import owe


def mark_commands() -> dict[str, str]:
    """Every mark word of every format with its help line."""
    return {word: f"标记{meaning}，再发一次取消（{'、'.join(names)}）"
            for word, (_, meaning, names) in formats.player_marks().items()}


async def toggle_mark(actor: Actor, word: str, token: str) -> Outcome:
    """`/<word> <选手>` (organisers): set the format's mark on the player, or remove it."""
    if not token:
        raise Refusal(f"格式：/{word} <选手>，选手写报名序号或 @该选手；再发一次取消。")
    async with tournament_unit(actor, f"{word} {token}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, f"标记{word}")
        try:
            fmt = formats.rules_of(t.format)
        except FormatError as exc:
            raise Refusal(str(exc)) from exc
        mark = fmt.player_marks.get(word)
        if mark is None:
            raise Refusal(f"本赛事的赛制（{fmt.name}）没有 /{word} 这个标记。")
        entry = await resolve_entry(s, t, token)
        key, meaning = mark
        fields = dict(entry.fields or {})
        if fields.get(key):
            fields.pop(key)
            state = f"已取消{meaning}标记"
        else:
            fields[key] = True
            state = f"已标记为{meaning}"
        entry.fields = fields
        return owe(work, Outcome(f"序号 {entry.seq} {entry.name} {state}。"), actor)
