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


def test_amounts_with_a_thousands_comma_and_a_currency_sign():
    # 冠军奖金NT$50,000元、亚军奖金NT$20,000元: 50000 and 20000 (the comma groups thousands)
    d = draft(HEAD + "冠军奖金NT$50,000元、亚军奖金NT$20,000元。\n")
    assert stated(d)["prizes"] == [(1, 1, 50000), (2, 2, 20000)]
    # 报名费：每人新台币500元: fee 500 (新台币 is the currency)
    d = draft(HEAD + "报名费：每人新台币500元（免费提供午餐）。\n")
    assert stated(d)["fee"] == 500
    # 第一名奖金8，000元 (a full-width comma): 8000
    d = draft(HEAD + "第一名奖金8，000元，第二名奖金5，000元。\n")
    assert stated(d)["prizes"] == [(1, 1, 8000), (2, 2, 5000)]
    # 个人前三名，依次奖600,400,200元: a list of three amounts (each less than the one before),
    # not one amount of 600 million
    d = draft(HEAD + "个人前三名，依次奖600,400,200元。\n")
    assert stated(d)["prizes"] == [(1, 1, 600), (2, 2, 400), (3, 3, 200)]


def test_lateness_written_as_a_lost_game_or_the_opponents_win():
    # 棋手迟到超过10分钟以输棋论: 10 minutes
    assert stated(draft(HEAD + "棋手迟到超过10分钟以输棋论。\n"))["no_show_minutes"] == 10
    # 迟到20分钟裁定对方胜: 20 minutes
    assert stated(draft(HEAD + "迟到20分钟裁定对方胜。\n"))["no_show_minutes"] == 20
    # 每局开赛迟到十分钟后，判该选手输棋: 10 minutes (written in a Chinese numeral)
    d = draft(HEAD + "每局开赛迟到十分钟后，判该选手输棋。\n")
    assert stated(d)["no_show_minutes"] == 10


def test_a_swiss_named_by_its_software():
    # 由Swiss系统软件编排配对: a Swiss
    d = draft("2026年西洋棋公开赛竞赛规程\n比赛由Swiss系统软件编排配对，共赛5轮。\n")
    assert stated(d)["format"] == "swiss"


def test_a_double_round_robin_drawn_by_points():
    # 采用双循环个人积分电脑编排制: each pair meets twice (a double round robin, not a Swiss)
    d = draft("2026年围棋联赛竞赛规程\n比赛采用双循环个人积分电脑编排制。\n")
    assert stated(d)["format"] == "double_round_robin"


def test_a_timetable_listed_round_by_round_on_one_line():
    # 比赛时间：2026年5月1日; under 日程安排 the rounds one after another on one line, each
    # with its start and end: round 1 09:00-09:50, round 2 10:00-10:50, round 3 13:30-14:20
    d = draft(
        HEAD + "比赛时间：2026年5月1日\n八、日程安排\n"
        "第一轮：09:00—09:50 第二轮：10:00—10:50 第三轮：13:30—14:20\n"
    )
    said = stated(d)
    assert [said[f"round.{n}"] for n in (1, 2, 3)] == [
        "2026-05-01 09:00",
        "2026-05-01 10:00",
        "2026-05-01 13:30",
    ]
    assert [said[f"round_end.{n}"] for n in (1, 2, 3)] == [
        "2026-05-01 09:50",
        "2026-05-01 10:50",
        "2026-05-01 14:20",
    ]


def test_points_written_as_digits_alone():
    # 记分方法：310: win 3, draw 1, loss 0 (three falling digits, the loss 0)
    said = stated(draft(HEAD + "记分方法：310。\n"))
    assert (said["points.win"], said["points.draw"], said["points.loss"]) == ("3", "1", "0")
    # 记分方法：123: no falling digits, no points stated
    assert "points.win" not in stated(draft(HEAD + "记分方法：123。\n"))


def test_a_capacity_written_until_full():
    # 参赛名额：报名满64人为止: 64
    assert stated(draft(HEAD + "参赛名额：报名满64人为止。\n"))["capacity"] == 64
    # 本次比赛拟报80人，额满为止: 80
    assert stated(draft(HEAD + "本次比赛拟报80人，额满为止。\n"))["capacity"] == 80


def test_a_fee_with_what_it_includes():
    # 每人须交报名费60元（含保险费5元）: the fee 60 (the insurance is within it, no other fee)
    d = draft(HEAD + "参赛棋手每人须交报名费60元（含保险费5元）。\n")
    assert stated(d)["fee"] == 60


def test_special_awards_without_money():
    # 设最佳新人奖1名，体育道德风尚奖3名。: two awards, 1 and 3 winners, no money written (0)
    d = draft(HEAD + "奖励：冠、亚、季军奖，设最佳新人奖1名，体育道德风尚奖3名。\n")
    assert stated(d)["special_awards"] == [("最佳新人奖", 1, 0), ("体育道德风尚奖", 3, 0)]
    # 设最佳新人奖3名，奖励30元: money written, each's share not said: none (as before)
    assert "special_awards" not in stated(draft(HEAD + "设最佳新人奖3名，奖励30元。\n"))


def test_compact_clocks_and_minutes_in_numerals():
    # 比赛慢棋单方用时40m+5s / 加秒制60m + 30s/每步 / 两天各七轮（10’+10”）积分编排制 / 每方五分钟
    head = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"
    said = stated(draft(head + "比赛慢棋单方用时40m+5s。\n"))
    assert said["time_control"] == "单方用时40m+5s"
    assert stated(draft(head + "加秒制60m + 30s/每步。须使用数码棋钟。\n"))["time_control"] == (
        "60m + 30s/每步"
    )
    said = stated(draft("2026年揭棋公开赛\n本次揭棋公开赛为两天各七轮（10’+10”）积分编排制。\n"))
    assert said["time_control"] == "10’+10”"
    said = stated(draft(head + "赛　制：积分编排制七轮，每方五分钟，每步加三秒\n"))
    assert said["time_control"] == "每方五分钟，每步加3秒"
