"""Seed 003's knockout stage: the bracket of the group leaders and wildcards (engine/knockout/
bracket.py), seated round by round; each tie one table whose result is its game string
(engine/knockout/tie.py), the first seat red in game 1 by the lots of ``colours_by_seed``."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.knockout import bracket as kb
from engine.knockout import tie as kt
from engine.knockout.results import TieResult, tie_result_text
from engine.knockout.results import tie_winner as _tie_winner
from engine.standings import StandingRow
from engine.vocabulary import EntryStatus

from ..base import Facts, FormatError, Player, Point, RoundField, TableFacts
from ..swiss import FORMAT as SWISS
from .group_stage import GroupPart, group_of
from .rows import JieqiResult, JieqiRow, JieqiStandings
from .schema import WILDCARD, spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def rules(reg: Regulation) -> kt.TieRules:
    """The regulation's tie rules (``format.tie``)."""
    return kt.TieRules.of(spec(reg).tie)


PROBE = kt.TieColours(kt.FIRST, kt.FIRST)
"""Colours assumed where only the shape of a tie matters (whether its games are whole): under
``black_wins`` a drawn last decider ends the tie whoever had black."""


def table_colours(seed: int, knockout_round: int, position: int) -> kt.TieColours:
    """A tie's colours relative to its table's seats: the first seat has red in game 1 (the
    seating put the player the lots gave red first, ``coloured``), and the first decider's red
    is the lots' ``decider_red`` of the line order, turned round when the seating swapped the
    line's two players."""
    lots = kt.colours_by_seed(seed, knockout_round, position)
    return kt.TieColours(
        kt.FIRST, lots.decider_red if lots.first_red == kt.FIRST else 1 - lots.decider_red
    )


def tie_winner(
    reg: Regulation, result: TieResult, colours: kt.TieColours | None = None
) -> int | None:
    """The seat (0/1) that advances, None while undecided (``colours``: who has red in each
    game, needed where a drawn decider counts for black; else only whether it is decided)."""
    return _tie_winner(result, rules(reg), colours or PROBE)


def total_rounds(reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]]) -> int:
    """Group rounds + the knockout's rounds: log2 of the bracket (read from the first
    knockout round once seated, else the largest field the regulation allows)."""
    f = spec(reg)
    first = history.get(f.group_rounds + 1)
    if first:
        size = 2 * len(first)
    else:
        size = kb.bracket_size(
            min(f.knockout_size, len(f.groups) * f.advance_per_group + f.wildcards)
        )
    return f.group_rounds + size.bit_length() - 1


# --------------------------------------------------------------------------- seating


def wildcards(players: Sequence[Player]) -> list[int]:
    """The wildcards in the order named (the mark's value; equal values by seq)."""
    marked = [
        (p.fields.get(WILDCARD), p.seq) for p in players if p.fields and p.fields.get(WILDCARD)
    ]
    return [
        seq
        for value, seq in sorted(marked, key=lambda x: (x[0] if isinstance(x[0], int) else 0, x[1]))
    ]


def bracket_from(reg: Regulation, first_round: Sequence[Sequence[int]], seed: int) -> kb.Bracket:
    """The bracket read back from the first knockout round's tables (line order; a one-seat
    table is a player and a bye)."""
    f = spec(reg)
    slots: list[int | None] = []
    for seats in first_round:
        slots += [seats[0], seats[1]] if len(seats) == 2 else [seats[0], None]
    return kb.Bracket(tuple(slots), f.knockout_draw, seed, f.third_place)


def coloured(seed: int, knockout_round: int, position: int, a: int, b: int) -> list[int]:
    """The tie's seats with the player drawn to play red in game 1 first (RULES.md §003:
    first game's colours by lots; ``colours_by_seed``, re-checkable from the seed)."""
    lots = kt.colours_by_seed(seed, knockout_round, position)
    return [a, b] if lots.first_red == kt.FIRST else [b, a]


