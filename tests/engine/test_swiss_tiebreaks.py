"""Swiss tiebreaks on a hand-worked tournament (Go points: win 2, loss 0, bye 2).

    R1: 1 beats 2, 3 beats 4, 5 bye
    R2: 1 beats 3, 5 beats 2, 4 bye
    R3: 5 forfeits to 1, 2 beats 4, 3 bye; then 4 withdraws

    player  R1        R2        R3          P   running totals  progressive
    1       W v2  2   W v3  2   FW v5  2    6   2 4 6           12
    2       L v1  0   L v5  0   W v4   2    2   0 0 2            2
    3       W v4  2   L v1  0   bye    2    4   2 2 4            8
    4       L v3  0   bye   2   L v2   0    2   0 2 2            4   (withdrawn)
    5       bye   2   W v2  2   FL v1  0    4   2 4 4           10

The lowest score among players who scored: 2 (players 2 and 4).
"""

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.swiss.generator import random_tournament
from engine.swiss.pairing import FIRST
from engine.swiss.record import (
    BYE,
    FORFEIT_LOSS,
    FORFEIT_WIN,
    LOSS,
    PLAYED,
    WIN,
    RoundRecord,
    SwissRecord,
)
from engine.swiss.tiebreaks import (
    FIDE,
    GO_002,
    SWISS_TIEBREAKS,
    XIANGQI_003,
    OpponentsScoreRule,
    SwissContext,
    draw_lots,
    opponents_score,
    rank,
    separating_tiebreak,
    separation_text,
)


def game(outcome, opponent, colour=FIRST):
    return RoundRecord(
        outcome,
        Fraction(2 if outcome in (WIN, FORFEIT_WIN) else 0),
        opponent,
        colour if outcome in (WIN, LOSS) else None,
    )


BYE2 = RoundRecord(BYE, Fraction(2))

RECORDS = [
    SwissRecord(1, (game(WIN, 2), game(WIN, 3), game(FORFEIT_WIN, 5))),
    SwissRecord(2, (game(LOSS, 1), game(LOSS, 5), game(WIN, 4))),
    SwissRecord(3, (game(WIN, 4), game(LOSS, 1), BYE2)),
    SwissRecord(4, (game(LOSS, 3), BYE2, game(LOSS, 2)), withdrawn=True),
    SwissRecord(5, (BYE2, game(WIN, 2), game(FORFEIT_LOSS, 1))),
]
BY_SEQ = {r.seq: r for r in RECORDS}


def value(name, seq, rule=GO_002, lots=None):
    context = SwissContext.of(RECORDS, opponents_rule=rule, lots=lots or {})
    return SWISS_TIEBREAKS[name].value(BY_SEQ[seq], context)


def test_points():
    assert [value("points", seq) for seq in (1, 2, 3, 4, 5)] == [6, 2, 4, 2, 4]


def test_opponents_score_go_002_bye_and_forfeit_count_zero():
    # 1: P(2) + P(3) + forfeit 0 = 2 + 4 + 0 = 6;
    # 2: P(1) + P(5) + P(4, withdrawn, counted) = 6+4+2 = 12
    # 3: P(4) + P(1) + bye 0 = 2 + 6 = 8;  4: P(3) + bye 0 + P(2) = 4 + 2 = 6;  5: 0 + P(2) + 0 = 2
    assert [value("opponents_score", seq) for seq in (1, 2, 3, 4, 5)] == [6, 12, 8, 6, 2]


def test_opponents_score_xiangqi_lowest_scorer():
    # bye and forfeit count 2 (the lowest score among players who scored)
    # 1: 2 + 4 + 2 = 8;  3: 2 + 6 + 2 = 10;  4: 4 + 2 + 2 = 8;  5: 2 + 2 + 2 = 6;  2: 12
    assert [value("opponents_score", seq, XIANGQI_003) for seq in (1, 2, 3, 4, 5)] == [
        8,
        12,
        10,
        8,
        6,
    ]


def test_opponents_score_fide_own_score():
    # 1: 2 + 4 + own 6 = 12;  3: 2 + 6 + own 4 = 12;  4: 4 + own 2 + 2 = 8;
    # 5: own 4 + 2 + own 4 = 10
    assert [value("opponents_score", seq, FIDE) for seq in (1, 2, 3, 4, 5)] == [12, 12, 12, 8, 10]


