"""Playing a round of a four-player tournament: seat it, take results, special cases, close it.

Results are facts (one Result row per table, written from the first seat's side); points,
standings and cuts are derived from them in services.standings.
"""

from datetime import datetime, timedelta

from sqlalchemy import select

from engine import fourplayer, numbers
from engine.seating import SeatingError, first_round_seating, snake_seating
from engine.signup import SIGNUP_FORMS_CN
from engine.standings import decimal_text
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

from . import standings as derive
from .common import (
    Actor,
    Notice,
    Outcome,
    Refusal,
    current_tournament,
    entry_of_user,
    local,
    referees,
    require_arbitrator,
    require_organiser,
    resolve_entry,
    tournament_unit,
)
from .ledger import ledger_lines
from .signup import STATUS_CN

GAME_WORDS = {"W": "胜", "D": "和", "L": "负"}
TABLES_PER_MESSAGE = 12


def games_text(games: str) -> str:
    """`WDL` -> `胜和负` (`-` for a game not played)."""
    return "".join(GAME_WORDS.get(ch, "-") for ch in games)


def result_text(result: Result) -> str:
    """A table's standing result per game: 胜/和/负 as played, 和 for a cutoff draw, 弃 for a
    forfeited game, 掉 for a disconnect; 弃权 for a table that played no games."""
    d = result.details
    if d.get("forfeits"):
        return "弃权"
    forfeited = {g for _, g in d.get("game_forfeits", [])}
    dropped = {x[1] for x in d.get("disconnects", [])}
    cutoff = set(d.get("cutoff", []))
    out = []
    for game, ch in enumerate(result.games):
        if game in forfeited:
            out.append("弃")
        elif game in dropped:
            out.append("掉")
        elif ch in GAME_WORDS:
            out.append(GAME_WORDS[ch])
        else:
            out.append("和" if game in cutoff else "-")
    return "".join(out)


def display_name(e: Entry) -> str:
    """A player as chat shows them: `【家族】昵称`."""
    family = f"【{e.family}】" if e.family else ""
    return f"{family}{e.name}"


def _require_four_player(t: Tournament) -> None:
    if t.format != "four_player_elimination":
        raise Refusal("本赛事的赛制还不支持这个命令（目前支持四人加权淘汰赛制）。")


# --- seating ---------------------------------------------------------------------------------


async def seat_next_round(actor: Actor, now: datetime) -> Outcome:
    """`/编排`: seat the next round (R1 by QQ prefix, then snake by ranking) and post the tables."""
    async with tournament_unit(actor, "编排") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "编排")
        _require_four_player(t)
        snap = await derive.load(s, t)
        if (cur := snap.current_round()) is not None:
            raise Refusal(f"第{cur.round.number}轮已经编排、尚未结束。要重新查看对阵请发 /对阵；结束请发 /结束本轮。")
        reg = snap.reg
        number = snap.last_closed() + 1
        if number > reg.format.rounds:
            raise Refusal(f"全部 {reg.format.rounds} 轮已经结束。发送 /排名 查看最终排名。")
        size = reg.format.table_size
        try:
            if number == 1:
                players = [(e.seq, int(e.user_id)) for e in snap.entries.values() if e.status == "active"]
                if not players:
                    raise Refusal("还没有正式报名的选手，无法编排。")
                tables = first_round_seating(players, size, reg.format.prefix_digits)
            else:
                table = derive.compute(snap)
                tables = snake_seating(table.advancing, size)
        except SeatingError as exc:
            raise Refusal(
                f"无法编排第{number}轮：{exc}。请组委调配棋手（增加临时棋手或替补，或安排候补）后再 /编排。"
            ) from exc
        by_seq = snap.by_seq
        rnd = Round(tournament_id=t.id, number=number, status="seated",
                    starts_at=reg.schedule.round_start(number), seated_at=now)
        s.add(rnd)
        await s.flush()
        for i, seqs in enumerate(tables, start=1):
            s.add(GameTable(round_id=rnd.id, number=i, seats=[by_seq[q].id for q in seqs]))
        t.status = "running"
        if number == 1:
            t.signup_open = False
        posts = _table_posts(t, reg, rnd, [[by_seq[q] for q in seqs] for seqs in tables])
        head = f"第{number}轮已编排：{len(tables)} 桌，{len(tables) * size} 人。"
        return Outcome(head, notices=[Notice("group", t.group_id, text) for text in posts])


