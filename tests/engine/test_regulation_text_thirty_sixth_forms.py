"""Forms the thirty-sixth set's first run showed (象棋 opens and online team events): a clock
under its heading with the play-offs' clock after it (1.基本用时：… 2.加赛用时：…), places written
第7-9奖金 and 第7名--第16名, amounts without 元 at a list's end (第10-12名各200), a team chain of
对手总场分 and 对手总局分. The texts are written for each form; the values are worked by hand from
their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2013年象棋公开赛竞赛规程\n"


def _values(body: str) -> dict[str, object]:
    return stated(draft(HEAD + body))


def test_the_rounds_clock_before_the_play_offs():
    body = (
        "（二）采用积分编排制，共赛7轮。\n（三）比赛用时：\n1.基本用时：每方60分钟，每走一步加30秒。\n"
        "2.加赛用时：\n快棋每方10分钟，每走一步加5秒。\n"
    )
    assert _values(body)["time_control"] == "每方60分钟，每走一步加30秒"


def test_places_and_amounts_a_list_writes_short():
    body = (
        "八、奖励：第一名奖金2000元，第二名奖金1000元，第三名奖金600元，第4-6名奖金各400元，"
        "第7-9奖金各300元，第10-12名各200，第13-16名各100\n"
    )
    assert _values(body)["prizes"] == [
        (1, 1, 2000), (2, 2, 1000), (3, 3, 600), (4, 6, 400), (7, 9, 300), (10, 12, 200),
        (13, 16, 100),
    ]  # fmt: skip
    body = (
        "八、名次：第一名 3万元，第二名 2万元，第三名 1万元，第4名--第16名各2000元，"
        "第17名---第32名各1000元。\n"
    )
    assert _values(body)["prizes"] == [
        (1, 1, 30000), (2, 2, 20000), (3, 3, 10000), (4, 16, 2000), (17, 32, 1000),
    ]  # fmt: skip


def test_a_team_chain_of_the_opponents_totals():
    body = (
        "比赛为团体赛，每队4人，采用积分编排制，共赛7轮。\n"
        "团体排名：场分，对手总场分，总局分，对手总局分，首台局分，胜场，总胜局\n"
    )
    assert _values(body)["tiebreaks"] == ["match_points", "team_opponents_score", "board_points"]


def test_rounds_read_out_of_order_time_none():
    # 第3轮 8:30 with no new day written: before 第2轮's 21:00 on the same day, so the
    # timetable was misread (a day lost); no round's time stands
    body = (
        "采用积分编排制，共赛5轮。\n10月1日晚上 第1轮 19:30 第2轮 21:00\n第3轮 8:30 第4轮 10:30\n"
    )
    values = _values(body)
    assert not [k for k in values if k.startswith("round.")]
    ordered = body.replace("第3轮 8:30", "10月2日上午 第3轮 8:30")
    assert _values(ordered)["round.3"] == "2013-10-02 08:30"


def test_a_lower_place_paid_more_is_a_misread_list():
    body = "奖励：第一名3000元，第二名2000元，第三名1000元，第四名8100元。\n"
    assert "prizes" not in _values(body)  # no list pays the fourth more than the third
    assert _values(body.replace("8100", "800"))["prizes"][-1] == (4, 4, 800)


def test_a_cap_below_four_is_no_events():
    assert "capacity" not in _values("限报3人，采用积分编排制，共赛7轮。\n")  # a unit's share
    assert _values("本次比赛限120人，额满为止。\n")["capacity"] == 120
