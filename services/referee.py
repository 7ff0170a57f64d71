"""The referee's commands on a table of the open round: `/录入` (a result), `/弃权`, the
commands only some formats understand (e.g. `/掉线`), and `/替补` (a substitute for an absent
player's seat). Each writes the table's result as a referee's entry (source ``referee``).
"""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import formats, numbers
from engine.formats import FormatError, TableFacts
from engine.formats.words import Words
from engine.vocabulary import EntryStatus
from models.tables import Entry, Report, Tournament, id_of

from . import snapshot
from .common import (
    Actor,
    Outcome,
    PlayerRef,
    Refusal,
    require_arbitrator,
    require_organiser,
    resolve_entry,
    tournament_unit,
)
from .outbox import owe
from .results import (
    checked,
    current_value,
    display_name,
    parse_result,
    points_line,
    refused,
    store,
)
from .snapshot import RoundView, Snapshot, TableView


async def _open_table(
    s: AsyncSession, t: Tournament, table_no: str
) -> tuple[Snapshot, RoundView, TableView]:
    """The open table numbered ``table_no`` (in whichever division's open round holds it), in
    a snapshot of that table alone (``snapshot.load_numbered``); where there is none, the
    refusal says why, from the whole tournament."""
    number = numbers.whole(table_no, lo=1) if numbers.is_number(table_no) else None
    if number is not None:
        for scope in snapshot.scopes(t):
            snap = await snapshot.load_numbered(s, t, scope, number)
            snap.check_format()
            cur = snap.current_round()
            if cur is not None and cur.tables:
                return snap, cur, cur.tables[0]
    return await _refuse_table(s, t, table_no)


async def _refuse_table(
    s: AsyncSession, t: Tournament, table_no: str
) -> tuple[Snapshot, RoundView, TableView]:
    """The refusal of a table number no open round holds (the whole tournament read: how many
    tables the open rounds have)."""
    opened = []
    for snap in await snapshot.load_all(s, t):
        snap.check_format()
        if (cur := snap.current_round()) is not None:
            opened.append((snap, cur))
    if not opened:
        raise Refusal("现在没有进行中的轮次（本轮已结束或尚未编排），不能录入。")
    snap, cur = opened[0]
    if not numbers.is_number(table_no):
        raise Refusal(f"桌号应为数字，例如：/录入 3 {snap.fmt.words.result_example(snap.reg)}")
    number = numbers.whole(table_no, lo=1)
    for snap, cur in opened:
        tv = next((x for x in cur.tables if x.table.number == number), None)
        if tv is not None:
            return snap, cur, tv
    count = sum(len(cur.tables) for _, cur in opened)
    raise Refusal(f"第{cur.round.number}轮没有第{numbers.echo(table_no)}桌（共 {count} 桌）。")


async def enter_result(actor: Actor, table_no: str, text: str, now: datetime) -> Outcome:
    """`/录入 <桌> <结果>`: a referee enters a table's result (overrides player reports)."""
    async with tournament_unit(actor, f"录入 {table_no} {text}") as (work, t):
        s = work.session
        await require_arbitrator(s, t, actor, "录入成绩")
        snap, cur, tv = await _open_table(s, t, table_no)
        parsed = parse_result(snap, tv, text)
        games = snap.fmt.results.dump_result(parsed)[0]
        old = tv.value if tv.result is not None else None
        value = checked(snap, tv, lambda: snap.fmt.results.entry(snap.reg, old, parsed))
        store(s, snap, tv, value, "referee", actor.user_id, now)
        for report in (
            await s.execute(select(Report).where(col(Report.table_id) == tv.table.id))
        ).scalars():
            report.status = "final" if report.games == games else "superseded"
        text = (
            f"第{cur.round.number}轮第{tv.table.number}桌结果："
            f"{snap.fmt.results.result_text(value)}（裁判录入）。"
            + points_line(snap, tv)
            + await _entry_note(s, snap, cur, tv)
        )
        return owe(work, Outcome(text), actor)


