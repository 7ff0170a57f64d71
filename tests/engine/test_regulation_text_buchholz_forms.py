"""The chess chains' Buchholz variants, now in the registry: 中间分 / 中间对手分 (the median
Buchholz, ``opponents_score_median``) and 对手分（去掉一个最低分） / Buchholz Cut 1 (``opponents_
score_less_lowest``), read in the order written. The texts are written for each form; the
expected values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2025年国际象棋公开赛\n采用瑞士制，共赛6轮。\n"


def _chain(line: str) -> object:
    return stated(draft(HEAD + line + "\n")).get("tiebreaks")


def test_the_median_buchholz_in_its_chinese_names():
    assert _chain("名次相同时依次比较：布赫兹、中间分、索伯分、胜局数。") == [
        "points",
        "opponents_score",
        "opponents_score_median",
        "sonneborn_berger",
        "wins",
    ]
    assert _chain("积分相等时，按中间对手分、胜局数排列。") == [
        "points",
        "opponents_score_median",
        "wins",
    ]


def test_the_buchholz_less_its_lowest_round():
    assert _chain("积分相同，依次比较：对手分（去掉一个最低分）、对手分、累进分。") == [
        "points",
        "opponents_score_less_lowest",
        "opponents_score",
        "progressive",
    ]
    assert _chain("名次区分：1.Buchholz Cut 1 2.Buchholz 3.直胜") == [
        "points",
        "opponents_score_less_lowest",
        "opponents_score",
        "direct_encounter",
    ]


def test_a_cut_of_rounds_in_turn_is_still_the_other_criterion():
    assert _chain("积分相同，依次比较对手分、对手分逐轮递减。") == [
        "points",
        "opponents_score",
        "opponents_score_cut",
    ]
