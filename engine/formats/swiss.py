"""Swiss (积分编排制) of two-player games, paired by engine/swiss (one maximum-weight matching).

Results are the round robin's (``GameResult``: 胜/和/负 from the first seat, a forfeit 弃权, a
rest 轮空 as a one-seat table): a draw only where the regulation gives points for one
(``[scoring] draw``). Points from ``[scoring]``: win / draw / loss, the bye ``bye``, a forfeit
``forfeit_absent`` / ``forfeit_present``.

Pairing: the field in ranking order (the previous round's standings; round 1 and late entries
in sign-up order, or in the field's ``start_order`` where it has one: 003's group draw, seeds
first, so that round 1 pairs top half against bottom half of the draw), players withdrawn,
disqualified or with ``forfeits_to_withdraw`` (consecutive, where ``forfeits_consecutive``)
forfeits left out; colours by ``format.colours``
— Go: nigiri drawn by ``random.Random("swiss:<seed>:<round>:<first seq>")``, the tournament's
seed; ``seats[0]`` moves first (black in Go). An odd field: the bye as a last one-seat table.

Standings: ``format.tiebreaks`` in order (engine/swiss/tiebreaks.py, each with its formula);
对手分 counts byes and forfeits by ``format.bye_opponent_value`` (zero: seed 002). A row's
``explanation`` says what separated it from the row above ("积分相同，对手分 31 > 29").
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar, Literal

from pydantic import Field

from engine.fields import Points, _Model
from engine.standings import StandingRow, Standings, decimal_text
from engine.swiss import (
    FIDE,
    GO_002,
    XIANGQI_003,
    PairingError,
    RoundRecord,
    SwissContext,
    SwissRecord,
    draw_lots,
    pair_round,
    rank,
    separation_text,
    to_swiss_players,
)
from engine.swiss import SWISS_TIEBREAKS as TIEBREAK_FUNCTIONS
from engine.swiss.pairing import FIRST, SECOND
from engine.swiss.record import (
    ABSENT,
    BYE,
    DRAW,
    FORFEIT_LOSS,
    FORFEIT_WIN,
    LOSS,
    WIN,
    longest_forfeit_run,
)

from .base import Facts, FormatError, RoundField
from .planned import SWISS_TIEBREAKS
from .round_robin import DRAW as MARK_DRAW
from .round_robin import WIN as MARK_WIN
from .round_robin import GameResult, RoundRobin

OPPONENTS_RULES = {"zero": GO_002, "lowest_scorer": XIANGQI_003, "own_score": FIDE}
"""``format.bye_opponent_value`` -> how a bye, a forfeit and a withdrawn opponent count in 对手分."""


class SwissFormat(_Model):
    """Swiss pairing (积分编排制), per division where ``per_division`` (seed 002)."""

    kind: Literal["swiss"]
    rounds: int = Field(ge=1)
    per_division: bool = False
    no_repeat: bool = True
    colours: Literal["nigiri", "alternate"] = "nigiri"
    tiebreaks: list[str]
    bye_opponent_value: Literal["zero", "lowest_scorer", "own_score"] = "zero"
    forfeits_to_withdraw: int | None = Field(default=None, ge=1)
    forfeits_consecutive: bool = False
    late_entry_points: Points | None = None
    """Where the regulation takes players who join after round 1 (a late sign-up, a waiting
    player promoted after a withdrawal): the points they start with. None (seeds 002, 003):
    it takes none, and a round that would pair one is refused with what the organisers can do."""

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = SWISS_TIEBREAKS

    @property
    def planned_rounds(self) -> int:
        """Rounds the format plays."""
        return self.rounds

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return list(self.tiebreaks)


@dataclass(frozen=True)
class SwissRow(StandingRow):
    """A standings row that also carries the player's Swiss record (what the pairer reads)."""

    record: SwissRecord | None = None


def _score(reg: Any, name: str, default: Any) -> Fraction:
    value = getattr(reg.scoring, name)
    return Fraction(default if value is None else value)