def seat_knockout(reg: Regulation, field: RoundField) -> list[list[int]]:
    """Round ``group_rounds + 1``: the bracket drawn from the groups' leaders and the wildcards,
    its line seated in order (a bye as a one-seat table); later rounds as the bracket goes on."""
    f = spec(reg)
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
                [q for q in wildcards(field.players) if q in active],
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
        out: list[list[int]] = []
        for position, (a, b) in enumerate(line):
            if a is not None and b is not None:
                out.append(coloured(field.seed, 1, position, a, b))
            elif a is not None:  # a bye: no two byes meet
                out.append([a])
            elif b is not None:
                out.append([b])
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
    out = [coloured(field.seed, nxt.number, t.position, *t.seats) for t in nxt.ties]
    return out + [[q] for q in nxt.byes]


def round_note(
    reg: Regulation,
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
    f = spec(reg)
    if number <= f.group_rounds or not f.tie.decider:
        return ""
    k = number - f.group_rounds
    seated = {**(history or {}), number: tables}
    last = k > 1 and total_rounds(reg, seated) == number
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


def report_hint(reg: Regulation) -> str:
    """How a tie is reported."""
    draw = (
        "加赛和棋判执黑方胜"
        if spec(reg).tie.decider_draw == "black_wins"
        else "加赛和棋再交换先后手加赛，直到分出胜负"
    )
    return (
        "淘汰赛每场(2+1)：两局交换先后手（每场先列者第1局执红），战平则下加赛局（先后手抽签），"
        f"{draw}。结果由先列者报整场：/报分 胜负胜 或 /报分 胜负和负"
        "（从先列者看），对手 /确认 或 /异议。"
    )


# --------------------------------------------------------------------------- results


def parse_tie(reg: Regulation, text: str) -> TieResult:
    """A whole tie from chat text (its game string from the first seat's side)."""
    try:
        state = kt.parse_tie(text, rules(reg), finished=True, colours=PROBE)
    except kt.TieError as exc:
        raise FormatError(str(exc)) from exc
    return TieResult(state.games)


def tie_points(reg: Regulation, result: TieResult, seats: int) -> list[list[Point]]:
    """A tie: each game's points on the group games' scale (shown after an entry; the knockout
    ranks by the bracket, not by points)."""
    if result.bye or seats == 1:
        return [[0]]
    win, draw, loss = (
        Fraction(reg.scoring.win or 0),
        Fraction(reg.scoring.draw or 0),
        Fraction(reg.scoring.loss or 0),
    )
    if result.forfeits:
        return [[loss if s in result.forfeits else win] for s in range(2)]
    first: dict[str, tuple[Point, Point]] = {
        kt.WIN: (win, loss),
        kt.LOSS: (loss, win),
        kt.DRAW: (draw, draw),
    }
    per = [first[g] for g in result.games] or [(0, 0)]
    return [[p[0] for p in per], [p[1] for p in per]]


def close_tie(reg: Regulation, result: TieResult) -> TieResult:
    """A tie has no cutoff result: an undecided tie is refused (its games must be entered)."""
    if result.bye or tie_winner(reg, result) is not None:
        return result
    if len(result.forfeits) > 1:
        raise FormatError("双方都弃权，淘汰赛必须有一人晋级：请组委 /裁决 决定。")
    done = kt.tie_text(result.games) or "没有结果"
    raise FormatError(
        f"淘汰赛这一场还没分出胜负（{done}），不能按截止判和："
        "请 /录入 <桌号> 整场结果，例如 胜负胜。"
    )


def lose_tie_game(
    reg: Regulation, result: TieResult, seat: int, game: int, earlier: str
) -> tuple[TieResult, str]:
    """The tie's game ``game`` becomes the opponent's win (engine/knockout/tie.py
    ``lose_game``), the tie decided or still going on."""
    if result.bye or result.forfeits:
        raise FormatError("这一场是轮空或已判弃权，没有对局可判负。")
    try:
        state = kt.lose_game(result.games, game + 1, seat, rules(reg), earlier)
    except kt.TieError as exc:
        raise FormatError(str(exc)) from exc
    note = "本场已分出胜负" if state.decided else "本场继续"
    return TieResult(state.games), f"第{game + 1}局判负（对手胜），{note}"


def result_text(result: JieqiResult | None) -> str:
    """A table's result as shown: a group game as the Swiss shows it, a tie as its game string;
    ``-`` for none."""
    if result is None:
        return "-"
    if isinstance(result, TieResult):
        return tie_result_text(result)
    return SWISS.results.result_text(result)


# --------------------------------------------------------------------------- standings


def knockout_words(place: int | None, fewest: int) -> str:
    """What a knockout row's place says: 冠军, 淘汰赛第3名, 淘汰赛：进入8强 …"""
    if place == 1:
        return "冠军"
    if place is not None:
        return f"淘汰赛第{place}名"
    return f"淘汰赛：进入{fewest}强" if fewest > 2 else "淘汰赛：进入决赛"


def knockout_standings(
    reg: Regulation,
    facts: Facts[JieqiResult],
    after_round: int,
    part: GroupPart,
    ko_tables: Sequence[TableFacts[JieqiResult]],
) -> JieqiStandings:
    """Once the knockout is seated: its players by the place they reached, then everyone else
    (eliminated, unranked); the bracket from its first round's tables (in table order)."""
    f = spec(reg)
    rows, order = part.rows, part.order
    by_round: dict[int, list[TableFacts[JieqiResult]]] = defaultdict(list)
    for tf in ko_tables:
        by_round[tf.round].append(tf)
    first_round = by_round[f.group_rounds + 1]
    bracket = bracket_from(reg, [tf.seats for tf in first_round], facts.seed)
    results: list[kb.Played] = []
    ties: dict[tuple[int, frozenset[int]], str] = {}
    for number in sorted(by_round):
        played: list[tuple[Sequence[int], int | None]] = []
        k = number - f.group_rounds
        pairs = [tf for tf in by_round[number] if len(tf.seats) == 2]
        for i, tf in enumerate(pairs):
            # the tie's line position (for its lots): the block of 2^k slots holding it; in
            # the last round the second table is the 3rd-place tie (position -1)
            position = (
                -1 if k == bracket.rounds and i == 1 else bracket.slots.index(tf.seats[0]) >> k
            )
            colours = table_colours(facts.seed, k, position)
            seat = tie_winner(reg, tf.result, colours) if isinstance(tf.result, TieResult) else None
            played.append((tf.seats, None if seat is None else tf.seats[seat]))
            ties[(number, frozenset(tf.seats))] = result_text(tf.result)
        results.append(played)
    try:
        progress = kb.knockout_progress(bracket, results)
    except kb.BracketError as exc:
        raise FormatError(str(exc)) from exc
    alive = {q for q in progress.reached if q not in progress.places}
    ko_rows: list[JieqiRow] = []
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
                group_of(facts.players, seq) or None,
            )
        status = base.status
        if status == EntryStatus.ACTIVE and place is not None and place > 4:
            status = EntryStatus.ELIMINATED
        ko_rows.append(
            replace(
                base,
                rank=place,
                status=status,
                explanation=knockout_words(place, fewest),
                reason=None,
                reached=fewest,
            )
        )
    ko_rows.sort(key=lambda r: (0, r.reached or 0, r.seq) if r.rank is None else (1, r.rank, r.seq))
    knocked = {r.seq for r in ko_rows}
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
            reason=None if rows[o[-1]].place else rows[o[-1]].reason,
        )
        for o in sorted(order)
        if o[-1] not in knocked
    ]
    advancing = sorted(alive) if not progress.finished else []
    everyone: list[StandingRow] = [*ko_rows, *rest]
    return JieqiStandings(
        after_round,
        everyone,
        advancing,
        bracket,
        progress,
        ties,
        {seq: p.name for seq, p in facts.players.items()},
        f.group_rounds,
        groups=part.groups,
        rankings=part.rankings,
    )
