"""Forms of the twenty-third and twenty-fourth held-out sets: timetables led by their groups
(1. 段位组…第一轮 / 2. 级位组…第一轮8:40: no round time, no first start), 分为公開組和業余組 (two
divisions where no stage is played in groups), 积分编排制比赛八轮, 控制参赛人数不超过140人,
分成2个小组，各取前8名 (each group's first eight), a day's share of rounds by day part (白天赛四轮，
晚上赛一轮: no count). The texts are written for each form; the expected values are worked by hand
from their words, and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2025年围棋段级位赛竞赛规程\n"


def _said(body: str, head: str = HEAD) -> dict[str, object]:
    return stated(draft(head + body))


def test_timetables_led_by_their_groups_state_no_round_time():
    body = (
        "四、比赛时间\n1. 段位组(1-4段)4月12日(周六)12:40报到开始第一轮、14:15第二轮；\n"
        "2. 级位组(15级-1级)4月13日(周日)早上8:40前报到，赛七轮(第一轮8:40、第二轮09:45)。\n"
    )
    said = _said(body)
    assert not any(k.startswith(("round.", "round_end.")) for k in said)


def test_two_divisions_after_fen_wei():
    assert _said("比賽分為公開組和業余組。\n", "2016年国际象棋公开赛\n")["divisions"] == [
        "公開組",
        "業余組",
    ]
    body = "比赛分为红组和蓝组，小组前两名出线。\n"  # a stage's groups
    assert "divisions" not in _said(body)


def test_rounds_capacity_and_each_groups_first():
    body = (
        "14日白天赛四轮，晚上赛一轮；15日上午赛两轮，下午赛一轮。\n2. 采用积分编排制比赛八轮。\n"
        "2. 报名时间：即日起至2016年5月10日（控制参赛人数不超过140人，如额满提前截止报名）。\n"
    )
    said = _said(body, "2016年象棋个人赛\n")
    assert said["rounds"] == 8 and said["capacity"] == 140
    body = (
        "第一阶段采用7轮积分编排制，参赛的40名棋手将被分成2个小组，各取前8名。\n"
        "第二阶段采用单淘汰制进行。\n"
    )
    said = _said(body, "2006年象棋排名赛\n")
    assert said["format"] == "group_knockout" and said["advance_per_group"] == 8


def test_a_deadline_and_a_fee_by_kind_of_player_state_none():
    body = (
        "十.  報名日期：(1)職業棋士(含品位)-即日起至102年9月30日止\n"
        "             (2)業餘棋士--即日起至102年10月6日止。\n"
        "十.報名費：(1)職業棋士(含品位)：免報名費\n          (2)業餘棋士：500元\n"
    )
    said = _said(body, "2013年中正盃圍棋賽\n")
    assert "deadline" not in said and "fee" not in said
    # one kind only: its deadline stands
    body = "十.  報名日期：(1)職業棋士(含品位)-即日起至102年9月30日止\n十一.比賽日期：\n"
    assert _said(body, "2013年中正盃圍棋賽\n")["deadline"] == "2013-09-30 23:59"


def test_a_clock_led_by_some_stages_states_none():
    # 八、用時： 1、初 賽、複 賽：每局各用時2小時…: the preliminaries' clock (spaced, in traditional
    # characters), none for the event
    body = "八、用時：\n      1、初 賽、複 賽：每局各用時2小時，最後3分鐘讀秒，60秒3次。\n"
    assert "time_control" not in _said(body, "第18屆天元戰\n")


def test_rounds_written_lunci_and_a_players_game_points():
    body = "比赛轮次：10\n每轮局数：1盘\n个人局分：胜2 和1 负0\n"
    said = _said(body, "2011年象棋网络积分赛\n")
    assert said["rounds"] == 10
    assert (said["points.win"], said["points.draw"], said["points.loss"]) == ("2", "1", "0")
