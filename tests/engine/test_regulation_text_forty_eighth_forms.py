"""Forms the forty-eighth set's first run showed: clocks written as figures (20+5加秒制,
加秒制20+5) and their leads taken off one after another, 实行…的用时制度 around a clock, 超时判负
written right after the seconds, a check-in's latest time written 9点20分前 and a meeting's
召开, a chain on the line under 成绩计算方式, the teams' prizes after 奖励办法：团体, a last
round's avoidance, 1天7轮 after the system. The texts are written for each form; the values
are worked by hand from their words."""

from engine.regulation.text.normalise import normal
from tests.regulation_text_forms import stated_clock as _clock
from tests.regulation_text_forms import stated_values as _values

HEAD = "2019年象棋月赛竞赛规程\n采取积分编排制，共赛7轮。\n"


def test_clocks_written_as_figures():
    assert _clock(HEAD + "3,比赛时间设定:象棋采用20+5加秒制。\n") == normal("20+5加秒制")
    body = "2.采取积分编排制,1天7轮,每轮用时加秒制20+5,各组混合比赛;\n"
    values = _values("2019年象棋月赛竞赛规程\n" + body)
    assert normal(str(values["time_control"])) == normal("20+5")
    assert values["rounds"] == 7


def test_words_around_a_clock_and_the_overtime_rule_after_it():
    assert _clock(HEAD + "(三)实行30分钟加五秒的用时制度。\n") == normal("30分钟加五秒")
    body = "4、比赛用时每方用时30分钟,每步棋加10秒超时判负。\n"
    assert _clock(HEAD + body) == normal("每方用时30分钟,每步棋加10秒")


def test_a_latest_check_in_and_a_meeting_are_no_rounds_start():
    body = (
        "一、2010年3月6日上午9点20分前各队到赛场报到,9点30分召开领队会议,会上最后确定各队"
        "参赛名单并抽签确定第一轮比赛对阵。\n"
    )
    assert "round.1" not in _values(HEAD + body)


def test_a_chain_on_the_line_under_its_heading():
    body = (
        "八、成绩计算方式:\n按积分、对手分、累进分、胜局、犯规、直胜、后走局数,如无法区分,"
        "则比较前一轮成绩,以此类推,直至区分。\n"
    )
    assert _values(HEAD + body)["tiebreaks"] == [
        "points",
        "opponents_score",
        "progressive",
        "wins",
        "fouls",
        "direct_encounter",
    ]


def test_the_teams_prizes_after_the_headings_label():
    body = (
        "九、奖励办法:团体,第一名1800元,第二名1500元,第三名1200元;个人,第一名2800元,"
        "第二名1800元,第三名1300元。\n"
    )
    assert _values(HEAD + body)["prizes"] == [(1, 1, 2800), (2, 2, 1800), (3, 3, 1300)]


def test_a_last_rounds_avoidance_is_no_pairing_rule():
    assert "avoid_same" not in _values(HEAD + "4、采用七轮积分编排,最后一轮同队回避。\n")
    assert _values(HEAD + "4、采用七轮积分编排,同队回避。\n")["avoid_same"] == "team"


def test_points_written_as_figures_before_jifenzhi():
    values = _values(HEAD + "(四)采用2、1、0计分制。\n")
    assert (values["points.win"], values["points.draw"], values["points.loss"]) == ("2", "1", "0")
    assert "points.win" not in _values(HEAD + "(四)采用1、2、0计分制。\n")  # no win below a draw
