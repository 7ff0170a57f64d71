"""Seating a round (`/编排`) and showing its tables (`/对阵`), for every format: the format
says who plays and at which tables; here they are written and posted.

The lifecycle of a round: seat (here) → report/confirm (services/reports.py) → enter/rule
(services/referee.py, services/disputes.py) → close (services/closing.py).
"""

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from engine import numbers
from engine.formats import FormatError, Player, RoundField
from engine.regulation import Regulation
from engine.signup import resolve_division
from engine.vocabulary import EntryStatus, ResultWord
from models import db
from models.tables import Entry, GameTable, Result, Round, Tournament, id_of

from . import snapshot
from .common import (
    ANNOUNCE,
    MUTE,
    Actor,
    Notice,
    Outcome,
    Refusal,
    current_tournament,
    game_qq,
    local,
    regulation_of,
    require_organiser,
    tournament_unit,
)
from .outbox import owe
from .results import display_name, division_prefix, refused, result_text

TABLES_PER_MESSAGE = (
    28  # with the head and the report hint, 30 lines: a longer post goes as a forward message
)


def scopes_named(t: Tournament, text: str) -> list[str | None]:
    """The scopes a `/编排 [组别]` or `/结束本轮 [组别]` acts on: every division (or the whole
    tournament), or the one division named."""
    scopes = snapshot.scopes(t)
    text = " ".join(
        word for word in text.split() if word != "确认"
    )  # `/结束本轮 确认` names no division
    if not text:
        return scopes
    if scopes == [None]:
        raise Refusal(f"本赛事不分组别比赛，直接发送命令即可（不用写“{numbers.echo(text)}”）。")
    reg = regulation_of(t)
    try:
        return [resolve_division(text, reg.divisions)]
    except ValueError as exc:
        raise Refusal(str(exc)) from exc


async def _open_table_count(s: AsyncSession, t: Tournament) -> int:
    """The highest table number of the rounds still open (tables of divisions seated
    separately are numbered on from it, so that a table number names one table)."""
    highest = 0
    for snap in await snapshot.load_all(s, t):
        cur = snap.current_round()
        if cur is not None:
            highest = max([highest, *(tv.table.number for tv in cur.tables)])
    return highest


async def seat_next_round(actor: Actor, now: datetime, division: str = "") -> Outcome:
    """`/编排 [组别]`: seat the next round as the format says and post the tables; where each
    division plays its own rounds, every division that can be seated (or the one named).

    Each seated player is @-mentioned once. Up to TABLES_PER_MESSAGE tables go as one post
    with the @s inline; a bigger round goes as one long post (a forward message in QQ, names
    without @) and one call that @-mentions every player of it. Given in the tournament's own
    group, the reply is that call (the group gets two messages, not three)."""
    async with tournament_unit(actor, f"编排 {division}".strip()) as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "编排")
        wanted = scopes_named(t, division)
        offset = await _open_table_count(s, t)
        heads, notices, refused, called, started = [], [], [], [], []
        for scope in wanted:
            snap = await snapshot.load(s, t, scope)
            try:
                seated = await _seat_scope(s, t, snap, now, offset)
            except Refusal as exc:
                if len(wanted) == 1:
                    raise
                refused.append(f"{division_prefix(snap)}：{exc}")
                continue
            offset += seated.count
            heads.append(seated.head)
            notices += seated.posts
            called += seated.call
            start = snap.reg.schedule.round_start(seated.number)
            if start is None or start <= now:
                started.append(seated.number)
        if not heads:
            raise Refusal("\n".join(refused))
        text = "\n".join(heads + refused)
        if called:
            call = (
                f"请以下 {len(called)} 位选手查看对阵（合并消息，或发 /对阵），准时入座：\n"
                + " ".join(f"{{@{uid}}}" for uid in called)
            )
            if actor.group_id == t.group_id and actor.tournament_id is None:  # said in the group
                text += "\n" + call
            else:
                notices.insert(0, Notice("group", t.group_id, "\n".join(heads) + "\n" + call))
        for number in sorted(set(started)):
            notices += round_start_actions(t, regulation_of(t), number)
        return owe(work, Outcome(text, notices=notices), actor)


