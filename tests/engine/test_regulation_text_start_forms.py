"""Where the first round starts when no round is timed on its own: play every day from a time
(每天下午12:30分在…进行) over a range of days whose first is written without 日, the play's day and
hours under their own labels a line apart, a span written with ∼, a time in English (11am-7pm),
a day's two sessions (上午场10:00开赛，下午场14:00开赛), and the stages' days listed one a line
above the start. The texts are written for each form; the expected values are worked by hand
from their words, and where a text leaves the start open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import normal
from engine.regulation.text.values import stated

HEAD = "2019年象棋比赛规程\n比赛采用积分编排制，共赛7轮。\n"


def _first(body: str) -> object:
    return stated(draft(HEAD + body)).get("round.1")


def test_play_every_day_over_a_range_of_days():
    assert (
        _first("7、比赛定于8月22至8月28日每天下午12:30分在中国棋院进行。\n") == "2019-08-22 12:30"
    )


def test_the_days_and_the_hours_under_their_own_labels():
    body = (
        "二、比赛日期：2024年3月31日（星期日）12:00~12:50报到\n因故无法参赛请提前一日告知\n"
        "三、比赛时间：下午1:00~5:00比赛\n"
    )
    assert _first(body) == "2024-03-31 13:00"


def test_a_span_written_with_the_tilde_operator_and_in_english():
    assert (
        _first("二、比赛时间：2019年5月5日 星期日 9:30∼17:20（请于9:00报到）\n")
        == "2019-05-05 09:30"
    )
    assert _first("日期：2009年11月22日\n时间：11am-7pm\n") == "2009-11-22 11:00"
    assert normal("上午9:00am~下午6:00pm") == "上午9:00~18:00"
    assert normal("12pm, 12:30 a.m.") == "12:00, 0:30"


def test_a_days_two_sessions_start_with_the_morning():
    body = "比赛时间：2014年7月20日\n一日赛2场，上午场10:00开赛，下午场14:00开赛。\n"
    assert _first(body) == "2014-07-20 10:00"
    body = "比赛时间：2014年7月20日\n高段组上午10:00开赛，低段组下午14:00开赛。\n"  # by group
    assert _first(body) is None


def test_the_stages_days_one_a_line_above_the_start():
    body = (
        "六、比赛日期：\n男子初赛：2014年7月20日（日）、27日（日）。\n男子决赛：8月9日（六）、10日（日）。\n"
        "一日赛2场，上午场10:00开赛，下午场14:00开赛。\n"
    )
    assert _first(body) == "2014-07-20 10:00"
