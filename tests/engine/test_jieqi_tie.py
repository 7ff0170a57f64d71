"""Seed 003 二(四)3, 二(四)4: the (2+1) tie — two games with colours swapped, a decider when level,
drawn deciders replayed with colours swapped (default) or counting for black (option)."""

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.knockout.tie import (
    FIRST,
    SECOND,
    TieColours,
    TieError,
    TieRules,
    colours_by_seed,
    colours_text,
    parse_tie,
    random_tie_games,
    read_games,
    tie_state,
    tie_summary,
    tie_text,
)

BLACK_WINS = TieRules(decider_draw="black_wins")


def test_two_games_decide():
    # 胜胜: 2:0 after the regular games
    state = parse_tie("胜胜", finished=True)
    assert (state.winner, state.decided_at, state.score, state.level) == (FIRST, 2, (2, 0), False)
    # 胜和: 1.5:0.5 — a draw is half a point, the first seat is ahead
    state = parse_tie("胜和", finished=True)
    assert (state.winner, state.score) == (FIRST, (Fraction(3, 2), Fraction(1, 2)))
    # 和负: 0.5:1.5
    assert parse_tie("和负").winner == SECOND


def test_one_all_goes_to_the_third_game():
    # 胜负: 1:1 — level, not decided, the decider comes next
    state = parse_tie("胜负")
    assert (state.level, state.decided, state.score) == (True, False, (1, 1))
    assert tie_summary(state) == "第一位选手 1:1 第二位选手，战平，进入加赛"
    with pytest.raises(TieError, match="须下加赛局"):
        parse_tie("胜负", finished=True)
    # 胜负胜: the decider won by the first seat
    state = parse_tie("胜", before=("胜", "负"), finished=True)
    assert (state.winner, state.decided_at, tie_text(state)) == (FIRST, 3, "胜负胜")
    assert state.advances((17, 4)) == 17
    assert tie_summary(state) == "第一位选手 1:1 第二位选手，加赛 胜，第一位选手晋级"
    # 和和负: ½:½ is level too; the decider is lost
    state = parse_tie("和和负", finished=True)
    assert (state.winner, state.decided_at, state.advances((17, 4))) == (SECOND, 3, 4)


def test_a_drawn_decider_goes_on():
    # 胜负和负: 1:1, decider 1 drawn, decider 2 (colours swapped) lost by the first seat
    state = parse_tie("胜负和负", finished=True)
    assert (state.winner, state.decided_at, state.deciders()) == (SECOND, 4, ("和", "负"))
    # 负胜和和和胜: three drawn deciders, the fourth decides
    state = parse_tie("负 胜 和 和 和 胜", finished=True)
    assert (state.winner, state.decided_at) == (FIRST, 6)
    with pytest.raises(TieError, match="加赛局和棋，须再下一局加赛"):
        parse_tie("胜负和", finished=True)


def test_drawn_decider_counts_for_black_under_the_option():
    # decider_red = SECOND: in game 3 the first seat has black, so 胜负和 goes to the first seat
    state = parse_tie("胜负和", BLACK_WINS, colours=TieColours(FIRST, SECOND), finished=True)
    assert (state.winner, state.by_black_draw, state.decided_at) == (FIRST, True, 3)
    assert tie_summary(state, BLACK_WINS).endswith("第一位选手晋级（加赛和棋判执黑方胜）")
    state = parse_tie("胜负和", BLACK_WINS, colours=TieColours(FIRST, FIRST))
    assert state.winner == SECOND
    with pytest.raises(TieError, match="第4局（加赛第2局）多余"):
        parse_tie("胜负和胜", BLACK_WINS, colours=TieColours(FIRST, FIRST))
    with pytest.raises(TieError, match="须先知道加赛局的先后手"):
        parse_tie("胜负和", BLACK_WINS)


def test_refusals_name_the_game():
    with pytest.raises(TieError) as info:
        parse_tie("胜胜负")
    assert str(info.value) == (
        "第3局多余：前2局 胜胜 已分出胜负（2:0，第一位选手晋级，从第一位选手看），"
        "只有常规局战平才下加赛局。请只写前2局，例如 胜胜。"
    )
    with pytest.raises(TieError, match="^第4局（加赛第2局）多余：第3局（加赛第1局）已分出胜负"):
        parse_tie("胜负胜负")
    with pytest.raises(TieError, match="看不懂第3个字「了」"):
        parse_tie("胜赢了")
    with pytest.raises(TieError, match="没有写对局结果"):
        parse_tie(" ，")
    with pytest.raises(TieError, match="不能再录入"):
        parse_tie("负", before=("胜", "胜"))
    assert read_games("勝，負、平 输") == ("胜", "负", "和", "负")


def test_without_decider_a_level_tie_is_for_the_organisers():
    rules = TieRules(decider=False)
    state = parse_tie("胜负", rules)
    assert (state.unresolved, state.decided) == (True, False)
    with pytest.raises(TieError, match="规程不设加赛局"):
        parse_tie("胜负胜", rules)


def test_colours_of_each_game():
    colours = TieColours(first_red=SECOND, decider_red=FIRST)
    # regular games swap; deciders start from their own lots and swap
    assert [colours.red(g) for g in range(1, 6)] == [SECOND, FIRST, FIRST, SECOND, FIRST]
    assert colours_text(3, colours, names=("甲", "乙")) == [
        "第1局 乙执红",
        "第2局 甲执红",
        "第3局（加赛第1局） 甲执红",
    ]
    assert colours_by_seed(7, 1, 3) == colours_by_seed(7, 1, 3)
    assert {colours_by_seed(7, 1, t) for t in range(1, 40)} == {
        TieColours(a, b) for a in (FIRST, SECOND) for b in (FIRST, SECOND)
    }


def _decided_at(games, rules_games=2):
    """Reference: the game that decides a replay_swapped tie, or None (independent of tie_state)."""
    if len(games) < rules_games:
        return None
    wins = games[:rules_games].count("胜")
    losses = games[:rules_games].count("负")
    if wins != losses:
        return rules_games
    for number, outcome in enumerate(games[rules_games:], start=rules_games + 1):
        if outcome != "和":
            return number
    return None


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from("胜负和"), min_size=1, max_size=9))
def test_every_tie_string_is_valid_or_refused_at_the_right_game(games):
    decided = _decided_at(games)
    if decided is None or len(games) <= decided:
        state = parse_tie("".join(games))
        assert state.decided_at == decided
        assert tie_text(state) == "".join(games)
    else:
        with pytest.raises(TieError, match=f"^第{decided + 1}局"):
            parse_tie("".join(games))


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([TieRules(), BLACK_WINS]))
def test_generated_ties_are_whole(seed, rules):
    games = random_tie_games(random.Random(seed), rules)
    state = tie_state(games, rules, TieColours(FIRST, FIRST))
    assert state.decided and state.decided_at == len(games)
