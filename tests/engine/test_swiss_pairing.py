"""Swiss pairing by maximum-weight matching (issue 11): hand-worked rounds, the priority order
of the weights, the bye, and the weight bound."""

import random
from fractions import Fraction

import pytest

from engine.swiss.checker import check_pairing
from engine.swiss.generator import greedy_pairing
from engine.swiss.pairing import (
    ABSOLUTE,
    FIRST,
    MILD,
    SECOND,
    WEIGHT_LIMIT,
    PairingError,
    PairingWeights,
    SwissPlayer,
    Table,
    colour_preference,
    pair_round,
    parity_lower_bound,
)

F, S = FIRST, SECOND


def P(seq, score, met=(), byes=0, colours=(), available=True):
    return SwissPlayer(seq, Fraction(score), frozenset(met), byes, tuple(colours), available)


def pairs(pairing):
    return [{t.first, t.second} for t in pairing.tables]


# --------------------------------------------------------------------------- score groups


def test_round_one_top_half_against_bottom_half():
    field = [P(seq, 0) for seq in range(1, 9)]
    pairing = pair_round(field, colours="none")
    # one group of 8, h = 4: S1 = 1..4 against S2 = 5..8 in order (c2 = |q - p - 4| = 0)
    assert pairing.tables == [Table(1, 5), Table(2, 6), Table(3, 7), Table(4, 8)]
    assert pairing.bye is None and pairing.squared_gaps == 0 and pairing.certified


def test_odd_group_lowest_floats_to_highest_of_next_group():
    # group 2 points: 1,2,3 (h = 1); group 0: 4,5,6,7,8 (h = 2), 9 ranked last at 0 too.
    field = [P(1, 2), P(2, 2), P(3, 2), P(4, 0), P(5, 0), P(6, 0), P(7, 0), P(8, 0)]
    pairing = pair_round(field, colours="none")
    # 1 v 2 (|1-0-1| = 0), 3 floats (lowest of its group) to 4 (highest below): c2 = 0 + 0;
    # the 4 left of the 0-group are at positions 1..4 of 5: 5 v 7 (|3-1-2| = 0), 6 v 8 (0).
    assert pairing.tables == [Table(1, 2), Table(3, 4), Table(5, 7), Table(6, 8)]
    assert pairing.squared_gaps == 4  # one float of 2 points


def test_naive_top_down_pairer_gets_stuck_where_the_matching_does_not():
    field = [P(1, 0), P(2, 0), P(3, 0, met=[4]), P(4, 0, met=[3])]
    greedy, left = greedy_pairing(field, colours="none")
    assert pairs(greedy) == [{1, 2}] and left == [3, 4]  # 1 takes 2, then 3 and 4 have met
    assert pair_round(field, colours="none").tables == [Table(1, 3), Table(2, 4)]


def test_fractional_scores_are_exact():
    field = [P(1, "3/2"), P(2, 1), P(3, 1), P(4, "1/2")]
    pairing = pair_round(field, colours="none")
    # 1-2 and 3-4: (1/2)² + (1/2)² = 1/2, the same as 1-3 + 2-4, but 1 meets the top of the
    # group below (c2 0) rather than its second (c2 1).
    assert pairing.tables == [Table(1, 2), Table(3, 4)]
    assert pairing.squared_gaps == Fraction(1, 2)


def test_parity_lower_bound():
    # 3 | 2 2 | 1: one player above the first boundary (odd, gap 1), three above the second
    # (odd, gap 1): at least 1 + 1 = 2.
    assert parity_lower_bound([3, 2, 2, 1]) == 2
    assert parity_lower_bound([2, 2, 0, 0]) == 0  # two above the only boundary: even
    assert parity_lower_bound([Fraction(3, 2), 1, 1, Fraction(1, 2)]) == Fraction(1, 2)


# --------------------------------------------------------------------------- priority order


def test_no_repeat_beats_least_squares():
    # 1(3) 2(2) 3(1) 4(0); 1 and 2 have met. Without the rule: 1-2, 3-4 costs 1 + 1 = 2.
    # Allowed: 1-3 + 2-4 = 4 + 4 = 8, 1-4 + 2-3 = 9 + 1 = 10.
    field = [P(1, 3, met=[2]), P(2, 2, met=[1]), P(3, 1), P(4, 0)]
    pairing = pair_round(field, colours="none")
    assert pairing.tables == [Table(1, 3), Table(2, 4)]
    assert pairing.squared_gaps == 8


