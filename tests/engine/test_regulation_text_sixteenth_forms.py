"""Forms of the sixteenth held-out set: amounts in the numerals of money (新台幣伍萬元整, 壹万伍仟
元), 冠 軍 spaced as a heading, a prize list led by 个人组…奖励前8名, 并列第三名各…元, the median
and the defeated opponents' scores in a chain (中间对手分, 胜对手分: no registry name), 4 時間：
(no time of day), a sign-up's day that dates no round, two days written 8月26、27日, 10:00時開始
比賽, a deadline or its span on the line under 报名时间/報名日期, 限制人数40人, 不限着数 in a clock.
The texts are written for each form; the expected values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.found import times
from engine.regulation.text.normalise import normal
from engine.regulation.text.values import stated

HEAD = "2024年围棋公开赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"


def _said(body: str, head: str = HEAD) -> dict[str, object]:
    return stated(draft(head + body))


def test_amounts_in_the_numerals_of_money():
    assert normal("第一名：新台幣伍萬元整。") == "第1名:50000元整。"
    assert normal("壹万零伍佰元、三千伍佰元、参万元") == "10500元、3500元、30000元"
    assert normal("参加比赛，参赛者") == "参加比赛,参赛者"  # 参 as a word, no numeral
    body = (
        "六、奖金\n第一名：新台幣伍萬元整。\n第二名：新台幣參萬元整。\n第三名：新台幣壹萬元整。\n"
    )
    assert _said(body)["prizes"] == [(1, 1, 50000), (2, 2, 30000), (3, 3, 10000)]


def test_spaced_place_names_and_a_list_led_by_the_individual_section():
    body = "八、奖励\n1. 冠 軍：獎金NT$600,000元。\n2. 亞 軍：獎金NT$240,000元。\n"
    assert _said(body)["prizes"] == [(1, 1, 600000), (2, 2, 240000)]
    body = (
        "1.个人组优胜奖奖励前3名，颁发奖金。"
        "奖金标准如下：第一名：800元；第二名：700元；第三名：600元\n"
    )
    assert _said(body)["prizes"] == [(1, 1, 800), (2, 2, 700), (3, 3, 600)]


def test_two_third_places():
    body = "第一名10万元奖金，第二名5万元奖金，并列第三名各3万元奖金。\n"
    assert _said(body)["prizes"] == [(1, 1, 100000), (2, 2, 50000), (3, 4, 30000)]


def test_the_median_is_read_and_the_defeated_opponents_scores_end_the_chain():
    body = "4、破同分规则：（1）对手分之和；（2）中间对手分之和；（3）胜局数；（4）抽签\n"
    assert _said(body)["tiebreaks"] == [
        "points",
        "opponents_score",
        "opponents_score_median",
        "wins",
        "lots",
    ]
    body = "个人名次按照积分、对手分、胜对手分、直胜的顺序进行区分，高者列前。\n"
    assert _said(body)["tiebreaks"] == ["points", "opponents_score"]


def test_a_heading_numbered_before_shijian_is_no_time_of_day():
    assert times(normal("4 時間：中午12:00開賽")) != [] and times(normal("4 時間：")) == []


def test_a_sign_ups_day_dates_no_round():
    head = "2024年围棋赛\n比赛采用单败淘汰制。\n"
    body = (
        "六、报名日期：即日起至2023年12月27日中午12:00止。\n4 时间：四强及决赛于上午11:00开赛。\n"
    )
    said = _said(body, head)
    assert said["deadline"] == "2023-12-27 12:00"
    assert not any(k.startswith("round.") for k in said)


def test_two_days_written_with_a_comma_and_a_start_written_shi_kaishi():
    body = (
        "1.各组：2006年8月26、27日举行两天。\n"
        "第一天上午08:30报到，09:30开幕典礼，10:00时开始比赛。\n"
    )
    assert _said(body, "2006年象棋赛\n")["round.1"] == "2006-08-26 10:00"


def test_a_deadline_on_the_line_under_its_heading():
    assert (
        _said("五、报名时间\n2024年9月30日截止\n七、活动要求\n")["deadline"] == "2024-09-30 23:59"
    )
    body = "七、报名日期：\n1.自8月1日起至8月15日止，一律传真或通讯报名。\n"
    assert _said(body)["deadline"] == "2024-08-15 23:59"


def test_a_cap_written_xianzhi_renshu_and_a_clock_with_no_move_count():
    assert _said("1.广大象棋爱好者均可报名参加，活动限制人数40人。\n")["capacity"] == 40
    body = "（二）比赛用时：比赛采用电子计时钟，每方30分钟用时，不限着数，超时判负。\n"
    assert _said(body)["time_control"] == "每方30分钟用时，不限着数"
