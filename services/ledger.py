"""The ledger: deductions, compensations, warnings, fouls, disqualifications; sponsors.

Each line belongs to a player and a round. The regulation's penalty catalogue gives named
reasons their points, caps (说棋 at most −10) and escalations (读秒: two warnings first;
骂人: disqualification).
"""

import re
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction

from sqlalchemy import select

from engine import numbers, penalties
from engine.standings import decimal_text
from engine.vocabulary import POINTS_KINDS, EntryStatus, LedgerKind
from models.tables import Adjustment, Entry, Tournament

from . import snapshot
from .common import (
    Actor,
    Outcome,
    Refusal,
    regulation_of,
    require_arbitrator,
    require_organiser,
    resolve_entry,
    shown_text,
    tournament_unit,
)
from .outbox import owe


def _catalogue(reg, reason: str):
    """The catalogue entry a reason names: it starts with the entry's name (`说棋 第3局`)."""
    return penalties.catalogue_entry(reg.penalties, reason)


REASON_LIMIT = 100
FORCE = "强制"
"""The word that lets a deduction or compensation pass the regulation's largest single amount."""


@dataclass(frozen=True)
class LedgerArgs:
    """A ledger command's arguments after the player, as the chat layer read them."""

    reason: str = ""
    # the amount typed (None: left out, e.g. a catalogue reason); its value None when unreadable
    points: numbers.Written | None = None
    # `第k轮`: the round the line belongs to (None: the current one); its value None when unreadable
    round: numbers.Written | None = None
    # `强制`: past the regulation's largest single amount
    forced: bool = False

    def text(self) -> str:
        """The arguments as a command line (for the audit log)."""
        parts = [
            self.points.text if self.points else "",
            self.reason,
            FORCE if self.forced else "",
            f"第{self.round.text}轮" if self.round else "",
        ]
        return " ".join(p for p in parts if p)


async def _adjustment_round(s, t: Tournament, written: numbers.Written | None, entry=None) -> int:
    """The round a ledger line belongs to: the one named (`第2轮`: a played round, e.g. a ruling
    on an earlier round's dispute); otherwise the current round, or the last one played (of the entry's division where
    divisions play their own rounds)."""
    snap = await snapshot.load_for(s, t, entry)
    if written is not None:
        if written.value not in snap.rounds:
            played = "、".join(map(str, sorted(snap.rounds))) or "无"
            raise Refusal(
                f"第{numbers.echo(written.text)}轮还没有进行，不能记录。已进行的轮次：{played}。"
            )
        return written.value
    cur = snap.current_round()
    if cur is not None:
        return cur.round.number
    last = snap.last_closed()
    if last == 0:
        raise Refusal("还没有开始任何一轮，无法记录。")
    return last


async def adjust(
    actor: Actor, kind: LedgerKind, token: str, args: LedgerArgs, now: datetime
) -> Outcome:
    """`/扣分 <选手> <分> <原因>` · `/补分 <选手> <分> <原因>` · `/警告 <选手> [原因]` · `/犯规 <选手> [原因]`.

    For a deduction the points may be left out when the reason is in the catalogue. A round
    in `args` puts the line on an earlier round (e.g. compensation after a dispute ruling).
    """
    word = LedgerKind(kind).label
    if not token:
        raise Refusal(_form(kind))
    async with tournament_unit(actor, f"{word} {token} {args.text()}".strip()) as (work, t):
        s = work.session
        # "可以扣分" reads right; "可以犯规" would say they may commit a foul
        await require_arbitrator(s, t, actor, word if kind in POINTS_KINDS else f"给选手记{word}")
        entry = await resolve_entry(s, t, token)
        reg = regulation_of(t)
        number = await _adjustment_round(s, t, args.round, entry)
        points = Fraction(0)
        reason = args.reason
        if kind in POINTS_KINDS:
            if args.points is not None:
                points = _amount(reg, kind, args.points, args.forced)
            elif kind == LedgerKind.PENALTY and (item := _catalogue(reg, reason)) is not None:
                points = abs(Fraction(item.points))
            else:
                raise Refusal(_form(kind, reg))
            if not reason:
                raise Refusal(f"请写明原因。{_form(kind, reg)}")
            if kind == LedgerKind.PENALTY:
                points = -points
        if len(reason) > REASON_LIMIT:
            raise Refusal(
                f"原因最多 {REASON_LIMIT} 个字（现在 {len(reason)} 个），请写得简短些。{_form(kind, reg)}"
            )
        lines: list[str] = []
        item = _catalogue(reg, reason) if kind == LedgerKind.PENALTY else None
        if item is not None:
            points = await _apply_catalogue(s, t, entry, number, item, points, lines)
        elif kind == LedgerKind.COMPENSATION:
            await _check_compensation(s, t, reg, entry, number, points, reason)
        s.add(
            Adjustment(
                tournament_id=t.id,
                entry_id=entry.id,
                round_number=number,
                kind=kind,
                points=str(points),
                reason=reason,
                referee=actor.user_id,
                created_at=now,
            )
        )
        head = f"第{number}轮 序号 {entry.seq} {entry.name}：{word}"
        if kind in POINTS_KINDS:
            head += f" {decimal_text(points)} 分"
        head += f"（{shown_text(actor, reason)}）" if reason else ""
        if item is not None and item.disqualify:
            entry.status = EntryStatus.DISQUALIFIED
            s.add(
                Adjustment(
                    tournament_id=t.id,
                    entry_id=entry.id,
                    round_number=number,
                    kind=LedgerKind.DISQUALIFICATION,
                    reason=reason,
                    referee=actor.user_id,
                    created_at=now,
                )
            )
            lines.append("按规程取消参赛资格。")
        return owe(work, Outcome("\n".join([head + "。", *lines])), actor)


