"""Seeded groups, a Swiss in each group, then a (2+1) knockout (seed 003, the Pingshan Jieqi
open).

The tournament is one scope with one round lifecycle: rounds 1..``group_rounds`` are the group
stage (every group plays its round at the same time, as the timetable says), the rounds after
them the knockout (32进16 … 决赛 with the 3rd-place tie in the last round).

- **Groups** (``group_draw``, run by ``/分组``): engine/knockout/groups.py's seeded draw; the
  group is stored in each sign-up's ``group``, the place in the group's draw order (seeds
  first) in its field ``DRAW_PLACE``, from which round 1 of the group pairs top half against
  bottom half (seed 1 v the 17th of 32). A player without a group (a field never drawn)
  plays in one implicit group "" — services refuse to seat round 1 before ``/分组``
  (``seating_refusal``).
- **Group stage**: each group is a Swiss of its own, paired and ranked by the Swiss format
  (engine/formats/swiss.py, with a Swiss regulation made from this one: ``colours
  = "alternate"``, the regulation's tiebreaks and bye rule, ``forfeits_to_exclude`` as the
  forfeits after which a player is no longer paired). Results are the Swiss ones (胜/和/负 from
  the first seat, who plays red).
- **Knockout**: the first ``advance_per_group`` of each group (players still in the event) and
  the wildcards (the ``/外卡`` mark, in the order named), drawn into a bracket
  (engine/knockout/bracket.py): ``knockout_draw = "lots"`` (the seed's default) shuffles them
  by the tournament's seed; ``"standard"`` seeds them by group place — every group's 1st in
  the regulation's group order (A, B, C, D), then every 2nd, …, the wildcards last in the
  order named — and puts seed s at the standard line positions (``standard_order``: 1 v
  size, size/2 v size/2 + 1, …; 32: 1–32, 16–17, 8–25, 9–24, …), so seeds 1 and 2 can meet
  only in the final; missing entrants are byes at the last seeds' positions. Round
  ``group_rounds + 1`` seats the bracket's line in order (a bye as a one-seat table), so the
  bracket is read back from the stored tables; later rounds follow ``knockout_progress``. Each
  tie is one table whose result is its game string (``胜负胜``, ``胜负和负``, from the first
  seat), validated by engine/knockout/tie.py; the first seat plays red in game 1 (the lots of
  ``colours_by_seed``).
- **Standings**: during the group stage the groups' rows by group place (all 1sts in group
  order, then all 2nds …), each row's ``rank`` its place in its group; once the knockout is
  seated, its players by the place they reached, then everyone else (eliminated, unranked).
- **Prizes** (engine/knockout/prizes.py): group prizes, advancement bonuses and final places,
  cumulative per player (``final_lines``, ``prize_rows``).

The package, one module per seam: ``schema`` (the ``[format]`` part), ``rows`` (the standings'
and results' types), ``group_stage`` and ``knockout_stage`` (each stage's seating, results and
share of the standings), ``standings`` (the two put together), ``posts`` (notes, JSON, bracket,
prizes), ``draw`` (``/分组`` and ``/外卡``) and ``format`` (the format objects).
"""

from engine.knockout.results import TieResult

from .format import FORMAT, GROUP_STAGE, KNOCKOUT_STAGE, GroupKnockout, GroupStage, KnockoutStage
from .group_stage import swiss_reg
from .knockout_stage import table_colours, tie_winner
from .rows import JieqiResult, JieqiRow, JieqiStandings
from .schema import WILDCARD, GroupKnockoutFormat, KnockoutTie

__all__ = [
    "FORMAT",
    "GROUP_STAGE",
    "KNOCKOUT_STAGE",
    "WILDCARD",
    "GroupKnockout",
    "GroupKnockoutFormat",
    "GroupStage",
    "JieqiResult",
    "JieqiRow",
    "JieqiStandings",
    "KnockoutStage",
    "KnockoutTie",
    "TieResult",
    "swiss_reg",
    "table_colours",
    "tie_winner",
]
