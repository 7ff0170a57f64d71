"""Tiebreak chains in the forms of the later held-out sets: 依次比较 without 名次区分, 名次以局分
高者列前 in an individual event, 名次由场分、对手分决定, a heading with long items, 后手局多者 (a
name the registry lacks), 比较前一轮成绩 as the previous round's ranking. The texts are written for
each form; the expected chains are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"


def test_a_chain_after_yici_bijiao():
    # 比赛结束依次比较积分，对手分，累进分，胜局数，后手胜局数等区分名次
    d = draft(HEAD + "比赛结束依次比较积分，对手分，累进分，胜局数，后手胜局数等区分名次。\n")
    assert stated(d)["tiebreaks"] == [
        "points", "opponents_score", "progressive", "wins", "second_seat_wins",
    ]  # fmt: skip


def test_an_individual_events_jufen_are_its_points():
    # 个人名次以局分高者列前，如相同则依次比较对手分，胜局数，犯规次数: 局分 the points
    d = draft(HEAD + "4、个人名次以局分高者列前，如相同则依次比较对手分，胜局数，犯规次数。\n")
    assert stated(d)["tiebreaks"] == ["points", "opponents_score", "wins", "fouls"]


def test_a_heading_then_a_long_item_and_an_unknown_name():
    # （七）名次区分： 1、积分、累进分、直胜、胜局多者、后手局多者、犯规。: 后手局多者 has no
    # registry name, so the chain stops before it and lists it and 犯规
    items = "1、积分、累进分、直胜、胜局多者、后手局多者、犯规。若仍无法区分，则比较前一轮成绩。\n"
    d = draft(HEAD + "（七）名次区分：\n" + items)
    assert stated(d)["tiebreaks"] == ["points", "progressive", "direct_encounter", "wins"]
    assert d.reading.unknown_tiebreaks[0] == "后手局多"


def test_the_previous_rounds_result_closes_a_chain():
    # 依次比较积分、对手分、胜局。如无法区分，则比较前一轮成绩: the previous round's ranking last
    d = draft(HEAD + "依次比较积分、对手分、胜局。如无法区分，则比较前一轮成绩，直至区分。\n")
    assert stated(d)["tiebreaks"] == ["points", "opponents_score", "wins", "previous_ranking"]


def test_a_teams_chain_after_mingci_you():
    # 团体赛 … 名次由场分、对手分决定: the match points, then the teams' opponents' score
    d = draft(
        "2026年象棋团体赛竞赛规程\n比赛为团体赛，采用积分编排制，共赛5轮，每队2台。\n"
        "以每轮两棋手对赛成绩计算，名次由场分、对手分决定。\n"
    )
    assert stated(d)["tiebreaks"] == ["match_points", "team_opponents_score"]
