"""Prize money of seed 003 (二(四)6, 二(四)7), cumulative per player.

二(四)6: 小组赛奖金：小组第一名2000元，第二名1000元，第三名600元，4-6名各400元.
二(四)7: 32晋级16名，晋级奖励200元，16晋级8名，晋级奖励400元，8晋级4名，晋级奖励500元 …
冠军10000元奖金，亚军4000元，季军1000元，殿军500元 … 所获得奖金均累计奖励（奖金均为税前）.

Readings (RULES.md §003, preset ``prizes``):

- **Group prize**: the player's place in the group's final ranking, in ``group_ranges``
  (per group: 2000 / 1000 / 600 / 400 × 3). A wildcard that placed 7th or lower wins none.
- **Advancement bonuses** (``knockout_bonus.reach``): reaching the last k pays ``reach[k]``,
  once for every k reached — so a semi-finalist has 200 + 400 + 500 = 1100 (a regulation with
  ``cumulative = false``: only the furthest listed round's, 500). Reaching a round
  through a bye counts [interpretation: the regulation pays for 晋级, however it came].
- **Final places** (``ranges``): champion 10000, runner-up 4000, 3rd 1000, 4th 500 (places from
  ``knockout_progress``: a shared place 5 or 9 looks up its range by that place).
- **Cumulative** (所获得奖金均累计): a player's total is the sum of all three.
All amounts are exact (Fraction); the preset's numbers are integers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Protocol, cast

from engine.knockout.bracket import round_label

GROUP_RANGES = (
    {"from_rank": 1, "to_rank": 1, "amount": 2000},
    {"from_rank": 2, "to_rank": 2, "amount": 1000},
    {"from_rank": 3, "to_rank": 3, "amount": 600},
    {"from_rank": 4, "to_rank": 6, "amount": 400},
)
"""003 二(四)6, the preset's ``prizes.group_ranges``."""
KNOCKOUT_BONUS = {16: 200, 8: 400, 4: 500}
"""003 二(四)7, the preset's ``prizes.knockout_bonus.reach``."""
FINAL_RANGES = (
    {"from_rank": 1, "to_rank": 1, "amount": 10000, "item": "奖杯、奖牌、证书"},
    {"from_rank": 2, "to_rank": 2, "amount": 4000, "item": "奖牌、证书"},
    {"from_rank": 3, "to_rank": 3, "amount": 1000, "item": "奖牌、证书"},
    {"from_rank": 4, "to_rank": 4, "amount": 500, "item": "证书"},
    {"from_rank": 5, "to_rank": 8, "amount": 0, "item": "证书"},
)
"""003 二(四)7, the preset's ``prizes.ranges``."""


class RangeRow(Protocol):
    """A prize range as the regulation holds it (``PrizeRange``)."""

    @property
    def from_rank(self) -> int: ...
    @property
    def to_rank(self) -> int: ...
    @property
    def amount(self) -> int: ...
    @property
    def item(self) -> str | None: ...


PrizeRange = Mapping[str, object] | RangeRow
"""A prize range: the regulation's, or a mapping with the same keys (the tables above)."""


class Bonus(Protocol):
    """The regulation's ``prizes.knockout_bonus``."""

    @property
    def reach(self) -> Mapping[int, int]: ...
    @property
    def cumulative(self) -> bool: ...


class Prizes(Protocol):
    """What ``PrizeTables.of`` reads of a regulation's ``prizes``."""

    @property
    def group_ranges(self) -> Sequence[RangeRow]: ...
    @property
    def ranges(self) -> Sequence[RangeRow]: ...
    @property
    def knockout_bonus(self) -> Bonus | None: ...


def _get(obj: object, name: str, default: object = None) -> object:
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)


@dataclass(frozen=True)
class PrizeTables:
    """The three prize tables: ``group_ranges`` and ``final_ranges`` (ranges with
    from_rank/to_rank/amount/item, mappings or objects), ``bonus`` k → amount for reaching the
    last k; ``cumulative`` (003 所获得奖金均累计): every bonus reached adds up, else only the
    furthest round's is paid."""

    group_ranges: tuple[PrizeRange, ...] = GROUP_RANGES
    bonus: dict[int, int] = field(default_factory=lambda: dict(KNOCKOUT_BONUS))
    final_ranges: tuple[PrizeRange, ...] = FINAL_RANGES
    cumulative: bool = True

    @classmethod
    def of(cls, prizes: Prizes) -> PrizeTables:
        """The tables of a regulation's ``prizes`` (``group_ranges``, ``knockout_bonus.reach``,
        ``ranges``)."""
        bonus = prizes.knockout_bonus
        reach = bonus.reach if bonus is not None else {}
        return cls(
            tuple(prizes.group_ranges or ()),
            {int(k): int(v) for k, v in reach.items()},
            tuple(prizes.ranges or ()),
            bonus.cumulative if bonus is not None else True,
        )


