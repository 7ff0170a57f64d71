"""Forms where a reader stated more than the text says, or less than its whole clause: a clock
after a label or a group's name, a clock clause going on after its minutes, a clock written
with the page's spaces. The texts are written for each form; the expected values are worked by
hand from their words, and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"


def test_a_clock_after_a_kind_of_game_label():
    # 标准棋：每方基本用时45分钟，每步加15秒: the label 标准棋： is no part of the clock
    d = draft(HEAD + "比赛用时：\n1. 标准棋：每方基本用时45分钟，每步加15秒。\n")
    assert stated(d)["time_control"] == "每方基本用时45分钟，每步加15秒"


def test_a_clock_after_one_groups_name():
    # 青年组比赛时限为每方50分钟，每步加10秒: the group's name and 比赛时限为 dropped
    d = draft(HEAD + "本次比赛共分三组，青年组比赛时限为每方50分钟，每步加10秒。\n")
    assert stated(d)["time_control"] == "每方50分钟，每步加10秒"


def test_clocks_given_group_by_group_state_none():
    # two groups, two clocks (青年组 50 minutes, 少儿组 20 minutes): no one clock for the event
    d = draft(
        HEAD + "青年组比赛时限为每方50分钟，每步加10秒；少儿组比赛时限为每方20分钟，每步加5秒。\n"
    )
    assert "time_control" not in stated(d)


def test_a_clock_clause_kept_to_its_end():
    # 每方15分钟包干，视比赛进程，裁判可加钟限时，超时判负: the clause up to 加钟限时 (the
    # sentence's end before the overtime rule 超时判负)
    d = draft(HEAD + "时限：每方15分钟包干，视比赛进程，裁判可加钟限时，超时判负。\n")
    assert stated(d)["time_control"] == "每方15分钟包干，视比赛进程，裁判可加钟限时"


def test_a_clock_written_with_spaces_and_without_zhong():
    # 每方基本用时 40 分，每步加 10 秒: the page's spaces dropped, 40 分 (no 钟) kept
    d = draft(HEAD + "比赛用时：每方基本用时 40 分，每步加 10 秒 ；\n")
    assert stated(d)["time_control"] == "每方基本用时40分，每步加10秒"
