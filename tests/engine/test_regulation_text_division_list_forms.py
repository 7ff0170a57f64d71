"""Divisions listed under their heading with no limit the readers take (engine/regulation/text/
division_lists.py): one a line after the heading, with a bullet or none, several numbered on a
line and going on over lines, the numbered rows of a table under its header row, a list cut at ／
or 、 on the heading's line or after a day, a list led by its count, codes after 组别; and the
lists that are not one plain list of divisions (a stage's groups, a division split in two, a list
the text goes on past, a count that differs), where none is stated. The texts are written for
each form; the expected names are the ones the text writes, in its order."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年国际象棋公开赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"


def _divisions(body: str) -> object:
    return stated(draft(HEAD + body)).get("divisions")


def test_one_a_line_after_the_heading_with_words_after_it():
    # 六、比赛组别：依本会积分分组，… then 公开组（Open）积分1200以上 … one a line
    body = (
        "六、比赛组别：依本会积分分组，任何一组报名多于40人时再分两组。\n"
        "公开组（Open）积分1200以上，成年无积分者（Open）\n"
        "进阶组（Intermediate）积分900-1199，含中学生无积分者Junior/Senior，可以跳组参赛。\n"
        "新人组（Beginner）积分0-899，不可以跳组参赛。\n"
        "七、比赛规则：\n"
    )
    assert _divisions(body) == ["公开组", "进阶组", "新人组"]


def test_bulleted_lines_and_a_count_line_under_a_heading():
    body = "六、比赛组别：分组如下\n* 公开组：积分1100以上\n* 进阶组：积分1099以下\n七、时间\n"
    assert _divisions(body) == ["公开组", "进阶组"]
    body = (
        "五、分组方法\n比赛分三组\n高段组（业余1段以上）：\n低段组（业余1段以下）：\n"
        "学生组（13路棋盘）：\n六、其他\n"
    )
    assert _divisions(body) == ["高段组", "低段组", "学生组"]


def test_a_count_line_that_differs_states_none():
    body = "五、分组方法\n比赛分四组\n高段组（业余1段以上）：\n低段组（业余1段以下）：\n六、其他\n"
    assert _divisions(body) is None


def test_several_numbered_on_a_line_going_on_over_lines():
    # 九、比赛组别：1.六段组 2.五段组 … then 4.甲组（1∼3级） … 6.幼稚园组：13路棋盘
    body = (
        "九、比赛组别：1.六段组 2.五段组 3.初段组\n"
        "4.甲组（1∼3级） 5.乙组（4∼6级）\n"
        "6.幼稚园组：13路棋盘\n"
        "丁~辛组限16岁以下。\n"
    )
    assert _divisions(body) == ["六段组", "五段组", "初段组", "甲组", "乙组", "幼稚园组"]
    body = (
        "十一、比赛组别：（级位以证书为准）\n（1）甲组 （2）乙组 （3）丙组\n（4）入门组：13路棋盘\n"
    )
    assert _divisions(body) == ["甲组", "乙组", "丙组", "入门组"]


def test_numbering_that_skips_ends_the_list():
    body = "九、比赛组别：1.六段组 2.五段组\n4.初段组\n"
    assert _divisions(body) == ["六段组", "五段组"]


def test_the_numbered_rows_of_a_table_under_its_header_row():
    body = (
        "九、比赛组别：\n组别 就读年级\n1 国小新秀组 未参加过本会比赛\n2 国小女生组 国小1-6年级\n"
        "3 国中组 国中\n4 社会公开组 不限年龄\n十、报名\n"
    )
    assert _divisions(body) == ["国小新秀组", "国小女生组", "国中组", "社会公开组"]
    body = (
        "五、比赛组别：\n组 别 资 格 备注\n（1）幼儿园组 就读幼儿园\n（2）家长组 参赛选手的家长\n"
    )
    assert _divisions(body) == ["幼儿园组", "家长组"]


def test_a_list_cut_at_slash_or_comma_and_by_day():
    body = "（8）比赛组别：六段组／三、四段组／初段组／甲组（1~3级）／初学组\n"
    assert _divisions(body) == ["六段组", "三、四段组", "初段组", "甲组", "初学组"]
    body = "六、比赛分组：无级组、25级组、10级组、2级组。\n"
    assert _divisions(body) == ["无级组", "25级组", "10级组", "2级组"]
    body = (
        "组别：\n4月9日 长青组（55岁或以上）、高小组（小四至小六）、女子组（任何年龄）\n"
        "4月16日 公开组（任何年龄）、初中组（中一至中三）\n名额：每组80人。\n"
    )
    assert _divisions(body) == ["长青组", "高小组", "女子组", "公开组", "初中组"]


def test_a_list_led_by_its_count_and_codes():
    assert _divisions("4. 比赛分三大组，高中组、国中组和国小组。\n") == [
        "高中组",
        "国中组",
        "国小组",
    ]
    assert _divisions("4. 比赛分四大组，高中组、国中组和国小组。\n") is None
    assert _divisions("本赛（FIDE rated）组别：U8, U10, U12, Open\n") == [
        "U8",
        "U10",
        "U12",
        "Open",
    ]


def test_grade_groups_listed_after_hua_fen_wei():
    body = "2、赛事根据报名时的段级位划分为1级组、1段组、2段组、3段组（以报名时为准）。\n"
    assert _divisions(body) == ["1级组", "1段组", "2段组", "3段组"]


def test_lists_that_are_not_one_plain_list_state_none():
    # a stage's groups under 分组
    assert _divisions("四、分组：A组 B组 C组\n") is None
    # a division split in two: 级位组（A组：…，B组：…）
    body = (
        "组别：\n高段组（五段以上）\n段位组（初段至四段）\n"
        "级位组（一级以下，A组：限本县，B组：外县市）\n"
    )
    assert _divisions(body) is None
    # named twice over: 甲组：4-6年级组、乙组：2-3年级组
    assert _divisions("七、项目分组：甲组：4-6年级组、乙组：2-3年级组、丙组：1年级组。\n") is None
    # the list goes on past what can be cut: 幼儿园男子、女子6岁组
    body = "六、比赛组别：定段组、小学男子组、小学女子组；幼儿园男子、女子6岁组；\n"
    assert _divisions(body) is None
