"""Disputes (申诉) and rulings (裁决).

A player of a round may dispute before the tournament's local midnight of the match day
(000 §八.7), with evidence (image URLs or file ids from the message). The arbitrators are
told privately; a ruling upholds the result, changes a table's result, orders a replay
(while the round is open) or, where the regulation says so (002), draws lots with a seeded
RNG whose seed is announced. Standings are derived, so a changed result flows everywhere; a
change that alters who advanced after the next round was seated is flagged to organisers.
"""

import random
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import numbers
from engine.formats import FormatError
from models.tables import Dispute, Report, Tournament, id_of

from . import snapshot
from .common import (
    ORGANISER,
    Actor,
    Notice,
    Outcome,
    Refusal,
    entry_of_user,
    local,
    people_with,
    referees,
    regulation_of,
    require_arbitrator,
    tournament_unit,
)
from .outbox import owe
from .results import display_name, games_text, parse_result, result_text, store
from .schedule import local_midnight_after


def dispute_deadline(t: Tournament, snap: snapshot.Snapshot, number: int) -> datetime | None:
    """When disputes about round `number` close: local midnight of its match day (or, without
    such a rule, when the next round is seated: None while it is not)."""
    rv = snap.rounds[number]
    if snap.reg.disputes.deadline == "match_day_midnight":
        day = rv.round.starts_at or rv.round.seated_at
        assert day is not None  # a seated round has its seating time
        return local_midnight_after(t, day)
    nxt = snap.rounds.get(number + 1)
    return nxt.round.seated_at if nxt else None


REASON_LIMIT = 200
RULING_CN = {"upheld": "维持原结果", "changed": "改判", "replay": "重赛", "lots": "抽签"}
FORM = "格式：/裁决 <申诉号> 维持 或 /裁决 <申诉号> 改判 <桌> <结果>（如 /裁决 3 改判 5 胜和负）"


class Verdict(StrEnum):
    """A ruling's verdict; the value is its chat word (also kept in the ruling's JSON)."""

    UPHOLD = "维持"
    CHANGE = "改判"
    REPLAY = "重赛"
    LOTS = "抽签"


@dataclass(frozen=True)
class RulingArgs:
    """`/裁决`'s arguments as the chat layer read them."""

    dispute: numbers.Written  # its value None when out of bounds
    verdict: Verdict
    table: numbers.Written | None = None  # 改判: the table (None when not given as a number)
    result: str = ""  # 改判: the new result as written; the tournament's format parses it

    def text(self) -> str:
        """The arguments as a command line (for the audit log)."""
        parts = [
            self.dispute.text,
            self.verdict,
            self.table.text if self.table else "",
            self.result,
        ]
        return " ".join(p for p in parts if p)