def _table_posts(t: Tournament, reg, rnd: Round, tables: list[list[Entry]]) -> list[str]:
    """The round's tables as few messages as possible, one @ per player, first seat marked."""
    slot = next((x for x in reg.schedule.rounds if x.number == rnd.number), None)
    label = slot.label if slot else f"第{rnd.number}轮"
    head = f"{label}对阵　开赛 {local(t, rnd.starts_at)}" + (f"　赛场：{reg.room}" if reg.room else "")
    lines = []
    for i, seats in enumerate(tables, start=1):
        players = " ".join(
            ("先手" if k == 0 else "") + f"{{@{e.user_id}}}({e.seq})" for k, e in enumerate(seats)
        )
        lines.append(f"第{i}桌：{players}")
    posts = []
    for start in range(0, len(lines), TABLES_PER_MESSAGE):
        chunk = lines[start:start + TABLES_PER_MESSAGE]
        posts.append("\n".join(([head] if start == 0 else []) + chunk))
    posts[-1] += "\n结果由先手一方报：/报分 胜和负（三局，从先手一方看），同桌其他选手 /确认 或 /异议。"
    return posts


async def tables_of_round(actor: Actor, number: int | None) -> Outcome:
    """`/对阵 [轮]`: the tables of a round (default: the current or last one)."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        snap = await derive.load(s, t)
    if not snap.rounds:
        raise Refusal("还没有编排任何一轮。")
    n = number or (snap.current_round().round.number if snap.current_round() else max(snap.rounds))
    rv = snap.rounds.get(n)
    if rv is None:
        raise Refusal(f"第{n}轮还没有编排。已编排：第{'、'.join(map(str, sorted(snap.rounds)))}轮。")
    lines = [f"第{n}轮对阵（{'已结束' if rv.round.status == 'closed' else '进行中'}）："]
    for tv in rv.tables:
        who = " ".join(f"{'先手' if k == 0 else ''}{display_name(e)}({e.seq})" for k, e in enumerate(tv.entries))
        result = f"　{result_text(tv.result)}" if tv.result else ""
        lines.append(f"第{tv.table.number}桌：{who}{result}")
    return Outcome("\n".join(lines), long=len(lines) > 25)


# --- results -----------------------------------------------------------------------------------


async def _open_table(s, t: Tournament, table_no: str):
    snap = await derive.load(s, t)
    cur = snap.current_round()
    if cur is None:
        raise Refusal("现在没有进行中的轮次（本轮已结束或尚未编排），不能录入。")
    if not numbers.is_number(table_no):
        raise Refusal("桌号应为数字，例如：/录入 3 胜和负")
    number = numbers.whole(table_no, lo=1)
    tv = next((x for x in cur.tables if x.table.number == number), None)
    if tv is None:
        raise Refusal(f"第{cur.round.number}轮没有第{numbers.echo(table_no)}桌（共 {len(cur.tables)} 桌）。")
    return snap, cur, tv


def parse_games(snap, text: str) -> str:
    """A table result from the first seat's side (`胜和负` -> `WDL`), refused with the right form."""
    try:
        return "".join(fourplayer.parse_table_result(text, snap.reg.format.games_per_table))
    except ValueError as exc:
        raise Refusal(f"{exc}。例如：/录入 3 胜和负") from exc


async def result_row(s, tv, now: datetime) -> Result:
    """The table's Result row, created empty when it has none yet."""
    if tv.result is None:
        tv.result = Result(table_id=tv.table.id, games="", details={}, updated_at=now)
        s.add(tv.result)
    return tv.result


