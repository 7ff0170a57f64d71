"""Seed 000 seating (§六 注 比赛分组): round 1 by QQ prefix, later rounds snake."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.seating import (
    SeatingError,
    check_seating,
    first_round_seating,
    qq_prefix_key,
    random_field,
    snake_seating,
)


def test_first_round_by_qq_prefix_ties_by_full_qq():
    players = [
        (1, 3412345678),  # prefix 34
        (2, 1038409),  # prefix 10
        (3, 34500),  # prefix 34
        (4, 99887766),  # prefix 99 (smaller than #5 as a number, but its prefix is larger)
        (5, 123456789),  # prefix 12
        (6, 10384),  # prefix 10
        (7, 2000000000),  # prefix 20
        (8, 55555),  # prefix 55
    ]
    # prefixes ascending: 10 {10384 #6, 1038409 #2}, 12 #5, 20 #7, 34 {34500 #3, 3412345678 #1},
    # 55 #8, 99 #4. Ties on the prefix by the full QQ *as a number*: 10384 < 1038409 and
    # 34500 < 3412345678 (as text "3412345678" < "34500" would reverse the second pair).
    assert first_round_seating(players) == [[6, 2, 5, 7], [3, 1, 8, 4]]


def test_qq_prefix_key():
    assert qq_prefix_key(346631485) == (34, 346631485)
    assert qq_prefix_key(346631485, prefix_digits=3) == (346, 346631485)


def _ranks_to_seqs(tables):
    return [[seq - 100 for seq in table] for table in tables]


def test_snake_16():
    # T = 4 tables: ranks 1-4 -> tables 1-4, 5-8 -> tables 4-1, 9-12 -> 1-4, 13-16 -> 4-1
    ranked = [100 + rank for rank in range(1, 17)]
    assert _ranks_to_seqs(snake_seating(ranked)) == [
        [1, 8, 9, 16],
        [2, 7, 10, 15],
        [3, 6, 11, 14],
        [4, 5, 12, 13],
    ]


def test_snake_128():
    # T = 32: table t holds ranks t, 65 - t, 64 + t, 129 - t, best in the first seat
    tables = _ranks_to_seqs(snake_seating([100 + rank for rank in range(1, 129)]))
    assert len(tables) == 32
    assert tables[0] == [1, 64, 65, 128]
    assert tables[15] == [16, 49, 80, 113]  # table 16: 16, 65-16, 64+16, 129-16
    assert tables[31] == [32, 33, 96, 97]
    # each table sums to 2 × (4T + 1) = 2 × 129 = 258
    assert {sum(table) for table in tables} == {258}


@pytest.mark.parametrize(
    ("count", "missing", "spare", "message"),
    [
        (
            150,
            2,
            2,
            "共 150 人，不是 4 的倍数：还差 2 人凑满 38 桌，或多出 2 人",
        ),  # 148 < 150 < 152
        (
            149,
            3,
            1,
            "共 149 人，不是 4 的倍数：还差 3 人凑满 38 桌，或多出 1 人",
        ),  # 148 < 149 < 152
        (
            131,
            1,
            3,
            "共 131 人，不是 4 的倍数：还差 1 人凑满 33 桌，或多出 3 人",
        ),  # 128 < 131 < 132
        (3, 1, 3, "共 3 人，不是 4 的倍数：还差 1 人凑满 1 桌"),  # no smaller full field
    ],
)
def test_seating_error_numbers(count, missing, spare, message):
    for seat in (
        lambda: snake_seating(list(range(1, count + 1))),
        lambda: first_round_seating(random_field(random.Random(count), count)),
    ):
        with pytest.raises(SeatingError) as error:
            seat()
        assert (error.value.missing, error.value.spare) == (missing, spare)
        assert str(error.value) == message


def test_checker_finds_every_problem():
    tables = [[1, 2, 3, 4], [5, 6, 6], [7, 8, 9, 99]]
    assert check_seating(tables, range(1, 11)) == [
        "第2桌有 3 人，应为 4 人",
        "6 号被安排了 2 次",
        "99 号不在本轮名单中",
        "10 号没有座位",
    ]


def test_random_field_is_reproducible_and_distinct():
    field = random_field(random.Random(7), 500, first_seq=11)
    assert field == random_field(random.Random(7), 500, first_seq=11)
    assert [seq for seq, _ in field] == list(range(11, 511))
    assert len({qq for _, qq in field}) == 500
    assert all(10_000 <= qq < 10**10 for _, qq in field)


@given(st.integers(0, 60), st.integers(0, 2**32))
def test_every_player_seated_exactly_once(tables, seed):
    field = random_field(random.Random(seed), 4 * tables)
    seqs = [seq for seq, _ in field]
    first = first_round_seating(field)
    assert check_seating(first, seqs) == []
    # consecutive tables follow the QQ prefix order: last of table t ≤ first of table t+1
    qq = dict(field)
    keys = [[qq_prefix_key(qq[s]) for s in table] for table in first]
    assert all(table == sorted(table) for table in keys)
    assert all(a[-1] <= b[0] for a, b in zip(keys, keys[1:], strict=False))
    ranked = random.Random(seed).sample(seqs, len(seqs))
    snake = snake_seating(ranked)
    assert check_seating(snake, seqs) == []
    position = {seq: i for i, seq in enumerate(ranked)}
    assert all(
        [position[s] for s in table] == sorted(position[s] for s in table) for table in snake
    )
