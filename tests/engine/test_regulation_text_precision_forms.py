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


KNOCKOUT = "2026年围棋公开赛竞赛规程\n比赛采用单败淘汰制，共赛5轮。\n"


def test_a_knockouts_field_size_is_no_capacity():
    # 共计32人参加本赛 in a knockout: the bracket's size, no cap on entries (none written as 限)
    d = draft(KNOCKOUT + "预选赛选出16名棋手，加上种子棋手16名，共计32人参加本赛。\n")
    assert "capacity" not in stated(d)
    # 限报64人 is a cap, in a knockout as anywhere
    d = draft(KNOCKOUT + "本次比赛限报64人，额满为止。\n")
    assert stated(d)["capacity"] == 64


def test_two_systems_offered_as_a_choice_state_no_format():
    # 根据报名人数采用循环制或瑞士制: left to the entries, no one format
    d = draft("2026年国际象棋锦标赛竞赛规程\n根据报名人数，采用循环制或瑞士制进行比赛。\n")
    assert "format" not in stated(d)


def test_divisions_not_the_number_the_text_gives_state_none():
    # 男、女各分2个组别，共计4个组: the two age groups written (少年组, 儿童组) are not the four
    # divisions, so none is stated
    d = draft(
        HEAD
        + "按年龄分为男、女各2个组别，共计4个组。\n"
        + "少年组：2012年1月1日至2013年12月31日出生\n"
        + "儿童组：2014年1月1日至2015年12月31日出生\n"
    )
    assert "divisions" not in stated(d)
    # the same two groups with no count written are the divisions
    d = draft(
        HEAD
        + "少年组：2012年1月1日至2013年12月31日出生\n"
        + "儿童组：2014年1月1日至2015年12月31日出生\n"
    )
    assert stated(d)["divisions"] == ["少年组", "儿童组"]


def test_a_check_in_time_is_no_rounds_start():
    # 5月1日 14:00前报到 15:00技术会议 第一轮: the check-in and the meeting are no round's
    # start, and the row gives the first round none; 5月2日 9:00第二轮 is the second round's
    d = draft(HEAD + "5月1日 14:00前报到 15:00技术会议 第一轮\n5月2日 9:00第二轮\n")
    said = stated(d)
    assert "round.1" not in said
    assert said["round.2"] == "2026-05-02 09:00"


def test_two_sessions_on_one_line_each_start_their_rounds():
    # 5月2日 9:00第二、三轮 14:00第四、五轮: the morning session starts round 2, the
    # afternoon's round 4 (rounds 3 and 5 follow, their times not written)
    d = draft(HEAD + "5月1日 19:00第一轮\n5月2日 9:00第二、三轮 14:00第四、五轮\n")
    said = stated(d)
    assert said["round.1"] == "2026-05-01 19:00"
    assert said["round.2"] == "2026-05-02 09:00"
    assert said["round.4"] == "2026-05-02 14:00"


def test_a_phone_rule_with_a_lesser_consequence_is_no_lost_game():
    # 对局中手机振动一次警告，接打电话判负: a warning for one act, a loss for another: the
    # draft states no penalty for phones (the organiser writes which)
    d = draft(HEAD + "对局中手机振动一次警告，接打电话判负。\n")
    assert "penalty.手机" not in stated(d)
    # 对局中使用手机者判负: one consequence, the game lost
    d = draft(HEAD + "对局中使用手机者判负。\n")
    assert "penalty.手机" in stated(d)


def test_a_deadline_given_as_two_days_states_none():
    # 报名时间：6月10日, then 6月5日前将报名表交组委会: two days for the same sign-up, no one
    # deadline
    d = draft(HEAD + "报名时间：6月10日\n6月5日前请将报名表交组委会办公室。\n")
    assert "deadline" not in stated(d)
    # 报名时间：6月10日 alone: that day's end
    d = draft(HEAD + "报名时间：6月10日\n")
    assert stated(d)["deadline"] == "2026-06-10 23:59"


