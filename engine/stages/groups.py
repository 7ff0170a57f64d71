"""Groups as a property of a stage: how a stage's field is dealt into groups, which group each
player of a seated stage is in, and how a knockout after the groups lines up the players who go
on — the rules, pure, beside their checker.

Readings (the regulation's ``groups`` and ``advance`` of a stage, engine/formats/stage_schema.py):

- **The deal.** The field in the stage's order (``by``: rating, higher first; level on the
  regulation's scale, higher first; ``order``: sign-up order, or the previous stage's places;
  ``lots``: sign-up order shuffled by ``random.Random("groups:<seed>")``) is dealt serpentine
  (snake) into ``count`` groups named A, B, C …: 1→A, 2→B, 3→C, 4→D, 5→D, 6→C, 7→B, 8→A, 9→A …
  Each group keeps the deal's order (its best first), which is its pairing order.
- **Who is in which group** once the stage is seated: round 1 seats the groups one after the
  other, group A's tables first, each group's rest (an odd group) after its own tables; a group
  of m players has ⌈m/2⌉ tables, so round 1's tables, read in order against the deal's group
  sizes (``deal_sizes``), give every player's group (``groups_of_round``).
- **The knockout's line after groups** (``group_line``). The seeding line is every group's
  winner (group order A, B …), then the 2nd places, …, then the wildcards (best first): place s
  of the line is seeding number s. The winners take the standard positions of their numbers
  (engine/stages/handover.py ``line_by_places``: 1 v 8, 4 v 5, 3 v 6, 2 v 7 for 8). Each later
  tier (the 2nd places, the 3rd places …, the wildcards) takes the positions the standard line
  gives its numbers, but dealt among them so as to keep a group's players apart: in line order,
  each player takes, of the tier's positions still free, the one where he would meet a player of
  his own group already placed as late as possible (the round two positions can first meet in:
  the level of their smallest common block), the earlier number's position on equal terms. In
  every tie the better number (the lower place on the line) is in ``seats[0]``. So two players
  of one group never meet in the first round where the bracket lets them avoid it, and with two
  per group each group's winner and runner-up are in different halves (they meet at the earliest
  in the final). 4 groups × 2 → A1 v C2, D1 v B2, C1 v A2, B1 v D2; 2 groups × 2 → A1 v B2,
  B1 v A2.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from .handover import line_by_places

__all__ = [
    "GROUP_NAMES",
    "check_group_line",
    "deal",
    "deal_sizes",
    "group_line",
    "groups_of_round",
    "lot_order",
    "meeting_round",
]

GROUP_NAMES = "ABCDEFGHIJKLMNOP"
"""Group names in order: A, B, C … (at most 16 groups)."""

LOT_KEY = "groups"
"""The lot of ``by = "lots"``: ``random.Random("groups:<seed>")``."""


def lot_order(seqs: Sequence[int], seed: int) -> list[int]:
    """``seqs`` in the order of the groups' lot: sorted, then shuffled by the seed's random."""
    order = sorted(seqs)
    random.Random(f"{LOT_KEY}:{seed}").shuffle(order)
    return order


def _group_index(k: int, count: int) -> int:
    """The group (0-based) of the k-th player (0-based) in a snake deal into ``count`` groups."""
    lap, at = divmod(k, count)
    return at if lap % 2 == 0 else count - 1 - at


def deal(order: Sequence[int], count: int) -> dict[str, list[int]]:
    """The groups (A, B …, each in deal order) of players dealt from ``order`` (best first)
    serpentine into ``count`` groups."""
    groups: dict[str, list[int]] = {GROUP_NAMES[g]: [] for g in range(count)}
    for k, seq in enumerate(order):
        groups[GROUP_NAMES[_group_index(k, count)]].append(seq)
    return groups


def deal_sizes(players: int, count: int) -> list[int]:
    """Each group's size (A first) when ``players`` are dealt into ``count`` groups."""
    sizes = [0] * count
    for k in range(players):
        sizes[_group_index(k, count)] += 1
    return sizes


