"""The timetable written as a count of rounds a day and the day's slots: ``第一天安排4轮，第二天
安排3轮比赛，时间为：上午 9:00—10:30；10:30—12:00；下午14:00—15:30；15:30—17:00`` under
``比赛时间：2007年7月14日----15日``. Each day plays its rounds in the slots in order. Or each day
written with its hours and its count: ``2014年4月26日上午9点至下午17点（比赛三轮）`` then
``2014年5月03日上午9点至下午16点（比赛四轮）``: each day's first round at the day's start."""

import re
from datetime import date, timedelta

from .found import Reading, at, dates, times
from .normalise import Sentence

_PER_DAY = re.compile(r"第\s*(\d)\s*天\s*(?:安排|进行|赛|比赛)?\s*(\d{1,2})\s*轮")
_SLOT = re.compile(r"(?<![\d:])(\d{1,2}:\d{2})\s*-+\s*(\d{1,2}:\d{2})")
# the event's days: 2007年7月14日----15日, 7月14日至15日
_SPAN = re.compile(r"(\d{1,2})\s*[日号]\s*(?:[-~]+|至|到)\s*(?:\d{1,2}\s*月\s*)?(\d{1,2})\s*[日号]")


def read_day_slots(sents: list[Sentence], year: int | None, out: Reading) -> None:
    """Found keys ``round.N`` and ``round_end.N``, only where no round is timed otherwise, the
    days are numbered from the first (第一天, 第二天 …), the event's dates span at least that
    many days, the slots listed right after are at least the most rounds of a day and the
    days' rounds add up to the rounds read."""
    if any(k.startswith(("round.", "round_window.")) for k in out.found):
        return
    for i, s in enumerate(sents):
        per_day = [(int(d), int(n)) for d, n in _PER_DAY.findall(s.text)]
        if len(per_day) < 2 or [d for d, _ in per_day] != list(range(1, len(per_day) + 1)):
            continue
        slots = []
        for t in sents[i : i + 8]:
            found = _SLOT.findall(t.text)
            if not found and t is not s:
                break
            for start, end in found:
                a, b = times(start), times(end)
                if a and b:
                    slots.append((a[0][0], b[0][0], t))
        first = _first_day(sents, year)
        rounds = out.value("rounds")
        counts = [n for _, n in per_day]
        if first is None or first[1] < len(counts) or len(slots) < max(counts):
            return
        if rounds is not None and rounds != sum(counts):
            return
        number = 1
        for day_index, count in enumerate(counts):
            day = first[0] + timedelta(days=day_index)
            for start, end, t in slots[:count]:
                out.add(f"round.{number}", at(day, start), s, t)
                if end > start:
                    out.add(f"round_end.{number}", at(day, end), s, t)
                number += 1
        return


def _first_day(sents: list[Sentence], year: int | None) -> tuple[date, int] | None:
    """The first day of the event and how many days it spans, from the first sentence about
    the 比赛时间/比赛日期 that writes a span of days."""
    for s in sents:
        if not re.search(r"(?:比赛|竞赛)(?:时间|日期)", s.text):
            continue
        span = _SPAN.search(s.text)
        found = dates(s.text, year)
        if span and found:
            days = int(span.group(2)) - int(span.group(1)) + 1
            return (found[0][0], days) if days >= 1 else None
    return None


_DAY_COUNT = re.compile(r"\(\s*(?:比赛|赛)?\s*(\d{1,2})\s*轮\s*\)")


def read_day_counts(sents: list[Sentence], year: int | None, out: Reading) -> None:
    """Found keys ``round.N`` for each day's first round, where no round is timed otherwise,
    two days or more are written one after the other with a start and a count of rounds in
    brackets, and their counts add up to the rounds read (when read)."""
    if any(k.startswith(("round.", "round_window.")) for k in out.found):
        return
    days = []
    for s in sents:
        counted, found, clock = _DAY_COUNT.search(s.text), dates(s.text, year), times(s.text)
        if counted and found and clock:
            days.append((found[0][0], clock[0][0], int(counted.group(1)), s))
        elif days:
            break
    rounds = out.value("rounds")
    if len(days) < 2 or (rounds is not None and rounds != sum(d[2] for d in days)):
        return
    number = 1
    for day, start, count, s in days:
        out.add(f"round.{number}", at(day, start), s)
        number += count