def _chain(reg: Any) -> list[str]:
    """The regulation's chain, ``points`` first (the registered names only)."""
    names = [n for n in reg.format.tiebreaks if n in TIEBREAK_FUNCTIONS and n != "points"]
    return ["points", *names]


def _outcome(result: GameResult, seat: int) -> tuple[str, str | None]:
    """(outcome, colour) of ``seat`` at a two-player table."""
    if result.forfeits:
        return (FORFEIT_LOSS if seat in result.forfeits else FORFEIT_WIN), None
    colour = FIRST if seat == 0 else SECOND
    if result.mark is None or result.mark == MARK_DRAW:
        return DRAW, colour  # a cutoff draw was played too
    won = (result.mark == MARK_WIN) == (seat == 0)
    return (WIN if won else LOSS), colour


def records(reg: Any, facts: Facts, after_round: int) -> dict[int, SwissRecord]:
    """Every player who played a table of rounds 1..after_round, as a ``SwissRecord``: one
    RoundRecord per round (ABSENT when not seated), round points = game points + adjustments;
    warnings and fouls counted up to ``after_round``; withdrawn also after the regulation's
    forfeits."""
    per: dict[int, dict[int, RoundRecord]] = defaultdict(dict)
    for tf in facts.tables:
        if tf.round > after_round:
            continue
        for seat, seq in enumerate(tf.seats):
            points = Fraction(sum(tf.points[seat])) if tf.points else Fraction(0)
            points += facts.adjustments.get((seq, tf.round), Fraction(0))
            if len(tf.seats) == 1:
                per[seq][tf.round] = RoundRecord(BYE, points)
            else:
                outcome, colour = _outcome(tf.result, seat)
                per[seq][tf.round] = RoundRecord(outcome, points, tf.seats[1 - seat], colour)
    limit = reg.format.forfeits_to_withdraw
    out: dict[int, SwissRecord] = {}
    for seq, by_round in per.items():
        if seq not in facts.players:
            continue
        p = facts.players[seq]
        rounds = tuple(by_round.get(r, RoundRecord(ABSENT)) for r in range(1, after_round + 1))
        counts = {
            kind: sum(
                n
                for (q, r, k), n in facts.counts.items()
                if q == seq and k == kind and r <= after_round
            )
            for kind in ("warning", "foul")
        }
        late = reg.format.late_entry_points
        start = (
            Fraction(late)
            if late is not None and rounds and rounds[0].outcome == ABSENT
            else Fraction(0)
        )
        withdrawn = p.withdrawn or (
            limit is not None
            and _forfeits(SwissRecord(seq, rounds), reg.format.forfeits_consecutive) >= limit
        )
        record = SwissRecord(
            seq,
            rounds,
            start,
            warnings=counts["warning"],
            fouls=counts["foul"],
            withdrawn=withdrawn,
            disqualified=p.disqualified,
        )
        out[seq] = record
    return out


def _forfeits(record: SwissRecord, consecutive: bool) -> int:
    """The forfeits that count towards ``forfeits_to_withdraw``: all of them, or (consecutive)
    the longest run of forfeits in a row anywhere in the record (``longest_forfeit_run``)."""
    if not consecutive:
        return sum(1 for r in record.rounds if r.outcome == FORFEIT_LOSS)
    return longest_forfeit_run(record)


