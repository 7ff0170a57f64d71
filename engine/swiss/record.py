"""The facts of a Swiss tournament, per player and round, and what the pairer reads from them.

A ``SwissRecord`` is one player's history: one ``RoundRecord`` per round 1..R in order (a round
before a late entry or after a withdrawal is ``ABSENT``). Everything else — points, the
pairer's ``SwissPlayer``, the tiebreaks — is derived from these facts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from engine.swiss.pairing import SwissPlayer

WIN, DRAW, LOSS = "win", "draw", "loss"
FORFEIT_WIN, FORFEIT_LOSS = "forfeit_win", "forfeit_loss"
BYE, ABSENT = "bye", "absent"
PLAYED = frozenset({WIN, DRAW, LOSS})
"""Outcomes of a game actually played over the board."""
OUTCOMES = PLAYED | {FORFEIT_WIN, FORFEIT_LOSS, BYE, ABSENT}


@dataclass(frozen=True)
class RoundRecord:
    """One round of one player: ``outcome`` (WIN, DRAW, LOSS, FORFEIT_WIN, FORFEIT_LOSS, BYE,
    ABSENT), the ``points`` it scored (the round's adjustments included), the ``opponent``'s seq
    (None for BYE/ABSENT), the ``colour`` played (FIRST/SECOND, None when no game was played)
    and ``game_points``, the points of the game alone where adjustments made ``points`` differ
    (None: the same)."""

    outcome: str
    points: Fraction = Fraction(0)
    opponent: int | None = None
    colour: str | None = None
    game_points: Fraction | None = None

    @property
    def game(self) -> Fraction:
        """The points of the round's game alone, without the round's adjustments."""
        return self.points if self.game_points is None else self.game_points

    def __post_init__(self) -> None:
        if self.outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {self.outcome!r}")
        if (self.opponent is None) != (self.outcome in (BYE, ABSENT)):
            raise ValueError(
                f"{self.outcome} {'needs' if self.opponent is None else 'has no'} opponent"
            )


@dataclass(frozen=True)
class SwissRecord:
    """A player's history. ``start_points``: a late entry's starting points (the regulation's);
    ``warnings``/``fouls``: counted for the tiebreaks; ``previous_ranks``: his rank after rounds
    R−1, R−2, …, 1 (for ``previous_ranking``); ``withdrawn``/``disqualified``: no longer paired."""

    seq: int
    rounds: tuple[RoundRecord, ...] = ()
    start_points: Fraction = Fraction(0)
    warnings: int = 0
    fouls: int = 0
    previous_ranks: tuple[int, ...] = ()
    withdrawn: bool = False
    disqualified: bool = False

    @cached_property
    def points(self) -> Fraction:
        """start_points + Σ points of every round (a record never changes: summed once; a
        ranking reads it for every pair it compares)."""
        return Fraction(self.start_points) + sum(
            (Fraction(r.points) for r in self.rounds), Fraction(0)
        )


def consecutive_forfeits(record: SwissRecord) -> int:
    """How many of the player's last rounds in a row were forfeit losses."""
    count = 0
    for r in reversed(record.rounds):
        if r.outcome != FORFEIT_LOSS:
            break
        count += 1
    return count


def longest_forfeit_run(record: SwissRecord) -> int:
    """The most forfeit losses in a row anywhere in the record: a player withdrawn after two
    in a row is not paired in the next round, and that unpaired round must not bring him back."""
    longest = run = 0
    for r in record.rounds:
        run = run + 1 if r.outcome == FORFEIT_LOSS else 0
        longest = max(longest, run)
    return longest


def to_swiss_player(record: SwissRecord, forfeit_limit: int | None = 2) -> SwissPlayer:
    """What the pairer needs from a record. Opponents are those met over the board (a forfeit
    is not a game: the two may still meet, as FIDE C.04 has it); ``available`` is False when
    withdrawn, disqualified or after ``forfeit_limit`` consecutive forfeits (002: two;
    None: never)."""
    available = not (record.withdrawn or record.disqualified)
    if forfeit_limit is not None and longest_forfeit_run(record) >= forfeit_limit:
        available = False
    return SwissPlayer(
        seq=record.seq,
        score=record.points,
        opponents=frozenset(
            r.opponent for r in record.rounds if r.outcome in PLAYED and r.opponent is not None
        ),
        byes=sum(1 for r in record.rounds if r.outcome == BYE),
        colours=tuple(
            r.colour for r in record.rounds if r.outcome in PLAYED and r.colour is not None
        ),
        available=available,
    )


def to_swiss_players(
    ranked: Sequence[SwissRecord], forfeit_limit: int | None = 2
) -> list[SwissPlayer]:
    """``to_swiss_player`` over a field in ranking order."""
    return [to_swiss_player(r, forfeit_limit) for r in ranked]
