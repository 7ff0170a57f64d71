"""Forms of the tenth held-out set: clocks given by group in turn, led by a group after a
heading's label, written as 其中X组、Y组…; a clock after 所有比赛的时限均为 or a lettered item;
输得0分; 瑞士赛制; a line naming several games; a limit per item of the programme; a deadline
before office hours end; half points compared as fractions. The texts are written for each
form; the expected values are worked by hand from their words, and where a text leaves a value
open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import scores, stated

HEAD = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"


def test_clocks_of_groups_in_turn_state_none():
    # 入门组每局每方限时15分钟包干，进阶组每局每方限时25分钟包干: two groups, two clocks
    text = (
        HEAD + "比赛5轮，入门组每局每方限时15分钟包干，进阶组每局每方限时25分钟包干，不设读秒。\n"
    )
    assert "time_control" not in stated(draft(text))


def test_a_clock_led_by_a_group_after_a_label_states_none():
    # （二）赛制：公开组比赛采用9轮瑞士制，每方棋手90分钟包干… with 业余组 named elsewhere
    d = draft(
        HEAD + "比赛设公开组和业余组。\n（二）赛制：公开组比赛采用9轮瑞士制，每方棋手90分钟包干。\n"
    )
    assert "time_control" not in stated(d)
    # 其中候补大师组、一级棋士组比赛用时为每方50分钟: those groups' clock
    d = draft(HEAD + "其中候补大师组、一级棋士组比赛用时为每方50分钟，每步加30秒。\n")
    assert "time_control" not in stated(d)


def test_a_clock_after_a_lead_in_or_a_lettered_item():
    # （四）所有比赛的时限均为每方60分钟包干制，超时判负 / b）每轮每方用时为60分钟包干制
    d = draft(HEAD + "（四）所有比赛的时限均为每方60分钟包干制，超时判负。\n")
    assert stated(d)["time_control"] == "每方60分钟包干制"
    d = draft(HEAD + "b）每轮每方用时为60分钟包干制，超时作负。\n")
    assert stated(d)["time_control"] == "每轮每方用时为60分钟包干制"


def test_points_with_shu_and_a_swiss_written_saizhi():
    # 每轮获胜得1分，和各得0.5分，输得0分 / 采用瑞士赛制编排
    said = stated(
        draft(
            "2026年象棋双打赛规则\n共赛7轮，采用瑞士赛制编排。\n每轮获胜得1分，和各得0.5分，输得0分。\n"
        )
    )
    assert said["format"] == "swiss"
    assert (said["points.win"], said["points.loss"]) == ("1", "0")
    assert said["points.draw"] == "1/2"


def test_a_line_naming_several_games_states_no_game():
    # 一、比赛项目：跳棋、象棋、陆战棋（军棋）: three games; 比赛项目：象棋个人赛: one
    text = "教职工棋类比赛通知\n一、比赛项目：跳棋、象棋、陆战棋（军棋）\n"
    assert "game" not in stated(draft(text))
    assert stated(draft("教职工棋类比赛通知\n一、比赛项目：象棋个人赛\n"))["game"] == "xiangqi"


def test_a_limit_per_item_and_a_deadline_before_office_hours_end():
    # 每个工会小组每项目限报3人: no cap on the field; 10月30日下班前: a time the page does not give
    said = stated(
        draft(HEAD + "每个工会小组每项目限报3人。\n请各工会小组于2026年10月30日下班前报名。\n")
    )
    assert "capacity" not in said
    assert "deadline" not in said


def test_half_points_are_compared_as_fractions():
    # 和各得0.5分 read as 1/2 matches an expected "0.5"
    d = draft(HEAD + "每轮获胜得1分，和各得0.5分，输得0分。\n")
    precision, recall, wrong, missed = scores(d, {"points.draw": "0.5"})
    assert "points.draw" not in wrong and "points.draw" not in missed