def test_chain_of_floats_beats_one_jump():
    # 1(3) | 2 3 (2) | 4 5 (1) | 6 (0): the chain 1-2, 3-4, 5-6 costs 1 + 1 + 1 = 3,
    # the jump 1-6 with 2-3, 4-5 costs 9.
    field = [P(1, 3), P(2, 2), P(3, 2), P(4, 1), P(5, 1), P(6, 0)]
    pairing = pair_round(field, colours="none")
    assert pairing.tables == [Table(1, 2), Table(3, 4), Table(5, 6)]
    assert pairing.squared_gaps == 3


def test_least_squares_beats_top_half_v_bottom_half():
    # 1(2) | 2 3 4 5 (1) | 6(0), no history. The halves alone prefer 1-6 (c2 0 + 0), 2-4, 3-5
    # (|2-0-2| = 0 each): c2 = 0 but Σ = 4. Two one-step floats: Σ = 1 + 1 = 2 with c2 = 1
    # (e.g. 1-2 (0), 3-4 (|2-1-2| = 1), 5-6 (0)). Σ wins.
    field = [P(1, 2), P(2, 1), P(3, 1), P(4, 1), P(5, 1), P(6, 0)]
    pairing = pair_round(field, colours="none")
    assert pairing.squared_gaps == 2
    by_seq = {t.first: t.second for t in pairing.tables} | {
        t.second: t.first for t in pairing.tables
    }
    assert by_seq[1] in {2, 3, 4, 5} and by_seq[6] in {2, 3, 4, 5}


def test_top_half_v_bottom_half_beats_colours():
    # One group of 4; 1 and 3 are both due FIRST absolutely (two SECONDs), 2 and 4 both due
    # SECOND absolutely. 1-3 + 2-4 (c2 0, two clashes: c3 = 3 + 3) is still preferred to
    # 1-2 + 3-4 or 1-4 + 2-3 (c2 = 1 + 1, no clash).
    field = [
        P(1, 1, [91, 92], colours=[S, S]),
        P(2, 1, [93, 94], colours=[F, F]),
        P(3, 1, [95, 96], colours=[S, S]),
        P(4, 1, [97, 98], colours=[F, F]),
    ]
    pairing = pair_round(field, colours="alternate")
    # equal absolute preferences: the upper player gets his colour
    assert pairing.tables == [Table(1, 3), Table(4, 2)]


@pytest.mark.parametrize(
    "due, expected",
    [
        # 1,2 due FIRST, 3,4 due SECOND: 1-2 and 3-4 clash (1 + 1), 1-4 and 2-3 do not
        ((S, S, F, F), [Table(1, 4), Table(2, 3)]),
        # 1 FIRST, 2 SECOND, 3 SECOND, 4 FIRST: 1-2 and 3-4 do not clash, 1-4 and 2-3 do
        ((S, F, F, S), [Table(1, 2), Table(4, 3)]),
    ],
)
def test_colours_decide_between_equal_halves(due, expected):
    # 1 and 3 have met: 1-2 + 3-4 and 1-4 + 2-3 both cost c2 = 1 + 1; colours decide.
    last = dict(zip((1, 2, 3, 4), due, strict=True))
    met = {1: [3], 2: [92], 3: [1], 4: [94]}
    field = [P(seq, 1, met[seq], colours=[last[seq]]) for seq in (1, 2, 3, 4)]
    assert pair_round(field, colours="alternate").tables == expected


def test_colour_preference():
    assert colour_preference(()) == (None, 0)
    assert colour_preference((F,)) == (S, MILD)
    assert colour_preference((F, S, F)) == (S, MILD)
    assert colour_preference((S, S)) == (F, ABSOLUTE)
    assert colour_preference((F, S, F, F)) == (S, ABSOLUTE)  # two in a row
    assert colour_preference((F, F, S, F)) == (S, ABSOLUTE)  # three FIRST, one SECOND


def test_nigiri_draws_every_table_reproducibly():
    field = [P(seq, 0, colours=[F]) for seq in range(1, 9)]
    one = pair_round(field, colours="nigiri", rng=random.Random(2023))
    two = pair_round(field, colours="nigiri", rng=random.Random(2023))
    assert one.tables == two.tables and all(t.drawn for t in one.tables)
    assert pairs(one) == [{1, 5}, {2, 6}, {3, 7}, {4, 8}]


