"""The organisers' hands on a seated round: `/对调` (two players, or two teams, change places)
and `/重排` (the round paired again, after a late withdrawal or entry), each before any result
of the tables it touches. The format's checker (``Format.pairing_problems``) says which of its
rules an edit breaks; a swap that breaks one needs `强制`. The corrected tables are posted once,
marked 更正; each edit is one audited unit of work (`/撤销` puts the tables back)."""

import re
from dataclasses import replace
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine.formats import FormatError, RoundField
from models.tables import Dispute, Entry, Report, Result, id_of

from . import snapshot
from .common import (
    Actor,
    Notice,
    Outcome,
    PlayerRef,
    Refusal,
    require_organiser,
    resolve_entry,
    tournament_unit,
)
from .outbox import owe
from .results import display_name, division_prefix, refused
from .seating import (
    TABLES_PER_MESSAGE,
    add_tables,
    round_field,
    scopes_named,
    table_line,
    table_posts,
)

SWAP_FORM = (
    "格式：/对调 <选手> <选手> [强制]，例如：/对调 3 8"
    "（两人互换座位；团体赛写两队各一名队员，两队互换；违反规程时须加“强制”）"
)


def _seqs(tables: list[list[Entry]]) -> list[list[int]]:
    return [[e.seq for e in seats] for seats in tables]


async def _touched(s: AsyncSession, tables: list[snapshot.TableView]) -> list[int]:
    """The numbers of the tables that already have a result, a report or a dispute (a rest's
    轮空, written at seating, is none)."""
    ids = [id_of(tv.table) for tv in tables]
    reported = set(
        (
            await s.execute(select(col(Report.table_id)).where(col(Report.table_id).in_(ids)))
        ).scalars()
    )
    disputed = set(
        (
            await s.execute(select(col(Dispute.table_id)).where(col(Dispute.table_id).in_(ids)))
        ).scalars()
    )
    return [
        tv.table.number
        for tv in tables
        if (tv.result is not None and tv.result.source != "seating")
        or id_of(tv.table) in reported | disputed
    ]


def _earlier(snap: snapshot.Snapshot, number: int) -> snapshot.Snapshot:
    """The snapshot as it was before round ``number`` was seated (its tables left out)."""
    return replace(snap, rounds={n: rv for n, rv in snap.rounds.items() if n != number})


def _check(
    snap: snapshot.Snapshot,
    field: RoundField,
    tables: list[list[int]],
    drawn: list[list[int]],
    offset: int,
) -> list[str]:
    """The format's checker over edited ``tables`` (``drawn``: as seated); a pairing the format
    cannot make for this field at all is one problem, its reason. The checker counts the
    scope's tables from 1; they are numbered from ``offset`` + 1 (divisions seated apart)."""
    try:
        problems = snap.fmt.pairing_problems(snap.reg, field, tables, drawn)
    except FormatError as exc:
        problems = [str(exc)]
    return [_TABLE.sub(lambda m: f"第{int(m[1]) + offset}桌", p) for p in problems]


_TABLE = re.compile(r"第(\d+)桌")


