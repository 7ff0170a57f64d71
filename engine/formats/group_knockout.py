"""Seeded groups, a Swiss in each group, then a (2+1) knockout (seed 003, the Pingshan Jieqi open).

The tournament is one scope with one round lifecycle: rounds 1..``group_rounds`` are the group
stage (every group plays its round at the same time, as the timetable says), the rounds after
them the knockout (32进16 … 决赛 with the 3rd-place tie in the last round).

- **Groups** (``group_draw``, run by ``/分组``): engine/knockout/groups.py's seeded draw; the
  group is stored in each sign-up's ``group``. A player without a group (a field never drawn)
  plays in one implicit group "" — services refuse to seat round 1 before ``/分组``
  (``seating_refusal``).
- **Group stage**: each group is a Swiss of its own, paired and ranked by the Swiss format
  (engine/formats/swiss.py, with a Swiss regulation made from this one: ``colours
  = "alternate"``, the regulation's tiebreaks and bye rule, ``forfeits_to_exclude`` as the
  forfeits after which a player is no longer paired). Results are the Swiss ones (胜/和/负 from
  the first seat, who plays red).
- **Knockout**: the first ``advance_per_group`` of each group (players still in the event) and
  the wildcards (the ``/外卡`` mark, in the order named), drawn into a bracket
  (engine/knockout/bracket.py): ``knockout_draw = "lots"`` (the seed's default) shuffles them
  by the tournament's seed; ``"standard"`` seeds them by group place — every group's 1st in
  the regulation's group order (A, B, C, D), then every 2nd, …, the wildcards last in the
  order named — and puts seed s at the standard line positions (``standard_order``: 1 v
  size, size/2 v size/2 + 1, …; 32: 1–32, 16–17, 8–25, 9–24, …), so seeds 1 and 2 can meet
  only in the final; missing entrants are byes at the last seeds' positions. Round
  ``group_rounds + 1`` seats the bracket's line in order (a bye as a one-seat table), so the
  bracket is read back from the stored tables; later rounds follow ``knockout_progress``. Each
  tie is one table whose result is its game string (``胜负胜``, ``胜负和负``, from the first
  seat), validated by engine/knockout/tie.py; the first seat plays red in game 1 (the lots of
  ``colours_by_seed``).
- **Standings**: during the group stage the groups' rows by group place (all 1sts in group
  order, then all 2nds …), each row's ``rank`` its place in its group; once the knockout is
  seated, its players by the place they reached, then everyone else (eliminated, unranked).
- **Prizes** (engine/knockout/prizes.py): group prizes, advancement bonuses and final places,
  cumulative per player (``final_lines``, ``prize_rows``).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from typing import Any, ClassVar, Literal

from pydantic import Field

from engine import numbers
from engine.fields import _Model
from engine.knockout import bracket as kb
from engine.knockout import groups as kg
from engine.knockout import prizes as kp
from engine.knockout import tie as kt
from engine.standings import Standings, decimal_text
from engine.vocabulary import EntryStatus, ResultWord

from .base import Facts, Format, FormatError, PlayerFacts, RoundField
from .knockout_views import bracket_json, bracket_lines, bracket_tree, player_label
from .planned import SWISS_TIEBREAKS
from .swiss import FORMAT as SWISS
from .swiss import SwissFormat, SwissRow

__all__ = ["FORMAT", "GroupKnockoutFormat", "JieqiStandings", "KnockoutTie", "TieResult"]


# --------------------------------------------------------------------------- schema ([format])


class KnockoutTie(_Model):
    """A knockout tie (2+1, seed 003): ``games`` games with colours swapped, then deciders."""

    games: int = Field(default=2, ge=1)
    swap_colours: bool = True
    first_colours: Literal["lots"] = "lots"
    decider: bool = True
    decider_colours: Literal["lots"] = "lots"
    decider_draw: Literal["replay_swapped", "black_wins"] = "replay_swapped"


class GroupKnockoutFormat(_Model):
    """Swiss groups, then a knockout of the group leaders and wildcards (seed 003)."""

    kind: Literal["group_swiss_knockout"]
    groups: list[str] = Field(min_length=1)
    group_size: int = Field(ge=2)
    seeds_per_group: int = Field(default=0, ge=0)
    seeding_field: Literal["level"] = "level"
    group_rounds: int = Field(ge=1)
    tiebreaks: list[str]
    bye_opponent_value: Literal["zero", "lowest_scorer", "own_score"] = "lowest_scorer"
    advance_per_group: int = Field(ge=1)
    wildcards: int = Field(default=0, ge=0)
    knockout_size: int = Field(ge=2)
    knockout_draw: Literal["lots", "standard"] = "lots"
    tie: KnockoutTie = KnockoutTie()
    third_place: bool = True
    forfeits_to_exclude: int | None = Field(default=None, ge=1)
    forfeits_consecutive: bool = False
    fouls_to_lose_game: int | None = Field(default=None, ge=1)

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = SWISS_TIEBREAKS

    @property
    def knockout_rounds(self) -> int:
        """Knockout rounds: ⌈log2 knockout_size⌉ (the 3rd-place tie shares the final's round)."""
        return math.ceil(math.log2(self.knockout_size))

    @property
    def planned_rounds(self) -> int:
        """Rounds the format plays: group rounds + knockout rounds."""
        return self.group_rounds + self.knockout_rounds

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return list(self.tiebreaks)


WILDCARD = "wildcard"
"""The sign-up field the ``/外卡`` mark sets (its value: the order named, 1 first)."""


# --------------------------------------------------------------------------- results


@dataclass(frozen=True)
class TieResult:
    """A knockout tie's result: the games from the first seat's side (胜/负/和), the seat that
    forfeited the tie (the opponent advances), whether the table is a bye (轮空)."""

    games: tuple[str, ...] = ()
    forfeits: tuple[int, ...] = ()
    bye: bool = False


def _rules(reg: Any) -> kt.TieRules:
    return kt.TieRules.of(reg.format.tie)


_PROBE = kt.TieColours(kt.FIRST, kt.FIRST)
"""Colours assumed where only the shape of a tie matters (whether its games are whole): under
``black_wins`` a drawn last decider ends the tie whoever had black."""


def table_colours(seed: int, knockout_round: int, position: int) -> kt.TieColours:
    """A tie's colours relative to its table's seats: the first seat has red in game 1 (the
    seating put the player the lots gave red first, ``_coloured``), and the first decider's red
    is the lots' ``decider_red`` of the line order, turned round when the seating swapped the
    line's two players."""
    lots = kt.colours_by_seed(seed, knockout_round, position)
    return kt.TieColours(
        kt.FIRST, lots.decider_red if lots.first_red == kt.FIRST else 1 - lots.decider_red
    )


def tie_winner(reg: Any, result: TieResult, colours: kt.TieColours | None = None) -> int | None:
    """The seat (0/1) that advances, None while undecided (``colours``: who has red in each
    game, needed where a drawn decider counts for black; else only whether it is decided)."""
    if result.bye:
        return 0
    if result.forfeits:
        return None if len(result.forfeits) > 1 else 1 - result.forfeits[0]
    try:
        return kt.tie_state(result.games, _rules(reg), colours or _PROBE).winner
    except kt.TieError:
        return None


# --------------------------------------------------------------------------- standings


@dataclass(frozen=True)
class JieqiRow(SwissRow):
    """A standings row with the player's ``group``, group ``place`` and the furthest knockout
    round reached (``reached``: 32 … 2, 1 the champion; None: not in the knockout)."""

    group: str | None = None
    place: int | None = None
    reached: int | None = None


@dataclass(frozen=True)
class JieqiStandings(Standings):
    """The standings and what the next round and the posts read: each group's Swiss standings
    (``groups``), its final ranking once the group stage is over (``rankings``: players still in
    the event), the ``bracket``, its ``progress`` and each tie's game string (``ties``: (round
    number, seats) → text), the players' names for the posts."""

    groups: dict[str, Standings] = field(default_factory=dict)
    rankings: dict[str, list[int]] = field(default_factory=dict)
    bracket: kb.Bracket | None = None
    progress: kb.KnockoutProgress | None = None
    ties: dict[tuple[int, frozenset[int]], str] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    group_rounds: int = 0


_SWISS_REGS: dict[int, tuple[Any, Any]] = {}


def swiss_reg(reg: Any) -> Any:
    """The regulation as the Swiss format reads it for one group (cached per regulation object)."""
    cached = _SWISS_REGS.get(id(reg))
    if cached is not None and cached[0] is reg:
        return cached[1]
    f = reg.format
    swiss = SwissFormat(
        kind="swiss",
        rounds=f.group_rounds,
        colours="alternate",
        tiebreaks=list(f.tiebreaks),
        bye_opponent_value=f.bye_opponent_value,
        forfeits_to_withdraw=f.forfeits_to_exclude,
        forfeits_consecutive=f.forfeits_consecutive,
    )
    out = reg.model_copy(update={"format": swiss})
    if len(_SWISS_REGS) > 64:
        _SWISS_REGS.clear()
    _SWISS_REGS[id(reg)] = (reg, out)
    return out


def _group_order(reg: Any, names: Sequence[str]) -> list[str]:
    known = list(reg.format.groups)
    return [g for g in known if g in names] + sorted(g for g in names if g not in known)


def _group_of(players: Mapping[int, Any], seq: int) -> str:
    p = players.get(seq)
    return (getattr(p, "group", None) or "") if p is not None else ""


def _wildcards(players: Sequence[Any]) -> list[int]:
    """The wildcards in the order named (the mark's value; equal values by seq)."""
    marked = [
        (p.fields.get(WILDCARD), p.seq) for p in players if p.fields and p.fields.get(WILDCARD)
    ]
    return [
        seq
        for value, seq in sorted(marked, key=lambda x: (x[0] if isinstance(x[0], int) else 0, x[1]))
    ]


def _bracket_from(reg: Any, first_round: Sequence[Sequence[int]], seed: int) -> kb.Bracket:
    """The bracket read back from the first knockout round's tables (line order; a one-seat
    table is a player and a bye)."""
    slots: list[int | None] = []
    for seats in first_round:
        slots += [seats[0], seats[1]] if len(seats) == 2 else [seats[0], None]
    return kb.Bracket(tuple(slots), reg.format.knockout_draw, seed, reg.format.third_place)


class GroupKnockout(Format):
    """分组积分编排＋淘汰赛 (003): seeded groups, a Swiss per group, a (2+1) knockout."""

    kind = "group_swiss_knockout"
    name = "分组积分编排＋淘汰赛"
    total_label = "积分"
    player_marks = {"外卡": (WILDCARD, "外卡选手")}

    def __init__(self, stage: str = "group") -> None:
        self.stage = stage

    def for_round(self, reg: Any, number: int) -> GroupKnockout:
        """The group stage's rules for rounds 1..group_rounds, the knockout's after them."""
        stage = "group" if number <= reg.format.group_rounds else "knockout"
        return (
            self if stage == self.stage else (GROUP_STAGE if stage == "group" else KNOCKOUT_STAGE)
        )

    # --- rounds and seating ---------------------------------------------------------------

    def total_rounds(self, reg: Any, history: Mapping[int, Sequence[Sequence[int]]]) -> int | None:
        """Group rounds + the knockout's rounds: log2 of the bracket (read from the first
        knockout round once seated, else the largest field the regulation allows)."""
        f = reg.format
        first = history.get(f.group_rounds + 1)
        if first:
            size = 2 * len(first)
        else:
            size = kb.bracket_size(
                min(f.knockout_size, len(f.groups) * f.advance_per_group + f.wildcards)
            )
        return f.group_rounds + size.bit_length() - 1

    def seating_refusal(self, reg: Any, field: RoundField) -> str | None:
        """Round 1 needs the groups drawn (``/分组``)."""
        if field.number > reg.format.group_rounds:
            return None
        missing = [p.seq for p in field.players if not p.group]
        if missing:
            shown = "、".join(f"{q}号" for q in missing[:10]) + ("等" if len(missing) > 10 else "")
            return (
                f"还有 {len(missing)} 位选手没有分组（{shown}）：请组委先发 /分组 进行分组抽签"
                f"（第1轮编排前可重新抽签），再 /编排。"
            )
        return None

    def seat(self, reg: Any, field: RoundField) -> list[list[int]]:
        if field.number <= reg.format.group_rounds:
            return self._seat_groups(reg, field)
        return self._seat_knockout(reg, field)

    def _seat_groups(self, reg: Any, field: RoundField) -> list[list[int]]:
        """Every group's Swiss round (engine/formats/swiss.py), groups in order, byes last."""
        sreg = swiss_reg(reg)
        by_group: dict[str, list] = defaultdict(list)
        for p in field.players:
            by_group[p.group or ""].append(p)
        previous = field.standings.groups if isinstance(field.standings, JieqiStandings) else {}
        tables, rests = [], []
        for name in _group_order(reg, list(by_group)):
            sub = RoundField(field.number, by_group[name], {}, previous.get(name), seed=field.seed)
            try:
                seated = SWISS.seat(sreg, sub)
            except FormatError as exc:
                raise FormatError(f"{name}组：{exc}" if name else str(exc)) from exc
            tables += [t for t in seated if len(t) == 2]
            rests += [t for t in seated if len(t) == 1]
        return tables + rests

    def _seat_knockout(self, reg: Any, field: RoundField) -> list[list[int]]:
        f = reg.format
        first = f.group_rounds + 1
        table = field.standings
        if not isinstance(table, JieqiStandings) or table.after_round < f.group_rounds:
            raise FormatError(f"小组赛 {f.group_rounds} 轮结束后才能编排淘汰赛。")
        if field.number == first:
            active = {p.seq for p in field.players}
            rankings = {g: [q for q in seqs if q in active] for g, seqs in table.rankings.items()}
            try:
                entrants = kb.knockout_entrants(
                    rankings,
                    [q for q in _wildcards(field.players) if q in active],
                    advance_per_group=f.advance_per_group,
                    max_wildcards=f.wildcards,
                    knockout_size=f.knockout_size,
                )
            except kb.BracketError as exc:
                raise FormatError(str(exc)) from exc
            bracket = kb.draw_bracket(
                entrants,
                mode=f.knockout_draw,
                seed=field.seed,
                third_place=f.third_place,
                groups=list(f.groups),
            )
            line = [bracket.slots[i : i + 2] for i in range(0, bracket.size, 2)]
            out = []
            for position, (a, b) in enumerate(line):
                if a is None or b is None:
                    out.append([a if a is not None else b])
                else:
                    out.append(self._coloured(field.seed, 1, position, a, b))
            return out
        progress = table.progress
        if progress is None or progress.next_round is None:
            if progress is not None and progress.finished:
                raise FormatError("淘汰赛已经全部结束。")
            raise FormatError("上一轮淘汰赛还有场次没分出胜负，不能编排下一轮。")
        nxt = progress.next_round
        if nxt.number != field.number - f.group_rounds:
            raise FormatError(
                f"淘汰赛应编排第{nxt.number}轮，而不是第{field.number - f.group_rounds}轮。"
            )
        out = [self._coloured(field.seed, nxt.number, t.position, *t.seats) for t in nxt.ties]
        return out + [[q] for q in nxt.byes]

    @staticmethod
    def _coloured(seed: int, knockout_round: int, position: int, a: int, b: int) -> list[int]:
        """The tie's seats with the player drawn to play red in game 1 first (RULES.md §003:
        first game's colours by lots; ``colours_by_seed``, re-checkable from the seed)."""
        lots = kt.colours_by_seed(seed, knockout_round, position)
        return [a, b] if lots.first_red == kt.FIRST else [b, a]

    # --- results --------------------------------------------------------------------------

    def parse_result(self, reg: Any, text: str, seats: int) -> Any:
        if seats == 1:
            raise FormatError("这一桌轮空，没有对局，不需要结果。")
        if self.stage == "group":
            try:
                return SWISS.parse_result(reg, text, seats)
            except FormatError:
                raise FormatError(
                    f"无法识别“{numbers.echo(text)}”：小组赛每轮一局，结果写 胜、和 或 负"
                    "（从先手即执红一方看），例如：/录入 2 胜"
                ) from None
        try:
            state = kt.parse_tie(text, _rules(reg), finished=True, colours=_PROBE)
        except kt.TieError as exc:
            raise FormatError(str(exc)) from exc
        return TieResult(state.games)

    def load_result(self, games: str, details: Mapping[str, Any]) -> Any:
        if details.get("tie") or (games and games[0] in kt.OUTCOMES):
            return TieResult(
                tuple(games) if games != "-" else (),
                tuple(details.get("forfeits", [])),
                bool(details.get("bye")),
            )
        return SWISS.load_result(games, details)

    def dump_result(self, result: Any) -> tuple[str, dict]:
        if isinstance(result, TieResult):
            details: dict[str, Any] = {"tie": True}
            if result.forfeits:
                details["forfeits"] = list(result.forfeits)
            if result.bye:
                details["bye"] = True
            return kt.tie_text(result.games) or "-", details
        return SWISS.dump_result(result)

    def result_text(self, result: Any) -> str:
        """A group game as the Swiss shows it; a tie as its game string (``胜负胜``), 弃权 or 轮空."""
        if isinstance(result, TieResult):
            if result.bye:
                return ResultWord.REST.label
            if result.forfeits:
                return ResultWord.FORFEITED.label
            return kt.tie_text(result.games) or "-"
        return SWISS.result_text(result)

    def empty_result(self, reg: Any, seats: int) -> Any:
        return (
            TieResult(bye=seats == 1)
            if self.stage == "knockout"
            else SWISS.empty_result(reg, seats)
        )

    def seated_result(self, reg: Any, seats: int) -> Any | None:
        if self.stage == "knockout":
            return TieResult(bye=True) if seats == 1 else None
        return SWISS.seated_result(reg, seats)

    def points(self, reg: Any, result: Any, seats: int) -> list[list[int]]:
        """Group games: the Swiss points (win 3 / draw 1 / loss 0). A tie: each game's points on
        the same scale (shown after an entry; the knockout ranks by the bracket, not by points)."""
        if not isinstance(result, TieResult):
            return SWISS.points(reg, result, seats)
        if result.bye or seats == 1:
            return [[0]]
        win, draw, loss = (Fraction(getattr(reg.scoring, k) or 0) for k in ("win", "draw", "loss"))
        if result.forfeits:
            return [[loss if s in result.forfeits else win] for s in range(2)]
        first = {kt.WIN: (win, loss), kt.LOSS: (loss, win), kt.DRAW: (draw, draw)}
        per = [first[g] for g in result.games] or [(0, 0)]
        return [[p[0] for p in per], [p[1] for p in per]]

    def has_play(self, result: Any) -> bool:
        if isinstance(result, TieResult):
            return bool(result.games)
        return SWISS.has_play(result)

    def close_unplayed(self, reg: Any, result: Any) -> Any:
        """Group games: the Swiss cutoff (a draw). A tie has no cutoff result: an undecided tie
        is refused (its games must be entered)."""
        if not isinstance(result, TieResult):
            return SWISS.close_unplayed(reg, result)
        if result.bye or tie_winner(reg, result) is not None:
            return result
        if len(result.forfeits) > 1:
            raise FormatError("双方都弃权，淘汰赛必须有一人晋级：请组委 /裁决 决定。")
        done = kt.tie_text(result.games) or "没有结果"
        raise FormatError(
            f"淘汰赛这一场还没分出胜负（{done}），不能按截止判和：请 /录入 <桌号> 整场结果，例如 胜负胜。"
        )

    def cutoff_text(self, reg: Any) -> str:
        if self.stage == "knockout":
            return "淘汰赛每场须分出胜负，没有截止结果"
        return "按规程判和，各得和棋分"

    def forfeit(self, reg: Any, result: Any, seat: int, game: int | None) -> tuple[Any, str]:
        if not isinstance(result, TieResult):
            return SWISS.forfeit(reg, result, seat, game)
        if result.bye:
            raise FormatError("这一桌轮空，没有对局，不能弃权。")
        return TieResult((), tuple(sorted({*result.forfeits, seat}))), "本场弃权（对手晋级）"

    def entered(self, old: Any | None, new: Any) -> Any:
        return new

    def lots_result(self, reg: Any, winner_seat: int, seats: int) -> Any:
        if self.stage == "knockout":
            raise FormatError("淘汰赛每场按(2+1)下出胜负，不用抽签决定。")
        return SWISS.lots_result(reg, winner_seat, seats)

    def seat_outcomes(self, reg: Any, result: Any, seat: int) -> list[str | None]:
        if isinstance(result, TieResult):
            if result.bye or result.forfeits:
                return []
            word = {kt.WIN: "W", kt.LOSS: "L", kt.DRAW: "D"}
            flip = {"W": "L", "L": "W", "D": "D"}
            return [word[g] if seat == 0 else flip[word[g]] for g in result.games]
        return SWISS.seat_outcomes(reg, result, seat)

    def result_example(self, reg: Any) -> str:
        return kt.EXAMPLE if self.stage == "knockout" else "胜"

    def report_hint(self, reg: Any) -> str:
        if self.stage == "knockout":
            draw = (
                "加赛和棋判执黑方胜"
                if reg.format.tie.decider_draw == "black_wins"
                else "加赛和棋再交换先后手加赛，直到分出胜负"
            )
            return (
                "淘汰赛每场(2+1)：两局交换先后手（每场先列者第1局执红），战平则下加赛局（先后手抽签），"
                f"{draw}。结果由先列者报整场：/报分 胜负胜 或 /报分 胜负和负"
                "（从先列者看），对手 /确认 或 /异议。"
            )
        return "每桌先列者执红（先手）。结果由执红一方报：/报分 胜、和 或 负，对手 /确认 或 /异议。"

    def round_note(
        self,
        reg: Any,
        number: int,
        tables: Sequence[Sequence[int]],
        seed: int,
        history: Mapping[int, Sequence[Sequence[int]]] | None = None,
    ) -> str:
        """A knockout round: who has red (先手) in each tie's first decider, should its two games
        end level — RULES.md §003 (decider's colours by lots), the lots of ``table_colours``
        drawn from the stored seed — and what a drawn decider leads to. A tie's lots are keyed
        on its line position: in the first knockout round the table's index (a bye is a table
        of its own, in line order), later the index of the tie (no byes after the first round),
        and in the last round the second table is the 3rd-place tie (position -1)."""
        f = reg.format
        if number <= f.group_rounds or not f.tie.decider:
            return ""
        k = number - f.group_rounds
        seated = {**(history or {}), number: tables}
        last = k > 1 and self.total_rounds(reg, seated) == number
        reds = []
        for i, seats in enumerate(tables):
            if len(seats) != 2:
                continue
            position = -1 if last and i == 1 else i
            red = table_colours(seed, k, position).decider_red
            reds.append(f"第{i + 1}桌 {seats[red]}号执红")
        if not reds:
            return ""
        then = (
            "加赛局和棋判执黑方胜"
            if f.tie.decider_draw == "black_wins"
            else "加赛局再和则交换先后手继续加赛，直到分出胜负"
        )
        return (
            f"\n加赛局先后手（种子随机数 {seed} 抽签；两局战平才下加赛局）："
            + "，".join(reds)
            + f"。{then}。"
        )

    # --- standings ------------------------------------------------------------------------

    def standings(self, reg: Any, facts: Facts, after_round: int) -> Standings:
        f = reg.format
        upto = min(after_round, f.group_rounds)
        sreg = swiss_reg(reg)
        groups: dict[str, Standings] = {}
        members: dict[str, dict[int, PlayerFacts]] = defaultdict(dict)
        for seq, p in facts.players.items():
            members[p.group or ""][seq] = p
        group_tables = [tf for tf in facts.tables if tf.round <= upto]
        for name in _group_order(reg, list(members)):
            inside = members[name]
            tables = [tf for tf in group_tables if all(q in inside for q in tf.seats)]
            if not tables:
                continue
            sub = replace(facts, players=inside, tables=tables)
            groups[name] = SWISS.standings(sreg, sub, upto)
        # the group rows, each with its group and place, interleaved by place
        rows: dict[int, JieqiRow] = {}
        order: list[tuple] = []
        for gi, (name, table) in enumerate(groups.items()):
            for i, row in enumerate(table.rows):
                values = {fl.name: getattr(row, fl.name) for fl in fields(row)}
                values["round_scores"] = list(row.round_scores) + [None] * (after_round - upto)
                values["last_round"] = after_round
                rows[row.seq] = JieqiRow(**values, group=name or None, place=row.rank)
                order.append((row.rank is None, row.rank or 0, gi, i, row.seq))
        rankings = {}
        if after_round >= f.group_rounds:
            rankings = {
                name: [
                    r.seq
                    for r in table.rows
                    if r.rank is not None and r.status == EntryStatus.ACTIVE
                ]
                for name, table in groups.items()
            }
        names = {seq: p.name for seq, p in facts.players.items()}
        ko_tables = [tf for tf in facts.tables if f.group_rounds < tf.round <= after_round]
        if not any(tf.round == f.group_rounds + 1 for tf in ko_tables):
            ordered = [rows[o[-1]] for o in sorted(order)]
            return JieqiStandings(
                after_round,
                ordered,
                [r.seq for r in ordered if r.status == EntryStatus.ACTIVE],
                groups,
                rankings,
                names=names,
                group_rounds=f.group_rounds,
            )
        # the knockout: the bracket from its first round's tables (in table order)
        by_round: dict[int, list] = defaultdict(list)
        for tf in ko_tables:
            by_round[tf.round].append(tf)
        first_round = by_round[f.group_rounds + 1]
        bracket = _bracket_from(reg, [tf.seats for tf in first_round], facts.seed)
        results, ties = [], {}
        for number in sorted(by_round):
            played = []
            k = number - f.group_rounds
            pairs = [tf for tf in by_round[number] if len(tf.seats) == 2]
            for i, tf in enumerate(pairs):
                # the tie's line position (for its lots): the block of 2^k slots holding it; in
                # the last round the second table is the 3rd-place tie (position -1)
                position = (
                    -1 if k == bracket.rounds and i == 1 else bracket.slots.index(tf.seats[0]) >> k
                )
                colours = table_colours(facts.seed, k, position)
                seat = (
                    tie_winner(reg, tf.result, colours)
                    if isinstance(tf.result, TieResult)
                    else None
                )
                played.append((tf.seats, None if seat is None else tf.seats[seat]))
                ties[(number, frozenset(tf.seats))] = (
                    self.result_text(tf.result) if tf.result is not None else "-"
                )
            results.append(played)
        try:
            progress = kb.knockout_progress(bracket, results)
        except kb.BracketError as exc:
            raise FormatError(str(exc)) from exc
        alive = {q for q in progress.reached if q not in progress.places}
        ko_rows = []
        for seq, fewest in progress.reached.items():
            base = rows.get(seq)
            place = progress.places.get(seq)
            if base is None:
                base = JieqiRow(
                    None,
                    seq,
                    Fraction(0),
                    [None] * after_round,
                    {},
                    EntryStatus.ACTIVE,
                    after_round,
                    None,
                    None,
                    _group_of(facts.players, seq) or None,
                )
            status = base.status
            if status == EntryStatus.ACTIVE and place is not None and place > 4:
                status = EntryStatus.ELIMINATED
            ko_rows.append(
                replace(
                    base,
                    rank=place,
                    status=status,
                    explanation=_knockout_words(place, fewest),
                    reached=fewest,
                )
            )
        ko_rows.sort(key=lambda r: (0, r.reached, r.seq) if r.rank is None else (1, r.rank, r.seq))
        inside = {r.seq for r in ko_rows}
        rest = [
            replace(
                rows[o[-1]],
                rank=None,
                status=EntryStatus.ELIMINATED
                if rows[o[-1]].status == EntryStatus.ACTIVE
                else rows[o[-1]].status,
                explanation=f"{rows[o[-1]].group or ''}组第{rows[o[-1]].place}名，未进入淘汰赛"
                if rows[o[-1]].place
                else rows[o[-1]].explanation,
            )
            for o in sorted(order)
            if o[-1] not in inside
        ]
        advancing = sorted(alive) if not progress.finished else []
        return JieqiStandings(
            after_round,
            ko_rows + rest,
            advancing,
            groups,
            rankings,
            bracket,
            progress,
            ties,
            names,
            f.group_rounds,
        )

    def row_note(self, row: Any) -> str:
        group = getattr(row, "group", None)
        if getattr(row, "reached", None) is not None:
            return (
                f"{group or ''}组第{row.place}名　{row.explanation or ''}"
                if row.place
                else (row.explanation or "")
            )
        note = SWISS.row_note(row)
        head = f"{group}组第{row.place}名" if group and row.place else ""
        return "　".join(x for x in (head, note) if x)

    def rank_reason(self, row: Any) -> str:
        return SWISS.rank_reason(row) if getattr(row, "reached", None) is None else ""

    # --- posts and JSON -------------------------------------------------------------------

    def standings_notes(self, reg: Any, standings: Standings) -> list[str]:
        """After the group stage: who qualified; in the knockout: the bracket as text."""
        if not isinstance(standings, JieqiStandings):
            return []
        lines: list[str] = []
        if standings.bracket is not None:
            lines += bracket_lines(standings)
        elif standings.after_round >= standings.group_rounds and standings.rankings:
            f = reg.format
            lines.append(
                f"小组赛结束，各组前 {f.advance_per_group} 名进入淘汰赛"
                f"（另有至多 {f.wildcards} 名外卡，组委用 /外卡 <选手> 指定，然后 /编排 抽签）："
            )
            for name, ranking in standings.rankings.items():
                who = "、".join(player_label(standings, q) for q in ranking[: f.advance_per_group])
                lines.append(f"{name}组：{who}")
        return lines

    def extra_standings(self, reg: Any, standings: Standings) -> dict[str, Any]:
        """``groups``: group → seqs in group order (after the group stage: players still in);
        ``knockout`` once drawn: size, mode, seed, slots and each round's ties (``seats``,
        ``result`` the game string, ``winner``) and ``byes`` (the generic drawing shape is
        ``bracket``, below)."""
        if not isinstance(standings, JieqiStandings):
            return {}
        out: dict[str, Any] = {
            "groups": {
                name: [r.seq for r in table.rows] for name, table in standings.groups.items()
            }
        }
        if standings.bracket is not None and standings.progress is not None:
            out["knockout"] = bracket_json(standings)
        return out

    def bracket(self, reg: Any, standings: Standings) -> dict[str, Any] | None:
        """The knockout as a tree (``Format.bracket``; see ``knockout_views.bracket_tree``)."""
        if not isinstance(standings, JieqiStandings):
            return None
        return bracket_tree(standings)

    def final_lines(self, reg: Any, standings: Standings) -> list[str] | None:
        """The places of the knockout and every player's cumulative prize."""
        if not isinstance(standings, JieqiStandings) or standings.progress is None:
            return None
        progress = standings.progress
        lines = [
            f"第{place}名 {player_label(standings, q)}"
            for q, place in sorted(progress.places.items(), key=lambda x: x[1])
            if place <= 4
        ]
        won = _prizes(reg, standings)
        if won:
            lines.append("奖金（累计：小组名次 + 晋级奖励 + 决赛名次）：")
            for prize in sorted(won.values(), key=lambda p: (-p.total, p.seq)):
                lines.append(f"{player_label(standings, prize.seq)}：{kp.prize_text(prize)}")
        return lines

    def prize_rows(self, reg: Any, standings: Standings) -> list[dict] | None:
        """The JSON ``prizes``: per player the cumulative amount, items and parts."""
        if not isinstance(standings, JieqiStandings) or standings.progress is None:
            return None
        won = _prizes(reg, standings)
        places = standings.progress.places
        out = []
        for prize in sorted(won.values(), key=lambda p: (-p.total, p.seq)):
            items = "、".join(
                dict.fromkeys(i for p in prize.parts for i in p.item.split("、") if i)
            )
            out.append(
                {
                    "rank": places.get(prize.seq),
                    "seq": prize.seq,
                    "amount": decimal_text(prize.total),
                    "item": items,
                    "parts": [
                        {"label": p.label, "amount": decimal_text(p.amount)} for p in prize.parts
                    ],
                }
            )
        return out

    # --- organisers' draw and marks -------------------------------------------------------

    def group_draw(
        self, reg: Any, players: Sequence[PlayerFacts], seed: int
    ) -> tuple[dict[int, str], str]:
        """``/分组``: the seeded draw of groups (engine/knockout/groups.py) over the players in
        sign-up order: seq → group, and the announcement."""
        f = reg.format
        entrants = [
            kg.GroupEntrant(p.seq, (p.fields or {}).get("level"))
            for p in sorted(players, key=lambda p: p.seq)
        ]
        try:
            draw = kg.draw_groups(
                entrants,
                seed,
                groups=list(f.groups),
                group_size=f.group_size,
                seeds_per_group=f.seeds_per_group,
                level_scale=list(reg.signup.level_scale),
            )
        except kg.GroupDrawError as exc:
            raise FormatError(f"无法分组：{exc}。") from exc
        names = {p.seq: p.name for p in players}
        assigned = {seq: name for name, seqs in draw.groups.items() for seq in seqs}
        return assigned, kg.draw_text(draw, names)

    def mark_refusal(
        self,
        reg: Any,
        word: str,
        seq: int,
        marked: Sequence[int],
        standings: Standings | None,
        removing: bool = False,
        seated: int = 0,
    ) -> str | None:
        """``/外卡``: at most ``format.wildcards``, not a player already qualified from a group,
        and (given or taken off) only before the knockout is drawn (its first round seated)."""
        f = reg.format
        qualified: list[int] = []
        if seated > f.group_rounds:
            return "淘汰赛已经抽签编排，外卡不能再改（如需更改，先 /撤销 淘汰赛的编排）。"
        if removing:
            return None
        if isinstance(standings, JieqiStandings):
            qualified = [
                q for ranking in standings.rankings.values() for q in ranking[: f.advance_per_group]
            ]
        refusal = kb.wildcard_refusal(seq, list(marked), qualified, f.wildcards)
        return refusal


def _knockout_words(place: int | None, fewest: int) -> str:
    if place == 1:
        return "冠军"
    if place is not None:
        return f"淘汰赛第{place}名"
    return f"淘汰赛：进入{fewest}强" if fewest > 2 else "淘汰赛：进入决赛"


def _prizes(reg: Any, standings: JieqiStandings) -> dict[int, kp.PlayerPrize]:
    progress = standings.progress
    if progress is None or not progress.finished:
        return {}
    return kp.player_prizes(
        standings.rankings, progress.reached, progress.places, kp.PrizeTables.of(reg.prizes)
    )


GROUP_STAGE = GroupKnockout("group")
KNOCKOUT_STAGE = GroupKnockout("knockout")
FORMAT = GROUP_STAGE