def test_alternate_draws_only_without_history():
    field = [P(1, 0), P(2, 0)]
    (table,) = pair_round(field, colours="alternate", rng=random.Random(1)).tables
    assert table.drawn


# --------------------------------------------------------------------------- bye, field


def test_bye_to_lowest_ranked_without_one_even_at_a_cost():
    # 5 has had a bye: 4 takes it although 5 taking it would leave Σ = 0 (1-2, 3-4).
    field = [P(1, 2), P(2, 2), P(3, 1), P(4, 1), P(5, 0, byes=1)]
    pairing = pair_round(field, colours="none", bye_points=Fraction(2))
    assert pairing.bye == 4 and pairing.bye_points == 2
    assert pairing.tables == [Table(1, 2), Table(3, 5)] and pairing.squared_gaps == 1
    assert check_pairing(pairing, field) == []


def test_bye_moves_up_when_the_rest_cannot_be_paired():
    # 3 is lowest, but if 3 sits out 1 and 2 would meet again: 2 takes the bye.
    field = [P(1, 0, met=[2]), P(2, 0, met=[1]), P(3, 0)]
    pairing = pair_round(field, colours="none")
    assert pairing.bye == 2 and pairing.tables == [Table(1, 3)]
    assert check_pairing(pairing, field) == []


def test_bye_to_the_fewest_byes():
    field = [P(1, 2), P(2, 1, byes=1), P(3, 0, byes=1)]
    pairing = pair_round(field, colours="none")
    assert pairing.bye == 1 and pairing.tables == [Table(2, 3)]


def test_unavailable_players_are_not_paired_and_late_entries_bring_points():
    field = [P(1, 4), P(2, 4, available=False), P(3, 2), P(4, 2), P(5, 2)]  # 5: late, 2 points
    pairing = pair_round(field, colours="none")
    assert pairing.bye is None
    assert pairing.tables == [Table(1, 3), Table(4, 5)]


def test_no_complete_pairing_names_the_stuck_players():
    with pytest.raises(PairingError) as error:
        pair_round([P(1, 0, met=[2]), P(2, 0, met=[1])], colours="none")
    assert error.value.unpaired == [1, 2]
    assert "1号、2号" in str(error.value)


# --------------------------------------------------------------------------- weights


def test_weights_stay_far_below_the_limit_at_4000_players():
    # 4,000 players, 8 rounds of win 3 with half points: scores 0..24 in halves, scaled by 2:
    # the largest gap is 48, squared 2304.
    weights = PairingWeights(4000, 48 * 48, ABSOLUTE)
    # M2 = 2000·3 + 1 = 6001; M1 = 2000·(4000·6001 + 3) + 1 = 48_008_006_001;
    # M0 = 2000·(2304·M1 + 4000·6001 + 3) + 1; TOP = 4000·M0 + 1.
    assert weights.m2 == 6001
    assert weights.m1 == 48_008_006_001
    assert weights.m0 == 2000 * (2304 * 48_008_006_001 + 24_004_003) + 1
    assert weights.top == 4000 * weights.m0 + 1
    assert weights.top < 2**80 < WEIGHT_LIMIT
    with pytest.raises(ValueError, match="2\\^120"):
        PairingWeights(4000, 2**80, ABSOLUTE)


def test_pairs_4000_players_on_a_sparse_graph():
    rng = random.Random(4000)
    field = sorted((P(seq, rng.randint(0, 16)) for seq in range(1, 4001)), key=lambda p: -p.score)
    pairing = pair_round(field, colours="nigiri", rng=rng)
    assert len(pairing.tables) == 2000 and pairing.certified
    assert pairing.squared_gaps == pairing.lower_bound
    assert pairing.edges < 100_000  # the dense graph would have 7,998,000


def test_above_the_parity_bound_the_dense_graph_decides():
    # 1, 2 at 1 point have met, and so have 3, 4 at 0: the bound (0: two above the boundary)
    # cannot be reached; two floats cost 1 + 1 = 2, proven by the dense graph.
    field = [P(1, 1, [2]), P(2, 1, [1]), P(3, 0, [4]), P(4, 0, [3])]
    pairing = pair_round(field, colours="none")
    assert pairing.lower_bound == 0 and pairing.squared_gaps == 2 and pairing.certified
    assert {1, 2} not in pairs(pairing) and {3, 4} not in pairs(pairing)