async def swap(
    actor: Actor, first: PlayerRef, second: PlayerRef, now: datetime, forced: bool = False
) -> Outcome:
    """`/对调 <选手> <选手> [强制]`: the two players (a team event: their teams) change places
    at the tables of the current round, neither table with a result yet; refused, naming the
    rules broken, when the format's checker finds any, unless `强制`."""
    words = f"对调 {first.text} {second.text}" + (" 强制" if forced else "")
    async with tournament_unit(actor, words) as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "对调选手")
        try:
            a = await resolve_entry(s, t, first)
            b = await resolve_entry(s, t, second)
        except Refusal as exc:
            raise Refusal(f"{exc}\n{SWAP_FORM}") from exc
        if a.id == b.id:
            raise Refusal(f"两次写的是同一位选手（序号 {a.seq}）。{SWAP_FORM}")
        snap = await snapshot.load_for(s, t, a)
        if snapshot.scope_of(t, b) != snap.division:
            raise Refusal(
                f"序号 {a.seq} 与序号 {b.seq} 不在同一组别比赛，不能对调。本次未做任何改动。"
            )
        cur = snap.current_round()
        if cur is None:
            raise Refusal(
                f"{division_prefix(snap)}现在没有已编排、尚未结束的轮次，无法对调。"
                f"请先 /编排，再 /对调。\n{SWAP_FORM}"
            )
        fmt, reg, number = snap.fmt, snap.reg, cur.round.number
        if fmt.fixed_seating is not None:
            raise Refusal(f"{fmt.fixed_seating}。本次未做任何改动。")
        at = {e.id: snap.table_of(id_of(e)) for e in (a, b)}
        for e in (a, b):
            if at[e.id] is None:
                raise Refusal(
                    f"序号 {e.seq} {e.name} 不在第{number}轮的对阵中，不能对调。"
                    f"发 /对阵 查看本轮对阵。{SWAP_FORM}"
                )
        ta, tb = at[a.id], at[b.id]
        assert ta is not None and tb is not None
        if done := await _touched(s, [ta] if ta is tb else [ta, tb]):
            where = "、".join(f"第{n}桌" for n in done)
            raise Refusal(
                f"{where}已有结果或报分，不能再对调。"
                f"如需更正，请先 /撤销 该结果。本次未做任何改动。\n{SWAP_FORM}"
            )
        ia, ib = ta.table.seats.index(a.id), tb.table.seats.index(b.id)
        block_a = next(r for r in fmt.swap_blocks(reg, len(ta.table.seats)) if ia in r)
        block_b = next(r for r in fmt.swap_blocks(reg, len(tb.table.seats)) if ib in r)
        if ta is tb and block_a == block_b:
            raise Refusal(
                f"序号 {a.seq} 与序号 {b.seq} 是同一队的队员，对调两队请各写一名队员。{SWAP_FORM}"
            )
        if len(block_a) != len(block_b):
            raise Refusal(f"两边出场人数不同，不能对调。{SWAP_FORM}")
        seats = {id_of(tv.table): list(tv.table.seats) for tv in (ta, tb)}
        for i, j in zip(block_a, block_b, strict=True):
            seats[id_of(ta.table)][i], seats[id_of(tb.table)][j] = (
                tb.table.seats[j],
                ta.table.seats[i],
            )
        by_id = {id_of(e): e for e in snap.entries.values()}
        after = [
            [by_id[q] for q in seats.get(id_of(tv.table), tv.table.seats)] for tv in cur.tables
        ]
        before = _earlier(snap, number)
        field, _ = round_field(before, number, t.rng_seed)
        offset = min(tv.table.number for tv in cur.tables) - 1
        drawn = _seqs([tv.entries for tv in cur.tables])
        problems = _check(before, field, _seqs(after), drawn, offset)
        if problems and not forced:
            raise Refusal(
                "这样对调不符合规程：\n"
                + "\n".join(f"· {p}" for p in problems)
                + f"\n确需对调请发：/对调 {first.text} {second.text} 强制。本次未做任何改动。"
            )
        for tv in (ta, tb):
            tv.table.seats = seats[id_of(tv.table)]
        changed = [k for k, tv in enumerate(cur.tables) if id_of(tv.table) in seats]
        lines = [table_line(snap, number, cur.tables[k].table.number, after[k]) for k in changed]
        head = (
            f"更正：{division_prefix(snap)}第{number}轮对阵调整"
            f"（组委对调 序号 {a.seq} 与 {b.seq}）："
        )
        text = "\n".join([head, *lines])
        if problems:
            text += "\n（组委已强制对调，规程检查：" + "；".join(problems) + "）"
        # said in the tournament's group, the reply is the post; elsewhere the group gets it too
        in_group = actor.group_id == t.group_id and actor.tournament_id is None
        notices = [] if in_group else [Notice("group", t.group_id, text)]
        return owe(work, Outcome(text, notices=notices), actor)


