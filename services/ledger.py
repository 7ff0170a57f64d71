"""The ledger: deductions, compensations, warnings, fouls, disqualifications; sponsors.

Each line belongs to a player and a round. The regulation's penalty catalogue gives named
reasons their points, caps (说棋 at most −10) and escalations (读秒: two warnings first;
骂人: disqualification).
"""

from dataclasses import dataclass
from datetime import datetime, timedelta
from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import numbers, penalties
from engine.regulation import Penalty, Regulation
from engine.standings import decimal_text
from engine.vocabulary import POINTS_KINDS, EntryStatus, LedgerKind
from models.tables import Adjustment, Ban, Entry, Tournament, id_of

from . import game_penalties, snapshot
from .common import (
    Actor,
    Outcome,
    PlayerRef,
    Refusal,
    local,
    regulation_of,
    require_arbitrator,
    require_organiser,
    resolve_entry,
    shown_text,
    tournament_unit,
)
from .outbox import owe


def _catalogue(reg: Regulation, reason: str) -> Penalty | None:
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
    # the game the reason names (`隐身 第2局`, `第二局`: 2; None: none), from 1; the reason keeps
    # the words as typed (the ledger line stores them)
    game: int | None = None
    # the games before it the reason writes out (`第2局 前局胜`: 胜), for a tie in progress
    earlier: str = ""

    def text(self) -> str:
        """The arguments as a command line (for the audit log)."""
        parts = [
            self.points.text if self.points else "",
            self.reason,
            FORCE if self.forced else "",
            f"第{self.round.text}轮" if self.round else "",
        ]
        return " ".join(p for p in parts if p)


async def _adjustment_round(
    s: AsyncSession, t: Tournament, written: numbers.Written | None, entry: Entry | None = None
) -> int:
    """The round a ledger line belongs to: the one named (`第2轮`: a played round, e.g. a ruling
    on an earlier round's dispute); otherwise the current round, or the last one played (of the
    entry's division where divisions play their own rounds)."""
    snap = await snapshot.load_for(s, t, entry)
    if written is not None:
        named = written.value
        if not isinstance(named, int) or named not in snap.rounds:
            played = "、".join(map(str, sorted(snap.rounds))) or "无"
            raise Refusal(
                f"第{numbers.echo(written.text)}轮还没有进行，不能记录。已进行的轮次：{played}。"
            )
        return named
    cur = snap.current_round()
    if cur is not None:
        return cur.round.number
    last = snap.last_closed()
    if last == 0:
        raise Refusal("还没有开始任何一轮，无法记录。")
    return last


