"""What separates a row from the row above, as a value (``RankReason``): which tiebreak, its two
values and the first criterion the rows were level on; the explanation is its words."""

from fractions import Fraction

from engine.standings import Competitor, rank_round, standings
from engine.swiss.record import BYE, RoundRecord, SwissRecord
from engine.tiebreaks import TIED, RankReason, reason_text
from engine.tiebreaks.games import SwissContext, draw_lots
from engine.tiebreaks.order import rank
from tests.engine.test_swiss_tiebreaks import BY_SEQ, GO_CHAIN, RECORDS

WEIGHTS = [Fraction(w, 10) for w in (2, 4, 6, 8, 10, 10)]  # seed 000 §六.2


def test_a_weighted_row_names_the_tiebreak_that_placed_it():
    # R4 (seed 000 §六.2): #1 (9, 5, 7, 11): 1.8 + 2 + 4.2 + 8.8 = 16.8;
    # #2 (3, 8, 7, 11): 0.6 + 3.2 + 4.2 + 8.8 = 16.8. Level on 加权总分, neither a sponsor, the
    # current round 11 = 11; 此前各轮成绩 (R3, R2, R1): #2 (7, 8, 3) before #1 (7, 5, 9) by R2.
    one = Competitor(1, False, {1: Fraction(9), 2: Fraction(5), 3: Fraction(7), 4: Fraction(11)})
    two = Competitor(2, False, {1: Fraction(3), 2: Fraction(8), 3: Fraction(7), 4: Fraction(11)})
    chain = ["weighted_total", "sponsor", "current_round", "earlier_rounds", "signup_order"]
    rows = rank_round([one, two], 4, WEIGHTS, chain)
    assert [row.seq for row in rows] == [2, 1]
    assert rows[0].reason is None  # the first row follows nobody
    reason = rows[1].reason
    assert reason == RankReason("earlier_rounds", (7, 8, 3), (7, 5, 9), "weighted_total")
    assert reason.deciding == "earlier_rounds" and not reason.tied
    # the words are made of the value
    assert rows[1].explanation == reason_text(reason) == "加权总分相同，第2轮成绩 8 > 5"


def test_standings_rows_carry_the_reason_and_a_total_that_decides_has_no_level():
    # R2: #1 (11, 15): 0.2×11 + 0.4×15 = 2.2 + 6 = 8.2; #2 (21, 9): 4.2 + 3.6 = 7.8;
    # #3 (11, 15) too, disqualified: listed last, unranked, no reason (取消资格)
    field = [
        Competitor(1, False, {1: Fraction(11), 2: Fraction(15)}),
        Competitor(2, False, {1: Fraction(21), 2: Fraction(9)}),
        Competitor(3, False, {1: Fraction(11), 2: Fraction(15)}, disqualified=True),
    ]
    rows = standings(field, WEIGHTS, {}).rows
    assert [(row.seq, row.rank) for row in rows] == [(1, 1), (2, 2), (3, None)]
    assert rows[1].reason == RankReason("weighted_total", Fraction(41, 5), Fraction(39, 5))
    assert rows[1].reason.deciding is None  # the totals differ: no tiebreak decided
    assert rows[1].explanation == "加权总分 8.2 > 7.8"
    assert rows[2].reason is None and rows[2].explanation == "取消资格"


def test_a_full_tie_is_the_tied_reason():
    # both scored 9 in round 1 and only 本轮成绩 is compared: they share rank 1
    field = [Competitor(4, False, {1: Fraction(9)}), Competitor(2, False, {1: Fraction(9)})]
    rows = rank_round(field, 1, WEIGHTS, ["round_score"])
    assert [(row.seq, row.rank) for row in rows] == [(2, 1), (4, 1)]
    assert rows[1].reason == TIED and rows[1].reason.tied and rows[1].reason.deciding is None
    assert rows[1].explanation == reason_text(TIED) == "并列"


def test_two_player_rows_name_the_tiebreak_after_equal_points():
    # tests/engine/test_swiss_tiebreaks.py works the field: points 1: 6, 3: 4, 5: 4, 2: 2, 4: 2;
    # 对手分 (Go 002) 3: 8, 5: 2 and 2: 12, 4: 6
    context = SwissContext.of(RECORDS, lots=draw_lots(7, BY_SEQ))
    rows = rank(RECORDS, GO_CHAIN, context)
    assert [row.seq for row in rows] == [1, 3, 5, 2, 4]
    assert [row.reason for row in rows] == [
        None,
        RankReason("points", 6, 4),
        RankReason("opponents_score", 8, 2, "points"),
        RankReason("points", 4, 2),
        RankReason("opponents_score", 12, 6, "points"),
    ]
    deciding = [row.reason.deciding for row in rows[1:]]
    assert deciding == [None, "opponents_score", None, "opponents_score"]
    assert reason_text(rows[2].reason) == "积分相同，对手分 8 > 2"


def test_two_player_twins_are_tied():
    # two byes each, nothing else: equal on every criterion, the same rank
    twins = [SwissRecord(seq, (RoundRecord(BYE, Fraction(2)),)) for seq in (8, 9)]
    rows = rank(twins, ["points", "opponents_score"], SwissContext.of(twins))
    assert [(row.rank, row.reason) for row in rows] == [(1, None), (1, TIED)]
