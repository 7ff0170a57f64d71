"""From one stage to the next: who goes on, and how a knockout places them — the rule, its
checker and (in the tests) a generator side by side.

Readings (the regulation's ``advance`` of a stage, engine/formats/stage_schema.py):

- **Who goes on.** The stage's final ranking in its order (its tiebreak chain decides equal
  points, so a tie at the line — 8th and 9th of a Swiss — is settled by the chain; rows the
  chain leaves equal are in sign-up order, as every ranking lists them). ``top = k``: the first
  k players still in the event (not withdrawn, not disqualified, not out by the regulation's
  forfeits); a player who left is passed over and the next one goes on in his place.
  ``everyone``: every player still in. The players go on in that order: their places are the
  next stage's seeding order (place 1 first).
- **A knockout by places.** Place s takes the standard position of s (``place_order``: every
  tie of round 1 is s v size + 1 − s, place 1 and place 2 in different halves, 1–4 in different
  quarters, places above the field are byes and face the best places), and the bracket's lower
  half is written from the bottom up, as a printed draw shows it: its ties in reverse order, so
  that place 1 opens the draw and place 2 closes it. For 8: 1 v 8, 4 v 5, 3 v 6, 2 v 7. Reversing
  the ties of a half keeps every block of the bracket a block (a quarter stays a quarter), so
  who can meet whom, and when, is the standard order's. In each tie the better place is first.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.knockout.seeding import place_order


def advancers(ranked: Iterable[tuple[int, bool]], count: int | None) -> list[int]:
    """The seqs that go on, in their order: the first ``count`` of ``ranked`` (seq, still in)
    pairs in ranking order that are still in; every one still in where ``count`` is None."""
    still = [seq for seq, eligible in ranked if eligible]
    return still if count is None else still[:count]


def line_by_places(order: Sequence[int], size: int) -> tuple[int | None, ...]:
    """The bracket's line (slots in line order, None a bye) of players by place ``order`` (place 1
    first) in ``size`` positions: the standard positions (``place_order``), the lower half's ties
    in reverse order (module docstring). 8 players: 1 8 4 5 3 6 2 7."""
    if len(order) > size:
        raise ValueError(f"{len(order)} players do not fit a bracket of {size}")
    slots = place_order(order, size)
    half = size // 2
    lower = [slots[i : i + 2] for i in range(half, size, 2)]
    return tuple(slots[:half]) + tuple(q for tie in reversed(lower) for q in tie)


def check_line(slots: Sequence[int | None], order: Sequence[int]) -> list[str]:
    """Problems of a bracket line made from places ``order`` (empty: none), judged from the
    rule's properties, not by re-running it: every player once; each tie pairs places s and
    size + 1 − s with the better place first (a place above the field is a bye); for every power
    of two m up to the field, places 1..m each in a block of their own of size / m positions
    (1 and 2 in different halves …); place 1 in the first tie and place 2 in the last."""
    size, n = len(slots), len(order)
    place = {seq: i + 1 for i, seq in enumerate(order)}
    problems: list[str] = []
    seen = [q for q in slots if q is not None]
    if sorted(seen) != sorted(order) or len(set(seen)) != len(seen):
        return [f"签表的选手 {sorted(seen)} 与晋级名单 {sorted(order)} 不一致"]
    for i in range(0, size, 2):
        a, b = slots[i], slots[i + 1]
        if a is None:
            problems.append(f"第{i // 2 + 1}场上位是轮空")
            continue
        s = place[a]
        other = size + 1 - s
        if (b is None) != (other > n) or (b is not None and place[b] != other):
            problems.append(f"第{i // 2 + 1}场：第{s}名应对第{other}名")
        if b is not None and place[b] < s:
            problems.append(f"第{i // 2 + 1}场：名次靠后的第{s}名在前")
    position = {seq: i for i, seq in enumerate(slots) if seq is not None}
    m = 2
    while m <= n:
        block = size // m
        blocks = [position[order[k]] // block for k in range(m)]
        if len(set(blocks)) != m:
            problems.append(f"前 {m} 名应各在签表的一个 1/{m} 区，实为 {blocks}")
        m *= 2
    if n >= 1 and position[order[0]] > 1:
        problems.append("第1名应在第一场")
    if n >= 2 and position[order[1]] < size - 2:
        problems.append("第2名应在最后一场")
    return problems


def standard_pairs(size: int) -> list[tuple[int, int]]:
    """The places that meet in round 1, in line order (``line_by_places`` of places 1..size):
    8 → (1, 8), (4, 5), (3, 6), (2, 7). For posts and tests."""
    line = [q for q in line_by_places(list(range(1, size + 1)), size) if q is not None]
    return [(line[i], line[i + 1]) for i in range(0, size, 2)]


__all__ = ["advancers", "check_line", "line_by_places", "standard_pairs"]
