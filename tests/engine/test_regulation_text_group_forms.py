"""Forms of the sixth held-out set's remaining wrong or missed values: a division born in a
range of years, a prize table shared by some divisions, a clock under two labels or led by the
players it is for, a capacity written as 额满 or 为限, a fee after a long lead-in, forfeits
written as absences. The texts are written for each form; the expected values are worked by
hand from their words, and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"

DIVISIONS = "比赛组别：\n儿童组（9岁以下/2017年以后出生）\n少年组（10-16/2010—2016年出生）\n"


def test_a_division_born_in_a_range_of_years():
    # 少年组（10-16/2010—2016年出生）: born 1 January 2010 to 31 December 2016, both included
    reg = draft(HEAD + DIVISIONS).reg
    assert [d.name for d in reg.divisions] == ["儿童组", "少年组"]
    youth = reg.divisions[1]
    assert str(youth.born_on_or_after) == "2010-01-01"
    assert str(youth.born_on_or_before) == "2016-12-31"


def test_a_prize_table_under_several_divisions_states_no_prizes():
    # 儿童组、少年组奖励办法: one table for two of the divisions, not the event's prizes
    text = (
        HEAD + DIVISIONS + "奖励办法：\n儿童组、少年组奖励办法：\n"
        "冠军奖金800元；\n亚军奖金500元；\n第三名至第八名各300元。\n"
    )
    assert "prizes" not in stated(draft(text))


def test_a_prize_table_under_the_events_heading_is_kept():
    # the same table under 奖励办法 alone: the event's prizes, 800 / 500 / 300 for 3rd to 8th
    table = "冠军奖金800元；\n亚军奖金500元；\n第三名至第八名各300元。\n"
    text = HEAD + DIVISIONS + "奖励办法：\n" + table
    assert stated(draft(text))["prizes"] == [(1, 1, 800), (2, 2, 500), (3, 8, 300)]


def test_a_clock_under_a_heading_and_a_kind_of_game():
    # 比赛时限: 快棋基本用时：每方15分钟，不加秒，不须对局记录: both labels dropped, 不加秒 kept,
    # the scoresheet rule is no part of the clock
    d = draft(HEAD + "9. 比赛时限: 快棋基本用时：每方15分钟，不加秒，不须对局记录。\n")
    assert stated(d)["time_control"] == "每方15分钟，不加秒"


def test_clocks_led_by_the_players_they_are_for_state_none():
    # ●4段以上：基本时间25分钟 … 其余组别：…: the clock differs by group, no one clock
    d = draft(
        HEAD + "计时器使用：\n●4段以上：基本时间25分钟，读秒3次30秒\n"
        "其余组别：视对局进程使用计时器，读秒3次20秒\n"
    )
    assert "time_control" not in stated(d)


def test_one_clock_led_by_a_group_alone_is_kept():
    # 成人组：每方基本用时30分钟: one lead, no other group's clock below it: the clock stands
    d = draft(HEAD + "比赛用时：\n成人组：每方基本用时30分钟，每步加5秒\n比赛地点：市棋院\n")
    assert stated(d)["time_control"] == "每方基本用时30分钟，每步加5秒"


def test_capacities_written_as_full_or_as_a_ceiling():
    # （800人额满）: 800 entries at most; 总人数以18人为限: 18
    assert stated(draft(HEAD + "报名时间：比赛前两周截止（800人额满）\n"))["capacity"] == 800
    assert stated(draft(HEAD + "参赛资格: 总人数以18人为限，凡会员皆可参加。\n"))["capacity"] == 18


def test_a_fee_after_the_players_it_is_for_and_a_currency_sign():
    # 报名费: 碧山象棋会会员S$ 2: 2 (the sign before the figure, the members named first)
    assert stated(draft(HEAD + "4.2 报名费: 碧山象棋会会员S$ 2\n"))["fee"] == 2
    # 会员200元，非会员300元 is a fee by kind of player: none
    assert "fee" not in stated(draft(HEAD + "报名费：非会员300元，会员200元\n"))


def test_forfeits_written_as_absences():
    # 缺席两次者其比赛资格即被取消: two forfeits end a player's event (the Swiss's key)
    d = draft(HEAD + "参赛者迟到超过5分钟即作弃权论；缺席两次者其比赛资格即被取消。\n")
    assert stated(d)["forfeits_to_withdraw"] == 2


PAIRS = (
    "2026年职业棋手联棋赛竞赛规程\n"
    "比赛分为两个阶段。第一阶段将赛队平均分为两个大组，采用三轮积分编排制，每组前8名队伍晋级"
    "第二阶段比赛。第二阶段采用单败淘汰赛，决出冠军。\n"
    "限报52支队伍，报满截止。\n"
    "相遇的两支队伍，段位高者多贴1子。\n"
)


def test_a_swiss_in_groups_then_a_knockout():
    # 分为两个大组，采用三轮积分编排制，每组前8名…晋级…单败淘汰赛: a 3-round Swiss in 2 groups,
    # each group's first 8 into a knockout of 2 × 8 = 16 (rounds 4-7: 16进8 … 决赛)
    d = draft(PAIRS)
    said = stated(d)
    assert said["format"] == "group_knockout"
    assert said["rounds"] == 3
    assert said["groups"] == ["A", "B"]
    assert said["advance_per_group"] == 8
    assert said["knockout_size"] == 16
    first, knockout = d.reg.format.stages
    assert first.kind == "swiss" and first.groups is not None and first.groups.count == 2
    assert knockout.kind == "knockout" and knockout.size == 16
    assert [slot.label for slot in d.reg.schedule.rounds][3:] == ["16进8", "8进4", "半决赛", "决赛"]


def test_round_robin_groups_then_a_knockout_stay_round_robin():
    # 分4组单循环，每组前2名进入淘汰赛: the groups play a round robin (the groups-knockout preset)
    d = draft("2026年象棋杯赛竞赛规程\n比赛分4个小组单循环，每组前2名进入淘汰赛。\n")
    assert d.preset == "groups-knockout"
    assert d.reg.format.stages[0].kind == "round_robin"


def test_go_read_from_a_komi_where_no_game_is_named():
    # 多贴1子 (no 围棋 in the text): only Go gives stones; with no komi, no game is stated
    assert stated(draft(PAIRS))["game"] == "go"
    assert "game" not in stated(draft("2026年联棋赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"))


def test_a_limit_on_teams_entered():
    # 限报52支队伍 where each team is one entry (no team event of boards): 52 entries
    assert stated(draft(PAIRS))["capacity"] == 52
    # in a team event of boards the entries are its players: a count of teams is no capacity
    team = (
        "2026年象棋团体赛竞赛规程\n比赛为团体赛，每队3台，限报16支队伍，采用积分编排制，共赛7轮。\n"
    )
    assert "capacity" not in stated(draft(team))
