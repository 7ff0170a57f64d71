"""The format in the forms the tuned sets showed: an arena of players against defenders where
teams only enter players (no team result: no format), an arena held after the event's games
(a side event: the event's own system stands), a draw by 电脑软件 (a Swiss), systems written
group by group (高段组：采瑞士制 / 段位组：…循环 / 福德组：另行决定: none; two groups both Swiss: a
Swiss), a second stage of placement games (同名次决赛: none). The texts are written for each form;
the expected values are worked by hand from their words, and where a text leaves the format
open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated


def _format(text: str) -> object:
    return stated(draft(text)).get("format")


def test_an_arena_of_players_that_teams_enter():
    text = (
        "第十届“财神杯”象棋擂台赛竞赛规程\n七、擂台设置：\n共设四关，由省象棋队队员守擂。\n"
        "（一）参赛资格：邀请4个地方队伍参加攻擂，每队最多报8人。\n（二）攻擂者按编排好的场次分批参赛。\n"
    )
    assert _format(text) is None
    text = "象棋擂台赛\n各队出战7名棋手，其中6名攻关棋手，1名擂主。\n以各队场分多少排列名次。\n"
    assert _format(text) == "arena"


def test_an_arena_after_the_events_games_and_a_draw_by_computer_software():
    text = (
        "2019年象棋赛\n采用电脑软件抽签编排。\n"
        "第二天下午全部比赛结束后进行颁奖和擂台赛，擂主为本次比赛的亚军，接受爱好者单挑。\n"
    )
    assert _format(text) == "swiss"


def test_systems_written_group_by_group():
    text = (
        "象棋赛\n八、比赛办法：\n1．高段组（甲组）：采瑞士制五至七轮径行决赛\n"
        "2．段位组（乙组）：初赛先分组循环赛录取各组优胜者，再采瑞士制五至六轮\n"
        "3．福德组：视报名人数多寡，另行决定比赛办法\n"
    )
    assert _format(text) is None
    text = (
        "象棋团体赛\n甲组：以个人为单位进行五轮瑞士制积分循环。\n"
        "乙组：以团体为单位进行五轮瑞士制积分循环。\n"
    )
    assert _format(text) == "swiss"


def test_a_second_stage_of_placement_games():
    text = "围棋赛\n第一阶段各组进行9轮积分编排赛，第二阶段各组取前16名进行同名次决赛。\n"
    assert _format(text) is None
