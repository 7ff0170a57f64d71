"""What a ledger line does to the player's game (services.ledger calls it inside its unit of
work): the game a line counts in, a penalty's ``per`` (000 隐身 once per game, 踢人 once per
table), the penalties that lose the game (002 坐错/手机, 003 违例), the fouls rule (003 两次犯规
判负: a foul-marked penalty such as 先按钟 counts), and the cause a compensation needs (000 §九).

A game lost this way changes the table's result like a referee's entry (source ``referee``):
the opponent wins it, standings follow, the reply and the match group say so, and /撤销
restores the result with the ledger line.
"""

from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import compensation, formats, penalties
from engine.formats import Format, FormatError
from engine.regulation import Penalty, Regulation
from engine.vocabulary import LedgerKind
from models.tables import Entry, Report, Tournament, id_of

from . import snapshot
from .common import Actor, Notice, Refusal
from .results import display_name, store


def rules_of_round(t: Tournament, reg: Regulation, number: int) -> Format:
    """The rules that read and write round ``number``'s results (003: a group game or a tie);
    a Refusal when the tournament's format has no module."""
    try:
        return formats.rules_of(t.format).for_round(reg, number)
    except FormatError as exc:
        raise Refusal(str(exc)) from exc


@dataclass
class Seat:
    """A player's seat in the round a ledger line belongs to: the snapshot of his scope, the
    rules of that round, his table and seat, and the table's result (or an empty one)."""

    snap: snapshot.Snapshot
    fmt: Format
    tv: snapshot.TableView
    seat: int
    value: object  # the format's typed result of the table
    number: int

    @property
    def games(self) -> int:
        """The games of the table (a per-game penalty's most, the highest `第k局`)."""
        return self.fmt.results.table_games(self.snap.reg, self.value, len(self.tv.table.seats))


async def seat_of(
    s: AsyncSession, t: Tournament, entry: Entry, number: int, doing: str, form: str
) -> Seat:
    """The player's seat in round ``number``; refused (with the right form) when he sits at no
    table or has no game there (a rest, a forfeited table)."""
    snap = await snapshot.load_for(s, t, entry)
    fmt = rules_of_round(t, snap.reg, number)
    tv = snap.table_of(id_of(entry), number)
    if tv is None:
        raise Refusal(
            f"序号 {entry.seq} {entry.name} 第{number}轮不在任何一桌，不能{doing}。{form}"
        )
    value = (
        tv.value
        if tv.result is not None
        else fmt.results.empty_result(snap.reg, len(tv.table.seats))
    )
    seat = Seat(snap, fmt, tv, tv.table.seats.index(entry.id), value, number)
    if seat.games == 0:
        raise Refusal(
            f"序号 {entry.seq} {entry.name} 第{number}轮第{tv.table.number}桌没有对局"
            f"（{seat.fmt.results.result_text(value)}），不能{doing}。"
        )
    return seat


def game_named(
    seat: Seat, named: int | None, earlier: str, default: int, form: str
) -> tuple[int, bool]:
    """The game (1-based) a line counts in: the one its reason names (``named``, the `第k局` the
    chat layer read), checked against the table's games unless the reason writes out the
    ``earlier`` games, else ``default``; and whether the reason named it."""
    if named is None:
        return default, False
    games = seat.games
    if not 1 <= named <= games and not earlier:
        raise Refusal(
            f"第{named}局不对：第{seat.number}轮第{seat.tv.table.number}桌"
            f"{'只有 1 局' if games == 1 else f'是第1局到第{games}局'}。{form}"
        )
    return named, True


def ledger(snap: snapshot.Snapshot, entry_id: int, number: int) -> list[penalties.LedgerLine]:
    """A player's ledger lines of a round, oldest first."""
    return [
        penalties.LedgerLine(a.kind, Fraction(a.points or 0), a.reason or "")
        for a in snap.adjustments
        if a.entry_id == entry_id and a.round_number == number
    ]


