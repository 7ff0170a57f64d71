"""The rules of a series as data: a small TOML file, validated with the key and line of every
error in Chinese (as a regulation file is).

```toml
tiebreaks = ["events", "best_result", "head_to_head", "last_event"]   # before any table

[points]                      # 积分：名次表，或公式
formula = "第1名20分，依次递减1分，参赛即得1分"
# table = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1]   # 第1名、第2名……的积分
# participation = 1                            # 表外的名次（及公式减到更少时）得分

[points.divisions.youth]      # 某组别（组别代码或名称）自己的积分表
table = [10, 8, 6]

[count]
best = 3                      # 只计最好的 3 场（0：全部计入）
min_events = 2                # 至少参加 2 场才排名

[final]                       # 可选：系列前 8 名进入总决赛
top = 8
preset = "knockout"
```
"""

import json
import re
import tomllib
from dataclasses import dataclass
from fractions import Fraction
from typing import Annotated, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, model_validator
from pydantic_core import PydanticCustomError

from engine.numbers import decimal_text
from engine.regulation.loading import _expected, _KeyLines

TIEBREAKS = {
    "events": "参赛场次多者列前",
    "best_result": "最好名次好者列前（相同再比第二好名次……）",
    "head_to_head": "系列中相互对局得分多者列前",
    "last_event": "最近一场名次好者列前（未参加者在后，相同再往前比）",
}
"""The series' tiebreaks (after the total), each with what it means."""

TiebreakName = Literal["events", "best_result", "head_to_head", "last_event"]
DEFAULT_TIEBREAKS: list[TiebreakName] = ["events", "best_result", "head_to_head", "last_event"]

DEFAULT_TEXT = """\
# 系列赛规则（改好后发送 /系列 规则 更新，再发来本文件）

# 总分相同时依次比较（写在所有 [小节] 之前）：参赛场次多 events、最好名次好 best_result、
# 系列中相互对局得分多 head_to_head、最近一场名次好 last_event
tiebreaks = ["events", "best_result", "head_to_head", "last_event"]

[points]                                  # 每场按名次得积分
formula = "第1名20分，依次递减1分，参赛即得1分"
# 也可以写名次表：table = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1]（第1名、第2名……）
# participation = 1                       # 表外的名次得分（参赛分）
# 某组别单独的积分表（组别代码或名称）：
# [points.divisions.youth]
# table = [10, 8, 6]

[count]
best = 0                                  # 只计最好的几场（0：全部计入）
min_events = 0                            # 至少参加几场才排名（0：不限）

# 可选：系列前 8 名按系列名次作种子进入总决赛（/系列决赛）
# [final]
# top = 8
# preset = "knockout"
"""


def _amount(value: object) -> Fraction:
    """A number of points as written: an integer, a decimal (TOML float, read as its shortest
    decimal) or a string such as "2.5"; exact."""
    if isinstance(value, bool):
        raise PydanticCustomError("points_number", "不是数字，应为如 20 或 2.5")
    if isinstance(value, int | float | str):
        try:
            out = Fraction(str(value).strip())
        except (ValueError, ZeroDivisionError):
            raise PydanticCustomError("points_number", "不是数字，应为如 20 或 2.5") from None
        if out < 0:
            raise PydanticCustomError("points_number", "不能为负数")
        return out
    if isinstance(value, Fraction):
        return value
    raise PydanticCustomError("points_number", "不是数字，应为如 20 或 2.5")


Points = Annotated[Fraction, BeforeValidator(_amount)]

_N = r"(\d+(?:\.\d+)?)"
_FORMULA = re.compile(
    rf"^第\s*1\s*名\s*(?:得)?\s*{_N}\s*分[，,、；;\s]*(?:以后|之后)?(?:依次|每名|逐名|每低一名)?"
    rf"递减\s*{_N}\s*分(?:[，,、；;\s]*(?:参赛|其余|其他)(?:即|均|者)?得\s*{_N}\s*分)?[。.\s]*$"
)


_BESIDE = {
    "formula": (
        "formula 用文字写全积分（第1名几分、每名递减几分、参赛得几分），不能再写 {keys}；"
        "请删去 {keys}，把数字写进公式，如“第1名20分，依次递减2分，参赛即得1分”，"
        "或不用 formula，改写 first、step 和 participation"
    ),
    "table": (
        "table 是名次表，逐个名次给分，不用 {keys}；"
        "请删去 {keys}（表外名次的得分写 participation），或不用 table，改写 first 和 step"
    ),
}
"""Why a key written beside `formula` or `table` is refused (keys: the keys named)."""