def largest_amount(reg, kind: str) -> Fraction:
    """The largest single amount the regulation names for a deduction (its catalogue's points
    and caps) or a compensation (its compensation table); 10 where it names none."""
    if kind == LedgerKind.PENALTY:
        named = [
            abs(Fraction(x)) for p in reg.penalties for x in (p.points, p.cap) if x is not None
        ]
    else:
        comp = reg.compensation
        named = (
            [Fraction(x) for x in [*comp.loss, comp.draw, comp.win, comp.open_partner]]
            if comp
            else []
        )
    return max([x for x in named if x], default=Fraction(10))


def _amount(reg, kind: str, written: numbers.Written, forced: bool) -> Fraction:
    """A typed deduction or compensation: positive, at most one decimal, and no more than the
    regulation's largest single amount unless the referee adds `强制`."""
    word = LedgerKind(kind).label
    limit = largest_amount(reg, kind)
    points = written.value
    if points is None:
        raise Refusal(
            f"分数“{numbers.echo(written.text)}”不对：应为正数，最多一位小数，单次不超过 {decimal_text(limit)} 分"
            f"（超过须在末尾加“{FORCE}”），例如 2 或 2.5。{_form(kind, reg)}"
        )
    if points > limit and not forced:
        raise Refusal(
            f"单次{word}超过规程的最大单项 {decimal_text(limit)} 分。确需{word} {decimal_text(points)} 分，"
            f"请在命令末尾加“{FORCE}”，如 /{word} 12 {decimal_text(points)} 原因 {FORCE}"
        )
    return points


def _form(kind: str, reg=None) -> str:
    if kind == LedgerKind.PENALTY:
        names = "、".join(f"{p.key}({p.points})" for p in reg.penalties) if reg is not None else ""
        return (
            "格式：/扣分 <选手> <分> <原因>，如 /扣分 12 2 隐身；规程列出的原因可省略分数，如 /扣分 12 说棋"
            + (f"\n规程扣分项：{names}" if names else "")
        )
    if kind == LedgerKind.COMPENSATION:
        return "格式：/补分 <选手> <分> <原因>，如 /补分 12 4 对手消极比赛（和棋补4分）"
    return f"格式：/{LedgerKind(kind).label} <选手> [原因]，如 /{LedgerKind(kind).label} 12 读秒"


async def _apply_catalogue(
    s, t, entry: Entry, number: int, item, points: Fraction, lines: list[str]
) -> Fraction:
    """Escalation (warnings first) and the per-round cap of a named penalty (engine/penalties.py),
    over the player's ledger lines of the round; returns the points."""
    rows = (
        (
            await s.execute(
                select(Adjustment).where(
                    Adjustment.tournament_id == t.id,
                    Adjustment.entry_id == entry.id,
                    Adjustment.round_number == number,
                )
            )
        )
        .scalars()
        .all()
    )
    ledger = [penalties.LedgerLine(a.kind, Fraction(a.points or 0), a.reason or "") for a in rows]
    try:
        penalties.check_penalty(regulation_of(t).penalties, item, points, ledger, entry.seq)
    except penalties.PenaltyError as exc:
        raise Refusal(str(exc)) from None
    return points


_GAME = re.compile(r"第\s*(\d+)\s*局")


async def _check_compensation(
    s, t, reg, entry: Entry, number: int, points: Fraction, reason: str
) -> None:
    """Compensation the regulation allows for the player's result (000 §九: a win gets none;
    loss 2 or 6, draw 4): of the game the reason names (`第2局`), else of some game that round."""
    comp = reg.compensation
    if comp is None:
        return
    snap = await snapshot.load(s, t)
    tv = snap.table_of(entry.id, number)
    outcomes = []
    if tv is not None and tv.result is not None:
        outcomes = snap.fmt.seat_outcomes(reg, tv.value, tv.table.seats.index(entry.id))
    match = _GAME.search(reason)
    game = int(match.group(1)) - 1 if match else None
    try:
        penalties.check_compensation(comp, points, outcomes, game)
    except penalties.PenaltyError as exc:
        raise Refusal(str(exc)) from None


async def mark_sponsor(actor: Actor, token: str) -> Outcome:
    """`/赞助 <选手>`: a sponsor or named sponsor goes first on equal totals (000 §六.3); again to unmark."""
    if not token:
        raise Refusal("格式：/赞助 <选手>，选手写报名序号或 @该选手；再发一次取消。")
    async with tournament_unit(actor, f"赞助 {token}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "标记赞助者")
        entry = await resolve_entry(s, t, token)
        entry.sponsor = not entry.sponsor
        state = "标记为赞助者（积分相同时优先晋级）" if entry.sponsor else "取消赞助者标记"
        return owe(work, Outcome(f"序号 {entry.seq} {entry.name} 已{state}。"), actor)


def ledger_lines(snap, entry: Entry) -> list[str]:
    """The player's ledger lines, oldest first."""
    out = []
    for a in snap.adjustments:
        if a.entry_id != entry.id:
            continue
        pts = f" {decimal_text(Fraction(a.points))}" if a.kind in POINTS_KINDS else ""
        out.append(f"第{a.round_number}轮 {LedgerKind.label_of(a.kind)}{pts} {a.reason}".rstrip())
    return out
