"""Seed 000 §六: weighted totals, tiebreak chain, cuts, substitutes, final ranking order."""

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.standings import (
    FIRST_ROUND_TIEBREAKS,
    TIEBREAKS,
    TIEBREAKS_FROM_ROUND_2,
    Competitor,
    RankContext,
    Tiebreak,
    cut,
    decimal_text,
    explain_order,
    rank_by_chain,
    rank_round,
    standings,
    substitute_order,
    weighted_total,
)

WEIGHTS = [
    Fraction(2, 10),
    Fraction(4, 10),
    Fraction(6, 10),
    Fraction(8, 10),
    Fraction(1),
    Fraction(1),
]
CUTS = {1: 128, 2: 64, 3: 32, 4: 16}


def player(seq, *scores, sponsor=False, **flags):
    return Competitor(
        seq,
        sponsor,
        {r: Fraction(s) for r, s in enumerate(scores, start=1) if s is not None},
        **flags,
    )


def ranked(competitors, round_no):
    chain = FIRST_ROUND_TIEBREAKS if round_no == 1 else TIEBREAKS_FROM_ROUND_2
    return rank_round(competitors, round_no, WEIGHTS, chain)


def order(rows):
    return [row.seq for row in rows]


def test_weighted_total_exact():
    scores = {
        1: Fraction(21),
        2: Fraction(17),
        3: Fraction(15),
        4: Fraction(13),
        5: Fraction(11),
        6: Fraction(9),
    }
    # 0.2×21 + 0.4×17 + 0.6×15 + 0.8×13 + 1×11 + 1×9 = 4.2 + 6.8 + 9 + 10.4 + 11 + 9 = 50.4
    assert weighted_total(scores, WEIGHTS, 6) == Fraction(504, 10)
    # after round 3: 4.2 + 6.8 + 9 = 20
    assert weighted_total(scores, WEIGHTS, 3) == 20
    with pytest.raises(ValueError, match="第7轮没有权值"):
        weighted_total(scores, WEIGHTS, 7)


def test_decimal_text():
    assert [
        decimal_text(v)
        for v in (Fraction(63, 5), Fraction(1, 4), Fraction(-3, 5), Fraction(-1, 20), 16)
    ] == [
        "12.6",
        "0.25",
        "-0.6",
        "-0.05",
        "16",
    ]
    assert decimal_text(Fraction(1, 3)) == "1/3"


def test_first_round_by_score_then_signup_order():
    # §六.1: R1 by its score, ties by sign-up number: 21 #4, 15 #2, 11 #1, 11 #3
    rows = ranked([player(1, 11), player(2, 15), player(3, 11), player(4, 21)], 1)
    assert order(rows) == [4, 2, 1, 3]
    assert [row.rank for row in rows] == [1, 2, 3, 4]
    assert [row.explanation for row in rows] == [
        None,
        "本轮成绩 21 > 15",
        "本轮成绩 15 > 11",
        "本轮成绩相同，报名序号 1 < 3",
    ]
    # §六.3 holds in every round: sponsors come between the score and the sign-up number
    assert rows[3].values == {"round_score": 11, "sponsor": 0, "signup_order": 3}


def test_first_round_sponsor_first_on_equal_scores():
    # RULES.md 000 (updated): §六.3 holds in round 1 too. #1 11, #3 11 sponsor, #2 15:
    # 15 #2, then 11 #3 (sponsor) before 11 #1 despite sign-up number 1 < 3
    rows = ranked([player(1, 11), player(2, 15), player(3, 11, sponsor=True)], 1)
    assert order(rows) == [2, 3, 1]
    assert rows[2].explanation == "本轮成绩相同，赞助者优先"


def test_weighted_total_decides_first():
    # A #1 (11, 15): 0.2×11 + 0.4×15 = 2.2 + 6 = 8.2; B #2 (21, 9): 4.2 + 3.6 = 7.8
    rows = ranked([player(2, 21, 9, sponsor=True), player(1, 11, 15)], 2)
    assert order(rows) == [1, 2]
    assert rows[1].explanation == "加权总分 8.2 > 7.8"
    assert rows[0].values["weighted_total"] == Fraction(41, 5)


def test_sponsor_first_on_equal_totals():
    # §六.3: #1 (11, 15) and #9 (11, 15) sponsor, both 8.2 -> the sponsor first despite seq 9 > 1
    rows = ranked([player(1, 11, 15), player(9, 11, 15, sponsor=True)], 2)
    assert order(rows) == [9, 1]
    assert rows[1].explanation == "加权总分相同，赞助者优先"


