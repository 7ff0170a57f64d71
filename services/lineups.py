"""`/出场`: a team's line-up for the next round (a team event on boards); and `/替补` where a
format keeps team line-ups (the arena, seed 004 七(二)3): a registered
substitute takes a player's place in his team's order for the rest of the match.

The format checks the substitution and says what to record (``SignupRules.substitution``:
fields on the substitute's sign-up); this use case writes it in one audited unit (``/撤销``
undoes it) and, when the replaced player sits at the open round's table before any game, puts
the substitute in his seat. Formats whose substitutes fill one round's absent seat go to
``referee.substitute``.
"""

from datetime import datetime

from engine import formats
from engine.formats import FormatError
from engine.vocabulary import EntryStatus
from models import db
from models.tables import id_of

from . import referee, snapshot
from .common import (
    Actor,
    Outcome,
    PlayerRef,
    Refusal,
    current_tournament,
    entry_of_user,
    is_organiser,
    require_organiser,
    resolve_entry,
    tournament_unit,
)
from .outbox import owe
from .results import display_name
from .signup_checks import facts_of

USAGE = "/替补 <被替换的选手> <替补选手>，例如：/替补 11 16"


async def substitute(
    actor: Actor, out_player: PlayerRef, in_player: PlayerRef, now: datetime, forced: bool = False
) -> Outcome:
    """`/替补 <选手> <替补选手> [强制]`: by the tournament's format, a line-up substitution (here)
    or a substitute for one round's absent seat (``referee.substitute``)."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        kind = t.format
    fmt = formats.FORMATS.get(kind)
    if fmt is None or not fmt.signups.lineup_substitutes:
        return await referee.substitute(actor, out_player, in_player, now, forced=forced)
    if forced:
        raise Refusal(f"{fmt.words.name}的替补没有顺位，不用加“强制”：{USAGE}。本次未做任何改动。")
    async with tournament_unit(actor, f"替补 {out_player.text} {in_player.text}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "安排替补")
        outgoing = await resolve_entry(s, t, out_player)
        incoming = await resolve_entry(s, t, in_player)
        if outgoing.id == incoming.id:
            raise Refusal(f"被替换的选手和替补是同一人（序号 {outgoing.seq}）。格式：{USAGE}")
        if outgoing.status not in (
            EntryStatus.ACTIVE,
            EntryStatus.WITHDRAWN,
            EntryStatus.DISQUALIFIED,
        ):
            raise Refusal(
                f"序号 {outgoing.seq} {outgoing.name} "
                f"现在是“{EntryStatus.label_of(outgoing.status)}”，不在出场名单上，"
                f"不能被替换。格式：{USAGE}"
            )
        if incoming.status != EntryStatus.ACTIVE:
            raise Refusal(
                f"序号 {incoming.seq} {incoming.name} 不是正式参赛的替补"
                f"（{EntryStatus.label_of(incoming.status)}）："
                "替补须先报名（编号 替补）并通过审核。"
            )
        snap = await snapshot.load(s, t)
        cur = snap.current_round()
        number = cur.round.number if cur is not None else snap.last_closed() + 1
        playing = {
            e.seq
            for tv in (cur.tables if cur is not None else [])
            if tv.result is not None and snap.fmt.results.has_play(tv.value)
            for e in tv.entries
        }
        try:
            fields, text = snap.fmt.signups.substitution(
                snap.reg,
                snapshot.facts(snap, snap.last_closed()),
                outgoing.seq,
                incoming.seq,
                number,
                playing,
            )
        except FormatError as exc:
            raise Refusal(str(exc)) from exc
        incoming.fields = {**(incoming.fields or {}), **fields}
        tv = snap.table_of(id_of(outgoing)) if cur is not None else None
        if tv is not None:  # seated, no game yet: the substitute sits down instead
            tv.table.seats = [incoming.id if eid == outgoing.id else eid for eid in tv.table.seats]
            text += (
                f"\n第{number}轮第{tv.table.number}桌改为："
                f"{{@{incoming.user_id}}}（序号 {incoming.seq}）"
                f"代替 {display_name(outgoing)}（序号 {outgoing.seq}）。"
            )
        return owe(work, Outcome(text), actor)


LINEUP_USAGE = "/出场 <队伍> <第1台选手> <第2台选手> …，例如：/出场 深圳一队 3 1 2 5"


async def give_lineup(actor: Actor, team: str, players: list[PlayerRef], now: datetime) -> Outcome:
    """`/出场 <队伍> <选手> …`: a team's line-up (board 1 first) for the next round to be seated,
    by its captain or an organiser; the format checks it and says which sign-up fields record
    it (``SignupRules.given_lineup``), written here in one audited unit (``/撤销`` undoes it)."""
    words = " ".join([team, *(p.text for p in players)])
    async with tournament_unit(actor, f"出场 {words}") as (work, t):
        s = work.session
        organiser = await is_organiser(s, t, actor)
        mine = None if organiser else await entry_of_user(s, t, actor.user_id)
        if not organiser and (mine is None or mine.status != EntryStatus.ACTIVE):
            raise Refusal("只有队长（报名第1台）或组委可以提交出场名单。")
        entries = [await resolve_entry(s, t, p) for p in players]
        snap = await snapshot.load(s, t)
        cur = snap.current_round()
        number = cur.round.number + 1 if cur is not None else snap.last_closed() + 1
        live = [e for e in snap.entries.values() if e.status == EntryStatus.ACTIVE]
        try:
            fields, text = snap.fmt.signups.given_lineup(
                snap.reg,
                [facts_of(e) for e in live],
                team,
                [e.seq for e in entries],
                number,
                None if mine is None else mine.seq,
            )
        except FormatError as exc:
            raise Refusal(str(exc)) from exc
        for e in live:
            if e.seq in fields:
                e.fields = fields[e.seq]
        return owe(work, Outcome(text + "（未提交的队伍按上一轮出场）"), actor)
