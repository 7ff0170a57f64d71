"""Teams, sign-up by board and line-up checks (engine/teams/lineup.py), by hand."""

import pytest

from engine.teams.lineup import (
    LineupRules,
    Member,
    Team,
    check_lineup,
    lineup_for_round,
    signup_refusal,
)

# 4 boards, 2 reserves: 台次 1–4 regulars, 5 and 6 reserves.
TEAM = Team(
    seq=1,
    name="红队",
    boards=4,
    members=(
        Member(11, "张一", 1, age=30),
        Member(12, "李二", 2, age=25),
        Member(13, "王三", 3, woman=True, age=15),
        Member(14, "赵四", 4, age=11),
        Member(15, "钱五", 5, woman=True, age=10),
        Member(16, "孙六", 6, age=40),
    ),
    captain=11,
)


def test_regulars_reserves_and_completeness() -> None:
    assert [m.seq for m in TEAM.regulars] == [11, 12, 13, 14]
    assert [m.seq for m in TEAM.reserves] == [15, 16]
    assert TEAM.complete
    short = Team(2, "蓝队", 4, (Member(21, "甲", 1), Member(22, "乙", 2), Member(25, "戊", 5)))
    assert not short.complete  # boards 3 and 4 are empty; a reserve does not fill them
    assert TEAM.registered_lineup() == (11, 12, 13, 14)


def test_boards_are_two_to_twelve() -> None:
    with pytest.raises(ValueError, match="团体赛每队 2–12 台，这里是 13 台"):
        Team(3, "绿队", 13)
    with pytest.raises(ValueError, match="团体赛每队 2–12 台，这里是 1 台"):
        Team(3, "绿队", 1)
    assert Team(3, "绿队", 7).boards == 7  # 上海财大's 7 boards, 浦东's 8 (bench/regulation_texts)


def test_signup_refusals() -> None:
    assert signup_refusal(TEAM, 2) == "红队第2台已由李二报名，请换一个台次"
    assert signup_refusal(TEAM, 7) == "红队的替补已满（最多 2 名）"
    assert signup_refusal(TEAM, 0) == "台次从 1 起：第1台到第4台为正式队员，之后为替补"
    assert signup_refusal(Team(4, "黄队", 4), 3) is None


def test_a_line_up_keeping_the_registered_order_with_a_reserve_passes() -> None:
    # 张一(1) 李二(2) 王三(3) 钱五(5): 1 < 2 < 3 < 5, the reserve below the regulars
    assert check_lineup(TEAM, (11, 12, 13, 15), LineupRules(min_women=1)) == []


def test_order_may_not_be_reversed() -> None:
    problems = check_lineup(TEAM, (11, 13, 12, 14), LineupRules())
    assert problems == [
        "台次不得颠倒：第2台王三报名台次为3，第3台李二报名台次为2，出场台次须按报名台次由小到大排列"
    ]
    # where the regulation allows it, the same line-up is fine
    assert check_lineup(TEAM, (11, 13, 12, 14), LineupRules(keep_order=False)) == []


def test_count_duplicates_and_strangers() -> None:
    assert check_lineup(TEAM, (11, 12, 13), LineupRules()) == [
        "红队的出场名单应为 4 人（第1台到第4台各一人），这里写了 3 人"
    ]
    assert check_lineup(TEAM, (11, 11, 13, 99), LineupRules()) == [
        "11号在出场名单中出现了两次",
        "99号不是红队的队员",
    ]


def test_at_least_one_woman() -> None:
    # 张一 李二 赵四 孙六: no woman
    assert check_lineup(TEAM, (11, 12, 14, 16), LineupRules(min_women=1)) == [
        "红队出场至少要有 1 名女棋手，这里只有 0 名"
    ]


def test_age_bands_per_board() -> None:
    rules = LineupRules(age_bands={4: (None, 12), 3: (14, 18)})
    # board 4 at most 12: 赵四 11 passes; board 3 14–18: 王三 15 passes
    assert check_lineup(TEAM, (11, 12, 13, 14), rules) == []
    # board 4 孙六 40
    assert check_lineup(TEAM, (11, 12, 13, 16), rules) == ["第4台限 12 岁及以下：孙六 40 岁"]
    no_age = Team(5, "白队", 3, (Member(51, "甲", 1), Member(52, "乙", 2), Member(53, "丙", 3)))
    assert check_lineup(no_age, (51, 52, 53), LineupRules(age_bands={1: (18, None)})) == [
        "第1台限 18 岁及以上：甲没有登记年龄"
    ]


def test_a_team_without_a_line_up_plays_its_last_one() -> None:
    given = {1: (11, 12, 13, 14), 3: (11, 12, 13, 15)}
    rules = LineupRules()
    assert lineup_for_round(TEAM, 1, given, rules) == (11, 12, 13, 14)
    assert lineup_for_round(TEAM, 2, given, rules) == (11, 12, 13, 14)  # round 1's
    assert lineup_for_round(TEAM, 4, given, rules) == (11, 12, 13, 15)  # round 3's
    assert lineup_for_round(TEAM, 1, {}, rules) == (11, 12, 13, 14)  # the sign-up order
    # fixed board order from sign-up: what was given is not read
    assert lineup_for_round(TEAM, 3, given, LineupRules(fixed=True)) == (11, 12, 13, 14)