def test_lateness_written_as_a_limit_or_in_hours():
    # 迟到时限为20分钟，超过者判负: the limit is 20 minutes
    d = draft(HEAD + "迟到时限为20分钟，超过者判负。\n")
    assert stated(d)["no_show_minutes"] == 20
    # 迟到1小时按弃权论: 1 hour = 60 minutes
    d = draft(HEAD + "棋手迟到1小时按弃权论。\n")
    assert stated(d)["no_show_minutes"] == 60


GO = "2026年围棋锦标赛竞赛规程\n"


def test_a_computer_draw_with_no_other_system_is_a_swiss():
    # 采用电脑编排程序配对，共6轮: pairing by computer, no other system named: a Swiss
    d = draft(GO + "比赛采用电脑编排程序配对。\n比赛共进行6轮。\n")
    assert stated(d)["format"] == "swiss"
    # the same words beside a round robin (分组循环): the computer draws the groups, no Swiss
    d = draft(GO + "预赛分组循环，由电脑编排程序抽签。\n")
    assert stated(d).get("format") != "swiss"


def test_a_first_round_written_zhunshi_kaisai():
    # 2026年8月2日 09:00准时开赛: the first round starts at 09:00 that day
    d = draft(GO + "比赛采用瑞士制，共赛5轮。\n比赛日期：\n2026年8月2日 09:00准时开赛\n")
    assert stated(d)["round.1"] == "2026-08-02 09:00"


def test_divisions_listed_with_their_count():
    # 比赛分为A组、B组2个组别: two divisions, their count written and agreeing
    d = draft(GO + "比赛采用瑞士制，共赛5轮。\n比赛分为A组、B组2个组别。\n")
    assert stated(d)["divisions"] == ["A组", "B组"]
    # 比赛分为A组、B组 with no count, age or sex: may be a stage's groups, none stated
    d = draft(GO + "比赛采用瑞士制，共赛5轮。\n比赛分为A组、B组进行。\n")
    assert "divisions" not in stated(d)


def test_a_days_sessions_each_time_before_its_round():
    # 7月10日 上午8:30 第一轮 下午14:30 第二轮 / 7月11日 上午8:30 第三轮 下午2:30 第四轮
    # 晚上7:00 第五轮: each time is the start of the round written after it (下午2:30 = 14:30,
    # 晚上7:00 = 19:00), on the date leading its line
    d = draft(
        HEAD.replace("7轮", "5轮")
        + "7月10日 上午8:30 第一轮 下午14:30 第二轮\n"
        + "7月11日 上午8:30 第三轮 下午2:30 第四轮 晚上7:00 第五轮\n"
    )
    said = stated(d)
    assert said["round.1"] == "2026-07-10 08:30"
    assert said["round.2"] == "2026-07-10 14:30"
    assert said["round.3"] == "2026-07-11 08:30"
    assert said["round.4"] == "2026-07-11 14:30"
    assert said["round.5"] == "2026-07-11 19:00"


def test_an_unnamed_comparison_last_in_the_chain_leaves_the_rest_read():
    # 积分、对手分、胜局 then 如仍相同则比较最后一轮的成绩 (no registry name) last: it reorders
    # nothing before it, so the chain is points, opponents' score, wins
    d = draft(HEAD + "名次区分：依次比较积分、对手分、胜局。如仍相同则比较最后一轮的成绩。\n")
    assert stated(d)["tiebreaks"] == ["points", "opponents_score", "wins"]


def test_a_cap_naming_who_is_capped():
    # 本次比赛限报棋手80名: a cap of 80 (the players named between 限报 and the number)
    d = draft(HEAD + "本次比赛限报棋手80名。\n")
    assert stated(d)["capacity"] == 80


def test_a_deadline_under_a_bare_signup_heading():
    # (二)报名 then 1、时间：即日起至6月30日止: the sign-up's deadline, that day's end
    d = draft(HEAD + "(二)报名\n1、时间：从即日起至6月30日止。\n")
    assert stated(d)["deadline"] == "2026-06-30 23:59"


def test_a_knockouts_bracket_from_the_players_it_starts_with():
    # 预选赛选出12名，加上种子棋手4名，共计16人进入本赛 in a single knockout: a bracket of 16
    # (a power of two), and no capacity
    d = draft(KNOCKOUT + "预选赛选出12名棋手，加上种子棋手4名，共计16人进入本赛。\n")
    said = stated(d)
    assert said["bracket"] == 16
    assert "capacity" not in said
    # 共计12人进入本赛: no power of two, no bracket stated
    d = draft(KNOCKOUT + "共计12人进入本赛。\n")
    assert "bracket" not in stated(d)