def _unused_beside(points: "PointsTable") -> tuple[str, list[str]] | None:
    """The way of writing points (`formula` or `table`) and the keys written beside it that it
    would ignore or overwrite: a formula carries its own step and participation, a table has no
    step. None: nothing such."""
    written = points.model_fields_set
    if points.formula is not None:
        keys: list[str] = [k for k in ("step", "participation") if k in written]
        return ("formula", keys) if keys else None
    if points.table is not None and "step" in written:
        return "table", ["step"]
    return None


class PointsTable(BaseModel):
    """Points per place: a table (`table`: place 1, 2 …) or a formula (`formula` in words, or
    `first` and `step`): place p scores first − step·(p − 1), never less than `participation`,
    which every place beyond the table scores too (参赛即得)."""

    model_config = ConfigDict(extra="forbid")

    table: list[Points] | None = None
    formula: str | None = None
    first: Points | None = None
    step: Points = Fraction(1)
    participation: Points = Fraction(0)

    @model_validator(mode="after")
    def _one_way(self) -> "PointsTable":
        given = [k for k in ("table", "formula", "first") if getattr(self, k) is not None]
        if len(given) != 1:
            raise PydanticCustomError(
                "points_way",
                "积分要写且只写一种：table（名次表）、formula（如“第1名20分，依次递减1分，"
                "参赛即得1分”）或 first 和 step",
            )
        beside = _unused_beside(self)
        if beside is not None:
            way, keys = beside
            raise PydanticCustomError(
                "points_beside",
                _BESIDE[way].format(keys="、".join(keys)),
                {"key": keys[0]},
            )
        if self.formula is not None:
            found = _FORMULA.match(self.formula.strip())
            if found is None:
                raise PydanticCustomError(
                    "points_formula",
                    "看不懂这个公式，应写成如“第1名20分，依次递减1分，参赛即得1分”",
                )
            self.first, self.step = Fraction(found.group(1)), Fraction(found.group(2))
            if found.group(3) is not None:
                self.participation = Fraction(found.group(3))
        return self

    def points(self, place: int) -> Fraction:
        """The points of finishing place ``place`` (1 first)."""
        if self.table is not None:
            return self.table[place - 1] if place <= len(self.table) else self.participation
        assert self.first is not None  # the validator made the formula's
        return max(self.first - self.step * (place - 1), self.participation)

    def text(self) -> str:
        """The rule in Chinese, e.g. 第1名20分，依次递减1分，参赛即得1分."""
        tail = f"，参赛即得{decimal_text(self.participation)}分" if self.participation else ""
        if self.table is not None:
            places = "、".join(
                f"第{i}名{decimal_text(p)}分" for i, p in enumerate(self.table, start=1)
            )
            return places + (
                f"，其余名次{decimal_text(self.participation)}分" if self.participation else ""
            )
        return f"第1名{decimal_text(self.first)}分，依次递减{decimal_text(self.step)}分" + tail


class PointsRule(PointsTable):
    """`[points]`: the table every tournament uses, and per-division tables
    (`[points.divisions.<组别代码或名称>]`) for a tournament's divisions."""

    divisions: dict[str, PointsTable] = Field(default_factory=dict)

    def for_division(self, key: str | None, name: str | None = None) -> PointsTable:
        """The table of a division (by its key, else its name), else the main one."""
        for word in (key, name):
            if word is not None and word in self.divisions:
                return self.divisions[word]
        return self


class Count(BaseModel):
    """`[count]`: the best `best` results count (0: all); `min_events` to be ranked."""

    model_config = ConfigDict(extra="forbid")

    best: int = Field(default=0, ge=0, le=1000)
    min_events: int = Field(default=0, ge=0, le=1000)


class Final(BaseModel):
    """`[final]`: the series' first `top` seeded, by series place, into a tournament made from
    `preset` (`/系列决赛`)."""

    model_config = ConfigDict(extra="forbid")

    top: int = Field(default=8, ge=2, le=256)
    preset: str = "knockout"
    name: str | None = Field(default=None, max_length=40)


