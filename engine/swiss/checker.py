"""Checker of any Swiss pairing (bbpPairings' ``checker``): validity and optimality of
Σ (S_i − S_j)².

``check_pairing`` returns the problems of a pairing (an empty list when it is right):
everyone available plays exactly once (or has the bye), nobody else is paired, no two former
opponents meet, the bye exists exactly in an odd field and goes to the lowest-ranked of the
players with the fewest byes for whom the rest of the field can still be paired, and no
complete pairing with the same bye has a smaller Σ (S_i − S_j)².

The least Σ is computed independently of the pairer: equal to the parity lower bound (then
nothing can beat it), else by brute force over every complete pairing (fields up to
``BRUTE_FORCE_LIMIT`` players), else by a dense matching whose only weight is Σ (S_i − S_j)².
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from math import lcm

import rustworkx as rx

from engine.swiss.pairing import Pairing, SwissPlayer, parity_lower_bound

BRUTE_FORCE_LIMIT = 12
"""Largest field whose least Σ the checker finds by enumerating every complete pairing."""


def _met(a: SwissPlayer, b: SwissPlayer) -> bool:
    return a.seq in b.opponents or b.seq in a.opponents


def brute_force_least_squares(players: Sequence[SwissPlayer]) -> Fraction | None:
    """The least Σ (S_i − S_j)² over every complete pairing of ``players`` (an even number)
    without repeats, by enumeration; None when no complete pairing exists."""
    best: list[Fraction | None] = [None]

    def extend(rest: list[SwissPlayer], cost: Fraction) -> None:
        if best[0] is not None and cost >= best[0]:
            return
        if not rest:
            best[0] = cost
            return
        first, others = rest[0], rest[1:]
        for k, partner in enumerate(others):
            if not _met(first, partner):
                gap = Fraction(first.score) - Fraction(partner.score)
                extend(others[:k] + others[k + 1 :], cost + gap * gap)

    if len(players) % 2:
        raise ValueError("brute force needs an even field")
    extend(list(players), Fraction(0))
    return best[0]


def matching_least_squares(players: Sequence[SwissPlayer]) -> Fraction | None:
    """The least Σ (S_i − S_j)² over complete pairings without repeats, by one dense
    maximum-weight matching with weight TOP − (s_i − s_j)² (scaled scores); None when no
    complete pairing exists."""
    n = len(players)
    if n == 0:
        return Fraction(0)
    scale = lcm(*(Fraction(p.score).denominator for p in players))
    scaled = [int(Fraction(p.score) * scale) for p in players]
    top = (max(scaled) - min(scaled)) ** 2 + 1
    graph = rx.PyGraph()
    graph.add_nodes_from(range(n))
    graph.extend_from_weighted_edge_list(
        [
            (i, j, top - (scaled[i] - scaled[j]) ** 2)
            for i in range(n)
            for j in range(i + 1, n)
            if not _met(players[i], players[j])
        ]
    )
    matching = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
    if 2 * len(matching) != n:
        return None
    return Fraction(sum((scaled[i] - scaled[j]) ** 2 for i, j in matching), scale * scale)


def least_squares(players: Sequence[SwissPlayer]) -> Fraction | None:
    """The least Σ (S_i − S_j)² of a complete pairing of ``players`` (even), or None: brute
    force for small fields, a dense matching otherwise."""
    if len(players) <= BRUTE_FORCE_LIMIT:
        return brute_force_least_squares(players)
    return matching_least_squares(players)


def _pairable(players: Sequence[SwissPlayer]) -> bool:
    """Whether the (even) field has a complete pairing without repeats."""
    if len(players) <= BRUTE_FORCE_LIMIT:
        return brute_force_least_squares(players) is not None
    graph = rx.PyGraph()
    graph.add_nodes_from(range(len(players)))
    graph.extend_from_edge_list(
        [
            (i, j)
            for i in range(len(players))
            for j in range(i + 1, len(players))
            if not _met(players[i], players[j])
        ]
    )
    return 2 * len(rx.max_weight_matching(graph, max_cardinality=True)) == len(players)


def check_pairing(
    pairing: Pairing, ranked: Sequence[SwissPlayer], *, optimality: bool = True
) -> list[str]:
    """Problems of ``pairing`` for the field ``ranked`` (ranking order, best first); empty
    when valid. ``optimality``: also prove the least Σ (S_i − S_j)² (may run a matching)."""
    problems: list[str] = []
    field = [p for p in ranked if p.available]
    by_seq = {p.seq: p for p in field}
    seated = Counter(s for t in pairing.tables for s in (t.first, t.second))
    if pairing.bye is not None:
        seated[pairing.bye] += 1
    for seq, times in sorted(seated.items()):
        if times > 1:
            problems.append(f"{seq}号被安排了 {times} 次")
        if seq not in by_seq:
            problems.append(f"{seq}号不在本轮可编排名单中")
    for seq in sorted(by_seq.keys() - seated.keys()):
        problems.append(f"{seq}号没有被编排")
    for number, t in enumerate(pairing.tables, start=1):
        if t.first == t.second:
            problems.append(f"第{number}桌是同一人")
        elif t.first in by_seq and t.second in by_seq and _met(by_seq[t.first], by_seq[t.second]):
            problems.append(f"第{number}桌 {t.first}号 与 {t.second}号 重复对局")
    if len(field) % 2 == 0 and pairing.bye is not None:
        problems.append("人数为偶数，不应有轮空")
    if len(field) % 2 and pairing.bye is None:
        problems.append("人数为奇数，缺少轮空")
    if problems:
        return problems
    rest = [p for p in field if p.seq != pairing.bye]
    if pairing.bye is not None:
        fewest = min(p.byes for p in field)
        bye = by_seq[pairing.bye]
        if bye.byes != fewest:
            problems.append(f"{bye.seq}号已轮空 {bye.byes} 次，另有只轮空 {fewest} 次的选手")
        elif optimality:
            eligible = [p for p in field if p.byes == fewest]
            for lower in eligible[eligible.index(bye) + 1 :]:
                if _pairable([p for p in field if p is not lower]):
                    problems.append(f"轮空应给排名更低的 {lower.seq}号，而不是 {bye.seq}号")
                    break
    if optimality and not problems:
        total = sum(
            (
                (Fraction(by_seq[t.first].score) - Fraction(by_seq[t.second].score)) ** 2
                for t in pairing.tables
            ),
            Fraction(0),
        )
        if total != parity_lower_bound(p.score for p in rest):
            least = least_squares(rest)
            if least is not None and least < total:
                problems.append(f"分差平方和 {total} 不是最小：存在 {least} 的编排")
    return problems
