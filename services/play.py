"""Playing a round, for every format: seat it, take results, special cases (closing:
services/closing.py; the standings in chat: services/rankings.py).

One lifecycle (seat → report/confirm → enter/rule → close → post); everything that differs
between formats (who plays, the tables, the shape of a result, points, standings, cuts, the
commands only one format understands) is asked of the tournament's format (engine/formats).
Results are facts (one Result row per table, written from the first seat's side); points,
standings and cuts are derived from them in services.snapshot.
"""

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from sqlalchemy import bindparam, select

from engine import formats, numbers
from engine.formats import FormatError, Player, RoundField, TableFacts
from engine.signup import resolve_division
from engine.vocabulary import EntryStatus, ResultWord
from models import db
from models.tables import (
    Entry,
    GameTable,
    Report,
    Result,
    Round,
    ScheduledEvent,
    Tournament,
)

from . import snapshot
from .common import (
    ANNOUNCE,
    MUTE,
    Actor,
    Notice,
    Outcome,
    Refusal,
    current_tournament,
    entry_of_user,
    game_qq,
    local,
    referees,
    regulation_of,
    require_arbitrator,
    require_organiser,
    resolve_entry,
    tournament_unit,
)
from .outbox import owe

TABLES_PER_MESSAGE = (
    28  # with the head and the report hint, 30 lines: a longer post goes as a forward message
)


ABSENT = "缺席:"
"""A report of a tablemate's absence is stored as `缺席:<seq>` in place of the games."""


def games_text(snap, games: str) -> str:
    """A reported result (its stored games string) as chat shows it: `WDL` -> `胜和负`;
    an absence report `缺席:12` -> `缺席 序号12 【粤】某某`."""
    if games.startswith(ABSENT):
        seq = int(games[len(ABSENT) :])
        who = snap.by_seq.get(seq)
        return f"缺席 序号{seq}" + (f" {display_name(who)}" if who else "")
    fmt = snap.fmt
    return fmt.result_text(fmt.load_result(games, {}))


def result_text(snap, tv) -> str:
    """A table's standing result as chat and the API show it (the format renders it)."""
    return snap.fmt.result_text(tv.value)


def display_name(e: Entry) -> str:
    """A player as chat shows them: `【家族】昵称`."""
    family = f"【{e.family}】" if e.family else ""
    return f"{family}{e.name}"


def _refuse(exc: FormatError) -> Refusal:
    return Refusal(str(exc))


# --- seating ---------------------------------------------------------------------------------


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


def division_prefix(snap) -> str:
    """`青少年组` before a message about one division's round; "" without divisions."""
    return snap.division_name


async def _open_table_count(s, t: Tournament) -> int:
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


def round_start_actions(t: Tournament, reg, number: int) -> list[Notice]:
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
    if reg.schedule.quiet_during_games:
        out.append(Notice(MUTE, t.group_id, ""))
    return out


@dataclass
class _Seated:
    head: str  # the reply's line
    posts: list[Notice]  # the group posts of the tables
    count: int  # tables
    number: int  # the round
    call: list[str]  # players to @ in one call (a round too big for inline @s)


