"""The groups and knockout of seed 003 (the Pingshan Jieqi open), pure: the group draw with
seeds (``groups``), the (2+1) tie (``tie``), the bracket and its rounds (``bracket``) and the
cumulative prizes (``prizes``) — each drawer with its checker and generator beside it.

No I/O, no clock; randomness only from a stored seed (``random.Random("jieqi-…:<seed>")``).
The Swiss group stage itself is ``engine.swiss``.
"""

from engine.knockout.groups import (
    GroupDraw, GroupDrawError, GroupEntrant, check_group_draw, choose_seeds, draw_groups, draw_text, group_sizes,
    random_entrants, seed_order,
)
from engine.knockout.tie import (
    DRAW, FIRST, LOSS, SECOND, WIN, TieColours, TieError, TieRules, TieState, colours_by_seed, colours_text,
    draw_colours, parse_tie, random_tie_games, read_games, tie_state, tie_summary, tie_text, unfinished_message,
)

__all__ = [
    "DRAW", "FIRST", "LOSS", "SECOND", "WIN", "GroupDraw",
    "GroupDrawError", "GroupEntrant", 
    "TieColours", "TieError", "TieRules", "TieState", 
    "check_group_draw", "choose_seeds", "colours_by_seed", "colours_text", 
    "draw_colours", "draw_groups", "draw_text", "group_sizes", 
    "parse_tie", "random_entrants",
    "random_tie_games", "read_games", "seed_order", 
    "tie_state", "tie_summary", "tie_text", "unfinished_message", 
]