async def enter_result(actor: Actor, table_no: str, text: str, now: datetime) -> Outcome:
    """`/录入 <桌> <结果>`: a referee enters a table's result (overrides player reports)."""
    async with tournament_unit(actor, f"录入 {table_no} {text}") as (work, t):
        s = work.session
        await require_arbitrator(s, t, actor, "录入成绩")
        _require_four_player(t)
        snap, cur, tv = await _open_table(s, t, table_no)
        games = parse_games(snap, text)
        result = await result_row(s, tv, now)
        result.games, result.source, result.entered_by, result.updated_at = games, "referee", actor.user_id, now
        for report in (await s.execute(select(Report).where(Report.table_id == tv.table.id))).scalars():
            report.status = "final" if report.games == games else "superseded"
        return Outcome(f"第{cur.round.number}轮第{tv.table.number}桌结果：{games_text(games)}（裁判录入）。"
                       + _points_line(snap, tv, result))


def _points_line(snap, tv, result: Result) -> str:
    per_seat = derive.table_game_points(snap.reg, result)
    return "\n得分：" + "，".join(f"{display_name(e)} {sum(per_seat[i])}" for i, e in enumerate(tv.entries))


async def report_result(actor: Actor, text: str, now: datetime) -> Outcome:
    """`/报分 <结果>`: a player reports their table; it stands when another player `/确认`s."""
    async with tournament_unit(actor, f"报分 {text}") as (work, t):
        s = work.session
        _require_four_player(t)
        entry = await entry_of_user(s, t, actor.user_id)
        snap = await derive.load(s, t)
        cur = snap.current_round()
        if cur is None:
            raise Refusal("现在没有进行中的轮次：本轮已结束，不能再报分；有异议请用 /申诉。")
        tv = snap.table_of(entry.id) if entry else None
        if tv is None:
            raise Refusal(f"你不在第{cur.round.number}轮的任何一桌，不能报分。")
        if tv.result is not None and tv.result.source in ("referee", "ruling"):
            raise Refusal(f"第{tv.table.number}桌已由裁判录入 {games_text(tv.result.games)}，如有异议请 /申诉。")
        games = parse_games(snap, text)
        mine = (await s.execute(
            select(Report).where(Report.table_id == tv.table.id, Report.reporter == actor.user_id)
        )).scalar_one_or_none()
        if mine is not None and mine.games == games:
            return Outcome(f"你已报过第{tv.table.number}桌 {games_text(games)}，无需重复。")
        if mine is None:
            mine = Report(table_id=tv.table.id, reporter=actor.user_id, games=games, created_at=now)
            s.add(mine)
        else:
            mine.games, mine.status, mine.confirmed_by, mine.created_at = games, "reported", None, now
        others = (await s.execute(
            select(Report).where(Report.table_id == tv.table.id, Report.reporter != actor.user_id,
                                 Report.status.in_(("reported", "confirmed")))
        )).scalars().all()
        if any(o.games != games for o in others):
            for o in others:
                o.status = "contested"
            mine.status = "contested"
            await _clear_report_result(s, tv)
            return Outcome(
                f"第{tv.table.number}桌的报分与同桌不一致（{'、'.join(games_text(o.games) for o in others)} 与 "
                f"{games_text(games)}），已交裁判处理。",
                notices=await _referee_notices(s, t, cur.round.number, tv, "报分不一致"),
            )
        mates = [e for e in tv.entries if e.user_id != actor.user_id]
        await _schedule_report_timeout(s, t, snap, tv, actor.user_id, now)
        return Outcome(
            f"已记录第{tv.table.number}桌报分：{games_text(games)}（从先手一方看）。请同桌 "
            + " ".join(f"{{@{e.user_id}}}" for e in mates) + " 发送 /确认 或 /异议。"
        )


async def _schedule_report_timeout(s, t: Tournament, snap, tv, reporter: str, now: datetime) -> None:
    """Where the regulation sets a time, an unconfirmed report is confirmed or escalated then."""
    minutes = snap.reg.disputes.auto_confirm_minutes
    if not minutes:
        return
    due = now + timedelta(minutes=minutes)
    payload = {"table_id": tv.table.id, "reporter": reporter}
    pending = (await s.execute(select(ScheduledEvent).where(
        ScheduledEvent.tournament_id == t.id, ScheduledEvent.kind == "report_timeout",
        ScheduledEvent.done_at.is_(None),
    ))).scalars().all()
    same = next((row for row in pending if row.payload == payload), None)
    if same is not None:
        same.due_at = due  # a replaced report gets the full time again
    else:
        s.add(ScheduledEvent(tournament_id=t.id, kind="report_timeout", due_at=due, payload=payload))