async def adjust(
    actor: Actor, kind: LedgerKind, player: PlayerRef | None, args: LedgerArgs, now: datetime
) -> Outcome:
    """`/扣分 <选手> <分> <原因>` · `/补分 <选手> <分> <原因>` · `/警告 <选手> [原因]` ·
    `/犯规 <选手> [原因]`.

    For a deduction the points may be left out when the reason is in the catalogue. A round
    in `args` puts the line on an earlier round (e.g. compensation after a dispute ruling).
    """
    word = kind.label
    if player is None:
        raise Refusal(_form(kind))
    async with tournament_unit(actor, f"{word} {player.text} {args.text()}".strip()) as (work, t):
        s = work.session
        # "可以扣分" reads right; "可以犯规" would say they may commit a foul
        await require_arbitrator(s, t, actor, word if kind in POINTS_KINDS else f"给选手记{word}")
        entry = await resolve_entry(s, t, player)
        reg = regulation_of(t)
        number = await _adjustment_round(s, t, args.round, entry)
        points = Fraction(0)
        reason = args.reason
        if kind in POINTS_KINDS:
            if args.points is not None:
                points = _amount(reg, kind, args.points, args.forced)
            elif kind == LedgerKind.PENALTY and (item := _catalogue(reg, reason)) is not None:
                points = abs(Fraction(item.points))
            elif reason and kind == LedgerKind.PENALTY:
                raise Refusal(
                    f"“{reason}”不是规程列出的扣分项，请写明扣几分：/扣分 {entry.seq} 2 {reason}\n"
                    + _form(kind, reg)
                )
            else:
                raise Refusal(_form(kind, reg))
            if not reason:
                raise Refusal(f"请写明原因。{_form(kind, reg)}")
            if kind == LedgerKind.PENALTY:
                points = -points
        if len(reason) > REASON_LIMIT:
            raise Refusal(
                f"原因最多 {REASON_LIMIT} 个字（现在 {len(reason)} 个），请写得简短些。"
                f"{_form(kind, reg)}"
            )
        lines: list[str] = []
        item = _catalogue(reg, reason) if kind == LedgerKind.PENALTY else None
        if item is not None:
            points = await _apply_catalogue(s, t, entry, number, item, points, lines)
        elif kind == LedgerKind.COMPENSATION:
            await game_penalties.check_compensation(
                s, t, reg, entry, number, points, args.game, args.forced
            )
        done = await game_penalties.effect(
            s,
            t,
            reg,
            kind,
            item,
            entry,
            number,
            reason,
            points,
            actor,
            now,
            _form(kind, reg, entry.seq, item),
            args.game,
            args.earlier,
        )
        reason = done.reason
        for line_kind in done.kinds:
            s.add(
                Adjustment(
                    tournament_id=id_of(t),
                    entry_id=id_of(entry),
                    round_number=number,
                    kind=line_kind,
                    points=str(points if line_kind in POINTS_KINDS else 0),
                    reason=reason,
                    referee=actor.user_id,
                    created_at=now,
                )
            )
        shown = done.kinds[0].label if done.kinds else "判负"
        head = f"第{number}轮 序号 {entry.seq} {entry.name}：{shown}"
        if done.kinds and done.kinds[0] in POINTS_KINDS:
            head += f" {decimal_text(points)} 分"
        head += f"（{shown_text(actor, reason)}）" if reason else ""
        lines = [*done.words, *lines]
        if item is not None and item.disqualify:
            entry.status = EntryStatus.DISQUALIFIED
            s.add(
                Adjustment(
                    tournament_id=id_of(t),
                    entry_id=id_of(entry),
                    round_number=number,
                    kind=LedgerKind.DISQUALIFICATION,
                    reason=reason,
                    referee=actor.user_id,
                    created_at=now,
                )
            )
            lines.append("按规程取消参赛资格。")
        if item is not None and item.bans_future:
            lines.append(_ban_later_events(s, t, entry, item, reason, now))
        text = "\n".join([head + "。", *lines])
        notices = game_penalties.announce(t, actor, text) if done.changed else []
        return owe(work, Outcome(text, notices=notices), actor)


def _ban_later_events(
    s: AsyncSession, t: Tournament, entry: Entry, item: Penalty, reason: str, now: datetime
) -> str:
    """取消以后参赛资格: a ban of the player's account that outlives the tournament (checked at
    every later sign-up, `/禁赛列表`, `/解禁`), for ``item.ban_days`` days or without an end.
    Written in the penalty's unit of work, so `/撤销` of the penalty lifts it too."""
    until = now + timedelta(days=item.ban_days) if item.ban_days else None
    s.add(
        Ban(
            user_id=entry.user_id,
            reason=f"赛事「{t.name}」{reason}，取消以后参赛资格",
            tournament_id=t.id,
            created_at=now,
            until=until,
        )
    )
    span = f"至 {local(t, until)}" if until else "（无期限）"
    return f"按规程取消以后参赛资格：禁赛{span}，期间不能报名其他赛事。"


def largest_amount(reg: Regulation, kind: LedgerKind) -> Fraction:
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


