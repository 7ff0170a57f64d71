"""Seed 003 二(四)1: groups A–D, two seeds a group by Tiantian Xiangqi level (equal levels by
sign-up order), seeds one per half, the rest by lots from an announced seed."""

import random
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.knockout.groups import (
    GroupDrawError,
    GroupEntrant,
    check_group_draw,
    choose_seeds,
    draw_groups,
    draw_text,
    group_sizes,
    random_entrants,
)

PRESET = tomllib.loads(
    (Path(__file__).parents[2] / "data/presets/pingshan-jieqi-2019.toml").read_text()
)
SCALE = PRESET["signup"]["level_scale"]
FORMAT = PRESET["format"]
OPTIONS = dict(
    groups=FORMAT["groups"],
    group_size=FORMAT["group_size"],
    seeds_per_group=FORMAT["seeds_per_group"],
    level_scale=SCALE,
)


def test_sizes_full_smaller_and_refused():
    assert group_sizes(128) == [32, 32, 32, 32]
    assert group_sizes(20) == [5, 5, 5, 5]
    # 30 = 4 × 7 + 2: the first two groups take one more
    assert group_sizes(30) == [8, 8, 7, 7]
    with pytest.raises(GroupDrawError, match="超过 4 组 × 32 人"):
        group_sizes(129)
    with pytest.raises(GroupDrawError, match="至少 8 人"):
        group_sizes(7)


def _field_with_ties():
    # seq 3 大师; seq 7 业9-3; seven players 业9-2 (2, 5, 9, 11, 14, 18, 19); the rest 业8-1;
    # 20 none
    levels = {3: "大师", 7: "业9-3", **{s: "业9-2" for s in (2, 5, 9, 11, 14, 18, 19)}}
    return [
        GroupEntrant(seq, levels.get(seq, None if seq == 20 else "业8-1")) for seq in range(1, 21)
    ]


def test_seeds_by_level_then_signup_order():
    # 8 seeds: 大师 3, 业9-3 7, then 业9-2 by sign-up order 2, 5, 9, 11, 14, 18 — 19 is the 7th
    # 业9-2 player and signed up last, so sign-up order leaves him out
    seeds, boundary, left_out = choose_seeds(_field_with_ties(), SCALE, 8)
    assert seeds == [3, 7, 2, 5, 9, 11, 14, 18]
    assert (boundary, left_out) == ("业9-2", [19])


def test_more_than_eight_of_equal_level_take_signup_order():
    # 二(四)1 若同样级别超过8名种子，以报名先后顺序为种子: ten 业9-3 players (seqs 11..20),
    # seq 4 业9-1
    field = [
        GroupEntrant(s, "业9-3" if 11 <= s <= 20 else "业9-1" if s == 4 else "业7-1")
        for s in range(1, 41)
    ]
    seeds, boundary, left_out = choose_seeds(field, SCALE, 8)
    assert seeds == [11, 12, 13, 14, 15, 16, 17, 18]
    assert (boundary, left_out) == ("业9-3", [19, 20])


def test_levels_are_read_loosely_and_unknown_levels_are_no_seeds():
    field = [
        GroupEntrant(1, "9-3"),
        GroupEntrant(2, "业余9级2星"),
        GroupEntrant(3, "???"),
        GroupEntrant(4, None),
    ]
    assert choose_seeds(field, SCALE, 8)[0] == [1, 2]


def test_draw_seeds_one_per_half_and_reproducible():
    field = _field_with_ties()
    draw = draw_groups(field, seed=2019, **OPTIONS)
    assert draw.seed == 2019
    assert draw.sizes == {"A": 5, "B": 5, "C": 5, "D": 5}
    assert draw.seeds == (3, 7, 2, 5, 9, 11, 14, 18)
    upper, lower = {3, 7, 2, 5}, {9, 11, 14, 18}
    for name, members in draw.groups.items():
        # each group: a seed of the upper half, then one of the lower half, then the others
        assert members[0] in upper and members[1] in lower
        assert not set(members[2:]) & (upper | lower)
        assert all(draw.seed_group[s] == name for s in members[:2])
    assert draw.signup_decided == (19,)
    assert check_group_draw(draw, field, **OPTIONS) == []
    assert draw_groups(field, seed=2019, **OPTIONS) == draw
    assert draw_groups(field, seed=2020, **OPTIONS).groups != draw.groups
    text = draw_text(draw)
    assert "种子随机数 2019" in text and "按报名先后定种子" in text and "19号" in text


def test_checker_finds_a_tampered_draw():
    field = _field_with_ties()
    draw = draw_groups(field, seed=5, **OPTIONS)
    a, b = draw.groups["A"], draw.groups["B"]
    # swap A's upper seed with B's last non-seed: B now has two seeds, A's seed is missing
    swapped = dict(draw.groups, A=(b[-1],) + a[1:], B=b[:-1] + (a[0],))
    tampered = type(draw)(
        draw.seed, swapped, draw.seeds, draw.seed_group, draw.boundary_level, draw.signup_decided
    )
    problems = check_group_draw(tampered, field, **OPTIONS)
    assert any("不在其登记的组中" in p for p in problems)
    # a non-seed swap between groups is caught by re-drawing from the seed
    a, b = draw.groups["A"], draw.groups["B"]
    swapped = dict(draw.groups, A=a[:-1] + (b[-1],), B=b[:-1] + (a[-1],))
    tampered = type(draw)(
        draw.seed, swapped, draw.seeds, draw.seed_group, draw.boundary_level, draw.signup_decided
    )
    assert check_group_draw(tampered, field, **OPTIONS) == ["用种子随机数 5 重抽的结果与公布的不同"]


def test_full_field_of_128():
    field = random_entrants(random.Random(3), 128, SCALE)
    draw = draw_groups(field, seed=42, **OPTIONS)
    assert draw.sizes == {"A": 32, "B": 32, "C": 32, "D": 32}
    assert len(draw.seeds) == 8
    assert check_group_draw(draw, field, **OPTIONS) == []


def test_duplicate_entrants_refused():
    with pytest.raises(GroupDrawError, match="重复"):
        draw_groups(
            [GroupEntrant(1), GroupEntrant(1)] + [GroupEntrant(s) for s in range(2, 10)],
            seed=1,
            **OPTIONS,
        )


@settings(max_examples=60, deadline=None)
@given(count=st.integers(8, 128), field_seed=st.integers(0, 10**6), lots=st.integers(0, 2**32))
def test_every_generated_draw_is_valid(count, field_seed, lots):
    field = random_entrants(random.Random(field_seed), count, SCALE, unlevelled_permille=200)
    draw = draw_groups(field, seed=lots, **OPTIONS)
    assert check_group_draw(draw, field, **OPTIONS) == []