def test_opponents_score_withdrawn_opponent_as_zero():
    rule = OpponentsScoreRule(bye="zero", forfeit="zero", withdrawn="zero")
    assert value("opponents_score", 2, rule) == 6 + 4 + 0  # 4 withdrew


def test_unknown_rule_is_refused():
    with pytest.raises(ValueError, match="bye"):
        OpponentsScoreRule(bye="actual")


def test_progressive():
    assert [value("progressive", seq) for seq in (1, 2, 3, 4, 5)] == [12, 2, 8, 4, 10]


def test_progressive_counts_a_late_entrys_start_points_in_every_round():
    late = SwissRecord(9, (RoundRecord("absent"), game(WIN, 1)), start_points=Fraction(1))
    # running totals 1, 3: progressive 4, cut (3,)
    assert value_of(late, "progressive") == 4
    assert value_of(late, "progressive_cut") == (3,)


def value_of(record, name):
    context = SwissContext.of([*RECORDS, record])
    return SWISS_TIEBREAKS[name].value(record, context)


def test_opponents_score_cut_default_reading():
    # contributions (GO_002): 1: [2, 4, 0], 3: [2, 6, 0], 5: [0, 2, 0], 2: [6, 4, 2], 4: [4, 0, 2]
    # v_1 = total − c_3, v_2 = total − c_3 − c_2
    assert value("opponents_score_cut", 1) == (6, 2)
    assert value("opponents_score_cut", 3) == (8, 2)
    assert value("opponents_score_cut", 5) == (2, 0)
    assert value("opponents_score_cut", 2) == (10, 6)
    assert value("opponents_score_cut", 4) == (4, 4)


def test_opponents_score_less_lowest_cut_1():
    # contributions (GO_002): 1: [2, 4, 0], 2: [6, 4, 2], 3: [2, 6, 0], 4: [4, 0, 2], 5: [0, 2, 0]
    # 对手分 less the lowest: 1: 6 − 0;  2: 12 − 2;  3: 8 − 0;  4: 6 − 0;  5: 2 − 0
    assert [value("opponents_score_less_lowest", seq) for seq in (1, 2, 3, 4, 5)] == [
        6,
        10,
        8,
        6,
        2,
    ]
    # FIDE (an unplayed round counts the player's own score): 1: [2, 4, 6] → 12 − 2 = 10;
    # 5: [4, 2, 4] → 10 − 2 = 8
    assert value("opponents_score_less_lowest", 1, FIDE) == 10
    assert value("opponents_score_less_lowest", 5, FIDE) == 8


def test_opponents_score_median_drops_the_highest_and_the_lowest():
    # 1: [2, 4, 0] → 4 + 2 + 0 − 4 − 0 = 2;  2: [6, 4, 2] → 4;  3: [2, 6, 0] → 2;
    # 4: [4, 0, 2] → 2;  5: [0, 2, 0] → 0
    assert [value("opponents_score_median", seq) for seq in (1, 2, 3, 4, 5)] == [2, 4, 2, 2, 0]
    two_rounds = SwissRecord(9, (game(WIN, 1), game(WIN, 2)))
    assert value_of(two_rounds, "opponents_score_median") == 0  # both rounds dropped
    assert value_of(two_rounds, "opponents_score_less_lowest") == 6  # P(1) 6 + P(2) 2, less 2


def test_progressive_cut_other_reading():
    # v_1 = T_2 + T_3, v_2 = T_3
    assert value("progressive_cut", 1) == (10, 6)
    assert value("progressive_cut", 3) == (6, 4)
    assert value("progressive_cut", 5) == (8, 4)


def test_wins_warnings_fouls():
    assert [value("wins", seq) for seq in (1, 2, 3, 4, 5)] == [3, 1, 1, 0, 1]
    a = SwissRecord(10, (BYE2,), warnings=1, fouls=2)
    assert value_of(a, "warnings") == 1 and value_of(a, "fouls") == 2


GO_CHAIN = ["points", "opponents_score", "progressive", "opponents_score_cut", "warnings", "lots"]


