"""The team challenge ladder (擂台赛, seed 004): the pure engine behind the arena format.

- ``bout``: one bout's games (defender's side), score, state, entry parsing and colours (八(七)).
- ``ladder``: who defends and who challenges next, when the match ends; checker and generator
  (八(三), 八(六)).
- ``lineup``: sign-up and line-up checks (numbers, women, ages, substitutes) (七(一), 七(二)).
- ``pool``: the prize pool (basic, floating base, encouragement, streamer bonus) (九).

No I/O, no clock; randomness only through an injected ``random.Random``.
"""

from engine.arena.bout import (
    CHALLENGER, DEFENDER, DRAW, LOSS, OUTCOMES, WIN, BoutError, BoutRules, BoutState, bout_state, bout_summary,
    draw_first_red, first_red_by_seed, game_points, games_text, parse_games, read_games, red_seat, score_text,
    unfinished_message,
)
from engine.arena.ladder import (
    FinishedBout, LadderError, LadderState, MatchResult, NextBout, PlayedBout, Substitution, TeamLineup,
    bout_bounds, check_match, finished_bouts, ladder_state, next_bout, players_out, random_bout_games,
    random_lineups, random_match,
)
from engine.arena.lineup import (
    LineupRules, Member, age_on, age_problem, lineup_problems, place_holders, signup_problems,
    substitution_problems, team_lineups,
)
from engine.arena.pool import (
    NamedAward, PoolRules, TeamPrize, after_bout, base_history, encouragement_due, initial_bases, money_text,
    team_prizes, yuan_text,
)

__all__ = [
    "CHALLENGER", "DEFENDER", "DRAW", "LOSS", "OUTCOMES", "WIN", "BoutError", "BoutRules", "BoutState",
    "FinishedBout", "LadderError", "LadderState", "LineupRules", "MatchResult", "Member", "NamedAward",
    "NextBout", "PlayedBout", "PoolRules", "Substitution", "TeamLineup", "TeamPrize", "after_bout", "age_on",
    "age_problem", "base_history", "bout_bounds", "bout_state", "bout_summary", "check_match", "draw_first_red",
    "encouragement_due", "finished_bouts", "first_red_by_seed", "game_points", "games_text", "initial_bases",
    "ladder_state", "lineup_problems", "money_text", "next_bout", "parse_games", "place_holders", "players_out",
    "random_bout_games", "random_lineups", "random_match", "read_games", "red_seat", "score_text",
    "signup_problems", "substitution_problems", "team_lineups", "team_prizes", "unfinished_message", "yuan_text",
]
