"""Forms published regulations (mainland and Taiwanese) commonly write that the readers of
engine/regulation/text did not know: a clock behind a heading's lead-in or its device, a clock
written with Chinese numerals, a clock that changes by round or board, amounts with a
thousands' comma and a currency sign, a double round robin scored by points. The texts are
written for each form; the expected values are worked by hand from their words, and where a
text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import scores, stated

HEAD = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"


def test_a_clock_behind_a_heading_lead_in():
    # 时限规定：每方30分钟包干，每步加5秒，超时判负: the clock without its lead-in 时限规定：
    d = draft(HEAD + "4、时限规定：每方30分钟包干，每步加5秒，超时判负。\n")
    assert stated(d)["time_control"] == "每方30分钟包干，每步加5秒"
    # 比赛限时办法：每方20分钟: the label 比赛限时办法： dropped
    d = draft(HEAD + "比赛限时办法：每方20分钟包干。\n")
    assert stated(d)["time_control"] == "每方20分钟包干"


def test_a_clock_behind_its_device():
    # 全部使用电子棋钟计时每方25分钟每步加3秒: the device is no part of the clock
    d = draft(HEAD + "全部使用电子棋钟计时每方25分钟每步加3秒。\n")
    assert stated(d)["time_control"] == "每方25分钟每步加3秒"


def test_a_clock_in_chinese_numerals_kept_whole():
    # 基本时限各二十分钟，读秒30秒3次: both pieces (the first written in Chinese numerals)
    d = draft(HEAD + "用时：基本时限各二十分钟，读秒30秒3次。\n")
    assert stated(d)["time_control"] == "基本时限各二十分钟，读秒30秒3次"


def test_a_clock_compared_in_one_form():
    # 每方三十分钟加五秒 and 每方30分钟加5秒 are the same clock: the bench compares them equal
    d = draft(HEAD + "比赛用时：每方三十分钟加五秒。\n")
    precision, recall, wrong, missed = scores(d, {"time_control": "每方三十分钟加五秒"})
    assert "time_control" not in wrong and "time_control" not in missed


def test_a_clock_that_changes_by_round_or_board_is_no_one_clock():
    # 每方30分钟包干；第5轮起前8台每方45分钟: 30 or 45 minutes by round and board, none stated
    d = draft(HEAD + "时限：每方30分钟包干，第5轮起前8台每方45分钟包干，其它台次30分钟包干。\n")
    assert "time_control" not in stated(d)
    # 每方基本时间20分钟，读秒1分钟3次: two amounts of minutes but one clock (no round named)
    d = draft(HEAD + "时限：每方基本时间20分钟，读秒1分钟3次。\n")
    assert stated(d)["time_control"] == "每方基本时间20分钟，读秒1分钟3次"