async def file_dispute(actor: Actor, reason: str, evidence: list[str], now: datetime) -> Outcome:
    """`/申诉 <理由>` (with images): a player of the round disputes their table's result."""
    if not reason.strip():
        raise Refusal(
            "格式：/申诉 <理由>，并在同一条消息里附上复盘或截图，例如：/申诉 第2局对方开棋 [图片]"
        )
    if len(reason.strip()) > REASON_LIMIT:
        raise Refusal(
            f"申诉理由最多 {REASON_LIMIT} 个字（现在 {len(reason.strip())} 个），"
            "详情请放在截图或复盘里。"
            "例如：/申诉 第2局对方开棋 [图片]"
        )
    async with tournament_unit(actor, f"申诉 {reason}") as (work, t):
        s = work.session
        entry = await entry_of_user(s, t, actor.user_id)
        snap = await snapshot.load_for(s, t, entry)
        played = [
            n
            for n in sorted(snap.rounds, reverse=True)
            if entry is not None and snap.table_of(id_of(entry), n)
        ]
        if entry is None or not played:
            raise Refusal("你没有参加本赛事的任何一轮，不能申诉。")
        number = played[0]
        deadline = dispute_deadline(t, snap, number)
        if deadline is not None and now >= deadline:
            raise Refusal(
                f"第{number}轮的申诉已于 {local(t, deadline)} 截止（规程：比赛当天 24:00 前提出）。"
            )
        reg = regulation_of(t)
        if reg.disputes.evidence_required and not evidence:
            raise Refusal(
                "规程要求申诉附复盘或截图（含四位棋手姓名或整个棋盘的大图）。"
                "请把 /申诉 <理由> 和图片放在同一条消息里发送。"
            )
        tv = snap.table_of(id_of(entry), number)
        assert tv is not None  # the round was found by his table
        dispute = Dispute(
            tournament_id=id_of(t),
            round_number=number,
            table_id=tv.table.id,
            filer=actor.user_id,
            reason=reason.strip(),
            evidence=list(evidence),
            created_at=now,
        )
        s.add(dispute)
        await s.flush()
        reports = (
            (await s.execute(select(Report).where(col(Report.table_id) == tv.table.id)))
            .scalars()
            .all()
        )
        result = result_text(snap, tv) if tv.result else "尚无结果"
        lines = [
            f"赛事「{t.name}」申诉 #{dispute.id}：第{number}轮第{tv.table.number}桌",
            "同桌：" + "、".join(f"{display_name(e)}({e.seq})" for e in tv.entries),
            f"申诉人：{display_name(entry)}（{entry.seq}）　理由：{dispute.reason}",
            f"当前结果：{result}"
            + (
                "；报分：" + "，".join(f"{r.reporter} {games_text(snap, r.games)}" for r in reports)
                if reports
                else ""
            ),
        ]
        lines += [f"证据：{url}" for url in evidence]
        lines.append(
            f"裁决：/裁决 {dispute.id} 维持 或 /裁决 {dispute.id} 改判 {tv.table.number} <结果>"
        )
        notices = [Notice("private", uid, "\n".join(lines)) for uid in await referees(s, t)]
        return owe(
            work,
            Outcome(
                f"已收到申诉 #{dispute.id}"
                f"（第{number}轮第{tv.table.number}桌，证据 {len(evidence)} 份），已转仲裁。",
                notices=notices,
            ),
            actor,
        )


