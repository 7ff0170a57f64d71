"""Forms of the eighteenth held-out set: a year of the Republic in Chinese numerals (民國九十二年),
a timetable that lost its colons (1300~1430：第一場比賽, a round called a game), 裁定敗 in
traditional characters, no-show limits that differ by stage (none), an amount whose 元 is left
out beside others (第九名5,000，), 16.6万人民币, 名次、以… as a chain's lead, one leg's rounds
(本站共赛2轮), a rest after the clock (休息15分钟: not the clock's). The texts are written for each
form; the expected values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import normal, own_year
from engine.regulation.text.values import stated

HEAD = "2017年国际象棋邀请赛竞赛规程\n比赛采用单循环赛。\n"


def _said(body: str, head: str = HEAD) -> dict[str, object]:
    return stated(draft(head + body))


def test_a_year_of_the_republic_in_numerals_and_a_timetable_without_colons():
    assert own_year("一、比賽時間：民國九十二年5月21日（六）、5月22日（日）\n") == 2003
    assert normal("1300~1430：第一場比賽") == "13:00~14:30:第1场比赛"
    assert normal("2019-2020赛季，1999~2005年") == "2019-2020赛季,1999~2005年"  # years stay
    body = (
        "一、比賽時間：民國九十二年5月21日（六）\n(4) 採瑞士制計算成績。\n"
        "(5) 比賽遲到15分鐘以上者，取選手裁定敗。\n六、比賽流程：\n"
        "Day1：1100~1130：選手報到\n1300~1430：第一場比賽\n1500~1630：第二場比賽\n"
    )
    said = _said(body, "大專盃圍棋賽\n")
    assert said["no_show_minutes"] == 15
    assert said["round.1"] == "2003-05-21 13:00" and said["round_end.1"] == "2003-05-21 14:30"
    assert said["round.2"] == "2003-05-21 15:00" and said["round_end.2"] == "2003-05-21 16:30"


def test_no_show_limits_that_differ_by_stage_state_none():
    body = (
        "3.1 初賽及本賽八強前均各2小時；遲到加倍扣時，遲到20分鐘裁定敗。\n"
        "3.2 四強及決賽各3小時；遲到加倍扣時，遲到30分鐘裁定敗。\n"
    )
    assert "no_show_minutes" not in _said(body)


def test_an_amount_without_yuan_beside_others_and_a_total_in_renminbi():
    body = (
        "五、奖金（税前16.6万人民币）\n第一名60,000元，第二名40,000元，\n"
        "第三名20,000元，第四名5,000，\n第五名5,000元。\n"
    )
    said = _said(body)
    assert said["prizes"] == [
        (1, 1, 60000),
        (2, 2, 40000),
        (3, 3, 20000),
        (4, 4, 5000),
        (5, 5, 5000),
    ]
    assert normal("奖金（税前16.6万人民币）") == "奖金(税前16.6万元)"


def test_a_chain_led_by_mingci_and_a_legs_rounds():
    body = "个人名次、以总积分、对手分、直胜确定。\n"
    assert _said(body)["tiebreaks"] == ["points", "opponents_score", "direct_encounter"]
    body = "时间：共10站比赛。\n5、本站共赛 2 轮比赛。\n"
    assert "rounds" not in _said(body)


def test_a_rest_after_the_clock_is_not_the_clocks():
    body = "3、用时，每方 40 分钟保留时间，3 次 20 秒读秒，超时判负，休息 15 分钟，进行第二轮。\n"
    assert _said(body)["time_control"] == "每方40分钟保留时间，3次20秒读秒"
