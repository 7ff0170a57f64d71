"""The number of rounds in the forms the tuned sets showed: 比赛均为5局, 9轮超快棋, 五轮马克马洪积分
编排, 采五轮个人积分团体赛, 一共设置7轮, （共7轮） after a timetable, 共弈9轮 written group by group
(stated only when the groups named are every division), one group's clause (（一）社会公开组，五轮
快棋…) and 比赛不分组 (no group). The texts are written for each form; the expected values are
worked by hand from their words, and where a text leaves the number open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2024年国际象棋公开赛竞赛规程\n"


def _rounds(body: str) -> object:
    return stated(draft(HEAD + body)).get("rounds")


def test_rounds_written_with_their_kind_of_game():
    assert _rounds("2. 各组用棋钟计时每场每人15分钟每步延迟10秒，比赛均为5局。\n") == 5
    assert _rounds("四、比赛规则：9轮超快棋，计时每人5分钟+3秒\n") == 9
    assert _rounds("比赛将采取五轮马克马洪积分编排方式进行，\n") == 5
    assert (
        _rounds("四、比赛方式：采五轮个人积分团体赛，最后的队伍排名由队员的名次总和排出。\n") == 5
    )
    assert _rounds("竞赛办法：本次比赛采用瑞士制，一共设置7轮，从上午到下午赛一整天。\n") == 7


def test_a_total_after_a_timetable():
    body = (
        "第1-2轮：20日上午9:00-11:00，第3-5轮：20日下午13:30-16:30\n"
        "第6-7轮：21日上午9:00-11:00（共7轮）\n"
    )
    assert _rounds(body) == 7


def test_rounds_written_group_by_group_stand_only_for_every_division():
    groups = "九、比赛组别：\n1 公开组 不限\n2 国中组 国中\n3 高中组 高中\n十、比赛办法：\n"
    body = (
        groups
        + "（一）公开组，五轮快棋，每人25分钟。\n（二）国中组、高中组，五轮快棋，每人25分钟。\n"
    )
    assert _rounds(body) == 5
    groups = groups.replace("3 高中组 高中\n", "3 高中组 高中\n4 国小组 国小\n")
    body = (
        groups
        + "（一）公开组，五轮快棋，每人25分钟。\n（二）国中组、高中组，五轮快棋，每人25分钟。\n"
    )
    assert _rounds(body) is None  # 国小组's rounds are not written


def test_no_groups_is_no_group():
    assert _rounds("2.比赛不分组，采用积分编排制，共5轮。\n") == 5