async def _seat_scope(s, t: Tournament, snap, now: datetime, offset: int) -> "_Seated":
    """Seat the next round of one scope."""
    fmt = snap.fmt
    name = division_prefix(snap)
    if (cur := snap.current_round()) is not None:
        raise Refusal(
            f"{name}第{cur.round.number}轮已经编排、尚未结束。要重新查看对阵请发 /对阵；结束请发 /结束本轮。"
        )
    reg = snap.reg
    number = snap.last_closed() + 1
    total = snap.total_rounds()
    if total is not None and number > total:
        raise Refusal(f"{name}全部 {total} 轮已经结束。发送 /排名 查看最终排名。")
    players = [
        Player(e.seq, int(game_qq(e)), e.group, dict(e.fields or {}))
        for e in sorted(snap.entries.values(), key=lambda e: e.seq)
        if e.status == EntryStatus.ACTIVE
    ]
    if number == 1 and not players:
        raise Refusal(f"{name}还没有正式报名的选手，无法编排。")
    previous = snapshot.standings(snap) if number > 1 else None
    field = RoundField(number, players, snap.history(), previous, seed=t.rng_seed)
    if (why := fmt.seating_refusal(reg, field)) is not None:
        raise Refusal(f"{name}{why}")
    missing = fmt.missing_seats(reg, field)
    called: list[Entry] = []
    if missing and previous is not None:  # round 1: the seating error names the field
        called = snapshot.standby(snap)[:missing]
        if len(called) < missing:
            short = missing - len(called)
            have = (
                f"替补只剩 {len(called)} 位，"
                if called
                else ("没有可用的替补，" if fmt.substitutes else "")
            )
            raise Refusal(
                f"无法编排{name}第{number}轮：还差 {short} 个座位才能坐满每桌 {reg.format.table_size} 人"
                f"（{have}规程不允许空位躺赢）。组委可以：通过待审核的报名（/审核）、请选手报名后审核、"
                "或撤销某位选手的退赛/取消资格（/撤销），然后再 /编排。"
            )
        field = replace(field, called_up=tuple(e.seq for e in called))
    try:
        tables = fmt.seat(reg, field)
    except FormatError as exc:
        raise _refuse(exc) from exc
    by_seq = snap.by_seq
    rnd = Round(
        tournament_id=t.id,
        number=number,
        division=snap.division,
        status="seated",
        starts_at=reg.schedule.round_start(number),
        seated_at=now,
    )
    s.add(rnd)
    await s.flush()
    for i, seqs in enumerate(tables, start=offset + 1):
        table = GameTable(round_id=rnd.id, number=i, seats=[by_seq[q].id for q in seqs])
        s.add(table)
        seated = fmt.seated_result(reg, len(seqs))
        if seated is not None:
            await s.flush()
            games, details = fmt.dump_result(seated)
            s.add(
                Result(
                    table_id=table.id,
                    games=games,
                    details=details,
                    source="seating",
                    entered_by="system",
                    updated_at=now,
                )
            )
    t.status = "running"
    if number == 1:
        t.signup_open = False
    seated_tables = [[by_seq[q] for q in seqs] for seqs in tables]
    big = len(tables) > TABLES_PER_MESSAGE
    posts = _table_posts(t, snap, rnd, seated_tables, offset, inline=not big)
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


