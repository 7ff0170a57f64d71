"""Closing a round, for every format: every table gets its final result (a standing report,
or the regulation's cutoff result after `/结束本轮 确认`), scores become final, and one post
gives the standings and who plays on, or the final places and prizes."""

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import formats
from engine.formats import FormatError
from engine.formats.stage_standings import StageRow
from engine.standings import StandingRow, Standings, decimal_text
from engine.vocabulary import EntryStatus
from models.tables import Report, Tournament, id_of

from . import links, outbox, seating, snapshot, units
from .awards import award_lines
from .common import (
    UNMUTE,
    Actor,
    Notice,
    Outcome,
    Refusal,
    local,
    regulation_of,
    require_organiser,
    system_actor,
    tournament_unit,
)
from .outbox import owe
from .results import display_name, division_prefix, games_of, store
from .seating import scopes_named

ADVANCING_PER_LINE = 8  # names a line in the list of who plays on


async def close_round(
    actor: Actor, now: datetime, division: str = "", confirm: bool = False
) -> Outcome:
    """`/结束本轮 [组别]` · `/结束本轮 [组别] 确认`: close the round (see ``close_round_drawn``)."""
    return (await close_round_drawn(actor, now, confirm, division))[0]


async def close_round_drawn(
    actor: Actor, now: datetime, confirm: bool = False, division: str = ""
) -> tuple[Outcome, list[str]]:
    """`/结束本轮` (see ``_close``); where the regulation pairs on close (``pair_on_close``) and
    the next round is of the same stage, that round is then seated at once, as the timer would
    seat it (its start is still called at its time). A refusal to seat does not undo the
    close: the group reads why in a post of its own."""
    outcome, silent, following = await _close(actor, now, confirm, division)
    if following is None:
        return outcome, silent
    timer, number = following
    assert timer.group_id is not None  # the tournament's own actor speaks in its group
    try:  # the tournament's own act (as the timer's): its tables and call are posts of their own
        seated = await seating.seat_next_round(timer, now, division)
    except Refusal as refusal:
        await outbox.enqueue(
            [Notice("group", timer.group_id, f"第{number}轮未能自动编排：{refusal.message}")]
        )
        return outcome, silent
    outcome.notices.extend(n for n in seated.notices if not n.queued)  # actions on the group
    return outcome, silent


async def _close(
    actor: Actor, now: datetime, confirm: bool, division: str
) -> tuple[Outcome, list[str], tuple[Actor, int] | None]:
    """`/结束本轮`: scores are final, post standings and cuts; where each division plays its
    own rounds, every division's open round (or the named division's). Returns the outcome and
    the tables that had no result (as `第3桌（甲、乙、丙、丁）`).

    While some table has games without any result (no report, no entry, no forfeit deciding
    them), the plain command names those tables, says what closing would do and changes
    nothing; with ``confirm`` their unplayed games take the regulation's cutoff result and the
    reply lists them."""
    words = " ".join(x for x in (division, "确认" if confirm else "") if x)
    async with tournament_unit(actor, f"结束本轮 {words}".strip()) as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "结束本轮")
        open_rounds = []
        for scope in scopes_named(t, division):
            snap = await snapshot.load(s, t, scope)
            snap.check_format()
            cur = snap.current_round()
            if cur is not None:
                open_rounds.append((snap, cur))
        if not open_rounds:
            raise Refusal("现在没有进行中的轮次。")
        contested, silent = [], []
        for snap, cur in open_rounds:
            c, q = await _settle_tables(s, snap, cur, now)
            contested += [f"{division_prefix(snap)}第{n}桌" for n in c]
            silent += [f"{division_prefix(snap)}{line}" for line in q]
        if contested:
            raise Refusal(
                "以下桌的报分有争议，请裁判先录入："
                + "、".join(contested)
                + "（/录入 <桌> <结果>），再 /结束本轮。"
            )
        cutoff = open_rounds[0][0].fmt.words.cutoff_text(open_rounds[0][0].reg)
        if silent and not confirm:
            which = f"第{open_rounds[0][1].round.number}轮" if len(open_rounds) == 1 else "本轮"
            again = f"/结束本轮 {division} 确认" if division else "/结束本轮 确认"
            raise Refusal(
                f"{which}还有 {len(silent)} 桌没有结果（无报分、无录入、无弃权）："
                + "；".join(silent)
                + f"。\n现在结束，这些桌未进行的对局将{cutoff}。"
                f"确认结束请发 {again}；或先 /录入 <桌> <结果>、/弃权 <选手>。本次未做任何改动。"
            )
        heads, posts, pictures = [], [], []
        for snap, cur in open_rounds:
            head, texts, picture = await _close_scope(s, t, snap, cur, now)
            heads.append(head)
            posts += texts
            pictures += [picture] if picture is not None else []
        if all([await _finished(s, t, scope) for scope in snapshot.scopes(t)]):
            t.status = "finished"
        drawn = f"\n没有结果的桌{cutoff}：" + "；".join(silent) + "。" if silent else ""
        # one post per /结束本轮 (a forward message when long), no @: the players who play on
        # are @-mentioned once, when the next round is seated
        notices = [
            Notice("group", t.group_id, "\n\n".join(posts) + links.page_line(id_of(t)), long=True)
        ]
        notices += pictures  # the bracket or ladder as it stands now, right after the post
        if regulation_of(t).schedule.quiet_during_games:
            notices.append(Notice(UNMUTE, t.group_id, ""))  # in case the round had no cutoff
        return (
            owe(work, Outcome("\n".join(heads) + drawn, notices=notices), actor),
            silent,
            _paired_next(t, open_rounds),
        )


