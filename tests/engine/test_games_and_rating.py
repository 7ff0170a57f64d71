"""The game vocabulary (chess beside junqi4, go, jieqi, xiangqi) and the sign-up field 等级分
(``rating``) that seeds a knockout."""

import typing
from fractions import Fraction

import pytest

from engine import games
from engine.regulation.schema import Regulation
from engine.signup import ask_for_fields_cn, missing_fields, parse_signup
from engine.signup_fields import parse_rating, rating_value
from engine.vocabulary import Game


def test_every_game_of_the_regulation_has_its_words():
    allowed = set(typing.get_args(Regulation.model_fields["game"].annotation))
    assert allowed == set(Game) == set(games.GAMES)
    assert Game.CHESS.label == "国际象棋"
    chess = games.game_words("chess")
    assert (chess.first, chess.second) == ("白方", "黑方")
    # FIDE: a win 1, a draw ½, a loss 0
    assert games.default_points("chess") == (1, Fraction(1, 2), 0)
    assert games.first_seat_word("chess", "先手") == "白方"
    # the other games keep the word of the format (先手) and the club's 2 / 1 / 0
    assert games.first_seat_word("xiangqi", "先手") == "先手"
    assert games.default_points("xiangqi") == (2, 1, 0)


@pytest.mark.parametrize(
    ("tail", "rating"),
    [
        ("等级分 2150", "2150"),
        ("等级分：1850", "1850"),
        ("等级分 ２１５０", "2150"),  # full-width digits
        ("等级分 2150分", "2150"),
        ("等级 业9-3 等级分 1999", "1999"),  # 等级 and 等级分 side by side
    ],
)
def test_rating_field_forms(tail, rating):
    (line,) = parse_signup(f"报名 张三 12345678 {tail}").lines
    assert line.fields["rating"] == rating and not line.errors
    assert rating_value(line.fields) == int(rating)


def test_a_bad_rating_is_refused_with_the_right_form():
    (line,) = parse_signup("报名 张三 12345678 等级分 很高").lines
    assert line.errors == ("等级分看不懂：很高，请写 0 到 4000 的整数，如 等级分 1850",)
    with pytest.raises(ValueError, match="0 到 4000"):
        parse_rating("4001")
    # a number on its own is never read as a rating
    (line,) = parse_signup("报名 张三 12345678 等级 大师").lines
    assert "rating" not in line.fields and rating_value(line.fields) is None


def test_a_missing_rating_is_asked_for():
    (line,) = parse_signup("报名 张三 12345678").lines
    assert missing_fields(line, ["rating"]) == ["rating"]
    assert ask_for_fields_cn(["rating"], line) == (
        "还缺：等级分（如 等级分 1850），请补全后重新报名，例如：报名 张三 12345678 等级分 1850"
    )
