"""The schema parts of the format kinds the regulation knows but no module implements yet
(groups+knockout 003). When it gets its rules, its part moves into its module, as
FourPlayerFormat lives in four_player.py, SwissFormat in swiss.py and ArenaFormat in arena.py."""

import math
from typing import ClassVar, Literal

from pydantic import Field

from engine.fields import _Model


# --------------------------------------------------------------------------- formats

SWISS_TIEBREAKS = frozenset(
    {
        "points", "opponents_score", "progressive", "opponents_score_cut", "progressive_cut",
        "wins", "warnings", "fouls", "previous_ranking", "signup_order", "lots",
    }
)
ROUND_CUT_TIEBREAKS = {
    "opponents_score_cut": "对手分依次减去最后 1、2、… 轮对手的积分，逐个比较，大者列前",
    "progressive_cut": "累进分依次去掉前 1、2、… 轮，逐个比较，大者列前",
}



class KnockoutTie(_Model):
    """A knockout tie (2+1, seed 003): ``games`` games with colours swapped, then deciders."""

    games: int = Field(default=2, ge=1)
    swap_colours: bool = True
    first_colours: Literal["lots"] = "lots"
    decider: bool = True
    decider_colours: Literal["lots"] = "lots"
    decider_draw: Literal["replay_swapped", "black_wins"] = "replay_swapped"


class GroupKnockoutFormat(_Model):
    """Swiss groups, then a knockout of the group leaders and wildcards (seed 003)."""

    kind: Literal["group_swiss_knockout"]
    groups: list[str] = Field(min_length=1)
    group_size: int = Field(ge=2)
    seeds_per_group: int = Field(default=0, ge=0)
    seeding_field: Literal["level"] = "level"
    group_rounds: int = Field(ge=1)
    tiebreaks: list[str]
    bye_opponent_value: Literal["zero", "lowest_scorer", "own_score"] = "lowest_scorer"
    advance_per_group: int = Field(ge=1)
    wildcards: int = Field(default=0, ge=0)
    knockout_size: int = Field(ge=2)
    knockout_draw: Literal["lots", "standard"] = "lots"
    tie: KnockoutTie = KnockoutTie()
    third_place: bool = True
    forfeits_to_exclude: int | None = Field(default=None, ge=1)
    forfeits_consecutive: bool = False
    fouls_to_lose_game: int | None = Field(default=None, ge=1)

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = SWISS_TIEBREAKS

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