async def report_timeout(t: Tournament, payload: dict, now: datetime) -> list[Notice]:
    """An unconfirmed report after the regulation's time: it stands (auto_confirm) or the
    arbitrators are asked (escalate). Nothing happens if it was confirmed, contested or replaced."""
    async with db.unit("system", "报分确认时限") as work:
        s = work.session
        work.tournament_id = t.id
        report = (await s.execute(select(Report).where(
            Report.table_id == payload["table_id"], Report.reporter == payload["reporter"]
        ))).scalar_one_or_none()
        if report is None or report.status != "reported":
            return []
        snap = await derive.load(s, t)
        rv = next((r for r in snap.rounds.values() if any(x.table.id == report.table_id for x in r.tables)), None)
        if rv is None or rv.round.status == "closed":
            return []
        tv = next(x for x in rv.tables if x.table.id == report.table_id)
        if snap.reg.disputes.unconfirmed == "escalate":
            return await _referee_notices(s, t, rv.round.number, tv, "报分超时无人确认")
        if tv.result is not None and tv.result.source in ("referee", "ruling"):
            return []
        report.status, report.confirmed_by = "confirmed", "system"
        result = await result_row(s, tv, now)
        result.games, result.source, result.entered_by, result.updated_at = report.games, "report", report.reporter, now
        minutes = snap.reg.disputes.auto_confirm_minutes
        text = (f"第{rv.round.number}轮第{tv.table.number}桌报分 {games_text(report.games)} 已过 {minutes} 分钟无人异议，"
                "自动确认。" + _points_line(snap, tv, result))
        return [Notice("group", t.group_id, text)]


async def _clear_report_result(s, tv) -> None:
    if tv.result is not None and tv.result.source == "report":
        await s.delete(tv.result)
        tv.result = None


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
        snap = await derive.load(s, t)
        cur = snap.current_round()
        tv = snap.table_of(entry.id) if entry and cur else None
        if tv is None:
            raise Refusal("你现在不在进行中轮次的任何一桌，没有可以确认的报分。")
        pending = (await s.execute(
            select(Report).where(Report.table_id == tv.table.id, Report.reporter != actor.user_id,
                                 Report.status == "reported").order_by(Report.created_at.desc())
        )).scalars().first()
        if pending is None:
            raise Refusal(f"第{tv.table.number}桌没有等待{word}的报分（自己的报分不能自己确认）。")
        if not agree:
            pending.status = "contested"
            return Outcome(
                f"第{tv.table.number}桌的报分 {games_text(pending.games)} 有异议，已交裁判处理。",
                notices=await _referee_notices(s, t, cur.round.number, tv, "报分有异议"),
            )
        pending.status, pending.confirmed_by = "confirmed", actor.user_id
        result = await result_row(s, tv, now)
        result.games, result.source, result.entered_by, result.updated_at = pending.games, "report", pending.reporter, now
        return Outcome(f"第{tv.table.number}桌结果 {games_text(pending.games)} 已确认。" + _points_line(snap, tv, result))


# --- special cases ----------------------------------------------------------------------------


async def _seat_in_current(s, t: Tournament, token: str):
    entry = await resolve_entry(s, t, token)
    snap = await derive.load(s, t)
    cur = snap.current_round()
    if cur is None:
        raise Refusal("现在没有进行中的轮次。")
    tv = snap.table_of(entry.id)
    if tv is None:
        raise Refusal(f"序号 {entry.seq} {entry.name} 不在第{cur.round.number}轮的任何一桌。")
    return entry, snap, cur, tv


def _game_no(text: str, games: int) -> int:
    number = numbers.whole(text.strip().removeprefix("第").removesuffix("局"), lo=1, hi=games)
    if number is None:
        raise Refusal(f"局数应为 第1局 到 第{games}局，例如：第2局")
    return number - 1