def round_start_actions(t: Tournament, reg: Regulation, number: int) -> list[Notice]:
    """What a round's start does to the group besides the posts: the start as a group
    announcement (`群公告`) and the whole-group ban until the cutoff (`比赛时禁言`), where the
    regulation or the organisers' /设置 ask for them."""
    out = []
    if reg.schedule.group_notice:
        slot = reg.schedule.slot(number)
        label = slot.label if slot else f"第{number}轮"
        room = f"，赛场：{reg.room}" if reg.room else ""
        out.append(
            Notice(
                ANNOUNCE,
                t.group_id,
                f"「{t.name}」{label}现在开赛{room}。对阵请在群里发 /对阵 查看；"
                "结果由先手一方 /报分。",
            )
        )
    # a date window lasts days or months and the pairs play when they agree: no group ban
    if reg.schedule.quiet_during_games and reg.schedule.window_opens(number) is None:
        out.append(Notice(MUTE, t.group_id, ""))
    return out


@dataclass
class _Seated:
    head: str  # the reply's line
    posts: list[Notice]  # the group posts of the tables
    count: int  # tables
    number: int  # the round
    call: list[str]  # players to @ in one call (a round too big for inline @s)


def _fields(e: Entry) -> dict[str, object]:
    """The sign-up's fields as a format reads them, the family tag (【家族】) among them as
    ``family`` (a Swiss keeping a family's players apart reads it there)."""
    fields = dict(e.fields or {})
    if e.family:
        fields["family"] = e.family
    return fields


async def _seat_scope(
    s: AsyncSession, t: Tournament, snap: snapshot.Snapshot, now: datetime, offset: int
) -> _Seated:
    """Seat the next round of one scope."""
    fmt = snap.fmt
    name = division_prefix(snap)
    if (cur := snap.current_round()) is not None:
        raise Refusal(
            f"{name}第{cur.round.number}轮已经编排、尚未结束。"
            "要重新查看对阵请发 /对阵；结束请发 /结束本轮。"
        )
    reg = snap.reg
    number = snap.last_closed() + 1
    total = snap.total_rounds()
    if total is not None and number > total:
        raise Refusal(f"{name}全部 {total} 轮已经结束。发送 /排名 查看最终排名。")
    field, called = round_field(snap, number, t.rng_seed)
    try:
        tables = fmt.seat(reg, field)
    except FormatError as exc:
        raise refused(exc) from exc
    by_seq = snap.by_seq
    rnd = Round(
        tournament_id=id_of(t),
        number=number,
        division=snap.division,
        status="seated",
        starts_at=reg.schedule.round_start(number),
        seated_at=now,
    )
    s.add(rnd)
    await s.flush()
    await add_tables(s, snap, id_of(rnd), tables, offset, now)
    t.status = "running"
    if number == 1:
        t.signup_open = False
    seated_tables = [[by_seq[q] for q in seqs] for seqs in tables]
    big = len(tables) > TABLES_PER_MESSAGE
    posts = table_posts(t, snap, rnd, seated_tables, offset, inline=not big)
    seated_count = sum(len(seqs) for seqs in tables)
    head = f"{name}第{number}轮已编排：{len(tables)} 桌，{seated_count} 人。"
    if called:  # named here, @-mentioned (once) with the tables
        names = "、".join(f"{display_name(e)}（序号 {e.seq}）" for e in called)
        line = f"因退赛或取消资格空出 {len(called)} 个座位，按替补顺位请 {names} 上场。"
        head += "\n" + line
        posts[0] = line + "\n" + posts[0]
    notices = [Notice("group", t.group_id, text, long=big) for text in posts]
    call = [e.user_id for table in seated_tables for e in table] if big else []
    return _Seated(head, notices, len(tables), number, call)


def round_field(snap: snapshot.Snapshot, number: int, seed: int) -> tuple[RoundField, list[Entry]]:
    """What the format seats round ``number`` from (the active players, the earlier rounds'
    tables, the previous standings) and the substitutes called up to fill its seats; a Refusal
    when the round cannot be seated (the format's reason, seats no substitute can fill)."""
    fmt, reg, name = snap.fmt, snap.reg, division_prefix(snap)
    players = [
        Player(e.seq, int(game_qq(e)), e.group, _fields(e))
        for e in sorted(snap.entries.values(), key=lambda e: e.seq)
        if e.status == EntryStatus.ACTIVE
    ]
    if number == 1 and not players:
        raise Refusal(f"{name}还没有正式报名的选手，无法编排。")
    previous = snapshot.standings(snap) if number > 1 else None
    field = RoundField(number, players, snap.history(), previous, seed=seed)
    if (why := fmt.seating_refusal(reg, field)) is not None:
        raise Refusal(f"{name}{why}")
    missing = fmt.missing_seats(reg, field)
    called: list[Entry] = []
    if missing is not None and previous is not None:  # round 1: the seating error names the field
        called = snapshot.standby(snap)[: missing.seats]
        if len(called) < missing.seats:
            short = missing.seats - len(called)
            have = (
                f"替补只剩 {len(called)} 位，"
                if called
                else ("没有可用的替补，" if fmt.signups.substitutes else "")
            )
            raise Refusal(
                f"无法编排{name}第{number}轮：还差 {short} 个座位"
                f"才能坐满每桌 {missing.table_size} 人"
                f"（{have}规程不允许空位躺赢）。组委可以：通过待审核的报名（/审核）、请选手报名后审核、"
                "或撤销某位选手的退赛/取消资格（/撤销），然后再 /编排。"
            )
        field = replace(field, called_up=tuple(e.seq for e in called))
    return field, called


