"""Forms of the thirteenth held-out set: clock lead-ins (对局用时, 初定, 比赛采用), clocks by level
in one sentence, rounds offered as a choice or a range after 采用, a deadline written 以前报名
before a check-in day, 擂台赛 named as a side event, prizes led by a list of groups, a timetable
whose later day is written as 21日 alone and a span of two rounds. The texts are written for each
form; the expected values are worked by hand from their words, and where a text leaves a value
open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"


def test_clock_lead_ins():
    # 对局用时单方45分钟包干 / 9.比赛时限：初定15分钟包干 / 3、比赛采用40分钟包干制，单方20分钟
    assert (
        stated(draft(HEAD + "对局用时单方45分钟包干，先超时方判负。\n"))["time_control"]
        == "单方45分钟包干"
    )
    assert stated(draft(HEAD + "9.比赛时限：初定15分钟包干。\n"))["time_control"] == "15分钟包干"
    d = draft(HEAD + "3、比赛采用40分钟包干制，单方20分钟。\n")
    assert stated(d)["time_control"] == "40分钟包干制，单方20分钟"


def test_clocks_by_level_in_one_sentence_state_none():
    # 7级至10级组及定级组单方用时25分钟，1级至6级单方用时30分钟，有段组单方用时40分钟
    text = (
        HEAD
        + "3、7级至10级组及定级组单方用时25分钟，1级至6级单方用时30分钟，有段组单方用时40分钟。\n"
    )
    assert "time_control" not in stated(draft(text))


def test_rounds_as_a_choice_or_a_range_after_caiyong():
    # 共比赛7轮或9轮（根据报名人数决定） / 采用五至七轮电脑积分编排制: no one number
    d = draft("2026年象棋赛竞赛规程\n2.采用电脑积分编排，共比赛7轮或9轮（根据报名人数决定）。\n")
    assert "rounds" not in stated(d)
    d = draft("2026年围棋赛竞赛规程\n2、采用五至七轮电脑积分编排制比赛办法。\n")
    assert "rounds" not in stated(d)


def test_a_deadline_before_a_check_in_day():
    # 请于2026年9月25日以前报名，9月28日下午报到: the 25th
    d = draft(HEAD + "报到时间：参赛选手请于2026年9月25日以前报名，9月28日下午报到；\n")
    assert stated(d)["deadline"] == "2026-09-25 23:59"


def test_an_arena_named_as_a_side_event_is_no_format():
    # 下午颁奖、及擂台赛: a side event, the Swiss is the event's format
    d = draft(HEAD + "下午颁奖、及擂台赛。\n")
    assert stated(d)["format"] == "swiss"
    # 本次比赛采用擂台赛形式: the arena
    assert stated(draft("2026年象棋赛\n本次比赛采用擂台赛形式。\n"))["format"] == "arena"


def test_prizes_led_by_a_list_of_groups_state_none():
    # 1、初高中组、五六年级、三四年级组：冠军1000元…: those groups' prizes
    d = draft(HEAD + "1、初高中组、五六年级、三四年级组：冠军1000元、亚军500元、第三名300元。\n")
    assert "prizes" not in stated(d)


def test_a_timetable_day_written_alone_and_a_span_of_two_rounds():
    # 比赛时间：2026年5月20日—21日 / 第1-2轮：20日上午9:00-11:00，第3-5轮：20日下午13:30-16:30 /
    # 第6-7轮：21日上午9:00-11:00: round 6 on the 21st; 9:00-11:00 is two rounds' span (no end)
    d = draft(
        "2026年围棋赛竞赛规程\n比赛时间：2026年5月20日—21日\n"
        "第1-2轮：20日上午9:00-11:00，第3-5轮：20日下午13:30-16:30\n第6-7轮：21日上午9:00-11:00\n"
    )
    said = stated(d)
    assert said["round.1"] == "2026-05-20 09:00"
    assert said["round.6"] == "2026-05-21 09:00"
    assert "round_end.1" not in said


def test_free_entry_for_some_states_no_fee():
    # 学生（18岁或以下）免费报名: the students' entry, no one fee; 本次比赛免费报名: 0
    assert "fee" not in stated(draft(HEAD + "学生（18岁或以下）免费报名。\n"))
    assert stated(draft(HEAD + "本次比赛免费报名。\n"))["fee"] == 0


def test_a_preliminarys_clock_in_hours_beside_the_finals_states_none():
    # 初赛基本时限每方各一小时 … 决赛时限每方各两小时: a clock by stage
    text = (
        HEAD
        + "初赛基本时限每方各一小时，三次三十秒读秒。\n决赛时限每方各两小时，三次一分钟读秒。\n"
    )
    assert "time_control" not in stated(draft(text))


def test_a_swiss_stages_forfeits_are_compared():
    # 积分编排6轮，前4名进入淘汰赛 … 棋手缺席两轮将按自动退出比赛处理: the Swiss stage's 2
    d = draft(
        "2026年象棋公开赛\n比赛采用积分编排6轮，前4名进入淘汰赛。\n棋手缺席两轮将按自动退出比赛处理。\n"
    )
    assert stated(d)["forfeits_to_withdraw"] == 2


def test_round_times_of_groups_state_none():
    # 上午组：第一轮8:30-第二轮10:30 / 下午组：第一轮13:00-第二轮14:30: each group its own times
    d = draft(
        "2026年围棋网校赛\n比赛时间：10月31日至11月14日\n上午组：第一轮8:30-第二轮10:30\n"
        "下午组：第一轮13:00-第二轮14:30\n"
    )
    assert not any(key.startswith("round.") for key in stated(d))
    # 5月15日7级组、6级组…，参赛棋手当天上午8点30分参加第一轮比赛: those groups' day
    d = draft(
        "2026年围棋定级赛\n5月15日7级组、6级组、5级组，参赛棋手当天上午8点30分参加第一轮比赛。\n"
    )
    assert "round.1" not in stated(d)


def test_a_first_start_right_after_the_date():
    # 时间：2026年5月13日（周日）上午8:30 / 比赛时间地点：2026年8月2日上午9点-8月4日上午
    assert (
        stated(draft(HEAD + "时间：2026年5月13日（周日）上午8:30\n"))["round.1"]
        == "2026-05-13 08:30"
    )
    d = draft(HEAD + "一：比赛时间地点：2026年8月2日上午9点-8月4日上午，在棋院进行。\n")
    assert stated(d)["round.1"] == "2026-08-02 09:00"
    # 比赛时间：…上午8:30∼9:30报到 / 4月25日12点举行开幕式: another event's time
    assert "round.1" not in stated(
        draft(HEAD + "六、比赛时间：2026年7月6日（星期日）上午8:30∼9:30报到\n")
    )
    d = draft(HEAD + "七、比赛日期：2026年4月25日12点举行简短的开幕式后进行比赛。\n")
    assert "round.1" not in stated(d)


def test_a_rule_in_brackets_does_not_hide_the_span():
    # 比赛时间：2026年2月1日9时至17时（每轮比赛开赛前15分钟未到弃权）: play from nine
    d = draft(HEAD + "比赛时间：2026年2月1日9时至17时（每轮比赛开赛前15分钟未到弃权）\n")
    assert stated(d)["round.1"] == "2026-02-01 09:00"