def _paired_next(
    t: Tournament, open_rounds: list[tuple[snapshot.Snapshot, snapshot.RoundView]]
) -> tuple[Actor, int] | None:
    """(the tournament's own actor, next round) when the regulation pairs the next round on close
    and it is of the closed round's stage; None otherwise (the last round, a new stage, a
    finished event)."""
    snap = open_rounds[0][0]
    reg = snap.reg
    if not reg.schedule.pair_on_close or t.status == "finished":
        return None
    number = open_rounds[0][1].round.number
    here, after = reg.schedule.slot(number), reg.schedule.slot(number + 1)
    if here is None or after is None or here.stage != after.stage:
        return None
    rules = formats.rules_of(t.format)
    if rules.for_round(reg, number) is not rules.for_round(
        reg, number + 1
    ):  # a new stage of the format
        return None
    return system_actor(t), number + 1


async def _finished(s: AsyncSession, t: Tournament, scope: str | None) -> bool:
    """Whether a scope played all its rounds (a division nobody plays in counts as done)."""
    snap = await snapshot.load(s, t, scope)
    if not snap.rounds and not any(e.status == EntryStatus.ACTIVE for e in snap.entries.values()):
        return scope is not None
    total = snap.total_rounds()
    return total is not None and snap.last_closed() >= total and snap.current_round() is None


async def _settle_tables(
    s: AsyncSession, snap: snapshot.Snapshot, cur: snapshot.RoundView, now: datetime
) -> tuple[list[int], list[str]]:
    """Give every table of an open round its final result: a standing report, or the
    regulation's cutoff result for unplayed games. Returns the contested tables' numbers and
    the tables that had games without any result (`第3桌（甲、乙、丙、丁）`)."""
    fmt = snap.fmt
    contested, silent = [], []
    for tv in cur.tables:
        reports = (
            (await s.execute(select(Report).where(col(Report.table_id) == tv.table.id)))
            .scalars()
            .all()
        )
        if (tv.result is None or tv.result.source == "report") and any(
            r.status == "contested" for r in reports
        ):
            contested.append(tv.table.number)
            continue
        if tv.result is None:
            standing = next((r for r in reports if r.status == "reported"), None)
            if standing is not None:
                store(
                    s,
                    snap,
                    tv,
                    games_of(snap, tv, standing.games),
                    "report",
                    standing.reporter,
                    now,
                )
                standing.status = "final"
            else:
                store(
                    s,
                    snap,
                    tv,
                    fmt.results.empty_result(snap.reg, len(tv.table.seats)),
                    "cutoff",
                    "",
                    now,
                )
        try:
            closed = fmt.results.close_unplayed(snap.reg, tv.value)
        except FormatError as exc:
            raise Refusal(f"{division_prefix(snap)}第{tv.table.number}桌：{exc}") from exc
        if closed != tv.value:
            result = tv.result
            assert result is not None  # stored above: a standing report or the cutoff's
            who = "、".join(display_name(e) for e in tv.entries)
            some = "" if result.source == "cutoff" else "，部分对局"
            silent.append(f"第{tv.table.number}桌（{who}{some}）")
            games, details = fmt.results.dump_result(closed)
            result.games, result.details, tv.value = games, details, closed
    return contested, silent