async def add_tables(
    s: AsyncSession,
    snap: snapshot.Snapshot,
    round_id: int,
    tables: list[list[int]],
    offset: int,
    now: datetime,
) -> None:
    """Write a round's tables (numbered from ``offset`` + 1) and the results a table has when
    seated (a rest's 轮空)."""
    fmt, reg, by_seq = snap.fmt, snap.reg, snap.by_seq
    for i, seqs in enumerate(tables, start=offset + 1):
        table = GameTable(round_id=round_id, number=i, seats=[by_seq[q].id for q in seqs])
        s.add(table)
        seated = fmt.results.seated_result(reg, len(seqs))
        if seated is not None:
            await s.flush()
            games, details = fmt.results.dump_result(seated)
            s.add(
                Result(
                    table_id=id_of(table),
                    games=games,
                    details=details,
                    source="seating",
                    entered_by="system",
                    updated_at=now,
                )
            )


def table_line(snap: snapshot.Snapshot, number: int, table: int, seats: list[Entry]) -> str:
    """One table of round ``number`` as its post writes it (@ each player; a team match on
    one line)."""

    def named(e: Entry) -> str:
        return f"{{@{e.user_id}}}({e.seq})"

    if (match := _match_line(snap, number, table, seats, None, named)) is not None:
        return match
    first = snap.fmt.words.first_seat_word(snap.reg)
    players = " ".join(
        (first if k == 0 and len(seats) > 1 else "") + named(e) for k, e in enumerate(seats)
    )
    rest = f" {ResultWord.REST.label}" if len(seats) == 1 else ""
    return f"第{table}桌：{players}{rest}"


def table_posts(
    t: Tournament,
    snap: snapshot.Snapshot,
    rnd: Round,
    tables: list[list[Entry]],
    offset: int = 0,
    inline: bool = True,
) -> list[str]:
    """The round's tables, first seat marked; a one-seat table is a rest (轮空); tables
    numbered from ``offset`` + 1. ``inline``: one @ per player, TABLES_PER_MESSAGE tables a
    message; else one post naming the players (it goes as a forward message, where an @ does
    not reach anyone)."""
    reg = snap.reg
    slot = next((x for x in reg.schedule.rounds if x.number == rnd.number), None)
    label = slot.label if slot else f"第{rnd.number}轮"
    when = f"开赛 {local(t, rnd.starts_at)}"
    if (opens := reg.schedule.window_opens(rnd.number)) is not None:  # a date window
        when = f"{local(t, opens)} 至 {local(t, reg.schedule.round_end(rnd.number))} 之间自行约定"
    elif (end := reg.schedule.round_end(rnd.number)) is not None:  # a round's own end
        when += f"　结束 {local(t, end)}"
    head = f"{division_prefix(snap)}{label}对阵　{when}" + (
        f"　赛场：{reg.room}" if reg.room else ""
    )
    if reg.schedule.time_control:
        head += f"　用时：{reg.schedule.time_control}"
    lines = []
    seqs = [[e.seq for e in seats] for seats in tables]
    groups = _group_words(snap, rnd.number, {**snap.history(), rnd.number: seqs})
    for i, seats in enumerate(tables, start=offset + 1):
        named = (lambda e: f"{{@{e.user_id}}}({e.seq})") if inline else _named
        if (match := _match_line(snap, rnd.number, i, seats, None, named)) is not None:
            lines.append(f"{groups[i - offset - 1]}{match}")
            continue
        players = " ".join(
            (snap.fmt.words.first_seat_word(reg) if k == 0 and len(seats) > 1 else "")
            + (f"{{@{e.user_id}}}({e.seq})" if inline else f"{display_name(e)}({e.seq})")
            for k, e in enumerate(seats)
        )
        if len(seats) == 1:
            players += f" {ResultWord.REST.label}"
        lines.append(f"{groups[i - offset - 1]}第{i}桌：{players}")
    size = TABLES_PER_MESSAGE if inline else len(lines)
    posts = []
    for start in range(0, len(lines), size):
        chunk = lines[start : start + size]
        posts.append("\n".join(([head] if start == 0 else []) + chunk))
    posts[-1] += (
        "\n"
        + snap.fmt.words.report_hint(reg)
        + snap.fmt.words.round_note(
            reg,
            rnd.number,
            [[e.seq for e in seats] for seats in tables],
            t.rng_seed,
            snap.history(),
        )
    )
    return posts


