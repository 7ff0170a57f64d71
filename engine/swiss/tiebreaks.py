"""The Swiss tiebreaks, now in the one registry of every format (engine/tiebreaks: the
functions in ``games``, the ranking in ``order``); imported from here as before.
``SWISS_TIEBREAKS``: the registered names a ranking of two-player records can use."""

from engine.tiebreaks import GAMES, TIEBREAKS, names_over
from engine.tiebreaks.games import (
    FIDE,
    GO_002,
    XIANGQI_003,
    OpponentsScoreRule,
    SwissContext,
    draw_lots,
    fouls,
    lots,
    opponents_score,
    opponents_score_cut,
    points,
    previous_ranking,
    progressive,
    progressive_cut,
    warnings,
    wins,
)
from engine.tiebreaks.order import (
    Separation,
    SwissRankedRow,
    rank,
    separating_tiebreak,
    separation,
    separation_text,
)

SWISS_TIEBREAKS = {name: TIEBREAKS[name] for name in TIEBREAKS if name in names_over(GAMES)}

__all__ = [
    "FIDE",
    "GO_002",
    "SWISS_TIEBREAKS",
    "XIANGQI_003",
    "OpponentsScoreRule",
    "Separation",
    "SwissContext",
    "SwissRankedRow",
    "draw_lots",
    "fouls",
    "lots",
    "opponents_score",
    "opponents_score_cut",
    "points",
    "previous_ranking",
    "progressive",
    "progressive_cut",
    "rank",
    "separating_tiebreak",
    "separation",
    "separation_text",
    "warnings",
    "wins",
]
