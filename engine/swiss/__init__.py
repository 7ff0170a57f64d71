"""The Swiss system (积分编排), pure: pairing by one maximum-weight matching (``pairing``), its
``checker`` and ``generator`` beside it (bbpPairings' shape), the per-round facts of a player
(``record``) and the Swiss tiebreaks (``tiebreaks``)."""

from engine.swiss.checker import check_pairing
from engine.swiss.pairing import (
    FIRST,
    SECOND,
    Pairing,
    PairingError,
    SwissPlayer,
    Table,
    pair_round,
)
from engine.swiss.record import RoundRecord, SwissRecord, to_swiss_players
from engine.swiss.tiebreaks import (
    FIDE,
    GO_002,
    SWISS_TIEBREAKS,
    XIANGQI_003,
    OpponentsScoreRule,
    SwissContext,
    draw_lots,
    rank,
    separating_tiebreak,
    separation_text,
)

__all__ = [
    "FIDE",
    "FIRST",
    "GO_002",
    "SECOND",
    "SWISS_TIEBREAKS",
    "XIANGQI_003",
    "OpponentsScoreRule",
    "Pairing",
    "PairingError",
    "RoundRecord",
    "SwissContext",
    "SwissPlayer",
    "SwissRecord",
    "Table",
    "check_pairing",
    "draw_lots",
    "pair_round",
    "rank",
    "separating_tiebreak",
    "separation_text",
    "to_swiss_players",
]
