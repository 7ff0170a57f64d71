"""Swiss pairing (积分编排) by one maximum-weight matching over the allowed pairs.

The field is the list of players in ranking order (best first); only ``available`` players
are paired (the caller marks withdrawn, disqualified and twice-forfeited players unavailable;
a late entry is simply a player with its starting points and no history). Scores may be
fractional (draws): they are scaled to integers by the least common denominator L of all
scores, so that every comparison below is exact integer arithmetic.

Criteria, in strict priority (a higher one is never traded for any amount of the lower ones):

0. **No repeat pairing** — absolute: an edge between two former opponents does not exist.
   Everyone is paired (``max_cardinality=True``); when that is impossible ``PairingError``.
   **Odd field:** one bye, to the lowest-ranked player among those with the fewest byes so
   far (normally: who has not had one). The bye is an edge to a dummy vertex; its cost is
   c0 = the number of bye-eligible players ranked below the recipient, so the lowest-ranked
   eligible player takes it whenever the rest of the field can still be paired.
1. **Least Σ (S_i − S_j)²** over the pairs (the bye is not a pair). In scaled units the edge
   cost is c1 = (s_i − s_j)², s = L × score. A chain of k one-step floats costs k steps², one
   k-step jump costs k², so a leader is never thrown far down to save a chain of small floats.
2. **Top half against bottom half (上下半区)** inside a score group. Let a group (equal
   scores, in ranking order) have m players at positions 0..m−1 and h = ⌊m/2⌋.
   Same group, positions p < q: c2 = |q − p − h| (0 for S1[k] v S2[k]: 1 v h+1, 2 v h+2, …).
   Different groups (i above j): c2 = (m_i − 1 − p_i) + q_j — the floater coming down is the
   lowest of its group, the one it meets is the highest of the group below.
3. **Colour balance** (``colours="alternate"``: Xiangqi/Jieqi red/black). Each player's due
   colour is the other of his last game's, absolute (strength 3) after two equal colours in a
   row or with a colour difference of 2 or more, mild (strength 1) otherwise; none before a
   first game. c3 = the weaker strength when both are due the same colour, else 0.
   ``"nigiri"`` (Go): no colour cost; every table's colours are drawn by the seeded RNG.

4. **Same-club avoidance** (「同单位不相遇」, only where the regulation asks for it:
   ``avoid_clubs``): c4 = 1 when both players carry the same ``club`` (单位, 队伍 or 家族), else 0.
   It ranks below the score groups (criteria 0–1) and the colours (3), above the halves (2):
   clubmates meet only where keeping them apart would cost a float, a repeat or a colour clash,
   never merely to keep S1 v S2. With it the order of the lower criteria is c3, c4, c2 (C4 = 1):

       cost = c1·M1 + c3·M3 + c4·M4 + c2
       M4 = P·C2 + 1,   M3 = P·(C4·M4 + C2) + 1,   M1 = P·(C3·M3 + C4·M4 + C2) + 1

   and M0, TOP as below with C3·M3 + C4·M4 + C2 for C2·M2 + C3. Without it (every seed's
   regulation) the weights are exactly those below.

With n paired vertices, P = ⌊n/2⌋ pairs, C2 = n ≥ any c2, C3 = 3 ≥ any c3 (0 for nigiri) and
D = (s_max − s_min)² ≥ any c1, the cost of an edge is one integer

    pair edge:  cost = c1·M1 + c2·M2 + c3
    bye edge:   cost = c0·M0
    M2 = P·C3 + 1,   M1 = P·(C2·M2 + C3) + 1,   M0 = P·(D·M1 + C2·M2 + C3) + 1

and its weight is TOP − cost with TOP = max(n·M0, D·M1 + C2·M2 + C3) + 1 > every cost, so every
weight is positive. All maximum-cardinality matchings have the same number of edges, so the
maximum weight is the least total cost. A matching's lower criteria sum to at most
P·(C2·M2 + C3) < M1 (and so on up), so one unit of a higher cost outweighs every possible
difference below it: the order is strict. rustworkx keeps weights as 128-bit integers and goes
wrong from about 2^125; ``PairingWeights`` refuses TOP ≥ 2^120 (4,000 players, 8 rounds of
win 2: TOP ≈ 2^63).

**Sparse graph.** A dense graph of 4,000 players has 8 million edges. ``pair_round`` first
builds only the edges whose c2 ≤ ``window`` between groups at most ``reach`` groups apart
(and every bye edge), doubling both until the matching is complete and *certified*: the bye
went to the lowest-ranked eligible player (c0 = 0) and Σ c1 equals the parity lower bound
(``parity_lower_bound``), which no pairing of the field can beat. Once the window reaches the
field size and the reach spans every group, the attempt is the dense graph, optimal by
construction. A certified sparse result has the least Σ (S_i − S_j)² of all pairings (and the
right bye); criteria 2–4 are optimal among the edges built. Realistic fields certify at the
first attempt (4,000 players: ~33,000 edges); a field whose repeats force more floats than the
parity bound (small fields, late rounds) ends on the dense graph, which is cheap when small —
a large field in that state would cost a dense matching (1,000 players: ~13 s).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm
from typing import Literal

import rustworkx as rx

FIRST, SECOND = "first", "second"
"""Colours: FIRST moves first (red in Xiangqi/Jieqi, black in Go), SECOND is the other."""

ColourRule = Literal["alternate", "nigiri", "none"]

WEIGHT_LIMIT = 2**120
"""Every edge weight stays below this (rustworkx's matching goes wrong from about 2^125)."""

MILD, ABSOLUTE = 1, 3
"""Strengths of a colour preference (c3 of a clash is the weaker one)."""


class PairingError(ValueError):
    """No complete pairing exists (every remaining pair has met before): ``unpaired`` are the
    seqs the best matching leaves without an opponent."""

    def __init__(self, unpaired: Sequence[int]) -> None:
        self.unpaired = list(unpaired)
        names = "、".join(f"{seq}号" for seq in self.unpaired)
        super().__init__(f"无法完成编排：{names} 找不到未交手过的对手，请裁判手工编排")


@dataclass(frozen=True)
class SwissPlayer:
    """A player as the pairer sees him before a round.

    ``score``: points so far (a late entry: the starting points the regulation gives);
    ``opponents``: seqs already met (the pairer never pairs them again); ``byes``: byes had;
    ``colours``: colours of the games played, in order (FIRST/SECOND); ``available``: False
    for a withdrawn or disqualified player or one with two consecutive forfeits; ``club``: his
    unit, for same-club avoidance."""

    seq: int
    score: Fraction
    opponents: frozenset[int] = frozenset()
    byes: int = 0
    colours: tuple[str, ...] = ()
    available: bool = True
    club: str | None = None
    """The unit (单位, 队伍 or 家族) the regulation keeps apart (``avoid_clubs``); None: none."""


@dataclass(frozen=True)
class Table:
    """One game: ``first`` moves first (red / black in Go), ``second`` the other;
    ``drawn`` is True when the colours were drawn by lot (nigiri, or neither had a colour)."""

    first: int
    second: int
    drawn: bool = False


@dataclass(frozen=True)
class Pairing:
    """A round's pairing. ``tables`` in table order (higher scores first, then better rank);
    ``bye`` the seq of the player with the bye (None: even field) who scores ``bye_points``;
    ``squared_gaps`` = Σ (S_i − S_j)² over the tables, in points²; ``lower_bound`` the parity
    bound on it; ``certified`` True when the pairing is proven optimal for criteria 0–1;
    ``edges`` the number of pairs offered to the matching (the last attempt)."""

    tables: list[Table]
    bye: int | None
    bye_points: Fraction
    squared_gaps: Fraction
    lower_bound: Fraction
    certified: bool
    edges: int = 0

    def pairs(self) -> set[frozenset[int]]:
        """The tables as unordered pairs of seqs."""
        return {frozenset((t.first, t.second)) for t in self.tables}


# --------------------------------------------------------------------------- colours


def colour_preference(colours: Sequence[str]) -> tuple[str | None, int]:
    """(due colour, strength) from the colours of the games played so far.

    Absolute (3): the last two games had the same colour (due: the other one), or
    |#FIRST − #SECOND| ≥ 2 (due: the rarer one). Mild (1): the other of the last game's colour.
    None (0) before the first game."""
    if not colours:
        return None, 0
    difference = sum(1 if c == FIRST else -1 for c in colours)
    if difference >= 2:
        return SECOND, ABSOLUTE
    if difference <= -2:
        return FIRST, ABSOLUTE
    other = SECOND if colours[-1] == FIRST else FIRST
    if len(colours) >= 2 and colours[-1] == colours[-2]:
        return other, ABSOLUTE
    return other, MILD


def colour_clash(a: Sequence[str], b: Sequence[str]) -> int:
    """c3 of a pair: the weaker strength when both are due the same colour, else 0."""
    due_a, strength_a = colour_preference(a)
    due_b, strength_b = colour_preference(b)
    if due_a is None or due_a != due_b:
        return 0
    return min(strength_a, strength_b)


def assign_colours(
    upper: SwissPlayer, lower: SwissPlayer, rule: ColourRule, rng: random.Random
) -> Table:
    """Seat a pair (``upper`` ranked above ``lower``).

    ``nigiri``: a lot (rng) decides who takes FIRST. ``none``: the upper player is FIRST.
    ``alternate``: each gets his due colour when they differ; when both are due the same one,
    the stronger preference gets it, on equal strength the upper player; when neither has a
    preference, a lot decides."""
    if rule == "none":
        return Table(upper.seq, lower.seq)
    if rule == "alternate":
        due_u, strength_u = colour_preference(upper.colours)
        due_l, strength_l = colour_preference(lower.colours)
        if due_u is not None or due_l is not None:
            if due_u is not None and (due_l != due_u or strength_u >= strength_l):
                upper_first = due_u == FIRST
            else:
                upper_first = due_l == SECOND
            return Table(upper.seq, lower.seq) if upper_first else Table(lower.seq, upper.seq)
    if rng.randrange(2) == 0:
        return Table(upper.seq, lower.seq, drawn=True)
    return Table(lower.seq, upper.seq, drawn=True)


# --------------------------------------------------------------------------- weights


@dataclass(frozen=True)
class PairingWeights:
    """The constants of the weight formula (module docstring) for ``n`` vertices (without the
    dummy), the largest squared scaled score gap ``d_max`` and the colour cost bound ``c3_max``;
    ``clubs``: same-club avoidance is on (criterion 4, which reorders the lower criteria).
    Raises ValueError when TOP would reach ``WEIGHT_LIMIT``."""

    n: int
    d_max: int
    c3_max: int
    clubs: bool = False
    m4: int = field(init=False)
    m3: int = field(init=False)
    m2: int = field(init=False)
    m1: int = field(init=False)
    m0: int = field(init=False)
    top: int = field(init=False)

    def __post_init__(self) -> None:
        pairs, c2_max = self.n // 2, self.n
        if self.clubs:  # c2 lowest, then c4 (at most 1 a pair), then c3
            m2, m4 = 1, pairs * c2_max + 1
            m3 = pairs * (m4 + c2_max) + 1
            below = self.c3_max * m3 + m4 + c2_max
        else:  # c3 lowest, then c2
            m3, m4 = 1, 0
            m2 = pairs * self.c3_max + 1
            below = c2_max * m2 + self.c3_max
        m1 = pairs * below + 1
        m0 = pairs * (self.d_max * m1 + below) + 1
        top = max(self.n * m0, self.d_max * m1 + below) + 1
        if top >= WEIGHT_LIMIT:
            raise ValueError(
                f"编排权值过大（2^{top.bit_length()}），超过 2^120：分差或人数超出范围"
            )
        for name, value in (("m4", m4), ("m3", m3), ("m2", m2), ("m1", m1), ("m0", m0)):
            object.__setattr__(self, name, value)
        object.__setattr__(self, "top", top)

    def pair(self, c1: int, c2: int, c3: int, c4: int = 0) -> int:
        """Weight of a pair edge (c4: 1 for two players of one club where avoidance is on)."""
        return self.top - (c1 * self.m1 + c2 * self.m2 + c3 * self.m3 + c4 * self.m4)

    def bye(self, c0: int) -> int:
        """Weight of a bye edge."""
        return self.top - c0 * self.m0


# --------------------------------------------------------------------------- the field


class _Field:
    """The available players with everything the weights need: ``order`` (indices into
    ``players``) sorted by score (best first) then rank; ``scaled`` scores × L; per player its
    group, position in it and the group's size; bye eligibility and c0."""

    def __init__(self, ranked: Sequence[SwissPlayer]) -> None:
        players = [p for p in ranked if p.available]
        seqs = [p.seq for p in players]
        if len(set(seqs)) != len(seqs):
            raise ValueError("编排名单中有重复的选手")
        self.players = players
        self.n = len(players)
        self.scale = lcm(*(Fraction(p.score).denominator for p in players)) if players else 1
        self.scaled = [int(Fraction(p.score) * self.scale) for p in players]
        self.order = sorted(range(self.n), key=lambda i: -self.scaled[i])  # stable: rank order kept
        self.groups: list[list[int]] = []
        for i in self.order:
            if self.groups and self.scaled[self.groups[-1][0]] == self.scaled[i]:
                self.groups[-1].append(i)
            else:
                self.groups.append([i])
        self.group_of = [0] * self.n
        self.position = [0] * self.n
        for g, members in enumerate(self.groups):
            for p, i in enumerate(members):
                self.group_of[i], self.position[i] = g, p
        self.index = {p.seq: i for i, p in enumerate(players)}
        self.c0: dict[int, int] = {}
        if self.n % 2:
            fewest = min(p.byes for p in players)
            eligible = [i for i, p in enumerate(players) if p.byes == fewest]  # rank order
            self.c0 = {i: len(eligible) - 1 - k for k, i in enumerate(eligible)}

    def met(self, i: int, j: int) -> bool:
        return (
            self.players[j].seq in self.players[i].opponents
            or self.players[i].seq in self.players[j].opponents
        )

    def c2(self, i: int, j: int) -> int:
        """Criterion 2 of a pair (module docstring); i, j in any order."""
        gi, gj = self.group_of[i], self.group_of[j]
        if gi == gj:
            p, q = sorted((self.position[i], self.position[j]))
            return abs(q - p - len(self.groups[gi]) // 2)
        if gi > gj:
            i, j, gi, gj = j, i, gj, gi
        return (len(self.groups[gi]) - 1 - self.position[i]) + self.position[j]

    def candidate_pairs(self, window: int | None, reach: int | None) -> Iterable[tuple[int, int]]:
        """Pairs (i, j) that have not met, with c2 ≤ ``window`` and groups at most ``reach``
        apart; None for both: every pair (the dense graph)."""
        if window is None or reach is None:
            order = self.order
            for a in range(self.n):
                for b in range(a + 1, self.n):
                    if not self.met(order[a], order[b]):
                        yield order[a], order[b]
            return
        groups = self.groups
        for g, members in enumerate(groups):
            m, h = len(members), len(members) // 2
            for p in range(m):
                for q in range(max(p + 1, p + h - window), min(m, p + h + window + 1)):
                    if not self.met(members[p], members[q]):
                        yield members[p], members[q]
            for g2 in range(g + 1, min(len(groups), g + reach + 1)):
                below = groups[g2]
                for p in range(max(0, m - 1 - window), m):
                    for q in range(min(len(below), window - (m - 1 - p) + 1)):
                        if not self.met(members[p], below[q]):
                            yield members[p], below[q]

    def lower_bound(self, bye: int | None) -> int:
        """``parity_lower_bound`` in scaled units², the player ``bye`` (index) left out."""
        scores = [self.scaled[i] for i in self.order if i != bye]
        total = 0
        for k in range(len(scores) - 1):
            above = k + 1  # players above the boundary between k and k + 1
            if scores[k] != scores[k + 1] and above % 2:
                total += (scores[k] - scores[k + 1]) ** 2
        return total


def parity_lower_bound(scores: Iterable[Fraction]) -> Fraction:
    """A lower bound on Σ (S_i − S_j)² of any complete pairing of players with these scores.

    Sort the scores; between two consecutive distinct scores with gap g lies a boundary. When
    an odd number of players is above it, some pair must cross it. A pair crossing boundaries
    with gaps g_1..g_k costs (g_1 + … + g_k)² ≥ g_1² + … + g_k², so every pairing costs at
    least the sum of g² over the boundaries with an odd number of players above them."""
    ordered = sorted((Fraction(s) for s in scores), reverse=True)
    total = Fraction(0)
    for k in range(len(ordered) - 1):
        above = k + 1  # players above the boundary between k and k + 1
        if ordered[k] != ordered[k + 1] and above % 2:
            total += (ordered[k] - ordered[k + 1]) ** 2
    return total


def squared_gaps(tables: Iterable[Table], scores: dict[int, Fraction]) -> Fraction:
    """Σ (S_first − S_second)² over ``tables`` (criterion 1, in points²)."""
    return sum(
        (Fraction(scores[t.first]) - Fraction(scores[t.second])) ** 2 for t in tables
    ) or Fraction(0)


# --------------------------------------------------------------------------- the pairer


def _match(
    fld: _Field, weights: PairingWeights, rule: ColourRule, window: int | None, reach: int | None
) -> tuple[list[tuple[int, int]], int | None, int]:
    """One matching over the edges that ``window`` and ``reach`` allow. Returns (pairs as
    index tuples, bye index or None, number of pair edges)."""
    n, scaled, players = fld.n, fld.scaled, fld.players
    graph = rx.PyGraph()
    graph.add_nodes_from(range(n + (1 if n % 2 else 0)))
    coloured = rule == "alternate"
    edges = []
    for i, j in fld.candidate_pairs(window, reach):
        c3 = colour_clash(players[i].colours, players[j].colours) if coloured else 0
        club = players[i].club
        c4 = 1 if weights.clubs and club is not None and club == players[j].club else 0
        edges.append((i, j, weights.pair((scaled[i] - scaled[j]) ** 2, fld.c2(i, j), c3, c4)))
    count = len(edges)
    edges.extend((i, n, weights.bye(c0)) for i, c0 in fld.c0.items())
    graph.extend_from_weighted_edge_list(edges)
    matching = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
    pairs: list[tuple[int, int]] = []
    bye: int | None = None
    for a, b in matching:
        if n % 2 and n in (a, b):
            bye = a if b == n else b
        else:
            pairs.append((a, b))
    return pairs, bye, count


def pair_round(
    ranked: Sequence[SwissPlayer],
    *,
    colours: ColourRule = "alternate",
    rng: random.Random | None = None,
    bye_points: Fraction = Fraction(0),
    window: int | None = 8,
    reach: int = 1,
    avoid_clubs: bool = False,
) -> Pairing:
    """Pair the next round (module docstring). ``ranked``: the field in ranking order, best
    first; unavailable players are left out. ``colours``: "alternate" (Xiangqi/Jieqi),
    "nigiri" (Go: each table drawn by ``rng``) or "none". ``bye_points``: what the bye scores
    (recorded on the result). ``window``/``reach``: the first sparse graph (widened until the
    result is certified); ``window=None`` pairs on the dense graph at once. ``avoid_clubs``:
    two players of one ``club`` meet only where nothing else is possible (criterion 4).
    Raises PairingError when no complete pairing without repeats exists."""
    rng = rng if rng is not None else random.Random(0)
    fld = _Field(ranked)
    if fld.n == 0:
        return Pairing([], None, Fraction(bye_points), Fraction(0), Fraction(0), True)
    spread = max(fld.scaled) - min(fld.scaled)
    weights = PairingWeights(
        fld.n, spread * spread, ABSOLUTE if colours == "alternate" else 0, avoid_clubs
    )
    w, r = window, max(reach, 1)
    while True:
        dense = w is None or (w >= fld.n and r >= len(fld.groups) - 1)
        pairs, bye, count = _match(
            fld, weights, colours, None if dense else w, None if dense else r
        )
        complete = len(pairs) == fld.n // 2 and (fld.n % 2 == 0 or bye is not None)
        c1 = sum((fld.scaled[i] - fld.scaled[j]) ** 2 for i, j in pairs)
        bound = fld.lower_bound(bye) if complete else 0
        certified = complete and (bye is None or fld.c0.get(bye, 0) == 0) and c1 == bound
        if certified or dense:
            break
        assert w is not None  # None pairs on the dense graph at once
        w, r = w * 2, r * 2
    if not complete:
        matched = {x for pair in pairs for x in pair} | ({bye} if bye is not None else set())
        raise PairingError([fld.players[i].seq for i in range(fld.n) if i not in matched])
    rank = {i: k for k, i in enumerate(fld.order)}
    tables_by_rank = sorted(
        (tuple(sorted(pair, key=rank.__getitem__)) for pair in pairs),
        key=lambda pair: (-fld.scaled[pair[0]], -fld.scaled[pair[1]], rank[pair[0]]),
    )
    tables = [
        assign_colours(fld.players[u], fld.players[v], colours, rng) for u, v in tables_by_rank
    ]
    square = Fraction(fld.scale * fld.scale)
    return Pairing(
        tables=tables,
        bye=fld.players[bye].seq if bye is not None else None,
        bye_points=Fraction(bye_points),
        squared_gaps=Fraction(c1) / square,
        lower_bound=Fraction(bound) / square,
        certified=certified or dense,
        edges=count,
    )
