"""The checks of an organiser's edit of a seated round (``Format.pairing_problems``), worked by
hand: the shared ones (engine/formats/pairing_checks.py), the Swiss colours, a team event's
repeat, and a late entry's points per missed round."""

from fractions import Fraction

from engine import formats
from engine.formats import LATE_ENTRY, Facts, Player, PlayerFacts, RoundField, TableFacts
from engine.formats.pairing_checks import off_plan_problems, permuted, repeat_problems
from engine.formats.round_robin import GameResult
from engine.regulation import load_preset

SWISS = formats.FORMATS["swiss"]
GO = load_preset("shenzhen-go-2023")
TEAM = formats.FORMATS["team"]
TEAM_SWISS = load_preset("team-swiss")


def _table(number, seats, value, reg=GO):
    points = SWISS.results.points(reg, value, len(seats))
    return TableFacts(number, tuple(seats), value, tuple(map(tuple, points)))


def test_a_repeat_is_named_with_its_table():
    # round 1 had 1–2 and 3–4; an edit of round 2 to 2–1, 3–5, 4 alone repeats only 2–1
    history = {1: [[1, 2], [3, 4]]}
    assert repeat_problems(history, [[2, 1], [3, 5], [4]]) == [
        "第1桌 2号 与 1号 已经交手过（重复对局）"
    ]


def test_off_plan_tables_and_reversed_colours_are_named():
    planned = [[1, 4], [2, 3]]  # the Berger table of round 1 for four
    assert off_plan_problems(planned, [[1, 2], [4, 3]], "贝格尔编排表第1轮") == [
        "第1桌 1号–2号 不是贝格尔编排表第1轮的对局（表上为 1号–4号、2号–3号）",
        "第2桌 4号–3号 不是贝格尔编排表第1轮的对局（表上为 1号–4号、2号–3号）",
    ]
    assert off_plan_problems(planned, [[4, 1], [2, 3]], "贝格尔编排表第1轮") == [
        "第1桌 按贝格尔编排表第1轮应由 1号 先手，对调后为 4号 先手"
    ]


def test_a_bracket_follows_the_players_moved():
    # slots 1 _ 5 6 | 2 _ 7 8 seated as [1], [5, 6], [2], [7, 8]; 1 and 7 swapped
    slots = [1, None, 5, 6, 2, None, 7, 8]
    drawn = [[1], [5, 6], [2], [7, 8]]
    tables = [[7], [5, 6], [2], [1, 8]]
    assert permuted(slots, drawn, tables) == [7, None, 5, 6, 2, None, 1, 8]


def test_the_swiss_colour_rule_is_broken_by_a_third_first_move_in_a_row():
    # a Xiangqi-like variant of 002 with alternating colours (先后手交替). R1: 1 beats 2, 3
    # beats 4 (1 and 3 first); R2: 1 beats 4 (1 first), 3 beats 2 (2 first). Points: 1 and 3
    # on 4, 2 and 4 on 0. Colours: 1 first, first: due second, absolutely (two equal in a row);
    # 4 second, second: due first, absolutely; 3 and 2 only mildly. Round 3 without repeats:
    # 1–3 and 2–4 (Σ gaps 0); with 1 and 4 first both break the rule, with 3 and 2 first none.
    alt = GO.model_copy(update={"format": GO.format.model_copy(update={"colours": "alternate"})})
    tables = [
        _table(1, (1, 2), GameResult("W")),
        _table(1, (3, 4), GameResult("W")),
        _table(2, (1, 4), GameResult("W")),
        _table(2, (2, 3), GameResult("L")),
    ]
    facts = Facts({q: PlayerFacts(q) for q in range(1, 5)}, tables, {}, 7)
    history = {1: [[1, 2], [3, 4]], 2: [[1, 4], [2, 3]]}
    field = RoundField(
        3, [Player(q, q) for q in range(1, 5)], history, SWISS.standings(alt, facts, 2)
    )
    rule = "（颜色规则：不连续三轮同色）"
    assert SWISS.pairing_problems(alt, field, [[1, 3], [2, 4]], [[3, 1], [4, 2]]) == [
        f"第1桌 1号 本轮应执后手{rule}",
        f"第2桌 4号 本轮应执先手{rule}",
    ]
    assert SWISS.pairing_problems(alt, field, [[3, 1], [4, 2]], [[3, 1], [4, 2]]) == []


def test_a_team_swap_moves_whole_line_ups_and_names_a_repeat_of_teams():
    # team-swiss: 「每队 4 台」; a table of a match is 8 seats, the first-named team's 4 first
    assert TEAM.swap_blocks(TEAM_SWISS, 8) == [range(0, 4), range(4, 8)]
    assert TEAM.swap_blocks(TEAM_SWISS, 4) == [range(0, 4)]  # a bye: the team alone
    team = {**dict.fromkeys(range(1, 5), "红队"), **dict.fromkeys(range(5, 9), "蓝队")}
    team |= {**dict.fromkeys(range(9, 13), "黄队"), **dict.fromkeys(range(13, 17), "绿队")}
    players = [Player(q, q, team[q]) for q in range(1, 17)]
    history = {1: [list(range(1, 9)), list(range(9, 17))]}  # 红–蓝, 黄–绿
    field = RoundField(2, players, history, None)
    # 红 and 黄 change places: 黄–蓝 and 红–绿, no repeat; 蓝 and 红 changing seats at one table
    # (the first-named team): 蓝–红 again
    moved = [[9, 10, 11, 12, 5, 6, 7, 8], [1, 2, 3, 4, 13, 14, 15, 16]]
    assert TEAM.pairing_problems(TEAM_SWISS, field, moved, history[1]) == []
    again = [[5, 6, 7, 8, 1, 2, 3, 4], list(range(9, 17))]
    assert TEAM.pairing_problems(TEAM_SWISS, field, again, history[1]) == [
        "第1桌 蓝队 与 红队 已经交过手（重复对局）",
        "第2桌 黄队 与 绿队 已经交过手（重复对局）",
    ]


def test_a_late_entry_starts_with_the_points_of_each_round_missed():
    # signup.late_entry_points = 1: player 5, entered by /补报, first plays in round 3 (rounds
    # 1 and 2 missed: 2 × 1 = 2) and beats 4: 2 + 2 = 4; an ordinary player absent from round 1
    # (6, the same history) starts on 0 (002 takes no late entries by format.late_entry_points)
    reg = GO.model_copy(update={"signup": GO.signup.model_copy(update={"late_entry_points": 1})})
    tables = [
        _table(1, (1, 2), GameResult("W")),
        _table(1, (3, 4), GameResult("W")),
        _table(2, (1, 3), GameResult("W")),
        _table(2, (2, 4), GameResult("W")),
        _table(3, (5, 4), GameResult("W")),
        _table(3, (6, 2), GameResult("W")),
        _table(3, (1, 3), GameResult("W")),
    ]
    players = {q: PlayerFacts(q) for q in range(1, 7)}
    players[5] = PlayerFacts(5, fields={LATE_ENTRY: True})
    rows = {r.seq: r.total for r in SWISS.standings(reg, Facts(players, tables, {}, 7), 3).rows}
    assert rows[5] == Fraction(4) and rows[6] == Fraction(2)
