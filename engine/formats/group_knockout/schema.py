"""Seed 003's ``[format]`` schema part: the groups, their Swiss, the (2+1) knockout."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field

from engine.fields import _Model
from engine.knockout.tie import DeciderDraw
from engine.tiebreaks import GAMES, names_over

from ..base import format_of
from ..two_player import ByeOpponentValue

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


class KnockoutTie(_Model):
    """A knockout tie (2+1, seed 003): ``games`` games with colours swapped, then deciders."""

    games: int = Field(default=2, ge=1)
    swap_colours: bool = True
    first_colours: Literal["lots"] = "lots"
    decider: bool = True
    decider_colours: Literal["lots"] = "lots"
    decider_draw: DeciderDraw = "replay_swapped"


class GroupKnockoutFormat(_Model):
    """Swiss groups, then a knockout of the group leaders and wildcards (seed 003)."""

    kind: Literal["group_swiss_knockout"]
    groups: list[str] = Field(min_length=1)
    group_size: int = Field(ge=2)
    seeds_per_group: int = Field(default=0, ge=0)
    seeding_field: Literal["level"] = "level"
    group_rounds: int = Field(ge=1)
    tiebreaks: list[str]
    bye_opponent_value: ByeOpponentValue = "lowest_scorer"
    advance_per_group: int = Field(ge=1)
    wildcards: int = Field(default=0, ge=0)
    knockout_size: int = Field(ge=2)
    knockout_draw: Literal["lots", "standard"] = "lots"
    tie: KnockoutTie = KnockoutTie()
    third_place: bool = True
    forfeits_to_exclude: int | None = Field(default=None, ge=1)
    forfeits_consecutive: bool = False
    fouls_to_lose_game: int | None = Field(default=None, ge=1)

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = names_over(GAMES)

    @property
    def knockout_rounds(self) -> int:
        """Knockout rounds: ⌈log2 knockout_size⌉ (the 3rd-place tie shares the final's round)."""
        return math.ceil(math.log2(self.knockout_size))

    @property
    def planned_rounds(self) -> int:
        """Rounds the format plays: group rounds + knockout rounds."""
        return self.group_rounds + self.knockout_rounds

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return list(self.tiebreaks)


WILDCARD = "wildcard"
"""The sign-up field the ``/外卡`` mark sets (its value: the order named, 1 first)."""


def spec(reg: Regulation) -> GroupKnockoutFormat:
    """The regulation's ``[format]`` as 003's schema part."""
    return format_of(reg, GroupKnockoutFormat)
