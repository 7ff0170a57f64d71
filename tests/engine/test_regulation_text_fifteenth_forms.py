"""Forms of the fifteenth held-out set: a rules' year taken for the event's, two rounds named
第一轮、第二轮 in one span, 首轮, rounds and times alternating on a line, the opening and round 1
at one time, a round's end written 13点30分至14点30分, a name's explanation in a tiebreak chain,
a clock's device and 的竞赛规则 around it, a clock in hours, two clocks by session under one label,
a clock by stage beside the event's, a deadline written 报名结束, a refund's last day, a sign-up's
dates under their heading, 参赛人数为24人…报满为止, 报名免费, a prize for the best women of each
group, an award of 一人, lettered divisions with their grades, one division alone, one number of
rounds written group by group, a knockout ending in a round robin, an arena of players. The texts
are written for each form; the expected values are worked by hand from their words, and where a
text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import own_year
from engine.regulation.text.values import stated

HEAD = "2025年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛9轮。\n"


def test_a_rules_year_is_not_the_events():
    assert own_year("围棋升段赛\n1、采用2002年新颁围棋规则。\n六、报名时间：10月26日\n") is None
    d = draft("围棋升段赛\n1、采用2002年新颁围棋规则。\n六、报名时间：10月26日；\n")
    assert "deadline" not in stated(d)
    assert own_year("象棋赛\n执行2020年版规则。\n2024年3月1日开赛\n") == 2024


def test_two_rounds_named_in_one_span_give_no_end():
    d = stated(
        draft(HEAD + "2月9日（星期日）\n09:30—12:00 第一轮、第二轮比赛\n14:00—17:00 第三轮比赛\n")
    )
    assert d["round.1"] == "2025-02-09 09:30" and d["round.3"] == "2025-02-09 14:00"
    assert "round_end.1" not in d and "round.2" not in d
    assert d["round_end.3"] == "2025-02-09 17:00"


def test_the_first_round_written_shou_lun():
    text = (
        "2011年围棋团体赛\n比赛采用单循环。\n"
        "首轮比赛将于4月7日上午10时打响，8日同一时间进行第2轮比赛。\n"
    )
    d = stated(draft(text))
    assert d["round.1"] == "2011-04-07 10:00"
    assert "round.2" not in d  # 同一时间: the time is not written again


def test_rounds_and_times_alternating_on_a_line():
    body = "10月10日 上午9点 开幕式及第1轮 下午15点第2轮\n10月11日 上午9点 第3轮 下午15点第4轮\n"
    d = stated(draft("2021年象棋赛\n比赛采用积分编排制，共赛5轮。\n" + body))
    assert d["round.1"] == "2021-10-10 09:00" and d["round.2"] == "2021-10-10 15:00"
    assert d["round.3"] == "2021-10-11 09:00" and d["round.4"] == "2021-10-11 15:00"


def test_a_rounds_end_written_with_minutes():
    body = (
        "1、时间：2014年10月7日\n四、活动安排\n1、第一轮 13点30分至14点30分\n2、第二轮 15点至16点\n"
    )
    d = stated(draft("2014年象棋赛\n比赛采用积分编排制，共赛2轮。\n" + body))
    assert d["round.1"] == "2014-10-07 13:30" and d["round_end.1"] == "2014-10-07 14:30"
    assert d["round.2"] == "2014-10-07 15:00" and d["round_end.2"] == "2014-10-07 16:00"


def test_a_names_explanation_in_a_chain_names_no_criterion():
    text = HEAD + "（一）个人名次确定：对手分（所对弈过程的全部对手的积分之和）、胜局、犯规。\n"
    assert stated(draft(text))["tiebreaks"] == ["points", "opponents_score", "wins", "fouls"]


def test_a_clocks_device_and_its_rules_are_cut():
    text = HEAD + "赛制采9轮瑞士制，每场比赛计时（钟）、每人90分钟、每步加30秒的竞赛规则。\n"
    assert stated(draft(text))["time_control"] == "每人90分钟、每步加30秒"


def test_a_clock_in_hours():
    text = HEAD + "采用最新中国围棋竞赛规则，每方2小时，保留5次1分钟读秒，超时判负。\n"
    assert stated(draft(text))["time_control"] == "每方2小时，保留5次1分钟读秒"


def test_two_clocks_by_session_under_one_label_state_none():
    body = (
        "比赛用时：\n第一周周日上午场慢棋；每人各1小时，读秒60秒3次\n"
        "第一周周六下午场慢棋；每人各1小时30分钟，读秒30秒2次\n"
    )
    assert "time_control" not in stated(draft(HEAD + body))
    # the rounds' clock and the play-offs' under 慢棋 / 快棋 labels: the first
    body = (
        "（三）比赛用时：\n1. 慢棋：每方基本用时60分钟，每步加30秒。\n"
        "2. 快棋：每方基本用时10分钟，每步加10秒。\n"
    )
    assert stated(draft(HEAD + body))["time_control"] == "每方基本用时60分钟，每步加30秒"


def test_a_clock_by_stage_beside_the_events_states_none():
    body = (
        "3、用时标准：双方共用时2小时，裁判员可中途加钟限时。\n"
        "4、选拔赛初赛、复赛双方用时2.5小时，决赛双方用时3小时。\n"
    )
    assert "time_control" not in stated(draft(HEAD + body))
    body = (
        "（三）比赛用时\n1.慢棋：每方基本用时50分钟，每走一步加20秒。\n3.附加赛：\n"
        "①冠亚军决赛：每方基本用时5分钟，每走一步加3秒。\n"
    )
    assert stated(draft(HEAD + body))["time_control"] == "每方基本用时50分钟，每走一步加20秒"


def test_deadline_forms():
    text = HEAD + "3.2025年4月1日18点报名结束，届时将不再受理报名和退费事宜。\n"
    assert stated(draft(text))["deadline"] == "2025-04-01 18:00"
    text = HEAD + "报名后因事不能参赛者，可在4月1日12点前在原报名平台退费。\n"
    assert "deadline" not in stated(draft(text))
    text = HEAD + "四、报名时间\n2025年3月25日至2025年4月5日\n五、注意事项\n"
    assert stated(draft(text))["deadline"] == "2025-04-05 23:59"


def test_capacity_and_free_entry():
    text = HEAD + "三、参赛人数\n参赛人数为24人，按报名时间先后顺序、报满为止。\n"
    assert stated(draft(text))["capacity"] == 24
    assert stated(draft(HEAD + "8、本次活动报名免费。\n"))["fee"] == 0


def test_a_prize_for_the_best_women_of_each_group_is_no_place():
    assert "prizes" not in stated(draft(HEAD + "奖金：女选手奖励：各组女选手第一名奖励300元\n"))


def test_awards_of_one_person():
    body = "2、设女子最佳名次奖一人，奖金800元。\n3、设快棋赛和超快棋赛双冠奖一人，奖金800元。\n"
    assert stated(draft(HEAD + body))["special_awards"] == [
        ("女子最佳名次奖", 1, 800),
        ("快棋赛和超快棋赛双冠奖", 1, 800),
    ]


def test_lettered_divisions_with_their_grades_and_one_division_alone():
    body = "3.比赛分组：\nA组：3段-5段\nB组：1级-2段\nC组：4级-2级\n4.比赛用时：\n"
    assert stated(draft(HEAD + body))["divisions"] == ["A组", "B组", "C组"]
    body = "3.比赛分组：\nA组\nB组\nC组\n4.比赛用时：\n"  # a stage's groups
    assert "divisions" not in stated(draft(HEAD + body))
    body = "1、分为一个组别，公开组（不分男女、年龄、级别）；\n"
    assert stated(draft(HEAD + body))["divisions"] == ["公开组"]


def test_one_number_of_rounds_written_group_by_group():
    base = "2013年国际象棋等级赛\n"
    body = (
        "参赛组别：6级棋士组、棋士定级组，2013年4月4日下午1:00报到参赛，共弈9轮。\n"
        "参赛组别：5级棋士组、混合组，2013年4月4日下午1:00报到参赛，共弈9轮。\n"
    )
    assert stated(draft(base + body))["rounds"] == 9
    body = body.replace("共弈9轮。\n参赛组别：5级", "共弈7轮。\n参赛组别：5级")
    assert "rounds" not in stated(draft(base + body))


def test_a_knockout_ending_in_a_round_robin_states_no_format():
    body = (
        "2、参赛的24人将采取淘汰赛，连续2场淘汰赛。\n"
        "4、最后胜出的3人将采取循环赛，以获胜局数多少排列前3名。\n"
    )
    assert "format" not in stated(draft("2016年老年象棋赛\n" + body))


def test_an_arena_of_players_states_no_format():
    body = "三、擂台设置\n擂台赛设置一关两台，由两位棋王守擂\n每次安排6名棋手攻擂。\n"
    assert "format" not in stated(draft("2014年象棋擂台赛\n" + body))
    assert stated(draft("2026年象棋赛\n本次比赛采用擂台赛形式。\n"))["format"] == "arena"
