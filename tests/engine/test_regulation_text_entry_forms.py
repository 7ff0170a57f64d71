"""Entry, clock and ranking forms published regulations commonly write (engine/regulation/text):
a fee written after its amount or by kind of player, a deadline written 报名至…止, the clock of
每位棋手N分钟, and 相互之间的胜负 for the direct encounter. The texts are written for the form;
the expected values are worked by hand from their words, and where a text leaves a value open
none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年围棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"


def test_a_fee_written_after_its_amount():
    # 每位棋手须缴纳80元报名费: fee 80
    d = draft(HEAD + "每位棋手须缴纳80元报名费。\n")
    assert stated(d)["fee"] == 80


def test_no_fee_taken_and_fees_by_membership():
    # 本赛不收取报名费: fee 0
    d = draft(HEAD + "本赛不收取报名费。\n")
    assert stated(d)["fee"] == 0
    # 会员免费，非会员交报名费100元: two fees by kind of player, none stated
    d = draft(HEAD + "会员免费，非会员交报名费100元。\n")
    assert "fee" not in stated(d)


def test_a_deadline_written_sign_up_until():
    # 报名至2026年8月20日止: sign-up closes at the end of 8月20日
    d = draft(HEAD + "报名至2026年8月20日止，逾期不予受理。\n")
    assert stated(d)["deadline"] == "2026-08-20 23:59"


def test_the_clock_of_each_player():
    # 每位棋手60分钟，超时判负: the clock 每位棋手60分钟 (超时判负 is no clock)
    d = draft(HEAD + "每位棋手60分钟，超时判负。\n")
    assert stated(d)["time_control"] == "每位棋手60分钟"


def test_the_direct_encounter_written_between_the_two():
    # 积分相同时，依次比较对手分、相互之间的胜负: 直胜 after the opponents' score
    d = draft(HEAD + "积分相同时，依次比较对手分、相互之间的胜负。\n")
    assert stated(d)["tiebreaks"] == ["points", "opponents_score", "direct_encounter"]


def test_a_chain_led_by_a_name_the_registry_lacks_states_none():
    # 破同分：胜对手分、对手分、胜局数: the first name after the points (the defeated opponents'
    # scores) has no registry name, so the order after the points is not known; none stated,
    # and 胜对手分 with every criterion after it listed (the chain stops at the first unknown one)
    d = draft(HEAD + "破同分：胜对手分、对手分、胜局数。\n")
    assert "tiebreaks" not in stated(d)
    assert d.reading.unknown_tiebreaks == ["胜对手分", "对手分", "胜局数"]
    # the median Buchholz (中间分) has a registry name: that chain is read whole
    said = stated(draft(HEAD + "破同分：中间分、对手分、胜局数。\n"))
    assert said["tiebreaks"] == ["points", "opponents_score_median", "opponents_score", "wins"]


def test_a_team_chain_led_by_the_games_won_states_none():
    # 场分相同，比较胜局、对手分: a team's 胜局 (games won over the boards) has no team name and
    # comes first after the match points; no chain stated for the teams
    d = draft(
        "2026年象棋团体赛规程\n采用团体瑞士制，共赛7轮。\n名次排列：场分相同，比较胜局、对手分。\n"
    )
    assert "tiebreaks" not in stated(d)


def test_a_chain_going_on_in_the_next_sentence():
    # 名次排列：场分多者列前；场分相同比较局分，再相同比较对手分: 场分 alone in the first sentence,
    # the rest in the next: 场分, 局分, the teams' opponents' score
    d = draft(
        "2026年象棋团体赛规程\n采用团体瑞士制，共赛5轮。\n"
        "名次排列：场分多者列前；场分相同比较局分，再相同比较对手分。\n"
    )
    assert stated(d)["tiebreaks"] == ["match_points", "board_points", "team_opponents_score"]


def test_rounds_after_a_comma_and_a_clock_after_each_round():
    # 各组均采用积分编排制，7轮: 7 rounds; 每轮用时为每方90分钟加每步30秒: the clock, without
    # 每轮用时为
    d = draft(
        "2026年国际象棋公开赛规程\n赛制：各组均采用积分编排制，7轮。\n"
        "每轮用时为每方90分钟加每步30秒。\n"
    )
    got = stated(d)
    assert got["rounds"] == 7 and got["time_control"] == "每方90分钟加每步30秒"


def test_the_clock_after_a_time_label():
    # 四、对局时间：每方45分钟，每步加15秒: the clock without its label
    d = draft(HEAD + "四、对局时间：每方45分钟，每步加15秒。\n")
    assert stated(d)["time_control"] == "每方45分钟，每步加15秒"


def test_a_deadline_from_today_until():
    # 报名：即日起至5月10日: sign-up closes at the end of 5月10日 (the year the text's, 2026)
    d = draft(HEAD + "比赛时间：2026年6月1日。\n报名：即日起至5月10日。\n")
    assert stated(d)["deadline"] == "2026-05-10 23:59"
    # 1、即日起至5月10日止 under 五、报名办法：: likewise
    d = draft(HEAD + "比赛时间：2026年6月1日。\n五、报名办法：\n1、即日起至5月10日止。\n")
    assert stated(d)["deadline"] == "2026-05-10 23:59"