async def forfeit(actor: Actor, token: str, game_text: str, now: datetime) -> Outcome:
    """`/弃权 <选手> [第k局]`: the player forfeits the round (the table plays no games) or a game."""
    async with tournament_unit(actor, f"弃权 {token} {game_text}".strip()) as (work, t):
        s = work.session
        await require_arbitrator(s, t, actor, "判弃权")
        _require_four_player(t)
        entry, snap, cur, tv = await _seat_in_current(s, t, token)
        seat = tv.table.seats.index(entry.id)
        result = await result_row(s, tv, now)
        details = dict(result.details)
        games = snap.reg.format.games_per_table
        if game_text.strip():
            game = _game_no(game_text, games)
            details["game_forfeits"] = sorted({*map(tuple, details.get("game_forfeits", [])), (seat, game)})
            what = f"第{game + 1}局弃权"
        else:
            details["forfeits"] = sorted({*details.get("forfeits", []), seat})
            what = "本轮弃权（本桌不再进行对局）"
        result.details = details
        if not result.games:
            result.games = "-" * games
        result.source, result.entered_by, result.updated_at = "referee", actor.user_id, now
        return Outcome(f"序号 {entry.seq} {display_name(entry)} {what}。" + _points_line(snap, tv, result))


async def disconnect(actor: Actor, token: str, game_text: str, case_text: str, now: datetime) -> Outcome:
    """`/掉线 <选手> 第k局 <解散|负|和|胜>`: a disconnect of seed 000 §七 (the partner's final result)."""
    async with tournament_unit(actor, f"掉线 {token} {game_text} {case_text}") as (work, t):
        s = work.session
        await require_arbitrator(s, t, actor, "记录掉线")
        _require_four_player(t)
        entry, snap, cur, tv = await _seat_in_current(s, t, token)
        game = _game_no(game_text, snap.reg.format.games_per_table)
        try:
            case = fourplayer.parse_disconnect_case(case_text)
        except ValueError as exc:
            raise Refusal(f"{exc}。例如：/掉线 12 第2局 负") from exc
        result = await result_row(s, tv, now)
        details = dict(result.details)
        kept = [d for d in details.get("disconnects", []) if d[1] != game]
        details["disconnects"] = kept + [[tv.table.seats.index(entry.id), game, case]]
        result.details = details
        if not result.games:
            result.games = "-" * snap.reg.format.games_per_table
        result.source, result.entered_by, result.updated_at = "referee", actor.user_id, now
        try:
            line = _points_line(snap, tv, result)
        except ValueError as exc:
            raise Refusal(str(exc)) from exc
        return Outcome(f"已记录：序号 {entry.seq} {display_name(entry)} 第{game + 1}局掉线（{case_text.strip()}）。" + line)