async def _entry_note(s: AsyncSession, snap: Snapshot, cur: RoundView, tv: TableView) -> str:
    """The format's words after a table's result changed (the arena: bout score, next bout),
    from the closed rounds: where the format has such words, the whole scope is read (the
    table's new result included: the session flushes it before reading)."""
    if type(snap.fmt.words).entry_note is Words.entry_note:
        return ""  # the format adds nothing
    full = await snapshot.load(s, snap.t, snap.division)
    cur = full.rounds[cur.round.number]
    tv = next(x for x in cur.tables if x.table.id == tv.table.id)
    return _note(full, cur, tv)


def _note(snap: Snapshot, cur: RoundView, tv: TableView) -> str:
    seqs = tuple(e.seq for e in tv.entries)
    table = TableFacts(cur.round.number, seqs, tv.value, tuple(map(tuple, snap.points_of(tv))))
    try:
        return snap.fmt.words.entry_note(snap.reg, snapshot.facts(snap, snap.last_closed()), table)
    except FormatError as exc:
        raise refused(exc) from exc


async def _seat_in_current(
    s: AsyncSession, t: Tournament, player: PlayerRef
) -> tuple[Entry, Snapshot, RoundView, TableView]:
    """The player named and his table in the open round, refused when he has none."""
    entry = await resolve_entry(s, t, player)
    snap = await snapshot.load_for(s, t, entry)
    snap.check_format()
    cur = snap.current_round()
    if cur is None:
        raise Refusal("现在没有进行中的轮次。")
    tv = snap.table_of(id_of(entry))
    if tv is None:
        raise Refusal(f"序号 {entry.seq} {entry.name} 不在第{cur.round.number}轮的任何一桌。")
    return entry, snap, cur, tv


@dataclass(frozen=True)
class GameNamed:
    """The game a referee's command names (`/弃权 <选手> 第2局`), as the chat layer read it:
    ``number`` from 1 (``engine.formats.base.game_named``: None when what was written is no
    game number; the format refuses it, after the permission check), ``text`` as typed (the
    audit record repeats it)."""

    number: int | None
    text: str


@dataclass(frozen=True)
class FormatArgs:
    """The words after the player of a format's own command (`/掉线 12 第2局 负`), as the chat
    layer read them with the command's reader (``FormatCommand.read``): ``payload`` for the
    command's ``apply``, which checks it; ``text`` as typed (the audit record repeats it)."""

    payload: object
    text: str


async def forfeit(
    actor: Actor, player: PlayerRef, game: GameNamed | None, now: datetime
) -> Outcome:
    """`/弃权 <选手> [第k局]`: the player forfeits the round (the table plays no games) or, with
    ``game``, a game."""
    command = f"弃权 {player.text} {game.text if game is not None else ''}".strip()
    async with tournament_unit(actor, command) as (work, t):
        s = work.session
        await require_arbitrator(s, t, actor, "判弃权")
        entry, snap, cur, tv = await _seat_in_current(s, t, player)
        seat = tv.table.seats.index(entry.id)
        try:
            index = (
                snap.fmt.results.game_number(snap.reg, game.number) if game is not None else None
            )
            value, what = snap.fmt.results.forfeit(snap.reg, current_value(snap, tv), seat, index)
        except FormatError as exc:
            raise refused(exc) from exc
        store(s, snap, tv, value, "referee", actor.user_id, now)
        return owe(
            work,
            Outcome(f"序号 {entry.seq} {display_name(entry)} {what}。" + points_line(snap, tv)),
            actor,
        )


def format_commands() -> dict[str, tuple[str, str, str, str]]:
    """The commands only some formats understand: word -> (usage, summary, form, formats)."""
    return {
        word: (cmd.usage, cmd.summary, cmd.example, "、".join(names))
        for word, (cmd, names) in formats.commands().items()
    }


