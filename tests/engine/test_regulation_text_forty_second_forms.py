"""Forms the forty-second set's first run showed: an entry time (8点半开始入场) is no start,
each group's own days in one sentence time no round, 视为退赛 and 不再参与 end a player's event,
半个小时 and 放钟 belong to a clock, two clocks under the clock's label that differ give none,
a sign-up notice's computer draw is no format, a round's span before the prize-giving's time,
名次区分； typed for its colon, a play-off's clock under the clock's label, a knockout's field
under 参赛人员, the one day of play written in the preamble, and a line naming rounds before
their times after a stray early time. The texts are written for each form; the values are
worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import normal
from engine.regulation.text.values import stated

HEAD = "2024年少儿围棋升段赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"


def _values(text: str) -> dict[str, object]:
    return stated(draft(text))


def test_an_entry_time_is_no_start():
    body = "一、比赛时间：2024年3月2日\n3.比赛时间为3月2日全天，早上8点半开始入场，9点开赛。\n"
    assert _values(HEAD + body)["round.1"] == "2024-03-02 09:00"


def test_each_groups_own_days_in_one_sentence_time_no_round():
    body = (
        "比赛时间：（1）低级组2024年8月22号，上午8:00开始，下午1:30开始"
        " （2）高级组2024年8月23、24号两天，上午8:00开始，下午1:30开始\n"
    )
    values = _values(HEAD + body)
    assert not [k for k in values if k.startswith("round.")]


def test_withdrawn_after_two_forfeits_written_as_tuisai_or_buzaicanyu():
    withdrawn = "1.每轮比赛开始后迟到10分钟视为弃权，判负；参赛选手连续弃权两轮视为退赛。\n"
    assert _values(HEAD + withdrawn)["forfeits_to_withdraw"] == 2
    left = "注意事项\n1、开赛15分钟后未到赛场者，视为本轮弃权，弃权两轮者不再参与\n"
    assert _values(HEAD + left)["forfeits_to_withdraw"] == 2


def test_half_an_hour_shared_then_the_referees_clock():
    body = "3、双方共用半个小时，根据情况由裁判决定放钟，每方再用十分钟，超时作负；\n"
    said = _values(HEAD + body)["time_control"]
    assert isinstance(said, str)
    assert normal(said) == normal("双方共用半个小时，根据情况由裁判决定放钟，每方再用十分钟")


def test_two_clocks_under_the_label_that_differ_give_none():
    first = "（2）比赛用时：每局单方用时15分钟每步加5秒\n"
    differs = "七、比赛时间：9月15日上午8:30开始。\n比赛用时：每局单方用时17分钟每步加5秒\n"
    assert "time_control" not in _values(HEAD + first + differs)
    same = "七、比赛时间：9月15日上午8:30开始。\n比赛用时：每局单方用时15分钟每步加5秒\n"
    said = _values(HEAD + first + same)["time_control"]
    assert isinstance(said, str) and "15分钟" in said
    late = "九、用时：20分钟加5秒\n3、迟到时限：自宣布比赛开始15分钟后还未到者，按弃权判负。\n"
    assert _values("2015年象棋月赛规程\n赛制：积分循环制\n" + late)["time_control"] == "20分钟加5秒"


def test_a_sign_up_notices_computer_draw_is_no_format():
    notice = "注意：报名截止后，对阵表即时电脑抽签编排锁定，不再受理补报名、退赛、退款。\n"
    assert "format" not in _values("2024年少儿围棋升段赛竞赛规程\n" + notice)
    drawn = "2、抽签编排在裁判长主持下采用电脑抽签编排；\n"
    assert _values("2024年象棋公开赛竞赛规程\n" + drawn)["format"] == "swiss"


def test_a_rounds_span_before_the_prize_givings_time():
    body = (
        "三、比赛时间：2019年9月15日。\n四、采用3轮积分编排制。\n"
        "七、比赛时间：9月15日上午08:20开幕式。第一轮：8:30-9:20，第二轮：9:30-10:20，"
        "第三轮：10:25-11:15颁奖：11:30。\n"
    )
    values = _values("2019年象棋公开赛竞赛规程\n" + body)
    assert values["round.3"] == "2019-09-15 10:25"
    assert values["round_end.3"] == "2019-09-15 11:15"


def test_a_chains_label_closed_by_a_semicolon():
    body = "名次区分； 按棋手排名规则顺序为积分、对手分、胜局、后手局、逐轮递减法成绩。\n"
    values = _values("2019年象棋公开赛竞赛规程\n采用9轮积分编排制。" + body)
    assert values["tiebreaks"] == ["points", "opponents_score", "wins"]


def test_a_play_offs_clock_under_the_clocks_label_is_not_the_rounds():
    body = (
        "（二）比赛采用两局单败淘汰制。\n（四）比赛用时：\n1、基本用时：每方60分钟，每走一步加20秒。\n"
        "2、加赛快棋用时：每方10分钟，每走一步加10秒。\n"
    )
    said = _values("2018年象棋冠军邀请赛竞赛规程\n" + body)["time_control"]
    assert isinstance(said, str)
    assert normal(said) == normal("每方60分钟，每走一步加20秒")


def test_a_knockouts_field_under_the_entrants_heading():
    body = (
        "五、参赛人员：\n全国象棋锦标赛（个人）男子冠军共16人，如产生新冠军，作为替补。\n"
        "六、竞赛办法\n（二）比赛采用两局单败淘汰制。\n"
    )
    values = _values("2018年象棋冠军邀请赛竞赛规程\n" + body)
    assert values["format"] == "knockout"
    assert values["bracket"] == 16


def test_the_one_day_of_play_in_the_preamble_dates_the_timetable():
    body = (
        "为增进棋友间的交流，在2021年7月4日（周日）举办象棋公开赛。\n"
        "六、采用3轮积分编排制。\n七、报名：即日起至7月2日截止。\n"
        "八、比赛时间：8:30赛场坐好 开幕式8:40 第一轮08:50~09:50 第二轮 10:00~11:00"
        " 第三轮 11:10~12:10\n"
    )
    values = _values("象棋俱乐部季度赛竞赛规程\n" + body)
    assert values["round.1"] == "2021-07-04 08:50"
    assert values["round_end.1"] == "2021-07-04 09:50"
    assert values["round.3"] == "2021-07-04 11:10"
    two_days = body.replace("七、报名", "闭幕式于2021年7月5日举行。\n七、报名")
    timed = _values("象棋俱乐部季度赛竞赛规程\n" + two_days)
    assert not [k for k in timed if k.startswith("round.")]


def test_a_cap_written_renshu_xianding():
    assert _values(HEAD + "2、本次比赛人数限定60人，人满即止。\n")["capacity"] == 60
