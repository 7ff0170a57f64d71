"""Field types of the regulation, shared by the regulation and the formats' schema parts (the
bottom module both import): exact numbers, points, local date-times and times, durations, the
base model and the limits every text field keeps."""

import re
from datetime import datetime, time, timedelta
from fractions import Fraction
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    PlainSerializer,
    PlainValidator,
    TypeAdapter,
    ValidationError,
)
from pydantic_core import PydanticCustomError

from engine.numbers import decimal_text

DEFAULT_TIMEZONE = "Asia/Shanghai"

# --------------------------------------------------------------------------- value types

_NUMBER_RE = re.compile(r"[+-]?(\d+(\.\d+)?|\d+/\d+)")
_DATETIME_RE = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?")
_TIME_RE = re.compile(r"(\d{1,2})[:：](\d{2})(?::(\d{2}))?")
_DURATION_RE = re.compile(r"(-)?(?:(\d+)天)?(?:(\d+)(?:小时|时))?(?:(\d+)(?:分钟|分))?")
_ISO_DURATION = TypeAdapter(timedelta)


def _parse_fraction(value: object) -> Fraction:
    """An exact number from an int, a string ("0.2", "1/3", "-5") or a TOML float (read as the
    decimal it was written as)."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return Fraction(value)
    if isinstance(value, float):
        value = repr(value)
    if isinstance(value, str) and _NUMBER_RE.fullmatch(value.strip()):
        return Fraction(value.strip())
    raise PydanticCustomError("number", '不是数字，应为如 "0.2" 的小数或整数')


def _points_json(value: Fraction) -> int | str:
    return value.numerator if value.denominator == 1 else decimal_text(value)


def _parse_local_datetime(value: object) -> datetime:
    """A naive local date-time from a TOML date-time or a string `2023-10-08 20:00`."""
    if isinstance(value, str):
        match = _DATETIME_RE.fullmatch(value.strip())
        if match:
            try:
                year, month, day, hour, minute, second = (int(part or 0) for part in match.groups())
                value = datetime(year, month, day, hour, minute, second)
            except ValueError:
                raise PydanticCustomError("local_datetime", "不是存在的日期时间") from None
    if isinstance(value, datetime):
        if value.tzinfo is not None:
            raise PydanticCustomError(
                "local_datetime", "应为本地时间，不写时区（时区由 timezone 给出）"
            )
        return value
    raise PydanticCustomError("local_datetime", "不是日期时间，应为如 2023-10-08 20:00")


def _parse_local_time(value: object) -> time:
    """A time of day from a TOML local time or a string `23:30`."""
    if isinstance(value, str):
        match = _TIME_RE.fullmatch(value.strip())
        if match:
            try:
                hour, minute, second = (int(part or 0) for part in match.groups())
                value = time(hour, minute, second)
            except ValueError:
                raise PydanticCustomError("local_time", "不是存在的时刻") from None
    if isinstance(value, time):
        return value
    raise PydanticCustomError("local_time", "不是时刻，应为如 23:30")


def _parse_duration(value: object) -> timedelta:
    """A duration: `30分钟`, `1天`, `24小时`, `1天2小时30分钟`, or ISO 8601 (`PT30M`, `-PT4H`)."""
    if isinstance(value, timedelta):
        return value
    if isinstance(value, str):
        text = value.strip()
        match = _DURATION_RE.fullmatch(text)
        if match and any(match.groups()[1:]):
            sign, days, hours, minutes = match.groups()
            span = timedelta(days=int(days or 0), hours=int(hours or 0), minutes=int(minutes or 0))
            return -span if sign else span
        if text.lstrip("-").startswith("P"):
            try:
                return _ISO_DURATION.validate_python(text)
            except ValidationError:
                pass
    raise PydanticCustomError("duration", '不是时长，应为如 "30分钟"、"24小时"、"1天"')


Exact = Annotated[
    Fraction,
    PlainValidator(_parse_fraction),
    PlainSerializer(decimal_text, return_type=str, when_used="json"),
]
"""An exact number, serialised as an exact decimal string ("0.2")."""

Points = Annotated[
    Fraction,
    PlainValidator(_parse_fraction),
    PlainSerializer(_points_json, return_type=int | str, when_used="json"),
]
"""Points: an exact number, serialised as an int when whole."""

LocalDateTime = Annotated[
    datetime,
    PlainValidator(_parse_local_datetime),
    PlainSerializer(datetime.isoformat, return_type=str, when_used="json"),
]
"""A naive date-time meaning the regulation's time zone."""

LocalTime = Annotated[
    time,
    PlainValidator(_parse_local_time),
    PlainSerializer(time.isoformat, return_type=str, when_used="json"),
]

Duration = Annotated[
    timedelta,
    PlainValidator(_parse_duration),
    PlainSerializer(
        lambda v: _ISO_DURATION.dump_python(v, mode="json"), return_type=str, when_used="json"
    ),
]

NONE_WORDS = ("无", "不设")


def _none_word(value: object) -> object:
    """None for a default a regulation file switches off: TOML has no null, so ``"无"`` (or
    ``"不设"``), ``0`` and ``false`` say there is none."""
    if value is False or (type(value) is int and value == 0):
        return None
    if isinstance(value, str) and value.strip() in NONE_WORDS:
        return None
    return value


NoneWord = BeforeValidator(_none_word)
"""Put on an optional key with a default (``Annotated[int | None, NoneWord]``): "无", 0 or
false in the file mean none."""

SignupField = Literal[  # the sign-up fields' keys, in the order a sign-up line lists them
    "family",
    "birth",
    "dan",
    "division",
    "level",
    "gender",
    "team",
    "number",
    "certificate",
    "rating",
    "board",
    "unit",
]
CARD_PLACEHOLDERS = ("family", "nick")
NAME_LIMIT = 40
ROOM_LIMIT = 40
CARD_FORMAT_LIMIT = 40
# the dates a timetable may hold at all (a year 1 or 9999 date overflows when converted)
EARLIEST_YEAR, LATEST_YEAR = 2000, 2099


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
