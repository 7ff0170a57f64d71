"""Forms the fortieth set's first run showed (围棋 events): a clock by kind of game in one
sentence (慢棋每方…，快棋每方…) is no one clock; a shared clock's closing clause (剩余时间双方平分)
is the clock's. The texts are written for each form; the values are worked by hand from their
words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2025年围棋段位赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"


def _values(body: str) -> dict[str, object]:
    return stated(draft(HEAD + body))


def test_a_clock_by_kind_of_game_is_no_one_clock():
    body = "比赛用时：慢棋每方2小时后5次一分钟读秒，快棋每方1小时后3次30秒读秒。\n"
    assert "time_control" not in _values(body)


def test_a_shared_clocks_closing_clause():
    body = (
        "2、用时规定：每轮双方共使用1小时，根据比赛进程随时使用计时钟，剩余时间双方平分，"
        "超时判负。\n"
    )
    assert _values(body)["time_control"] == (
        "每轮双方共使用1小时，根据比赛进程随时使用计时钟，剩余时间双方平分"
    )
