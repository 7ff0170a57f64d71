"""Seed 000 table scoring: §八.13 (7/3/1/0, forfeit 5), §七 (disconnects), §八.11 (23:30 draw)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.fourplayer import (
    FOUR_PLAYER_PARTNERS,
    Disconnect,
    FourPlayerPoints,
    game_sides,
    parse_disconnect_case,
    parse_table_result,
    seat_totals,
    table_points,
)

POINTS = FourPlayerPoints()
A, B, C, D = 0, 1, 2, 3


def test_defaults_are_the_regulation_values():
    # §八.13: 胜7 和3 负1 弃权0, 弃权者的同桌 5; §八.11: 23:30 未完成 和棋 3;
    # §七.1–4 (当事人, 对家, 另两家各): 解散 -3/3/3, 对家负 -1/3/7, 对家和 1/5/3, 对家胜 4/7/1
    assert (POINTS.win, POINTS.draw, POINTS.loss) == (7, 3, 1)
    assert (POINTS.forfeit_absent, POINTS.forfeit_present, POINTS.cutoff_draw) == (0, 5, 3)
    assert POINTS.disconnect == {
        "dissolved": (-3, 3, 3),
        "lose": (-1, 3, 7),
        "draw": (1, 5, 3),
        "win": (4, 7, 1),
    }


def test_partners_rotate_around_the_first_seat():
    # §八.1: 先手不动, 其他三人每人和先手搭档一盘: A+B v C+D, A+C v B+D, A+D v B+C
    assert [game_sides(FOUR_PLAYER_PARTNERS, k) for k in range(3)] == [
        ((A, B), (C, D)),
        ((A, C), (B, D)),
        ((A, D), (B, C)),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "胜和负",
        "胜 和 负",
        "胜，和，负",
        "胜、和、负",
        "W D L",
        "wdl",
        "W,D,L",
        "赢平输",
        " 胜和负 ",
    ],
)
def test_parse_table_result_accepts_common_forms(text):
    assert parse_table_result(text) == ("W", "D", "L")


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("胜和", "收到 2 局结果，应为三局结果，如 胜和负"),
        ("胜和负胜", "收到 4 局结果，应为三局结果，如 胜和负"),
        ("", "收到 0 局结果"),
        ("胜x负", "无法识别“X”"),
        ("胜赢了", "无法识别“了”"),
    ],
)
def test_parse_table_result_rejects_with_the_right_form(text, fragment):
    with pytest.raises(ValueError) as error:
        parse_table_result(text)
    assert fragment in str(error.value)
    assert "应为三局结果，如 胜和负" in str(error.value)


def test_parse_disconnect_case():
    assert [parse_disconnect_case(w) for w in ("解散", "负", "和", "胜")] == [
        "dissolved",
        "lose",
        "draw",
        "win",
    ]
    with pytest.raises(ValueError, match="应为 解散、负、和 或 胜"):
        parse_disconnect_case("掉了")


def test_normal_table_win_draw_loss():
    # 胜和负 from A's side:
    # game 1 A+B win v C+D: A 7, B 7, C 1, D 1
    # game 2 A+C draw B+D:  3 each
    # game 3 A+D lose v B+C: A 1, D 1, B 7, C 7
    per_game = table_points(parse_table_result("胜和负"), POINTS, FOUR_PLAYER_PARTNERS)
    assert per_game == [[7, 3, 1], [7, 3, 7], [1, 3, 7], [1, 3, 1]]
    # totals: A 7+3+1 = 11, B 7+3+7 = 17, C 1+3+7 = 11, D 1+3+1 = 5
    assert seat_totals(per_game) == [11, 17, 11, 5]


def test_forfeit_table_plays_no_games():
    # §六.1/§八.13: seat C absent the whole round -> C 0 per game, the others 5 per game;
    # no results are needed: C 0×3 = 0, others 5×3 = 15
    per_game = table_points((), POINTS, FOUR_PLAYER_PARTNERS, forfeits={C})
    assert per_game == [[5, 5, 5], [5, 5, 5], [0, 0, 0], [5, 5, 5]]
    assert seat_totals(per_game) == [15, 15, 0, 15]


def test_two_absent_seats():
    # B and D absent: each 0 per game; A and C present 5 per game -> 15, 0, 15, 0
    assert seat_totals(table_points((), POINTS, forfeits={B, D})) == [15, 0, 15, 0]


def test_forfeit_of_one_game_at_a_seat_change():
    # §八.1 换位 5 分钟未到判弃权: D misses game 2 (index 1); games 1 and 3 played 胜, 负
    # game 1 A+B win: 7 7 1 1; game 2 forfeit by D: A 5, B 5, C 5, D 0;
    # game 3 A+D lose v B+C: A 1, B 7, C 7, D 1
    per_game = table_points(("W", None, "L"), POINTS, game_forfeits={(D, 1)})
    assert per_game == [[7, 5, 1], [7, 5, 7], [1, 5, 7], [1, 0, 1]]


def test_cutoff_game_is_a_draw():
    # §八.11: game 3 unfinished at 23:30 -> 3 each, whatever was entered for it
    # game 1 A+B win: A 7 B 7 C 1 D 1; game 2 A+C lose: A 1 C 1 B 7 D 7; game 3: 3 each
    per_game = table_points(("W", "L", None), POINTS, cutoff_games={2})
    assert seat_totals(per_game) == [7 + 1 + 3, 7 + 7 + 3, 1 + 1 + 3, 1 + 7 + 3]
    assert table_points(("W", "L", "W"), POINTS, cutoff_games={2}) == per_game


@pytest.mark.parametrize(
    ("case", "expected"),
    [
        # game 1: A+B v C+D, B disconnects, partner A, opponents C and D
        ("dissolved", [3, -3, 3, 3]),  # §七.1 当事人扣3, 其余三人各得3
        ("lose", [3, -1, 7, 7]),  # §七.2 对家最终负: 当事人 -1, 对家 3, 另2家 7
        ("draw", [5, 1, 3, 3]),  # §七.3 对家最终和: 当事人 1, 对家 5, 另2家 3
        ("win", [7, 4, 1, 1]),  # §七.4 对家最终胜: 当事人 4, 对家 7, 另2家 1
    ],
)
def test_disconnect_cases(case, expected):
    per_game = table_points((None, "D", "D"), POINTS, disconnects=[Disconnect(B, 0, case)])
    assert [row[0] for row in per_game] == expected
    assert [row[1] for row in per_game] == [3, 3, 3, 3]


def test_disconnect_on_the_other_side():
    # game 2: A+C v B+D; D disconnects, partner B finally loses -> D -1, B 3, A 7, C 7
    per_game = table_points(("W", None, "W"), POINTS, disconnects=[Disconnect(D, 1, "lose")])
    assert [row[1] for row in per_game] == [7, 3, 7, -1]


def test_disconnect_overrides_cutoff():
    # game 3 A+D v B+C cut off at 23:30 after A disconnected; partner D "finally" draws:
    # A 1, D 5, B 3, C 3 (not 3 each)
    per_game = table_points(
        ("W", "W", None), POINTS, cutoff_games={2}, disconnects=[Disconnect(A, 2, "draw")]
    )
    assert [row[2] for row in per_game] == [1, 3, 3, 5]


def test_partner_already_out_is_scored_normally():
    # §七.5 若对家已阵亡, 不作处理: the referee records the plain result; A+B lose game 1
    per_game = table_points(("L", "D", "D"), POINTS)
    assert [row[0] for row in per_game] == [1, 1, 7, 7]


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"results": ("W", "D")}, "第3局没有结果"),
        ({"results": ("W", "X", "L")}, "第2局没有结果"),
        (
            {
                "results": ("W", "D", "L"),
                "disconnects": [Disconnect(A, 0, "lose"), Disconnect(C, 0, "win")],
            },
            "两次掉线",
        ),
        (
            {
                "results": ("W", "D", "L"),
                "forfeits": {C},
                "disconnects": [Disconnect(A, 0, "lose")],
            },
            "弃权，不能同时记录掉线",
        ),
        ({"results": ("W", "D", "L"), "disconnects": [Disconnect(A, 0, "crash")]}, "未知掉线情形"),
        ({"results": ("W", "D", "L"), "forfeits": {4}}, "座位 4 不存在"),
        ({"results": ("W", "D", "L"), "cutoff_games": {3}}, "第4局不存在"),
    ],
)
def test_table_points_rejects_inconsistent_records(kwargs, fragment):
    with pytest.raises(ValueError, match=fragment):
        table_points(points=POINTS, **kwargs)


results_strategy = st.tuples(*[st.sampled_from("WDL")] * 3)


@given(results_strategy)
def test_every_played_game_sums_to_16_or_12(results):
    # decisive 7+7+1+1 = 16, draw 3×4 = 12
    per_game = table_points(results, POINTS)
    for game, result in enumerate(results):
        total = sum(row[game] for row in per_game)
        assert total == (12 if result == "D" else 16)
        assert sorted(row[game] for row in per_game) in ([1, 1, 7, 7], [3, 3, 3, 3])


@given(st.sets(st.integers(0, 3), min_size=1, max_size=4), results_strategy)
def test_forfeit_table_totals(absent, results):
    # absent 0×3, present 5×3, whatever result was typed
    totals = seat_totals(table_points(results, POINTS, forfeits=absent))
    assert totals == [0 if seat in absent else 15 for seat in range(4)]


@given(
    st.integers(0, 3),
    st.integers(0, 2),
    st.sampled_from(["dissolved", "lose", "draw", "win"]),
    results_strategy,
)
def test_disconnect_game_sums(seat, game, case, results):
    # dissolved -3+3+3+3 = 6; lose -1+3+7+7 = 16; draw 1+5+3+3 = 12; win 4+7+1+1 = 13
    per_game = table_points(results, POINTS, disconnects=[Disconnect(seat, game, case)])
    assert (
        sum(row[game] for row in per_game)
        == {"dissolved": 6, "lose": 16, "draw": 12, "win": 13}[case]
    )
    first_side, _ = game_sides(FOUR_PLAYER_PARTNERS, game)
    partner = next(
        s
        for s in (first_side if seat in first_side else set(range(4)) - set(first_side))
        if s != seat
    )
    culprit_value, partner_value, _ = POINTS.disconnect[case]
    assert (per_game[seat][game], per_game[partner][game]) == (culprit_value, partner_value)