async def format_command(
    actor: Actor, word: str, player: PlayerRef, args: FormatArgs, now: datetime
) -> Outcome:
    """A command of the tournament's format (e.g. `/掉线 <选手> 第k局 负`) on the player's table."""
    async with tournament_unit(actor, f"{word} {player.text} {args.text}".strip()) as (work, t):
        s = work.session
        await require_arbitrator(s, t, actor, f"使用 /{word}")
        entry, snap, cur, tv = await _seat_in_current(s, t, player)
        cmd = snap.fmt.commands.get(word)
        if cmd is None:
            raise Refusal(f"本赛事的赛制（{snap.fmt.words.name}）没有 /{word} 这个命令。")
        try:
            seat = tv.table.seats.index(entry.id)
            value, what = cmd.apply(snap.reg, current_value(snap, tv), seat, args.payload)
        except FormatError as exc:
            raise refused(exc) from exc
        store(s, snap, tv, value, "referee", actor.user_id, now)
        return owe(
            work,
            Outcome(
                f"已记录：序号 {entry.seq} {display_name(entry)} {what}。" + points_line(snap, tv)
            ),
            actor,
        )


async def substitute(
    actor: Actor,
    absent_player: PlayerRef,
    sub_player: PlayerRef,
    now: datetime,
    forced: bool = False,
) -> Outcome:
    """`/替补 <选手> <替补选手> [强制]`: the first substitute in order (000 §六 注: the highest
    totals among the eliminated) takes an absent qualified player's seat; a later one only
    with `强制`; never a sign-up that was not approved."""
    async with tournament_unit(
        actor, f"替补 {absent_player.text} {sub_player.text}" + (" 强制" if forced else "")
    ) as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "安排替补")
        absent, snap, cur, tv = await _seat_in_current(s, t, absent_player)
        if not snap.fmt.signups.substitutes:
            raise Refusal(f"本赛事的赛制（{snap.fmt.words.name}）没有替补。")
        sub = await resolve_entry(s, t, sub_player)
        if snap.table_of(id_of(sub)) is not None:
            raise Refusal(f"序号 {sub.seq} {sub.name} 本轮已经在座，不能做替补。")
        if sub.status != EntryStatus.ACTIVE:
            raise Refusal(
                f"序号 {sub.seq} {sub.name} 不是正式参赛选手"
                f"（{EntryStatus.label_of(sub.status)}），不能做替补。"
            )
        standby = snapshot.standby(snap)
        order = [e.id for e in standby]
        if sub.id not in order:
            first = (
                f"替补顺位第一是 序号 {standby[0].seq} {standby[0].name}。"
                if standby
                else "现在没有替补。"
            )
            raise Refusal(
                f"序号 {sub.seq} {sub.name} 不在替补名单里（替补是已淘汰选手中总分高者）。{first}"
            )
        if order.index(sub.id) > 0 and not forced:
            ahead = "、".join(f"{e.seq} {e.name}" for e in standby[: order.index(sub.id)])
            raise Refusal(
                f"替补按顺位上场：序号 {sub.seq} 前面还有 {ahead}。"
                f"应发 /替补 {absent.seq} {standby[0].seq}；"
                f"确要跳过顺位，请在末尾加“强制”：/替补 {absent.seq} {sub.seq} 强制"
            )
        if tv.result is not None and snap.fmt.results.has_play(tv.value):
            raise Refusal(f"第{tv.table.number}桌已有成绩，不能再换人。")
        seats = list(tv.table.seats)
        seat = seats.index(absent.id)
        seats[seat] = sub.id
        if tv.result is not None:
            # the substitute fills a forfeited seat: the table plays after all
            games, details = snap.fmt.results.dump_result(
                snap.fmt.results.refill_seat(tv.value, seat)
            )
            tv.result.games, tv.result.details = games, details
        tv.table.seats = seats
        tv.table.absent = [*tv.table.absent, absent.id]
        if sub.status != EntryStatus.ACTIVE:
            sub.status = EntryStatus.ACTIVE
        return owe(
            work,
            Outcome(
                f"第{cur.round.number}轮第{tv.table.number}桌："
                f"替补 {{@{sub.user_id}}}（序号 {sub.seq}）代替 "
                f"{display_name(absent)}（序号 {absent.seq}）上场；{absent.name} 本轮记 0 分。"
            ),
            actor,
        )