def test_current_round_decides_after_sponsor():
    # #2 (21, 9): 4.2 + 3.6 = 7.8; #5 (13, 13): 2.6 + 5.2 = 7.8; both sponsors
    # -> current round 13 > 9
    rows = ranked([player(2, 21, 9, sponsor=True), player(5, 13, 13, sponsor=True)], 2)
    assert order(rows) == [5, 2]
    assert rows[1].explanation == "加权总分相同，当轮成绩 13 > 9"


def test_earlier_rounds_go_back_one_by_one():
    # R4: #1 (9, 5, 7, 11): 1.8 + 2 + 4.2 + 8.8 = 16.8;
    # #2 (3, 8, 7, 11): 0.6 + 3.2 + 4.2 + 8.8 = 16.8.
    # current round 11 = 11, R3 7 = 7, R2 8 > 5 -> #2 first (R1 9 > 3 would have said #1)
    rows = ranked([player(1, 9, 5, 7, 11), player(2, 3, 8, 7, 11)], 4)
    assert order(rows) == [2, 1]
    assert rows[1].explanation == "加权总分相同，第2轮成绩 8 > 5"
    assert rows[0].values["earlier_rounds"] == (7, 8, 3)


def test_signup_order_last():
    # identical scores everywhere: 0.2×7 + 0.4×9 + 0.6×11 = 1.4 + 3.6 + 6.6 = 11.6 each
    # -> #3 before #8
    rows = ranked([player(8, 7, 9, 11), player(3, 7, 9, 11)], 3)
    assert order(rows) == [3, 8]
    assert rows[1].explanation == "加权总分相同，报名序号 3 < 8"


def test_tie_that_floats_would_get_wrong():
    # X #1 (5, 5, 9): 0.2×5 + 0.4×5 + 0.6×9 = 1 + 2 + 5.4 = 8.4
    # Y #2 (7, 7, 7): 0.2×7 + 0.4×7 + 0.6×7 = 1.4 + 2.8 + 4.2 = 8.4
    # exactly equal, so the current round decides: X 9 > Y 7 -> X first.
    # In binary floating point X's sum is 8.399999999999999 and Y's 8.4: a float total would
    # put Y first.
    assert 0.2 * 5 + 0.4 * 5 + 0.6 * 9 < 0.2 * 7 + 0.4 * 7 + 0.6 * 7
    rows = ranked([player(2, 7, 7, 7), player(1, 5, 5, 9)], 3)
    assert order(rows) == [1, 2]
    assert rows[0].values["weighted_total"] == rows[1].values["weighted_total"] == Fraction(42, 5)
    assert rows[1].explanation == "加权总分相同，当轮成绩 9 > 7"


def test_only_players_of_the_round_are_ranked():
    rows = ranked([player(1, 9, 11), player(2, 21), player(3, 5, 3)], 2)
    assert order(rows) == [1, 3]


def test_full_tie_without_signup_order_shares_the_rank():
    context = RankContext(1, WEIGHTS)
    rows = rank_by_chain([player(4, 9), player(2, 9), player(3, 11)], ["round_score"], context)
    assert [(row.seq, row.rank, row.explanation) for row in rows] == [
        (3, 1, None),
        (2, 2, "本轮成绩 11 > 9"),
        (4, 2, "并列"),
    ]


def test_registry_takes_new_names(monkeypatch):
    # another format registers "wins" (more first) and ranks its own player objects
    class Swiss:
        def __init__(self, seq, wins):
            self.seq, self.wins = seq, wins

    monkeypatch.setitem(TIEBREAKS, "wins", Tiebreak("wins", "胜局数", lambda p, ctx: p.wins))
    rows = rank_by_chain([Swiss(1, 2), Swiss(2, 3), Swiss(3, 2)], ["wins", "signup_order"], None)
    assert order(rows) == [2, 1, 3]
    assert rows[2].explanation == "胜局数相同，报名序号 1 < 3"
    assert explain_order({"wins": 3}, {"wins": 2}, ["wins"]) == "胜局数 3 > 2"


def test_unknown_tiebreak_name():
    with pytest.raises(ValueError, match="未知的排名依据：lots"):
        rank_round([player(1, 3)], 1, WEIGHTS, ["round_score", "lots"])


