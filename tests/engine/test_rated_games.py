"""The games each format's table gives the club rating (``ResultRules.rated_games``): only games
played over the board, sides as the regulation seats them."""

from engine.formats import rules_of
from engine.formats.results import SeatGame
from engine.formats.two_player import GameResult
from engine.regulation.loading import load_preset
from engine.teams.match import TeamMatch


def test_a_two_player_game_counts_only_when_played():
    rules = rules_of("round_robin").results
    reg = load_preset("round-robin")
    assert rules.rated_games(reg, GameResult("W"), 2) == [SeatGame((0,), (1,), "W")]
    assert rules.rated_games(reg, GameResult("D"), 2) == [SeatGame((0,), (1,), "D")]
    # a forfeit, a cutoff draw and a rest were not played over the board
    assert rules.rated_games(reg, GameResult(None, (1,)), 2) == []
    assert rules.rated_games(reg, GameResult(None, cutoff=True), 2) == []
    assert rules.rated_games(reg, GameResult(bye=True), 1) == []


def test_four_player_junqi_games_are_team_games_with_the_games_partners():
    reg = load_preset("xiaomanyao-junqi-2023")
    rules = rules_of(reg.format.kind).results
    value = rules.load_result("W-L", {})
    # 000 §八.1: partners [0,1], [0,2], [0,3]; game 2 undecided counts nothing
    assert rules.rated_games(reg, value, 4) == [
        SeatGame((0, 1), (2, 3), "W"),
        SeatGame((0, 3), (1, 2), "L"),
    ]


def test_a_team_match_rates_board_against_board():
    reg = load_preset("team-round-robin")
    rules = rules_of(reg.format.kind).results
    # four boards: board 1 won, 2 drawn, 3 forfeited by the first team (not played), 4 lost
    value = rules.load_result("WDFL", {"team_match": True})
    assert rules.rated_games(reg, value, 8) == [
        SeatGame((0,), (4,), "W"),
        SeatGame((1,), (5,), "D"),
        SeatGame((3,), (7,), "L"),
    ]
    forfeited = rules.load_result("", {"team_match": True, "forfeit": 1})
    assert rules.rated_games(reg, forfeited, 8) == []
    assert isinstance(value.match, TeamMatch)


def test_a_knockout_tie_rates_each_game_of_it():
    reg = load_preset("knockout")
    rules = rules_of(reg.format.kind).results
    tie = rules.parse_result(reg, "胜负胜", 2)
    # every game of the tie, from the first seat: won, lost, won
    assert [g.outcome for g in rules.rated_games(reg, tie, 2)] == ["W", "L", "W"]
    assert {(g.first, g.second) for g in rules.rated_games(reg, tie, 2)} == {((0,), (1,))}
