"""Board prizes and each player's board results of a team event; a unit ranking of two men and
one woman from an individual Swiss (engine/teams/prizes.py), by hand."""

from fractions import Fraction

from engine.swiss.record import DRAW, LOSS, WIN, RoundRecord, SwissRecord
from engine.teams.lineup import Member, Team
from engine.teams.match import TeamMatch, parse_boards
from engine.teams.prizes import (
    Placed,
    UnitRule,
    board_games,
    board_prizes,
    board_result_text,
    player_rows,
    rank_units,
)
from engine.teams.record import Fixture
from engine.tiebreaks.games import SwissContext
from engine.tiebreaks.order import rank

# Three teams of 3 boards (Xiangqi 2/1/0), a round robin (Berger for 3: R1 2-3, 1 rests;
# R2 1-2, 3 rests; R3 3-1, 2 rests). 红队 puts its reserve 15 (台次 4) on board 3 in round 2.
TEAMS = [
    Team(1, "红队", 3, (Member(11, "红一", 1), Member(12, "红二", 2), Member(13, "红三", 3),
                        Member(15, "红替", 4))),
    Team(2, "蓝队", 3, (Member(21, "蓝一", 1), Member(22, "蓝二", 2), Member(23, "蓝三", 3))),
    Team(3, "白队", 3, (Member(31, "白一", 1), Member(32, "白二", 2), Member(33, "白三", 3))),
]  # fmt: skip
ROUNDS = [
    [Fixture(2, 3, TeamMatch(parse_boards("胜和负", 3))), Fixture(1, None)],
    [Fixture(1, 2, TeamMatch(parse_boards("和胜胜", 3))), Fixture(3, None)],
    [Fixture(3, 1, TeamMatch(parse_boards("负负和", 3))), Fixture(2, None)],
]
LINEUPS = {
    (1, 2): (21, 22, 23),
    (1, 3): (31, 32, 33),
    (2, 1): (11, 12, 15),
    (2, 2): (21, 22, 23),
    (3, 3): (31, 32, 33),
    (3, 1): (11, 12, 13),
}


def test_each_players_board_results_and_total() -> None:
    # R1 蓝 v 白 胜和负: 21 beats 31, 22 draws 32, 23 loses to 33.
    # R2 红 v 蓝 和胜胜: 11 draws 21, 12 beats 22, 15 beats 23.
    # R3 白 v 红 负负和: 31 loses to 11, 32 loses to 12, 33 draws 13.
    games = board_games(ROUNDS, LINEUPS)
    of_11 = [(g.round_no, board_result_text(g), g.points) for g in games if g.seq == 11]
    assert of_11 == [(2, "第1台 和", 1), (3, "第1台 胜", 2)]
    totals = {row["seq"]: row["total"] for row in player_rows(TEAMS, games)}
    # 11: 1 + 2; 12: 2 + 2; 13: 1; 15: 2; 21: 2 + 1; 22: 1 + 0; 23: 0 + 0; 31: 0 + 0;
    # 32: 1 + 0; 33: 2 + 1
    assert totals == {
        11: "3", 12: "4", 13: "1", 15: "2",
        21: "3", 22: "1", 23: "0",
        31: "0", 32: "1", 33: "3",
    }  # fmt: skip
    row_15 = next(r for r in player_rows(TEAMS, games) if r["seq"] == 15)
    assert row_15 == {"seq": 15, "name": "红替", "team": "红队", "board": 4, "total": "2"}


def test_board_prizes_with_a_minimum_of_two_games() -> None:
    # Board 1: 11 D W (3 of 4, rate 3/4), 21 W D (3/4), 31 L L (0): 11 and 21 level on rate,
    # points and games → the team's final rank: 红队 1st, 蓝队 2nd → 11, 21, 31.
    # Board 2: 12 W W (4/4), 22 D L (1/4), 32 D L (1/4): 12; 22 (蓝队 2nd) before 32 (白队 3rd).
    # Board 3: 33 W D (3/4), 23 L L (0); 13 and 15 played one game each: not ranked.
    prizes = board_prizes(
        board_games(ROUNDS, LINEUPS), 3, min_games=2, team_ranks={1: 1, 2: 2, 3: 3}
    )
    assert [(r.rank, r.seq, r.rate) for r in prizes[1]] == [
        (1, 11, Fraction(3, 4)),
        (2, 21, Fraction(3, 4)),
        (3, 31, 0),
    ]
    assert [(r.rank, r.seq) for r in prizes[2]] == [(1, 12), (2, 22), (3, 32)]
    assert [(r.rank, r.seq, r.games) for r in prizes[3]] == [(1, 33, 2), (2, 23, 2)]
    # teams 2 and 3 sharing 2nd place: 22 and 32 share the board-2 place
    shared = board_prizes(
        board_games(ROUNDS, LINEUPS), 3, min_games=2, team_ranks={1: 1, 2: 2, 3: 2}
    )
    assert [(r.rank, r.seq) for r in shared[2]] == [(1, 12), (2, 22), (2, 32)]