def _amount_at(ranges: Iterable[PrizeRange], place: int) -> tuple[Fraction, str] | None:
    for prize_range in ranges:
        # a range's ranks are whole numbers, its amount exact and its item text (the schema's
        # PrizeRange, or the tables above): read as they are
        low, high = (cast(int, _get(prize_range, key)) for key in ("from_rank", "to_rank"))
        if low <= place <= high:
            amount = cast("int | Fraction", _get(prize_range, "amount", 0) or 0)
            return Fraction(amount), cast(str, _get(prize_range, "item", "") or "")
    return None


@dataclass(frozen=True)
class PrizePart:
    """One item of a player's money: ``label`` (e.g. ``A组第1名``, ``晋级16强``, ``冠军``),
    ``amount`` (yuan, exact), ``item`` (trophy, certificate; "" if none), ``clause``."""

    label: str
    amount: Fraction
    item: str
    clause: str


@dataclass(frozen=True)
class PlayerPrize:
    """Everything ``seq`` receives, in order group → bonuses → final place, and the ``total``
    (所获得奖金均累计奖励)."""

    seq: int
    parts: tuple[PrizePart, ...]

    @property
    def total(self) -> Fraction:
        """The cumulative amount."""
        return sum((p.amount for p in self.parts), Fraction(0))


_PLACE_NAMES = {1: "冠军", 2: "亚军", 3: "季军", 4: "殿军"}


def player_prizes(
    group_rankings: Mapping[str, Sequence[int]],
    reached: Mapping[int, int],
    places: Mapping[int, int],
    tables: PrizeTables = PrizeTables(),
) -> dict[int, PlayerPrize]:
    """Each player's cumulative prize (二(四)6, 二(四)7): ``group_rankings`` group → seqs in final
    order; ``reached`` and ``places`` from ``knockout_progress`` (seq → fewest players of a round
    reached; seq → final place). Players with nothing (no money, no item) are left out."""
    parts: dict[int, list[PrizePart]] = {}
    for group, ranking in group_rankings.items():
        for place, seq in enumerate(ranking, start=1):
            found = _amount_at(tables.group_ranges, place)
            if found and (found[0] or found[1]):
                parts.setdefault(seq, []).append(
                    PrizePart(f"{group}组第{place}名", found[0], found[1], "003 二(四)6")
                )
    for seq, fewest in reached.items():
        won = [k for k in sorted(tables.bonus, reverse=True) if fewest <= k]
        for k in won if tables.cumulative else won[-1:]:
            if tables.bonus[k]:
                label = f"晋级{k}强" if k > 4 else "进入前四名"
                parts.setdefault(seq, []).append(
                    PrizePart(
                        label, Fraction(tables.bonus[k]), "", f"003 二(四)7 {round_label(2 * k)}"
                    )
                )
    for seq, place in places.items():
        found = _amount_at(tables.final_ranges, place)
        if found and (found[0] or found[1]):
            name = _PLACE_NAMES.get(place, f"第{place}名")
            parts.setdefault(seq, []).append(PrizePart(name, found[0], found[1], "003 二(四)7"))
    return {seq: PlayerPrize(seq, tuple(p)) for seq, p in sorted(parts.items())}


def prize_text(prize: PlayerPrize) -> str:
    """One line: ``A组第1名 2000 + 晋级16强 200 + … = 3600元``."""
    from engine.standings import decimal_text

    money = [p for p in prize.parts if p.amount]
    body = " + ".join(f"{p.label} {decimal_text(p.amount)}" for p in money) or "无奖金"
    items = "、".join(dict.fromkeys(i for p in prize.parts for i in p.item.split("、") if i))
    line = f"{body} = {decimal_text(prize.total)}元"
    return f"{line}（{items}）" if items else line
