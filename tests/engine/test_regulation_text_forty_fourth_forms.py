"""Forms the forty-fourth set's first run showed: a time in a clause about the opening is no
round's, one sentence giving some rounds' days and each day's starts (在…至…的每天上午8:30和下午
14:30进行第三至第八轮), an increment from the first move (自第一步棋起), a Swiss held in each
zone, a team event's boards each round or each match (每轮比赛上场棋手5人, 每场举行4台比赛) and
its reserve (一名递补), 比赛设奖金N元 as the total, a knockout's field (由32名…棋手进行五轮淘汰赛).
The texts are written for each form; the values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import normal
from engine.regulation.text.values import stated

HEAD = "2024年国际象棋公开赛\n进行9轮瑞士制比赛。\n"


def _values(text: str) -> dict[str, object]:
    return stated(draft(text))


def test_a_time_in_the_openings_clause_is_no_rounds():
    body = (
        "7月12日来自各地的158名棋手聚集大庆，参加将于明天开幕的公开赛。\n"
        "赛事的开幕式定于明天早上8点举行，紧随其后的将是第一轮比赛的开始。\n"
    )
    assert "round.1" not in _values(HEAD + body)


def test_some_rounds_days_and_each_days_starts_in_one_sentence():
    body = "棋手们将分别在7月14日至16日的每天上午8:30和下午14:30进行第三至第八轮的比赛。\n"
    values = _values(HEAD + body)
    assert values["round.3"] == "2024-07-14 08:30"
    assert values["round.4"] == "2024-07-14 14:30"
    assert values["round.7"] == "2024-07-16 08:30"
    assert values["round.8"] == "2024-07-16 14:30"
    assert "round.9" not in values and "round.2" not in values
    uneven = body.replace("16日", "17日")  # four days of two starts are no six rounds
    assert not [k for k in _values(HEAD + uneven) if k.startswith("round.")]


def test_an_increment_from_the_first_move_in_the_next_sentence():
    body = "比赛用时：第一时限90分钟40步棋，第二时限30分钟至全局终。自第一步棋起，每步棋加30秒。\n"
    said = _values(HEAD + body)["time_control"]
    assert isinstance(said, str)
    expected = "第一时限90分钟40步棋，第二时限30分钟至全局终。自第一步棋起，每步棋加30秒"
    assert normal(said) == normal(expected)
    named = (
        "用时：第一时限，每方90分钟完成40回合，第二时限每方30分钟直至比赛结束。"
        "从第一步棋开始，每走一步加30秒。\n"
    )  # the first period's name alone before its time, 每走一步 written with 一
    said = _values(HEAD + named)["time_control"]
    assert isinstance(said, str)
    expected = (
        "第一时限，每方90分钟完成40回合，第二时限每方30分钟直至比赛结束。"
        "从第一步棋开始，每走一步加30秒"
    )
    assert normal(said) == normal(expected)


def test_a_swiss_held_in_each_zone_is_no_one_format():
    body = (
        "比赛分两个阶段进行。第一阶段分为四个赛区，每个赛区进行5轮积分编排赛，决出前两名进入"
        "第二阶段。第二阶段8支队伍采用单淘汰赛决出最终冠军。\n"
    )
    values = _values("2018中国围棋之乡联赛\n" + body)
    assert "format" not in values
    assert "rounds" not in values


def test_a_team_events_boards_each_round_or_each_match():
    body = "本届联赛共有35只队伍参赛，每队可报10名棋手参赛。其中每轮比赛上场棋手5人。\n"
    assert _values("2018中国围棋之乡联赛\n" + body)["teams"] is True
    body = "每届由9-10个代表队参赛，各队均由5名棋手组成，4名正式队员，一名递补，每场举行4台比赛。\n"
    values = _values("2015国际象棋团体锦标赛\n" + body)
    assert values["teams"] is True
    assert values["boards"] == 4
    assert values["reserves"] == 1


def test_the_prize_fund_written_she_jiangjin():
    body = "比赛设奖金104000元人民币，其中冠军奖金20000元。\n"
    assert _values(HEAD + body)["prize_total"] == 104000


def test_a_knockouts_field_written_you_n_ming():
    body = "（三）、本赛由32名职业女子棋手进行五轮淘汰赛，产生挑战者。\n"
    values = _values("第二届中国围棋女子名人战竞赛规程\n" + body)
    assert values["format"] == "knockout"
    assert values["bracket"] == 32
