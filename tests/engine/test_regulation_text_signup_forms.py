"""Sign-up forms of the later held-out sets: a deadline under a heading that names 报名 among
other words (七、报名时间及地点, 十四、注册及报名), after 由即日起, under 报名期间/报名期限 or
报名办法：即日起至…, on the day written before 止 when a later day follows; a fee on the line
under its heading. The texts are written for each form; the expected values are worked by hand
from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年围棋公开赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"


def test_a_deadline_under_a_heading_naming_the_sign_up():
    # 七、报名时间及地点 / 即日起至2月20日（星期一）下午17:00止
    d = draft(
        HEAD + "七、报名时间及地点\n即日起至2月20日（星期一）下午17:00止，请将报名表报到围棋社。\n"
    )
    assert stated(d)["deadline"] == "2026-02-20 17:00"
    # 十四、注册及报名 / （一）从即日起至2026年11月20日前进入…系统进行注册及报名
    d = draft(
        HEAD + "十四、注册及报名\n（一）从即日起至2026年11月20日前进入网上系统进行注册及报名。\n"
    )
    assert stated(d)["deadline"] == "2026-11-20 23:59"


def test_a_deadline_after_you_jiri_qi():
    # （四）报名日期： / 由即日起至2026年10月6日。
    d = draft(HEAD + "（四）报名日期：\n由即日起至2026年10月6日。即场报名将不会受理。\n")
    assert stated(d)["deadline"] == "2026-10-06 23:59"


def test_a_deadline_under_qijian_qixian_or_banfa():
    # 报名期限：即日起至11月29日晚上9时 / 八、报名办法：即日起至6月30日（星期一）止
    d = draft(HEAD + "报名期限：即日起至11月29日晚上9时。逾期报名者，报名费加倍。\n")
    assert stated(d)["deadline"] == "2026-11-29 21:00"
    d = draft(HEAD + "八、报名办法：即日起至6月30日（星期一）止，恕不接受现场报名。\n")
    assert stated(d)["deadline"] == "2026-06-30 23:59"


def test_the_day_before_zhi_when_a_later_day_follows():
    # 报名期间：自即日起至9月17日（星期日）止…，9月20日前名单公告: the 17th
    d = draft(
        HEAD + "（三）报名期间：自即日起至9月17日（星期日）止，逾期不予受理，9月20日前名单公告。\n"
    )
    assert stated(d)["deadline"] == "2026-09-17 23:59"


def test_a_fee_on_the_line_under_its_heading():
    # 报名费用： / 200元/人
    assert stated(draft(HEAD + "报名费用：\n200元/人，现场缴交。\n"))["fee"] == 200


def test_a_deadline_for_the_list_of_entries():
    # 各参赛队于12月8日前将名单报学校工会 / 各选手于2026年5月12日17点前报至少儿棋院
    d = draft(HEAD + "各参赛队于12月8日前将名单报学校工会。\n")
    assert stated(d)["deadline"] == "2026-12-08 23:59"
    d = draft(HEAD + "七、报名方式\n各选手于2026年5月12日17点前报至少儿棋院，报名人数限120人。\n")
    assert stated(d)["deadline"] == "2026-05-12 17:00"
    # a payment's day with no list or form: no deadline
    assert "deadline" not in stated(draft(HEAD + "请于5月15日前电汇费用。\n"))


def test_a_deadline_written_zhi_shouli_baoming():
    d = draft(HEAD + "订于2026年5月7日上午举行。即日起至4月23日（星期日）止受理报名。\n")
    assert stated(d)["deadline"] == "2026-04-23 23:59"


def test_a_deadline_written_month_slash_day():
    # 11/24（一）晚上十二點整截止收件 / 11/27晚上十二點整截止收件: that day's end; 3/4子 no date
    d = draft(HEAD + "六.報名期限：即日起受理報名，11/24（一）晚上十二點整截止收件。\n")
    assert stated(d)["deadline"] == "2026-11-24 23:59"
    d = draft(HEAD + "九.報名期限：即日起受理報名，11/27晚上十二點整截止收件。\n")
    assert stated(d)["deadline"] == "2026-11-27 23:59"
    assert "deadline" not in stated(draft(HEAD + "黑棋需贴白子3又3/4子。\n"))
