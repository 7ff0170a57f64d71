"""`/设置 第N轮` with an end or a date window (issue 27): ``2027-01-10 13:10–13:50`` (a start
and the round's end, the same day) and ``2027-03-18 至 2027-06-18`` (a date window: the pair
agrees a time between them, results due by the end; a date alone is 00:00 at the opening and
23:59 at the end)."""

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, time

from .schema import Regulation


@dataclass(frozen=True)
class RoundTimes:
    """A round's times as `/设置 第N轮` gives them with an end: ``starts_at`` and ``ends_at``
    (a timed round), or ``window_opens`` and ``ends_at`` (a date window); naive local."""

    ends_at: datetime
    starts_at: datetime | None = None
    window_opens: datetime | None = None


_SPAN = re.compile(r"^(.+?\d{1,2}:\d{2})\s*[–—~～-]\s*(\d{1,2}:\d{2})$")
_WINDOW = re.compile(r"^(.+?)\s*(?:至|到)\s*(.+)$")
_DATE = re.compile(r"^\d{4}-\d{1,2}-\d{1,2}$")


def read_round_times(
    value: str, read: Callable[[str], datetime | None]
) -> RoundTimes | datetime | None:
    """The value of `/设置 第N轮`: a window (``… 至 …``), a start with its end (``… 13:10–13:50``)
    or a start alone (``read``, the plain date-time reader, which refuses what is none of
    them). Raises what ``read`` raises for a bad date, ValueError for a window or span whose
    end is not after its start."""
    if window := _WINDOW.fullmatch(value):
        opens_text, end_text = window.groups()
        opens = read(opens_text + (" 00:00" if _DATE.fullmatch(opens_text) else ""))
        end = read(end_text + (" 23:59" if _DATE.fullmatch(end_text) else ""))
        if opens is None or end is None:
            raise ValueError("时间段要写开始和结束，如 2027-03-18 至 2027-06-18")
        if end <= opens:
            raise ValueError("时间段的结束应晚于开始")
        return RoundTimes(ends_at=end, window_opens=opens)
    if span := _SPAN.fullmatch(value):
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