# A small field with scaled cuts {1: 4, 2: 2}, ranked by the 000 rules.
# R1: #1 9, #2 21, #3 13, #4 5, #5 17, #6 11, #7 3, #8 15
#   order #2 21, #5 17, #8 15, #3 13 | #6 11, #1 9, #4 5, #7 3  -> cut 4
# R2: #2 7, #5 15, #8 -5 (penalties), #3 17
#   #3: 0.2×13 + 0.4×17 = 2.6 + 6.8 = 9.4; #5: 3.4 + 6 = 9.4; #2: 4.2 + 2.8 = 7; #8: 3 - 2 = 1
#   #3 and #5 tie at 9.4, current round 17 > 15 -> #3, #5 | #2, #8  -> cut 2
# R3: #3 5, #5 11 -> #3: 9.4 + 3 = 12.4, #5: 9.4 + 6.6 = 16 -> #5, #3
SMALL_CUTS = {1: 4, 2: 2}


def small_field(flags=None, changed_scores=None):
    scores = {
        1: (9,),
        2: (21, 7),
        3: (13, 17, 5),
        4: (5,),
        5: (17, 15, 11),
        6: (11,),
        7: (3,),
        8: (15, -5),
    }
    scores.update(changed_scores or {})
    return [player(seq, *s, **(flags or {}).get(seq, {})) for seq, s in scores.items()]


def test_final_order_groups_by_round_left():
    result = standings(small_field(), WEIGHTS, SMALL_CUTS)
    assert result.after_round == 3
    # 1-2 by R3 total; 3-4 the R2 cut in R2 order; 5-8 the R1 cut in R1 order.
    # #8's total 1 is below #6's 2.2 (0.2×11) and #1's 1.8, but it left later, so it ranks
    # above them.
    assert [row.rank for row in result.rows] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert order(result.rows) == [5, 3, 2, 8, 6, 1, 4, 7]
    # totals: 16, 12.4, 7, 1; then R1 only: 0.2×11, 0.2×9, 0.2×5, 0.2×3
    assert [row.total for row in result.rows] == [
        16,
        Fraction(62, 5),
        7,
        1,
        Fraction(11, 5),
        Fraction(9, 5),
        1,
        Fraction(3, 5),
    ]
    assert [row.last_round for row in result.rows] == [3, 3, 2, 2, 1, 1, 1, 1]
    assert [row.status for row in result.rows] == ["active"] * 2 + ["eliminated"] * 6
    assert [row.explanation for row in result.rows] == [
        None,
        "加权总分 16 > 12.4",
        "止步第2轮",
        "加权总分 7 > 1",
        "止步第1轮",
        "本轮成绩 11 > 9",
        "本轮成绩 9 > 5",
        "本轮成绩 5 > 3",
    ]
    assert result.rows[3].round_scores == [15, -5, None]
    assert result.advancing == [5, 3]


def test_standings_after_round_2_cut_and_substitutes():
    result = standings(small_field(), WEIGHTS, SMALL_CUTS, after_round=2, substitutes=True)
    assert order(result.rows) == [3, 5, 2, 8, 6, 1, 4, 7]
    assert result.advancing == [3, 5]
    assert result.rows[1].explanation == "加权总分相同，当轮成绩 17 > 15"
    # substitutes: the R2 cut by R2 order (#2 total 7, #8 total 1), then the R1 cut in R1 order
    assert substitute_order(result.rows) == [2, 8, 6, 1, 4, 7]
    # the R2 cut stands by as substitutes; the R1 cut stays eliminated
    assert [row.status for row in result.rows] == ["active"] * 2 + ["substitute"] * 2 + [
        "eliminated"
    ] * 4
    without = standings(small_field(), WEIGHTS, SMALL_CUTS, after_round=2)
    assert [row.status for row in without.rows] == ["active"] * 2 + ["eliminated"] * 6
    assert substitute_order(without.rows) == [2, 8, 6, 1, 4, 7]
    assert all(len(row.round_scores) == 2 for row in result.rows)


def test_substitute_takes_an_absent_players_seat():
    # #5 withdraws before R3; substitute #2 plays R3 in his place and scores 13:
    # #2: 7 + 0.6×13 = 7 + 7.8 = 14.8 > #3 12.4. #5 last played R2 and is placed by his R2 order,
    # first of the R2 group, ahead of #8.
    field = small_field({5: {"withdrawn": True}}, {2: (21, 7, 13), 5: (17, 15)})
    result = standings(field, WEIGHTS, SMALL_CUTS)
    assert [(row.rank, row.seq, row.status) for row in result.rows[:4]] == [
        (1, 2, "active"),
        (2, 3, "active"),
        (3, 5, "withdrawn"),
        (4, 8, "eliminated"),
    ]
    assert result.rows[0].total == Fraction(148, 10)