def _record(seq: int, games: str) -> SwissRecord:
    """A player's Swiss rounds from W/D/L (win 1, draw ½); the opponents do not matter here."""
    outcome = {"W": (WIN, Fraction(1)), "D": (DRAW, Fraction(1, 2)), "L": (LOSS, Fraction(0))}
    return SwissRecord(
        seq, tuple(RoundRecord(outcome[g][0], outcome[g][1], opponent=0) for g in games)
    )


# An individual Swiss of 14 players over 5 rounds: (seq, unit, woman, games) → points.
FIELD = [
    (1, "甲", False, "WWWWD"),  # 4.5
    (2, "乙", False, "WWWWL"),  # 4
    (3, "甲", True, "WWWDL"),  # 3.5
    (4, "丙", False, "WWWLD"),  # 3.5
    (5, "乙", False, "WWWLL"),  # 3
    (6, "丙", True, "WWDDL"),  # 3
    (7, "甲", False, "WWDLL"),  # 2.5
    (8, "乙", True, "WDDLD"),  # 2.5
    (9, "丙", False, "WWLLL"),  # 2
    (10, "丁", False, "WDDLL"),  # 2
    (11, "丁", False, "WDLLL"),  # 1.5
    (12, "甲", False, "WLLLL"),  # 1
    (13, "乙", True, "DLLLL"),  # 0.5
    (14, "丙", False, "LDLLL"),  # 0.5
]


def _standings() -> list[Placed]:
    records = [_record(seq, games) for seq, _, _, games in FIELD]
    rows = rank(records, ["points", "signup_order"], SwissContext.of(records))
    by_seq = {seq: (unit, woman) for seq, unit, woman, _ in FIELD}
    points = {r.seq: r.points for r in records}
    return [
        Placed(row.seq, row.rank, points[row.seq], by_seq[row.seq][0], by_seq[row.seq][1])
        for row in rows
    ]


def test_unit_ranking_two_men_and_one_woman_by_places() -> None:
    # Places (points, then sign-up order): seq k is k-th (3.5: 3 before 4, 3: 5 before 6 …).
    # 甲: men 1, 7 (12 not counted), woman 3 → 1 + 7 + 3 = 11
    # 乙: men 2, 5, woman 8 (13 not counted) → 15
    # 丙: men 4, 9 (14 not counted), woman 6 → 19
    # 丁: men 10, 11, no woman → incomplete, after every complete unit
    standings = _standings()
    assert [p.place for p in standings] == list(range(1, 15))
    rows = rank_units(standings, UnitRule(men=2, women=1, by="places"))
    assert [(r.rank, r.unit, r.counted, r.total, r.complete) for r in rows] == [
        (1, "甲", (1, 7, 3), 11, True),
        (2, "乙", (2, 5, 8), 15, True),
        (3, "丙", (4, 9, 6), 19, True),
        (4, "丁", (10, 11), 21, False),
    ]


def test_unit_ranking_by_points() -> None:
    # 甲 4.5 + 2.5 + 3.5 = 10.5; 乙 4 + 3 + 2.5 = 9.5; 丙 3.5 + 2 + 3 = 8.5; 丁 incomplete
    rows = rank_units(_standings(), UnitRule(men=2, women=1, by="points"))
    assert [(r.unit, r.total) for r in rows] == [
        ("甲", Fraction(21, 2)),
        ("乙", Fraction(19, 2)),
        ("丙", Fraction(17, 2)),
        ("丁", Fraction(7, 2)),
    ]


def test_equal_sums_go_to_the_better_best_place_then_share() -> None:
    # A: 1 + 9 + 5 = 15, B: 2 + 6 + 7 = 15, C: 3 + 4 + 8 = 15: by the best counted place,
    # A (1), B (2), C (3). D and E: players sharing places 10, 12 and 14 in the individual
    # standings (equal on its whole chain): 10 + 12 + 14 = 36 each, best place 10 each → they
    # share 4th.
    field = [
        Placed(1, 1, Fraction(0), "A"), Placed(9, 9, Fraction(0), "A"),
        Placed(5, 5, Fraction(0), "A", woman=True),
        Placed(2, 2, Fraction(0), "B"), Placed(6, 6, Fraction(0), "B"),
        Placed(7, 7, Fraction(0), "B", woman=True),
        Placed(3, 3, Fraction(0), "C"), Placed(4, 4, Fraction(0), "C"),
        Placed(8, 8, Fraction(0), "C", woman=True),
        Placed(10, 10, Fraction(0), "D"), Placed(12, 12, Fraction(0), "D"),
        Placed(14, 14, Fraction(0), "D", woman=True),
        Placed(11, 10, Fraction(0), "E"), Placed(13, 12, Fraction(0), "E"),
        Placed(15, 14, Fraction(0), "E", woman=True),
    ]  # fmt: skip
    rows = rank_units(field, UnitRule())
    assert [(r.rank, r.unit, r.total) for r in rows] == [
        (1, "A", 15),
        (2, "B", 15),
        (3, "C", 15),
        (4, "D", 36),
        (4, "E", 36),
    ]
