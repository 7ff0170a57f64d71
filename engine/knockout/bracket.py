"""The knockout of seed 003 (二(四)2, 二(四)3, 二(四)5, 二(四)7): the 32 entrants, their draw into
a bracket, the rounds and the third-place tie — the drawer, its checker and a generator.

二(四)2: 每组选前6名选手加8名外卡选手共32名进入决赛淘汰赛阶段. 二(四)3: 所有参赛选手抽签决定对手.
二(四)5: 外卡选手名单由主办单位和赞助商支配. 二(四)7: 进入前四名半决赛胜者进入冠军争夺，
负者三、四名.

Readings (RULES.md §003):

- **Entrants.** The first ``advance_per_group`` of each group's final ranking, then the
  wildcards in the order named (at most ``max_wildcards``; a wildcard may not already be
  qualified). Fewer wildcards, or small groups, give a smaller field.
- **Bracket.** ``size`` = the smallest power of two ≥ the entrants (never above
  ``knockout_size``). Line positions follow the standard order (seed 1 meets ``size``, 16 meets
  17, … so that seeds 1 and 2 can only meet in the final). Missing entrants are byes (轮空)
  in the positions of the last seed numbers, so no two byes meet and a bye only ever faces a
  player; a bye advances without a game and counts as reaching the next round.
- **Draw.** ``"lots"`` (the seed's default, 抽签决定对手): the entrants are shuffled into the
  player positions by ``random.Random("jieqi-bracket:<seed>")``. ``"standard"`` (option):
  seeding by group place — all group winners (in group order A–D), then all seconds, …, then
  the wildcards in the order named — placed in the standard order.
- **Rounds.** Round r has ``size / 2^(r-1)`` players; the tie of positions 2i, 2i+1 of the
  round's line; the upper position is the table's first seat. The last round holds the final
  and (``third_place``) the tie of the two semi-final losers for 3rd/4th, the final first.
- **Places.** champion 1, runner-up 2, third-place tie winner 3 and loser 4 (without a
  third-place tie both 3), quarter-final losers 5, last-16 losers 9, last-32 losers 17.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

DrawMode = Literal["lots", "standard", "seeded"]
"""How a bracket was drawn: 003's lots or seeding by group place, or the knockout on its own's
seeds then lots (engine/knockout/seeding.py)."""
ADVANCE_PER_GROUP = 6
MAX_WILDCARDS = 8
KNOCKOUT_SIZE = 32


class BracketError(ValueError):
    """A knockout field, bracket or result that does not fit; the message is the Chinese reply."""


@dataclass(frozen=True)
class Entrant:
    """A knockout entrant: ``seq``, its ``group`` and ``place`` there (1-based), or both None
    for a wildcard (外卡)."""

    seq: int
    group: str | None = None
    place: int | None = None

    @property
    def wildcard(self) -> bool:
        """Whether the player entered on a wildcard (二(四)5)."""
        return self.group is None


def wildcard_refusal(
    seq: int,
    named: Sequence[int],
    qualified: Sequence[int] = (),
    max_wildcards: int = MAX_WILDCARDS,
) -> str | None:
    """Why ``seq`` cannot be named a wildcard (``/外卡``, 二(四)2, 二(四)5), or None: already a
    wildcard, already qualified from a group, or the regulation's number already named."""
    if seq in named:
        return f"{seq}号已是外卡选手。"
    if seq in qualified:
        return f"{seq}号已凭小组名次晋级，不需要外卡。"
    if len(named) >= max_wildcards:
        return (
            f"外卡已满：规程只设 {max_wildcards} 名外卡"
            f"（已有 {'、'.join(f'{s}号' for s in named)}）。"
        )
    return None