def test_withdrawn_player_keeps_rank_but_never_advances():
    # after R1 #5 (2nd, 17) has withdrawn: the next eligible player, #6 (5th, 11), takes the
    # 4th place of the cut
    result = standings(small_field({5: {"withdrawn": True}}), WEIGHTS, SMALL_CUTS, after_round=1)
    assert order(result.rows)[:5] == [2, 5, 8, 3, 6]
    assert result.advancing == [2, 8, 3, 6]
    assert result.rows[1].status == "withdrawn" and result.rows[1].rank == 2
    assert 5 not in substitute_order(result.rows)


def test_disqualified_player_goes_last_unranked():
    # #2 (R1 21) disqualified after R1: the others move up, the cut takes #5 #8 #3 #6
    result = standings(small_field({2: {"disqualified": True}}), WEIGHTS, SMALL_CUTS, after_round=1)
    assert [(row.rank, row.seq) for row in result.rows] == [
        (1, 5),
        (2, 8),
        (3, 3),
        (4, 6),
        (5, 1),
        (6, 4),
        (7, 7),
        (None, 2),
    ]
    assert result.rows[-1].status == "disqualified"
    assert result.rows[-1].explanation == "取消资格"
    assert result.advancing == [5, 8, 3, 6]
    assert 2 not in substitute_order(result.rows)


def test_no_rounds_played():
    result = standings([player(1), player(2)], WEIGHTS, CUTS)
    assert (result.after_round, result.rows, result.advancing) == (0, [], [])


def _play_round(field, round_no, seats, rng):
    scores = {
        seq: rng.choice([3, 5, 7, 9, 11, 13, 15, 17, 21]) + rng.choice([0, 0, 0, -2, -5])
        for seq in seats
    }
    return [
        Competitor(c.seq, c.sponsor, {**c.round_scores, round_no: Fraction(scores[c.seq])})
        if c.seq in scores
        else c
        for c in field
    ]


def test_regulation_cuts_and_final_places():
    # 200 players: R1 -> 128, R2 -> 64, R3 -> 32, R4 -> 16, then R5 and R6 with the 16.
    # Final places: 1-16 R6 group, 17-32 cut after R4, 33-64 after R3, 65-128 after R2,
    # 129-200 after R1.
    rng = random.Random(2023)
    field = [Competitor(seq, seq % 50 == 0, {}) for seq in range(1, 201)]
    seats = [c.seq for c in field]
    kept = []
    for round_no in range(1, 7):
        field = _play_round(field, round_no, seats, rng)
        result = standings(field, WEIGHTS, CUTS)
        seats = result.advancing
        kept.append(len(seats))
        assert (
            seats
            == order(result.rows)[: len(seats)]
            == order(ranked(field, round_no))[: len(seats)]
        )
    assert kept == [128, 64, 32, 16, 16, 16]
    groups = [row.last_round for row in result.rows]
    assert groups == [6] * 16 + [4] * 16 + [3] * 32 + [2] * 64 + [1] * 72
    assert [row.rank for row in result.rows] == list(range(1, 201))
    # places 1-16 are in descending weighted total after R6
    totals = [row.total for row in result.rows[:16]]
    assert totals == sorted(totals, reverse=True)
    # places 17-32 are the R4 ranking from 17th on, 33-64 the R3 ranking from 33rd on
    assert order(result.rows[16:32]) == order(ranked(field, 4))[16:32]
    assert order(result.rows[32:64]) == order(ranked(field, 3))[32:64]


@given(st.lists(st.integers(-10, 21), min_size=1, max_size=80), st.integers(0, 100))
def test_cut_keeps_exactly_k(scores, keep):
    field = [player(seq, s) for seq, s in enumerate(scores, start=1)]
    rows = ranked(field, 1)
    advancing, eliminated = cut(rows, keep)
    assert len(advancing) == min(keep, len(field))
    assert advancing + eliminated == order(rows)
    assert all(
        r1.values["round_score"] >= r2.values["round_score"]
        for r1, r2 in zip(rows, rows[1:], strict=False)
    )
