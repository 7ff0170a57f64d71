"""Forms of a knockout on its own: the bracket its first round halves (第一轮（32进16）), which
labels the timetable's later rounds (半决赛 is round 4 of 32, 决赛 round 5, where the preset's
16 would make them 3 and 4), a third-place match in the timetable (决赛及三四名决赛), and a field
taken first come first served (参赛人数：32人，先报先得). The texts are written for each form; the
expected values are worked by hand from their words, and where a text leaves a value open none
is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

KNOCKOUT = (
    "2025年揭棋邀请赛竞赛规程\n一、比赛时间：2025年8月9日（周六）13:00开始\n"
    "三、参赛人数：32人，先报先得。\n"
    "四、比赛办法：采用单败淘汰制，每轮对局两盘（先后手各一盘）。\n五、赛程\n"
    "13:00 第一轮（32进16）\n14:00 第二轮（16进8）\n15:00 第三轮（8进4）\n"
    "16:00 半决赛\n17:00 决赛及三四名决赛\n"
)


def test_the_bracket_is_the_one_its_first_round_halves():
    d = draft(KNOCKOUT)
    said = stated(d)
    assert said["format"] == "knockout" and said["bracket"] == 32
    assert [slot.label for slot in d.reg.schedule.rounds] == [
        "32进16",
        "16进8",
        "8进4",
        "半决赛",
        "决赛",
    ]


def test_the_later_rounds_are_timed_by_the_brackets_labels():
    said = stated(draft(KNOCKOUT))
    assert said["round.1"] == "2025-08-09 13:00" and said["round.3"] == "2025-08-09 15:00"
    assert said["round.4"] == "2025-08-09 16:00"  # 半决赛
    assert said["round.5"] == "2025-08-09 17:00"  # 决赛


def test_a_third_place_match_in_the_timetable():
    assert stated(draft(KNOCKOUT))["third_place"] is True
    head = "2025年象棋淘汰赛\n采用单败淘汰制。\n"
    assert "third_place" not in stated(draft(head + "录取前34名颁发证书。\n"))


def test_a_field_taken_first_come_first_served_is_a_cap():
    assert stated(draft(KNOCKOUT))["capacity"] == 32
    swiss = "2025年象棋公开赛\n参赛人数：64人，先到先得。\n采用积分编排制，共赛七轮。\n"
    assert stated(draft(swiss))["capacity"] == 64


def test_a_halving_that_is_no_power_of_two_gives_no_bracket():
    body = "2025年象棋淘汰赛\n采用单败淘汰制。\n第一轮（24进12）9:00\n"
    assert "bracket" not in stated(draft(body))


def test_rounds_named_by_the_players_left():
    # 第一輪（32強）… 第二輪（16強）… 八強賽 … 半決賽 … 決賽；…由半決賽敗者進行季軍賽
    body = (
        "2026年東湖盃圍棋賽\n七、賽制：單敗淘汰制，限32名選手參加。\n八、賽程\n"
        "（一）3月14日（六）上午10:00　第一輪（32強）\n"
        "（二）3月14日（六）下午2:00　第二輪（16強）\n"
        "（三）3月15日（日）上午10:00　八強賽\n（四）3月15日（日）下午2:00　半決賽\n"
        "（五）3月22日（日）上午10:00　決賽；同時由半決賽敗者進行季軍賽\n"
    )
    said = stated(draft(body))
    assert said["bracket"] == 32 and said["third_place"] is True
    assert said["round.3"] == "2026-03-15 10:00"  # 八強賽: 8进4
    assert said["round.4"] == "2026-03-15 14:00" and said["round.5"] == "2026-03-22 10:00"


def test_the_players_left_in_a_prize_list_are_no_bracket():
    body = "2021年围棋快棋赛\n采用单败淘汰制。\n奖金：第一轮2,000元。32强4,000元。16强10,000元。\n"
    assert "bracket" not in stated(draft(body))


def test_hong_kong_words_of_a_knockout():
    # 準決賽 is the semi-final, 季殿軍賽 the third-place match, 八強各…元 the 5th to the 8th,
    # 逾時十五分鐘未到場者作棄權論 a no-show, (3)截止日期：… the deadline; 下午二時 準決賽 is
    # 14:00 (the 半 of 半决赛 is no half hour)
    body = (
        "觀塘象棋會二〇二五年度揭棋淘汰賽章程\n六、賽制：\n（1）三十二人單敗淘汰制。\n"
        "（4）準決賽負者進行季殿軍賽。\n（5）逾時十五分鐘未到場者作棄權論。\n七、賽程：\n"
        "三月九日　上午十時　第一輪（三十二強）\n　下午一時　第二輪（十六強）\n"
        "　下午三時半　第三輪（八強）\n三月十六日　下午二時　準決賽\n　下午四時半　決賽及季殿軍賽\n"
        "九、獎勵：冠軍港幣2,000元、亞軍港幣1,200元、季軍港幣800元、殿軍港幣500元，"
        "八強各港幣200元。\n十、報名：\n（3）截止日期：二月二十三日（星期日）晚上十時前。\n"
    )
    said = stated(draft(body))
    assert said["round.3"] == "2025-03-09 15:30" and said["round.4"] == "2025-03-16 14:00"
    assert said["round.5"] == "2025-03-16 16:30" and said["third_place"] is True
    assert said["prizes"] == [(1, 1, 2000), (2, 2, 1200), (3, 3, 800), (4, 4, 500), (5, 8, 200)]
    assert said["no_show_minutes"] == 15 and said["deadline"] == "2025-02-23 22:00"
