"""Forms the forty-first set's first run showed: cheating with a phone is the cheating's
penalty, 象围棋 names two games, a certificate for some groups only (除定级组外，其余各组需持有…)
is no sign-up rule, a group's rounds written 男子组…，进行九轮. The texts are written for each
form; the values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2020年象棋快棋赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"


def _values(text: str) -> dict[str, object]:
    return stated(draft(text))


def test_cheating_with_a_phone_is_the_cheatings():
    values = _values(
        HEAD + "（四）现用无线电\\智能手机\\平板电脑等电子设备作弊者，取消比赛资格。\n"
    )
    assert values["penalty.作弊"] == "0/each DQ"
    assert "penalty.手机" not in values


def test_two_games_in_one_word_and_some_groups_certificate():
    assert "game" not in _values("2020年横林镇象围棋比赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n")
    body = "（五）除定级组外，其余各组需持有安徽省棋院发放的国际象棋棋士等级证书方可参赛。\n"
    assert "certificate_required" not in _values(HEAD + body)


def test_one_groups_rounds_written_with_jinxing():
    body = "男子组采用瑞士制赛制，进行九轮电脑编排。\n女子组采用单循环赛制。\n"
    assert "rounds" not in _values("2008年国际象棋等级赛竞赛规程\n" + body)
