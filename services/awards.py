"""Special awards the organisers name the winners of (道德风尚奖 3名 各10元: the regulation's
``prizes.special_awards``): `/特别奖 <奖项> <选手>` gives the award to a player, the same
again takes it back, `/特别奖` lists the awards and their winners. A winner is a name in the
sign-up's field ``awards`` (in the order given); every change is one audited unit (`/撤销`).
The prize list of the final post and the standings JSON read the winners from there."""

from sqlalchemy import select
from sqlmodel import col

from engine.numbers import decimal_text
from engine.regulation import Regulation
from engine.regulation.prize_schema import SpecialAward
from models import db
from models.tables import Entry

from .common import (
    Actor,
    Outcome,
    PlayerRef,
    Refusal,
    current_tournament,
    regulation_of,
    require_organiser,
    resolve_entry,
    tournament_unit,
)
from .outbox import owe

AWARDS = "awards"
"""The sign-up field holding the special awards a player was given, by name."""
FORM = "格式：/特别奖 <奖项> <选手>，如 /特别奖 道德风尚奖 12；再发一次取消；/特别奖 查看获奖名单"


def award_terms(award: SpecialAward) -> str:
    """``3 名，各 10 元``: an award's count and money in words ("" for neither)."""
    parts = [f"{award.count} 名"] if award.count else []
    parts += [f"各 {decimal_text(award.amount)} 元"] if award.amount else []
    parts += [award.item] if award.item else []
    return "，".join(parts)


def winners(reg: Regulation, entries: list[Entry]) -> list[tuple[SpecialAward, list[Entry]]]:
    """Each special award of the regulation with the players given it, in sign-up order."""
    ordered = sorted(entries, key=lambda e: e.seq)
    return [
        (award, [e for e in ordered if award.name in (e.fields or {}).get(AWARDS, [])])
        for award in reg.prizes.awards()
    ]


def award_lines(reg: Regulation, entries: list[Entry], unnamed: bool = True) -> list[str]:
    """The special awards as the prize list shows them:
    ``道德风尚奖（3 名，各 10 元）：序号 3 棋手3、序号 7 棋手7``; an award nobody was given yet
    says 待组委评定, unless ``unnamed`` is False (a division's list: the awards of its players
    only)."""
    lines = []
    for award, given in winners(reg, entries):
        if not given and not unnamed:
            continue
        terms = award_terms(award)
        names = "、".join(f"序号 {e.seq} {e.name}" for e in given) or "待组委评定"
        lines.append(f"{award.name}{f'（{terms}）' if terms else ''}：{names}")
    return lines


def _no_awards(reg: Regulation) -> Refusal:
    return Refusal(
        "本规程没有设特别奖。可在规程 [prizes] 中写 special_awards = "
        '[{ name = "道德风尚奖", count = 3, amount = 10 }] 后 /规程 更新。'
    )


async def show_awards(actor: Actor) -> Outcome:
    """`/特别奖`: every special award with its terms and winners."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        reg = regulation_of(t)
        if not reg.prizes.awards():
            raise _no_awards(reg)
        entries = list(
            (await s.execute(select(Entry).where(col(Entry.tournament_id) == t.id))).scalars()
        )
    return Outcome("\n".join([f"「{t.name}」特别奖：", *award_lines(reg, entries), FORM]))


async def toggle_award(actor: Actor, name: str, player: PlayerRef | None) -> Outcome:
    """`/特别奖 <奖项> <选手>` (organisers): give the award to the player, or take it back when
    he has it; refused for an award the regulation does not have and beyond its count."""
    if not name or player is None:
        raise Refusal(FORM)
    async with tournament_unit(actor, f"特别奖 {name} {player.text}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "评定特别奖")
        reg = regulation_of(t)
        if not reg.prizes.awards():
            raise _no_awards(reg)
        award = reg.prizes.award(name)
        if award is None:
            known = "、".join(a.name for a in reg.prizes.awards())
            raise Refusal(f"规程没有“{name}”这个特别奖（本规程的特别奖：{known}）。{FORM}")
        entry = await resolve_entry(s, t, player)
        fields = dict(entry.fields or {})
        given = list(fields.get(AWARDS, []))
        if name in given:
            given.remove(name)
            state = "已取消"
        else:
            others = (
                await s.execute(
                    select(Entry).where(col(Entry.tournament_id) == t.id, col(Entry.id) != entry.id)
                )
            ).scalars()
            holders = [e for e in others if name in (e.fields or {}).get(AWARDS, [])]
            if award.count is not None and len(holders) >= award.count:
                named = "、".join(f"序号 {e.seq} {e.name}" for e in holders)
                raise Refusal(
                    f"{name}只设 {award.count} 名，已评定：{named}。"
                    f"要换人请先取消一位：/特别奖 {name} <选手>"
                )
            given.append(name)
            state = "获得"
        if given:
            fields[AWARDS] = given
        else:
            fields.pop(AWARDS, None)
        entry.fields = fields
        terms = award_terms(award)
        text = f"序号 {entry.seq} {entry.name} {state}{name}" + (
            f"（{terms}）。" if terms and state == "获得" else "。"
        )
        return owe(work, Outcome(text), actor)