def knockout_entrants(
    group_rankings: Mapping[str, Sequence[int]],
    wildcards: Sequence[int] = (),
    *,
    advance_per_group: int = ADVANCE_PER_GROUP,
    max_wildcards: int = MAX_WILDCARDS,
    knockout_size: int = KNOCKOUT_SIZE,
) -> list[Entrant]:
    """The knockout field (二(四)2): each group's first ``advance_per_group`` (``group_rankings``:
    group → seqs in final order, players no longer in the event already left out by the caller),
    then the ``wildcards`` in the order named. Raises BracketError for too many wildcards, a
    wildcard already qualified or named twice, or a field over ``knockout_size``."""
    entrants = [
        Entrant(seq, group, place)
        for group, ranking in group_rankings.items()
        for place, seq in enumerate(ranking[:advance_per_group], start=1)
    ]
    qualified = [e.seq for e in entrants]
    named: list[int] = []
    for seq in wildcards:
        refusal = wildcard_refusal(seq, named, qualified, max_wildcards)
        if refusal:
            raise BracketError(refusal)
        named.append(seq)
    entrants += [Entrant(seq) for seq in named]
    repeated = sorted(s for s, n in Counter(e.seq for e in entrants).items() if n > 1)
    if repeated:
        raise BracketError(f"{'、'.join(f'{s}号' for s in repeated)}在两个小组的晋级名单中")
    if len(entrants) > knockout_size:
        raise BracketError(f"淘汰赛共 {len(entrants)} 人，超过规程的 {knockout_size} 强")
    if len(entrants) < 2:
        raise BracketError("淘汰赛至少要 2 人")
    return entrants


def seeding_order(
    entrants: Sequence[Entrant], groups: Sequence[str] | None = None
) -> list[Entrant]:
    """Seeding by group place (the ``"standard"`` option): place 1 of every group in group order,
    then place 2, …; the wildcards last in the order named."""
    order = (
        list(groups)
        if groups is not None
        else sorted({e.group for e in entrants if e.group is not None})
    )
    placed = sorted(  # a placed entrant has a group: ``or ""`` only satisfies the type
        (e for e in entrants if not e.wildcard),
        key=lambda e: (e.place, order.index(e.group or "")),
    )
    return placed + [e for e in entrants if e.wildcard]


def standard_order(size: int) -> list[int]:
    """Seed numbers (1-based) in bracket line order for a power-of-two ``size``: 2 → [1, 2];
    each doubling replaces s by (s, 2n + 1 − s): 4 → [1, 4, 2, 3], 8 → [1, 8, 4, 5, 2, 7, 3, 6]."""
    if size < 1 or size & (size - 1):
        raise ValueError("bracket size must be a power of two")
    order = [1]
    while len(order) < size:
        n = 2 * len(order)
        order = [x for s in order for x in (s, n + 1 - s)]
    return order


def bracket_size(count: int) -> int:
    """The smallest power of two ≥ ``count`` (at least 2)."""
    size = 2
    while size < count:
        size *= 2
    return size


@dataclass(frozen=True)
class Bracket:
    """A drawn bracket: ``slots`` in line order (positions 2i and 2i+1 meet in round 1), a seq or
    None for a bye; ``mode`` and the lots' ``seed`` (None for ``"standard"``); ``third_place``."""

    slots: tuple[int | None, ...]
    mode: DrawMode = "lots"
    seed: int | None = None
    third_place: bool = True

    @property
    def size(self) -> int:
        """Positions in the bracket (a power of two)."""
        return len(self.slots)

    @property
    def rounds(self) -> int:
        """Number of knockout rounds: log2 size (the third-place tie shares the final's round)."""
        return self.size.bit_length() - 1

    @property
    def players(self) -> list[int]:
        """The entrants in line order."""
        return [s for s in self.slots if s is not None]


def draw_bracket(
    entrants: Sequence[Entrant],
    *,
    mode: DrawMode = "lots",
    seed: int | None = None,
    third_place: bool = True,
    groups: Sequence[str] | None = None,
) -> Bracket:
    """Draw the bracket (二(四)3 所有参赛选手抽签决定对手; option: seeding by group place) — see
    the module docstring. ``"lots"`` needs the stored ``seed``."""
    size = bracket_size(len(entrants))
    order = standard_order(size)
    count = len(entrants)
    if mode == "standard":
        ranked = [e.seq for e in seeding_order(entrants, groups)]
        slots = tuple(ranked[s - 1] if s <= count else None for s in order)
        return Bracket(slots, mode, None, third_place)
    if mode != "lots":
        raise ValueError(f"unknown knockout draw {mode!r}")
    if seed is None:
        raise ValueError("a draw by lots needs its seed")
    shuffled = sorted(e.seq for e in entrants)
    random.Random(f"jieqi-bracket:{seed}").shuffle(shuffled)
    it = iter(shuffled)
    slots = tuple(next(it) if s <= count else None for s in order)
    return Bracket(slots, mode, seed, third_place)


# --------------------------------------------------------------------------- rounds

THIRD_PLACE_LABEL = "三四名"