def test_rank_go_chain_and_what_separated():
    context = SwissContext.of(RECORDS, lots=draw_lots(7, BY_SEQ))
    rows = rank(RECORDS, GO_CHAIN, context)
    assert [(row.seq, row.rank) for row in rows] == [(1, 1), (3, 2), (5, 3), (2, 4), (4, 5)]
    assert [row.separation for row in rows] == [
        None,
        ("points", 6, 4),
        ("opponents_score", 8, 2),  # 3 and 5 both have 4 points
        ("points", 4, 2),
        ("opponents_score", 12, 6),  # 2 and 4 both have 2 points
    ]
    assert separating_tiebreak(BY_SEQ[3], BY_SEQ[5], GO_CHAIN, context) == ("opponents_score", 8, 2)
    assert separation_text(("opponents_score", 31, 29)) == "对手分 31 > 29"


def test_later_tiebreaks_when_the_earlier_ones_are_equal():
    twins = [
        SwissRecord(21, (BYE2,), warnings=1, previous_ranks=()),
        SwissRecord(22, (BYE2,), warnings=0),
    ]
    context = SwissContext.of(twins)
    assert separating_tiebreak(
        twins[1], twins[0], ["points", "opponents_score", "progressive", "warnings"], context
    ) == ("warnings", 0, 1)
    assert separation_text(("warnings", 0, 1)) == "警告次数 0 < 1"
    assert (
        separation_text(("opponents_score_cut", (6, 2), (6, 1)))
        == "对手分逐轮递减（去掉最后2轮）2 > 1"
    )
    assert (
        separation_text(("progressive_cut", (10, 6), (8, 4))) == "累进分逐轮递减（去掉前1轮）10 > 8"
    )
    assert separation_text(("opponents_score", Fraction(61, 2), 29)) == "对手分 30.5 > 29"


def test_jieqi_chain_fouls_then_previous_ranking():
    def rec(seq, fouls, ranks):
        return SwissRecord(seq, (BYE2, BYE2, BYE2), fouls=fouls, previous_ranks=ranks)

    field = [rec(31, 1, (1, 1)), rec(32, 0, (3, 1)), rec(33, 0, (2, 4))]
    chain = ["points", "opponents_score", "progressive", "fouls", "previous_ranking"]
    rows = rank(field, chain, SwissContext.of(field, opponents_rule=XIANGQI_003))
    # 32 and 33 have no foul (31 has one); between them, the rank after round 2: 2 < 3
    assert [row.seq for row in rows] == [33, 32, 31]
    assert rows[1].separation == ("previous_ranking", (2, 4), (3, 1))
    assert rows[2].separation == ("fouls", 0, 1)
    assert separation_text(rows[1].separation) == "前轮名次（倒数第1个前轮）2 < 3"


def test_lots_are_seeded_and_decide_last():
    lots = draw_lots(2023, [5, 1, 3])
    assert lots == draw_lots(2023, [1, 3, 5]) and sorted(lots.values()) == [1, 2, 3]
    field = [SwissRecord(seq, (BYE2,)) for seq in (1, 3, 5)]
    rows = rank(field, ["points", "lots"], SwissContext.of(field, lots=lots))
    assert [row.seq for row in rows] == sorted(lots, key=lots.get)
    assert [row.rank for row in rows] == [1, 2, 3]
    with pytest.raises(ValueError, match="抽签"):
        rank(field, ["lots"], SwissContext.of(field))


def test_equal_on_the_whole_chain_share_a_rank():
    field = [SwissRecord(seq, (BYE2,)) for seq in (4, 2)]
    rows = rank(field, ["points", "progressive"], SwissContext.of(field))
    assert [(row.seq, row.rank, row.separation) for row in rows] == [(2, 1, None), (4, 1, None)]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 30), draws=st.sampled_from([0, 300]))
def test_opponents_scores_add_up_over_a_generated_field(seed, players, draws):
    # Under GO_002 each game played over the board adds P(opponent) to each side, so
    # Σ_x 对手分(x) = Σ_x P(x) × (games x played over the board).
    tournament = random_tournament(
        random.Random(seed),
        players,
        4,
        draw_permille=draws,
        win=Fraction(1),
        draw=Fraction(1, 2),
        bye_points=Fraction(1),
    )
    records = tournament.records
    context = SwissContext.of(records, lots=draw_lots(seed, [r.seq for r in records]))
    played = {r.seq: sum(1 for x in r.rounds if x.outcome in PLAYED) for r in records}
    assert sum(Fraction(opponents_score(r, context)) for r in records) == sum(
        r.points * played[r.seq] for r in records
    )
    rows = rank(records, GO_CHAIN, context)
    assert sorted(row.seq for row in rows) == sorted(played)
    assert [row.rank for row in rows] == list(range(1, len(rows) + 1))  # lots leave no tie
