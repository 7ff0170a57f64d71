"""Forms of the seventh held-out set: rounds counted where the system is left open, a clock under
its label before one said in passing, 时间 as a clock's label, 人数限制…位, 截止日期, a fee waived
for some entrants in another sentence, and the first round's start written as 开始, as a span of
play, or after an afternoon time. The texts are written for each form; the expected values are
worked by hand from their words, and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"
OPEN = "2026年国际象棋公开赛竞赛规程\n"


def test_rounds_counted_where_the_system_is_left_open():
    # 视报名情况采用循环赛或瑞士制，比赛共9轮: no format, but 9 rounds (a Swiss's count)
    d = draft(OPEN + "赛制：视报名情况采用循环赛或瑞士制，比赛共9轮。\n")
    said = stated(d)
    assert "format" not in said
    assert said["rounds"] == 9


def test_a_clock_under_its_label_before_one_said_in_passing():
    # the preamble's 采用瑞士制10+3的比赛形式（每方10分钟…） against （二）比赛用时：…: the label's
    d = draft(
        OPEN + "比赛为5轮，采用瑞士制10+3的比赛形式（每方10分钟，每走一步+3秒）。\n"
        "（二）比赛用时：每方用时10分钟，每步棋加3秒。\n"
    )
    assert stated(d)["time_control"] == "每方用时10分钟，每步棋加3秒"


def test_a_playoffs_label_is_not_the_events_clock():
    # 附加赛用时：… is the playoff's clock; 1. 慢棋：… under 比赛用时 is the event's
    d = draft(
        HEAD + "比赛用时：\n1. 慢棋：每方基本用时60分钟，每步棋加30秒。\n"
        "2. 附加赛用时：基本用时红方6分钟，黑方4分钟，每步棋加3秒。\n"
    )
    assert stated(d)["time_control"] == "每方基本用时60分钟，每步棋加30秒"


def test_time_as_a_clocks_label():
    # 每轮比赛时间每方30分钟包干 / 时间每方15分钟: 每轮比赛时间 and 时间 are labels
    d = draft(HEAD + "采用积分编排制，每轮比赛时间每方30分钟包干，超时作负。\n")
    assert stated(d)["time_control"] == "每方30分钟包干"
    d = draft(HEAD + "5轮积分编排赛，时间每方15分钟，每走一步加10秒；\n")
    assert stated(d)["time_control"] == "每方15分钟，每走一步加10秒"


def test_a_limit_in_places_and_a_deadline_under_its_own_heading():
    # 人数限制24位: 24 entries; 十一、截止日期：2015年2月2日: that day's end
    said = stated(draft(HEAD + "2.人数限制24位，以传真优先顺序\n十一、截止日期：2026年2月2日\n"))
    assert said["capacity"] == 24
    assert said["deadline"] == "2026-02-02 23:59"


def test_a_fee_waived_for_some_entrants_in_another_sentence():
    # 报名费50元 … 宝丰社区居民免报名费: the residents pay nothing, the others 50: no one fee
    text = HEAD + "参赛须交纳报名费50元，比赛当天交报名费。宝丰社区居民免报名费。\n"
    assert "fee" not in stated(draft(text))
    # 本次比赛免收报名费 waives it for everyone: 0
    assert stated(draft(HEAD + "本次比赛免收报名费。\n"))["fee"] == 0


def test_the_first_start_written_as_kaishi():
    # 二、比赛日期：2026年8月5日（星期六）上午9时开始: 09:00 that day
    d = draft(HEAD + "二、比赛日期：2026年8月5日（星期六）上午9时开始，迟到15分钟判负。\n")
    assert stated(d)["round.1"] == "2026-08-05 09:00"


def test_the_first_start_after_an_afternoon_time():
    # 下午1点30前签到，1点40正式开始: 1点40 is the afternoon's, 13:40
    d = draft(HEAD + "二、活动时间：2026年6月24日 下午1点30前签到，1点40正式开始\n")
    assert stated(d)["round.1"] == "2026-06-24 13:40"


def test_the_first_start_as_a_span_of_play():
    # 五、比赛日期：2026年2月7-8日 / 六、比赛时间：上午九时至下午六时（上午八时三十分前报到）:
    # the first day's play from nine
    d = draft(
        HEAD
        + "五、比赛日期：2026年2月7-8日\n六、比赛时间：上午九时至下午六时（上午八时三十分前报到）\n"
    )
    assert stated(d)["round.1"] == "2026-02-07 09:00"


def test_spans_of_another_event_or_of_every_evening_start_nothing():
    # 报到时间：…早上8:00 – 8:50: the check-in's span; 每晚7:00-10:30: every evening, no one start
    assert "round.1" not in stated(draft(HEAD + "三、报到时间：2026年11月18日 早上8:00 – 8:50\n"))
    assert "round.1" not in stated(draft(HEAD + "时间：2026年4月25日—4月27日每晚7:00-10:30\n"))


def test_a_clock_led_by_one_of_several_groups_is_that_groups():
    # 比赛分高中组、国中组、国小组 … 高中组用时每人50分钟每步加5秒: 高中组's clock, none for
    # the event
    groups = "比赛分高中组、国中组、国小组三组。\n"
    d = draft(OPEN + groups + "高中组用时每人50分钟每步加5秒，每场比赛均需记录棋谱。\n")
    assert "time_control" not in stated(d)
    # the same clock where the text names no other group: the event's
    d = draft(OPEN + "高中组用时每人50分钟每步加5秒，每场比赛均需记录棋谱。\n")
    assert stated(d)["time_control"] == "每人50分钟每步加5秒"


def test_a_swiss_written_with_ji_of_achievement():
    # 瑞士绩分循环制 (绩 for 积): a Swiss, 7 rounds
    said = stated(draft(OPEN + "比赛形式：瑞士绩分循环制，比赛7轮。\n"))
    assert said["format"] == "swiss"
    assert said["rounds"] == 7


def test_one_group_playing_a_system_of_its_own_states_no_format():
    # 七轮积分编排制，八人组则采用单循环赛: a Swiss and a round robin, no one format or rounds
    said = stated(draft("2026年象棋赛竞赛规程\n（一）七轮积分编排制，八人组则采用单循环赛。\n"))
    assert "format" not in said
    assert "rounds" not in said
    # 小组赛则采用单循环 is a stage's groups, not one group's system
    d = draft("2026年象棋杯赛竞赛规程\n比赛分4个小组，小组则采用单循环，每组前2名进入淘汰赛。\n")
    assert "format" in stated(d) and d.preset == "groups-knockout"


def test_play_starting_every_day_at_one_time_starts_on_the_first_day():
    # 比赛日期：2026年3月21日至31日，每天晚上8:15开赛: round 1 on the 21st at 20:15
    d = draft(HEAD + "比赛日期：2026年3月21日至31日，每天晚上8:15开赛。（星期六、日休息）\n")
    assert stated(d)["round.1"] == "2026-03-21 20:15"
    # a span every evening (每晚7:00-10:30) still starts nothing: several rounds an evening
    assert "round.1" not in stated(draft(HEAD + "时间：2026年4月25日—4月27日每晚7:00-10:30\n"))
