"""`/设置 第N轮` with an end or a date window (issue 27): ``2027-01-10 13:10–13:50`` (a start
and the round's end, the same day) and ``2027-03-18 至 2027-06-18`` (a date window: the pair
agrees a time between them, results due by the end; a date alone is 00:00 at the opening and
23:59 at the end).

Regulations write these in their own words (``written_round_times``): ``13:10到13:50``,
``13:10至13:50``, ``13:10—13:50``, ``13:10~13:50``, 12-hour times with 上午/中午/下午/晚上
(``下午1:10到1:50`` is 13:10–13:50: an end without its own word keeps the start's), dates as
``2027年3月18日`` or ``3月18日`` (the year: the tournament's) and a timed round without a date
(the day the round already has)."""

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time
from zoneinfo import ZoneInfo

from .schema import Regulation


@dataclass(frozen=True)
class RoundTimes:
    """A round's times as `/设置 第N轮` gives them with an end: ``starts_at`` and ``ends_at``
    (a timed round), or ``window_opens`` and ``ends_at`` (a date window); naive local."""

    ends_at: datetime
    starts_at: datetime | None = None
    window_opens: datetime | None = None


_SPAN = re.compile(r"^(.+?\d{1,2}:\d{2})\s*(?:[–—~～\-－]|到|至)\s*(\d{1,2}:\d{2})$")
_WINDOW = re.compile(r"^(.+?)\s*(?:至|到)\s*(.+)$")
_DATE = re.compile(r"^\d{4}-\d{1,2}-\d{1,2}$")


def read_round_times(
    value: str, read: Callable[[str], datetime | None]
) -> RoundTimes | datetime | None:
    """The value of `/设置 第N轮`: a window (``… 至 …``), a start with its end (``… 13:10–13:50``)
    or a start alone (``read``, the plain date-time reader, which refuses what is none of
    them). Raises what ``read`` raises for a bad date, ValueError for a window or span whose
    end is not after its start."""
    span = _SPAN.fullmatch(value)
    if (window := _WINDOW.fullmatch(value)) and span is None:
        opens_text, end_text = window.groups()
        opens = read(opens_text + (" 00:00" if _DATE.fullmatch(opens_text) else ""))
        end = read(end_text + (" 23:59" if _DATE.fullmatch(end_text) else ""))
        if opens is None or end is None:
            raise ValueError("时间段要写开始和结束，如 2027-03-18 至 2027-06-18")
        if end <= opens:
            raise ValueError("时间段的结束应晚于开始")
        return RoundTimes(ends_at=end, window_opens=opens)
    if span is not None:
        start = read(span.group(1))
        if start is None:
            raise ValueError("应写开始和结束，如 2027-01-10 13:10–13:50")
        hour, minute = (int(x) for x in span.group(2).split(":"))
        if hour > 23 or minute > 59:
            raise ValueError(f"结束时刻 {span.group(2)} 不是存在的时刻")
        end = datetime.combine(start.date(), time(hour, minute))
        if end <= start:
            raise ValueError("结束时刻应晚于开始")
        return RoundTimes(ends_at=end, starts_at=start)
    return read(value)


_FULL_DATE = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]")
_MONTH_DAY = re.compile(r"(?<![\d年])(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]")
_CLOCK = re.compile(r"(上午|中午|下午|晚上)?\s*(\d{1,2})[:：](\d{2})")
_STARTS_WITH_TIME = re.compile(r"^(?:上午|中午|下午|晚上)?\s*\d{1,2}[:：]\d{2}")
TIMED_FORM = "2027-01-10 13:10–13:50"
WINDOW_FORM = "2027-03-18 至 2027-06-18"


def _clock_24(period: str | None, hour: int) -> int:
    """The hour of a 12-hour clock time in 24 hours: 上午 12 is 0, 下午/晚上 1–11 add 12."""
    if period == "上午" and hour == 12:
        return 0
    if period in ("下午", "晚上") and 1 <= hour < 12:
        return hour + 12
    return hour


