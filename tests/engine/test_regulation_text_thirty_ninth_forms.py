"""Forms the thirty-ninth set's first run showed (mainland 象棋 events): a title naming two
games the bot runs states no game (象棋揭棋 is one), a play-off's clock inside the chain's
sentence, a team's entry limit (团体赛限报4人) as no cap, one group's rounds (公开组…，赛13轮),
places written 5一8名 with an amount 3万 without 元. The texts are written for each form; the
values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated


def _values(text: str) -> dict[str, object]:
    return stated(draft(text))


def test_a_title_of_two_games():
    text = "2006年湖北省国际象棋、中国象棋赛等级赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"
    assert "game" not in _values(text)
    text = "第四届多伦多象棋揭棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"
    assert _values(text)["game"] == "jieqi"


HEAD = "2013年象棋公开赛竞赛规程\n"


def test_a_play_offs_clock_a_teams_limit_and_a_groups_rounds():
    body = (
        "十、根据个人积分多少排列名次，如积分相等，则按以下区分：对手分、胜局、无法区分，"
        "加赛一局快棋赛，各方用时十分钟定胜负。\n"
        "各市、州团体赛限报4人，以最好3名棋手成绩计算团体成绩。\n"
        "（三）公开组限报200人，赛13轮；\n（四）少年组限报100人，赛9轮。\n"
    )
    values = _values(HEAD + body)
    assert "time_control" not in values
    assert "capacity" not in values
    assert "rounds" not in values


def test_places_with_a_dash_typed_as_one_and_an_amount_without_yuan():
    body = "冠军：40万元，亚军：30万元，第三名10万元，第四名6万元，5一8名3万 ，其他名次2万元。\n"
    assert _values(HEAD + body)["prizes"] == [
        (1, 1, 400000), (2, 2, 300000), (3, 3, 100000), (4, 4, 60000), (5, 8, 30000),
    ]  # fmt: skip