class Swiss(RoundRobin):
    """积分编排: each round paired by engine.swiss from the standings; points, then named tiebreaks."""

    kind = "swiss"
    name = "积分编排（瑞士制）"
    total_label = "积分"

    def per_division(self, reg: Any) -> bool:
        """Each division plays its own Swiss where the regulation says so (002)."""
        return bool(reg.format.per_division and reg.divisions)

    def first_seat_word(self, reg: Any) -> str:
        """Go: the first seat plays black (执黑, the nigiri's winner, 002 竞赛办法(四)); else 先手."""
        return "执黑" if reg.game == "go" else self.first_seat_label

    def takes_late_entries(self, reg: Any) -> bool:
        """Only where the regulation gives a late entry's starting points (``late_entry_points``)."""
        return reg.format.late_entry_points is not None

    def total_rounds(self, reg: Any, history: Mapping[int, Sequence[Sequence[int]]]) -> int | None:
        return reg.format.rounds

    def seat(self, reg: Any, field: RoundField) -> list[list[int]]:
        """The tables of round ``field.number``: pair_round over the active players in ranking
        order (the previous standings' records; newcomers after them in the field's
        ``start_order`` where it has one — 003's group draw — else in sign-up order); the bye
        last as a one-seat table."""
        active = {p.seq for p in field.players}
        known: dict[int, SwissRecord] = {}
        order: list[int] = []
        if field.standings is not None:
            for row in field.standings.rows:
                record = getattr(row, "record", None)
                if record is not None and row.seq in active:
                    known[row.seq] = record
                    order.append(row.seq)
        start = {seq: i for i, seq in enumerate(field.start_order)}
        newcomers = sorted(active - set(order), key=lambda q: (start.get(q, len(start)), q))
        if newcomers and field.number > 1:
            late = reg.format.late_entry_points
            if late is None:
                who = "、".join(f"序号 {seq}" for seq in newcomers)
                raise FormatError(
                    f"第{field.number}轮无法编排：{who} 在第1轮之后才成为正式选手，本规程不接受中途加入的选手。"
                    f"请组委让其退赛（/退赛 <序号>）后再 /编排；如规程允许中途加入，须在规程中写明其起始积分"
                    "（format.late_entry_points）。"
                )
            # a late entry starts with the regulation's points, after the players of that score
            missed = tuple(RoundRecord(ABSENT) for _ in range(field.number - 1))
            known.update({seq: SwissRecord(seq, missed, Fraction(late)) for seq in newcomers})
        order += newcomers
        ranked = sorted(
            (known.get(seq, SwissRecord(seq)) for seq in order), key=lambda r: -r.points
        )
        players = [p for p in to_swiss_players(ranked, forfeit_limit=None) if p.available]
        if len(players) < 2:
            raise FormatError(f"积分编排至少需要 2 名选手，现在只有 {len(players)} 名，无法编排。")
        rng = random.Random(f"swiss:{field.seed}:{field.number}:{min(active)}")
        colours = "nigiri" if reg.format.colours == "nigiri" else "alternate"
        try:
            pairing = pair_round(
                players, colours=colours, rng=rng, bye_points=_score(reg, "bye", 0)
            )
        except PairingError as exc:
            raise FormatError(str(exc)) from exc
        tables = [[t.first, t.second] for t in pairing.tables]
        if pairing.bye is not None:
            tables.append([pairing.bye])
        return tables

    def parse_result(self, reg: Any, text: str, seats: int) -> GameResult:
        result = super().parse_result(reg, text, seats)
        if result.mark == MARK_DRAW and reg.scoring.draw is None:
            raise FormatError("本规程没有和棋：结果应为 胜 或 负（从先手一方看），例如：/录入 2 胜")
        return result

    def report_hint(self, reg: Any) -> str:
        first = "执黑" if reg.game == "go" else "先手"
        return (
            f"每桌先列者{first}（{'猜先已由系统抽签' if reg.format.colours == 'nigiri' else '按颜色轮换'}）。"
            f"结果由{first}一方报：/报分 胜 或 /报分 负，对手 /确认 或 /异议。"
        )

    # --- standings ------------------------------------------------------------------------

    def standings(self, reg: Any, facts: Facts, after_round: int) -> Standings:
        """Rows by points, then ``format.tiebreaks``; the disqualified last, unranked; everyone
        still paired (not withdrawn, not over the forfeit limit) advances."""
        chain = _chain(reg)
        recs = records(reg, facts, after_round)
        if "previous_ranking" in chain:
            recs = _with_previous_ranks(reg, recs, chain, facts.seed, after_round, facts.counts)
        ctx = SwissContext.of(
            recs.values(),
            opponents_rule=OPPONENTS_RULES[reg.format.bye_opponent_value],
            lots=draw_lots(facts.seed, recs),
        )
        ranked = rank([r for r in recs.values() if not r.disqualified], chain, ctx)
        barred = rank([r for r in recs.values() if r.disqualified], chain, ctx)
        rows: list[StandingRow] = []
        for i, row in enumerate(ranked + barred):
            record = recs[row.seq]
            status = (
                "disqualified"
                if record.disqualified
                else "withdrawn"
                if record.withdrawn
                else "active"
            )
            rows.append(
                SwissRow(
                    None if record.disqualified else row.rank,
                    row.seq,
                    record.points,
                    [None if r.outcome == ABSENT else Fraction(r.points) for r in record.rounds],
                    {name: row.values[name] for name in chain if name != "points"},
                    status,
                    after_round,
                    "取消资格" if record.disqualified else _explain(row, i == 0),
                    record,
                )
            )
        return Standings(after_round, rows, [r.seq for r in rows if r.status == "active"])

    def row_note(self, row: Any) -> str:
        shown = [
            (k, v)
            for k, v in row.tiebreaks.items()
            if k in ("opponents_score", "progressive", "wins")
        ]
        note = "　".join(f"{TIEBREAK_FUNCTIONS[k].label} {decimal_text(v)}" for k, v in shown)
        reason = self.rank_reason(row)
        return f"{note}（{reason}）" if reason else note

    def rank_reason(self, row: Any) -> str:
        """What separated a row from the one above when their points were equal."""
        text = row.explanation or ""
        return text if text.startswith("积分相同") or text == "并列" else ""


