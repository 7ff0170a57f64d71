"""Forms of the twelfth held-out set: a clock beside 其余组别, a final's clock in hours, 计时 and
一般比赛时间为 as lead-ins, a clock for make-up games. The texts are written for each form; the
expected values are worked by hand from their words, and where a text leaves a value open none
is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

GO = "2026年围棋公开赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"


def test_a_clock_beside_the_other_groups_states_none():
    # 甲组~3段基本时间20分钟包干制，其余组别视对局进程…: some groups' clock, none for the event
    text = (
        GO
        + "计时：甲组~3段基本时间20分钟包干制，其余组别视对局进程速度斟酌使用计时器，读秒20秒2次\n"
    )
    assert "time_control" not in stated(draft(text))


def test_a_finals_clock_in_hours_states_none():
    # 每方30分钟三次30秒读秒，决赛每方1小时三次30秒读秒: the final plays another clock
    text = GO + "（三）比赛用时为每方30分钟三次30秒读秒，决赛每方1小时三次30秒读秒。\n"
    assert "time_control" not in stated(draft(text))


def test_jishi_and_yiban_bisai_shijian_as_lead_ins():
    # 9轮超快棋，计时每人5分钟+3秒 / 一般比赛时间为基本时限20分钟，读秒20秒3次
    d = draft(GO + "四、比赛规则：9轮超快棋，计时每人5分钟+3秒\n")
    assert stated(d)["time_control"] == "每人5分钟+3秒"
    d = draft(GO + "一般比赛时间为基本时限20分钟，读秒20秒3次，加赛时限则由主办单位公布。\n")
    assert stated(d)["time_control"] == "基本时限20分钟，读秒20秒3次"


def test_a_clock_for_make_up_games_is_not_the_events():
    # 补赛用时：每人各30分钟，读秒30秒3次: the make-up games', none for the rounds
    assert "time_control" not in stated(draft(GO + "补赛用时：每人各30分钟，读秒30秒3次\n"))


def test_a_team_event_scored_in_team_points():
    # 以“学校”为单位组成队伍 … 每支队伍由3人组成 … 队分：胜方得1分，负方得0分，平手各得0.5分
    d = draft(
        "2026年小学校际围棋团体赛\n1. 以“学校”为单位组成队伍。\n2. 每支队伍由3人组成。\n"
        "6轮积分循环制，比赛名次以队分计算（队分：胜方得1分，负方得0分，平手各得0.5分。）\n"
    )
    said = stated(d)
    assert said["teams"] is True and said["boards"] == 3
    assert (said["match.win"], said["match.draw"], said["match.loss"]) == ("1", "1/2", "0")
    assert not any(key.startswith("points.") for key in said)


def test_a_start_with_its_minutes_in_chinese_numerals():
    # 比赛日期：2026年1月7日 / 比赛时间：上午九时三十分 至 下午四时三十分: 09:30
    d = draft(GO + "比赛日期：2026年1月7日（星期日）\n比赛时间：上午九时三十分 至 下午四时三十分\n")
    assert stated(d)["round.1"] == "2026-01-07 09:30"


def test_an_early_rate_is_no_deadline():
    # 早鸟优惠：4月18日前报名费为$30/人 … 报名截止日2026年4月30日: the 30th
    d = draft(GO + "早鸟优惠：4月18日前报名费为$30/人。\n报名截止日2026年4月30日。\n")
    assert stated(d)["deadline"] == "2026-04-30 23:59"
