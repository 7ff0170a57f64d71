"""A 6-team Xiangqi round robin over 4 boards where every tiebreak of the chain
场分, 局分, 直胜, 台次分, 抽签 separates exactly one tie (worked by hand below).

Boards score 2/1/0 (Xiangqi), matches 2/1/0. The Berger tables for 6 (FIDE C.05):
R1 1-6 2-5 3-4 · R2 6-4 5-3 1-2 · R3 2-6 3-1 4-5 · R4 6-5 1-4 2-3 · R5 3-6 4-2 5-1.

The plan: teams 1, 2, 3 ("X") end on 6 match points, teams 4, 5, 6 ("Y") on 4.
- X among themselves a cycle, each 6-2 (胜胜负胜): 1 beats 2, 2 beats 3, 3 beats 1.
- Y among themselves all drawn 和和和和 (4-4).
- Across: 4 beats 1 (5-3), 1 beats 5 (7-1), 1 beats 6 (6-2), 2 beats 4 (6-2), 5 beats 2 (6-2),
  2 beats 6 (5-3), 3 beats 4 (5-3), 3 beats 5 (5-3), 6 beats 3 (5-3).

Each board string below is from the first-named team's side (the Berger pairing's first):

round 1: 1-6 胜胜负胜 (1: 2+2+0+2 = 6) · 2-5 负负胜负 (2: 2, 5: 6) · 3-4 和胜负胜 (3: 5, 4: 3)
round 2: 6-4 和和和和 · 5-3 负和胜负 (5: 3, 3: 5) · 1-2 胜胜负胜 (1: 6, 2: 2)
round 3: 2-6 胜和胜负 (2: 5, 6: 3) · 3-1 胜胜负胜 (3: 6, 1: 2) · 4-5 和和和和
round 4: 6-5 和和和和 · 1-4 负和胜负 (1: 3, 4: 5) · 2-3 胜胜负胜 (2: 6, 3: 2)
round 5: 3-6 负负胜和 (3: 3, 6: 5) · 4-2 负负胜负 (4: 2, 2: 6) · 5-1 负负负和 (5: 1, 1: 7)

场分: 1: W W L L W = 6; 2: L L W W W = 6; 3: W W W L L = 6; 4: L D D W L = 4;
      5: W L D D L = 4; 6: L D L D W = 4.
局分: 1: 6+6+2+3+7 = 24; 2: 2+2+5+6+6 = 21; 3: 5+5+6+2+3 = 21;
      4: 3+4+4+5+2 = 18; 5: 6+3+4+4+1 = 18; 6: 2+4+3+4+5 = 18.
So 1 is above 2 and 3 on 局分 (24 > 21).
直胜 among {2, 3} (level on 场分 and 局分): 2 beat 3 in round 4 → 2: 2, 3: 0.
直胜 among {4, 5, 6}: every match between them drawn → 1 + 1 = 2 each: still level.
台次分 with the regulation's weights 4, 3, 2, 1 (board 1 first), per board (b1, b2, b3, b4):
  4: R1 (1,0,2,0) R2 (1,1,1,1) R3 (1,1,1,1) R4 胜和负胜 (2,1,0,2) R5 (0,0,2,0) = (5,3,6,4)
     → 20 + 9 + 12 + 4 = 45
  5: R1 胜胜负胜 (2,2,0,2) R2 (0,1,2,0) R3 (1,1,1,1) R4 (1,1,1,1) R5 (0,0,0,1) = (4,5,4,5)
     → 16 + 15 + 8 + 5 = 44
  6: R1 负负胜负 (0,0,2,0) R2 (1,1,1,1) R3 负和负胜 (0,1,0,2) R4 (1,1,1,1) R5 胜胜负和 (2,2,0,1)
     = (4,5,4,5) → 44
So 4 is above 5 and 6 (45 > 44); 5 and 6 are level on the whole chain but the lots: the lots
drawn (given here) are 5 → 6, 6 → 5, so 6 ranks above 5.

Final order 1, 2, 3, 4, 6, 5 with separations: 2 under 1 by 局分 24 > 21; 3 under 2 by 直胜
2 > 0; 4 under 3 by 场分 6 > 4; 6 under 4 by 台次分 45 > 44; 5 under 6 by 抽签 5 < 6.
"""

from fractions import Fraction

import pytest

from engine.teams.lineup import Member, Team
from engine.teams.match import TeamMatch, parse_boards
from engine.teams.pairing import round_robin_fixtures
from engine.teams.record import Fixture, team_records
from engine.teams.standings import rank_teams, standings_json
from engine.tiebreaks import reason_text
from engine.tiebreaks.teams import TeamContext

RESULTS = {
    (1, 6): "胜胜负胜",
    (2, 5): "负负胜负",
    (3, 4): "和胜负胜",
    (6, 4): "和和和和",
    (5, 3): "负和胜负",
    (1, 2): "胜胜负胜",
    (2, 6): "胜和胜负",
    (3, 1): "胜胜负胜",
    (4, 5): "和和和和",
    (6, 5): "和和和和",
    (1, 4): "负和胜负",
    (2, 3): "胜胜负胜",
    (3, 6): "负负胜和",
    (4, 2): "负负胜负",
    (5, 1): "负负负和",
}
CHAIN = ["match_points", "board_points", "team_direct_encounter", "weighted_boards", "team_lots"]
WEIGHTS = (Fraction(4), Fraction(3), Fraction(2), Fraction(1))
LOTS = {1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 5}


def _rounds() -> list[list[Fixture]]:
    rounds = []
    for r in range(1, 6):
        fixtures = []
        for f in round_robin_fixtures([1, 2, 3, 4, 5, 6], r):
            assert f.second is not None
            match = TeamMatch(parse_boards(RESULTS[(f.first, f.second)], 4))
            fixtures.append(Fixture(f.first, f.second, match))
        rounds.append(fixtures)
    return rounds


