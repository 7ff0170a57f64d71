"""Forms published regulations commonly use, one at a time (engine/regulation/text): 西洋棋 for
chess, 瑞士制N轮 inside a sentence, a round robin of two games a pair, the clock as 自由时间 /
限时 / 基本时间, 裁定败 for a no-show, a team's size that is not the field's, fees by kind of
player, a deadline written twice. The texts are written for the form; the expected values are
worked by hand from their words, and where a text leaves a value open none is stated."""

from datetime import datetime

from engine.regulation.text import draft
from engine.regulation.text.values import stated

YEAR = "2026年秋季象棋公开赛竞赛规程\n"


def test_xiyangqi_is_chess():
    # 西洋棋 is the name chess goes by in Taiwan and Hong Kong: the game is chess
    d = draft("2026年秋季西洋棋公开赛竞赛规程\n比赛采用瑞士制，共赛6轮。\n")
    assert d.reg.game == "chess"


def test_swiss_with_its_rounds_inside_a_sentence():
    # 赛制：瑞士制6轮 → a Swiss of 6 rounds; 积分编排7轮 likewise 7
    d = draft(YEAR + "赛制：依报名人数，瑞士制6轮，每轮一局。\n")
    assert stated(d)["format"] == "swiss" and d.reg.format.rounds == 6
    d = draft(YEAR + "比赛方法：积分编排7轮。\n")
    assert d.reg.format.rounds == 7
    # 瑞士制6至8轮: no one number of rounds, none stated
    d = draft(YEAR + "比赛方式：视人数采瑞士制6至8轮。\n")
    assert "rounds" not in stated(d)


def test_rounds_by_named_groups_state_none():
    # 少年组、儿童组比赛6轮 gives the rounds of two groups only: the others' are not said, so
    # no one number of rounds for the event
    d = draft(
        YEAR
        + "比赛采用瑞士制。\n"
        + "（一）公开组、女子组每方20分钟，以五轮为原则。\n"
        + "（二）少年组、儿童组每方15分钟，比赛六轮为原则。\n"
    )
    assert "rounds" not in stated(d)


def test_plain_round_robin_of_two_games_a_pair_is_double():
    # 采用循环制 (neither 单 nor 双) and 每名棋手与每位对手对弈两局，先后手各一: each pair meets
    # twice, a double round robin (cycles 2)
    d = draft(YEAR + "赛制：采用循环制，限24人。\n每名棋手与每位对手对弈两局，先后手各一。\n")
    assert d.reg.format.kind == "round_robin" and d.reg.format.cycles == 2


def test_plain_round_robin_alone_is_single():
    # 采用循环制 without two games a pair: a single round robin, stated from 循环制
    d = draft(YEAR + "赛制：采用循环制。\n")
    assert stated(d)["format"] == "round_robin"
    assert d.reg.format.kind == "round_robin" and d.reg.format.cycles == 1


def test_clock_as_free_time_with_increment():
    # 每人自由时间25分钟，每步加时5秒: the clock as written, the rest of the sentence dropped
    d = draft(YEAR + "比赛采用循环制。\n使用电子棋钟，每人自由时间25分钟，每步加时5秒。\n")
    assert d.reg.schedule.time_control == "每人自由时间25分钟，每步加时5秒"


def test_clock_as_one_sides_limit():
    # 单方限时45分钟，超时判负: the limit; 超时判负 names no time of the clock
    d = draft(YEAR + "比赛采用积分编排制，共赛5轮。\n单方限时45分钟，超时判负。\n")
    assert d.reg.schedule.time_control == "单方限时45分钟"


def test_clock_as_basic_time_and_byo_yomi():
    # 基本时间40分钟，读秒30秒3次: both pieces kept
    d = draft("2026年围棋段位赛规程\n比赛采用瑞士制，共赛5轮。\n基本时间40分钟，读秒30秒3次。\n")
    assert d.reg.schedule.time_control == "基本时间40分钟，读秒30秒3次"


def test_no_show_ruled_lost():
    # 迟到30分钟裁定败 / 迟到25分钟判为负: the no-show limit in minutes
    d = draft(YEAR + "比赛采用瑞士制，共赛5轮。\n棋手迟到30分钟裁定败。\n")
    assert d.reg.schedule.no_show_minutes == 30
    d = draft(YEAR + "比赛采用瑞士制，共赛5轮。\n开赛后迟到25分钟判为负。\n")
    assert d.reg.schedule.no_show_minutes == 25


def test_a_teams_size_is_not_the_fields_capacity():
    # 每队限报4人: how many a team may enter, not how many the event takes; no capacity stated
    d = draft(YEAR + "比赛采用积分编排制，共赛5轮。\n团体赛每队限报4人（替补1人）。\n")
    assert "capacity" not in stated(d)
    # the field's limit beside it still reads: 限报80人
    d = draft(YEAR + "比赛采用积分编排制，共赛5轮。\n本次比赛限报80人；团体赛每队限报4人。\n")
    assert d.reg.signup.capacity == 80


