"""Seed 003 二(四)2, 二(四)3, 二(四)7: top 6 of each group + 8 wildcards = 32, drawn by lots
(or seeded
by group place), 32 → 16 → 8 → 4 → final, semi-final losers play for 3rd/4th."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.knockout.bracket import (
    Bracket,
    BracketError,
    Entrant,
    check_bracket,
    check_knockout,
    draw_bracket,
    knockout_entrants,
    knockout_progress,
    next_ties,
    play_knockout,
    random_knockout_field,
    round_label,
    standard_order,
    wildcard_refusal,
)

# groups of 32 numbered consecutively, each group's ranking in seq order: A = 1..32 (A1 = 1),
# B = 33..64, …
RANKINGS = {g: list(range(32 * k + 1, 32 * k + 33)) for k, g in enumerate("ABCD")}
WILDCARDS = [7, 8, 39, 40, 71, 72, 103, 104]


def test_entrants_and_wildcards():
    entrants = knockout_entrants(RANKINGS, WILDCARDS)
    assert len(entrants) == 32
    assert entrants[0] == Entrant(1, "A", 1) and entrants[23] == Entrant(102, "D", 6)
    assert [e.seq for e in entrants if e.wildcard] == WILDCARDS
    with pytest.raises(BracketError, match="外卡已满：规程只设 8 名外卡"):
        knockout_entrants(RANKINGS, WILDCARDS + [9])
    with pytest.raises(BracketError, match="6号已凭小组名次晋级"):
        knockout_entrants(RANKINGS, [6])
    assert wildcard_refusal(7, [7]) == "7号已是外卡选手。"
    assert wildcard_refusal(9, [7], qualified=[1]) is None


def test_standard_order():
    assert standard_order(4) == [1, 4, 2, 3]
    assert standard_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert standard_order(32)[:8] == [1, 32, 16, 17, 8, 25, 9, 24]
    assert [round_label(n) for n in (32, 16, 8, 4, 2)] == [
        "32进16",
        "16进8",
        "8进4",
        "半决赛",
        "决赛",
    ]


def test_seeding_by_group_place():
    # seeds 1–4 = A1 B1 C1 D1 (1, 33, 65, 97), 5–8 = A2 … D2, …, 21–24 = the sixths,
    # 25–32 the wildcards
    bracket = draw_bracket(knockout_entrants(RANKINGS, WILDCARDS), mode="standard")
    assert bracket.slots[:8] == (1, 104, 100, 5, 98, 7, 3, 102)
    assert check_bracket(bracket, knockout_entrants(RANKINGS, WILDCARDS)) == []
    first = next_ties(bracket)
    assert (first.number, first.label, len(first.ties), first.byes) == (1, "32进16", 16, ())
    assert first.ties[0].seats == (1, 104) and first.ties[2].seats == (98, 7)


def test_lots_are_reproducible_and_checked():
    entrants = knockout_entrants(RANKINGS, WILDCARDS)
    bracket = draw_bracket(entrants, seed=20190422)
    assert bracket == draw_bracket(entrants, seed=20190422)
    assert sorted(bracket.players) == sorted(e.seq for e in entrants)
    assert check_bracket(bracket, entrants) == []
    swapped = list(bracket.slots)
    swapped[0], swapped[2] = swapped[2], swapped[0]
    assert check_bracket(Bracket(tuple(swapped), "lots", 20190422), entrants) == [
        "用种子随机数 20190422 重抽的签表与公布的不同"
    ]


def _lower_wins_except(loser_in_semi):
    """Winner rule for the hand-worked bracket: the lower seq wins, except ``loser_in_semi``
    loses its semi."""

    def pick(tie, players):
        if players == 4 and loser_in_semi in tie.seats:
            return next(s for s in tie.seats if s != loser_in_semi)
        return min(tie.seats)

    return pick


def _play(bracket, pick):
    results = []
    while (nxt := next_ties(bracket, results)) is not None:
        results.append([(t.seats, pick(t, nxt.players)) for t in nxt.ties])
    return results


def test_hand_worked_bracket_to_the_final():
    bracket = draw_bracket(knockout_entrants(RANKINGS, WILDCARDS), mode="standard")
    results = _play(bracket, _lower_wins_except(1))
    # quarters (standard order 32): {1,104,100,5,98,7,3,102} → 1; {97,71,4,101,2,40,99,6} → 2;
    # {33,103,68,37,66,8,35,70} → 8 (a wildcard); {65,72,36,69,34,39,67,38} → 34
    assert [len(r) for r in results] == [16, 8, 4, 2, 2]
    assert results[3] == [((1, 2), 2), ((8, 34), 8)]
    # the last round: the final first, then 3rd/4th between the semi-final losers
    assert results[4] == [((2, 8), 2), ((1, 34), 1)]
    progress = knockout_progress(bracket, results)
    assert progress.finished and progress.next_round is None
    assert {s: progress.places[s] for s in (2, 8, 1, 34)} == {2: 1, 8: 2, 1: 3, 34: 4}
    # 7 (wildcard) beat 98, lost to 3 in the last 16; 3 lost to 1 in the quarter-final
    assert (progress.reached[7], progress.places[7]) == (16, 9)
    assert (progress.reached[3], progress.places[3]) == (8, 5)
    assert (progress.reached[98], progress.places[98]) == (32, 17)
    assert progress.reached[1] == 4 and progress.reached[8] == 2 and progress.reached[2] == 1
    assert progress.rounds[-1].ties[-1].third_place
    assert check_knockout(bracket, results) == []


def test_a_round_in_play_and_bad_results():
    bracket = draw_bracket(knockout_entrants(RANKINGS, WILDCARDS), mode="standard")
    first = next_ties(bracket)
    partial = [[(t.seats, min(t.seats)) for t in first.ties[:15]] + [(first.ties[15].seats, None)]]
    assert next_ties(bracket, partial) is None
    assert not knockout_progress(bracket, partial).rounds[0].decided
    with pytest.raises(BracketError, match="没有这样的对阵"):
        knockout_progress(bracket, [[((1, 33), 1)]])
    with pytest.raises(BracketError, match="胜者 5号不在这场对阵中"):
        knockout_progress(bracket, [[((1, 104), 5)]])
    with pytest.raises(BracketError, match="还没全部分出胜负"):
        knockout_progress(bracket, [partial[0], [((1, 100), 1)]])


def test_a_smaller_field_has_byes_that_never_meet():
    # 20 entrants: a bracket of 32 with 12 byes, on the positions of seeds 21..32
    entrants = [Entrant(s, "A", s) for s in range(1, 21)]
    bracket = draw_bracket(entrants, mode="standard")
    first = next_ties(bracket)
    assert (len(first.ties), sorted(first.byes)) == (4, list(range(1, 13)))
    assert first.ties[0].seats == (16, 17)
    assert check_bracket(bracket, entrants) == []


def test_checker_catches_a_wrong_pairing():
    bracket = draw_bracket(knockout_entrants(RANKINGS, WILDCARDS), mode="standard")
    results = _play(bracket, _lower_wins_except(1))
    wrong = [list(r) for r in results]
    # round 2: 1 meets 3 a round early, 5 sits out
    wrong[1][0] = ((1, 3), 1)
    problems = check_knockout(bracket, wrong)
    assert any("不该在这一轮相遇" in p for p in problems)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    count=st.integers(2, 32),
    mode=st.sampled_from(["lots", "standard"]),
    third=st.booleans(),
)
def test_every_generated_bracket_is_valid(seed, count, mode, third):
    rng = random.Random(seed)
    rankings, wildcards = random_knockout_field(rng)
    entrants = (
        knockout_entrants(rankings, wildcards)[:count]
        if count < 32
        else knockout_entrants(rankings, wildcards)
    )
    bracket = draw_bracket(entrants, mode=mode, seed=seed, third_place=third)
    assert check_bracket(bracket, entrants) == []
    results = play_knockout(bracket, rng)
    assert check_knockout(bracket, results) == []
    progress = knockout_progress(bracket, results)
    assert progress.finished
    places = sorted(progress.places.values())
    assert places[:2] == [1, 2] and len(progress.places) == count
    if count >= 4:
        assert places[2:4] == ([3, 4] if third else [3, 3])
