"""Forms of the eighth held-out set: a sign-up closing before each heat, a first start given by
group, a team event named under 比赛办法 with its boards as 台次, two Swiss stages with their own
rounds and clocks, a team event whose system is left open, a drawn match scored by who is at
home. The texts are written for each form; the expected values are worked by hand from their
words, and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

GO = "2026年围棋公开赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"


def test_a_sign_up_closing_before_each_heat_is_no_deadline():
    # 即日起至10月7日…报名时间于比赛时间前一周开启、在比赛时间前24小时结束: each heat's own
    heats = "即日起至10月7日期间共有多场线上海选赛，"
    text = GO + heats + "报名时间于比赛时间前一周开启、在比赛时间前24小时结束。\n"
    assert "deadline" not in stated(draft(text))
    # 报名截止时间：2026年10月7日: one day's end
    assert stated(draft(GO + "报名截止时间：2026年10月7日。\n"))["deadline"] == "2026-10-07 23:59"


def test_a_first_start_given_by_group_is_no_start():
    # 9:30开赛（高段组9:00开赛）: two starts; 日期：…– 段位组: one group's day
    text = GO + "六、比赛时间：2026年3月6日（星期日）上午9:00开幕，9:30开赛（高段组9:00开赛）。\n"
    assert "round.1" not in stated(draft(text))
    text = GO + "日期：2026年7月28日（星期日）– 段位组\n时间：下午一时正至下午六时正\n"
    assert "round.1" not in stated(draft(text))
    # the same day for everyone: 9:30开赛
    text = GO + "六、比赛时间：2026年3月6日（星期日）上午9:00开幕，9:30开赛。\n"
    assert stated(draft(text))["round.1"] == "2026-03-06 09:30"


TEAMS = (
    "2026年围棋团队赛\n"
    "七、比赛办法：团体对抗赛，自由组队参加，每队五位选手，5台次比赛。\n"
    "十、赛制：初赛名额共16队，瑞士制3轮，初赛每场用时各60分钟，读秒3次30秒，选出前8名队伍进入复赛。"
    "复赛瑞士制4轮，复赛每场用时各80分钟，读秒3次30秒。\n"
)


def test_a_team_event_under_its_method_with_boards_as_taici():
    # 比赛办法：团体对抗赛…每队五位选手，5台次比赛: a team event of 5 boards
    said = stated(draft(TEAMS))
    assert said["teams"] is True
    assert said["boards"] == 5


def test_two_swiss_stages_state_no_one_format_rounds_or_clock():
    # 初赛…瑞士制3轮 … 复赛瑞士制4轮; 初赛每场用时各60分钟 … 复赛每场用时各80分钟: by stage
    said = stated(draft(TEAMS))
    assert "format" not in said
    assert "rounds" not in said
    assert "time_control" not in said


def test_a_team_event_with_its_system_left_open_starts_from_a_team_preset():
    # no system written, a team event of 5 boards: the team Swiss preset, the format unstated
    d = draft(TEAMS)
    assert d.preset == "team-swiss"
    assert d.reg.format.kind == "team"


def test_a_drawn_match_scored_by_who_is_at_home_states_no_draw():
    # 场分：胜方计3分，负方计0分，主队战平计1分，客队战平计2分: win 3, loss 0, no one draw
    head = "2026年象棋甲级联赛竞赛规程\n比赛为团体赛，主客场双循环。\n"
    text = head + "场分：胜方计3分，负方计0分，主队战平计1分，客队战平计2分。\n"
    said = stated(draft(text))
    assert said["match.win"] == "3" and said["match.loss"] == "0"
    assert "match.draw" not in said


def test_a_team_events_game_points_are_said_once_as_a_boards():
    # 团体赛 … 每局胜局2分，和局1分，负局0分: a board's points, not stated again as a player's
    d = draft(
        "2026年象棋团体联谊赛\n比赛为团体赛，每队4台，采用积分编排制，共赛3轮。\n"
        "5、每局胜局2分，和局1分，负局0分；\n"
    )
    said = stated(d)
    assert (said["board.win"], said["board.draw"], said["board.loss"]) == ("2", "1", "0")
    assert not any(key.startswith("points.") for key in said)
