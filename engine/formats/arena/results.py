"""A bout's typed result (``BoutResult``) and what it decides: the bout's winner, the bouts
finished so far as the ladder reads them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.arena import bout as bouts
from engine.arena import ladder

from ..base import FormatError, TableFacts
from .schema import spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


@dataclass(frozen=True)
class BoutResult:
    """A bout's result from the defender's side: its games (胜/负/和) and the seat that
    forfeited the bout (None: none; the other seat wins it, the games played stay)."""

    games: tuple[str, ...] = ()
    forfeit: int | None = None


def bout_rules(reg: Regulation) -> bouts.BoutRules:
    """The bout parameters of a regulation."""
    return bouts.BoutRules.of(spec(reg).bout)


def winner_seat(reg: Regulation, result: BoutResult) -> int | None:
    """The seat (0 defender, 1 challenger) that won the bout; None while undecided."""
    if result.forfeit is not None:
        return 1 - result.forfeit
    return bouts.bout_state(result.games, bout_rules(reg)).winner


def finished(
    reg: Regulation, tables: Sequence[TableFacts[BoutResult]]
) -> list[ladder.FinishedBout]:
    """The bouts of ``tables`` in round order, each with its winner; FormatError for one not yet
    decided."""
    out = []
    for tf in sorted(tables, key=lambda t: t.round):
        seat = winner_seat(reg, tf.result) if tf.result is not None else None
        if seat is None:
            raise FormatError(f"第{tf.round}轮还没有分出胜负，无法排出擂台。")
        out.append(ladder.FinishedBout(tf.seats[0], tf.seats[1], tf.seats[seat]))
    return out


def bout_text(result: BoutResult) -> str:
    """The games from the defender's side (胜和负胜); 弃权 after them for a forfeited bout;
    - before any game."""
    text = bouts.games_text(result.games)
    if result.forfeit is not None:
        return f"{text}弃权"
    return text or "-"
