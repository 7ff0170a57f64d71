"""Forms of the ninth held-out set: rounds left to the entries, given by group in one sentence,
counted as 场 or 盘, 各组均五轮, not 每一轮 or 每天2轮; divisions named as written (二段组), listed
on their heading's line or named without 组 and counted; 4——8名; two awards with a count each,
and an award per group (none). The texts are written for each form; the expected values are
worked by hand from their words, and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

GO = "2026年围棋升段赛竞赛规程\n比赛采用积分编排制。\n"


def test_rounds_left_to_the_entries_or_by_group_state_none():
    # 轮数视人数而定，暂定为9轮 / 定段组7轮…、小学组赛6轮…: no one number
    assert "rounds" not in stated(draft(GO + "采用积分编排一局制，轮数视人数而定，暂定为9轮。\n"))
    text = GO + "（定段组7轮全天比赛、小学组赛6轮全天比赛；幼儿组赛4轮只赛上午）\n"
    assert "rounds" not in stated(draft(text))
    # 依赛程完成每一轮比赛 counts no rounds
    assert "rounds" not in stated(draft(GO + "比赛员应依赛程完成每一轮比赛。\n"))


def test_rounds_with_the_days_share_or_for_every_group():
    # 共赛11轮，每天2轮: eleven; 比赛轮次：各组均五轮: five
    assert stated(draft(GO + "各组共赛11轮，每天2轮，每方1小时。\n"))["rounds"] == 11
    assert stated(draft(GO + "4.比赛轮次：各组均五轮。\n"))["rounds"] == 5


def test_rounds_counted_as_games_in_an_individual_event():
    # 各组一律赛完五场 / 总共比五盘: five rounds of one game each
    assert stated(draft(GO + "3、各组一律赛完五场。\n"))["rounds"] == 5
    assert stated(draft(GO + "（5）总共比五盘，不加赛。\n"))["rounds"] == 5


def test_divisions_named_as_written():
    # 七、比赛组别： （1）二段组 （2）三段组: the names with their numerals
    d = draft(GO + "七、比赛组别：\n（1）二段组\n（2）三段组\n")
    assert stated(d)["divisions"] == ["二段组", "三段组"]


def test_divisions_on_their_headings_line_or_counted_without_zu():
    # 4. 组别：小学组、中学组、公开组。 / 设初小、高小、中学及公开四个组别
    d = draft(GO + "4. 组别：小学组、中学组、公开组。\n")
    assert stated(d)["divisions"] == ["小学组", "中学组", "公开组"]
    d = draft(GO + "设初小、高小、中学及公开四个组别。\n")
    assert stated(d)["divisions"] == ["初小", "高小", "中学", "公开"]


def test_places_written_with_a_double_dash():
    # 第一名奖现金400元，第二名：300元，第三名：200元，4——8名各奖100元
    d = draft(
        GO + "1.个人奖前8名，第一名奖现金400元，第二名：300元，第三名：200元，4——8名各奖100元。\n"
    )
    assert stated(d)["prizes"] == [(1, 1, 400), (2, 2, 300), (3, 3, 200), (4, 8, 100)]


def test_two_awards_with_a_count_each_and_an_award_per_group():
    # 并设优秀组织奖和道德风尚奖各一名: two awards, one winner each, no money
    d = draft(GO + "2.团体奖前三名，并设优秀组织奖和道德风尚奖各一名。\n")
    assert stated(d)["special_awards"] == [("优秀组织奖", 1, 0), ("道德风尚奖", 1, 0)]
    # 每组优异奖4名: each group's, no award of the event
    assert "special_awards" not in stated(draft(GO + "每组优异奖4名，可获奖状。\n"))


def test_forfeits_ending_with_bu_anpai_or_bu_zai_yuyi_bianpai():
    # 弃权2轮，不安排比赛 / 连续2轮弃权者，不再予以编排和排名: two forfeits end the event
    assert (
        stated(draft(GO + "3、迟到15分钟，弃权作负；弃权2轮，不安排比赛；\n"))[
            "forfeits_to_withdraw"
        ]
        == 2
    )
    d = draft(GO + "（四）连续2轮弃权者，不再予以编排和排名。\n")
    assert stated(d)["forfeits_to_withdraw"] == 2


def test_a_capacity_written_minge_xianzhi():
    # 名额限制450人，额满为止: 450 entries at most
    d = draft(GO + "九、报名日期：自2026年11月1日起至2026年11月20日止 名额限制450人，额满为止\n")
    assert stated(d)["capacity"] == 450