async def substitute(actor: Actor, absent_token: str, sub_token: str, now: datetime) -> Outcome:
    """`/替补 <选手> <替补选手>`: an eliminated player takes an absent qualified player's seat."""
    async with tournament_unit(actor, f"替补 {absent_token} {sub_token}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "安排替补")
        _require_four_player(t)
        absent, snap, cur, tv = await _seat_in_current(s, t, absent_token)
        sub = await resolve_entry(s, t, sub_token)
        if snap.table_of(sub.id) is not None:
            raise Refusal(f"序号 {sub.seq} {sub.name} 本轮已经在座，不能做替补。")
        if sub.status in ("withdrawn", "disqualified", "refused"):
            raise Refusal(f"序号 {sub.seq} {sub.name} 已退赛或被取消资格，不能做替补。")
        if tv.result is not None and tv.result.games.strip("-"):
            raise Refusal(f"第{tv.table.number}桌已有成绩，不能再换人。")
        seats = list(tv.table.seats)
        seat = seats.index(absent.id)
        seats[seat] = sub.id
        if tv.result is not None and seat in tv.result.details.get("forfeits", []):
            # the substitute fills the forfeited seat: the table plays after all
            details = dict(tv.result.details)
            details["forfeits"] = [x for x in details["forfeits"] if x != seat]
            tv.result.details = details
        tv.table.seats = seats
        tv.table.absent = [*tv.table.absent, absent.id]
        if sub.status != "active":
            sub.status = "active"
        return Outcome(
            f"第{cur.round.number}轮第{tv.table.number}桌：替补 {{@{sub.user_id}}}（序号 {sub.seq}）代替 "
            f"{display_name(absent)}（序号 {absent.seq}）上场；{absent.name} 本轮记 0 分。"
        )


# --- closing -----------------------------------------------------------------------------------


async def close_round(actor: Actor, now: datetime) -> Outcome:
    """`/结束本轮`: unfinished tables become cutoff draws, scores are final, post standings and cuts."""
    async with tournament_unit(actor, "结束本轮") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "结束本轮")
        _require_four_player(t)
        snap = await derive.load(s, t)
        cur = snap.current_round()
        if cur is None:
            raise Refusal("现在没有进行中的轮次。")
        contested = []
        games = snap.reg.format.games_per_table
        for tv in cur.tables:
            reports = (await s.execute(select(Report).where(Report.table_id == tv.table.id))).scalars().all()
            if tv.result is None or tv.result.source == "report":
                if any(r.status == "contested" for r in reports):
                    contested.append(tv.table.number)
                    continue
            if tv.result is None:
                standing = next((r for r in reports if r.status == "reported"), None)
                result = await result_row(s, tv, now)
                if standing is not None:
                    result.games, result.source, result.entered_by = standing.games, "report", standing.reporter
                    standing.status = "final"
                else:
                    result.games, result.source = "-" * games, "cutoff"
                result.updated_at = now
            _cutoff_unplayed(tv.result)
        if contested:
            raise Refusal(
                "以下桌的报分有争议，请裁判先录入：" + "、".join(f"第{n}桌" for n in contested)
                + "（/录入 <桌> <结果>），再 /结束本轮。"
            )
        cur.round.status, cur.round.closed_at = "closed", now
        await s.flush()
        snap = await derive.load(s, t)
        table = derive.compute(snap)
        text = standings_text(snap, table, limit=32)
        notices = [Notice("group", t.group_id, text)]
        nxt = cur.round.number + 1
        if nxt > snap.reg.format.rounds:
            t.status = "finished"
            notices.append(Notice("group", t.group_id, prizes_text(snap, table)))
        elif table.advancing:
            start = snap.reg.schedule.round_start(nxt)
            adv = [snap.by_seq[q] for q in table.advancing]
            notices.append(Notice(
                "group", t.group_id,
                f"晋级第{nxt}轮的 {len(adv)} 位选手：第{nxt}轮 {local(t, start)} 开赛，请准时到场。\n"
                + " ".join(f"{{@{e.user_id}}}" for e in adv),
            ))
        return Outcome(f"第{cur.round.number}轮已结束，成绩已定。", notices=notices)


def _cutoff_unplayed(result: Result) -> None:
    """Games without a result and not decided otherwise are unfinished at the cutoff: draws."""
    unplayed = derive.undecided_games(result)
    if unplayed:
        result.details = {**result.details, "cutoff": sorted(set(result.details.get("cutoff", [])) | unplayed)}


def standings_text(snap, table, limit: int | None = None) -> str:
    """The standings as chat text: rank, name, weighted total, round scores, status."""
    by_seq = snap.by_seq
    head = f"「{snap.t.name}」第{table.after_round}轮后排名"
    cut = snap.reg.format.cuts.get(table.after_round)
    if cut:
        head += f"（前 {cut} 名晋级）"
    lines = [head]
    status_cn = {"active": "", "eliminated": "淘汰", "substitute": "替补", "withdrawn": "退赛", "disqualified": "取消资格"}
    for row in table.rows[: limit or len(table.rows)]:
        e = by_seq[row.seq]
        scores = "/".join("-" if x is None else decimal_text(x) for x in row.round_scores)
        flag = status_cn.get(row.status, row.status)
        lines.append(f"{row.rank or '-'}. {display_name(e)}({e.seq}) {decimal_text(row.total)}　[{scores}] {flag}".rstrip())
    if limit and len(table.rows) > limit:
        lines.append(f"……共 {len(table.rows)} 人，完整排名见 /排名 或网页。")
    return "\n".join(lines)


