"""Forms of groups then a knockout, and of evening rounds and titles that carry the year late:
groups named one by one (分为A组、B组…H组共八个小组，每组4人，…每组前两名出线) are eight round-robin
groups of four sending sixteen on, and the timetable's 十六进八 … 决赛 are rounds 4 to 7; a
time written 19点半 before its round (晚上七点半 第一轮); the year of a title that writes it in
brackets (…积分赛（2025年第4期）); a no-show who has not entered the online room
(开赛后5分钟未进房间者判负) and free entry (本期免费参加). The texts are written for each form;
the expected values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import own_year
from engine.regulation.text.values import stated

GROUPS = (
    "2025年社区象棋赛\n一、比赛时间：2025年9月13日\n"
    "1、第一阶段：32名棋手抽签分为A组、B组、C组、D组、E组、F组、G组、H组共八个小组，每组4人，"
    "进行单循环赛，每组前两名出线。\n2、第二阶段：16名出线棋手进行单败淘汰赛。\n六、比赛日程\n"
    "上午8:30 小组赛第一轮　9:30 小组赛第二轮　10:30 小组赛第三轮\n"
    "下午13:30 十六进八　14:30 八进四　15:30 半决赛　16:30 决赛\n"
)


def test_groups_named_one_by_one_with_their_size_and_who_goes_on():
    d = draft(GROUPS)
    said = stated(d)
    assert said["format"] == "stages" and said["groups"] == list("ABCDEFGH")
    assert (said["group_size"], said["advance_per_group"], said["knockout_size"]) == (4, 2, 16)
    assert not d.refused


def test_the_knockouts_rounds_follow_the_groups():
    d = draft(GROUPS)
    labels = [(slot.number, slot.label) for slot in d.reg.schedule.rounds]
    assert labels[3:] == [(4, "16进8"), (5, "8进4"), (6, "半决赛"), (7, "决赛")]
    said = stated(d)
    assert [said[f"round.{n}"][-5:] for n in range(1, 8)] == [
        "08:30",
        "09:30",
        "10:30",
        "13:30",
        "14:30",
        "15:30",
        "16:30",
    ]


def test_evening_rounds_written_before_their_names_and_a_bracketed_title_year():
    body = (
        "“夜猫杯”揭棋网络积分赛（2025年第4期）比赛规则\n七轮积分编排（瑞士制）。\n"
        "12月1日　晚上七点半 第一轮　晚上八点半 第二轮\n"
        "开赛后5分钟未进房间者判负。\n报名截止：11月30日晚上10点。\n本期免费参加。\n"
    )
    assert own_year(body) == 2025
    said = stated(draft(body))
    assert said["round.1"] == "2025-12-01 19:30" and said["round.2"] == "2025-12-01 20:30"
    assert said["deadline"] == "2025-11-30 22:00"
    assert said["no_show_minutes"] == 5 and said["fee"] == 0


def test_a_rules_edition_on_the_title_lines_is_no_year():
    assert own_year("围棋赛规程\n一、比赛采用2002年新颁围棋规则\n") is None
    assert own_year("象棋赛\n执行中国象棋协会2020年审定的规则\n") is None


def test_a_year_written_in_chinese_digits_and_birth_limits_before_the_events_date():
    body = (
        "二〇二五年苏州市少儿象棋等级赛竞赛规程\n三、比赛日期：二〇二五年七月十九日至二十日\n"
        "甲组：2013年1月1日至2015年12月31日出生者；\n"
    )
    assert own_year(body) == 2025
    # the first full date is a birth limit (凡2008年1月1日以后出生…): the title's year stands
    body = "2026年苏州市青少年围棋赛竞赛规程\n凡2008年1月1日以后出生的棋手均可报名。\n"
    assert own_year(body) == 2026
    assert own_year("2024年象棋赛\n比赛日期：2024年5月1日\n") == 2024


def test_hong_kong_groups_then_a_knockout_of_eight():
    # 分組循環賽…分為A組、B組、C組、D組，每組4人…每組首兩名出線; 四分之一決賽 is 8进4; ½ a draw
    body = (
        "灣仔國際象棋會2026年會員盃競賽章程\n二、比賽日期：2026年5月2日（星期六）及5月9日\n"
        "（一）第一階段：分組循環賽。參賽者十六人，按等級分蛇形分為A組、B組、C組、D組，"
        "每組4人進行單循環，每組首兩名出線。\n（二）第二階段：8人單淘汰賽。\n"
        "（四）勝一局得1分，和局得½分，負局得0分。\n七、賽程\n"
        "5月2日　下午2:30 第一輪　下午4:00 第二輪　下午5:30 第三輪\n"
        "5月9日　下午2:30 四分之一決賽　下午4:00 半決賽　下午5:30 決賽及三四名賽\n"
        "八、遲到15分鐘作棄權論。\n"
    )
    said = stated(draft(body))
    assert said["format"] == "stages" and said["groups"] == list("ABCD")
    assert (said["group_size"], said["advance_per_group"], said["knockout_size"]) == (4, 2, 8)
    assert said["points.draw"] == "1/2" and said["no_show_minutes"] == 15
    assert said["round.4"] == "2026-05-09 14:30" and said["round.6"] == "2026-05-09 17:30"


def test_a_no_show_who_has_not_entered_the_game():
    body = (
        "2027年国际象棋网络赛\n比赛采用瑞士制，共9轮。\n5、每轮开赛后10分钟仍未进入对局者判负。\n"
    )
    assert stated(draft(body))["no_show_minutes"] == 10


def test_a_swiss_then_its_first_four_in_a_knockout_times_the_knockout():
    # 预赛…积分编排制，共赛5轮，获得前4名棋手进入决赛 … 10月12日 上午9点 第5轮 下午15点半决赛
    body = (
        "2021年温岭杯象棋赛\n预赛阶段采用积分编排制，共赛5轮，获得前4名棋手进入决赛。\n"
        "决赛阶段采用淘汰赛。\n10月12日 上午9点 第5轮 下午15点半决赛\n"
        "10月13日 上午8:30 决赛及颁奖\n"
    )
    d = draft(body)
    assert [slot.label for slot in d.reg.schedule.rounds][5:] == ["半决赛", "决赛"]
    said = stated(d)
    assert said["round.6"] == "2021-10-12 15:00" and said["round.7"] == "2021-10-13 08:30"


def test_two_groups_named_by_letters_with_their_count():
    body = (
        "2025年线上象棋赛\n一、比赛时间：2025年12月1日至12月5日\n"
        "1、全部报名棋友按群内等级分蛇形分为A、B两组，每组24人。\n"
        "2、第一阶段各组进行5轮积分编排制，每组前4名进入第二阶段。\n"
        "3、第二阶段8人进行单败淘汰。\n1/4决赛 12月4日 19:30；半决赛 12月5日 19:30\n"
    )
    said = stated(draft(body))
    assert said["format"] == "group_knockout" and said["groups"] == ["A", "B"]
    assert said["round.6"] == "2025-12-04 19:30" and said["round.7"] == "2025-12-05 19:30"