def round_label(players: int) -> str:
    """A round's name by its players: 32进16, 16进8, 8进4, 半决赛, 决赛 (003 日程表)."""
    if players == 2:
        return "决赛"
    if players == 4:
        return "半决赛"
    return f"{players}进{players // 2}"


@dataclass(frozen=True)
class KnockoutTie:
    """A tie to play: knockout round ``round`` (1-based), its ``position`` in the round's line
    (0-based; the third-place tie has position -1), ``seats`` (first seat first)."""

    round: int
    position: int
    seats: tuple[int, int]

    @property
    def third_place(self) -> bool:
        """Whether this is the tie for 3rd/4th (二(四)7 负者三、四名)."""
        return self.position == -1


@dataclass(frozen=True)
class KnockoutRound:
    """A round of the bracket: ``number``, ``label``, ``players`` at its start, the ``ties``
    (the final first, then the third-place tie), ``byes`` (seqs advancing without a game),
    ``winners`` tie position → winner (None while undecided)."""

    number: int
    label: str
    players: int
    ties: tuple[KnockoutTie, ...]
    byes: tuple[int, ...] = ()
    winners: dict[int, int | None] = field(default_factory=dict)

    @property
    def decided(self) -> bool:
        """Whether every tie of the round has a winner."""
        return all(self.winners.get(t.position) is not None for t in self.ties)


Played = Sequence[tuple[Sequence[int], int | None]]
"""One round's results: (seats of a tie, the winner's seq or None while undecided)."""


@dataclass(frozen=True)
class KnockoutProgress:
    """The bracket with the results so far: ``rounds`` known so far (each decided except maybe
    the last), ``next_round`` the round to pair now (None while one is being played or when over),
    ``reached`` seq → the fewest players of a round the player reached (32 … 2; 1 = champion),
    ``places`` the final places known so far (module docstring)."""

    rounds: tuple[KnockoutRound, ...]
    next_round: KnockoutRound | None
    reached: dict[int, int]
    places: dict[int, int]
    finished: bool


def _results_by_pair(number: int, played: Played) -> dict[frozenset[int], int | None]:
    found: dict[frozenset[int], int | None] = {}
    for seats, winner in played:
        pair = frozenset(seats)
        if len(seats) != 2 or len(pair) != 2:
            raise BracketError(f"第{number}轮淘汰赛的对阵应为两人：{list(seats)}")
        if winner is not None and winner not in pair:
            raise BracketError(f"第{number}轮淘汰赛 {list(seats)} 的胜者 {winner}号不在这场对阵中")
        if pair in found:
            raise BracketError(f"第{number}轮淘汰赛 {list(seats)} 录入了两次")
        found[pair] = winner
    return found


