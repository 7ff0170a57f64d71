"""The groups and knockout of seed 003 (the Pingshan Jieqi open), pure: the group draw with
seeds (``groups``), the (2+1) tie (``tie``), the bracket and its rounds (``bracket``) and the
cumulative prizes (``prizes``) — each drawer with its checker and generator beside it.

No I/O, no clock; randomness only from a stored seed (``random.Random("jieqi-…:<seed>")``).
The Swiss group stage itself is ``engine.swiss``.
"""

from engine.knockout.bracket import (
    Bracket, BracketError, DrawMode, Entrant, KnockoutProgress, KnockoutRound, KnockoutTie, Played,
    bracket_size, check_bracket, check_knockout, draw_bracket, knockout_entrants, knockout_progress, next_ties,
    play_knockout, random_knockout_field, round_label, seeding_order, standard_order, wildcard_refusal,
)
from engine.knockout.groups import (
    GroupDraw, GroupDrawError, GroupEntrant, check_group_draw, choose_seeds, draw_groups, draw_text, group_sizes,
    random_entrants, seed_order,
)
from engine.knockout.prizes import PlayerPrize, PrizePart, PrizeTables, player_prizes, prize_text
from engine.knockout.tie import (
    DRAW, FIRST, LOSS, SECOND, WIN, TieColours, TieError, TieRules, TieState, colours_by_seed, colours_text,
    draw_colours, parse_tie, random_tie_games, read_games, tie_state, tie_summary, tie_text, unfinished_message,
)

__all__ = [
    "DRAW", "FIRST", "LOSS", "SECOND", "WIN", "Bracket", "BracketError", "DrawMode", "Entrant", "GroupDraw",
    "GroupDrawError", "GroupEntrant", "KnockoutProgress", "KnockoutRound", "KnockoutTie", "Played", "PlayerPrize",
    "PrizePart", "PrizeTables", "TieColours", "TieError", "TieRules", "TieState", "bracket_size", "check_bracket",
    "check_group_draw", "check_knockout", "choose_seeds", "colours_by_seed", "colours_text", "draw_bracket",
    "draw_colours", "draw_groups", "draw_text", "group_sizes", "knockout_entrants", "knockout_progress",
    "next_ties", "parse_tie", "play_knockout", "player_prizes", "prize_text", "random_entrants",
    "random_knockout_field", "random_tie_games", "read_games", "round_label", "seed_order", "seeding_order",
    "standard_order", "tie_state", "tie_summary", "tie_text", "unfinished_message", "wildcard_refusal",
]