def _explain(row, first: bool) -> str | None:
    if row.separation is None:
        return None if first else "并列"
    text = separation_text(row.separation)
    return text if row.separation[0] == "points" else f"积分相同，{text}"


def _with_previous_ranks(
    reg, recs, chain, seed, after_round, counts=None
) -> dict[int, SwissRecord]:
    """Each record with its ranks after rounds R−1, …, 1 (for ``previous_ranking``); the ranking
    after round r counts the warnings and fouls of rounds 1..r only (``counts``: the facts'
    (seq, round, kind) counts; without them, the totals)."""
    ranks: dict[int, list[int]] = defaultdict(list)  # seq -> [rank after 1, after 2, …]
    rule = OPPONENTS_RULES[reg.format.bye_opponent_value]

    lines: dict[int, list[tuple[int, str, int]]] = defaultdict(list)
    for (q, rr, k), n in (counts or {}).items():
        lines[q].append((rr, k, n))

    def upto(seq: int, kind: str, r: int, total: int) -> int:
        if counts is None:
            return total
        return sum(n for rr, k, n in lines.get(seq, ()) if k == kind and rr <= r)

    for r in range(1, after_round):
        cut = {
            seq: SwissRecord(
                seq,
                rec.rounds[:r],
                rec.start_points,
                upto(seq, "warning", r, rec.warnings),
                upto(seq, "foul", r, rec.fouls),
                tuple(reversed(ranks[seq])),
                rec.withdrawn,
                rec.disqualified,
            )
            for seq, rec in recs.items()
            if any(x.outcome != ABSENT for x in rec.rounds[:r])
        }
        ctx = SwissContext.of(cut.values(), opponents_rule=rule, lots=draw_lots(seed, cut))
        for row in rank(cut.values(), chain, ctx):
            ranks[row.seq].append(row.rank)
    return {
        seq: SwissRecord(
            seq,
            rec.rounds,
            rec.start_points,
            rec.warnings,
            rec.fouls,
            tuple(reversed(ranks[seq])),
            rec.withdrawn,
            rec.disqualified,
        )
        for seq, rec in recs.items()
    }


FORMAT = Swiss()
