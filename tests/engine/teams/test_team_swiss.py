"""A team Swiss of 11 teams over 5 rounds, 4 boards (Xiangqi 2/1/0, matches 2/1/0), a bye each
round scored as a match win (2) with half the boards won (2 × 2 = 4 board points).

Results, so that the pairings can be worked by hand: in every match the team ranked higher
before the round wins 胜胜和负 (5 : 3 board points). The ranking before each round is 场分, then
局分, then the sign-up order (team seq). Teams 1..11 are seeded in that order.

Round 1 (all on 0): bye to the lowest-ranked team, 11; the rest top half against bottom half:
1-6, 2-7, 3-8, 4-9, 5-10. Winners 1..5: 2 场分, 5 局分; 11: 2, 4; 6..10: 0, 3.
Round 2, ranked 1 2 3 4 5 11 | 6 7 8 9 10: bye to the lowest-ranked team without one, 10; the
group on 2 of six teams splits 1 2 3 against 4 5 11: 1-4, 2-5, 3-11; the group on 0 (10 out)
6-8, 7-9. Winners 1, 2, 3, 6, 7.
After round 2: 1 2 3: 4 场分 10 局分; 4 5 6 7: 2, 8; 10: 2, 3 + 4 = 7; 11: 2, 4 + 3 = 7;
8 9: 0, 6. Round 3 ranked 1 2 3 | 4 5 6 7 10 11 | 8 9: bye to 9 (the lowest-ranked team
without a bye); the group on 4 is odd, so its lowest (3) floats down, and the group on 2 with
it is odd again, so its lowest (11) floats down to 8: 1-2 and 8-11 are tables whichever way the
middle is paired, and Σ (score difference)² = (4 − 2)² + (2 − 0)² = 8, the parity bound (an odd
number of teams above each of the two score boundaries).
Rounds 4 and 5 are checked for what every round must hold: no two teams meet twice, each bye
to a different team, every match hands out 2 场分 and 8 局分 and every bye 2 and 4, so after 5
rounds the field holds 5 × (5 × 2 + 2) = 60 场分 and 5 × (5 × 8 + 4) = 220 局分.
"""

import random
from fractions import Fraction

from engine.teams.match import TeamMatch, parse_boards
from engine.teams.pairing import TeamPairing, pair_team_round
from engine.teams.record import BYE, Fixture, TeamBye, TeamRecord, team_records
from engine.teams.standings import rank_teams
from engine.tiebreaks.teams import TeamContext

TEAMS = range(1, 12)
CHAIN = ["match_points", "board_points", "signup_order"]
BYE_RULE = TeamBye(match_points=Fraction(2))  # board points: half the boards won (default)


def _ranked(records: dict[int, TeamRecord]) -> list[TeamRecord]:
    rows = rank_teams(records.values(), CHAIN, TeamContext.of(records.values()))
    return [records[row.seq] for row in rows]


def _play(fixtures: list[Fixture], rank: dict[int, int]) -> list[Fixture]:
    """The higher-ranked team wins 胜胜和负, written from the first-named team's side."""
    played = []
    for f in fixtures:
        if f.second is None:
            played.append(f)
            continue
        win = TeamMatch(parse_boards("胜胜和负", 4))
        played.append(
            Fixture(f.first, f.second, win if rank[f.first] < rank[f.second] else win.flipped())
        )
    return played


def _tournament() -> tuple[list[list[Fixture]], list[TeamPairing]]:
    rng = random.Random(17)
    rounds: list[list[Fixture]] = []
    pairings: list[TeamPairing] = []
    for _ in range(5):
        records = team_records(TEAMS, rounds, boards=4, bye=BYE_RULE)
        ranked = _ranked(records)
        rank = {r.seq: k for k, r in enumerate(ranked)}
        paired = pair_team_round(ranked, bye=BYE_RULE, rng=rng)
        pairings.append(paired)
        rounds.append(_play(paired.fixtures, rank))
    return rounds, pairings


def _pairs(fixtures: list[Fixture]) -> set[frozenset[int]]:
    return {frozenset((f.first, f.second)) for f in fixtures if f.second is not None}


def _bye(fixtures: list[Fixture]) -> int | None:
    return next((f.first for f in fixtures if f.second is None), None)


def test_rounds_one_to_three_as_worked_by_hand() -> None:
    rounds, pairings = _tournament()
    assert _pairs(rounds[0]) == {frozenset(p) for p in ((1, 6), (2, 7), (3, 8), (4, 9), (5, 10))}
    assert _bye(rounds[0]) == 11
    assert _pairs(rounds[1]) == {frozenset(p) for p in ((1, 4), (2, 5), (3, 11), (6, 8), (7, 9))}
    assert _bye(rounds[1]) == 10
    assert _bye(rounds[2]) == 9
    assert {frozenset((1, 2)), frozenset((8, 11))} <= _pairs(rounds[2])
    third = pairings[2].pairing
    assert third.squared_gaps == 8 == third.lower_bound
    assert third.certified


def test_standings_after_round_two_as_worked_by_hand() -> None:
    rounds, _ = _tournament()
    records = team_records(TEAMS, rounds[:2], boards=4, bye=BYE_RULE)
    assert {s: (r.match_points, r.board_points) for s, r in records.items()} == {
        1: (4, 10),
        2: (4, 10),
        3: (4, 10),
        4: (2, 8),
        5: (2, 8),
        6: (2, 8),
        7: (2, 8),
        10: (2, 7),
        11: (2, 7),
        8: (0, 6),
        9: (0, 6),
    }
    assert [r.seq for r in _ranked(records)] == [1, 2, 3, 4, 5, 6, 7, 10, 11, 8, 9]


def test_five_rounds_no_team_meets_another_twice_and_byes_scored_as_the_regulation_says() -> None:
    rounds, _ = _tournament()
    met = [pair for fixtures in rounds for pair in _pairs(fixtures)]
    assert len(met) == 25 == len(set(met))
    byes = [_bye(fixtures) for fixtures in rounds]
    assert byes[:3] == [11, 10, 9]
    assert len(set(byes)) == 5
    records = team_records(TEAMS, rounds, boards=4, bye=BYE_RULE)
    for round_no, team in enumerate(byes):
        assert team is not None
        bye_round = records[team].rounds[round_no]
        assert (bye_round.outcome, bye_round.match_points, bye_round.board_points) == (BYE, 2, 4)
    assert sum(r.match_points for r in records.values()) == 60
    assert sum(r.board_points for r in records.values()) == 220
    assert all(len(r.rounds) == 5 for r in records.values())