async def _close_scope(
    s: AsyncSession,
    t: Tournament,
    snap: snapshot.Snapshot,
    cur: snapshot.RoundView,
    now: datetime,
) -> tuple[str, list[str], Notice | None]:
    """Close one scope's settled round; (reply line, texts of the post, the picture of the
    format's bracket or ladder after this round when it has one: 003's knockout once drawn,
    004's bouts — drawn by the chat layer when it posts it)."""
    fmt = snap.fmt
    cur.round.status, cur.round.closed_at = "closed", now
    await s.flush()
    snap = await snapshot.load(s, t, snap.division)
    table = snapshot.standings(snap)
    text = standings_text(snap, table, limit=32)
    notices = [text]
    nxt = cur.round.number + 1
    total = snap.total_rounds()
    if (total is not None and nxt > total) or fmt.over(snap.reg, table):
        if fmt.over(snap.reg, table):
            t.status = "finished"  # the match ended early (the arena: a champion lost)
        notices.append(prizes_text(snap, table))
    elif table.advancing and fmt.eliminates:
        start = snap.reg.schedule.round_start(nxt)
        adv = [snap.by_seq[q] for q in table.advancing]
        # the reminders of the next rounds that fell inside this round come here instead
        room = f"赛场：{snap.reg.room}，" if snap.reg.room else ""
        after = snap.reg.schedule.round_start(nxt + 1)
        same_day = (
            start is not None
            and after is not None
            and (total is None or nxt + 1 <= total)
            and local(t, after)[:10] == local(t, start)[:10]
        )
        then = f"第{nxt + 1}轮紧接着于 {local(t, after)} 开赛。" if same_day else ""
        names = [f"{display_name(e)}({e.seq})" for e in adv]
        notices.append(
            f"晋级第{nxt}轮的 {len(adv)} 位选手："
            f"第{nxt}轮 {local(t, start)} 开赛，{room}请准时到场。{then}\n"
            + "\n".join(
                "、".join(names[i : i + ADVANCING_PER_LINE])
                for i in range(0, len(names), ADVANCING_PER_LINE)
            )
        )
    bracket = fmt.bracket(snap.reg, table)
    picture = None
    if bracket is not None:
        title = bracket.get("title") or ""
        picture = Notice(
            "group",
            t.group_id,
            f"「{t.name}」{division_prefix(snap)}第{cur.round.number}轮后的{title}对阵图"
            "（文字版：/排名 文字）",
            image=f"bracket:{t.id}:{cur.round.number}",
        )
    return f"{division_prefix(snap)}第{cur.round.number}轮已结束，成绩已定。", notices, picture


