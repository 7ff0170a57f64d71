"""A round robin's rounds, read from its text, plan the field that plays them: a single round
robin of 9 rounds is ten players (an odd nine plays as many, one resting each round), a double
round robin of 10 rounds six players, a team round robin of 5 rounds six teams; every round the
timetable names is timed (before, a round robin kept the preset's eight players and seven slots,
so 第八轮 and 第九轮 were refused as ``no round 8``). The figures are worked by hand from the
Berger rule: n − 1 rounds a cycle for an even n."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2025年棋友会象棋邀请赛竞赛规程\n"

NINE = (
    "一、比赛采用单循环制，共九轮。\n"
    "二、胜一局得2分，和一局得1分，负一局得0分。\n"
    "三、比赛日程：\n"
    "11月8日 9:30 第一轮 13:30 第二轮 15:30 第三轮\n"
    "11月9日 9:30 第四轮 13:30 第五轮 15:30 第六轮\n"
    "11月15日 9:30 第七轮 13:30 第八轮 15:30 第九轮\n"
)


def test_nine_rounds_of_a_round_robin_time_every_round():
    d = draft(HEAD + NINE)
    assert d.reg.format.kind == "round_robin"
    assert d.reg.format.players == 10  # 9 rounds: ten players (n − 1 = 9)
    assert d.reg.format.planned_rounds == 9
    assert "rounds" in d.sources and "rounds" not in d.refused
    assert not [k for k in d.refused if k.startswith("round.")]
    values = stated(d)
    assert values["rounds"] == 9
    assert values["round.8"] == "2025-11-15 13:30"
    assert values["round.9"] == "2025-11-15 15:30"
    assert [r.number for r in d.reg.schedule.rounds] == list(range(1, 10))


def test_a_double_round_robin_of_ten_rounds_is_six_players():
    body = (
        "比赛采用双循环制，共赛十轮，先后手互换。\n"
        "10月4日 8:30 第一轮 9:40 第二轮 10:50 第三轮 14:00 第四轮 15:10 第五轮\n"
        "10月5日 8:30 第六轮 9:40 第七轮 10:50 第八轮 14:00 第九轮 15:10 第十轮\n"
    )
    d = draft(HEAD + body)
    assert d.reg.format.kind == "round_robin"
    assert d.reg.format.cycles == 2
    assert d.reg.format.players == 6  # 10 rounds over 2 cycles: 5 a cycle, six players
    values = stated(d)
    assert values["rounds"] == 10
    assert values["round.10"] == "2025-10-05 15:10"


def test_an_odd_count_is_no_double_round_robin():
    d = draft(HEAD + "比赛采用双循环制，共赛七轮。\n")
    assert d.reg.format.cycles == 2
    assert "rounds" in d.refused  # 7 rounds cannot be two equal cycles
    assert d.reg.format.players == 8  # the preset's planned field stays


def test_a_team_round_robin_plans_its_teams():
    body = (
        "比赛为团体赛，每队4人，按台次出场，采用单循环制，共5轮。\n"
        "每台胜一局得2分，和一局得1分，负一局得0分。\n"
    )
    d = draft(HEAD + body)
    fmt = d.reg.format
    assert fmt.kind == "team" and getattr(fmt, "system", None) == "round_robin"
    assert getattr(fmt, "teams", None) == 6  # 5 rounds: six teams
    assert fmt.planned_rounds == 5
    assert stated(d)["rounds"] == 5


def test_a_round_robin_without_rounds_keeps_the_preset_field():
    d = draft(HEAD + "比赛采用单循环制。\n")
    assert d.reg.format.players == 8
    assert "rounds" not in stated(d)