def test_fees_by_kind_of_player_state_none():
    # 报名费：250元，会员150元，学生80元: three fees, none of them the fee
    d = draft(YEAR + "比赛采用瑞士制，共赛5轮。\n报名费：250元，会员150元，学生80元。\n")
    assert "fee" not in stated(d)
    # one fee followed by what it covers still reads: 200
    d = draft(YEAR + "比赛采用瑞士制，共赛5轮。\n报名费：200元，含午餐。\n")
    assert d.reg.prizes.fee == 200


def test_a_deadline_written_twice_takes_the_one_with_an_hour():
    # the header 报名日期：即日起~2026-10-08 gives the day; the clause 即日起至10月8日下午18:00止
    # gives its hour (下午18:00 is 18:00): 2026-10-08 18:00
    d = draft(
        YEAR
        + "报名日期：即日起~2026-10-08\n"
        + "比赛采用瑞士制，共赛5轮。\n"
        + "报名时间：即日起至10月8日下午18:00止。\n"
    )
    assert d.reg.signup.deadline == datetime(2026, 10, 8, 18, 0)
    # 报名截止日期：10月8日止 alone: that day's end
    d = draft(YEAR + "比赛采用瑞士制，共赛5轮。\n报名截止日期：10月8日止。\n")
    assert d.reg.signup.deadline == datetime(2026, 10, 8, 23, 59, 59)


def test_clock_after_a_label_and_robin_of_two_games_between_opponents():
    # 比赛时限：每方25分钟包干 — the label 比赛时限 is no part of the clock
    d = draft(YEAR + "比赛采用瑞士制，共赛5轮。\n比赛时限：每方25分钟包干。\n")
    assert d.reg.schedule.time_control == "每方25分钟包干"
    # 采用循环赛 and 各对手之间分先对弈两局 (one game each seat): a double round robin
    d = draft(YEAR + "采用循环赛，各对手之间分先对弈两局。\n")
    assert d.reg.format.kind == "round_robin" and d.reg.format.cycles == 2


def test_a_later_hour_of_another_day_is_not_the_deadline():
    # 报名截止日期：10月8日 first; 10月12日8:00前报名确认 is another day (a check-in, not the
    # deadline written again): the deadline stays 10月8日's end
    d = draft(
        YEAR
        + "比赛采用瑞士制，共赛5轮。\n报名截止日期：10月8日。\n"
        + "请于10月12日8:00前报名确认。\n"
    )
    assert d.reg.signup.deadline == datetime(2026, 10, 8, 23, 59, 59)


def test_rounds_after_the_divisions_are_named_are_everyones():
    # 比赛分男子组、女子组进行，共赛7轮: the sentence is not led by the groups, the 7 rounds
    # are the event's
    d = draft(YEAR + "比赛采用瑞士制。\n比赛分男子组、女子组进行，共赛7轮。\n")
    assert d.reg.format.rounds == 7


def test_no_show_counted_from_the_start():
    # 开赛后25分钟仍未到场者判负: 25 minutes after the start, a no-show loses
    d = draft(YEAR + "比赛采用瑞士制，共赛5轮。\n开赛后25分钟仍未到场者判负。\n")
    assert d.reg.schedule.no_show_minutes == 25


def test_clock_as_both_sides_minutes_and_a_clock_by_group():
    # 每局双方各15分钟，每步加5秒: the clock as written
    d = draft(YEAR + "比赛采用瑞士制，共赛5轮。\n每局双方各15分钟，每步加5秒。\n")
    assert d.reg.schedule.time_control == "每局双方各15分钟，每步加5秒"
    # (一)甲组、乙组每人各20分钟 / (二)丙组、丁组每人各10分钟: a clock by group, none stated
    d = draft(
        YEAR
        + "比赛采用瑞士制，共赛5轮。\n"
        + "（一）甲组、乙组每人各20分钟，每步加5秒。\n（二）丙组、丁组每人各10分钟，每步加3秒。\n"
    )
    assert "time_control" not in stated(d)


def test_fees_by_group_on_separate_lines_state_none():
    # 甲组报名费150元 and, on its own line, 乙组报名费80元: a fee by group, none of them the fee
    d = draft(YEAR + "比赛采用瑞士制，共赛5轮。\n甲组报名费150元。\n乙组报名费80元。\n")
    assert "fee" not in stated(d)
    # the same fee written twice is one fee: 150
    d = draft(YEAR + "比赛采用瑞士制，共赛5轮。\n报名费150元。\n现场缴纳报名费150元。\n")
    assert d.reg.prizes.fee == 150
