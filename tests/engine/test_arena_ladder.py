"""Seed 004 八(三), 八(五)–八(七): the ladder — who defends, who challenges next, when the match
ends (7–13 bouts); the checker and the generator."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.arena.bout import BoutRules
from engine.arena.ladder import (
    FinishedBout,
    LadderError,
    MatchResult,
    NextBout,
    PlayedBout,
    Substitution,
    TeamLineup,
    bout_bounds,
    check_match,
    finished_bouts,
    ladder_state,
    next_bout,
    players_out,
    random_match,
)

# 四川 A6..A1, A擂主 = seqs 1..7; 重庆 B6..B1, B擂主 = seqs 11..17
A = TeamLineup("四川", (1, 2, 3, 4, 5, 6, 7))
B = TeamLineup("重庆", (11, 12, 13, 14, 15, 16, 17))
LINEUPS = (A, B)


def play(winners_by_seat):
    """Bouts where the winner of each is the given seat (0 defender, 1 challenger)."""
    bouts = []
    for seat in winners_by_seat:
        nxt = next_bout(LINEUPS, bouts)
        assert isinstance(nxt, NextBout)
        bouts.append(FinishedBout(nxt.defender, nxt.challenger, nxt.table[seat]))
    return bouts


def test_bout_one_is_both_number_sixes_first_team_first():
    nxt = next_bout(LINEUPS, [])
    assert (nxt.number, nxt.table, nxt.defender_team, nxt.challenger_team) == (1, [1, 11], 0, 1)


def test_a_sweep_by_the_first_teams_number_six():
    bouts = play([0] * 7)
    # A6 (#1) defends against B6, B5, …, B1, B擂主 in turn
    assert [(b.defender, b.challenger) for b in bouts] == [(1, s) for s in range(11, 18)]
    result = next_bout(LINEUPS, bouts)
    assert result == MatchResult(
        winner_team=0, loser_team=1, bouts=7, champion_beaten_by=1, remaining=(7, 0)
    )


def test_a_sweep_by_the_challenging_number_six():
    # B6 (#11) beats A6 in bout 1, then defends against A5 … A擂主
    bouts = play([1] + [0] * 6)
    assert [(b.defender, b.challenger) for b in bouts] == [(1, 11)] + [(11, s) for s in range(2, 8)]
    result = next_bout(LINEUPS, bouts)
    assert (result.winner_team, result.bouts, result.champion_beaten_by, result.remaining) == (
        1,
        7,
        11,
        (0, 7),
    )


def test_a_long_see_saw_takes_13_bouts():
    # every challenger wins: 11 beats 1, 2 beats 11, 12 beats 2, 3 beats 12, … the champions
    # meet last
    bouts = play([1] * 13)
    assert [(b.defender, b.challenger, b.winner) for b in bouts] == [
        (1, 11, 11),
        (11, 2, 2),
        (2, 12, 12),
        (12, 3, 3),
        (3, 13, 13),
        (13, 4, 4),
        (4, 14, 14),
        (14, 5, 5),
        (5, 15, 15),
        (15, 6, 6),
        (6, 16, 16),
        (16, 7, 7),
        (7, 17, 17),
    ]
    result = next_bout(LINEUPS, bouts)
    assert (result.winner_team, result.bouts, result.champion_beaten_by, result.remaining) == (
        1,
        13,
        17,
        (0, 1),
    )


def test_a_bout_after_the_end_and_a_wrong_table_are_refused():
    bouts = play([0] * 7)
    with pytest.raises(LadderError, match="第8轮多余：比赛已在第7轮结束（四川击败重庆擂主）"):
        ladder_state(LINEUPS, [*bouts, FinishedBout(1, 17, 1)])
    with pytest.raises(
        LadderError, match=r"第2轮对阵应为 守擂 #11（重庆） 对 攻擂 #2（四川），记录却是 #2 对 #11"
    ):
        ladder_state(LINEUPS, [FinishedBout(1, 11, 11), FinishedBout(2, 11, 2)])
    with pytest.raises(LadderError, match="胜者 #5 不是这一轮的棋手"):
        ladder_state(LINEUPS, [FinishedBout(1, 11, 5)])


def test_players_out_and_bounds():
    bouts = play([1, 1, 0])  # 11 beats 1, 2 beats 11, 2 beats 12
    assert players_out(bouts) == {1, 11, 12}
    assert next_bout(LINEUPS, bouts).table == [2, 13]
    assert bout_bounds(LINEUPS) == (7, 13)


def test_a_substitute_takes_the_place_from_a_bout_on():
    # A5 (#2) is replaced by substitute #8 from bout 2: bout 2 is [11, 8]
    subs = [Substitution(outgoing=2, incoming=8, from_bout=2)]
    bouts = [FinishedBout(1, 11, 11)]
    assert next_bout(LINEUPS, bouts, subs).table == [11, 8]
    bouts.append(FinishedBout(11, 8, 8))
    assert next_bout(LINEUPS, bouts, subs).table == [8, 12]
    with pytest.raises(LadderError):
        ladder_state(LINEUPS, [FinishedBout(1, 11, 11), FinishedBout(11, 2, 2)], subs)


def test_checker_on_played_bouts():
    played = [PlayedBout(1, 11, ("胜",) * 4), PlayedBout(1, 12, ("负",) * 4)]
    assert check_match(LINEUPS, played) == []
    assert check_match(LINEUPS, played, finished=True) == [
        "比赛还没结束：已赛 2 轮，双方擂主都还没输"
    ]
    assert check_match(LINEUPS, [PlayedBout(1, 11, ("胜", "负"))]) == ["第1轮：胜负 没有分出胜负"]
    assert "第5局多余" in check_match(LINEUPS, [PlayedBout(1, 11, ("胜",) * 5)])[0]
    # bout 3 must be [12, 2]: A5 challenges B5 who beat A6
    problems = check_match(LINEUPS, [*played, PlayedBout(12, 3, ("胜",) * 4)])
    assert problems == ["第3轮对阵应为 守擂 #12（重庆） 对 攻擂 #2（四川），记录却是 #12 对 #3"]


def test_generator_is_reproducible_and_valid():
    one = random_match(random.Random(7))
    two = random_match(random.Random(7))
    assert one == two
    lineups, played, result = one
    assert check_match(lineups, played, finished=True) == []
    assert result.bouts == len(played)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), draw_rate=st.sampled_from([0.0, 0.3, 0.9]))
def test_every_generated_match_is_valid_and_ends_in_7_to_13_bouts(seed, draw_rate):
    lineups, played, result = random_match(random.Random(seed), draw_rate=draw_rate)
    assert 7 <= result.bouts == len(played) <= 13
    assert check_match(lineups, played, finished=True) == []
    assert next_bout(lineups, finished_bouts(played)) == result


@settings(max_examples=150, deadline=None)
@given(seats=st.lists(st.integers(0, 1), min_size=13, max_size=13))
def test_any_sequence_of_winners_ends_within_7_to_13_bouts(seats):
    bouts = []
    for seat in seats:
        nxt = next_bout(LINEUPS, bouts)
        if isinstance(nxt, MatchResult):
            break
        bouts.append(FinishedBout(nxt.defender, nxt.challenger, nxt.table[seat]))
    result = next_bout(LINEUPS, bouts)
    assert isinstance(result, MatchResult)  # 13 bouts always suffice
    assert 7 <= result.bouts <= 13
    assert result.remaining[result.loser_team] == 0
    assert result.bouts == 7 + (7 - result.remaining[result.winner_team])


def test_other_bout_rules_reach_the_checker():
    rules = BoutRules(max_games=2, target=3, tie_at=2, tie_lead=2)
    # 和和 = 2:2 level → extra 胜 = lead 2 → decided at game 3
    assert check_match(LINEUPS, [PlayedBout(1, 11, ("和", "和", "胜"))], rules) == []