def _amount(reg: Regulation, kind: LedgerKind, written: numbers.Written, forced: bool) -> Fraction:
    """A typed deduction or compensation: positive, at most one decimal, and no more than the
    regulation's largest single amount unless the referee adds `强制`."""
    word = kind.label
    limit = largest_amount(reg, kind)
    points = written.value
    if points is None:
        raise Refusal(
            f"分数“{numbers.echo(written.text)}”不对：应为正数，最多一位小数，"
            f"单次不超过 {decimal_text(limit)} 分"
            f"（超过须在末尾加“{FORCE}”），例如 2 或 2.5。{_form(kind, reg)}"
        )
    if points > limit and not forced:
        raise Refusal(
            f"单次{word}超过规程的最大单项 {decimal_text(limit)} 分。"
            f"确需{word} {decimal_text(points)} 分，"
            f"请在命令末尾加“{FORCE}”，如 /{word} 12 {decimal_text(points)} 原因 {FORCE}"
        )
    return Fraction(points)


def _form(
    kind: LedgerKind, reg: Regulation | None = None, seq: int = 12, item: Penalty | None = None
) -> str:
    """The right form of a ledger command (with the player's number and the entry named)."""
    if kind == LedgerKind.PENALTY:
        if item is not None and (item.per == "game" or item.loses_game or item.foul):
            if item.per == "game":
                return (
                    f"格式：/扣分 {seq} {item.key} [第k局]，如 /扣分 {seq} {item.key} 第2局"
                    "（不写局数：记在还没扣过的第一局）"
                )
            return f"格式：/扣分 {seq} {item.key} [第k局]（不写局数：记在正在下的一局）"
        names = "、".join(f"{p.key}({p.points})" for p in reg.penalties) if reg is not None else ""
        return (
            f"格式：/扣分 <选手> <分> <原因>，如 /扣分 {seq} 2 隐身；"
            f"规程列出的原因可省略分数，如 /扣分 {seq} 说棋"
            + (f"\n规程扣分项：{names}" if names else "")
        )
    if kind == LedgerKind.COMPENSATION:
        return (
            f"格式：/补分 <选手> <分> <原因> [第k局]，如 /补分 {seq} 4 对手消极比赛 第2局"
            "（输棋补2或6，和棋补4，赢棋不补）"
        )
    word = kind.label
    if kind == LedgerKind.FOUL:
        return f"格式：/犯规 <选手> [原因] [第k局]，如 /犯规 {seq} 先按钟"
    return f"格式：/{word} <选手> [原因]，如 /{word} {seq} 读秒"


async def _apply_catalogue(
    s: AsyncSession,
    t: Tournament,
    entry: Entry,
    number: int,
    item: Penalty,
    points: Fraction,
    lines: list[str],
) -> Fraction:
    """Escalation (warnings first) and the per-round cap of a named penalty (engine/penalties.py),
    over the player's ledger lines of the round; returns the points."""
    rows = (
        (
            await s.execute(
                select(Adjustment).where(
                    col(Adjustment.tournament_id) == t.id,
                    col(Adjustment.entry_id) == entry.id,
                    col(Adjustment.round_number) == number,
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


async def mark_sponsor(actor: Actor, player: PlayerRef | None) -> Outcome:
    """`/赞助 <选手>`: a sponsor or named sponsor goes first on equal totals (000 §六.3); again
    to unmark."""
    if player is None:
        raise Refusal("格式：/赞助 <选手>，选手写报名序号或 @该选手；再发一次取消。")
    async with tournament_unit(actor, f"赞助 {player.text}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "标记赞助者")
        entry = await resolve_entry(s, t, player)
        entry.sponsor = not entry.sponsor
        state = "标记为赞助者（积分相同时优先晋级）" if entry.sponsor else "取消赞助者标记"
        return owe(work, Outcome(f"序号 {entry.seq} {entry.name} 已{state}。"), actor)


def ledger_lines(snap: snapshot.Snapshot, entry: Entry) -> list[str]:
    """The player's ledger lines, oldest first."""
    out = []
    for a in snap.adjustments:
        if a.entry_id != entry.id:
            continue
        pts = f" {decimal_text(Fraction(a.points))}" if a.kind in POINTS_KINDS else ""
        out.append(f"第{a.round_number}轮 {LedgerKind.label_of(a.kind)}{pts} {a.reason}".rstrip())
    return out
