"""Forms the thirty-eighth set's first run showed (professional 围棋 knockouts): the
qualifiers' sentences (预选赛为…分组单败淘汰制, 预选赛用时方式为…) give neither the main event's
format nor its clock, a clock written 除决赛…外，其他所有比赛用时方式为…, a rating list's day
(以截止至…公布的等级分为依据) is no deadline. The texts are written for each form; the values are
worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2012年围棋棋圣战竞赛规程\n"


def _values(body: str) -> dict[str, object]:
    return stated(draft(HEAD + body))


def test_the_qualifiers_sentences_are_not_the_main_events():
    body = (
        "1.比赛分为预选赛及本赛两个阶段。\n"
        "2.预选赛分为16组，每组取1个出线名额，和16名种子选手组成32人的本赛阵容。\n"
        "4.预选赛用时方式为每方2小时，保留5次1分钟读秒，超时判负。"
        "本赛用时方式为每方2小时45分钟，保留5次1分钟读秒，超时判负。\n"
        "5.预选赛为公开赛模式，采用分组单败淘汰制。本赛32强至半决赛的比赛采用单败淘汰制。\n"
    )
    values = _values(body)
    assert values["format"] == "knockout"  # not the qualifiers' groups then knockout
    assert values["time_control"] == "每方2小时45分钟，保留5次1分钟读秒"


def test_a_clock_for_all_games_but_the_final():
    body = (
        "（三）比赛采用单败淘汰制。除决赛用时为每方3小时，保留5次1分钟读秒，超时判负外，"
        "其他所有比赛用时方式为每方2小时后5次1分钟读秒，超时判负。\n"
    )
    assert _values(body)["time_control"] == "每方2小时后5次1分钟读秒"


def test_a_rating_lists_day_is_no_deadline():
    body = (
        "凡等级分排列前32位的职业棋手均可报名参加，以截止至2012年1月31日公布的等级分为依据。\n"
        "报名截止日期：2012年2月11日。\n"
    )
    assert _values(body)["deadline"] == "2012-02-11 23:59"


def test_a_bracket_the_qualifiers_and_seeds_make():
    body = (
        "2.预选赛分为16组，每组取1个出线名额，和16名种子选手组成32人的本赛阵容。\n"
        "5.本赛32强至半决赛的比赛采用单败淘汰制。\n"
    )
    assert _values(body)["bracket"] == 32
