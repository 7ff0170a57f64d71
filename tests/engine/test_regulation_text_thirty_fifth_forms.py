"""Forms the thirty-fifth set's first run showed (围棋 and 国际象棋 events): a prize total in
ten-thousands after its currency (人民币60万（税前）), a fee only some entrants pay, clocks led by
the event's own words (本次…竞赛时限为) or ending 的时限, a clock's byo-yomi in the next sentence,
the first rounds' system of a format not named (前三轮为单败淘汰赛), 前三轮 no count of rounds, a
sign-up's days alone under their heading. The texts are written for each form; the values are
worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2023年国际象棋大师赛竞赛规程\n"


def _values(body: str) -> dict[str, object]:
    return stated(draft(HEAD + body))


def test_a_prize_total_in_ten_thousands_after_its_currency():
    assert _values("六、奖励：总奖金人民币60万（税前）。\n")["prize_total"] == 600000


def test_a_fee_only_some_entrants_pay():
    assert "fee" not in _values("（三）无等级分棋手需交纳200元报名费。\n")


def test_clock_leads_tails_and_a_second_sentence():
    body = "（二）比赛采用每方15分钟每步棋加5秒的时限，每一轮对阵的两名棋手下4局对抗赛。\n"
    assert _values(body)["time_control"] == "每方15分钟每步棋加5秒"
    body = "2.本次网络围棋竞赛时限为每方30分钟基本用时。30秒3次读秒，超时自动判负。\n"
    assert _values(body)["time_control"] == "每方30分钟基本用时。30秒3次读秒"


def test_the_first_rounds_system_is_no_format():
    body = (
        "1.本次网络围棋竞赛前三轮为单败淘汰赛。前三轮比赛日期为2月17日、18日、19日，每天一轮，"
        "时间为每晚19点。\n"
    )
    values = _values(body)
    assert "format" not in values and "rounds" not in values


def test_a_sign_ups_days_alone_under_their_heading():
    body = "六、报名时间\n6月7日-18日\n七、报名办法\n"
    assert _values(body)["deadline"] == "2023-06-18 23:59"
