"""Team events as published regulations commonly write them (engine/regulation/text): the team
event named (团体瑞士制, 以队为单位, 本次比赛为团体赛, 循环对抗赛), a team's size and reserves
(每队由N名棋手组成, 每队N人（含替补M人）, 可报队员N名, 男子N名、女子M名, 第1台至第N台), per-match
and per-board points, the team chain (场分, 局分, 胜场; 胜局 and 犯规 no team name), a round
robin's rounds from the number of teams, and an individual event with its teams' sums, which is
no team format. The texts are written for the form; the expected values are worked by hand from
their words, and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年全市象棋团体赛竞赛规程\n"


def test_team_swiss_with_its_size_reserves_points_and_chain():
    # 团体瑞士制，共赛7轮: a team Swiss of 7 rounds; 每队由4名棋手组成，另可报替补1名: 4 boards,
    # 1 reserve; 场分 胜2分 平1分 负0分 (a match); 每局胜者得1分，和棋各得0.5分 (a board); the
    # chain 场分, then 局分, 对手分, 直胜 as the teams' own names
    d = draft(
        HEAD
        + "一、竞赛项目：象棋团体赛\n"
        + "二、参赛办法：每队由4名棋手组成，另可报替补1名。\n"
        + "三、竞赛办法：采用团体瑞士制，共赛7轮。\n"
        + "四、比赛名次先按场分（胜2分，平1分，负0分）排列；"
        + "如场分相同，依次比较局分、对手分、直胜。\n"
        + "五、每局胜者得1分，和棋各得0.5分，负者0分。\n"
    )
    got = stated(d)
    assert got["teams"] is True and got["format"] == "swiss" and got["rounds"] == 7
    assert (got["boards"], got["reserves"]) == (4, 1)
    assert (got["match.win"], got["match.draw"], got["match.loss"]) == ("2", "1", "0")
    assert (got["board.win"], got["board.draw"], got["board.loss"]) == ("1", "1/2", "0")
    assert got["tiebreaks"] == [
        "match_points", "board_points", "team_opponents_score", "team_direct_encounter",
    ]  # fmt: skip


def test_a_team_round_robin_plays_one_round_fewer_than_its_even_field():
    # 以队为单位进行单循环赛，共8支队伍: 8 teams meet once each, 8 - 1 = 7 rounds; 每队上场4人，
    # 替补2人: 4 boards, 2 reserves
    d = draft(HEAD + "竞赛办法：以队为单位进行单循环赛，共8支队伍参加。每队上场4人，替补2人。\n")
    got = stated(d)
    assert got["teams"] is True and got["format"] == "round_robin" and got["rounds"] == 7
    assert (got["boards"], got["reserves"]) == (4, 2)
    # 7 teams: every team sits out one round, 7 rounds
    d = draft(HEAD + "竞赛办法：以队为单位进行单循环赛，共7支队伍参加。\n")
    assert stated(d)["rounds"] == 7
    # no number of teams: the rounds are not said
    d = draft(HEAD + "竞赛办法：以队为单位进行单循环赛。\n")
    assert "rounds" not in stated(d)


def test_a_team_size_that_holds_its_reserve():
    # 赛制：团体赛 … 每队5人（含替补1人）: 5 players of whom 1 a reserve, 5 - 1 = 4 boards
    d = draft(HEAD + "赛制：团体赛，9轮积分编排。每队5人（含替补1人）。\n")
    got = stated(d)
    assert got["teams"] is True and got["format"] == "swiss" and got["rounds"] == 9
    assert (got["boards"], got["reserves"]) == (4, 1)


def test_boards_from_the_boards_named_or_the_players_by_sex():
    # 各队分第一台至第六台出场: boards 1 to 6, 6 boards
    d = draft(HEAD + "比赛采用团体循环赛，各队分第一台至第六台出场。\n")
    assert stated(d)["boards"] == 6
    # 采用团体5轮单循环赛（男子4名，女子2名）: 4 + 2 = 6 boards, 5 rounds
    d = draft("2026年高校围棋联赛规程\n本届比赛采用团体5轮单循环赛（男子4名，女子2名）。\n")
    got = stated(d)
    assert got["teams"] is True and got["format"] == "round_robin"
    assert (got["boards"], got["rounds"]) == (6, 5)


def test_team_size_and_team_prizes_without_an_individual_event_or_with_one():
    # 各参赛队可报队员4名，领队1名（领队可兼替补队员）: 4 boards and the leader the one reserve;
    # 录取团体前三名: a team ranking, no individual one; 采用循环对抗赛: a round robin
    d = draft(
        HEAD + "竞赛办法：采用循环对抗赛。\n各参赛队可报队员4名，领队1名（领队可兼替补队员）。\n"
        "录取团体前三名。\n"
    )
    got = stated(d)
    assert got["teams"] is True and got["format"] == "round_robin"
    assert (got["boards"], got["reserves"]) == (4, 1)
    # 个人赛和团体赛同时进行 … 三名队员个人积分相加: the players play an individual Swiss and a
    # team's result adds theirs up; no team format (teams and boards not stated)
    d = draft(
        "2026年老年象棋赛规程\n比赛项目：个人赛和团体赛同时进行。\n"
        "每队3名棋手，团体成绩按三名队员个人积分相加。\n比赛采用积分编排制，共赛7轮。\n"
    )
    got = stated(d)
    assert "teams" not in got and "boards" not in got
    assert got["format"] == "swiss" and got["rounds"] == 7
    # 按各队3名队员的得分计算团体名次: a team ranked by its members' own points, no team format
    d = draft(
        "2026年象棋公开赛规程\n比赛采用积分编排制，共赛7轮。\n"
        "各单位可组队参赛，每队限报3人，按各队3名队员的得分计算团体名次，录取团体前三名。\n"
    )
    assert "teams" not in stated(d)
    # 团体成绩按各队3名队员个人积分计算 among 参赛队伍: likewise the members' own points
    d = draft(
        "2026年象棋公开赛规程\n比赛采用积分编排制，共赛7轮。\n各参赛队伍限报3人。\n"
        "团体成绩按各队3名队员个人积分计算，录取团体前三名。\n"
    )
    assert "teams" not in stated(d)
    assert "capacity" not in stated(d)  # 各参赛队伍限报3人: a team's size, not the field's
    # 每队3人，录取团体前三名 without teams entering (参赛队伍): either reading fits, none stated
    d = draft("2026年象棋公开赛规程\n比赛采用积分编排制，共赛7轮。\n每队3人，录取团体前三名。\n")
    assert "teams" not in stated(d)


def test_match_points_written_for_the_winning_team():
    # 本次比赛为团体赛 … 每场胜队得2分，平各得1分，负0分: match points 2/1/0; 比赛共5轮
    d = draft(HEAD + "本次比赛为团体赛，采用单循环，比赛共5轮。每场胜队得2分，平各得1分，负0分。\n")
    got = stated(d)
    assert got["teams"] is True and got["rounds"] == 5
    assert (got["match.win"], got["match.draw"], got["match.loss"]) == ("2", "1", "0")


def test_the_team_chain_reads_matches_won_and_lists_games_won_apart():
    # 先看场分；如场分相同，依次比较局分、胜场、胜局、犯规: 场分, 局分, then 胜场 the matches won;
    # 胜局 (the games won over the boards) and 犯规 have no team name: listed apart
    d = draft(
        HEAD + "比赛采用团体循环赛。\n"
        "名次确定，先看场分；如场分相同，依次比较局分、胜场、胜局、犯规；以此类推。\n"
    )
    assert stated(d)["tiebreaks"] == ["match_points", "board_points", "match_wins"]
    assert d.reading.unknown_tiebreaks == ["胜局", "犯规"]
    # 如团体总分相同，以第一台成绩为准: board 1's result has no name, so nothing after the total
    # is known; no chain stated
    d = draft(HEAD + "本次团体赛采用分台定人制。\n如团体总分相同，以第一台成绩为准，以此类推。\n")
    assert "tiebreaks" not in stated(d)


def test_a_comparison_no_name_holds_states_no_chain():
    # 比较所负对手的名次高低 compares what no tiebreak names: the chain cannot be read whole, so
    # none is stated (a chain without it would rank in another order)
    d = draft(
        "2026年围棋公开赛规程\n比赛采用积分编排制，赛7轮。\n"
        "积分相同时，比较对手分；再相同，比较所负对手的名次高低；最后抽签。\n"
    )
    assert "tiebreaks" not in stated(d)


def test_big_and_small_points():
    # 先大分后小分，再相同看执胜: a go Swiss's 大分 its points, 小分 the opponents' score, 执胜
    # written for 直胜
    d = draft(
        "2026年围棋公开赛规程\n比赛采用积分编排制，赛7轮。\n按先大分后小分排列名次，再相同看执胜。\n"
    )
    assert stated(d)["tiebreaks"] == ["points", "opponents_score", "direct_encounter"]
    # a team event's 大分 the match points, 小分 the board points
    d = draft(HEAD + "采用团体瑞士制，共赛5轮。\n按先大分后小分排列名次。\n")
    assert stated(d)["tiebreaks"] == ["match_points", "board_points"]


def test_the_total_after_the_days_rounds():
    # 第一天赛4轮，第二天赛3轮，共赛7轮: the days' 4 and 3, the event's 7
    d = draft(
        HEAD.replace("团体", "") + "比赛采用积分编排制。\n第一天赛4轮，第二天赛3轮，共赛7轮。\n"
    )
    assert stated(d)["rounds"] == 7


def test_rounds_written_with_jiji_or_the_computer():
    # 共计9轮制 and 6轮电脑积分编排: 9 and 6 rounds
    d = draft("2026年象棋个人赛规程\n比赛采用电脑积分编排制，共计9轮制。\n")
    assert stated(d)["rounds"] == 9
    d = draft("2026年象棋个人赛规程\n赛制：6轮电脑积分编排。\n")
    assert stated(d)["rounds"] == 6


def test_a_points_round_robin_fits_its_listed_teams_or_states_no_format():
    # 进行5轮循环积分赛 with six clubs listed under 参赛单位：: 6 teams, 5 rounds, one cycle
    listed = "三、参赛单位：\n东城象棋队 西城象棋队\n南湖棋社 北湖棋社\n新区棋院 老城棋院\n"
    d = draft(HEAD + listed + "四、竞赛办法：进行5轮循环积分赛。\n")
    assert stated(d)["format"] == "round_robin"
    # without the field: 循环积分赛 may be a Swiss scored by points as well; none stated
    d = draft(HEAD + "四、竞赛办法：进行5轮循环积分赛。\n")
    assert "format" not in stated(d)


def test_the_clock_after_bisai_shijian():
    # 七、比赛时间：每方基本用时60分钟，每步加30秒: the clock without its label
    d = draft("2026年象棋个人赛规程\n七、比赛时间：每方基本用时60分钟，每步加30秒；\n")
    assert stated(d)["time_control"] == "每方基本用时60分钟，每步加30秒"


def test_no_charge_is_no_fee():
    # 本次比赛为公益赛事不收费（食宿自理）: fee 0; 食宿不收费 says nothing of the entry fee
    d = draft("2026年围棋公开赛规程\n1、本次比赛为公益赛事不收费（食宿自理）。\n")
    assert stated(d)["fee"] == 0
    d = draft("2026年围棋公开赛规程\n1、比赛期间食宿不收费。\n")
    assert "fee" not in stated(d)


def test_a_deadline_under_its_heading_ending_a_range_of_days():
    # 六、报名办法： then 1、时间：2026年9月1日至15日止: sign-up closes at the end of 9月15日
    d = draft("2026年围棋公开赛规程\n六、报名办法：\n1、时间：2026年9月1日至15日止。\n")
    assert stated(d)["deadline"] == "2026-09-15 23:59"
    # 1、时间： under another heading (the event's days) is no deadline
    d = draft("2026年围棋公开赛规程\n六、比赛日程：\n1、时间：2026年9月1日至15日止。\n")
    assert "deadline" not in stated(d)
    # under 报名及比赛时间： the time may be the event's: none
    d = draft("2026年围棋公开赛规程\n六、报名及比赛时间：\n1、时间：2026年9月1日至15日止。\n")
    assert "deadline" not in stated(d)


def test_points_of_a_match_and_of_a_board_in_one_sentence():
    # 每局胜者得1分，和棋各得0.5分，每场胜队得2分，平局各得1分，负队0分 (one sentence): the
    # board's 1/0.5 (loss not said) and the match's 2/1/0, each from its own piece
    d = draft(
        HEAD + "采用团体瑞士制，共赛5轮。\n"
        "计分：每局胜者得1分，和棋各得0.5分，每场胜队得2分，平局各得1分，负队0分。\n"
    )
    got = stated(d)
    assert (got["board.win"], got["board.draw"]) == ("1", "1/2")
    assert (got["match.win"], got["match.draw"], got["match.loss"]) == ("2", "1", "0")


def test_match_points_written_in_a_row():
    # 比赛名次按场分（胜2平1负0）排列: 场分 2 for a match won, 1 drawn, 0 lost
    d = draft(HEAD + "采用团体瑞士制，共赛5轮。\n比赛名次按场分（胜2平1负0）排列。\n")
    got = stated(d)
    assert (got["match.win"], got["match.draw"], got["match.loss"]) == ("2", "1", "0")


def test_reserves_are_the_size_less_the_boards_played():
    # 每队限报5人，其中上场4人: 4 boards, 5 - 4 = 1 reserve
    d = draft(HEAD + "采用团体瑞士制，共赛5轮。\n每队限报5人，其中上场4人。\n")
    got = stated(d)
    assert (got["boards"], got["reserves"]) == (4, 1)


def test_boards_written_one_by_one():
    # 按第一台、第二台、第三台、第四台顺序出场: boards 1 to 4, 4 boards; 第一台成绩 (a result) is no
    # board count
    d = draft(HEAD + "采用团体循环赛。\n各队按第一台、第二台、第三台、第四台顺序出场。\n")
    assert stated(d)["boards"] == 4


def test_the_opponents_match_points_in_a_team_chain():
    # 场分相同，比较对手场分之和、局分: the teams' opponents' score, then the board points
    d = draft(HEAD + "采用团体瑞士制，共赛7轮。\n场分相同，依次比较对手场分之和、局分。\n")
    assert stated(d)["tiebreaks"] == ["match_points", "team_opponents_score", "board_points"]


def test_a_league_of_winning_teams_on_named_boards():
    # 各队每场比赛派出4名棋手上场 … 每场胜队得3分: a team event (teams winning matches) of 4
    # boards; 主客场双循环赛制: a double round robin; 3/1/0 a match; the chain 积分 (the match
    # points), 总局分, 胜场数 (matches won), 直胜
    d = draft(
        "2026年象棋联赛竞赛规程\n（一）各队每场比赛派出4名棋手上场，按第一台至第四台排定。\n"
        "（二）采用主客场双循环赛制。\n（三）每场胜队得3分，平局各得1分，负队得0分。\n"
        "（四）名次排列：积分多者列前；积分相同，依次比较总局分、胜场数、直胜。\n"
    )
    got = stated(d)
    assert got["teams"] is True and got["format"] == "double_round_robin"
    assert got["boards"] == 4
    assert (got["match.win"], got["match.draw"], got["match.loss"]) == ("3", "1", "0")
    assert got["tiebreaks"] == [
        "match_points", "board_points", "match_wins", "team_direct_encounter",
    ]  # fmt: skip


def test_a_double_team_round_robin_plays_two_cycles():
    # 团体双循环赛制，共10支队伍，每队4台: 10 teams, 9 rounds a cycle, 2 × 9 = 18 rounds; 4 boards
    d = draft("2026年象棋俱乐部联赛规程\n比赛采用团体双循环赛制，共10支队伍，每队4台。\n")
    got = stated(d)
    assert got["format"] == "double_round_robin" and d.reg.format.cycles == 2
    assert (got["rounds"], got["boards"]) == (18, 4)


def test_reserves_from_a_range_of_players_or_written_after_their_count():
    # 每队报名4至5人，每轮上场3人: 3 boards, up to 5 - 3 = 2 reserves
    d = draft(HEAD + "采用团体瑞士制，共赛7轮。\n每队报名4至5人，每轮上场3人。\n")
    assert (stated(d)["boards"], stated(d)["reserves"]) == (3, 2)
    # 每队由4名棋手和1名替补组成: 4 boards, 1 reserve
    d = draft(HEAD + "采用团体瑞士制，共赛7轮。\n每队由4名棋手和1名替补组成。\n")
    assert (stated(d)["boards"], stated(d)["reserves"]) == (4, 1)


def test_a_board_win_decides_the_match_in_the_same_sentence():
    # 每场比赛局分多者为胜，胜队得2分，平各1分，负队0分: 局分多者为胜 gives no points; the match's
    # 2/1/0 (a board's draw is not said)
    d = draft(
        HEAD + "采用团体瑞士制，共赛7轮。\n每局胜者得1分，负者0分；"
        "每场比赛局分多者为胜，胜队得2分，平各1分，负队0分。\n"
    )
    got = stated(d)
    assert (got["match.win"], got["match.draw"], got["match.loss"]) == ("2", "1", "0")
    assert "board.draw" not in got


def test_a_team_of_staff_and_players():
    # 每队由领队1人、教练1人、运动员4人组成: 4 players, 4 boards (the staff play no board)
    d = draft(HEAD + "采用团体瑞士制，共赛7轮。\n每队由领队1人、教练1人、运动员4人组成。\n")
    assert stated(d)["boards"] == 4
    # 每队可报运动员5名，上场4名: 4 boards, 5 - 4 = 1 reserve
    d = draft(HEAD + "采用团体瑞士制，共赛7轮。\n每队可报运动员5名，上场4名。\n")
    assert (stated(d)["boards"], stated(d)["reserves"]) == (4, 1)
    # 每队4人（含领队）: the leader among the four, who may not play: no boards stated
    d = draft(HEAD + "采用团体瑞士制，共赛7轮。\n每队4人（含领队）。\n")
    assert "boards" not in stated(d)


def test_team_swiss_written_with_points_pairing_and_team_knockout():
    # 比赛采用团体积分编排制，共设7轮 … 每队4名运动员: a team Swiss of 7 rounds, 4 boards
    d = draft(
        "2026年全市象棋锦标赛规程\n每队4名运动员，设领队1名。\n比赛采用团体积分编排制，共设7轮。\n"
    )
    got = stated(d)
    assert got["teams"] is True and got["format"] == "swiss"
    assert (got["rounds"], got["boards"]) == (7, 4)
    # 比赛采用团体淘汰赛，每队3人: a team knockout of 3 boards
    d = draft("2026年围棋赛规程\n比赛采用团体淘汰赛，每队3人。\n")
    got = stated(d)
    assert got["teams"] is True and got["format"] == "knockout" and got["boards"] == 3


def test_boards_of_the_players_each_team_sends():
    # 每场比赛两队各派4名棋手对局: 4 boards; 每轮出场3人: 3 boards
    d = draft(HEAD + "采用团体瑞士制，共赛7轮。\n每场比赛两队各派4名棋手对局。\n")
    assert stated(d)["boards"] == 4
    d = draft(HEAD + "采用团体瑞士制，共赛7轮。\n每队报名5人，每轮出场3人。\n")
    assert (stated(d)["boards"], stated(d)["reserves"]) == (3, 2)


def test_a_team_event_named_by_its_title():
    # 2026年全市象棋团体锦标赛竞赛规程 … 每队3人: a team event of 3 boards (no individual event)
    d = draft("2026年全市象棋团体锦标赛竞赛规程\n比赛采用瑞士制，共7轮。\n每队3人。\n")
    got = stated(d)
    assert got["teams"] is True and got["format"] == "swiss" and got["boards"] == 3
    # the title's team event whose result adds up its players' points: none
    d = draft(
        "2026年全市象棋团体锦标赛竞赛规程\n比赛采用瑞士制，共7轮。\n每队3人，以3人积分之和排名。\n"
    )
    assert "teams" not in stated(d)


def test_a_team_league_with_fixed_boards_home_and_away():
    # 比赛性质：联赛（团体、个人）names both, but 每队5人定人定台，主客场双循环 is a team event
    # played board against board: teams, a double round robin; 每队7人（主力5人、替补2人）:
    # 5 boards (the first sentence: 每队5人), 2 reserves
    d = draft(
        "2026年象棋联赛竞赛规程\n比赛性质：联赛（团体、个人）\n"
        "比赛方式：每队5人定人定台，主客场双循环\n组队方式：每队7人（主力5人、替补2人）。\n"
    )
    said = stated(d)
    assert said["teams"] is True
    assert said["format"] == "double_round_robin"
    assert (said["boards"], said["reserves"]) == (5, 2)


def test_a_team_knockout_playing_off_every_place():
    # 每队可报5名选手…上场4人进行团体赛: a team event of 4 boards, 1 reserve; 第1轮获胜队伍争夺
    # 1~4名，落败队伍争夺5~8名: a knockout in which the places are played off
    d = draft(
        "2026年高校围棋团体赛竞赛规程\n1、每方40分钟包干。\n"
        "2、每队可报5名参赛选手，由领队赛前确定名单，上场4人进行团体赛；\n"
        "3、第一轮获胜队伍争夺1~4名，落败队伍争夺5~8名。\n"
    )
    said = stated(d)
    assert said["teams"] is True
    assert said["format"] == "knockout"
    assert (said["boards"], said["reserves"]) == (4, 1)


def test_a_team_event_with_no_format_starts_from_the_team_preset():
    # 每队可报5名…上场4人 (a team event) and no format written: the draft starts from the team
    # Swiss preset and states the team event and its 4 boards (1 reserve), not the format.
    # (Before, it started from an individual preset and stated nothing about teams.)
    d = draft("2026年围棋团体赛竞赛规程\n每队可报5名参赛选手，由领队确定名单，上场4人。\n")
    said = stated(d)
    assert said["teams"] is True
    assert said["boards"] == 4
    assert "format" not in said


def test_a_team_league_s_points_fee_and_prizes():
    # 每队5人定人定台，主客场双循环: a team event; 单局计分按2、1、0进行: a board's win 2, draw 1,
    # loss 0; 获胜队伍记场分3分，平局1分，负者记0分: a match's 3/1/0; 每队交报名费800元: the
    # team's fee 800; 奖励团体前3名分别奖励3000元、2000元、1000元: places 1-3
    d = draft(
        "2026年象棋联赛竞赛规程\n比赛方式：每队5人定人定台，主客场双循环\n"
        "每队交报名费800元。\n奖励团体前3名分别奖励3000元、2000元、1000元\n"
        "单局计分按2、1、0进行，获胜队伍记场分3分，平局1分，负者记0分。\n"
    )
    said = stated(d)
    assert [said[f"board.{k}"] for k in ("win", "draw", "loss")] == ["2", "1", "0"]
    assert [said[f"match.{k}"] for k in ("win", "draw", "loss")] == ["3", "1", "0"]
    assert said["fee"] == 800
    assert said["prizes"] == [(1, 1, 3000), (2, 2, 2000), (3, 3, 1000)]


def test_a_team_knockout_s_bracket_from_the_schools_entering():
    # 甲校、乙校…共8所学校 (8 teams, a power of two) in a knockout of 比赛共进行三轮 (8 → 4 → 2 →
    # 1: three rounds, agreeing): bracket 8, 3 rounds
    d = draft(
        "2026年中学围棋团体赛竞赛规程\n参赛单位：市内共8所学校\n"
        "每队可报4名参赛选手，由领队确定名单，上场3人进行团体赛；\n"
        "比赛共进行三轮，第一轮获胜队伍争夺1~4名，落败队伍争夺5~8名。\n"
    )
    said = stated(d)
    assert (said["format"], said["bracket"], said["rounds"]) == ("knockout", 8, 3)
    # 共6所学校: no power of two, no bracket stated
    d = draft(
        "2026年中学围棋团体赛竞赛规程\n参赛单位：市内共6所学校\n"
        "每队可报4名参赛选手，由领队确定名单，上场3人进行团体赛；\n"
        "第一轮获胜队伍争夺1~3名，落败队伍争夺4~6名。\n"
    )
    assert "bracket" not in stated(d)