class SeriesRules(BaseModel):
    """The rules of a series."""

    model_config = ConfigDict(extra="forbid")

    points: PointsRule = Field(
        default_factory=lambda: PointsRule(first=Fraction(20), participation=Fraction(1))
    )
    count: Count = Field(default_factory=Count)
    tiebreaks: list[TiebreakName] = Field(default_factory=lambda: list(DEFAULT_TIEBREAKS))
    final: Final | None = None

    def text(self) -> str:
        """The rules in Chinese, a line each."""
        lines = [f"积分：{self.points.text()}"]
        for key, table in self.points.divisions.items():
            lines.append(f"{key}：{table.text()}")
        lines.append(f"计入：最好的 {self.count.best} 场" if self.count.best else "计入：全部场次")
        if self.count.min_events:
            lines.append(f"至少参加 {self.count.min_events} 场才排名")
        lines.append("同分依次比较：" + "；".join(TIEBREAKS[t] for t in self.tiebreaks))
        if self.final is not None:
            lines.append(f"总决赛：系列前 {self.final.top} 名，按预设 {self.final.preset}")
        return "\n".join(lines)


@dataclass(frozen=True)
class RulesError(Exception):
    """A series rules file that cannot be used: one Chinese line per problem."""

    lines: tuple[str, ...]

    def message_cn(self) -> str:
        """The problems as one chat message."""
        head = [f"系列规则有 {len(self.lines)} 处错误："] if len(self.lines) > 1 else []
        return "\n".join([*head, *self.lines])


def _path_text(loc: tuple[str | int, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def load_rules(text: str) -> tuple[SeriesRules, dict[str, object]]:
    """Parse and validate a rules file: the rules and the data to store (the TOML's tables,
    JSON-safe). RulesError names each bad key and its line in Chinese."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"at line (\d+)", str(exc))
        where = f"系列规则第 {found.group(1)} 行" if found else "系列规则"
        raise RulesError((f"{where}：TOML 写法有误，请检查引号、括号、等号和逗号",)) from None
    return rules_of(data, _KeyLines(text)), json.loads(json.dumps(data, default=str))


def rules_of(data: dict[str, object], key_lines: _KeyLines | None = None) -> SeriesRules:
    """The rules a stored dict holds (an empty one: the default rules)."""
    try:
        return SeriesRules.model_validate(data)
    except ValidationError as exc:
        lines = []
        for error in exc.errors():
            loc = tuple(p for p in error["loc"] if p != "[key]")
            expected, show = _expected(error)
            if error["type"].startswith("points_"):
                expected = str(error["msg"])
            if error["type"] == "points_beside":  # named at the key itself, with its line
                loc = (*loc, str((error.get("ctx") or {})["key"]))
            line = key_lines.line_of(loc) if key_lines is not None and loc else None
            where = f"系列规则第 {line} 行" if line else "系列规则"
            where += f" {_path_text(loc)}" if loc else ""
            value = error.get("input")
            shown = (
                f"值 {json.dumps(value, ensure_ascii=False, default=str)[:40]} "
                if show and not isinstance(value, dict | list)
                else ""
            )
            lines.append(f"{where}：{shown}{expected}")
        raise RulesError(tuple(lines)) from None


def _as_applied(table: dict[str, object]) -> dict[str, object]:
    """A points table as rules stored before a key beside `formula` or `table` was refused
    applied it: the formula's numbers over `step` (and over `participation` where the formula
    states one), a table without `step`."""
    out = dict(table)
    formula = out.get("formula")
    if isinstance(formula, str) and ("step" in out or "participation" in out):
        found = _FORMULA.match(formula.strip())
        if found is not None:
            del out["formula"]
            out["first"], out["step"] = found.group(1), found.group(2)
            if found.group(3) is not None:
                out["participation"] = found.group(3)
    elif "table" in out:
        out.pop("step", None)
    return out


def stored_rules(data: dict[str, object]) -> SeriesRules:
    """The rules a series stored: as ``rules_of``, except that a file accepted before a key
    beside `formula` or `table` was refused still reads as it was applied then."""
    points = data.get("points")
    if isinstance(points, dict):
        points = _as_applied(points)
        divisions = points.get("divisions")
        if isinstance(divisions, dict):
            points["divisions"] = {
                k: _as_applied(v) if isinstance(v, dict) else v for k, v in divisions.items()
            }
        data = {**data, "points": points}
    return rules_of(data)
