"""The regulation's prizes: the prize table by place, group prizes, the family award, knockout
bonuses, the amateur dan award, special awards the organisers name and lucky places."""

from typing import Literal

from pydantic import Field, ValidationInfo, field_validator, model_validator
from pydantic_core import PydanticCustomError

from engine.fields import NAME_LIMIT, _Model


class PrizeRange(_Model):
    """Places ``from_rank``..``to_rank`` each receive ``amount`` yuan and ``item``."""

    from_rank: int = Field(ge=1)
    to_rank: int = Field(ge=1)
    amount: int = Field(ge=0)
    item: str | None = None
    division: str | None = None

    @field_validator("to_rank")
    @classmethod
    def _ordered(cls, to_rank: int, info: ValidationInfo) -> int:
        from_rank = info.data.get("from_rank")
        if from_rank is not None and to_rank < from_rank:
            raise PydanticCustomError(
                "prize_range", "小于 from_rank = {a}，名次颠倒了", {"a": from_rank}
            )
        return to_rank

    @property
    def places(self) -> int:
        """Number of places the range covers."""
        return self.to_rank - self.from_rank + 1


class FamilyAward(_Model):
    """The family (家族) with most players in the top ``top_n`` receives ``amount`` (000 §五)."""

    amount: int = Field(ge=0)
    top_n: int = Field(ge=1)
    count_by: Literal["account"] = "account"


class KnockoutBonus(_Model):
    """Advancement bonuses (003 二(四)7): reaching the last ``k`` pays ``reach[k]``."""

    reach: dict[int, int]
    cumulative: bool = True


class DanAward(_Model):
    """Amateur dan award (002 奖励(二)): with ≥ thresholds[i] players of ``min_dan`` or more,
    the top i+1 places are awarded ``holder_dan``; only certified ``min_dan`` players compete
    (002 报名(二)1): a place held by anyone else passes down, at most to place ``max_place``."""

    thresholds: list[int] = Field(min_length=1)
    min_dan: int = Field(ge=1)
    holder_dan: int = Field(ge=1)
    max_place: int = Field(ge=1)


class SpecialAward(_Model):
    """A special award the organisers name the winners of (道德风尚奖 3名 各10元): ``count``
    winners, each receiving ``amount`` yuan and ``item``. Written as a bare name (the old form,
    ``"体育道德风尚奖"``) it has no set number of winners and no money."""

    name: str = Field(min_length=1, max_length=NAME_LIMIT)
    count: int | None = Field(default=1, ge=1)
    amount: int = Field(default=0, ge=0)
    item: str | None = None

    @property
    def money(self) -> int:
        """What the award pays in all: count × amount (no count: nothing fixed)."""
        return (self.count or 0) * self.amount


class LuckyPlaces(_Model):
    """Lucky-place prizes (第18、28、38名 各50元): the players finishing in ``places`` each
    receive ``amount`` yuan and ``item``; ``name`` is what the prize list calls them."""

    places: list[int] = Field(min_length=1)
    amount: int = Field(ge=0)
    item: str | None = None
    name: str = Field(default="幸运奖", min_length=1, max_length=NAME_LIMIT)
    division: str | None = None

    @field_validator("places")
    @classmethod
    def _places(cls, places: list[int]) -> list[int]:
        for place in places:
            if place < 1:
                raise PydanticCustomError("lucky_place", "名次 {p} 不对，应为正整数", {"p": place})
            if places.count(place) > 1:
                raise PydanticCustomError("lucky_place", "第{p}名写了两次", {"p": place})
        return places


class Prizes(_Model):
    """Prizes; the arena pool lives in ArenaFormat.pool."""

    per_division: bool = False
    ranges: list[PrizeRange] = []
    group_ranges: list[PrizeRange] = []
    family_award: FamilyAward | None = None
    knockout_bonus: KnockoutBonus | None = None
    dan_award: DanAward | None = None
    fee: int | None = Field(default=None, ge=0)
    special_awards: list[str | SpecialAward] = []
    lucky_places: list[LuckyPlaces] = []

    @model_validator(mode="after")
    def _lucky_apart(self) -> "Prizes":
        """A lucky place is not also a place of the prize table (of the same division), and
        no two special awards share a name."""
        for lucky in self.lucky_places:
            for place in lucky.places:
                for r in self.ranges:
                    if r.division == lucky.division and r.from_rank <= place <= r.to_rank:
                        raise PydanticCustomError(
                            "lucky_place",
                            "幸运奖第{p}名已在奖励表第{a}–{b}名之内（一个名次只能得一项名次奖）",
                            {"p": place, "a": r.from_rank, "b": r.to_rank},
                        )
        names = [a.name for a in self.awards()]
        for name in names:
            if names.count(name) > 1:
                raise PydanticCustomError("special_award", "特别奖「{n}」写了两次", {"n": name})
        return self

    def awards(self) -> list[SpecialAward]:
        """The special awards, a bare name read as an award without a count or money."""
        return [
            SpecialAward(name=a, count=None) if isinstance(a, str) else a
            for a in self.special_awards
        ]

    def award(self, name: str) -> SpecialAward | None:
        """The special award called ``name``."""
        return next((a for a in self.awards() if a.name == name), None)