async def lose_game(
    s: AsyncSession, seat: Seat, game: int, earlier: str, actor: Actor, now: datetime, form: str
) -> str:
    """The table's result after the player is ruled to have lost ``game`` (1-based), written
    like a referee's entry; returns the words for the reply (what happened and the new result).
    Only the latest round seated may change this way (a later round was seated from it)."""
    snap, tv = seat.snap, seat.tv
    latest = max(snap.rounds)
    if seat.number != latest:
        raise Refusal(
            f"第{seat.number}轮之后已经编排了第{latest}轮，判负会改变已用于编排的成绩："
            f"请用 /申诉 与 /裁决 改判第{seat.number}轮的结果。"
        )
    try:
        value, words = seat.fmt.results.lose_game(
            snap.reg, seat.value, seat.seat, game - 1, earlier
        )
        seat.fmt.results.points(snap.reg, value, len(tv.table.seats))
    except FormatError as exc:
        raise Refusal(f"{exc}{form}") from None
    old = seat.fmt.results.result_text(tv.value) if tv.result is not None else None
    store(s, snap, tv, value, "referee", actor.user_id, now)
    for report in (
        await s.execute(select(Report).where(col(Report.table_id) == tv.table.id))
    ).scalars():
        if report.status in ("reported", "confirmed", "contested"):
            report.status = "superseded"
    per_seat = seat.fmt.results.points(snap.reg, value, len(tv.table.seats))
    scores = "，".join(f"{display_name(e)} {sum(per_seat[i])}" for i, e in enumerate(tv.entries))
    new = seat.fmt.results.result_text(value)
    was = "（与原结果相同）" if old == new else f"（原为 {old}）" if old else ""
    return f"{words}。第{seat.number}轮第{tv.table.number}桌结果：{new}{was}。\n得分：{scores}"


def announce(t: Tournament, actor: Actor, text: str) -> list[Notice]:
    """A changed result is posted in the match group once: as the reply when said there."""
    return [] if actor.group_id == t.group_id else [Notice("group", t.group_id, text)]


def fouls_rule(seat: Seat, lines: list[penalties.LedgerLine], game: int) -> int | None:
    """The player's count of fouls in ``game`` when it just reached the format's number that
    loses the game (003: the second), else None. ``lines`` hold the new foul."""
    limit = seat.fmt.results.fouls_to_lose(seat.snap.reg)
    count = penalties.fouls_in_game(lines, game)
    return count if limit is not None and count == limit else None


def foul_words(seat: Seat, lines: list[penalties.LedgerLine], game: int) -> str:
    """The count of the player's fouls in the game, for the reply (本局第1次犯规)."""
    where = "本局" if seat.games == 1 else f"第{game}局"
    count = penalties.fouls_in_game(lines, game)
    limit = seat.fmt.results.fouls_to_lose(seat.snap.reg)
    words = f"{where}第{count}次犯规"
    if limit is None:
        return words
    times = "两" if limit == 2 else penalties.count_text(limit)
    if count > limit:
        return words + f"（{where}已因{times}次犯规判负，结果不再改变）"
    return words + f"（规程：{times}次犯规判负）"


async def check_compensation(
    s: AsyncSession,
    t: Tournament,
    reg: Regulation,
    entry: Entry,
    number: int,
    points: Fraction,
    named: int | None,
    forced: bool,
) -> None:
    """Compensation the regulation allows (engine/compensation.py): the amount by the player's
    result (of the game the reason names, ``named``, else of some game that round), and its
    cause — a tablemate's deduction that round for a reason that allows it, or for 开棋 by his
    partner in that game — unless the referee adds `强制`."""
    comp = reg.compensation
    if comp is None:
        return
    snap = await snapshot.load_for(s, t, entry)
    fmt = rules_of_round(t, reg, number)
    tv = snap.table_of(id_of(entry), number)
    outcomes: list[str | None] = []
    seat = tv.table.seats.index(entry.id) if tv is not None else -1
    if tv is not None and tv.result is not None:
        outcomes = fmt.results.seat_outcomes(reg, tv.value, seat)
    game = named - 1 if named else None
    deductions = None if forced else _deductions(snap, reg, tv, entry, number)
    games = 0
    if tv is not None:
        value = (
            tv.value
            if tv.result is not None
            else fmt.results.empty_result(reg, len(tv.table.seats))
        )
        games = fmt.results.table_games(reg, value, len(tv.table.seats))
    try:
        compensation.check_compensation(
            comp,
            points,
            outcomes,
            game,
            deductions,
            lambda g: fmt.results.partner_seat(reg, seat, g) if seat >= 0 else None,
            games,
        )
    except penalties.PenaltyError as exc:
        raise Refusal(str(exc)) from None


