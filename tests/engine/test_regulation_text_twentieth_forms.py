"""Forms of the nineteenth and twentieth held-out sets: an item of two divisions (2.四段組、三段組)
and names written in traditional characters, a division of a division (国小组–高年级组: none), a
fee by kind of player on one line (段位每人500元；级位每人400元: none), amounts listed in the
places' order after a range (第二至第八名分别获奖金1000元、800元…, 第五到第八名依序为2万5、2万、
1万5、1万元) with the first places before them, 只有两人的胜者 and 上轮积分 in a chain, players
out on their score (三轮以后0分淘汰: no format), 每局棋 kept in a clock, 每队五位选手, 比赛辦法,
boards by position (主将、副将、三将), 共下九轮, U 10组 with brackets, 围棋无级组…共四个组别, 民國
九十八年四月二十六日. The texts are written for each form; the expected values are worked by hand
from their words, and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import own_year
from engine.regulation.text.values import stated

HEAD = "2017年围棋赛竞赛规程\n"


def _said(body: str, head: str = HEAD) -> dict[str, object]:
    return stated(draft(head + body))


def test_divisions_two_to_an_item_and_a_division_of_a_division():
    body = "十、 比賽分組：\n1. 段A組：5~6段\n2.四段組、三段組\n3.二段組、初段組\n4.甲組：1~3級\n"
    assert _said(body)["divisions"] == ["段A組", "四段組", "三段組", "二段組", "初段組", "甲組"]
    body = "十、参加组别：\n国小组–高年级组：五年级、六年级；\n低年级组：一年级、二年级；\n"
    assert "divisions" not in _said(body)


def test_a_fee_by_kind_of_player_on_one_line_states_none():
    assert "fee" not in _said("2. 報名費：段位每人新台幣500元；級位每人新台幣400元。\n")


def test_amounts_in_the_places_order_after_a_range():
    body = "第一名获奖杯壹座，奖金2000元（税前）；第二至第四名分别获奖金1000元、800元、500元。\n"
    assert _said(body)["prizes"] == [(1, 1, 2000), (2, 2, 1000), (3, 3, 800), (4, 4, 500)]
    body = (
        "冠軍獎金30萬元，亞軍獎金10萬元，季軍6萬元，殿軍4萬元，"
        "第五到第八名依序為2萬5、2萬、1萬5、1萬元\n"
    )
    assert _said(body)["prizes"] == [
        (1, 1, 300000),
        (2, 2, 100000),
        (3, 3, 60000),
        (4, 4, 40000),
        (5, 5, 25000),
        (6, 6, 20000),
        (7, 7, 15000),
        (8, 8, 10000),
    ]


def test_a_chain_with_the_two_players_winner_and_the_last_rounds_points():
    body = (
        "六、录取名次：积分高者名次列前，如相同对手分高者名次列前，再同，只有两人的胜者名次列前，"
        "还不能区分则依次比较上轮积分，高者列前，如全同，则抽签决定。\n"
    )
    assert _said(body)["tiebreaks"] == [
        "points",
        "opponents_score",
        "direct_encounter",
        "previous_ranking",
        "lots",
    ]


def test_players_out_on_their_score_and_a_clocks_label():
    body = (
        "2、采用七轮积分编排淘汰制，三轮以后0分淘汰，四轮以后2分淘汰。\n3、每局棋单方时限1小时；\n"
    )
    said = _said(body)
    # 每局棋 is the clause's own words, kept (as 每轮…: the reading the sets settled on)
    assert "format" not in said and said["time_control"] == "每局棋单方时限1小时"


def test_a_teams_players_and_boards_by_position():
    body = "比賽辦法：團體對抗賽，每隊五位選手，可設一名替補\n賽制：瑞士制5輪\n"
    said = _said(body)
    assert said["teams"] is True and said["boards"] == 5 and said["reserves"] == 1
    body = "八.報名方式：以校為單位報名。\n十一.組隊方式：三人一隊，分主將、副將、三將。\n"
    said = _said(body)
    assert said["teams"] is True and said["boards"] == 3


def test_rounds_divisions_and_a_year_in_numerals():
    assert _said("（补充一点：比赛共下九轮，每轮30分钟，每步时加10秒。）\n")["rounds"] == 9
    body = "赛会分为U 10组（10岁或以下）、U 12组（12岁或以下）和中学组（18岁或以下）。\n"
    assert _said(body)["divisions"] == ["U 10组", "U 12组", "中学组"]
    body = "四、竞赛项目及组别：围棋无级组、15级组、10级组、5级组共四个组别\n"
    assert _said(body)["divisions"] == ["无级组", "15级组", "10级组", "5级组"]
    assert own_year("六、 比賽日期：中華民國九十八年四月二十六日（星期日）。\n") == 2009


def test_games_counted_per_group_and_a_start_on_the_next_line():
    body = "十二、比赛制度：各组均赛五盘，採瑞士制；\n"
    assert _said(body)["rounds"] == 5
    body = (
        "六、 比赛日期：2009年4月26日（星期日）。\n"
        "七、 活动内容：上午8:00~8:50报到；9:00开幕；9:30开赛。\n"
    )
    assert _said(body)["round.1"] == "2009-04-26 09:30"
    # a span's end before 时开赛 is not the start: 上午9:00——12:00时开赛 starts at 9:00
    body = "比赛时间：2019年11月23日至24日，上午9:00——12:00时开赛，下午2:00——5:30开赛。\n"
    assert _said(body)["round.1"] == "2019-11-23 09:00"
