"""Forms of the twenty-first and twenty-second held-out sets: 采瑞士制（九轮赛）, 功进行9轮 beside
第2轮起 (a count, no timetable), the teams' places after a player's (团体第一名奖2000元，个人第一名
奖300元), 比赛限时25分钟 and 比赛时间控制： as a clock's labels, 比赛分两个组别，… (the count
before the list), 胜得两分，和一分 (points in numerals), 以积分按定名次，比小分，累进分, boards
that differ by group (none), N轮积分赛 (a Swiss). The texts are written for each form; the
expected values are worked by hand from their words, and where a text leaves a value open none
is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2023年象棋公开赛竞赛规程\n"


def _said(body: str, head: str = HEAD) -> dict[str, object]:
    return stated(draft(head + body))


def test_rounds_in_brackets_and_beside_a_later_round():
    assert _said("比赛方式遵照象棋比赛规则采瑞士制（九轮赛）。\n")["rounds"] == 9
    body = "本次排位赛功进行9轮，实行抽签与积分编排相结合，即首轮抽签，第2轮起采用积分编排。\n"
    assert _said(body)["rounds"] == 9


def test_the_teams_places_before_a_players():
    body = "4. 同队回避，每队前八名计团体成绩。\n团体第一名奖2000元，个人第一名奖300元。\n"
    assert _said(body)["prizes"] == [(1, 1, 300)]
    body = "奖励方法：个人赛第1名奖800元，第2名奖600元；团体第一名奖1000元，第二名奖800元。\n"
    assert _said(body)["prizes"] == [(1, 1, 800), (2, 2, 600)]


def test_clock_labels_without_a_colon_or_with_kongzhi():
    body = "1、采用个人赛分组比赛，赛制采用淘汰制，比赛限时25分钟，赛前抽签决定对阵选手。\n"
    assert _said(body)["time_control"] == "限时25分钟"
    assert _said("比赛时间控制：双方共用30分钟包干，超时判负。\n")["time_control"] == (
        "双方共用30分钟包干"
    )


def test_divisions_counted_before_their_list_and_points_and_chain_in_words():
    assert _said("比赛分两个组别，5段及以上组，4段组。\n")["divisions"] == ["5段及以上组", "4段组"]
    said = _said(
        "（三）赛制：采取瑞士积分编排制。\n胜得两分，和一分，负0分。\n"
        "到最后一轮结束时以积分按定名次，比小分，累进分，胜率高的列前。\n"
    )
    assert (said["points.win"], said["points.draw"], said["points.loss"]) == ("2", "1", "0")
    assert said["tiebreaks"] == ["points", "opponents_score", "progressive"]


def test_boards_that_differ_by_group_and_a_swiss_written_jifen_sai():
    body = "本次比赛共进行9轮积分赛，男子组团体赛每轮每队上场4人，女子组团体赛每轮每队上场3人。\n"
    said = _said(body, "2021年国际象棋团体赛\n")
    assert "boards" not in said and said["format"] == "swiss"
    assert _said("比赛采用7轮循环积分赛。\n").get("format") != "swiss"


def test_letters_sharing_a_groups_name_and_a_deadline_at_the_months_end():
    body = (
        "今年赛制共分为社会组、及学生A、B、C、D、E等六组，采用国际瑞士积分制比赛，"
        "报名自即日起至5月底截止。\n"
    )
    said = _said(body, "2017年象棋锦标赛，将于6月11日举行。\n")
    assert said["divisions"] == ["社会组", "学生A组", "学生B组", "学生C组", "学生D组", "学生E组"]
    assert said["deadline"] == "2017-05-31 23:59"
    body = "今年赛制共分为社会组、及学生A、B、C等五组。\n"  # the count written differs
    assert "divisions" not in _said(body)