def _table_posts(
    t: Tournament, snap, rnd: Round, tables: list[list[Entry]], offset: int = 0, inline: bool = True
) -> list[str]:
    """The round's tables, first seat marked; a one-seat table is a rest (轮空); tables
    numbered from ``offset`` + 1. ``inline``: one @ per player, TABLES_PER_MESSAGE tables a
    message; else one post naming the players (it goes as a forward message, where an @ does
    not reach anyone)."""
    reg = snap.reg
    slot = next((x for x in reg.schedule.rounds if x.number == rnd.number), None)
    label = slot.label if slot else f"第{rnd.number}轮"
    head = f"{division_prefix(snap)}{label}对阵　开赛 {local(t, rnd.starts_at)}" + (
        f"　赛场：{reg.room}" if reg.room else ""
    )
    if reg.schedule.time_control:
        head += f"　用时：{reg.schedule.time_control}"
    lines = []
    for i, seats in enumerate(tables, start=offset + 1):
        players = " ".join(
            (snap.fmt.first_seat_word(reg) if k == 0 and len(seats) > 1 else "")
            + (f"{{@{e.user_id}}}({e.seq})" if inline else f"{display_name(e)}({e.seq})")
            for k, e in enumerate(seats)
        )
        if len(seats) == 1:
            players += f" {ResultWord.REST.label}"
        lines.append(f"第{i}桌：{players}")
    size = TABLES_PER_MESSAGE if inline else len(lines)
    posts = []
    for start in range(0, len(lines), size):
        chunk = lines[start : start + size]
        posts.append("\n".join(([head] if start == 0 else []) + chunk))
    posts[-1] += (
        "\n"
        + snap.fmt.report_hint(reg)
        + snap.fmt.round_note(
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
        snaps = [snap for snap in await snapshot.load_all(s, t) if snap.rounds]
    if not snaps:
        raise Refusal("还没有编排任何一轮。")
    parts = [_round_lines(snap, number) for snap in snaps]
    if len(parts) == 1 and isinstance(parts[0], Refusal):
        raise parts[0]
    lines = [line for part in parts if not isinstance(part, Refusal) for line in part]
    if not lines:
        raise parts[0]
    return Outcome("\n".join(lines), long=len(lines) > 25)


def _round_lines(snap, number: int | None) -> list[str] | Refusal:
    """One scope's tables of a round as chat lines, or why it has none."""
    n = number or (snap.current_round().round.number if snap.current_round() else max(snap.rounds))
    rv = snap.rounds.get(n)
    if rv is None:
        return Refusal(
            f"{division_prefix(snap)}第{n}轮还没有编排。已编排：第{'、'.join(map(str, sorted(snap.rounds)))}轮。"
        )
    lines = [
        f"{division_prefix(snap)}第{n}轮对阵（{'已结束' if rv.round.status == 'closed' else '进行中'}）："
    ]
    for tv in rv.tables:
        first = snap.fmt.first_seat_word(snap.reg)
        who = " ".join(
            f"{first if k == 0 and len(tv.entries) > 1 else ''}{display_name(e)}({e.seq})"
            for k, e in enumerate(tv.entries)
        )
        result = f"　{result_text(snap, tv)}" if tv.result else ""
        lines.append(f"第{tv.table.number}桌：{who}{result}")
    return lines


# --- results -----------------------------------------------------------------------------------


async def _open_table(s, t: Tournament, table_no: str):
    """The open table numbered ``table_no`` (in whichever division's open round holds it)."""
    opened = []
    for snap in await snapshot.load_all(s, t):
        snap.fmt  # a format without a module is refused before anything else
        if (cur := snap.current_round()) is not None:
            opened.append((snap, cur))
    if not opened:
        raise Refusal("现在没有进行中的轮次（本轮已结束或尚未编排），不能录入。")
    snap, cur = opened[0]
    if not numbers.is_number(table_no):
        raise Refusal(f"桌号应为数字，例如：/录入 3 {snap.fmt.result_example(snap.reg)}")
    number = numbers.whole(table_no, lo=1)
    for snap, cur in opened:
        tv = next((x for x in cur.tables if x.table.number == number), None)
        if tv is not None:
            return snap, cur, tv
    count = sum(len(cur.tables) for _, cur in opened)
    raise Refusal(f"第{cur.round.number}轮没有第{numbers.echo(table_no)}桌（共 {count} 桌）。")


def parse_result(snap, tv, text: str):
    """A table's result from chat text (from the first seat's side), refused with the right form."""
    try:
        return snap.fmt.parse_result(snap.reg, text, len(tv.table.seats))
    except FormatError as exc:
        raise _refuse(exc) from exc


def current_value(snap, tv):
    """The table's typed result, or an empty one when it has none yet."""
    return (
        tv.value if tv.result is not None else snap.fmt.empty_result(snap.reg, len(tv.table.seats))
    )


def store(s, snap, tv, value, source: str, by: str, now: datetime) -> Result:
    """Write a table's typed result to its Result row (created when it has none)."""
    games, details = snap.fmt.dump_result(value)
    if tv.result is None:
        tv.result = Result(table_id=tv.table.id, games=games, details=details, updated_at=now)
        s.add(tv.result)
    else:
        tv.result.games, tv.result.details = games, details
    tv.result.source, tv.result.entered_by, tv.result.updated_at = source, by, now
    tv.value = value
    return tv.result


def games_of(snap, tv, games: str):
    """The table's result after a report `games` stood: the games decided (the format says
    what of the old result stays), or, for an absence report, that player's round forfeit."""
    if games.startswith(ABSENT):
        absent = snap.by_seq[int(games[len(ABSENT) :])]
        seat = tv.table.seats.index(absent.id)
        try:
            return snap.fmt.forfeit(snap.reg, current_value(snap, tv), seat, None)[0]
        except FormatError as exc:
            raise _refuse(exc) from exc
    old = tv.value if tv.result is not None else None
    return _checked(snap, tv, lambda: snap.fmt.entered(old, snap.fmt.load_result(games, {})))


def _checked(snap, tv, make):
    """A new result of `tv` from `make()`, refused (nothing written) when the format finds it
    inconsistent (e.g. a forfeit and a disconnect in one game)."""
    try:
        value = make()
        snap.fmt.points(snap.reg, value, len(tv.table.seats))
    except FormatError as exc:
        raise _refuse(exc) from exc
    return value


async def enter_result(actor: Actor, table_no: str, text: str, now: datetime) -> Outcome:
    """`/录入 <桌> <结果>`: a referee enters a table's result (overrides player reports)."""
    async with tournament_unit(actor, f"录入 {table_no} {text}") as (work, t):
        s = work.session
        await require_arbitrator(s, t, actor, "录入成绩")
        snap, cur, tv = await _open_table(s, t, table_no)
        parsed = parse_result(snap, tv, text)
        games = snap.fmt.dump_result(parsed)[0]
        old = tv.value if tv.result is not None else None
        value = _checked(snap, tv, lambda: snap.fmt.entry(snap.reg, old, parsed))
        store(s, snap, tv, value, "referee", actor.user_id, now)
        for report in (
            await s.execute(select(Report).where(Report.table_id == tv.table.id))
        ).scalars():
            report.status = "final" if report.games == games else "superseded"
        text = (
            f"第{cur.round.number}轮第{tv.table.number}桌结果：{snap.fmt.result_text(value)}（裁判录入）。"
            + _points_line(snap, tv)
            + _entry_note(snap, cur, tv)
        )
        return owe(work, Outcome(text), actor)


def _entry_note(snap, cur, tv) -> str:
    """The format's words after a table's result changed (the arena: bout score, next bout)."""
    seqs = tuple(e.seq for e in tv.entries)
    table = TableFacts(cur.round.number, seqs, tv.value, tuple(map(tuple, snap.points_of(tv))))
    try:
        return snap.fmt.entry_note(snap.reg, snapshot.facts(snap, snap.last_closed()), table)
    except FormatError as exc:
        raise _refuse(exc) from exc


def _points_line(snap, tv) -> str:
    per_seat = snap.points_of(tv)
    return "\n得分：" + "，".join(
        f"{display_name(e)} {sum(per_seat[i])}" for i, e in enumerate(tv.entries)
    )


# a round's reports and confirmations each run these: built once (building cost more than running)
_REPORTS_OF_TABLE = select(Report).where(Report.table_id == bindparam("table")).order_by(Report.id)
_REPORT_TO_CONFIRM = (
    select(Report)
    .where(
        Report.table_id == bindparam("table"),
        Report.reporter != bindparam("user"),
        Report.status == "reported",
    )
    .order_by(Report.created_at.desc())
)
_TIMEOUTS_OF_TABLE = select(ScheduledEvent).where(
    ScheduledEvent.tournament_id == bindparam("tid"),
    ScheduledEvent.kind == "report_timeout",
    ScheduledEvent.done_at.is_(None),
    ScheduledEvent.payload["table_id"].as_integer() == bindparam("table"),
)


async def report_result(
    actor: Actor, text: str, now: datetime, absent_token: str | None = None
) -> Outcome:
    """`/报分 <结果>`: a player reports their table; it stands when another player `/确认`s.
    `/报分 缺席 <选手>` (``absent_token``): a tablemate did not come; once confirmed like any
    report, that player forfeits the round (000 §八.1)."""
    async with tournament_unit(
        actor, f"报分 {'缺席 ' + absent_token if absent_token is not None else text}"
    ) as (work, t):
        s = work.session
        entry = await entry_of_user(s, t, actor.user_id)
        snap = await snapshot.load_table(s, t, entry)  # this table only: cheap at any field size
        snap.fmt  # a format without a module is refused before anything else
        cur = snap.current_round()
        if cur is None:
            raise Refusal("现在没有进行中的轮次：本轮已结束，不能再报分；有异议请用 /申诉。")
        tv = snap.table_of(entry.id) if entry else None
        if tv is None:
            raise Refusal(f"你不在第{cur.round.number}轮的任何一桌，不能报分。")
        if tv.result is not None and tv.result.source in ("referee", "ruling"):
            raise Refusal(
                f"第{tv.table.number}桌已由裁判录入 {result_text(snap, tv)}，如有异议请 /申诉。"
            )
        if absent_token is not None:
            absent = await resolve_entry(s, t, absent_token)
            if absent.id not in tv.table.seats:
                raise Refusal(
                    f"序号 {absent.seq} {absent.name} 不在你这一桌（第{tv.table.number}桌），只能报本桌选手缺席。"
                )
            if absent.id == entry.id:
                raise Refusal("不能报自己缺席。不能到场请告知组委。")
            games = f"{ABSENT}{absent.seq}"
        else:
            parsed = parse_result(snap, tv, text)
            games = snap.fmt.dump_result(parsed)[0]
            if snap.fmt.load_result(games, {}) != parsed:
                raise Refusal(
                    "报分只报各局胜负（如 胜和负）；弃权由裁判记录，同桌有人没来请发 /报分 缺席 <选手>。"
                )
        reports = (await s.execute(_REPORTS_OF_TABLE, {"table": tv.table.id})).scalars().all()
        mine = next((r for r in reports if r.reporter == actor.user_id), None)
        if mine is not None and mine.games == games:
            return Outcome(f"你已报过第{tv.table.number}桌 {games_text(snap, games)}，无需重复。")
        if mine is None:
            mine = Report(table_id=tv.table.id, reporter=actor.user_id, games=games, created_at=now)
            s.add(mine)
        else:
            mine.games, mine.status, mine.confirmed_by, mine.created_at = (
                games,
                "reported",
                None,
                now,
            )
        others = [
            r
            for r in reports
            if r.reporter != actor.user_id and r.status in ("reported", "confirmed")
        ]
        if any(o.games != games for o in others):
            for o in others:
                o.status = "contested"
            mine.status = "contested"
            await _clear_report_result(s, tv)
            return owe(
                work,
                Outcome(
                    f"第{tv.table.number}桌的报分与同桌不一致（{'、'.join(games_text(snap, o.games) for o in others)} 与 "
                    f"{games_text(snap, games)}），已交裁判处理。",
                    notices=await _referee_notices(s, t, cur.round.number, tv, "报分不一致"),
                ),
                actor,
            )
        mates = [e for e in tv.entries if e.user_id != actor.user_id]
        await _schedule_report_timeout(s, t, snap, tv, actor.user_id, now)
        side = "" if games.startswith(ABSENT) else "（从先手一方看）"
        return owe(
            work,
            Outcome(
                f"已记录第{tv.table.number}桌报分：{games_text(snap, games)}{side}。请同桌 "
                + " ".join(f"{{@{e.user_id}}}" for e in mates)
                + " 发送 /确认 或 /异议。"
            ),
            actor,
        )


async def _schedule_report_timeout(
    s, t: Tournament, snap, tv, reporter: str, now: datetime
) -> None:
    """Where the regulation sets a time, an unconfirmed report is confirmed or escalated then."""
    minutes = snap.reg.disputes.auto_confirm_minutes
    if not minutes:
        return
    due = now + timedelta(minutes=minutes)
    payload = {"table_id": tv.table.id, "reporter": reporter}
    # this table's pending timeouts only (a round's thousand reports would each read them all)
    pending = (
        (await s.execute(_TIMEOUTS_OF_TABLE, {"tid": t.id, "table": tv.table.id})).scalars().all()
    )
    same = next((row for row in pending if row.payload == payload), None)
    if same is not None:
        same.due_at = due  # a replaced report gets the full time again
    else:
        s.add(
            ScheduledEvent(tournament_id=t.id, kind="report_timeout", due_at=due, payload=payload)
        )


async def report_timeout(t: Tournament, payload: dict, now: datetime) -> list[Notice]:
    """An unconfirmed report after the regulation's time: it stands (auto_confirm) or the
    arbitrators are asked (escalate). Nothing happens if it was confirmed, contested or replaced."""
    async with db.unit("system", "报分确认时限") as work:
        s = work.session
        work.tournament_id = t.id
        report = (
            await s.execute(
                select(Report).where(
                    Report.table_id == payload["table_id"], Report.reporter == payload["reporter"]
                )
            )
        ).scalar_one_or_none()
        if report is None or report.status != "reported":
            return []
        found = [
            (snap, r)
            for snap in await snapshot.load_all(s, t)
            for r in snap.rounds.values()
            if any(x.table.id == report.table_id for x in r.tables)
        ]
        if not found or found[0][1].round.status == "closed":
            return []
        snap, rv = found[0]
        tv = next(x for x in rv.tables if x.table.id == report.table_id)
        if snap.reg.disputes.unconfirmed == "escalate":
            return await _referee_notices(s, t, rv.round.number, tv, "报分超时无人确认")
        if tv.result is not None and tv.result.source in ("referee", "ruling"):
            return []
        report.status, report.confirmed_by = "confirmed", "system"
        store(s, snap, tv, games_of(snap, tv, report.games), "report", report.reporter, now)
        minutes = snap.reg.disputes.auto_confirm_minutes
        text = (
            f"第{rv.round.number}轮第{tv.table.number}桌报分 {games_text(snap, report.games)} 已过 {minutes} 分钟无人异议，"
            "自动确认。" + _points_line(snap, tv)
        )
        return owe(work, Outcome("", notices=[Notice("group", t.group_id, text)])).notices


async def _clear_report_result(s, tv) -> None:
    if tv.result is not None and tv.result.source == "report":
        await s.delete(tv.result)
        tv.result, tv.value = None, None


async def _referee_notices(s, t: Tournament, number: int, tv, why: str) -> list[Notice]:
    who = "、".join(display_name(e) for e in tv.entries)
    text = f"赛事「{t.name}」第{number}轮第{tv.table.number}桌（{who}）{why}，请裁判 /录入 {tv.table.number} <结果>。"
    return [Notice("private", uid, text) for uid in await referees(s, t)]


async def confirm_report(actor: Actor, agree: bool, now: datetime) -> Outcome:
    """`/确认` · `/异议`: another player of the table accepts or contests the pending report."""
    word = "确认" if agree else "异议"
    async with tournament_unit(actor, word) as (work, t):
        s = work.session
        entry = await entry_of_user(s, t, actor.user_id)
        snap = await snapshot.load_table(s, t, entry)
        cur = snap.current_round()
        tv = snap.table_of(entry.id) if entry and cur else None
        if tv is None:
            raise Refusal("你现在不在进行中轮次的任何一桌，没有可以确认的报分。")
        pending = (
            (await s.execute(_REPORT_TO_CONFIRM, {"table": tv.table.id, "user": actor.user_id}))
            .scalars()
            .first()
        )
        if pending is None:
            raise Refusal(f"第{tv.table.number}桌没有等待{word}的报分（自己的报分不能自己确认）。")
        if not agree:
            pending.status = "contested"
            return owe(
                work,
                Outcome(
                    f"第{tv.table.number}桌的报分 {games_text(snap, pending.games)} 有异议，已交裁判处理。",
                    notices=await _referee_notices(s, t, cur.round.number, tv, "报分有异议"),
                ),
                actor,
            )
        pending.status, pending.confirmed_by = "confirmed", actor.user_id
        store(s, snap, tv, games_of(snap, tv, pending.games), "report", pending.reporter, now)
        return owe(
            work,
            Outcome(
                f"第{tv.table.number}桌结果 {games_text(snap, pending.games)} 已确认。"
                + _points_line(snap, tv)
            ),
            actor,
        )


# --- special cases ----------------------------------------------------------------------------


async def _seat_in_current(s, t: Tournament, token: str):
    entry = await resolve_entry(s, t, token)
    snap = await snapshot.load_for(s, t, entry)
    snap.fmt  # a format without a module is refused before anything else
    cur = snap.current_round()
    if cur is None:
        raise Refusal("现在没有进行中的轮次。")
    tv = snap.table_of(entry.id)
    if tv is None:
        raise Refusal(f"序号 {entry.seq} {entry.name} 不在第{cur.round.number}轮的任何一桌。")
    return entry, snap, cur, tv


async def forfeit(actor: Actor, token: str, game_text: str, now: datetime) -> Outcome:
    """`/弃权 <选手> [第k局]`: the player forfeits the round (the table plays no games) or a game."""
    async with tournament_unit(actor, f"弃权 {token} {game_text}".strip()) as (work, t):
        s = work.session
        await require_arbitrator(s, t, actor, "判弃权")
        entry, snap, cur, tv = await _seat_in_current(s, t, token)
        seat = tv.table.seats.index(entry.id)
        try:
            game = snap.fmt.game_number(snap.reg, game_text)
            value, what = snap.fmt.forfeit(snap.reg, current_value(snap, tv), seat, game)
        except FormatError as exc:
            raise _refuse(exc) from exc
        store(s, snap, tv, value, "referee", actor.user_id, now)
        return owe(
            work,
            Outcome(f"序号 {entry.seq} {display_name(entry)} {what}。" + _points_line(snap, tv)),
            actor,
        )


def format_commands() -> dict[str, tuple[str, str, str, str]]:
    """The commands only some formats understand: word -> (usage, summary, form, formats)."""
    return {
        word: (cmd.usage, cmd.summary, cmd.example, "、".join(names))
        for word, (cmd, names) in formats.commands().items()
    }


async def format_command(actor: Actor, word: str, token: str, args: str, now: datetime) -> Outcome:
    """A command of the tournament's format (e.g. `/掉线 <选手> 第k局 负`) on the player's table."""
    async with tournament_unit(actor, f"{word} {token} {args}".strip()) as (work, t):
        s = work.session
        await require_arbitrator(s, t, actor, f"使用 /{word}")
        entry, snap, cur, tv = await _seat_in_current(s, t, token)
        cmd = snap.fmt.commands.get(word)
        if cmd is None:
            raise Refusal(f"本赛事的赛制（{snap.fmt.name}）没有 /{word} 这个命令。")
        try:
            payload = cmd.parse(snap.reg, args)
            value, what = cmd.apply(
                snap.reg, current_value(snap, tv), tv.table.seats.index(entry.id), payload
            )
        except FormatError as exc:
            raise _refuse(exc) from exc
        store(s, snap, tv, value, "referee", actor.user_id, now)
        return owe(
            work,
            Outcome(
                f"已记录：序号 {entry.seq} {display_name(entry)} {what}。" + _points_line(snap, tv)
            ),
            actor,
        )


async def substitute(
    actor: Actor, absent_token: str, sub_token: str, now: datetime, forced: bool = False
) -> Outcome:
    """`/替补 <选手> <替补选手> [强制]`: the first substitute in order (000 §六 注: the highest
    totals among the eliminated) takes an absent qualified player's seat; a later one only
    with `强制`; never a sign-up that was not approved."""
    async with tournament_unit(
        actor, f"替补 {absent_token} {sub_token}" + (" 强制" if forced else "")
    ) as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "安排替补")
        absent, snap, cur, tv = await _seat_in_current(s, t, absent_token)
        if not snap.fmt.substitutes:
            raise Refusal(f"本赛事的赛制（{snap.fmt.name}）没有替补。")
        sub = await resolve_entry(s, t, sub_token)
        if snap.table_of(sub.id) is not None:
            raise Refusal(f"序号 {sub.seq} {sub.name} 本轮已经在座，不能做替补。")
        if sub.status != EntryStatus.ACTIVE:
            raise Refusal(
                f"序号 {sub.seq} {sub.name} 不是正式参赛选手（{EntryStatus.label_of(sub.status)}），不能做替补。"
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
                f"替补按顺位上场：序号 {sub.seq} 前面还有 {ahead}。应发 /替补 {absent.seq} {standby[0].seq}；"
                f"确要跳过顺位，请在末尾加“强制”：/替补 {absent.seq} {sub.seq} 强制"
            )
        if tv.result is not None and snap.fmt.has_play(tv.value):
            raise Refusal(f"第{tv.table.number}桌已有成绩，不能再换人。")
        seats = list(tv.table.seats)
        seat = seats.index(absent.id)
        seats[seat] = sub.id
        if tv.result is not None:
            # the substitute fills a forfeited seat: the table plays after all
            games, details = snap.fmt.dump_result(snap.fmt.refill_seat(tv.value, seat))
            tv.result.games, tv.result.details = games, details
        tv.table.seats = seats
        tv.table.absent = [*tv.table.absent, absent.id]
        if sub.status != EntryStatus.ACTIVE:
            sub.status = EntryStatus.ACTIVE
        return owe(
            work,
            Outcome(
                f"第{cur.round.number}轮第{tv.table.number}桌：替补 {{@{sub.user_id}}}（序号 {sub.seq}）代替 "
                f"{display_name(absent)}（序号 {absent.seq}）上场；{absent.name} 本轮记 0 分。"
            ),
            actor,
        )