async def repair(actor: Actor, now: datetime, division: str = "") -> Outcome:
    """`/重排 [组别]`: pair the current round again from its field as it is now (a late
    withdrawal left out, a late entry taken in), while none of its tables has a result; the
    tables are rewritten in place (the same table numbers) and posted once, marked 更正."""
    async with tournament_unit(actor, f"重排 {division}".strip()) as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "重新编排")
        heads: list[str] = []
        notices: list[Notice] = []
        for scope in scopes_named(t, division):
            snap = await snapshot.load(s, t, scope)
            cur = snap.current_round()
            name = division_prefix(snap)
            if cur is None:
                continue
            number = cur.round.number
            if done := await _touched(s, cur.tables):
                where = "、".join(f"第{n}桌" for n in done)
                raise Refusal(
                    f"{name}第{number}轮的{where}已有结果或报分，不能重排。"
                    "如需重排，请先 /撤销 这些结果。本次未做任何改动。"
                )
            before = _earlier(snap, number)
            field, called = round_field(before, number, t.rng_seed)
            try:
                tables = snap.fmt.seat(snap.reg, field)
            except FormatError as exc:
                raise refused(exc) from exc
            offset = min(tv.table.number for tv in cur.tables) - 1
            problems = _check(before, field, tables, tables, offset)
            await _rewrite(s, before, cur, tables, offset, now)
            entries = [[before.by_seq[q] for q in seqs] for seqs in tables]
            posts = table_posts(t, before, cur.round, entries, offset)
            lead = f"更正：{name}第{number}轮已重新编排，此前公布的对阵作废，以本条为准。"
            if called:
                who = "、".join(f"{display_name(e)}（序号 {e.seq}）" for e in called)
                lead += f"\n按替补顺位请 {who} 上场。"
            if problems:
                lead += "\n（规程检查：" + "；".join(problems) + "）"
            posts[0] = lead + "\n" + posts[0]
            notices += [
                Notice("group", t.group_id, p, long=len(tables) > TABLES_PER_MESSAGE) for p in posts
            ]
            heads.append(f"{name}第{number}轮已重新编排：{len(tables)} 桌。")
        if not heads:
            raise Refusal(
                f"{division_prefix(snap) if division else ''}现在没有已编排、尚未结束的轮次，"
                "无需重排。编排下一轮请发 /编排。"
            )
        return owe(work, Outcome("\n".join(heads), notices=notices), actor)


async def _rewrite(
    s: AsyncSession,
    snap: snapshot.Snapshot,
    cur: snapshot.RoundView,
    tables: list[list[int]],
    offset: int,
    now: datetime,
) -> None:
    """Put ``tables`` in place of the round's: the existing rows take the new seats in order
    (a rest's 轮空 result kept only where the table is still a rest), tables beyond them are
    added and those left over deleted."""
    by_seq = snap.by_seq
    fmt, reg = snap.fmt, snap.reg
    old = sorted(cur.tables, key=lambda tv: tv.table.number)
    for tv, seqs in zip(old, tables, strict=False):
        tv.table.seats = [id_of(by_seq[q]) for q in seqs]
        tv.table.absent = []
        seated = fmt.results.seated_result(reg, len(seqs))
        if tv.result is not None:
            await s.delete(tv.result)
        if seated is not None:
            await s.flush()
            games, details = fmt.results.dump_result(seated)
            s.add(
                Result(
                    table_id=id_of(tv.table),
                    games=games,
                    details=details,
                    source="seating",
                    entered_by="system",
                    updated_at=now,
                )
            )
    for tv in old[len(tables) :]:
        if tv.result is not None:
            await s.delete(tv.result)
        await s.flush()
        await s.delete(tv.table)
    if len(tables) > len(old):
        await s.flush()
        await add_tables(s, snap, cur.round.id or 0, tables[len(old) :], offset + len(old), now)
