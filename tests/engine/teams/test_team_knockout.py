"""A team knockout match: board points, then the regulation's decider (engine/teams/pairing.py).

Xiangqi boards score 2/1/0. The match 胜负和和 (from the first-named team's side) is
2 + 0 + 1 + 1 = 4 against 0 + 2 + 1 + 1 = 4: level, so the decider decides.
"""

from fractions import Fraction

from engine.games import default_points
from engine.teams.match import (
    DRAW,
    FIRST_TEAM,
    LOSS,
    OPEN,
    SECOND_TEAM,
    WIN,
    GamePoints,
    TeamMatch,
    enter_board,
    parse_boards,
)
from engine.teams.pairing import (
    BY_BOARD_POINTS,
    BY_COUNT_BACK,
    BY_DECIDER,
    BY_FORFEIT,
    BY_LOTS,
    KnockoutDecision,
    KnockoutRule,
    decide_knockout,
    early_winner,
)

LEVEL = TeamMatch(parse_boards("胜负和和", 4))
ARMAGEDDON = KnockoutRule(decider="board", decider_board=1, armageddon=True)


def test_more_board_points_go_through_without_a_decider() -> None:
    # 胜和胜负 = 2 + 1 + 2 + 0 = 5 against 0 + 1 + 0 + 2 = 3
    match = TeamMatch(parse_boards("胜和胜负", 4))
    assert decide_knockout(match, ARMAGEDDON) == KnockoutDecision(FIRST_TEAM, BY_BOARD_POINTS)


def test_level_match_waits_for_the_armageddon_board() -> None:
    assert decide_knockout(LEVEL, ARMAGEDDON) == KnockoutDecision(None, None, needs_decider=True)


def test_armageddon_decided_on_the_named_board() -> None:
    # The decider is played on board 1 with colours swapped: the second team's player moves
    # first (red). A win decides for its side; a draw goes to the side moving second (black),
    # here the first-named team.
    decided = decide_knockout(LEVEL, ARMAGEDDON, decider_game=DRAW, decider_first=SECOND_TEAM)
    assert decided == KnockoutDecision(FIRST_TEAM, BY_DECIDER)
    won = decide_knockout(LEVEL, ARMAGEDDON, decider_game=LOSS, decider_first=SECOND_TEAM)
    assert won == KnockoutDecision(SECOND_TEAM, BY_DECIDER)
    assert decide_knockout(LEVEL, ARMAGEDDON, decider_game=WIN).winner == FIRST_TEAM
    # without armageddon a drawn decider leaves it to the lots
    plain = KnockoutRule(decider="board", armageddon=False)
    assert decide_knockout(LEVEL, plain, decider_game=DRAW).by == BY_LOTS


def test_count_back_from_board_one() -> None:
    # 和胜负和: 4 : 4; board 1 drawn, board 2 won by the first team → it goes through.
    match = TeamMatch(parse_boards("和胜负和", 4))
    rule = KnockoutRule(decider="count_back")
    assert decide_knockout(match, rule) == KnockoutDecision(FIRST_TEAM, BY_COUNT_BACK)
    # 负胜胜负: board 1 lost → the other team
    other = TeamMatch(parse_boards("负胜胜负", 4))
    assert decide_knockout(other, rule) == KnockoutDecision(SECOND_TEAM, BY_COUNT_BACK)
    # every board drawn: the lots
    drawn = TeamMatch(parse_boards("和和和和", 4))
    assert decide_knockout(drawn, rule).by == BY_LOTS


def test_lots_are_the_same_for_the_same_seed() -> None:
    rule = KnockoutRule(decider="lots")
    first = decide_knockout(LEVEL, rule, seed=7, teams=("红队", "蓝队"))
    again = decide_knockout(LEVEL, rule, seed=7, teams=("红队", "蓝队"))
    assert first == again
    assert first.by == BY_LOTS and first.winner in (FIRST_TEAM, SECOND_TEAM)


def test_a_team_that_does_not_appear_is_knocked_out() -> None:
    match = TeamMatch.forfeited(4, FIRST_TEAM)
    assert decide_knockout(match, ARMAGEDDON) == KnockoutDecision(SECOND_TEAM, BY_FORFEIT)


def test_first_to_five_and_a_half_of_ten_ends_a_match_early() -> None:
    chess = GamePoints(*default_points("chess"))
    rule = KnockoutRule(target=Fraction(11, 2))
    # 10 boards, six entered: 胜胜胜胜和胜 = 1 + 1 + 1 + 1 + ½ + 1 = 5.5 → decided
    match = TeamMatch(parse_boards("胜胜胜胜和胜", 6) + (OPEN,) * 4)
    assert early_winner(match, chess, rule.target) == FIRST_TEAM
    assert decide_knockout(match, rule, points=chess) == KnockoutDecision(
        FIRST_TEAM, BY_BOARD_POINTS
    )
    # five entered, 4.5: not yet
    partial = TeamMatch(parse_boards("胜胜胜胜和", 5) + (OPEN,) * 5)
    assert early_winner(partial, chess, rule.target) is None
    assert decide_knockout(partial, rule, points=chess).winner is None


def test_without_a_target_a_lead_that_cannot_be_caught_ends_it() -> None:
    # 4 Xiangqi boards: 胜胜胜 and one left: 6 : 0, the last board can bring 2 at most
    three = enter_board(
        enter_board(enter_board(TeamMatch.empty(4), "第1台 胜"), "第2台 胜"), "第3台 胜"
    )
    assert early_winner(three) == FIRST_TEAM
    # 胜胜 and two left: 4 : 0, the other side could still make 4 → not decided
    two = enter_board(enter_board(TeamMatch.empty(4), "第1台 胜"), "第2台 胜")
    assert early_winner(two) is None