def groups_of_round(
    tables: Sequence[Sequence[int]],
    count: int,
    sizes: Sequence[int] | None = None,
    names: Sequence[str] = GROUP_NAMES,
) -> dict[int, str]:
    """Every player's group, read off round 1's ``tables`` in table order (module docstring):
    group g takes the next ⌈m/2⌉ tables, m its deal size for the players seated. ``sizes``: the
    groups' sizes where they were drawn, not dealt, and round 1 seated as seed 003 seats it —
    every group's two-seat tables (group g the next ⌊m/2⌋), then the rests in group order;
    ``names`` the groups' names (A, B … by default)."""
    players = sum(len(t) for t in tables)
    out: dict[int, str] = {}
    if sizes is not None:
        pairs = [t for t in tables if len(t) > 1]
        rests = iter(t for t in tables if len(t) == 1)
        at = 0
        for g, size in enumerate(sizes):
            for table in pairs[at : at + size // 2]:
                out.update({q: names[g] for q in table})
            at += size // 2
        for g, size in enumerate(sizes):
            rest = next(rests, None) if size % 2 else None
            if rest is not None:
                out.update({q: names[g] for q in rest})
        return out
    at = 0
    for g, size in enumerate(deal_sizes(players, count)):
        for table in tables[at : at + (size + 1) // 2]:
            out.update({q: GROUP_NAMES[g] for q in table})
        at += (size + 1) // 2
    return out


def meeting_round(a: int, b: int) -> int:
    """The round in which bracket positions ``a`` and ``b`` (0-based, line order) can first
    meet: 1 for the two positions of a tie, 2 for two ties of a quarter of 8 …"""
    r = 0
    while a != b:
        a, b, r = a // 2, b // 2, r + 1
    return r


def group_line(
    line: Sequence[tuple[int, str]], tiers: Sequence[int], size: int
) -> tuple[int | None, ...]:
    """The bracket's slots (line order, None a bye) for the seeding ``line`` of (seq, group)
    pairs, best first, whose consecutive ``tiers`` (sizes: the winners, the 2nd places …, the
    wildcards) add up to the line, in ``size`` positions (module docstring)."""
    n = len(line)
    if sum(tiers) != n:
        raise ValueError(f"tiers {list(tiers)} do not add up to {n} players")
    standard = line_by_places(list(range(n)), size)
    position = {number: i for i, number in enumerate(standard) if number is not None}
    slots: list[int | None] = [None] * size
    number_at: dict[int, int] = {}
    placed: dict[str, list[int]] = {}
    start = 0
    for tier in tiers:
        free = [position[k] for k in range(start, start + tier)]
        for k in range(start, start + tier):
            seq, group = line[k]
            mates = placed.get(group, [])
            best = max(
                free,
                key=lambda p: (
                    min((meeting_round(p, m) for m in mates), default=size),
                    -free.index(p),
                ),
            )
            free.remove(best)
            slots[best] = seq
            number_at[best] = k
            placed.setdefault(group, []).append(best)
        start += tier
    for i in range(0, size, 2):
        a, b = number_at.get(i), number_at.get(i + 1)
        if a is not None and b is not None and b < a or a is None and b is not None:
            slots[i], slots[i + 1] = slots[i + 1], slots[i]
    return tuple(slots)


def check_group_line(
    slots: Sequence[int | None], line: Sequence[tuple[int, str]], groups: Mapping[str, int]
) -> list[str]:
    """Problems of a line after groups (empty: none), judged from the rule's properties: every
    player once; no tie of two players of one group; the better number first in each tie; where
    ``groups[g]`` = 2 players of group g go on and the bracket has two halves of them, its two in
    different halves."""
    place = {seq: k for k, (seq, _) in enumerate(line)}
    group = dict(line)
    seen = [q for q in slots if q is not None]
    if sorted(seen) != sorted(place) or len(set(seen)) != len(seen):
        return [f"签表的选手 {sorted(seen)} 与晋级名单 {sorted(place)} 不一致"]
    problems: list[str] = []
    for i in range(0, len(slots), 2):
        a, b = slots[i], slots[i + 1]
        if a is not None and b is not None:
            if group[a] == group[b]:
                problems.append(f"第{i // 2 + 1}场是同组（{group[a]}组）的两人")
            if place[b] < place[a]:
                problems.append(f"第{i // 2 + 1}场：序位靠后的在前")
        if a is None and b is not None:
            problems.append(f"第{i // 2 + 1}场上位是轮空")
    half = len(slots) // 2
    for g, count in groups.items():
        members = [i for i, q in enumerate(slots) if q is not None and group[q] == g]
        if count == 2 and len(members) == 2 and (members[0] < half) == (members[1] < half):
            problems.append(f"{g}组的两人在同一半区")
    return problems
