"""Seed 004's ``[format]`` schema part: the two teams, the bout and the prize pool."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from engine.fields import Exact, Points, _Model

from ..base import format_of

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


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
    time_control: str | None = None
    """The regular games' time control as announced with each bout (八(八))."""
    extra_time_control: str | None = None
    """The extra games' time control, announced when a bout goes to extra games (八(八))."""


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
                "arena_numbers",
                "应有 {n} 个攻擂编号（每队 team_size = {size} 人，含擂主）",
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


def spec(reg: Regulation) -> ArenaFormat:
    """The regulation's ``[format]`` as 004's schema part."""
    return format_of(reg, ArenaFormat)
