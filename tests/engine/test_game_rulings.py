"""What a format does with a ruling on one game: a game lost by a penalty or by the fouls rule
(003 二(五)2 两次犯规判负, 二(五)3 立即判负) in a two-player game and in a (2+1) tie, and the
partners of a four-player game (000 §八.1, for §九's 开棋 partner), worked from the seeds."""

import pytest

from engine.formats import FORMATS
from engine.formats.group_knockout import TieResult
from engine.formats.round_robin import GameResult
from engine.knockout import tie as kt
from engine.regulation import load_preset

JUNQI = load_preset("xiaomanyao-junqi-2023")
JIEQI = load_preset("pingshan-jieqi-2019")


def test_two_player_game_lost_whatever_was_reported():
    # 003 二(五)2 两次犯规判负 in a group game: 胜 from the first seat becomes 负 when the
    # first seat loses, 胜 when the second does
    fmt = FORMATS["group_swiss_knockout"].for_round(JIEQI, 1)
    assert fmt.results.lose_game(JIEQI, GameResult("W"), 0, 0)[0] == GameResult("L")
    assert fmt.results.lose_game(JIEQI, GameResult(), 1, 0)[0] == GameResult("W")
    assert fmt.results.table_games(JIEQI, GameResult(), 2) == 1
    assert fmt.results.table_games(JIEQI, GameResult(forfeits=(0,)), 2) == 0
    with pytest.raises(ValueError, match="已判弃权"):
        fmt.results.lose_game(JIEQI, GameResult(forfeits=(1,)), 0, 0)


def test_a_tie_loses_the_game_in_progress():
    # RULES.md 003 reading: in a (2+1) tie the second foul loses the game being played, the
    # first game the tie's result does not hold yet
    rules = kt.TieRules()
    assert kt.game_in_progress((), rules) == 1 and kt.game_in_progress(("负",), rules) == 2
    # game 1 lost by the first seat: 负, the tie goes on (two regular games at least)
    assert kt.lose_game((), 1, kt.FIRST, rules).games == ("负",)
    assert kt.games_so_far(("负",), rules) == 2
    # game 2 lost by the second seat after 负: 负胜 = 1:1 level, a decider follows (game 3)
    state = kt.lose_game(("负",), 2, kt.SECOND, rules)
    assert state.games == ("负", "胜") and state.level and not state.decided
    assert kt.games_so_far(state.games, rules) == 3
    # game 2 with game 1 unrecorded: the earlier games are needed (前局), then 胜 + 负 = 1:1
    with pytest.raises(kt.TieError, match="第2局之前的各局还没有结果.*前局胜"):
        kt.lose_game((), 2, kt.FIRST, rules)
    assert kt.lose_game((), 2, kt.FIRST, rules, "胜").games == ("胜", "负")
    with pytest.raises(kt.TieError, match="前局”应写第2局之前的全部 1 局"):
        kt.lose_game((), 2, kt.FIRST, rules, "胜负")
    # a ruling on game 1 of the decided 胜胜 (2:0) makes it 负胜: level again
    assert kt.lose_game(("胜", "胜"), 1, kt.FIRST, rules).games == ("负", "胜")
    # 胜负胜 with game 1 lost by the first seat: 负负 decides at game 2, game 3 is refused
    with pytest.raises(kt.TieError, match="多余"):
        kt.lose_game(("胜", "负", "胜"), 1, kt.FIRST, rules)
    ko = FORMATS["group_swiss_knockout"].for_round(JIEQI, 8)
    assert ko.results.current_game(JIEQI, TieResult(("负",))) == 1
    assert ko.results.lose_game(JIEQI, TieResult(), 0, 0)[0] == TieResult(("负",))


def test_four_player_partners():
    # 000 §八.1: game 1 A+B v C+D, game 2 A+C v B+D, game 3 A+D v B+C (seats 0..3)
    fmt = FORMATS["four_player_elimination"]
    assert [fmt.results.partner_seat(JUNQI, 0, g) for g in range(3)] == [1, 2, 3]
    assert [fmt.results.partner_seat(JUNQI, 1, g) for g in range(3)] == [0, 3, 2]
    assert [fmt.results.partner_seat(JUNQI, 2, g) for g in range(3)] == [3, 0, 1]
    assert [fmt.results.partner_seat(JUNQI, 3, g) for g in range(3)] == [2, 1, 0]
