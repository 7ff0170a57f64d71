"""The knockout's bracket on its own (engine/knockout/seeding.py), worked by hand.

The standard order of 16 positions, built by hand by doubling (each number s of the line of n
becomes s, 2n + 1 − s):
    2: 1 2
    4: 1 4 2 3
    8: 1 8 4 5 2 7 3 6
   16: 1 16 8 9 4 13 5 12 2 15 7 10 3 14 6 11
so seeding number 1 is at position 1, 2 at position 9, 3 at position 13 and 4 at position 5:
positions 1–8 and 9–16 are the halves (seed 1 in the top one, seed 2 in the bottom one);
positions 1–4, 5–8, 9–12, 13–16 the quarters (seeds 1, 4, 2, 3 in that order). Number 16 faces
number 1 (positions 1–2), 13 faces 4 (5–6), 15 faces 2 (9–10), 14 faces 3 (13–14).
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.knockout.bracket import Bracket, BracketError, check_knockout, play_knockout
from engine.knockout.seeding import (
    check_seeded_bracket,
    draw_seeded,
    level_seeds,
    lot_order,
    random_rated_field,
    rating_seeds,
)

# sixteen players: seq -> 等级分. The four best: 11 (2410), then 3 and 7 level on 2380 (sign-up
# order: 3 before 7), then 14 (2305); 5 has 2300, the fifth best, and is no seed.
RATINGS = {q: 1500 + 10 * q for q in range(1, 17)}
RATINGS.update({11: 2410, 3: 2380, 7: 2380, 14: 2305, 5: 2300})
SEEDS = [11, 3, 7, 14]


def test_seeds_by_rating_ties_by_signup_order_unrated_never():
    assert rating_seeds(RATINGS, 4) == SEEDS
    # without a rating a player is never a seed, even with too few rated players
    assert rating_seeds({1: None, 2: 1800, 3: None}, 4) == [2]
    assert rating_seeds(RATINGS, 0) == []


def test_seeds_by_level_on_the_scale():
    scale = ["特级大师", "大师", "业9-3"]
    levels = {1: "业9-3", 2: "大师", 3: None, 4: "大师", 5: "特级大师"}
    # 5 (特级大师), then 2 and 4 (大师, sign-up order), then 1; 3 has no level
    assert level_seeds(levels, scale, 3) == [5, 2, 4]


def test_sixteen_players_four_rating_seeds_take_positions_1_9_13_5():
    bracket = draw_seeded(list(RATINGS), SEEDS, size=16, seed=2026)
    slots = bracket.slots
    # seed 1 (11) at position 1, seed 2 (3) at position 9, seed 3 (7) at 13, seed 4 (14) at 5
    assert (slots[0], slots[8], slots[12], slots[4]) == (11, 3, 7, 14)
    # no byes in a full field; the other twelve fill the other positions in the lot's order:
    # their seqs in sign-up order shuffled by random.Random("knockout-draw:2026"), the lot's
    # k-th player taking seeding number 4 + k, placed at that number's position above
    rest = sorted(set(RATINGS) - set(SEEDS))
    random.Random("knockout-draw:2026").shuffle(rest)
    numbers = [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
    by_number = SEEDS + rest
    assert list(slots) == [by_number[s - 1] for s in numbers]
    assert bracket.mode == "seeded" and bracket.seed == 2026
    assert check_seeded_bracket(bracket, list(RATINGS), SEEDS) == []
    # halves and quarters
    half = {q: slots.index(q) // 8 for q in SEEDS}
    quarter = {q: slots.index(q) // 4 for q in SEEDS}
    assert half[11] != half[3] and len(set(quarter.values())) == 4


def test_twelve_players_four_byes_to_seeds_1_to_4():
    field = list(range(1, 13))
    ratings = {q: 2000 - q for q in field}  # 1 is the best, then 2, 3, 4
    seeds = rating_seeds(ratings, 4)
    assert seeds == [1, 2, 3, 4]
    bracket = draw_seeded(field, seeds, size=16, seed=5)
    # numbers 13–16 are byes: 16 faces seed 1 (positions 1–2), 13 faces seed 4 (5–6), 15 faces
    # seed 2 (9–10), 14 faces seed 3 (13–14)
    pairs = [bracket.slots[i : i + 2] for i in range(0, 16, 2)]
    assert [p for p in pairs if None in p] == [(1, None), (4, None), (2, None), (3, None)]
    assert sum(1 for p in pairs if None not in p) == 4  # the eight unseeded play the four ties
    assert check_seeded_bracket(bracket, field, seeds) == []


def test_more_byes_than_seeds_go_to_the_first_of_the_lot():
    # 9 players in 16, two seeds: seven byes — numbers 10..16 face numbers 1..7: the two seeds
    # and the first five players of the lot
    field = list(range(1, 10))
    bracket = draw_seeded(field, [9, 8], size=16, seed=1)
    facing = {bracket.slots[i ^ 1] for i, q in enumerate(bracket.slots) if q is None}
    lot = lot_order(range(1, 8), 1)
    assert facing == {9, 8, *lot[:5]}
    assert check_seeded_bracket(bracket, field, [9, 8]) == []


def test_all_by_lot():
    bracket = draw_seeded(list(range(1, 9)), [], size=8, seed=3)
    numbers = [1, 8, 4, 5, 2, 7, 3, 6]
    lot = lot_order(range(1, 9), 3)
    assert list(bracket.slots) == [lot[s - 1] for s in numbers]
    assert check_seeded_bracket(bracket, list(range(1, 9)), []) == []


def test_bad_fields_are_refused_in_chinese():
    with pytest.raises(BracketError, match="超过 8 签"):
        draw_seeded(list(range(1, 10)), [], size=8, seed=0)
    with pytest.raises(BracketError, match="2 的幂"):
        draw_seeded([1, 2, 3], [], size=12, seed=0)
    with pytest.raises(BracketError, match="至少要 2 人"):
        draw_seeded([1], [], size=2, seed=0)
    with pytest.raises(BracketError, match="重复"):
        draw_seeded([1, 2, 2], [], size=4, seed=0)


def test_the_checker_finds_what_is_wrong():
    field = list(range(1, 13))
    seeds = [1, 2, 3, 4]
    good = draw_seeded(field, seeds, size=16, seed=5)

    def problems(slots, seed=5):
        return check_seeded_bracket(Bracket(tuple(slots), "seeded", seed), field, seeds)

    # positions 3–4 (indices 2, 3) hold numbers 8 and 9: two unseeded players of the top half
    # seed 2 moved from position 9 to position 3: in the top half with seed 1, and the bye of
    # position 10 now faces an unseeded player
    moved = list(good.slots)
    moved[8], moved[2] = moved[2], moved[8]
    found = problems(moved)
    assert any(p.startswith("前 2 号种子应各在签表的一个 1/2 区") for p in found)
    assert any(p.startswith("轮空应先给种子 [1, 2, 3, 4]") for p in found)
    # seed 1 moved to position 3: not at the top, and its bye goes to an unseeded player
    moved = list(good.slots)
    moved[0], moved[2] = moved[2], moved[0]
    found = problems(moved)
    assert "1号种子 1号应在签表第1位，实为第3位" in found
    assert any(p.startswith("轮空应先给种子") for p in found)
    # a player twice, another left out
    twice = list(good.slots)
    twice[twice.index(12)] = 11
    found = problems(twice)
    assert "11号在签表中出现 2 次" in found and "12号不在签表中" in found
    # the byes of positions 2 and 6 moved to positions 3 and 4: two byes face each other
    paired = list(good.slots)
    paired[1], paired[2] = paired[2], paired[1]
    paired[5], paired[3] = paired[3], paired[5]
    assert "第2场两边都是轮空" in problems(paired)
    # the right properties but not the lot of the stored seed
    assert problems(good.slots) == []
    assert "用种子随机数 6 重抽的签表与公布的不同" in problems(good.slots, seed=6)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([4, 8, 16, 32]), st.integers(0, 8))
def test_every_drawn_bracket_passes_its_checker_and_plays_out(seed, size, seeds):
    rng = random.Random(seed)
    n = rng.randrange(size // 2 + 1, size + 1)
    ratings = random_rated_field(rng, n)
    chosen = rating_seeds(ratings, seeds)
    bracket = draw_seeded(list(ratings), chosen, size=size, seed=seed)
    assert check_seeded_bracket(bracket, list(ratings), chosen) == []
    rounds = play_knockout(bracket, rng)
    assert check_knockout(bracket, rounds) == []
    # seeds 1 and 2 can only meet in the final
    if len(chosen) >= 2:
        for number, ties in enumerate(rounds, start=1):
            for seats, _ in ties:
                if set(seats) == set(chosen[:2]):
                    assert number == len(rounds)