def test_rounds_a_day_played_in_the_days_slots():
    # 比赛日期：2026年5月1日至2日; 第一天进行3轮，第二天进行2轮 in the slots 8:30-10:00,
    # 10:15-11:45, 14:00-15:30: day one rounds 1-3 in the three slots, day two rounds 4-5 in
    # the first two (5月2日 8:30-10:00 and 10:15-11:45)
    d = draft(
        "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"
        + "比赛日期：2026年5月1日至2日。\n"
        + "第一天进行3轮，第二天进行2轮，时间为：\n"
        + "上午 8:30-10:00；10:15-11:45；下午14:00-15:30。\n"
    )
    said = stated(d)
    assert said["round.1"] == "2026-05-01 08:30" and said["round_end.1"] == "2026-05-01 10:00"
    assert said["round.3"] == "2026-05-01 14:00" and said["round_end.3"] == "2026-05-01 15:30"
    assert said["round.4"] == "2026-05-02 08:30" and said["round_end.4"] == "2026-05-02 10:00"
    assert said["round.5"] == "2026-05-02 10:15" and said["round_end.5"] == "2026-05-02 11:45"
    # 第一天进行3轮，第二天进行3轮 but 共赛5轮: the days' rounds (6) disagree, no times stated
    d = draft(
        "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"
        + "比赛日期：2026年5月1日至2日。\n"
        + "第一天进行3轮，第二天进行3轮，时间为：\n"
        + "上午 8:30-10:00；10:15-11:45；下午14:00-15:30。\n"
    )
    assert not any(k.startswith("round.") for k in stated(d))


def test_divisions_lettered_one_a_line():
    # A、少年组：2010年1月1日以后出生 / B、儿童组：2014年1月1日以后出生: two divisions, each
    # lettered, each with its birth limit
    d = draft(HEAD + "A、少年组：2010年1月1日以后出生；\nB、儿童组：2014年1月1日以后出生。\n")
    assert stated(d)["divisions"] == ["少年组", "儿童组"]


def test_clocks_labelled_by_group_state_none():
    # 比赛用时： then 1. 甲组：每方60分钟 / 2. 乙组：每方30分钟: a clock by group, none for the
    # event (the label 甲组： is a group's name, not a kind of game)
    d = draft(
        HEAD + "比赛用时：\n1. 甲组：每方60分钟，每步加30秒。\n2. 乙组：每方30分钟，每步加10秒。\n"
    )
    assert "time_control" not in stated(d)


def test_forfeits_that_end_the_players_pairing():
    # 累计弃权两轮者，不予继续编排: two forfeits and the player is no longer paired
    d = draft(HEAD + "累计弃权两轮者，不予继续编排。\n")
    assert stated(d)["forfeits_to_withdraw"] == 2


def test_session_ranges_written_before_their_rounds():
    # 7月10日 8:30-10:00 第一轮 10:30-12:00 第二轮: each range is the round written after it
    # (round 1 8:30-10:00, round 2 10:30-12:00), not the end of one and the start of the next
    d = draft(HEAD + "7月10日 8:30-10:00 第一轮 10:30-12:00 第二轮\n")
    said = stated(d)
    assert said["round.1"] == "2026-07-10 08:30" and said["round_end.1"] == "2026-07-10 10:00"
    assert said["round.2"] == "2026-07-10 10:30" and said["round_end.2"] == "2026-07-10 12:00"


def test_a_stages_groups_count_leaves_the_divisions():
    # 男子组、女子组 (设男子组、女子组) and a stage 预赛分A、B、C、D共4组: the stage's four groups
    # are no count of the divisions, which stay the two
    d = draft(HEAD + "本次比赛设男子组、女子组。\n预赛分A、B、C、D共4组进行。\n")
    assert stated(d)["divisions"] == ["男子组", "女子组"]


