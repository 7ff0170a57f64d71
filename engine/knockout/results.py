"""A knockout tie's typed result, shared by the formats that play ties: seed 003's knockout stage
(engine/formats/group_knockout/) and the knockout on its own (engine/formats/knockout.py).

A tie is one table whose result is its game string from the first seat's side (``胜负胜``), the
seat that forfeited the whole tie, or a bye (a one-seat table, 轮空). Stored as the game string
and ``details`` ``{"tie": true, "forfeits": [seat], "bye": true}`` (``dump_tie``/``load_tie``).
Everything here is pure.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.knockout.tie import DRAW, LOSS, WIN, TieColours, TieError, TieRules, tie_state, tie_text
from engine.vocabulary import ResultWord

StoredDetails = Mapping[str, object]
"""A stored result's ``details`` as read back (JSON: whatever was written)."""


@dataclass(frozen=True)
class TieResult:
    """A knockout tie's result: the games from the first seat's side (胜/负/和), the seat that
    forfeited the tie (the opponent advances), whether the table is a bye (轮空)."""

    games: tuple[str, ...] = ()
    forfeits: tuple[int, ...] = ()
    bye: bool = False


def _seats(value: object) -> tuple[int, ...]:
    """The seats a stored list holds (a list of ints; anything else: none)."""
    if not isinstance(value, list | tuple):
        return ()
    return tuple(x for x in value if isinstance(x, int))


def load_tie(games: str, details: StoredDetails) -> TieResult:
    """The typed tie from its stored form (``-``: no game yet)."""
    return TieResult(
        tuple(games) if games != "-" else (),
        _seats(details.get("forfeits", [])),
        bool(details.get("bye")),
    )


def dump_tie(result: TieResult) -> tuple[str, dict[str, object]]:
    """The stored form ``(games, details)`` of a tie; ``details`` marks it a tie."""
    details: dict[str, object] = {"tie": True}
    if result.forfeits:
        details["forfeits"] = list(result.forfeits)
    if result.bye:
        details["bye"] = True
    return tie_text(result.games) or "-", details


def tie_result_text(result: TieResult) -> str:
    """The tie's game string (``胜负胜``), 弃权 or 轮空; ``-`` while nothing is entered."""
    if result.bye:
        return ResultWord.REST.label
    if result.forfeits:
        return ResultWord.FORFEITED.label
    return tie_text(result.games) or "-"


def forfeit_tie(result: TieResult, seat: int) -> tuple[TieResult, str]:
    """``seat`` forfeits the tie (the opponent advances): the new result and what it is (a bye
    has no game to forfeit: the caller refuses it)."""
    return TieResult((), tuple(sorted({*result.forfeits, seat}))), "本场弃权（对手晋级）"


_WORD = {WIN: "W", LOSS: "L", DRAW: "D"}
_FLIP = {"W": "L", "L": "W", "D": "D"}


def tie_outcomes(result: TieResult, seat: int) -> list[str | None]:
    """Each game's outcome for ``seat`` as ``W``/``D``/``L``; none at a bye or a forfeited tie."""
    if result.bye or result.forfeits:
        return []
    return [_WORD[g] if seat == 0 else _FLIP[_WORD[g]] for g in result.games]


def tie_winner(result: TieResult, rules: TieRules, colours: TieColours) -> int | None:
    """The seat (0/1) that advances, None while undecided (``colours``: who has red in each game,
    read where a drawn decider counts for black)."""
    if result.bye:
        return 0
    if result.forfeits:
        return None if len(result.forfeits) > 1 else 1 - result.forfeits[0]
    try:
        return tie_state(result.games, rules, colours).winner
    except TieError:
        return None
