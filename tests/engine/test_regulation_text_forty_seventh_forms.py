"""Forms the forty-seventh set's first run showed (Taiwanese professional selections): a
qualifying stage with days of its own makes the main draw's labels (八強, 決賽) no first rounds
and its size no bracket, the stages' days above one start, a draw's losers paid by the round
they lose in (32強敗退者…), 各40分 in a clock, a Swiss's games counted 共下五局, a selection of
players for a team event. The texts are written for each form; the values are worked by hand
from their words."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import normal
from engine.regulation.text.values import stated


def _values(text: str) -> dict[str, object]:
    return stated(draft(text))


def test_a_qualifying_stage_with_days_of_its_own():
    body = (
        "第10屆國際圍棋大會 台灣代表選拔辦法\n六、比賽日期：\n"
        "初選：6月19日（三）、6月20日（四）。\n"
        "決選：\n八強：2024年6月21日（五） 10:00。\n四強：2024年6月21日（五） 14:00。\n"
        "決賽：2024年6月26日（三） 10:00。\n七、賽制：單敗淘汰制。\n"
    )
    values = _values(body)
    assert values["format"] == "knockout"
    assert not [k for k in values if k.startswith("round.")]
    assert "bracket" not in values
    no_qualifier = body.replace("初選：6月19日（三）、6月20日（四）。\n", "")
    assert _values(no_qualifier)["round.1"] == "2024-06-21 10:00"  # 八強 opens the draw


def test_the_stages_days_above_one_start():
    body = (
        "第八屆新銳圍棋錦標賽 台灣代表選拔辦法\n六、比賽日期：\n"
        "初賽：2021年4月15日（四）、4月22日（四）；倘若初賽僅須賽二場，則比賽日為4月15日（四）。\n"
        "決賽：2021年4月28日（三）、5月5日（三）。\n"
        "初、決賽均為一日賽2場，上午10:00開賽，下午02:00開賽。\n七、賽制：單敗淘汰制。\n"
    )
    values = _values(body)
    assert values["round.1"] == "2021-04-15 10:00"
    assert "round.4" not in values


def test_a_draws_losers_paid_by_the_round_they_lose_in():
    body = (
        "第一屆名人冠軍賽 比賽辦法\n三、賽制：本賽32人，單敗淘汰。\n七、奬勵：\n"
        "2、本賽：32強敗退者新台幣30,000元，16強敗退者新台幣60,000元，8強敗退者新台幣120,000元，"
        "4強敗退者新台幣240,000元。\n3、決賽：冠軍／奬金新台幣1,800,000元，亞軍／奬金新台幣600,000元。\n"
    )
    assert _values(body)["prizes"] == [
        (1, 1, 1800000),
        (2, 2, 600000),
        (3, 4, 240000),
        (5, 8, 120000),
        (9, 16, 60000),
        (17, 32, 30000),
    ]


def test_a_clock_of_minutes_written_ge_fen_and_a_swiss_of_five_games():
    body = (
        "第八回世界學生圍棋王座戰 台灣地區代表選拔辦法\n- 選拔時間：2010年1月2日（星期六）\n"
        "- 採瑞士制決定名次。\n- 比目法。共下五局（上午二場／下午三場）。\n"
        "- 時限：各40分，讀秒30秒一次。\n"
    )
    values = _values(body)
    assert values["rounds"] == 5
    said = values["time_control"]
    assert isinstance(said, str)
    assert normal(said) == normal("各40分，讀秒30秒一次")


def test_a_selection_of_players_for_a_team_event_is_no_team_event():
    body = "2020年第九屆世界女子圍棋團體錦標賽\n台灣代表選拔辦法\n五、比賽方式：單敗淘汰制。\n"
    assert "teams" not in _values(body)
    assert _values("2020年全市圍棋團體錦標賽\n五、比賽方式：單敗淘汰制。\n")["teams"] is True
