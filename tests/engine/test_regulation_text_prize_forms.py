"""Prize and division forms published regulations commonly use (engine/regulation/text): places
written 第五-600元 and 第七、八名, a prize table by division whose rows are the only place the
divisions are named, divisions listed one a line under a heading, 每组不足N人并入下一组, and a
prize total written without 元. The texts are written for the form; the expected values are
worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

YEAR = "2026年秋季象棋公开赛竞赛规程\n比赛采用瑞士制，共赛7轮。\n"


def test_prizes_over_two_lines_with_bare_and_paired_places():
    # line 1: 冠军 2000, 亚军 1200, 季军 800, 殿军 500; line 2: 第五 300, 第六 250,
    # 第七、八名 150 each (one range 7-8), 第九、十名 100 each (9-10)
    d = draft(
        YEAR
        + "奖励：\n"
        + "冠军-2000元 亚军-1200元 季军-800元 殿军-500元\n"
        + "第五-300元 第六-250元 第七、八名-150元 第九、十名-100元\n"
    )
    assert stated(d)["prizes"] == [
        (1, 1, 2000), (2, 2, 1200), (3, 3, 800), (4, 4, 500),
        (5, 5, 300), (6, 6, 250), (7, 8, 150), (9, 10, 100),
    ]  # fmt: skip
    # 第三、五名 are not places in a row: no range read from them; 冠军 500 stands alone
    d = draft(YEAR + "奖励：冠军500元，第三、五名各100元。\n")
    assert stated(d)["prizes"] == [(1, 1, 500)]


def test_a_prize_table_by_division_names_the_divisions():
    # header 组别 冠军 亚军 季军 第4名 第5名; rows by division, amounts in the header's order:
    # 公开组 6,000 3,000 1,500 500 500 → 1st 6000, 2nd 3000, 3rd 1500, 4th–5th 500 (equal
    # neighbours joined); 少年组 1,000 600 400 → 1st–3rd; 儿童组 奖状 names no amount
    d = draft(
        YEAR
        + "奖励：各组奖金如下表\n"
        + "组别 冠军 亚军 季军 第4名 第5名\n"
        + "公开组 6,000 3,000 1,500 500 500\n"
        + "少年组 1,000 600 400\n"
        + "儿童组 奖状\n"
    )
    said = stated(d)
    assert said["divisions"] == ["公开组", "少年组", "儿童组"]
    assert said["prizes"] == [
        (1, 1, 6000), (2, 2, 3000), (3, 3, 1500), (4, 5, 500),
        (1, 1, 1000), (2, 2, 600), (3, 3, 400),
    ]  # fmt: skip
    open_, young, _children = d.reg.divisions
    by_division = [r.division for r in d.reg.prizes.ranges]
    assert by_division == [open_.key] * 4 + [young.key] * 3


def test_divisions_listed_under_a_heading_and_merged_into_the_next():
    # 三、参赛组别： then 1. 小学组 2. 初中组 3. 公开组, one a line: three divisions in that
    # order; 每组报名人数不足6人，并入下一组: 小学组 → 初中组, 初中组 → 公开组, and 公开组,
    # the last, has none after it (fewest 6, nothing to join)
    d = draft(
        YEAR
        + "三、参赛组别：\n1. 小学组\n2. 初中组\n3. 公开组\n"
        + "四、每组报名人数不足6人，并入下一组。\n"
    )
    said = stated(d)
    assert said["divisions"] == ["小学组", "初中组", "公开组"]
    assert said["division_minimums"] == [
        ("小学组", 6, "初中组"), ("初中组", 6, "公开组"), ("公开组", 6, None),
    ]  # fmt: skip


def test_a_prize_total_without_yuan():
    # 总奖金：12000 — the sentence ends with the number: 12,000 announced
    d = draft(YEAR + "总奖金：12000\n")
    assert stated(d)["prize_total"] == 12000
    # 总奖金12000人次 is no sum of money: none
    d = draft(YEAR + "总奖金12000人次\n")
    assert "prize_total" not in stated(d)


def test_a_range_of_places_with_a_long_dash():
    # 第五名——第十名各150元: one range, 5th to 10th, 150 each
    d = draft(YEAR + "奖励：第一名800元，第二名至第四名各300元，第五名——第十名各150元。\n")
    assert stated(d)["prizes"] == [(1, 1, 800), (2, 4, 300), (5, 10, 150)]


def test_places_left_out_between_two_read_state_no_prizes():
    # 第一名800元 … 第五名——第十名各150元 with the 2nd to 4th not written (or in a form not
    # read): the list read is not the regulation's, none is stated
    d = draft(YEAR + "奖励：第一名800元，第五名——第十名各150元。\n")
    assert "prizes" not in stated(d)


def test_a_prize_table_of_one_row_of_amounts():
    # header 名次 第1名 第2名 第3名 第4名, then 奖金(元) 1,200 800 500 500: 1st 1200, 2nd 800,
    # 3rd–4th 500 (equal neighbours joined); no division is named
    d = draft(YEAR + "名次 第1名 第2名 第3名 第4名\n奖金(元) 1,200 800 500 500\n")
    said = stated(d)
    assert said["prizes"] == [(1, 1, 1200), (2, 2, 800), (3, 4, 500)]
    assert "divisions" not in said


def test_prizes_in_turn_written_with_yuan_each_or_as_fenbie():
    # 录取前4名，奖金依次为900元、600元、300元、100元: one amount a place, 1st to 4th
    d = draft(YEAR + "录取前4名，奖金依次为900元、600元、300元、100元。\n")
    assert stated(d)["prizes"] == [(1, 1, 900), (2, 2, 600), (3, 3, 300), (4, 4, 100)]
    # 前三名奖金分别为：700、500、300元 likewise
    d = draft(YEAR + "前三名奖金分别为：700、500、300元。\n")
    assert stated(d)["prizes"] == [(1, 1, 700), (2, 2, 500), (3, 3, 300)]
    # 前三名奖金分别为：700、500元: two amounts for three places, none read
    d = draft(YEAR + "前三名奖金分别为：700、500元。\n")
    assert "prizes" not in stated(d)


def test_places_listed_after_di_and_a_range_with_three_dashes():
    # 第六、七、八、九、十名各800元: the 6th to the 10th; 11---15名 各400元: the 11th to the 15th
    body = (
        "第一名：6800元\n第二名至第五名各1200元\n第六、七、八、九、十名各800元\n11---15名 各400元\n"
    )
    assert stated(draft(YEAR + body))["prizes"] == [
        (1, 1, 6800),
        (2, 5, 1200),
        (6, 10, 800),
        (11, 15, 400),
    ]
