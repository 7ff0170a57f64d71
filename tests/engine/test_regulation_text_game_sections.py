"""A regulation of several games, each with clauses of its own (a county sports meeting's
棋类比赛): the draft reads the clauses of the game the tournament's name names and no other
game's; with no game named it reads none of them, states no game, and keeps only what every
game's clauses say alike. The texts are written for the test; the values are worked by hand from
their words."""

from engine.regulation.text import draft
from engine.regulation.text.game_sections import game_sections, named_game
from engine.regulation.text.normalise import sentences
from engine.regulation.text.summary import drafted_lines
from engine.regulation.text.values import stated

MEETING = """县第十一届运动会棋类比赛竞赛规程
一、比赛时间：2026年10月4日至6日。
二、比赛项目
（一）象棋：男子个人、女子个人。
（二）国际象棋：个人赛（不分男女）。
三、竞赛办法
（一）象棋
1、采用积分编排制，共赛七轮，每方基本用时20分钟，每步加5秒。
2、积分相同，依次比较对手分、胜局数、后胜局数。
（二）国际象棋
1、本项目限16人参加，采用单败淘汰制（16进8、8进4、半决赛、决赛）。
2、胜一局得1分，和一局得0.5分，负一局得0分。
3、慢棋用时：每方基本用时60分钟，每步加30秒。
四、录取名次与奖励
（一）国际象棋项目奖金：冠军1500元，亚军1000元，季军600元，第四名400元。
（二）象棋项目奖金另行公布。
五、报名办法
（一）各单位于九月二十日前报名，逾期不予受理。
（二）不收报名费。
"""


def test_the_games_and_their_clauses_are_found():
    sents = sentences(MEETING)
    sections = game_sections(sents)
    assert sections.several
    assert sections.games == {"xiangqi": "象棋", "chess": "国际象棋"}
    chess = {s.words for s in sections.kept(sents, "chess")}
    assert "1、采用积分编排制，共赛七轮，每方基本用时20分钟，每步加5秒。" not in chess
    assert "3、慢棋用时：每方基本用时60分钟，每步加30秒。" in chess
    assert "（二）不收报名费。" in chess  # 五、 closes the games' clauses: the event's
    assert "（二）象棋项目奖金另行公布。" not in chess
    assert named_game("县运会国际象棋比赛", sections) == "chess"
    assert named_game("县运会棋类比赛", sections) is None
    assert named_game("县运会围棋比赛", sections) is None  # no 围棋 clauses here


def test_the_game_the_name_names_is_read_and_no_other():
    d = draft(MEETING, "县运会国际象棋比赛")
    values = stated(d)
    assert values["game"] == "chess"
    assert values["format"] == "knockout"
    assert values["bracket"] == 16
    assert values["time_control"] == "每方基本用时60分钟，每步加30秒"
    assert values["points.draw"] == "1/2"
    assert values["prizes"] == [(1, 1, 1500), (2, 2, 1000), (3, 3, 600), (4, 4, 400)]
    assert values["deadline"] == "2026-09-20 23:59"
    assert values["fee"] == 0
    assert "rounds" not in values and "tiebreaks" not in values  # 象棋's seven rounds, its chain
    note = "本规程含象棋、国际象棋各自的条款：按名称里的“国际象棋”只读国际象棋的条款"
    assert note in drafted_lines(d)
    assert not any("共赛七轮" in s for s in d.unread)  # the other game's clauses are not listed


def test_no_game_named_reads_no_games_clauses():
    d = draft(MEETING)
    values = stated(d)
    assert "game" not in values
    for key in ("format", "rounds", "bracket", "time_control", "tiebreaks", "prizes"):
        assert key not in values, key
    assert values["deadline"] == "2026-09-20 23:59"  # the event's own clauses still count
    assert values["fee"] == 0
    lines = drafted_lines(d)
    assert any(
        line.startswith("本规程含象棋、国际象棋各自的条款，名称未写明棋种：各棋种自己的条款都未读")
        for line in lines
    )
    assert "1、采用积分编排制，共赛七轮，每方基本用时20分钟，每步加5秒。" in d.unread


PAIRS = """第9届七一队际赛
日期：2016年7月1日（星期五）
名额
围棋：共18队，每队2人，可自由组队参加。
中国象棋：共12队，每队2人，可自由组队参加。
比赛形式
围棋 – 瑞士制，比赛5轮，每局每方限时15分钟包干。迟到10分钟作负。
中国象棋 – 瑞士制，比赛7轮，每局每方限时20分钟包干。迟到10分钟作负。
"""


def test_what_every_games_clauses_say_alike_is_the_events():
    d = draft(PAIRS)
    values = stated(d)
    assert "game" not in values
    assert values["no_show_minutes"] == 10  # 迟到10分钟作负 in each game's clause
    assert "rounds" not in values  # 5 and 7: no one number
    assert "time_control" not in values
    assert d.sources["no_show_minutes"] == "迟到10分钟作负。"
    lines = {s.line for s in d.reading.found["no_show_minutes"].sources}
    assert lines == {6, 7}  # from both games' clauses


def test_one_games_heading_is_no_several_games():
    text = (
        "2025年象棋公开赛竞赛规程\n二、竞赛办法\n（一）象棋\n"
        "1、采用积分编排制，共赛七轮。\n2、每方基本用时20分钟，每步加5秒。\n"
    )
    d = draft(text)
    assert not game_sections(sentences(text)).several
    values = stated(d)
    assert values["game"] == "xiangqi"
    assert values["rounds"] == 7
    assert not any(line.startswith("本规程含") for line in drafted_lines(d))


def test_a_games_heading_may_name_its_kind_of_event():
    text = (
        "平湖县运动会棋类比赛竞赛规程\n七、竞赛办法\n（一）象棋团体\n"
        "1. 每队由领队1人、运动员4人组成，其中1人为替补，每轮上场3人。\n"
        "2. 采用积分编排制（瑞士制），共赛6轮。\n"
        "（二）四国军棋双人赛\n每组2人，采用单淘汰制，详细规则另行下发。\n"
    )
    sections = game_sections(sentences(text))
    assert sections.several and sections.games == {"xiangqi": "象棋", "junqi4": "四国军棋"}
    values = stated(draft(text, "平湖县运会象棋团体赛"))
    assert values["format"] == "swiss" and values["rounds"] == 6  # not the 军棋 pairs' knockout
    assert values["boards"] == 3 and values["reserves"] == 1