def test_every_fixture_is_a_berger_pairing_with_a_result() -> None:
    pairs = [(f.first, f.second) for r in range(1, 6) for f in round_robin_fixtures(range(1, 7), r)]
    assert sorted(pairs) == sorted(RESULTS)


def test_each_tiebreak_of_the_chain_separates_one_tie() -> None:
    records = team_records(range(1, 7), _rounds(), boards=4)
    context = TeamContext.of(records.values(), lots=LOTS, weights=WEIGHTS)
    rows = rank_teams(records.values(), CHAIN, context)
    assert [row.seq for row in rows] == [1, 2, 3, 4, 6, 5]
    assert [row.rank for row in rows] == [1, 2, 3, 4, 5, 6]
    assert rows[0].reason is None
    assert [(r.reason.key, r.reason.upper, r.reason.lower) for r in rows[1:] if r.reason] == [
        ("board_points", 24, 21),
        ("team_direct_encounter", 2, 0),
        ("match_points", 6, 4),
        ("weighted_boards", 45, 44),
        ("team_lots", 5, 6),
    ]
    assert rows[1].reason is not None
    assert reason_text(rows[1].reason) == "场分相同，局分 24 > 21"
    assert rows[2].reason is not None
    assert reason_text(rows[2].reason) == "场分相同，直胜 2 > 0"
    assert rows[5].reason is not None
    assert reason_text(rows[5].reason) == "场分相同，抽签 5 < 6"


def test_values_of_the_other_team_tiebreaks() -> None:
    # 对手分 of 1: opponents 6, 2, 3, 4, 5 with final 场分 4 + 6 + 6 + 4 + 4 = 24; of 4:
    # opponents 3, 6, 5, 1, 2 → 6 + 4 + 4 + 6 + 6 = 26.
    # 累进分 of 1: running 2, 4, 4, 4, 6 → 20; of 2: 0, 0, 2, 4, 6 → 12; of 3: 2, 4, 6, 6, 6 → 24.
    # 胜场数: 1, 2, 3 won three matches each, 4, 5, 6 one each.
    records = team_records(range(1, 7), _rounds(), boards=4)
    context = TeamContext.of(records.values(), lots=LOTS, weights=WEIGHTS)
    chain = ["team_opponents_score", "team_progressive", "match_wins"]
    values = {row.seq: row.values for row in rank_teams(records.values(), chain, context)}
    assert values[1]["team_opponents_score"] == 24
    assert values[4]["team_opponents_score"] == 26
    assert [values[s]["team_progressive"] for s in (1, 2, 3)] == [20, 12, 24]
    assert [values[s]["match_wins"] for s in range(1, 7)] == [3, 3, 3, 1, 1, 1]


def test_default_weights_run_from_the_boards_down_to_one() -> None:
    # Without weights in the regulation, 4 boards weigh 4, 3, 2, 1: the same 45 / 44 / 44.
    records = team_records(range(1, 7), _rounds(), boards=4)
    context = TeamContext.of(records.values(), lots=LOTS)
    rows = {r.seq: r.values for r in rank_teams(records.values(), ["weighted_boards"], context)}
    assert [rows[s]["weighted_boards"] for s in (4, 5, 6)] == [45, 44, 44]


def test_without_lots_the_two_level_teams_share_the_rank() -> None:
    records = team_records(range(1, 7), _rounds(), boards=4)
    context = TeamContext.of(records.values(), weights=WEIGHTS)
    rows = rank_teams(records.values(), CHAIN[:-1], context)
    assert [(r.seq, r.rank) for r in rows] == [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 5)]


def test_standings_rows_of_the_contract() -> None:
    # Team 1: 场分 6, 局分 24; rounds W W L L W → 2, 2, 0, 0, 2; its members by board.
    # 直胜 0 (nobody level with it on 场分 and 局分). 台次分: per board R1 胜胜负胜 (2,2,0,2),
    # R2 胜胜负胜 (2,2,0,2), R3 负负胜负 (0,0,2,0), R4 负和胜负 (0,1,2,0), R5 胜胜胜和
    # (2,2,2,1) = (6,7,6,5) → 4·6 + 3·7 + 2·6 + 1·5 = 62.
    records = team_records(range(1, 7), _rounds(), boards=4)
    context = TeamContext.of(records.values(), lots=LOTS, weights=WEIGHTS)
    rows = rank_teams(records.values(), CHAIN, context)
    teams = {
        t: Team(t, f"{t}队", 4, tuple(Member(10 * t + b, f"{t}-{b}", b) for b in range(1, 5)))
        for t in range(1, 7)
    }
    first = standings_json(rows, teams, records)[0]
    assert first == {
        "rank": 1,
        "name": "1队",
        "total": "6",
        "board_points": "24",
        "tiebreaks": {
            "match_points": "6",
            "board_points": "24",
            "team_direct_encounter": "0",
            "weighted_boards": "62",
            "team_lots": "1",
        },
        "round_scores": ["2", "2", "0", "0", "2"],
        "members": [11, 12, 13, 14],
    }


def test_an_individual_tiebreak_in_a_team_chain_is_refused() -> None:
    records = team_records(range(1, 7), _rounds(), boards=4)
    with pytest.raises(ValueError) as refused:
        rank_teams(records.values(), ["match_points", "points"], TeamContext.of(records.values()))
    assert str(refused.value).startswith(
        "未知的排名依据：points（积分，本赛制不用）；本赛制可用：场分（match_points）、局分（board_points）"
    )
