"""Forms the thirtieth set's first run showed (mainland 象棋 open events): a chain led by
名次按… or 成绩按以下顺序 (after a reference to the rules' article), a check-in under the sign-up's
heading, a prize list wrapped over lines, places written 6--8名, 八到十二名, 9—16名 and 1名60000元,
gifts of a stated worth, another list's places (本地棋手另行排名), clocks under a heading line of
their own or led by 比赛时限采用 / 比赛基本用时 / 采用每方, a line of two days' rounds, a latest
arrival time, and a penalty for the clause that carries it. The texts are written for each
form; the values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2015年象棋公开赛竞赛规程\n"


def _values(body: str) -> dict[str, object]:
    return stated(draft(HEAD + body))


def test_chains_led_by_an_order():
    body = "4、个人名次按积分、对手分、累进分、胜局、犯规、后手胜局区分。\n"
    assert _values(body)["tiebreaks"] == [
        "points", "opponents_score", "progressive", "wins", "fouls", "second_seat_wins",
    ]  # fmt: skip
    body = "5、个人成绩按以下顺序：积分、对手分、累进分、胜局、上轮名次。\n"
    assert _values(body)["tiebreaks"] == [
        "points", "opponents_score", "progressive", "wins", "previous_ranking",
    ]  # fmt: skip
    # the rules' article named first; 后走局数 has no registry name: the chain stops there
    body = "1、个人名次按：竞赛规则，14.3.1条款区分，积分、对手分、胜局、犯规、后走局数。\n"
    assert _values(body)["tiebreaks"] == ["points", "opponents_score", "wins", "fouls"]


def test_a_check_in_under_the_sign_up_is_no_deadline():
    body = (
        "四、报名：\n报名费100元，即日起开始报名，报名截止日期2015年1月9日。\n"
        "2015年1月9日19时前在悦景大酒店报到。\n"
    )
    assert _values(body)["deadline"] == "2015-01-09 23:59"  # the day's end, not 19:00


def test_a_prize_list_wrapped_over_lines():
    body = (
        "五、奖励前16名：\n第一名5000元，第二名3000元，第三名1800元，第四名1000元，\n"
        "第五名800元，第六名600元，第七名500元，八到十二名300元，\n十三至十六名200元。\n"
    )
    assert _values(body)["prizes"] == [
        (1, 1, 5000), (2, 2, 3000), (3, 3, 1800), (4, 4, 1000), (5, 5, 800), (6, 6, 600),
        (7, 7, 500), (8, 12, 300), (13, 16, 200),
    ]  # fmt: skip


def test_places_at_the_line_start_and_doubled_dashes():
    body = (
        "九、录取名次与奖励\n1名60000元；\n2名40000元；\n3名20000元；\n"
        "6--8名各10000元；\n9—16名各5000元；\n"
    )
    prizes = _values(body.replace("3名20000元；\n", "3名20000元；\n4名15000元；\n5名13000元；\n"))
    assert prizes["prizes"] == [
        (1, 1, 60000), (2, 2, 40000), (3, 3, 20000), (4, 4, 15000), (5, 5, 13000),
        (6, 8, 10000), (9, 16, 5000),
    ]  # fmt: skip


def test_gifts_and_another_lists_places_are_no_prizes():
    body = (
        "十、奖励方式：第一名3000元，第二名2000元，第三至四名价值320元原酒礼包，"
        "第五至六名260元酒礼盒。\n"
    )
    assert _values(body)["prizes"] == [(1, 1, 3000), (2, 2, 2000)]
    body = (
        "八、奖励办法：冠军奖5000元，亚军奖2000元，季军奖1000元。\n"
        "凡本地棋手可另行排名，1-6名计奖2000元。\n"
    )
    assert _values(body)["prizes"] == [(1, 1, 5000), (2, 2, 2000), (3, 3, 1000)]


def test_clock_leads_and_a_clock_heading():
    assert _values("3、比赛时限采用50分钟包干制。\n")["time_control"] == "50分钟包干制"
    body = "3、比赛基本用时45分钟，每走一步加5秒，超时判负。\n"
    assert _values(body)["time_control"] == "基本用时45分钟，每走一步加5秒"
    body = (
        "五、竞赛办法\n（二）采用积分编排制，30分钟包干。\n（三）比赛用时与限时\n"
        "1、采用每方30分钟用时包干制，不限着数，超时判负。\n"
    )  # the clause under the clock's own heading, not the format's passing words
    assert _values(body)["time_control"] == "每方30分钟用时包干制，不限着数"


def test_a_line_of_two_days_rounds():
    body = (
        "八、比赛安排时间： 报到时间：10月1日下午6:30点前 10月1日晚上 第1轮 19:30 第2轮：21:00 "
        "10月2日上午 第3轮 8:30 第4轮：10:30\n下午 第5轮 14:00 第6轮： 16:00\n"
    )
    values = _values(body)
    assert values["round.1"] == "2015-10-01 19:30"  # not the check-in's 18:30
    assert values["round.2"] == "2015-10-01 21:00"  # the evening's day, not the next day's
    assert values["round.3"] == "2015-10-02 08:30"
    assert values["round.4"] == "2015-10-02 10:30"  # 上午, not the evening's 22:30
    assert values["round.6"] == "2015-10-02 16:00"


def test_a_latest_arrival_is_no_start():
    body = (
        "五、比赛时间： 2015年5月9日至10日，比赛两天，参赛选手5月9日8点前到达赛场，"
        "未按时抵达者视同弃权。8:00开幕式，8:30开赛。\n"
    )
    assert _values(body)["round.1"] == "2015-05-09 08:30"


def test_a_penalty_for_the_clause_that_carries_it():
    values = _values("9、赛场内严禁吸烟，关闭手机，发现作弊者立即取消比赛资格。\n")
    assert values["penalty.作弊"] == "0/each DQ"
    assert "penalty.手机" not in values  # the phone is to be switched off, at no stated cost
    assert _values("对局中手机响铃，判负。\n")["penalty.手机"] == "0/each 判负"
