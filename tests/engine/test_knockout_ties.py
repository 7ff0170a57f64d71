"""The knockout's ties on their own (engine/knockout/tie.py with ``playoffs`` and ``clinch``,
engine/knockout/rounds.py): games scored win 1, draw ½, from the first seat's side.

The decider rule of the preset ``knockout`` (format.tie): two regular games; level → single
rapid deciders until one is won (``decider_draw = "replay_swapped"``, sudden death). The options
worked here: ``playoffs = [2]`` (a mini-match of two rapid games first, scored on its own), then
sudden death or one armageddon game (``"black_wins"``); a longer final (``games_by_round``); a
tie that ends once one side cannot be caught (``clinch``)."""

import pytest

from engine.knockout import rounds as kr
from engine.knockout.tie import FIRST, SECOND, TieColours, TieError, TieRules, parse_tie, tie_state

SUDDEN = TieRules(games=2, clinch=True)
MINI = TieRules(games=2, playoffs=(2,), clinch=True)
ARMAGEDDON = TieRules(games=2, playoffs=(2,), decider_draw="black_wins", clinch=True)
ALTERNATE = TieColours(FIRST, FIRST)  # 2 regular games: game 3 is the first seat's again


def test_two_games_drawn_one_all_then_rapid_deciders_until_one_wins():
    # 胜负 = 1:1, level; 和 (decider 1) drawn, 和 (decider 2) drawn, 负 (decider 3) lost by the
    # first seat: the second seat goes through at game 5
    state = parse_tie("胜负和和负", SUDDEN, finished=True)
    assert (state.score, state.level, state.winner, state.decided_at) == ((1, 1), True, SECOND, 5)
    # 胜负胜: the first decider decides at once
    assert parse_tie("胜负胜", SUDDEN, finished=True).decided_at == 3
    with pytest.raises(TieError, match="加赛局和棋，须再下一局加赛"):
        parse_tie("胜负和", SUDDEN, finished=True)


def test_a_two_game_mini_match_before_sudden_death():
    # 胜负 1:1; mini-match 胜和 = 1½:½ → the first seat at game 4
    state = parse_tie("胜负胜和", MINI, finished=True)
    assert (state.winner, state.decided_at, state.deciders(MINI)) == (FIRST, 4, ("胜", "和"))
    # mini-match 和和 ½:½ level → sudden death: 负 at game 5 → the second seat
    assert parse_tie("胜负和和负", MINI, finished=True).winner == SECOND
    # 胜负胜 is not whole: the mini-match has two games, one played
    with pytest.raises(TieError) as err:
        parse_tie("胜负胜", MINI, finished=True, examples="胜负胜和")
    assert "加赛第1组 2 局还没下完（已下 1 局）" in str(err.value)
    assert str(err.value).endswith("请写全整场，例如 胜负胜和。")
    with pytest.raises(TieError, match="常规局 1:1 战平，须下加赛第1组（2 局）"):
        parse_tie("负胜", MINI, finished=True)
    with pytest.raises(TieError, match=r"加赛各组仍战平，须再下加赛局（至分出胜负）"):
        parse_tie("胜负和和", MINI, finished=True)
    # a game after the mini-match decided is refused, named
    with pytest.raises(TieError, match="^第5局（加赛第3局）多余：第4局（加赛第2局）已分出胜负"):
        parse_tie("胜负胜和胜", MINI)


def test_armageddon_after_the_mini_match_a_draw_counts_for_black():
    # games alternate from the first seat (white in game 1): game 5 is the first seat's again
    # (1 W, 2 B, 3 W, 4 B, 5 W), so a drawn game 5 counts for black: the second seat
    state = parse_tie("胜负和和和", ARMAGEDDON, colours=ALTERNATE, finished=True)
    assert (state.winner, state.by_black_draw, state.decided_at) == (SECOND, True, 5)
    with pytest.raises(TieError, match="加赛各组仍战平，须再下加赛局（一局，和棋判执黑方胜）"):
        parse_tie("胜负和和", ARMAGEDDON, colours=ALTERNATE, finished=True)


def test_without_a_last_resort_a_tie_level_after_the_mini_match_goes_to_the_organisers():
    rules = TieRules(games=2, playoffs=(2,), decider=False, clinch=True)
    state = tie_state("胜负和和", rules)
    assert (state.unresolved, state.decided) == (True, False)
    with pytest.raises(TieError, match="加赛赛完仍战平，规程不设再加赛，须由组委会裁定晋级者"):
        parse_tie("胜负和和胜", rules)


def test_a_final_of_six_games_and_a_final_that_is_clinched():
    six = TieRules(games=6, clinch=True)
    # 胜和负胜和和 = 1 + ½ + 0 + 1 + ½ + ½ = 3½ : 2½ after all six
    state = parse_tie("胜和负胜和和", six, finished=True)
    assert (state.winner, state.decided_at, state.score) == (FIRST, 6, (3.5, 2.5))
    # 胜胜胜和 = 3½ : ½ with two games left: the second seat can reach 2½ at most
    assert parse_tie("胜胜胜和", six, finished=True).decided_at == 4
    # 胜胜胜 = 3 : 0 with three left: 3 is not more than 3, not over yet
    with pytest.raises(TieError, match="还要下完 6 盘常规局（已下 3 盘）"):
        parse_tie("胜胜胜", six, finished=True)
    with pytest.raises(TieError, match="^第5局多余：第4局已分出胜负"):
        parse_tie("胜胜胜和和", six)
    # all six drawn: 3:3 level, a decider follows
    assert parse_tie("和和和和和和胜", six, finished=True).decided_at == 7
    # seed 003's ties (clinch off) play every regular game: 胜胜胜 of four is not whole
    assert not tie_state("胜胜胜", TieRules(games=4, clinch=False)).decided
    assert tie_state("胜胜胜", TieRules(games=4, clinch=True)).decided_at == 3


def test_each_round_has_its_own_tie_length():
    # 16 positions: 16进8, 8进4, 半决赛, 决赛; the final of four games
    assert kr.round_names(16) == ["16进8", "8进4", "半决赛", "决赛"]
    longer = {"决赛": 4}
    assert [kr.tie_games(16, r, 2, longer) for r in (1, 2, 3, 4)] == [2, 2, 2, 4]
    final = kr.round_rules(SUDDEN, 16, 4, longer)
    assert (final.games, final.clinch, final.playoffs) == (4, True, ())
    assert kr.round_rules(SUDDEN, 16, 1, longer) is SUDDEN
    # 胜和负胜 (the contract's final): 2½ : 1½ after four
    assert parse_tie("胜和负胜", final, finished=True).decided_at == 4
    with pytest.raises(TieError, match="还要下完 4 盘常规局（已下 3 盘）"):
        parse_tie("胜负胜", final, finished=True)


def test_clinch_has_one_default():
    # [format.tie] left without clinch and a bare TieRules agree: a tie of four ends at 胜胜胜
    # (3 : 0, one game left, 3 > 1); the group knockout's tie (no clinch key) plays every game
    from engine.formats.knockout import KnockoutTieRules

    assert KnockoutTieRules().clinch is TieRules().clinch is True
    assert tie_state("胜胜胜", TieRules(games=4)).decided_at == 3
    assert TieRules.of(TieRules(games=4)).clinch is False
