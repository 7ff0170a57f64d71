"""What seed 003's standings hold: the rows with the group place and the knockout round reached,
the groups' own standings, the bracket; and the two kinds of table result the format takes."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.knockout.results import TieResult
from engine.standings import Standings

from ..knockout_views import BracketStandings
from ..two_player import GameResult, SwissRow

JieqiResult = GameResult | TieResult
"""A table's result: a group game (the Swiss') or a knockout tie."""


@dataclass(frozen=True)
class JieqiRow(SwissRow):
    """A standings row with the player's ``group``, group ``place`` and the furthest knockout
    round reached (``reached``: 32 … 2, 1 the champion; None: not in the knockout)."""

    group: str | None = None
    place: int | None = None
    reached: int | None = None


@dataclass(frozen=True)
class JieqiStandings(BracketStandings):
    """The standings and what the next round and the posts read: each group's Swiss standings
    (``groups``), its final ranking once the group stage is over (``rankings``: players still in
    the event), the ``bracket``, its ``progress`` and each tie's game string (``ties``: (round
    number, seats) → text), the players' names for the posts (``BracketStandings``)."""

    groups: dict[str, Standings] = field(default_factory=dict)
    rankings: dict[str, list[int]] = field(default_factory=dict)