def standings_text(snap: snapshot.Snapshot, table: Standings, limit: int | None = None) -> str:
    """The standings as chat text: rank, name, total, round scores, the format's note, status;
    the rows of a stage in groups in one block per group, each under its heading (A组：)."""
    by_seq = snap.by_seq
    fmt = snap.fmt
    head = f"「{snap.t.name}」{division_prefix(snap)}第{table.after_round}轮后排名"
    grouped = any(_group_of(row) for row in table.rows)
    cut = fmt.cut(snap.reg, table.after_round)
    if cut and not grouped:  # from groups the notes say who goes on from each group
        head += f"（前 {cut} 名晋级）"
    lines = [head]
    group = None
    for row in table.rows[: limit or len(table.rows)]:
        if (own := _group_of(row)) is not None and own != group:
            lines.append(f"{own}组：")
        group = own
        e = by_seq[row.seq]
        scores = "/".join("-" if x is None else decimal_text(x) for x in row.round_scores)
        flag = "" if row.status == EntryStatus.ACTIVE else EntryStatus.label_of(row.status)
        note = fmt.words.row_note(row)
        note = f"　{note}" if note else ""
        lines.append(
            (
                f"{row.rank or '-'}. {display_name(e)}({e.seq}) {decimal_text(row.total)}"
                f"　[{scores}]{note} {flag}"
            ).rstrip()
        )
    if limit and len(table.rows) > limit:
        lines.append(f"……共 {len(table.rows)} 人，完整排名见 /排名 或网页。")
    lines.extend(fmt.words.standings_notes(snap.reg, table))
    lines.extend(units.units_lines(snap, table))
    return "\n".join(lines)


def _group_of(row: StandingRow) -> str | None:
    """The group of a row of a stage in groups being played (not of one left behind)."""
    return row.group if isinstance(row, StageRow) and not row.behind else None


def prizes_text(snap: snapshot.Snapshot, table: Standings) -> str:
    """The final prizes and the family award (or the format's own final words), then the unit
    ranking ([unit_ranking])."""
    own = snap.fmt.words.final_lines(snap.reg, table)
    team = units.units_lines(snap, table)
    if own is not None:
        return "\n".join([f"「{snap.t.name}」最终结果：", *own, *team])
    won, award = snapshot.prizes(snap, table)
    by_seq = snap.by_seq
    given = award_lines(snap.reg, list(snap.entries.values()), snap.division is None)
    team = given + team
    if not won and (award is None or not award.winners):  # no prizes: the podium
        podium = [row for row in table.rows if row.rank is not None and row.rank <= 3]
        return "\n".join(
            [f"「{snap.t.name}」{division_prefix(snap)}最终名次："]
            + [f"第{row.rank}名 {display_name(by_seq[row.seq])}" for row in podium]
            + team
        )
    lines = [f"「{snap.t.name}」{division_prefix(snap)}最终名次与奖金："]
    for p in won:
        money = f"{decimal_text(p.amount)} 元" if p.amount or not p.item else ""
        lines.append(
            f"第{p.rank}名 {display_name(by_seq[p.seq])} "
            + " + ".join(x for x in (money, p.item) if x)
        )
    dan = snapshot.dan_awards(snap, table)
    if dan is not None:
        count, awards, winners = dan
        rule = snap.reg.prizes.dan_award
        assert rule is not None  # dan_awards is None where the regulation has no dan award
        if not awards:
            lines.append(
                f"业余{rule.holder_dan}段：本组{rule.min_dan}段以上棋手 {count} 人，"
                f"不足 {rule.thresholds[0]} 人，不授予。"
            )
        else:
            names = (
                "、".join(
                    f"第{next(r.rank for r in table.rows if r.seq == q)}名 "
                    f"{display_name(by_seq[q])}"
                    for q in winners
                )
                or f"无（顺延至第{rule.max_place}名后取消）"
            )
            lines.append(
                f"授予业余{rule.holder_dan}段"
                f"（本组{rule.min_dan}段以上 {count} 人，授予 {awards} 名）：{names}"
            )
    if award is not None and award.winners:
        counts = "，".join(f"{k} {v} 人" for k, v in award.counts.items())
        if award.tie:
            lines.append(
                f"家族奖（16强人数最多）：{'、'.join(award.winners)} 并列（{counts}），请组委裁定。"
            )
        else:
            lines.append(
                f"家族奖：{award.winners[0]} 家族 {decimal_text(award.amount_each)} 元（{counts}）"
            )
    return "\n".join(lines + team)
