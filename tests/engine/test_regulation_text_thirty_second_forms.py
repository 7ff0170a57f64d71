"""Forms the thirty-second and thirty-third sets' first runs showed: a Swiss whose last places
drop out (积分编排末位淘汰制) is no knockout, 60分种 is 60分钟, the opponents' ratings are no
registry tiebreak, 同单位均不回避 avoids no one, forfeits written 连续三轮未到 /
不再参与编排, a chain headed 名次计算办法 over items, 直胜（仅限两人） is no cap, a format and
rounds left to the entries (7轮瑞士制赛或大循环赛), a clock led by 比赛为, an evening written on
the date's line in brackets. The texts are written for each form; the values are worked by hand
from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2023年象棋公开赛竞赛规程\n"


def _values(body: str) -> dict[str, object]:
    return stated(draft(HEAD + body))


def test_a_swiss_with_bottom_cuts_its_clock_and_chain():
    body = (
        "2、比赛采用积分编排末位淘汰制，共进行9轮。\n"
        "4、用时：双方基本用时均各为60分种，每走一步加30秒。\n"
        "5、各轮比赛同单位选手均不回避配对。\n"
        "6、名次区分：积分多者名次列前；如积分相等，则按以下顺序区分，累进分、胜局、直胜、犯规、"
        "所遇对手等级分之和多者。\n"
    )
    values = _values(body)
    assert values["format"] == "swiss"
    assert values["rounds"] == 9
    assert values["time_control"] == "双方基本用时均各为60分钟，每走一步加30秒"
    assert "avoid_same" not in values
    assert values["tiebreaks"] == ["points", "progressive", "wins", "direct_encounter", "fouls"]


def test_forfeits_written_as_rounds_missed():
    swiss = "2、积分编排进行七轮比赛。\n"
    body = swiss + "3、连续三轮未到者视为弃权，下轮不再进行编排。\n"
    assert _values(body)["forfeits_to_withdraw"] == 3
    assert _values(swiss + "5.连续弃权三轮者，不再参与编排；\n")["forfeits_to_withdraw"] == 3


def test_a_chain_over_items_and_two_tied_players_are_no_cap():
    body = (
        "二、名次计算办法：\n1.本次比赛采用积分制，积分高者名次列前；\n"
        "2.如果仍相同，则比较对手分，高者列前；\n"
        "3.如果仍相同，名次不并列，依次比较：（1）警告（2）直胜（仅限两人）（3）抽签。\n"
    )
    values = _values(body)
    assert values["tiebreaks"] == [
        "points", "opponents_score", "warnings", "direct_encounter", "lots",
    ]  # fmt: skip
    assert "capacity" not in values


def test_a_format_and_rounds_left_to_the_entries():
    body = (
        "（一）比赛根据报名人数情况分别进行7轮瑞士制赛或大循环赛。\n"
        "（三）比赛时限：比赛为每方30分钟的包干制，超时判负。\n"
    )
    values = _values(body)
    assert "format" not in values and "rounds" not in values
    assert values["time_control"] == "每方30分钟的包干制"


def test_an_evening_on_the_dates_line():
    body = "十一、竞赛日程： 10月1日（晚上） 第一轮7:00\n"
    assert _values(body)["round.1"] == "2023-10-01 19:00"


def test_days_flattened_as_columns_time_no_round():
    body = (
        "五、比赛日期：2016年5月6日-5月8日\n九、比赛日程：\n5月6日（周五）\n5月7日（周六）\n"
        "5月8日（周日）\n09:00-12:30 报到登记\n13:15-15:45 第一轮\n16:30-19:00 第二轮\n"
        "09:00-11:30第三轮\n"
    )  # the three days were a table's columns: which row is which day is lost
    assert not [k for k in _values(body) if k.startswith(("round.", "round_end."))]
    one_day = "九、比赛日程：\n5月6日（周五）\n13:15-15:45 第一轮\n16:30-19:00 第二轮\n"
    values = _values(one_day)  # one day above its rows: theirs
    assert values["round.1"] == "2023-05-06 13:15" and values["round.2"] == "2023-05-06 16:30"


def test_a_players_points_named_as_match_points_is_no_team_event():
    body = (
        "2.采取瑞士积分编排比赛7轮。\n"
        "3. 根据每位选手得分排列名次，多者列前。场分相等时，按以下顺序依次区分：对手分，直胜，"
        "总胜局数，后手胜局，犯规。若仍无法区分时，以附加赛区分。\n"
    )
    values = _values(body)
    assert "teams" not in values
    assert values["tiebreaks"] == [
        "points", "opponents_score", "direct_encounter", "wins", "second_seat_wins", "fouls",
    ]  # fmt: skip


def test_a_table_of_spans_and_rounds_out_of_line():
    body = (
        "2、根据参赛人数决定比赛赛制和轮次。\n3、升级组采用60分钟包干制，定级组根据赛程临时加钟限时。\n"
        "八、竞赛日程：\n10月3日上午 8:00~10:00\n10:15~12:15 第一轮比赛\n第二轮比赛\n"
        "10月3日下午 13:30~15:30\n15:45~17:45 第三轮比赛\n第四轮比赛\n"
    )
    values = _values(body)
    # which span is which round's is lost: only play's start (the day's first span) stands
    assert [k for k in values if k.startswith(("round.", "round_end."))] == ["round.1"]
    assert values["round.1"] == "2023-10-03 08:00"
    assert "rounds" not in values  # left to the entries
    assert "time_control" not in values  # a clock by group
