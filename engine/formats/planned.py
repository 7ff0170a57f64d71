"""The schema parts of the format kinds the regulation knows but no module implements yet
(groups+knockout 003, arena 004). When one gets its rules, its part moves into its module, as
FourPlayerFormat lives in four_player.py and SwissFormat in swiss.py."""

import math
from typing import ClassVar, Literal

from pydantic import Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from engine import numbers
from engine.fields import Exact, Points, _Model


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


class Bout(_Model):
    """One arena bout (擂台赛一轮, seed 004 八(七)): up to ``max_games`` games, first to
    ``target`` points; at ``tie_at``–``tie_at`` extra games until one side leads by ``tie_lead``."""

    max_games: int = Field(ge=1)
    win: Points
    draw: Points
    loss: Points
    target: int = Field(ge=1)
    tie_at: int = Field(ge=0)
    tie_lead: int = Field(ge=1)
    colours: Literal["alternate"] = "alternate"


class ArenaPool(_Model):
    """The arena prize pool (004 九): each team ``basic`` + a floating ``floating_base``; after a
    bout the winner takes ``transfer`` × the loser's base; a team ending with base ≤
    ``encouragement_threshold`` receives ``encouragement``; streamer players ``streamer_bonus``."""

    basic: int = Field(ge=0)
    floating_base: int = Field(ge=0)
    transfer: Exact
    encouragement_threshold: int = Field(ge=0)
    encouragement: int = Field(ge=0)
    streamer_bonus: int = Field(ge=0)


class ArenaFormat(_Model):
    """Two-team challenge ladder (擂台赛, seed 004)."""

    kind: Literal["team_arena"]
    teams: list[str] = Field(min_length=2, max_length=2)
    team_size: int = Field(ge=2)
    challenger_numbers: list[str]
    champion: str
    min_women: int = Field(default=0, ge=0)
    first_number_must_be_woman: bool = False
    substitutes_max: int = Field(default=0, ge=0)
    substitutes_same_gender: bool = True
    bout: Bout
    pool: ArenaPool
    first_team_first_seat: bool = True
    first_colours: Literal["lots"] = "lots"

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = frozenset()

    @field_validator("challenger_numbers")
    @classmethod
    def _team_numbers(cls, numbers: list[str], info: ValidationInfo) -> list[str]:
        size = info.data.get("team_size")
        if size is not None and len(numbers) + 1 != size:
            raise PydanticCustomError(
                "arena_numbers", "应有 {n} 个攻擂编号（每队 team_size = {size} 人，含擂主）",
                {"n": size - 1, "size": size},
            )
        return numbers

    @property
    def planned_rounds(self) -> int:
        """The most bouts a match can take: 2 × team_size − 1 (004 八(三): 7–13)."""
        return 2 * self.team_size - 1

    @property
    def all_tiebreaks(self) -> list[str]:
        """An arena match has no tiebreaks."""
        return []