def knockout_progress(bracket: Bracket, results: Sequence[Played] = ()) -> KnockoutProgress:
    """Walk the bracket through ``results`` (one entry per knockout round played or being
    played, in order) and say what comes next. Raises BracketError when a result names a tie
    the bracket does not hold, or a round follows one not yet decided."""
    line: list[int | None] = list(bracket.slots)
    reached = {seq: bracket.size for seq in bracket.players}
    places: dict[int, int] = {}
    rounds: list[KnockoutRound] = []
    semi_losers: list[int] = []
    for number in range(1, bracket.rounds + 1):
        players = bracket.size >> (number - 1)
        ties: list[KnockoutTie] = []
        byes: list[int] = []
        for i in range(0, len(line), 2):
            a, b = line[i], line[i + 1]
            if a is not None and b is not None:
                ties.append(KnockoutTie(number, i // 2, (a, b)))
            elif a is not None:
                byes.append(a)
            elif b is not None:
                byes.append(b)
        if number == bracket.rounds and bracket.third_place and len(semi_losers) == 2:
            ties.append(KnockoutTie(number, -1, (semi_losers[0], semi_losers[1])))
        if number > len(results):
            current = KnockoutRound(
                number,
                round_label(players),
                players,
                tuple(ties),
                tuple(byes),
                {t.position: None for t in ties},
            )
            rounds.append(current)
            return KnockoutProgress(tuple(rounds), current, reached, places, False)
        found = _results_by_pair(number, results[number - 1])
        winners: dict[int, int | None] = {}
        for tie in ties:
            winners[tie.position] = found.pop(frozenset(tie.seats), None)
        if found:
            extra = "、".join(str(sorted(p)) for p in found)
            raise BracketError(f"第{number}轮淘汰赛没有这样的对阵：{extra}")
        current = KnockoutRound(
            number, round_label(players), players, tuple(ties), tuple(byes), winners
        )
        rounds.append(current)
        if not current.decided:
            if number < len(results) and any(results[number:]):
                raise BracketError(f"第{number}轮淘汰赛还没全部分出胜负，不能录入第{number + 1}轮")
            return KnockoutProgress(tuple(rounds), None, reached, places, False)
        won = {position: w for position, w in winners.items() if w is not None}  # all decided
        next_line: list[int | None] = []
        for i in range(0, len(line), 2):
            a, b = line[i], line[i + 1]
            if a is not None and b is not None:
                winner = won[i // 2]
                loser = b if winner == a else a
                next_line.append(winner)
                if players == 4:
                    semi_losers.append(loser)
                elif players > 4:
                    places[loser] = players // 2 + 1
                if players == 2:
                    places[winner], places[loser] = 1, 2
            else:
                next_line.append(a if a is not None else b)
        for seq in next_line:
            if seq is not None:
                reached[seq] = players // 2
        if number == bracket.rounds:
            if bracket.third_place and len(semi_losers) == 2:
                third = won[-1]
                places[third] = 3
                places[semi_losers[1] if third == semi_losers[0] else semi_losers[0]] = 4
            else:
                for seq in semi_losers:
                    places[seq] = 3
        line = next_line
    return KnockoutProgress(tuple(rounds), None, reached, places, True)


def next_ties(bracket: Bracket, results: Sequence[Played] = ()) -> KnockoutRound | None:
    """The next round's ties (and byes) given the results so far; None while a round is being
    played or when the knockout is over."""
    return knockout_progress(bracket, results).next_round


# --------------------------------------------------------------------------- checker


def check_bracket(
    bracket: Bracket, entrants: Sequence[Entrant], groups: Sequence[str] | None = None
) -> list[str]:
    """Problems of a drawn bracket (empty when valid): the size is the smallest power of two
    holding the entrants; every entrant sits exactly once and nobody else; byes number size − n,
    never two in one first-round tie, and only where the standard order puts seed numbers > n;
    ``"standard"``: each position holds the seed of the standard order; ``"lots"``: the stored
    seed reproduces the draw."""
    problems: list[str] = []
    n = len(entrants)
    size = len(bracket.slots)
    if size != bracket_size(n):
        problems.append(f"签表应有 {bracket_size(n)} 个位置，实为 {size}")
        return problems
    seen = Counter(s for s in bracket.slots if s is not None)
    wanted = {e.seq for e in entrants}
    for seq, times in sorted(seen.items()):
        if times > 1:
            problems.append(f"{seq}号在签表中出现 {times} 次")
        if seq not in wanted:
            problems.append(f"{seq}号不在淘汰赛名单中")
    for seq in sorted(wanted - seen.keys()):
        problems.append(f"{seq}号不在签表中")
    byes = [i for i, s in enumerate(bracket.slots) if s is None]
    if len(byes) != size - n:
        problems.append(f"轮空应有 {size - n} 个，实为 {len(byes)}")
    for i in range(0, size, 2):
        if bracket.slots[i] is None and bracket.slots[i + 1] is None:
            problems.append(f"第{i // 2 + 1}场两边都是轮空")
    order = standard_order(size)
    for i in byes:
        if order[i] <= n:
            problems.append(f"第{i + 1}个位置不应轮空")
    if problems:
        return problems
    if bracket.mode == "standard":
        ranked = seeding_order(entrants, groups)
        for i, s in enumerate(order):
            if s <= n and bracket.slots[i] != ranked[s - 1].seq:
                problems.append(
                    f"第{i + 1}个位置应为 {s} 号种子 {ranked[s - 1].seq}号，"
                    f"实为 {bracket.slots[i]}号"
                )
    elif bracket.seed is not None:
        again = draw_bracket(
            entrants, mode="lots", seed=bracket.seed, third_place=bracket.third_place
        )
        if again.slots != bracket.slots:
            problems.append(f"用种子随机数 {bracket.seed} 重抽的签表与公布的不同")
    else:
        problems.append("抽签签表没有记录种子随机数，无法复核")
    return problems


def check_knockout(
    bracket: Bracket, rounds: Sequence[Sequence[tuple[Sequence[int], int | None]]]
) -> list[str]:
    """Problems of the ties a format made, round by round (``rounds``: each round's ties as
    (seats, winner)), judged from the bracket's positions alone, independently of
    ``knockout_progress``: in round r a tie is two players of one block of 2^r positions, one
    from each half; the players of round r are exactly the winners (and byes) of round r−1,
    each playing once; the last round holds the final of the two semi-final winners and, with
    ``third_place``, the tie of the two semi-final losers; a winner is one of the two seats."""
    problems: list[str] = []
    position = {seq: i for i, seq in enumerate(bracket.slots) if seq is not None}
    alive = set(position)
    semi_winners: set[int] = set()
    semi_losers: set[int] = set()
    for number, ties in enumerate(rounds, start=1):
        block = 1 << number
        playing: Counter[int] = Counter()
        winners: set[int] = set()
        third = None
        for seats, winner in ties:
            seats = list(seats)
            if len(seats) != 2:
                problems.append(f"第{number}轮：对阵 {seats} 不是两人")
                continue
            a, b = seats
            if winner is not None and winner not in (a, b):
                problems.append(f"第{number}轮：{seats} 的胜者 {winner}号不在对阵中")
            if number == bracket.rounds and bracket.third_place and {a, b} == semi_losers:
                third = (a, b)
                continue
            playing.update((a, b))
            if a not in position or b not in position:
                problems.append(f"第{number}轮：{seats} 有人不在签表中")
                continue
            pa, pb = position[a], position[b]
            if pa // block != pb // block or (pa // (block // 2)) == (pb // (block // 2)):
                problems.append(f"第{number}轮：{a}号与{b}号在签表上不该在这一轮相遇")
            if winner is not None:
                winners.add(winner)
                if bracket.size >> (number - 1) == 4:
                    semi_winners.add(winner)
                    semi_losers.add(b if winner == a else a)
        for seq, times in playing.items():
            if times > 1:
                problems.append(f"第{number}轮：{seq}号被安排了 {times} 场")
            if seq not in alive:
                problems.append(f"第{number}轮：{seq}号已被淘汰或不在签表中")
        # byes: alive players whose block of this round holds nobody else alive
        byes = set()
        for seq in alive - playing.keys():
            mates = [
                s for s in alive if s != seq and position[s] // block == position[seq] // block
            ]
            if mates:
                problems.append(f"第{number}轮：{seq}号没有对阵")
            else:
                byes.add(seq)
        if bracket.size >> (number - 1) == 4:
            semi_winners |= byes
        if (
            number == bracket.rounds
            and bracket.third_place
            and len(semi_losers) == 2
            and third is None
        ):
            problems.append("决赛轮缺少三四名决赛（半决赛负者）")
        if number == bracket.rounds and set(playing) != semi_winners and semi_winners:
            problems.append(f"决赛应为半决赛胜者 {sorted(semi_winners)}，实为 {sorted(playing)}")
        alive = winners | byes
    return problems


# --------------------------------------------------------------------------- generator


def random_knockout_field(
    rng: random.Random,
    *,
    groups: Sequence[str] = ("A", "B", "C", "D"),
    group_size: int = 32,
    advance_per_group: int = ADVANCE_PER_GROUP,
    wildcards: int = MAX_WILDCARDS,
) -> tuple[dict[str, list[int]], list[int]]:
    """A random end of the group stage for tests: each group's final ranking (seqs, groups of
    ``group_size`` numbered consecutively, shuffled) and ``wildcards`` players named from
    those who did not qualify."""
    rankings: dict[str, list[int]] = {}
    for k, name in enumerate(groups):
        members = list(range(k * group_size + 1, (k + 1) * group_size + 1))
        rng.shuffle(members)
        rankings[name] = members
    rest = [s for r in rankings.values() for s in r[advance_per_group:]]
    return rankings, rng.sample(rest, min(wildcards, len(rest)))


def play_knockout(
    bracket: Bracket, rng: random.Random, *, until: int | None = None
) -> list[list[tuple[tuple[int, int], int]]]:
    """Results of every round (or the first ``until``) played with random winners, built by
    ``next_ties`` — each round a list of (seats, winner)."""
    results: list[list[tuple[tuple[int, int], int]]] = []
    while until is None or len(results) < until:
        nxt = next_ties(bracket, results)
        if nxt is None:
            break
        results.append([(t.seats, rng.choice(t.seats)) for t in nxt.ties])
    return results
