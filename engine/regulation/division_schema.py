"""The regulation's divisions (组别) and the capacity pools over them."""

from datetime import date
from typing import Literal

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from engine.fields import _Model


class Division(_Model):
    """A division (组别) a player enters; birth-date limits are inclusive.

        Beside the birth dates a division may be told apart by ``gender`` (男子组/女子组: the
        sign-up's 性别), a rating band (``rating_from`` ≤ 等级分 ≤ ``rating_to``, a missing bound
        open) and ``certificate`` (only players with 证书 有) or ``without_certificate`` (only those
    with 证书 无: 「级位组（未获得段位证书者）」). ``min_entries``: the fewest entries it
        is played with; below it at /截止报名 it is cancelled (its players withdrawn, each told) or,
        with ``merge_into``, its players join that division."""

    key: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    born_on_or_after: date | None = None
    born_on_or_before: date | None = None
    gender: Literal["男", "女"] | None = None
    rating_from: int | None = Field(default=None, ge=0)
    rating_to: int | None = Field(default=None, ge=0)
    certificate: bool = False
    without_certificate: bool = False
    min_entries: int | None = Field(default=None, ge=2)
    merge_into: str | None = None

    @model_validator(mode="after")
    def _band(self) -> "Division":
        if (
            self.rating_from is not None
            and self.rating_to is not None
            and self.rating_from > self.rating_to
        ):
            raise PydanticCustomError(
                "rating_band",
                "rating_from = {a} 大于 rating_to = {b}，等级分范围颠倒了",
                {"a": self.rating_from, "b": self.rating_to},
            )
        if self.certificate and self.without_certificate:
            raise PydanticCustomError(
                "division_certificate",
                "certificate = true（须持证书）与 without_certificate = true（未获得证书者）"
                "只能写一个",
            )
        if self.merge_into is not None and self.min_entries is None:
            raise PydanticCustomError(
                "merge_into",
                'merge_into 须与 min_entries 一起写（如 min_entries = 6、merge_into = "open"）',
            )
        return self

    def admits(self, birth: date) -> bool:
        """born_on_or_after ≤ birth ≤ born_on_or_before (a missing limit is no limit)."""
        return (self.born_on_or_after is None or birth >= self.born_on_or_after) and (
            self.born_on_or_before is None or birth <= self.born_on_or_before
        )

    @property
    def by_birth(self) -> bool:
        return self.born_on_or_after is not None or self.born_on_or_before is not None

    @property
    def by_rating(self) -> bool:
        return self.rating_from is not None or self.rating_to is not None

    @property
    def bounded(self) -> bool:
        """Whether anything but its name limits who may enter it."""
        return (
            self.by_birth
            or self.by_rating
            or self.gender is not None
            or self.certificate
            or self.without_certificate
        )


class CapacityPool(_Model):
    """At most ``limit`` accepted players in these divisions together (002: youth 256; A+B 256)."""

    divisions: list[str] = Field(min_length=1)
    limit: int = Field(ge=1)
