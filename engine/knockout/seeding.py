"""The bracket of a knockout on its own: seeds by a rating or a level, the rest by lot, byes to
the best seeds — the drawer, its checker and a generator side by side.

Readings (the regulation's ``[format]`` of kind ``knockout``, engine/formats/knockout.py):

- **Size.** The regulation's bracket of ``size`` positions (签数, a power of two). A field of n
  players fills n of them; the other ``size − n`` are byes (轮空).
- **Seeding order.** Every player gets a seeding number 1..n. Seeds 1..k are the k best by the
  seeding field — a rating (等级分, higher first: ``rating_seeds``) or a level on the
  regulation's scale (higher first: ``level_seeds``) — equal values by sign-up order (lower seq
  first); a player without a value is never a seed. Everyone else follows in the order of a lot:
  their seqs in sign-up order shuffled by ``random.Random("knockout-draw:<seed>")`` (the
  tournament's stored seed, so anyone can re-draw it). All by lot: k = 0. By the previous
  stage's places: the places are the seeding order (``place_order`` of that order).
- **Positions.** Seeding number s takes the position of s in the standard order
  (``bracket.standard_order``): for 16, positions 1..16 hold numbers 1, 16, 8, 9, 4, 13, 5, 12,
  2, 15, 7, 10, 3, 14, 6, 11. So seed 1 opens the top quarter (position 1) and seed 2 the third
  (position 9): different halves, meeting only in the final; seed 4 opens the second quarter
  (position 5) and seed 3 the fourth (position 13): seeds 1–4 in different quarters, meeting
  from the semi-finals on. In every round the two best numbers of a block are in its two halves.
- **Byes.** The numbers above n are the byes. Number size + 1 − s faces number s, so the byes
  face numbers 1, 2, … — the best seeds get them (a 12-player field in 16: seeds 1–4 each face a
  bye); a bye only faces a player as long as n > size / 2.

Every function here is pure; bad input raises ``BracketError`` whose message is the Chinese reply.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from engine.knockout.bracket import Bracket, BracketError, standard_order
from engine.knockout.groups import GroupEntrant, seed_order

LOT_KEY = "knockout-draw"
"""The lots of the unseeded players: ``random.Random("knockout-draw:<seed>")``."""


def rating_seeds(ratings: Mapping[int, int | None], count: int) -> list[int]:
    """The ``count`` seeds by rating: higher first, equal ratings by sign-up order (lower seq
    first); players without a rating (None) are not seeds."""
    rated = sorted((-value, seq) for seq, value in ratings.items() if value is not None)
    return [seq for _, seq in rated[: max(count, 0)]]


def level_seeds(levels: Mapping[int, str | None], scale: Sequence[str], count: int) -> list[int]:
    """The ``count`` seeds by level on ``scale`` (listed high to low; seed 003's reading,
    engine/knockout/groups.py ``seed_order``): higher first, equal levels by sign-up order;
    players without a level on the scale are not seeds."""
    entrants = [GroupEntrant(seq, level) for seq, level in sorted(levels.items())]
    return [e.seq for e in seed_order(entrants, scale)[: max(count, 0)]]


def lot_order(seqs: Iterable[int], seed: int) -> list[int]:
    """``seqs`` in the order of the lot: sorted (sign-up order), then shuffled by
    ``random.Random("knockout-draw:<seed>")``."""
    order = sorted(seqs)
    random.Random(f"{LOT_KEY}:{seed}").shuffle(order)
    return order


def draw_order(field: Sequence[int], seeds: Sequence[int], seed: int) -> list[int]:
    """Every player by seeding number: the ``seeds`` in their order, then the rest of ``field``
    in the order of the lot (``lot_order``)."""
    chosen = set(seeds)
    return list(seeds) + lot_order((q for q in field if q not in chosen), seed)


def place_order(order: Sequence[int], size: int) -> tuple[int | None, ...]:
    """The bracket's slots (line order; None a bye) for players by seeding number ``order``:
    number s at the position of s in ``standard_order(size)``, numbers above ``len(order)`` byes."""
    return tuple(order[s - 1] if s <= len(order) else None for s in standard_order(size))


def _check_field(field: Sequence[int], seeds: Sequence[int], size: int) -> None:
    if size < 2 or size & (size - 1):
        raise BracketError(f"签数应为 2 的幂（2、4、8、16、32…），现在是 {size}")
    repeated = sorted(q for q, n in Counter(field).items() if n > 1)
    if repeated:
        raise BracketError(f"名单里有重复的选手：{'、'.join(f'{q}号' for q in repeated)}")
    if len(field) < 2:
        raise BracketError(f"淘汰赛至少要 2 人，现在只有 {len(field)} 人")
    if len(field) > size:
        raise BracketError(f"淘汰赛 {len(field)} 人，超过 {size} 签")
    strangers = [q for q in seeds if q not in field]
    if strangers or len(set(seeds)) != len(seeds):
        raise BracketError(f"种子不在名单中或重复：{list(seeds)}")


def draw_seeded(
    field: Sequence[int],
    seeds: Sequence[int],
    *,
    size: int,
    seed: int,
    third_place: bool = False,
) -> Bracket:
    """Draw the bracket of ``field`` (seqs) into ``size`` positions: the ``seeds`` first, the rest
    by the lot of ``seed``, placed by the standard order (module docstring). Raises BracketError
    for a size that is not a power of two, a field of fewer than 2 or more than ``size``, a
    player named twice or a seed not in the field."""
    _check_field(field, seeds, size)
    slots = place_order(draw_order(field, seeds, seed), size)
    return Bracket(slots, "seeded", seed, third_place)


# --------------------------------------------------------------------------- checker


def check_seeded_bracket(bracket: Bracket, field: Sequence[int], seeds: Sequence[int]) -> list[str]:
    """Problems of a drawn bracket (empty: none), judged from the rules' properties rather than
    by re-running the placement: every player once and nobody else; ``size − n`` byes, none
    facing a bye while n > size / 2; for every power of two m ≤ the number of seeds, seeds 1..m
    each in a block of their own of ``size / m`` positions (1 and 2 in different halves, 1–4 in
    different quarters …), seed 1 at the top; the byes facing the best seeding numbers (the seeds
    first); and, with the stored lot seed, the same slots drawn again."""
    problems: list[str] = []
    size, n = bracket.size, len(field)
    if size < 2 or size & (size - 1):
        return [f"签表位置数 {size} 不是 2 的幂"]
    seen = Counter(q for q in bracket.slots if q is not None)
    for q, times in sorted(seen.items()):
        if times > 1:
            problems.append(f"{q}号在签表中出现 {times} 次")
        if q not in field:
            problems.append(f"{q}号不在名单中")
    problems += [f"{q}号不在签表中" for q in sorted(set(field) - seen.keys())]
    byes = [i for i, q in enumerate(bracket.slots) if q is None]
    if len(byes) != size - n:
        problems.append(f"轮空应有 {size - n} 个，实为 {len(byes)}")
    if problems:
        return problems
    position = {q: i for i, q in enumerate(bracket.slots) if q is not None}
    if n > size // 2:
        for i in range(0, size, 2):
            if bracket.slots[i] is None and bracket.slots[i + 1] is None:
                problems.append(f"第{i // 2 + 1}场两边都是轮空")
    if seeds and position[seeds[0]] != 0:
        problems.append(f"1号种子 {seeds[0]}号应在签表第1位，实为第{position[seeds[0]] + 1}位")
    m = 2
    while m <= len(seeds):
        block = size // m
        places = [position[q] // block for q in seeds[:m]]
        if len(set(places)) != m:
            problems.append(f"前 {m} 号种子应各在签表的一个 1/{m} 区，实为 {places}")
        m *= 2
    facing = {x for i in byes if (x := bracket.slots[i ^ 1]) is not None}  # the player it faces
    best = set(seeds[: size - n])
    if not best <= facing:
        problems.append(f"轮空应先给种子 {sorted(best)}，实际轮空的是 {sorted(facing)}")
    if bracket.seed is not None:
        again = place_order(draw_order(field, seeds, bracket.seed), size)
        if again != bracket.slots:
            problems.append(f"用种子随机数 {bracket.seed} 重抽的签表与公布的不同")
    else:
        problems.append("签表没有记录种子随机数，无法复核抽签")
    return problems


# --------------------------------------------------------------------------- generator


def random_rated_field(
    rng: random.Random, count: int, *, unrated_permille: int = 100, equal_permille: int = 200
) -> dict[int, int | None]:
    """A field for tests: seqs 1..``count`` with ratings from 1200 to 2600, some unrated
    (``unrated_permille``‰), some equal to an earlier one (``equal_permille``‰, to exercise
    the sign-up-order tie rule)."""
    ratings: dict[int, int | None] = {}
    for seq in range(1, count + 1):
        if rng.randrange(1000) < unrated_permille:
            ratings[seq] = None
        elif ratings and rng.randrange(1000) < equal_permille:
            ratings[seq] = rng.choice([v for v in ratings.values() if v is not None] or [1500])
        else:
            ratings[seq] = rng.randrange(1200, 2601)
    return ratings
