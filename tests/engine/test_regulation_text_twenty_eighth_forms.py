"""Forms of the twenty-eighth held-out set: a clock in the brackets of a sentence about the
game (比赛采取一局定胜负（每局每人限时10分钟）), a date given after the sign-up's close
(报名截止后…公布，如有异议请在…17:00前致电: no deadline), the best of an age beside the prize
list (16岁以下第一名发鼓励奖100元: no place), divisions under a heading that names the entry's
conditions too (六、比赛分组及报名条件). The texts are written for each form; the expected
values are worked by hand from their words, and where a text leaves a value open none is
stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2025年象棋赛\n比赛采用积分编排制，共7轮。\n"


def test_a_clock_in_brackets():
    said = stated(draft(HEAD + "4.比赛采取一局定胜负（每局每人限时10 分钟）。\n"))
    assert said["time_control"] == "每局每人限时10分钟"


def test_a_date_after_the_sign_ups_close_is_no_deadline():
    line = "4.组委会将于报名截止后公布报名情况，如有异议请在2月27日17:00前致电组委会。\n"
    assert "deadline" not in stated(draft(HEAD + line))
    said = stated(draft(HEAD + "报名截止：2月20日。报名截止后不再接受报名。\n"))
    assert said["deadline"] == "2025-02-20 23:59"


def test_the_best_of_an_age_is_no_place():
    line = "九、奖励：第1名1180元，第2名700元，第3名500元 。"
    line += "为奖励青少年棋手，16岁以下第一名发鼓励奖100元。\n"
    assert stated(draft(HEAD + line))["prizes"] == [(1, 1, 1180), (2, 2, 700), (3, 3, 500)]


def test_divisions_under_a_heading_that_names_the_conditions_too():
    body = (
        HEAD
        + "六、比赛分组及报名条件\n1、吃子组（今年上半年就读幼儿园者）\n"
        + "2、级位组（未获得段位证书者）\n"
    )
    assert stated(draft(body))["divisions"] == ["吃子组", "级位组"]
