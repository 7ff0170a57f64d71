"""Seed 004 七(一)1 (ages), 七(二) (7 a team, 2 women, 2 same-gender substitutes), 八(六)
(numbers fixed, No. 6 a woman): sign-up and line-up checks."""

from datetime import date

from engine.arena.ladder import FinishedBout, Substitution, TeamLineup
from engine.arena.lineup import (
    LineupRules,
    Member,
    age_on,
    lineup_problems,
    place_holders,
    signup_problems,
    substitution_problems,
    team_lineups,
)

MATCH_DAY = date(2021, 9, 17)  # 004 六(一)
NUMBERS = ["6", "5", "4", "3", "2", "1", "擂主"]


def team(name, first_seq, women=("6", "1")):
    return [
        Member(first_seq + i, name, n, "女" if n in women else "男", name=f"{name}{n}")
        for i, n in enumerate(NUMBERS)
    ]


FULL = team("四川", 1) + team("重庆", 11)


def test_a_complete_lineup_has_no_problems_and_plays_6_to_champion():
    assert lineup_problems(FULL, MATCH_DAY) == []
    assert team_lineups(FULL) == (
        TeamLineup("四川", (1, 2, 3, 4, 5, 6, 7)),
        TeamLineup("重庆", tuple(range(11, 18))),
    )


def test_rules_from_the_preset():
    from engine.regulation import load_preset

    assert LineupRules.of(load_preset("chuanyu-xiangqi-arena-2021").format) == LineupRules()


def test_signup_refusals():
    man_six = Member(30, "四川", "6", "男", name="张三")
    assert signup_problems(man_six, []) == [
        "张三（#30） 是男子棋手，不能报 6号：首轮两队以 6号 对阵，须为女子棋手。"
    ]
    taken = signup_problems(Member(30, "四川", "5", "男"), FULL[:3])
    assert taken == [
        "四川的5号已由 四川5（#2） 报名，编号一经确定不可更改；请报本队还空着的编号：3、2、1、擂主"
    ]
    assert (
        "队伍「上海」不是本赛事的队伍，可写：四川、重庆"
        in signup_problems(Member(30, "上海", "5", "男"), [])[0]
    )
    assert "编号「7」不对" in signup_problems(Member(30, "四川", "7", "男"), [])[0]
    # the candidate's own earlier sign-up does not block him
    assert signup_problems(FULL[1], FULL) == []


def test_ages_14_to_65_on_the_match_day_both_included():
    assert age_on(date(2007, 9, 17), MATCH_DAY) == 14  # 14 on the day itself
    assert age_on(date(2007, 9, 18), MATCH_DAY) == 13
    assert age_on(date(1955, 9, 18), MATCH_DAY) == 65  # 66 only the next day
    assert age_on(date(1955, 9, 17), MATCH_DAY) == 66
    ok = [
        Member(30, "四川", None, "男", date(2007, 9, 17)),
        Member(31, "四川", None, "男", date(1955, 9, 18)),
    ]
    assert all(signup_problems(m, [], MATCH_DAY) == [] for m in ok)
    young = signup_problems(Member(30, "四川", None, "男", date(2007, 9, 18)), [], MATCH_DAY)
    assert young == [
        "#30 出生于 2007-09-18，比赛日 2021-09-17 时 13 周岁；参赛须年满 14 周岁、不超过 65 周岁。"
    ]
    assert (
        "66 周岁"
        in signup_problems(Member(30, "四川", None, "男", date(1955, 9, 17)), [], MATCH_DAY)[0]
    )
    # no birth date, or no match day: no check
    assert signup_problems(Member(30, "四川", None, "男"), [], MATCH_DAY) == []
    assert signup_problems(Member(30, "四川", None, "男", date(2015, 1, 1)), []) == []


def test_every_problem_at_the_close():
    members = [m for m in team("四川", 1, women=("6",)) if m.number != "3"] + team("重庆", 11)
    members += [Member(20 + i, "重庆", None, "男") for i in range(3)]
    assert lineup_problems(members, MATCH_DAY) == [
        "四川应有 6 名攻擂棋手和 1 名擂主，还缺：3号",
        "四川的出场棋手中只有 1 名女子棋手，每队至少 2 名",
        "重庆报了 3 名替补，每队最多 2 名",
    ]
    assert signup_problems(Member(23, "重庆", None, "男"), members) == [
        "重庆已报 3 名替补，每队最多 2 名。"
    ]


def test_substitutes_same_gender_at_most_two_not_after_losing():
    subs_pool = [
        Member(8, "四川", None, "男"),
        Member(9, "四川", None, "女"),
        Member(10, "四川", None, "男"),
    ]
    members = FULL + subs_pool
    assert substitution_problems(2, 8, members) == []  # A5 (男) ← #8 (男)
    assert substitution_problems(1, 8, members) == [
        "只能同性别替补：四川6（#1） 是女子棋手，#8 是男子棋手"
    ]
    assert substitution_problems(1, 9, members) == []
    assert substitution_problems(2, 9, members) == [
        "只能同性别替补：四川5（#2） 是男子棋手，#9 是女子棋手"
    ]
    done = [Substitution(2, 8, 1), Substitution(1, 9, 1)]
    assert place_holders(members, done)[2] == 8
    assert substitution_problems(3, 10, members, done) == ["四川已替补 2 次，每队最多 2 名替补"]
    assert "已经替补上场过一次" in substitution_problems(3, 8, members, done[:1])[-1]
    assert "现在不在四川的出场名单上" in substitution_problems(2, 10, members, done[:1])[0]
    # A6 (#1) lost bout 1: no substitute for her
    assert substitution_problems(1, 9, members, bouts=[FinishedBout(1, 11, 11)]) == [
        "四川6（#1） 已经输掉一轮出局，不需要替补"
    ]
    assert "不能中途替换" in substitution_problems(1, 9, members, playing={1, 11})[0]
    assert substitution_problems(12, 8, members)[0] == "#8 是四川的棋手，只能替补本队（重庆）"
    assert substitution_problems(2, 3, members) == ["四川4（#3） 是四川的4号，不是替补棋手"]
    sweep = [FinishedBout(1, s, 1) for s in range(11, 18)]
    assert substitution_problems(2, 8, members, bouts=sweep) == ["比赛已经结束，不能再替补"]


def test_the_desk_asks_the_format_for_team_numbers():
    """The sign-up desk's team-number check asks the format (services.signup_checks): 004
    七(二)3 各队可报2名替补 — two substitutes a team; 八(六) 首轮两队以6号对阵，且须为女子棋手 —
    No. 6 is the first challenger and a woman's. A format without teams (000's four-player
    tables) has neither."""
    from engine.formats import FORMATS
    from engine.regulation import load_preset

    arena = load_preset("chuanyu-xiangqi-arena-2021")
    assert FORMATS[arena.format.kind].signups.registered_substitutes(arena) == 2
    assert FORMATS[arena.format.kind].signups.women_only_number(arena) == "6"
    junqi = load_preset("xiaomanyao-junqi-2023")
    assert FORMATS[junqi.format.kind].signups.registered_substitutes(junqi) == 0
    assert FORMATS[junqi.format.kind].signups.women_only_number(junqi) is None
