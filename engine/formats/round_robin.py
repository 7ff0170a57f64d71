"""Round robin (循环赛) of two-player games, paired by the Berger tables (engine/berger.py).

The field is fixed when round 1 is seated: the active players in sign-up order take the
Berger numbers 1..n (an odd field adds the rest n+1, 轮空). Every round is then read off the
tables; a double round robin (``format.cycles = 2``) plays them again with colours reversed.
A player who withdraws later keeps his pairings (organisers /弃权 his games).

Points per game from ``[scoring]``: win / draw / loss; a rest scores ``bye`` (0 when the
regulation gives none); a forfeit gives the absent player ``forfeit_absent`` (default: the
loss) and the opponent ``forfeit_present`` (default: the win); a game unfinished at the
cutoff is a draw (``cutoff_draw``, default the draw).

Standings: points (game points + adjustments), then the regulation's tiebreaks in order
(``format.tiebreaks``), each below with its formula.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, ClassVar, Literal

from pydantic import Field

from engine import berger, numbers
from engine.fields import _Model
from engine.standings import StandingRow, Standings, decimal_text
from engine.vocabulary import MARK_WORDS, EntryStatus, Mark, ResultWord

from .base import Facts, Format, FormatError, RoundField

WIN, DRAW, LOSS = Mark.WIN, Mark.DRAW, Mark.LOSS
_MARKS = MARK_WORDS
_WORDS = {m: m.label for m in (WIN, DRAW, LOSS)}
_FLIP = {WIN: LOSS, DRAW: DRAW, LOSS: WIN}

TIEBREAK_LABELS = {
    "points": "积分",
    "sonneborn_berger": "索伯分",
    "direct_encounter": "直胜",
    "wins": "胜局",
    "lots": "抽签",
}
"""The tiebreaks a round robin knows, with their Chinese names (chat, lint)."""


# --------------------------------------------------------------------------- schema ([format])


class RoundRobinFormat(_Model):
    """A round robin of two-player games paired by the Berger tables (no seed; preset round-robin)."""

    kind: Literal["round_robin"]
    cycles: int = Field(default=1, ge=1, le=2)
    players: int = Field(default=8, ge=2)
    numbering: Literal["signup_order"] = "signup_order"
    tiebreaks: list[str] = ["points", "sonneborn_berger", "direct_encounter", "wins", "lots"]

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = frozenset(
        {"points", "sonneborn_berger", "direct_encounter", "wins", "lots"}
    )

    @property
    def planned_rounds(self) -> int:
        """Rounds for the planned field ``players`` (the timetable's length): (n − 1) a cycle,
        n the field rounded up to even. The field seated in round 1 decides the real number."""
        return (self.players + self.players % 2 - 1) * self.cycles

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return list(self.tiebreaks)


@dataclass(frozen=True)
class GameResult:
    """A two-player table's result from the first seat's side: ``mark`` W/D/L (None: not
    decided), the seats that forfeited (the game was not played), whether the cutoff decided
    it (a draw), and whether the table is a rest (one seat, 轮空)."""

    mark: str | None = None
    forfeits: tuple[int, ...] = ()
    cutoff: bool = False
    bye: bool = False


@dataclass(frozen=True)
class _Game:
    """One game as a player's standings see it: the opponent and the points made."""

    opponent: int
    points: Fraction
    won: bool


def _score(reg: Any, name: str, default: Any) -> Fraction:
    value = getattr(reg.scoring, name)
    return Fraction(default if value is None else value)


def participants(
    history: Mapping[int, Sequence[Sequence[int]]], players: Sequence[int]
) -> list[int]:
    """The Berger order of the field: round 1's players (rest included) in sign-up order,
    or, before round 1, the players given."""
    if 1 in history:
        return sorted({seq for table in history[1] for seq in table})
    return sorted(players)


class RoundRobin(Format):
    """A single (or double) round robin by the Berger tables; points, then named tiebreaks."""

    kind = "round_robin"
    name = "循环赛"
    total_label = "积分"

    # --- rounds and seating ---------------------------------------------------------------

    def total_rounds(self, reg: Any, history: Mapping[int, Sequence[Sequence[int]]]) -> int | None:
        """n - 1 rounds a cycle for the Berger table size n, once round 1 fixed the field."""
        if 1 not in history:
            return None
        return berger.cycle_rounds(len(participants(history, []))) * reg.format.cycles

    def seat(self, reg: Any, field: RoundField) -> list[list[int]]:
        """Round ``number`` of the Berger tables; the rest (odd field) as a last one-seat table."""
        order = participants(field.history, [p.seq for p in field.players])
        if len(order) < 2:
            raise FormatError(f"循环赛至少需要 2 名选手，现在只有 {len(order)} 名，无法编排。")
        try:
            boards = berger.berger_round(len(order), field.number, reg.format.cycles)
        except ValueError as exc:
            raise FormatError(f"无法编排第{field.number}轮：{exc}。") from exc
        rest = len(order) + 1
        tables, rests = [], []
        for a, b in boards:
            if rest in (a, b):
                rests.append([order[(b if a == rest else a) - 1]])
            else:
                tables.append([order[a - 1], order[b - 1]])
        return tables + rests

    # --- results --------------------------------------------------------------------------

    def parse_result(self, reg: Any, text: str, seats: int) -> GameResult:
        if seats == 1:
            raise FormatError("这一桌轮空，没有对局，不需要结果。")
        mark = _MARKS.get(text.strip().upper())
        if mark is None:
            raise FormatError(
                f"无法识别“{numbers.echo(text)}”：结果应为 胜、和 或 负（一局，从先手一方看），例如：/录入 2 胜"
            )
        return GameResult(mark)

    def load_result(self, games: str, details: Mapping[str, Any]) -> GameResult:
        mark = games[:1] if games[:1] in _WORDS else None
        return GameResult(
            mark,
            tuple(details.get("forfeits", [])),
            bool(details.get("cutoff")),
            bool(details.get("bye")),
        )

    def dump_result(self, result: GameResult) -> tuple[str, dict]:
        details: dict[str, Any] = {}
        if result.forfeits:
            details["forfeits"] = list(result.forfeits)
        if result.cutoff:
            details["cutoff"] = True
        if result.bye:
            details["bye"] = True
        return result.mark or "-", details

    def result_text(self, result: GameResult) -> str:
        """胜/和/负 from the first seat (和 also for a cutoff draw); 弃权 a game not played
        because of a forfeit; 轮空 a rest; - not decided."""
        if result.bye:
            return ResultWord.REST.label
        if result.forfeits:
            return ResultWord.FORFEITED.label
        if result.mark is None:
            return DRAW.label if result.cutoff else Mark.OPEN.label
        return _WORDS[result.mark]

    def empty_result(self, reg: Any, seats: int) -> GameResult:
        return GameResult(bye=seats == 1)

    def seated_result(self, reg: Any, seats: int) -> GameResult | None:
        return GameResult(bye=True) if seats == 1 else None

    def points(self, reg: Any, result: GameResult, seats: int) -> list[list[int]]:
        if result.bye or seats == 1:
            return [[_score(reg, "bye", 0)]]
        win, draw, loss = _score(reg, "win", 2), _score(reg, "draw", 1), _score(reg, "loss", 0)
        if result.forfeits:
            absent, present = (
                _score(reg, "forfeit_absent", loss),
                _score(reg, "forfeit_present", win),
            )
            return [[absent if seat in result.forfeits else present] for seat in range(2)]
        if result.mark is None:
            cutoff = _score(reg, "cutoff_draw", draw) if result.cutoff else 0
            return [[cutoff], [cutoff]]
        first = {WIN: win, DRAW: draw, LOSS: loss}
        return [[first[result.mark]], [first[_FLIP[result.mark]]]]

    def has_play(self, result: GameResult) -> bool:
        return result.mark is not None

    def close_unplayed(self, reg: Any, result: GameResult) -> GameResult:
        if result.bye or result.forfeits or result.mark is not None:
            return result
        return replace(result, cutoff=True)

    def forfeit(
        self, reg: Any, result: GameResult, seat: int, game: int | None
    ) -> tuple[GameResult, str]:
        return replace(
            result, forfeits=tuple(sorted({*result.forfeits, seat}))
        ), "本轮弃权（本局判负）"

    def lots_result(self, reg: Any, winner_seat: int, seats: int) -> GameResult:
        if seats != 2:
            raise FormatError("抽签只用于两人对局的桌。")
        return GameResult(WIN if winner_seat == 0 else LOSS)

    def overrule(self, old: GameResult, new: GameResult) -> GameResult:
        return new

    # --- standings ------------------------------------------------------------------------

    def standings(self, reg: Any, facts: Facts, after_round: int) -> Standings:
        """Rows by points, then ``format.tiebreaks`` in order; everyone who played advances
        (a round robin cuts nobody); the disqualified last, unranked."""
        chain = [name for name in reg.format.tiebreaks if name != "points"]
        win = _score(reg, "win", 2)
        rounds: dict[int, dict[int, Fraction]] = defaultdict(dict)
        games: dict[int, list[_Game]] = defaultdict(list)
        for tf in facts.tables:
            if tf.round > after_round:
                continue
            for seat, seq in enumerate(tf.seats):
                rounds[seq][tf.round] = Fraction(sum(tf.points[seat])) if tf.points else Fraction(0)
            if len(tf.seats) == 2 and tf.points:
                result: GameResult = tf.result
                for seat, seq in enumerate(tf.seats):
                    mine = Fraction(sum(tf.points[seat]))
                    won = (result.mark == (WIN if seat == 0 else LOSS) and not result.forfeits) or (
                        bool(result.forfeits) and seat not in result.forfeits
                    )
                    games[seq].append(_Game(tf.seats[1 - seat], mine, won))
        for (seq, number), points in facts.adjustments.items():
            if number in rounds.get(seq, {}):
                rounds[seq][number] += points
        totals = {seq: sum(scores.values(), Fraction(0)) for seq, scores in rounds.items()}
        field = [seq for seq in sorted(rounds) if seq in facts.players]
        values = _tiebreak_values(chain, field, totals, games, win, facts.seed)
        barred = {seq for seq in field if facts.players[seq].disqualified}
        ranked = _order([seq for seq in field if seq not in barred], totals, values, chain)
        unranked = _order([seq for seq in field if seq in barred], totals, values, chain)
        rows = []
        for place, (seq, rank, why) in enumerate(ranked + unranked):
            p = facts.players[seq]
            status = (
                EntryStatus.DISQUALIFIED
                if p.disqualified
                else EntryStatus.WITHDRAWN
                if p.withdrawn
                else EntryStatus.ACTIVE
            )
            rows.append(
                StandingRow(
                    None if seq in barred else rank,
                    seq,
                    totals[seq],
                    [rounds[seq].get(r) for r in range(1, after_round + 1)],
                    {name: values[seq][name] for name in chain},
                    status,
                    after_round,
                    EntryStatus.DISQUALIFIED.label if seq in barred else why,
                )
            )
        return Standings(after_round, rows, [r.seq for r in rows if r.status == EntryStatus.ACTIVE])

    def row_note(self, row: Any) -> str:
        shown = [
            (k, v)
            for k, v in row.tiebreaks.items()
            if k in ("sonneborn_berger", "direct_encounter", "wins")
        ]
        return "　".join(f"{TIEBREAK_LABELS[k]} {decimal_text(v)}" for k, v in shown)


def sonneborn_berger(
    games: Sequence[_Game], totals: Mapping[int, Fraction], win: Fraction
) -> Fraction:
    """索伯分 (Sonneborn–Berger): Σ over the player's games of the opponent's points × the
    share of the game the player scored (points made / the win's points). With win 1 /
    draw ½ this is the classical "points of the opponents beaten + half the points of those
    drawn"; with win 2 / draw 1 / loss 0 the same: a win counts the opponent's points once,
    a draw half of them, a loss nothing. A rest has no opponent and adds nothing."""
    return sum((totals[g.opponent] * g.points / win for g in games), Fraction(0))


def direct_encounter(seq: int, games: Sequence[_Game], tied: set[int]) -> Fraction:
    """直胜 (direct encounter): the points the player made in the games against the players
    tied with him on every criterion before this one (0 when nobody is tied with him)."""
    return sum((g.points for g in games if g.opponent in tied and g.opponent != seq), Fraction(0))


def lots(seqs: Sequence[int], seed: int) -> dict[int, int]:
    """抽签 (lots): each player's number in a shuffle of the field (sign-up order) by the
    tournament's seeded RNG, lowest first; the same seed draws the same lots."""
    order = sorted(seqs)
    random.Random(seed).shuffle(order)
    return {seq: i for i, seq in enumerate(order, start=1)}


_HIGHER_FIRST = {
    "points": True,
    "sonneborn_berger": True,
    "direct_encounter": True,
    "wins": True,
    "lots": False,
}


def _tiebreak_values(chain, field, totals, games, win, seed) -> dict[int, dict[str, Any]]:
    """Every tiebreak of the chain for every player. Direct encounter is taken among the
    players equal on the points and on every tiebreak before it."""
    values: dict[int, dict[str, Any]] = {seq: {"points": totals[seq]} for seq in field}
    drawn = lots(field, seed)
    done = ["points"]
    for name in chain:
        if name not in TIEBREAK_LABELS:
            raise ValueError(f"循环赛不认识排名依据 {name}；可用：{'、'.join(TIEBREAK_LABELS)}")
        groups: dict[tuple, set[int]] = defaultdict(set)
        for seq in field:
            groups[tuple(values[seq][k] for k in done)].add(seq)
        for seq in field:
            if name == "sonneborn_berger":
                v: Any = sonneborn_berger(games[seq], totals, win)
            elif name == "direct_encounter":
                v = direct_encounter(seq, games[seq], groups[tuple(values[seq][k] for k in done)])
            elif name == "wins":
                v = sum(1 for g in games[seq] if g.won)
            else:
                v = drawn[seq]
            values[seq][name] = v
        done.append(name)
    return values


def _order(seqs, totals, values, chain) -> list[tuple[int, int, str | None]]:
    """(seq, rank, why after the row above) by points then the chain; equal rows share a rank."""
    names = ["points", *chain]

    def key(seq: int) -> tuple:
        return tuple(-values[seq][n] if _HIGHER_FIRST[n] else values[seq][n] for n in names) + (
            seq,
        )

    order = sorted(seqs, key=key)
    out: list[tuple[int, int, str | None]] = []
    for position, seq in enumerate(order, start=1):
        if position == 1:
            out.append((seq, 1, None))
            continue
        above = order[position - 2]
        diff = next((n for n in names if values[seq][n] != values[above][n]), None)
        if diff is None:
            out.append((seq, out[-1][1], "并列"))
            continue
        sign = ">" if _HIGHER_FIRST[diff] else "<"
        prefix = "" if diff == "points" else "积分相同，"
        why = f"{prefix}{TIEBREAK_LABELS[diff]} {decimal_text(values[above][diff])} {sign} {decimal_text(values[seq][diff])}"
        out.append((seq, position, why))
    return out


FORMAT = RoundRobin()
