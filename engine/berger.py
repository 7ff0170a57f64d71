"""Round-robin pairing by the Berger tables (FIDE Handbook C.05 Annex 1), with its checker
and a field generator beside it (bbpPairings' shape, like ``engine/seating.py``).

Players are Berger numbers 1..n. An odd field adds the number n+1, the rest (轮空): whoever
meets it rests that round. A pairing is ``(first, second)``; the first seat moves first
(red in Xiangqi, white in chess, black in Go).

The tables, for n even (n-1 rounds): in round r let p = ((r - 1) · n/2 mod (n - 1)) + 1.
Board 1 is p v n, p first in odd rounds and n first in even rounds; board i + 1 (i = 1 ..
n/2 - 1) is (p + i) v (p - i), counted on 1..n-1 cyclically, the first named first. This
reproduces the FIDE tables (the tests spell them out by hand for 4, 5, 6 and 7 players).
A double round robin plays the tables twice, the second cycle with colours reversed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

Pairing = tuple[int, int]


def table_size(players: int) -> int:
    """The size of the Berger table for ``players``: the field, plus one rest when odd."""
    if players < 2:
        raise ValueError("循环赛至少需要 2 人")
    return players + players % 2


def cycle_rounds(players: int) -> int:
    """Rounds of one cycle: n - 1 for the table size n."""
    return table_size(players) - 1


def berger_round(players: int, number: int, cycles: int = 1) -> list[Pairing]:
    """The pairings of round ``number`` (1-based) for ``players`` Berger numbers, board order.

    A pairing with the number ``players + 1`` (odd fields) is the rest: it stays in the list,
    the caller seats it as a one-seat table. Round ``number`` of the second cycle is the first
    cycle's round with colours reversed.
    """
    n = table_size(players)
    per_cycle = n - 1
    if not 1 <= number <= per_cycle * cycles:
        raise ValueError(
            f"{players} 人{'双' if cycles == 2 else '单'}循环只有 {per_cycle * cycles} 轮"
        )
    cycle, r = divmod(number - 1, per_cycle)
    r += 1
    p = ((r - 1) * (n // 2)) % per_cycle + 1
    boards = [(p, n) if r % 2 else (n, p)]
    for i in range(1, n // 2):
        boards.append(((p + i - 1) % per_cycle + 1, (p - i - 1) % per_cycle + 1))
    if cycle % 2:
        boards = [(b, a) for a, b in boards]
    return boards


def berger_tables(players: int, cycles: int = 1) -> list[list[Pairing]]:
    """Every round of the round robin, round 1 first."""
    return [berger_round(players, r, cycles) for r in range(1, cycle_rounds(players) * cycles + 1)]


def check_round_robin(
    rounds: Sequence[Sequence[Pairing]], players: int, cycles: int = 1
) -> list[str]:
    """Problems of a round-robin schedule (Chinese, empty when it is right): every number plays
    once a round, every pair meets once a cycle, and in a double round robin each pair has
    each colour once; the rest (n+1 of an odd field) counts as a player here."""
    n = table_size(players)
    problems = []
    if len(rounds) != (n - 1) * cycles:
        problems.append(f"应有 {(n - 1) * cycles} 轮，实际 {len(rounds)} 轮")
    for number, boards in enumerate(rounds, start=1):
        seen = Counter(x for pair in boards for x in pair)
        if sorted(seen) != list(range(1, n + 1)) or any(v != 1 for v in seen.values()):
            problems.append(f"第{number}轮不是每人恰好一局")
    meetings = Counter(frozenset(pair) for boards in rounds for pair in boards)
    for a in range(1, n + 1):
        for b in range(a + 1, n + 1):
            if meetings[frozenset((a, b))] != cycles:
                problems.append(
                    f"{a} 与 {b} 相遇 {meetings[frozenset((a, b))]} 次，应为 {cycles} 次"
                )
    if cycles == 2:
        firsts = Counter(pair for boards in rounds for pair in boards)
        problems += [f"{a} 对 {b} 先手 {k} 次" for (a, b), k in firsts.items() if k != 1]
    return problems


def random_results(
    rng: random.Random, players: int, cycles: int = 1
) -> list[list[tuple[int, int, str]]]:
    """A random played round robin for tests: per round, (first, second, "W"|"D"|"L" from the
    first seat) for every board without the rest."""
    rest = table_size(players) if players % 2 else None
    return [
        [(a, b, rng.choice("WDL")) for a, b in boards if rest not in (a, b)]
        for boards in berger_tables(players, cycles)
    ]