async def rule(actor: Actor, args: RulingArgs, now: datetime) -> Outcome:
    """`/裁决 <号> 维持` · `/裁决 <号> 改判 <桌> <结果>` · `/裁决 <号> 重赛` · `/裁决 <号> 抽签`."""
    verdict = args.verdict
    async with tournament_unit(actor, f"裁决 {args.text()}") as (work, t):
        s = work.session
        await require_arbitrator(s, t, actor, "裁决申诉")
        ident = args.dispute.value
        dispute = None if ident is None else await s.get(Dispute, ident)
        if dispute is None or dispute.tournament_id != t.id:
            raise Refusal(f"本赛事没有申诉 #{numbers.echo(args.dispute.text)}。")
        if dispute.status != "open":
            raise Refusal(
                f"申诉 #{dispute.id} 已裁决（{RULING_CN.get(dispute.status, '已处理')}）。"
            )
        snap = next(
            x
            for x in await snapshot.load_all(s, t)
            if any(tv.table.id == dispute.table_id for rv in x.rounds.values() for tv in rv.tables)
        )
        rv = snap.rounds[dispute.round_number]
        before = (
            snapshot.standings(snap, rv.round.number).advancing
            if rv.round.status == "closed"
            else None
        )
        tv = next(x for x in rv.tables if x.table.id == dispute.table_id)
        reg = snap.reg
        ruling: dict = {"verdict": str(verdict)}
        if verdict == Verdict.UPHOLD:
            dispute.status = "upheld"
            text = f"申诉 #{dispute.id} 裁决：维持原结果。"
        elif verdict == Verdict.CHANGE:
            if args.table is None or not args.result:
                raise Refusal(FORM)
            target = next((x for x in rv.tables if x.table.number == args.table.value), None)
            if target is None:
                raise Refusal(
                    f"第{rv.round.number}轮没有第{numbers.echo(args.table.text)}桌"
                    f"（共 {len(rv.tables)} 桌）。"
                )
            fmt = snap.fmt_of(rv.round.number)  # an earlier stage's table: its own rules
            new = parse_result(snap, target, args.result, fmt)
            games = fmt.results.dump_result(new)[0]
            old = (
                target.value
                if target.result is not None
                else fmt.results.empty_result(reg, len(target.table.seats))
            )
            store(s, snap, target, fmt.results.overrule(old, new), "ruling", actor.user_id, now)
            dispute.status = "changed"
            ruling.update(table=target.table.number, games=games)
            text = (
                f"申诉 #{dispute.id} 裁决："
                f"第{rv.round.number}轮第{target.table.number}桌改判为 "
                f"{games_text(snap, games, fmt)}。"
            )
        elif verdict == Verdict.REPLAY:
            if not reg.disputes.replay_allowed:
                raise Refusal("本规程不允许重赛（如 002：确无法判定则抽签，不再重赛）。")
            if rv.round.status == "closed":
                raise Refusal("本轮已结束，无法重赛；请改判或维持。")
            if tv.result is not None:
                await s.delete(tv.result)
            dispute.status = "replay"
            text = (
                f"申诉 #{dispute.id} 裁决：第{rv.round.number}轮第{tv.table.number}桌重赛，"
                "成绩作废，请重新对局后报分。"
            )
        else:
            if reg.disputes.undecidable != "lots":
                raise Refusal("本规程没有规定以抽签决定无法判定的申诉。")
            seed = t.rng_seed * 1000 + id_of(dispute)
            winner = random.Random(seed).randrange(2)
            try:
                rules = snap.fmt_of(rv.round.number).results  # the disputed round's own
                drawn = rules.lots_result(reg, winner, len(tv.table.seats))
            except FormatError as exc:
                raise Refusal(str(exc)) from exc
            store(
                s,
                snap,
                tv,
                rules.entered(tv.value if tv.result else None, drawn),
                "ruling",
                actor.user_id,
                now,
            )
            dispute.status = "lots"
            ruling.update(seed=seed, winner_seat=winner)
            text = (
                f"申诉 #{dispute.id} 无法判定，按规程抽签：种子 {seed}，"
                f"{display_name(tv.entries[winner])} 胜（可用同一种子复核）。"
            )
        dispute.ruling, dispute.ruled_by, dispute.ruled_at = ruling, actor.user_id, now
        await s.flush()
        # announced in the match group once: as the reply when the ruling is made there
        notices = [] if actor.group_id == t.group_id else [Notice("group", t.group_id, text)]
        notices += await _advancement_check(s, t, dispute.round_number, before, snap.division)
        return owe(work, Outcome(text, notices=notices), actor)


async def _advancement_check(
    s: AsyncSession,
    t: Tournament,
    number: int,
    before: list[int] | None,
    division: str | None = None,
) -> list[Notice]:
    """Tell organisers when a ruling on a closed round changes who advanced from it after the
    next round was already seated."""
    snap = await snapshot.load(s, t, division)
    if before is None or number + 1 not in snap.rounds:
        return []
    after = snapshot.standings(snap, number).advancing
    gained, lost = sorted(set(after) - set(before)), sorted(set(before) - set(after))
    if not gained and not lost:
        return []
    by_seq = snap.by_seq
    text = (
        f"注意：赛事「{t.name}」第{number}轮的改判改变了晋级名单，而第{number + 1}轮已经编排。"
        f"应晋级：{'、'.join(display_name(by_seq[q]) for q in gained) or '无'}；"
        f"不应晋级：{'、'.join(display_name(by_seq[q]) for q in lost) or '无'}。"
        "请组委处理（如 /替补）。"
    )
    return [Notice("private", uid, text) for uid in await people_with(s, t, ORGANISER)]