def test_a_clock_clause_stops_at_other_matters():
    # 每方30分钟包干，比赛地点在市体育馆三楼大厅，统一使用电子棋钟计时: the venue is no part of the
    # clock, and the clause stops before it
    d = draft(
        HEAD + "比赛用时：每方30分钟包干，比赛地点在市体育馆三楼大厅，统一使用电子棋钟计时。\n"
    )
    assert stated(d)["time_control"] == "每方30分钟包干"


def test_one_groups_limit_is_no_capacity():
    # 少儿组（14岁以下）限报40人: the children's group takes 40, the event's size is not written
    d = draft(HEAD + "比赛采用积分编排制，赛9轮。\n少儿组（14岁以下）限报40人。\n")
    assert "capacity" not in stated(d)
    # 本次比赛限报120人: the event's own limit is still read
    assert stated(draft(HEAD + "本次比赛限报120人。\n"))["capacity"] == 120


def test_a_limit_in_a_clause_about_each_team_is_no_capacity():
    # 每支代表队报领队1人、教练1人，团体赛限报3人: how many each team enters, not the event's size
    d = draft(HEAD + "每支代表队报领队1人、教练1人，团体赛限报3人。\n")
    assert "capacity" not in stated(d)
    # 本次比赛限报120人，每队限报3人: a sentence about the event keeps its limit
    assert stated(draft(HEAD + "本次比赛限报120人，每队限报3人。\n"))["capacity"] == 120


def test_a_fee_waived_for_some_entrants_is_no_fee_of_the_event():
    # 以地方队伍名义报名的，免报名费用；以个人名义报名的，报名费100元/人: free for the towns'
    # teams, 100元 for the others — no one fee
    d = draft(
        HEAD + "报名费用：以地方队伍名义报名的，免报名费用；以个人名义报名的，报名费100元/人。\n"
    )
    assert "fee" not in stated(d)
    # 本次比赛免收报名费: the whole event is free
    assert stated(draft(HEAD + "本次比赛免收报名费。\n"))["fee"] == 0


def test_a_match_of_one_game_scores_a_players_points_not_a_teams():
    # 每一场（1局）胜场分2分，和1分，负0分 in a members' round robin: a match is one game, so these
    # are each player's points (2, 1, 0) and the event is no team event
    d = draft(
        HEAD + "比赛制度：采用分组循环制，每轮（场）赛1局。\n"
        "场分/局分：每一场（1局）胜场分2分，和1分，负0分。\n"
    )
    got = stated(d)
    assert (got["points.win"], got["points.draw"], got["points.loss"]) == ("2", "1", "0")
    assert "teams" not in got
    # 每场比赛4台，胜一场得场分2分: a team's match of four boards stays a team event
    d = draft(HEAD + "团体赛每队4人，每场比赛4台，胜一场得场分2分，和1分，负0分。\n")
    assert stated(d).get("teams") is True


def test_prize_tables_of_groups_are_no_one_list():
    # A组第1-3名 and B组第1-3名: the first place is given 3000元 and 1000元 — two tables, no
    # one list for the event. 比赛分A、B两个组 with each group leading its own clause drafts
    # the groups as divisions, each with its own table (before, the groups were not drafted
    # and no prizes were stated)
    d = draft(
        HEAD + "比赛分A、B两个组。\n"
        "A组第1名3000元，第2名2000元，第3名1000元；B组第1名1000元，第2名600元，第3名300元。\n"
    )
    assert stated(d)["divisions"] == ["A组", "B组"]
    assert d.reg.prizes.per_division
    by_division = {(r.division, r.from_rank, r.amount) for r in d.reg.prizes.ranges}
    keys = {x.name: x.key for x in d.reg.divisions}
    assert (keys["A组"], 1, 3000) in by_division and (keys["B组"], 1, 1000) in by_division
    # the groups written without 分A、B组: not divisions, and the two tables state no prizes
    d = draft(HEAD + "A组第1名3000元，第2名2000元；B组第1名1000元，第2名600元。\n")
    assert "prizes" not in stated(d)
    # one table: 第1名3000元，第2名2000元，第3名1000元
    d = draft(HEAD + "奖励：第1名3000元，第2名2000元，第3名1000元。\n")
    assert stated(d)["prizes"] == [(1, 1, 3000), (2, 2, 2000), (3, 3, 1000)]