async def tables_of_round(actor: Actor, number: int | None) -> Outcome:
    """`/对阵 [轮]`: the tables of a round (default: the current or last one), every division's."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        snaps = [snap for snap in await snapshot.load_all(s, t) if snap.rounds]
    if not snaps:
        raise Refusal("还没有编排任何一轮。")
    parts = [_round_lines(snap, number) for snap in snaps]
    lines = [line for part in parts if not isinstance(part, Refusal) for line in part]
    if not lines:  # every scope refused (one that has the round has its head line)
        first = parts[0]
        assert isinstance(first, Refusal)
        raise first
    return Outcome("\n".join(lines), long=len(lines) > 25)


def _round_lines(snap: snapshot.Snapshot, number: int | None) -> list[str] | Refusal:
    """One scope's tables of a round as chat lines, or why it has none."""
    cur = snap.current_round()
    n = number or (cur.round.number if cur is not None else max(snap.rounds))
    rv = snap.rounds.get(n)
    if rv is None:
        return Refusal(
            f"{division_prefix(snap)}第{n}轮还没有编排。"
            f"已编排：第{'、'.join(map(str, sorted(snap.rounds)))}轮。"
        )
    lines = [
        f"{division_prefix(snap)}第{n}轮对阵"
        f"（{'已结束' if rv.round.status == 'closed' else '进行中'}）："
    ]
    groups = _group_words(snap, n, snap.history())
    for k, tv in enumerate(rv.tables):
        match = _match_line(
            snap, n, tv.table.number, tv.entries, tv.value if tv.result else None, _named
        )
        if match is not None:
            lines.append(f"{groups[k]}{match}")
            continue
        first = snap.fmt.words.first_seat_word(snap.reg)
        who = " ".join(
            f"{first if k == 0 and len(tv.entries) > 1 else ''}{display_name(e)}({e.seq})"
            for k, e in enumerate(tv.entries)
        )
        result = f"　{result_text(snap, tv)}" if tv.result else ""
        lines.append(f"{groups[k]}第{tv.table.number}桌：{who}{result}")
    return lines


def _named(e: Entry) -> str:
    return f"{display_name(e)}({e.seq})"


def _match_line(
    snap: snapshot.Snapshot,
    number: int,
    table: int,
    seats: list[Entry],
    value: object,
    named: Callable[[Entry], str],
) -> str | None:
    """A table the format shows as a match on boards (a team event: ``Format.table_json`` with
    ``boards``) as one line: `第1桌 红队 vs 蓝队：第1台 甲(1)先 胜 乙(9)；第2台 丙(2) vs 丁(10)先…`
    (the first-named team's player first, 先 after the one moving first, the board's result from
    the first-named team's side once in, the board string at the end); None for any other
    table."""
    own = snap.fmt.for_round(snap.reg, number).table_json(
        snap.reg, number, table, [e.seq for e in seats], [e.group for e in seats], value
    )
    if own is None or not isinstance(boards := own.get("boards"), list):
        return None
    by_seq = {e.seq: e for e in seats}
    first_team = {e.seq for e in seats[: len(boards)]}
    teams = own.get("teams")
    parts = []
    for b in boards:
        movers = [q for q in b["seats"] if q in by_seq]
        if len(movers) < 2:  # a bye: the team's line-up
            parts.append(f"第{b['board']}台 {''.join(named(by_seq[q]) for q in movers)}")
            continue
        ours, theirs = sorted(movers, key=lambda q: q not in first_team)
        said = [named(by_seq[q]) + ("先" if q == movers[0] else "") for q in (ours, theirs)]
        parts.append(f"第{b['board']}台 {said[0]} {b.get('result') or 'vs'} {said[1]}")
    head = " vs ".join(teams) if isinstance(teams, list) else ""
    result = f"　{own['result']}" if own.get("result") else ""
    return f"第{table}桌 {head}：" + "；".join(parts) + result


def _group_words(
    snap: snapshot.Snapshot, number: int, history: dict[int, list[list[int]]]
) -> list[str]:
    """Each table's group before its number (`A组 `) where round ``number`` is played in groups
    (a stage in groups), else "" for every table."""
    tables = history.get(number, [])
    groups = snap.fmt.table_groups(snap.reg, number, history)
    if groups is None or len(groups) != len(tables):
        return [""] * len(tables)
    return [f"{g}组 " if g else "" for g in groups]
