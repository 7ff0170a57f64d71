"""Forms of an ordinary open event that the draft missed: a tab table of round, date and time
(a .docx 日程表: 第一轮, 10月4日, 9:00-11:00 in cells), divisions listed under their heading
with Chinese numbers in brackets (（一）段位组：… （二）级位组A：…), and a group's award without
money (设少儿组奖励前三名，颁发奖杯及证书) beside the event's prize list, which no longer hides
the list. The texts are written for each form; the expected values are worked by hand from
their words, and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年少儿围棋赛\n比赛采用瑞士制，共7轮。\n"


def test_divisions_numbered_in_chinese_brackets():
    body = HEAD + (
        "四、组别设置\n（一）段位组：业余1段及以上；\n（二）级位组：业余1—5级；\n"
        "（三）启蒙组：业余6级以下。\n"
    )
    assert stated(draft(body))["divisions"] == ["段位组", "级位组", "启蒙组"]


def test_divisions_named_with_a_letter_after_the_group():
    body = HEAD + (
        "四、组别设置\n（一）段位组：业余1段及以上；\n（二）级位组A：业余1—5级；\n"
        "（三）级位组B：业余6级以下。\n"
    )
    assert stated(draft(body))["divisions"] == ["段位组", "级位组A", "级位组B"]


def test_brackets_that_skip_a_number_are_no_list():
    body = HEAD + "四、组别设置\n（一）段位组：业余1段及以上；\n（三）启蒙组：业余6级以下。\n"
    assert "divisions" not in stated(draft(body))


def test_a_groups_award_without_money_leaves_the_events_prizes():
    body = HEAD + (
        "六、录取与奖励\n1．录取前十六名。第一名奖金3000元，第二名2000元，第三名1000元，"
        "第四至八名各500元，第九至十六名各200元。\n2．设少儿组奖励前三名，颁发奖杯及证书。\n"
    )
    assert stated(draft(body))["prizes"] == [
        (1, 1, 3000),
        (2, 2, 2000),
        (3, 3, 1000),
        (4, 8, 500),
        (9, 16, 200),
    ]


def test_two_groups_prize_lists_with_money_are_still_no_one_list():
    body = HEAD + "六、奖励\n成人奖励前3名：第一名500元，第二名300元，第三名200元。\n"
    body += "少儿奖励前3名：第一名300元，第二名200元，第三名100元。\n"
    assert "prizes" not in stated(draft(body))


def test_a_tab_table_of_round_date_and_time():
    body = (
        "2025年秋季围棋升段赛\n比赛采用积分编排制，共6轮。\n日程安排：\n轮次\t日期\t时间\n"
        "第一轮\t10月4日\t9:00-11:00\n第二轮\t10月4日\t13:00-15:00\n颁奖\t10月5日\t18:00\n"
    )
    said = stated(draft(body))
    assert said["round.1"] == "2025-10-04 09:00" and said["round_end.1"] == "2025-10-04 11:00"
    assert said["round.2"] == "2025-10-04 13:00" and "round.3" not in said


def test_a_tab_table_of_the_time_then_what_happens():
    # 时间 | 内容: the round in the cell after its time; the check-in's time is no round's
    body = (
        "2025年秋季围棋升段赛\n比赛采用积分编排制，共3轮。\n日程安排：\n时间\t内容\n"
        "10月4日 8:30\t报到\n10月4日 9:00\t第一轮\n10月4日 13:30\t第二轮\n10月5日 9:00\t第三轮\n"
    )
    said = stated(draft(body))
    assert [said[f"round.{n}"] for n in (1, 2, 3)] == [
        "2025-10-04 09:00",
        "2025-10-04 13:30",
        "2025-10-05 09:00",
    ]
    # 日期 | 时间 | 内容 with the day's cell left empty under its first row
    body = (
        "2025年秋季围棋升段赛\n比赛采用积分编排制，共3轮。\n日程安排：\n日期\t时间\t内容\n"
        "10月4日\t8:30\t报到\n10月4日\t9:00\t第一轮\n\t13:30\t第二轮\n10月5日\t9:00\t第三轮\n"
    )
    said = stated(draft(body))
    assert said["round.2"] == "2025-10-04 13:30" and said["round.3"] == "2025-10-05 09:00"


def test_prizes_in_turn_for_the_first_places_then_a_range():
    body = HEAD + "五、录取：取前十名，奖金依次为1000、800、600、500、400元，第六至十名各200元。\n"
    assert stated(draft(body))["prizes"] == [
        (1, 1, 1000),
        (2, 2, 800),
        (3, 3, 600),
        (4, 4, 500),
        (5, 5, 400),
        (6, 10, 200),
    ]


def test_a_no_show_that_loses_this_game():
    for line, minutes in (
        ("1、比赛开始10分钟后未到场者，判该局负。", 10),
        ("迟到15分钟者判本局负。", 15),
        ("迟到超过30分钟，判该轮负。", 30),
    ):
        assert stated(draft(HEAD + line + "\n"))["no_show_minutes"] == minutes, line


def test_a_sign_up_that_closes_at_a_written_time():
    for line, deadline in (
        ("报名于11月10日24:00截止。", "2025-11-10 23:59"),  # 24:00: the day's end
        ("报名在11月10日18:00结束。", "2025-11-10 18:00"),
    ):
        body = "2025年象棋快棋赛\n比赛时间：2025年11月15日\n采用积分编排制，共九轮。\n" + line
        assert stated(draft(body + "\n"))["deadline"] == deadline, line


def test_rounds_split_into_and_groups_that_play_a_round_robin_then_a_knockout():
    assert stated(draft("2025年象棋赛\n比赛分9轮进行，采用积分编排制。\n"))["rounds"] == 9
    assert "rounds" not in stated(draft("2025年象棋赛\n每天分3轮进行。采用积分编排制。\n"))
    said = stated(draft("2025年象棋赛\n比赛采用小组单循环，决赛阶段采用淘汰制。\n"))
    assert said["format"] == "stages"  # round-robin groups, then a knockout


def test_prize_forms_of_tables_turns_and_grades():
    head = "2025年象棋赛\n比赛采用积分编排制，共7轮。\n奖励：\n"

    def prizes(text: str) -> object:
        return stated(draft(head + text + "\n")).get("prizes")

    # 前三名分别…，第四至第八名各…: the places after the three in turn
    assert prizes("前三名分别奖励奖金1000元、800元、600元，第四至第八名各奖励200元。") == [
        (1, 1, 1000),
        (2, 2, 800),
        (3, 3, 600),
        (4, 8, 200),
    ]
    # a tab table 名次 | 奖金: each row's place and amount
    table = "名次\t奖金\n第一名\t1000元\n第二名\t600元\n第三名\t400元"
    assert prizes(table) == [(1, 1, 1000), (2, 2, 600), (3, 3, 400)]
    # awards by grade: 一等奖1名 the 1st, 二等奖2名 the 2nd and 3rd, 三等奖3名 the 4th to 6th
    graded = "一等奖1名：奖金1000元；二等奖2名：各500元；三等奖3名：各300元。"
    assert prizes(graded) == [(1, 1, 1000), (2, 3, 500), (4, 6, 300)]
    # a grade with no money ends the list; the teams' grades and a list not led by 一等奖: none
    assert prizes("设一等奖3名，各奖1000元，二等奖5名，各奖500元，三等奖10名，颁发证书。") == [
        (1, 3, 1000),
        (4, 8, 500),
    ]
    assert prizes("团体一等奖1名奖金2000元，二等奖2名各1000元。") is None
    assert prizes("二等奖2名：各500元。") is None


def test_a_fee_and_free_entry_for_some_on_one_line_is_no_one_fee():
    head = "2025年象棋赛\n比赛采用积分编排制，共7轮。\n"
    assert "fee" not in stated(draft(head + "报名费：成人100元；学生免费。\n"))
    assert stated(draft(head + "报名费100元；午餐免费提供。\n"))["fee"] == 100


def test_a_sign_up_line_with_a_day_and_its_evening_hour_before_it():
    head = "2025年象棋网络赛\n比赛时间：2025年12月5日\n比赛采用积分编排制，共7轮。\n"
    said = stated(draft(head + "四、报名：12月3日晚10点前在群里接龙。\n"))
    assert said["deadline"] == "2025-12-03 22:00"
    said = stated(draft(head + "报名方式：12月3日前联系裁判长。\n"))
    assert said["deadline"] == "2025-12-03 23:59"


def test_divisions_listed_then_one_limited_on_the_same_line():
    body = "2025年围棋赛\n比赛采用积分编排制，共7轮。\n设公开组和女子组，女子组限女棋手参加。\n"
    d = draft(body)
    assert stated(d)["divisions"] == ["公开组", "女子组"]
    assert [x.gender for x in d.reg.divisions] == [None, "女"]


def test_a_clock_by_group_or_by_round_named_right_before_it_is_no_one_clock():
    head = "2025年围棋赛\n比赛采用积分编排制，共6轮。\n"
    for line in (
        "3、比赛用时：甲组每方40分钟，3次30秒读秒；乙组、丙组、丁组每方30分钟包干。",
        "④第一轮、第二轮每方10分钟，每步加5秒；半决赛、决赛每方15分钟，每步加10秒。",
    ):
        assert "time_control" not in stated(draft(head + line + "\n")), line
    said = stated(draft(head + "3、比赛用时：每方40分钟，3次30秒读秒。\n"))
    assert said["time_control"] == "每方40分钟，3次30秒读秒"
