"""Division lists in the forms of the later held-out sets: several on one line, lettered
in one word (分甲、乙组), numbered rows under 组别设置, one division alone, 设成年组和少儿组,
男子、女子两个组别, and a list only partly read (none stated). The texts are written for each
form; the expected values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import counted, stated

HEAD = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"


def test_several_divisions_on_one_line():
    # 九、组别设置：耆英组（1964年12月31日前出生） 成人组（1965年1月1日至2007年12月31日出生）
    # 少年组（2008年1月1日至2014年12月31日出生）: three divisions, each with its birth limits
    d = draft(
        HEAD + "九、组别设置：耆英组（1964年12月31日前出生） 成人组（1965年1月1日至2007年12月31日"
        "出生） 少年组（2008年1月1日至2014年12月31日出生）\n"
    )
    assert stated(d)["divisions"] == ["耆英组", "成人组", "少年组"]
    senior, adult, youth = d.reg.divisions
    assert str(senior.born_on_or_before) == "1964-12-31" and senior.born_on_or_after is None
    assert str(adult.born_on_or_after) == "1965-01-01"
    assert str(youth.born_on_or_before) == "2014-12-31"


def test_divisions_lettered_in_one_word():
    # 分甲、乙组 … 甲组：冠军6000元… 乙组：冠军800元…: two divisions, each with its prizes
    d = draft(HEAD + "分甲、乙组。\n甲组：冠军6000元、亚军4000元\n乙组：冠军800元、亚军500元\n")
    assert stated(d)["divisions"] == ["甲组", "乙组"]
    # 比赛分A、B两个组，A组国际等级分1800分及以上，B组国际等级分1800分以下: bands, both included
    d = draft(HEAD + "比赛分A、B两个组，A组国际等级分1800分及以上，B组国际等级分1800分以下。\n")
    a, b = d.reg.divisions
    assert (a.name, a.rating_from, a.rating_to) == ("A组", 1800, None)
    assert (b.name, b.rating_from, b.rating_to) == ("B组", None, 1800)


def test_lettered_groups_of_a_stage_are_no_divisions():
    # 分A、B两个组 … 每组前4名进入淘汰赛: a stage's groups, not divisions
    d = draft(HEAD + "比赛分A、B两个组，A组8人，B组8人，每组前4名进入淘汰赛。\n")
    assert "divisions" not in stated(d)


def test_numbered_rows_with_brackets_under_a_heading():
    # 组别设置： 1、甲组（在职职工） 2、乙组（全旗围棋爱好者）: two divisions by name
    d = draft(HEAD + "组别设置：\n1、甲组（在职职工）\n2、乙组（全旗围棋爱好者均可报名参加）\n")
    assert stated(d)["divisions"] == ["甲组", "乙组"]


def test_one_division_alone_under_its_heading():
    # 八、组别：五段组。: one division, named as written
    assert stated(draft(HEAD + "八、组别：五段组。\n"))["divisions"] == ["五段组"]


def test_divisions_set_up_by_name_and_men_and_women():
    # 比赛设成年组和少儿组: two divisions; 比赛分为男子、女子两个组别: 男子 and 女子, by gender
    assert stated(draft(HEAD + "比赛设成年组和少儿组。\n"))["divisions"] == ["成年组", "少儿组"]
    d = draft(HEAD + "（三）比赛分为男子、女子两个组别（参赛人数不足10人者取消比赛）；\n")
    assert [(x.name, x.gender) for x in d.reg.divisions] == [("男子", "男"), ("女子", "女")]


def test_a_list_only_partly_read_states_no_divisions():
    # 公开组 and 女子组 read, 候补大师组（已办理…） and 一级组（已办理…） not: no list of them all
    d = draft(
        HEAD + "三、比赛分组：\n1、公开组：不限等级、年龄、性别。\n"
        "候补大师组（已办理候补大师的棋手参加）。\n女子组（女棋手参加）。\n"
        "一级组（已办理一级证书的棋手）；\n"
    )
    assert "divisions" not in stated(d)


def test_values_by_division_are_not_counted_where_none_is_expected():
    # prizes by division and each division's cap are values by group: counted only where the
    # expected values give them
    d = draft(HEAD + "分甲、乙组。\n甲组：冠军6000元，限报60人\n乙组：冠军800元，限报40人\n")
    assert "prizes" in stated(d)
    assert "prizes" not in counted(d, {"game": "xiangqi"})
    assert "prizes" in counted(d, {"prizes": []})


def test_divisions_on_one_line_after_fen_and_he():
    # 组别：分少年组（16周岁及以下）和成人组（17周岁及以上）: 少年组 and 成人组, not 分少年组
    d = draft(HEAD + "组别：分少年组（16周岁及以下）和成人组（17周岁及以上）\n")
    assert stated(d)["divisions"] == ["少年组", "成人组"]


def test_headed_lists_with_brackets_or_under_fenzu():
    # 5. 比赛组别：初小组、高小组、初中组、高中组（元朗…学校优先） /
    # 组别：甲组（16岁组）、乙组（14岁组）
    d = draft(HEAD + "5. 比赛组别：初小组、高小组、初中组、高中组（元朗区学校优先）\n")
    assert stated(d)["divisions"] == ["初小组", "高小组", "初中组", "高中组"]
    d = draft(HEAD + "组别：甲组（16岁组）、乙组（14岁组）、丙组（12岁组）。\n")
    assert stated(d)["divisions"] == ["甲组", "乙组", "丙组"]
    # 4、分组：分定段组、1段组、2段组; but 分组：A组、B组 is a stage's groups
    assert stated(draft(HEAD + "4、分组：分定段组、1段组、2段组；\n"))["divisions"] == [
        "定段组",
        "1段组",
        "2段组",
    ]
    assert "divisions" not in stated(draft(HEAD + "分组：A组、B组\n"))


def test_a_headed_list_going_on_past_a_semicolon_states_none():
    # 比赛组别：定段组、小学男子组；幼儿园男子、女子6岁组；…: only part of the list is a list
    listed = "六、比赛组别：定段组、小学男子组、小学女子组；幼儿园男子、女子6岁组；"
    d = draft(HEAD + listed + "幼儿园男子、女子5岁组\n")
    assert "divisions" not in stated(d)
