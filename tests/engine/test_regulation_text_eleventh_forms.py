"""Forms of the eleventh and twelfth held-out sets: a circled item number, clocks of two games,
a fee waived for some (无需缴纳), a waiver or a fee written for some groups, prizes led by groups
the draft has no division of, a knockout then a round robin. The texts are written for each
form; the expected values are worked by hand from their words, and where a text leaves a value
open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"


def test_a_circled_item_number_before_a_clock():
    # ③时间每方基本用时40分钟，每步加5秒: ③ an item, 时间 a label
    d = draft(HEAD + "③时间每方基本用时40分钟，每步加5秒。\n")
    assert stated(d)["time_control"] == "每方基本用时40分钟，每步加5秒"


def test_clocks_of_two_games_state_none():
    # （三）比赛用时：象棋每步用时限2分钟，五子棋每步用时限20秒钟: two games, two clocks
    d = draft(HEAD + "（三）比赛用时：象棋每步用时限2分钟，五子棋每步用时限20秒钟。\n")
    assert "time_control" not in stated(d)


def test_fees_waived_or_written_for_some():
    # 需缴纳报名费30元，…学员无需缴纳报名费: the students pay nothing, no one fee
    d = draft(HEAD + "参赛人员需缴纳报名费30元，网校系统课学员无需缴纳报名费。\n")
    assert "fee" not in stated(d)
    # 1．高段组（甲组）、段位组（乙组）欢迎…参加（免报名费）: those groups' waiver
    d = draft(
        HEAD + "1．高段组（甲组）、段位组（乙组）欢迎全国棋友踊跃参加（免报名费）\n2．级位组\n"
    )
    assert "fee" not in stated(d)
    # 报名费：公开A组$50；: one group's fee
    assert "fee" not in stated(draft(HEAD + "报名费：公开A组$50；\n"))


def test_prizes_led_by_groups_the_draft_does_not_hold():
    # 级位组 冠军：5000元 …: a group with no division drafted, its prizes none of the event's
    d = draft(HEAD + "级位组 冠军：5000元 亚军：3500元 季军：2500元\n")
    assert "prizes" not in stated(d)
    # 成人奖励前3名：… / 少儿奖励前3名：…: by group
    d = draft(
        HEAD + "成人奖励前3名：冠军1000元，第二名600元，第三名400元。\n"
        "少儿奖励前3名：冠军300元，第二名200元，第三名100元。\n"
    )
    assert "prizes" not in stated(d)
    # one line for the event: 奖励前3名：冠军1000元…
    d = draft(HEAD + "奖励前3名：冠军1000元，第二名600元，第三名400元。\n")
    assert stated(d)["prizes"] == [(1, 1, 1000), (2, 2, 600), (3, 3, 400)]


def test_a_knockout_then_a_round_robin_states_no_format():
    # 比赛采用三局两胜单淘汰制，四强赛采用循环赛: two kinds in turn, no one format
    d = draft("2026年教职工象棋比赛通知\n比赛采用三局两胜单淘汰制，四强赛采用循环赛。\n")
    assert "format" not in stated(d)
