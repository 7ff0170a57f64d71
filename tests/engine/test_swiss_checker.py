"""The Swiss checker (validity, least Σ (S_i − S_j)²) and the generator, and the sparse graph
against the dense one on generated tournaments (property tests, bounded)."""

import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.swiss.checker import (
    brute_force_least_squares,
    check_pairing,
    matching_least_squares,
)
from engine.swiss.generator import random_tournament
from engine.swiss.pairing import Pairing, SwissPlayer, Table, pair_round
from engine.swiss.record import ABSENT, BYE, FORFEIT_LOSS, consecutive_forfeits, longest_forfeit_run


def P(seq, score, met=(), byes=0, available=True):
    return SwissPlayer(seq, Fraction(score), frozenset(met), byes, (), available)


def pairing(tables, bye=None):
    return Pairing(
        [Table(a, b) for a, b in tables], bye, Fraction(0), Fraction(0), Fraction(0), False
    )


FIELD = [P(1, 3), P(2, 2), P(3, 2), P(4, 1)]


def test_least_squares_by_hand():
    # 3 2 2 1: 1-2, 3-4 = 1 + 1 = 2; 1-3, 2-4 = 2; 1-4, 2-3 = 4 + 0 = 4.
    assert brute_force_least_squares(FIELD) == 2
    assert matching_least_squares(FIELD) == 2
    # 1 has met 2 and 3: 1-4 (4) + 2-3 (0) is all that is left
    met = [P(1, 3, [2, 3]), P(2, 2, [1]), P(3, 2, [1]), P(4, 1)]
    assert brute_force_least_squares(met) == 4 == matching_least_squares(met)
    assert brute_force_least_squares([P(1, 0, [2]), P(2, 0, [1])]) is None
    assert matching_least_squares([P(1, 0, [2]), P(2, 0, [1])]) is None


def test_checker_accepts_a_right_pairing():
    assert check_pairing(pairing([(1, 2), (3, 4)]), FIELD) == []


def test_checker_finds_a_larger_sum_of_squares():
    assert check_pairing(pairing([(1, 4), (2, 3)]), FIELD) == [
        "分差平方和 4 不是最小：存在 2 的编排"
    ]


def test_checker_finds_bad_seating():
    assert check_pairing(pairing([(1, 2), (1, 3)]), FIELD) == ["1号被安排了 2 次", "4号没有被编排"]
    field = [P(1, 0, [2]), P(2, 0, [1]), P(3, 0), P(4, 0), P(5, 0, available=False)]
    assert check_pairing(pairing([(1, 2), (3, 5)]), field) == [
        "5号不在本轮可编排名单中",
        "4号没有被编排",
        "第1桌 1号 与 2号 重复对局",
    ]
    assert check_pairing(pairing([(1, 3), (2, 4)], bye=5), field) == [
        "5号不在本轮可编排名单中",
        "人数为偶数，不应有轮空",
    ]


def test_checker_finds_a_wrong_bye():
    field = [P(1, 2), P(2, 2), P(3, 0), P(4, 0, byes=1), P(5, 0)]
    assert check_pairing(pairing([(1, 2), (3, 4)]), field) == [
        "5号没有被编排",
        "人数为奇数，缺少轮空",
    ]
    assert check_pairing(pairing([(1, 2), (3, 5)], bye=4), field) == [
        "4号已轮空 1 次，另有只轮空 0 次的选手"
    ]
    assert check_pairing(pairing([(1, 2), (4, 5)], bye=3), field) == [
        "轮空应给排名更低的 5号，而不是 3号"
    ]
    assert check_pairing(pairing([(1, 2), (3, 4)], bye=5), field) == []


def test_generator_is_seeded_and_plays_by_the_rules():
    one = random_tournament(random.Random(11), 9, 4, forfeit_permille=200, late_entries=1)
    two = random_tournament(random.Random(11), 9, 4, forfeit_permille=200, late_entries=1)
    assert one == two
    assert len(one.records) == 10 and all(len(r.rounds) == 4 for r in one.records)
    points = [r.points for r in one.records]
    assert points == sorted(points, reverse=True)
    for record in one.records:
        assert sum(1 for r in record.rounds if r.outcome == BYE) <= 1
    # a player with two forfeits in a row is no longer paired
    for record, player in zip(one.records, one.players(), strict=True):
        if consecutive_forfeits(record) >= 2:
            assert not player.available


def test_two_forfeits_in_a_row_keep_a_generated_player_out_for_good():
    # over many generated fields: after a run of two forfeits a player never plays again
    # (the rounds he is left out of are ABSENT and do not end the run's effect)
    checked = 0
    for seed in range(40):
        tournament = random_tournament(random.Random(seed), 12, 6, forfeit_permille=250)
        for record in tournament.records:
            outcomes = [r.outcome for r in record.rounds]
            runs = [
                k for k in range(1, len(outcomes)) if outcomes[k - 1] == outcomes[k] == FORFEIT_LOSS
            ]
            if runs:
                checked += 1
                assert all(o == ABSENT for o in outcomes[runs[0] + 1 :]), outcomes
                assert longest_forfeit_run(record) >= 2
    assert checked > 5


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 12),
    rounds=st.integers(1, 5),
    draws=st.sampled_from([0, 300]),
)
def test_every_generated_round_passes_the_checker(seed, players, rounds, draws):
    tournament = random_tournament(
        random.Random(seed),
        players,
        min(rounds, players - 1),
        draw_permille=draws,
        bye_points=Fraction(1),
        win=Fraction(2),
        forfeit_permille=50,
        withdraw_permille=30,
    )
    for field, made in zip(tournament.fields, tournament.pairings, strict=True):
        assert check_pairing(made, field) == []


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(16, 80), draws=st.sampled_from([0, 250]))
def test_sparse_graph_gives_the_dense_least_squares(seed, players, draws):
    rng = random.Random(seed)
    tournament = random_tournament(
        rng, players, 5, draw_permille=draws, pairer="greedy", late_entries=2
    )
    field = tournament.players()
    sparse = pair_round(field, rng=random.Random(seed))
    dense = pair_round(field, rng=random.Random(seed), window=None)
    assert sparse.bye == dense.bye
    assert sparse.squared_gaps == dense.squared_gaps
    rest = [p for p in field if p.available and p.seq != sparse.bye]
    assert sparse.squared_gaps == matching_least_squares(rest)
    assert check_pairing(sparse, field) == []
