"""A tiebreak chain's list is read item by item: an item between its 、 that names nothing the
readers know (平局数) is a name the registry lacks and ends the chain where it stands, instead of
being skipped (which ranked in another order than the regulation's); 台分 is a team's board
points; 净胜局 (games won less games lost) is no 胜局; a team match won by the boards' sum
(以台分之和多者为胜方，胜方得2分…) gives the match points. The texts are written for each form;
the expected values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

SWISS = "2025年象棋赛\n比赛采用积分编排制，共7轮。\n"
TEAMS = (
    "2025年围棋团体赛\n二、参赛办法：每队由3名队员组成（另设替补1名）。\n"
    "1、采用团体瑞士制，共赛5轮。\n2、每台胜者得1分，负者0分。\n"
    "3、每轮以台分之和多者为胜方，胜方得2分，负方得0分，台分相同为平局各得1分。\n"
)


def test_an_unknown_item_ends_the_chain_where_it_stands():
    d = draft(SWISS + "积分相同时，依次比较平局数、对手分、累进分。\n")
    assert "tiebreaks" not in stated(d)  # the first after the points is unknown: none
    assert d.reading.unknown_tiebreaks[:1] == ["依次比较平局数"]
    d = draft(SWISS + "积分相同时，依次比较对手分、平局数、累进分。\n")
    assert stated(d)["tiebreaks"] == ["points", "opponents_score"]


def test_words_around_the_names_are_no_criterion():
    said = stated(draft(SWISS + "积分相同时，依次比较对手分、累进分，仍相同则抽签决定。\n"))
    assert said["tiebreaks"] == ["points", "opponents_score", "progressive", "lots"]
    said = stated(draft(SWISS + "五、破同分：冠军不并列。如积分相同，则依次比较对手分、胜局数。\n"))
    assert said["tiebreaks"] == ["points", "opponents_score", "wins"]


def test_net_wins_are_no_wins():
    d = draft(SWISS + "积分相同时，依次比较对手分、净胜局数。\n")
    assert stated(d)["tiebreaks"] == ["points", "opponents_score"]
    assert d.reading.unknown_tiebreaks == ["净胜局数"]


def test_a_teams_board_points_and_match_points_by_the_boards_sum():
    said = stated(draft(TEAMS + "4、团体名次按场分多少排列，场分相同依次比较台分、对手分。\n"))
    assert said["tiebreaks"] == ["match_points", "board_points", "team_opponents_score"]
    assert (said["match.win"], said["match.draw"], said["match.loss"]) == ("2", "1", "0")
    assert (said["board.win"], said["board.loss"]) == ("1", "0")


def test_board_points_with_their_name_after_them_and_a_reserve_written_1人为替补():
    body = (
        "2025年企业象棋团体赛\n2、每队由领队1名、队员4名组成，其中三人上场、一人为替补。\n"
        "比赛采用团体积分编排制，共赛五轮。\n"
        "4、计分方法：每台胜者得2分，和者得1分，负者得0分（局分）；"
        "三台局分之和多者为胜队，胜队得2分，平队各得1分，负队得0分（场分）。\n"
        "7、开赛后迟到十分钟者，判该台负。\n"
    )
    said = stated(draft(body))
    assert (said["board.win"], said["board.draw"], said["board.loss"]) == ("2", "1", "0")
    assert (said["match.win"], said["match.draw"], said["match.loss"]) == ("2", "1", "0")
    assert said["reserves"] == 1 and said["no_show_minutes"] == 10


def test_partners_at_one_table_are_no_team_on_boards():
    # 四国军棋 双人赛: 每队两人，四人一桌，同队两人坐对家为盟友 — the pairs' own format, no boards
    body = (
        "2027年四国军棋网络双人赛\n采用积分编排制，共6轮。\n"
        "1. 每队两人，比赛时四人一桌，同队两人坐对家为盟友，与另一队对抗。\n"
        "2. 每局胜队得3分，和棋各得1分，负队得0分。\n"
        "4. 积分相同时，比较对手分、胜局数，仍相同按报名先后排列。\n"
    )
    said = stated(draft(body))
    assert "teams" not in said and "boards" not in said and "match.win" not in said
    assert said["tiebreaks"] == ["points", "opponents_score", "wins", "signup_order"]


def test_a_match_won_on_the_boards_points_scores_per_match():
    body = (
        "2025年公司象棋团体赛\n每队3人上场，1人替补。\n（2）比赛采用团体单循环制，赛7轮。\n"
        "（3）每局胜者得2分，和局各得1分，负者0分（局分）；每场比赛局分多者为胜，"
        "胜一场得2分，平一场得1分，负一场得0分（场分）。\n"
    )
    said = stated(draft(body))
    assert (said["board.win"], said["board.draw"], said["board.loss"]) == ("2", "1", "0")
    assert (said["match.win"], said["match.draw"], said["match.loss"]) == ("2", "1", "0")


def test_points_in_chinese_numerals():
    said = stated(draft(SWISS + "（二）勝一局得二分，和一局得一分，負一局得零分。\n"))
    assert (said["points.win"], said["points.draw"], said["points.loss"]) == ("2", "1", "0")