def _deductions(
    snap: snapshot.Snapshot,
    reg: Regulation,
    tv: snapshot.TableView | None,
    entry: Entry,
    number: int,
) -> list[compensation.Deduction]:
    """The deductions of the player's tablemates in round ``number``."""
    if tv is None:
        raise Refusal(
            f"序号 {entry.seq} {entry.name} 第{number}轮不在任何一桌，没有可以补分的对局。"
            f"确需补分请在命令末尾加“强制”。"
        )
    seats = {eid: i for i, eid in enumerate(tv.table.seats) if eid != entry.id}
    seq_of = {e.id: e.seq for e in tv.entries}
    out = []
    for a in snap.adjustments:
        if (
            a.round_number == number
            and a.entry_id in seats
            and a.kind == LedgerKind.PENALTY
            and Fraction(a.points or 0) < 0
        ):
            item = penalties.catalogue_entry(reg.penalties, a.reason or "")
            out.append(
                compensation.Deduction(
                    seats[a.entry_id], seq_of[a.entry_id], item.key if item else None
                )
            )
    return out


@dataclass
class Effect:
    """What a ledger command does beyond its line: the reason as stored (the game it counted
    in written after it), the kinds of line to write (a foul-marked penalty is a foul; a
    penalty that only loses the game writes none), the reply's lines, and whether the table's
    result changed (then the reply is posted in the match group too)."""

    reason: str
    kinds: list[LedgerKind]
    words: list[str]
    changed: bool = False


async def effect(
    s: AsyncSession,
    t: Tournament,
    reg: Regulation,
    kind: LedgerKind,
    item: Penalty | None,
    entry: Entry,
    number: int,
    reason: str,
    points: Fraction,
    actor: Actor,
    now: datetime,
    form: str,
    named: int | None,
    earlier: str,
) -> Effect:
    """The effect of a deduction (``item``: its catalogue entry, None outside it) or of a foul
    on the player's game in round ``number``; refused with ``form`` when it cannot apply.
    ``named``, ``earlier``: the game the reason names and the games before it it writes out
    (``LedgerArgs``)."""
    rules = rules_of_round(t, reg, number)
    limit = rules.results.fouls_to_lose(reg)
    foul = kind == LedgerKind.FOUL or (item is not None and item.foul)
    loses = item is not None and item.loses_game
    per = item.per if item is not None else "each"
    if kind == LedgerKind.PENALTY:
        kinds: list[LedgerKind] = [LedgerKind.PENALTY] if points or not (foul or loses) else []
        kinds += [LedgerKind.FOUL] if foul else []
    else:
        kinds = [kind]
    if per == "each" and not loses and not (foul and limit is not None):
        return Effect(reason, kinds, [])
    doing = "判负" if loses else "按局扣分" if per == "game" else "记犯规" if foul else "扣分"
    seat = await seat_of(s, t, entry, number, doing, form)
    lines = ledger(seat.snap, id_of(entry), number)
    if per == "game":
        assert item is not None  # only a catalogue entry is counted per game
        default = penalties.free_game(reg.penalties, item, lines, seat.games)
    else:
        default = seat.fmt.results.current_game(reg, seat.value) + 1
    game, given = game_named(seat, named, earlier, default, form)
    if item is not None:
        try:
            penalties.check_per(
                reg.penalties, item, lines, entry.seq, game if per == "game" else None, seat.games
            )
        except penalties.PenaltyError as exc:
            raise Refusal(str(exc)) from None
    if not given and (per == "game" or ((loses or foul) and seat.games > 1)):
        reason = penalties.with_game(reason, game)
    new = lines + [penalties.LedgerLine(k, points, reason) for k in kinds]
    reached = fouls_rule(seat, new, game) if foul else None
    if not loses and reached is None:
        words = [f"{foul_words(seat, new, game)}。"] if foul else []
        return Effect(reason, kinds, words)
    words = []
    changed = await lose_game(s, seat, game, earlier, actor, now, form)
    if reached is not None:
        words.append(f"第{penalties.count_text(reached)}次犯规，{changed}")
    else:
        assert item is not None  # only a catalogue penalty loses the game
        words.append(f"按规程（{item.clause}）{changed}")
    return Effect(reason, kinds, words, True)