def written_round_times(value: str, year: int | date | None, day: date | None) -> str:
    """A round's times as a regulation writes them, rewritten in the form ``read_round_times``
    reads: ``2027年3月18日`` / ``3月18日`` (in ``year``, the tournament's; a date: the first
    such day on or after it, so that 12月1日至1月31日 written in November spans the new year) as
    ``2027-03-18``,
    ``下午1:10`` as ``13:10`` (a later time without its word keeps the one before), and a
    value opening with a time put on ``day`` (the round's own date). Raises ValueError when a
    date wants a year, or a time a date, that there is none of."""
    text = _FULL_DATE.sub(lambda m: f"{m[1]}-{int(m[2]):02d}-{int(m[3]):02d}", value.strip())

    def month_day(m: re.Match[str]) -> str:
        if year is None:
            raise ValueError(f"赛程里还没有日期，无法知道年份，请写全，如 {WINDOW_FORM}")
        month, day_of_month = int(m[1]), int(m[2])
        in_year = year if isinstance(year, int) else year.year
        if isinstance(year, date) and (month, day_of_month) < (year.month, year.day):
            in_year += 1
        return f"{in_year}-{month:02d}-{day_of_month:02d}"

    text = _MONTH_DAY.sub(month_day, text)
    period: str | None = None

    def clock(m: re.Match[str]) -> str:
        nonlocal period
        period = m[1] or period
        return f" {_clock_24(period, int(m[2])):02d}:{m[3]}"

    if _STARTS_WITH_TIME.match(text):
        if day is None:
            raise ValueError(f"本轮还没有日期，请写上日期，如 {TIMED_FORM}")
        text = f"{day.isoformat()} {text}"
    text = _CLOCK.sub(clock, text)
    return re.sub(r"\s+", " ", text).strip()


_CN_DIGITS = {ch: i for i, ch in enumerate("零一二三四五六七八九")}


def chinese_round(word: str) -> int | None:
    """A round's number in Chinese as regulations write 「第一轮」「第十二轮」: 一 … 九十九
    (两 as 二); None for what is no such numeral."""
    word = word.replace("两", "二")
    if not word or any(ch not in _CN_DIGITS and ch != "十" for ch in word):
        return None
    if "十" not in word:
        return _CN_DIGITS[word] if len(word) == 1 and word != "零" else None
    tens, _, ones = word.partition("十")
    if len(tens) > 1 or len(ones) > 1 or tens == "零" or ones == "零":
        return None
    return (_CN_DIGITS[tens] if tens else 1) * 10 + (_CN_DIGITS[ones] if ones else 0)


def tournament_year(reg: Regulation, now: datetime | None) -> int | date | None:
    """The year a date written without one means: that of the timetable's first date, else
    of the sign-up deadline; else ``now``'s day (local; such a date is the next one to come);
    None when there is none of them."""
    for slot in reg.schedule.rounds:
        for when in (slot.starts_at, slot.window_opens, slot.ends_at):
            if when is not None:
                return when.year
    if reg.signup.deadline is not None:
        return reg.signup.deadline.year
    if now is None:
        return None
    return (now.astimezone(ZoneInfo(reg.timezone)) if now.tzinfo else now).date()


def round_day(reg: Regulation, number: int) -> date | None:
    """The day round ``number`` already has (its start, else its end), for a time written
    without a date."""
    slot = reg.schedule.slot(number)
    if slot is None:
        return None
    when = slot.starts_at or slot.ends_at
    if when is None and (start := reg.schedule.round_start(number)) is not None:
        when = start.astimezone(ZoneInfo(reg.timezone))
    return when.date() if when is not None else None


def set_round_times(
    reg: Regulation,
    number: int,
    times: RoundTimes,
    set_start: Callable[[Regulation, int, datetime | None], Regulation],
) -> Regulation:
    """The regulation with round ``number`` given ``times``: a start (through ``set_start``,
    so round 1 still moves the whole timetable) and its end, or a date window in place of its
    start (the other rounds stay where they are)."""
    reg = set_start(reg, number, times.starts_at)
    data = reg.model_dump(mode="json")
    slot = next(s for s in data["schedule"]["rounds"] if s["number"] == number)
    slot["ends_at"] = times.ends_at.isoformat()
    if times.window_opens is not None:
        slot.update(
            starts_at=None,
            after_round_1=None,
            after_previous=None,
            window_opens=times.window_opens.isoformat(),
        )
    return Regulation.model_validate(data)
