"""The Swiss system (积分编排), pure: pairing by one maximum-weight matching (``pairing``), its
``checker`` and ``generator`` beside it (bbpPairings' shape) and the per-round facts of a player
(``record``). Its tiebreaks are in the registry of every format (engine/tiebreaks; the names
are still importable from ``engine.swiss.tiebreaks``)."""

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

__all__ = [
    "FIRST",
    "SECOND",
    "Pairing",
    "PairingError",
    "RoundRecord",
    "SwissPlayer",
    "SwissRecord",
    "Table",
    "check_pairing",
    "pair_round",
    "to_swiss_players",
]