def prizes_text(snap, table) -> str:
    """The final prizes and the family award."""
    won, award = derive.prizes(snap, table)
    by_seq = snap.by_seq
    lines = [f"「{snap.t.name}」最终名次与奖金："]
    for p in won:
        item = f" + {p.item}" if p.item else ""
        lines.append(f"第{p.rank}名 {display_name(by_seq[p.seq])} {decimal_text(p.amount)} 元{item}")
    if award is not None and award.winners:
        counts = "，".join(f"{k} {v} 人" for k, v in award.counts.items())
        if award.tie:
            lines.append(f"家族奖（16强人数最多）：{'、'.join(award.winners)} 并列（{counts}），请组委裁定。")
        else:
            lines.append(f"家族奖：{award.winners[0]} 家族 {decimal_text(award.amount_each)} 元（{counts}）")
    return "\n".join(lines)


async def ranking(actor: Actor, number: int | None) -> Outcome:
    """`/排名 [轮]`: the standings after a closed round (default: the last one)."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        _require_four_player(t)
        snap = await derive.load(s, t)
    last = snap.last_closed()
    if last == 0:
        raise Refusal("还没有结束的轮次，暂无排名。")
    n = number or last
    if not 1 <= n <= last:
        raise Refusal(f"第{n}轮还没有结束。可查看：第1轮 到 第{last}轮，例如 /排名 {last}")
    table = derive.compute(snap, n)
    text = standings_text(snap, table, limit=64)
    if n == snap.reg.format.rounds and t.status == "finished":
        text += "\n" + prizes_text(snap, table)
    return Outcome(text, long=True)


async def mine(actor: Actor) -> Outcome:
    """`/我的`: my number, status, seat, games, round scores, weighted total, rank, distance to the cut."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        entry = await entry_of_user(s, t, actor.user_id)
        if entry is None:
            raise Refusal(f"你没有报名赛事 #{t.id}「{t.name}」。{SIGNUP_FORMS_CN}")
        snap = await derive.load(s, t) if t.format == "four_player_elimination" else None
    lines = [f"{display_name(entry)}　报名序号 {entry.seq}　状态：{STATUS_CN.get(entry.status, entry.status)}"]
    if snap is None:
        return Outcome("\n".join(lines))
    cur = snap.current_round()
    tv = snap.table_of(entry.id) if cur else None
    if tv is not None:
        seat = tv.table.seats.index(entry.id)
        mates = "、".join(f"{display_name(e)}({e.seq})" for e in tv.entries if e.id != entry.id)
        lines.append(f"第{cur.round.number}轮 第{tv.table.number}桌 {'先手' if seat == 0 else f'{seat + 1}号位'}，同桌：{mates}")
        if tv.result is not None:
            mine = tv.points.get(entry.id, [])
            lines.append(f"本桌结果：{result_text(tv.result)}，我的各局得分 {' + '.join(map(str, mine))} = {sum(mine)}")
    if snap.last_closed():
        table = derive.compute(snap)
        row = next((r for r in table.rows if r.seq == entry.seq), None)
        if row is not None:
            scores = "，".join(f"第{i}轮 {'-' if x is None else decimal_text(x)}" for i, x in enumerate(row.round_scores, 1))
            lines.append(f"各轮成绩：{scores}")
            lines.append(f"加权总分 {decimal_text(row.total)}，第{table.after_round}轮后排名第 {row.rank or '-'}")
            lines.append(_cut_distance(snap, table, row))
    ledger = ledger_lines(snap, entry)
    if ledger:
        lines.append("处罚/补分记录：" + "；".join(ledger))
    return Outcome("\n".join(lines))


def _cut_distance(snap, table, row) -> str:
    cut = snap.reg.format.cuts.get(table.after_round)
    if not cut or row.last_round != table.after_round:
        return "晋级：" + ("是" if row.status == "active" else "否")
    ranked = [r for r in table.rows if r.last_round == table.after_round and r.rank is not None]
    if len(ranked) <= cut:
        return "本轮全部晋级。"
    line_row = ranked[cut - 1]
    first_out = ranked[cut]
    if row.status == "active":
        return f"已晋级（前 {cut} 名），比第一位未晋级者多 {decimal_text(row.total - first_out.total)} 分。"
    return f"未进入前 {cut} 名，距晋级线（第{cut}名 {decimal_text(line_row.total)} 分）差 {decimal_text(line_row.total - row.total)} 分。"
