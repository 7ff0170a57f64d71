"""The timetable written as a count of rounds a day and the day's slots: ``第一天安排4轮，第二天
安排3轮比赛，时间为：上午 9:00—10:30；10:30—12:00；下午14:00—15:30；15:30—17:00`` under
``比赛时间：2007年7月14日----15日``. Each day plays its rounds in the slots in order. Or each day
written with its hours and its count: ``2014年4月26日上午9点至下午17点（比赛三轮）`` then
``2014年5月03日上午9点至下午16点（比赛四轮）``: each day's first round at the day's start."""

import re
from datetime import date, timedelta
from itertools import product

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


# the days of play listed: 8月26日、8月27日、8月28日 … / 对局日20、21、22、24日 (in the month of
# the event's dates)
_ONE_DAY = r"(?:1[0-2]|0?[1-9])\s*月\s*\d{1,2}\s*[日号]"
_DAY_LIST = re.compile(rf"(?:{_ONE_DAY}\s*[、,]\s*){{2,}}{_ONE_DAY}")
_PLAY_DAYS = re.compile(
    r"(?:对局日|比赛日|赛日)\s*:?\s*((?:\d{1,2}\s*[、,]\s*){2,}\d{1,2})\s*[日号]"
)
# one start every day of play: 每轮比赛时间为中午12:30 / 每个比赛日12:00开始比赛
_DAILY = re.compile(r"(?:每轮(?:比赛)?(?:时间|开赛时间)?|每个?比赛日|每个?对局日|每天|每日)")


def read_day_list(sents: list[Sentence], year: int | None, out: Reading) -> None:
    """Found keys ``round.N``, only where no round is timed otherwise: the days of play listed
    one by one (``8月26日、8月27日…``, or ``对局日20、21、22…日`` in the month of the event's
    dates), as many as the rounds read, and one start for every day (``每个比赛日12:00开始比赛``,
    ``每轮比赛时间为中午12点30分``): round N on the N-th day, at that start."""
    if any(k.startswith(("round.", "round_window.")) for k in out.found):
        return
    rounds = out.value("rounds")
    if not isinstance(rounds, int):
        return
    days: list[date] = []
    listed: Sentence | None = None
    for s in sents:
        match = _DAY_LIST.search(s.text)
        if match:
            days = [d for d, _ in dates(match.group(0), year)]
        elif (played := _PLAY_DAYS.search(s.text)) and (month := _event_month(sents, year)):
            try:
                days = [month.replace(day=int(n)) for n in re.findall(r"\d+", played.group(1))]
            except ValueError:
                days = []
        if days:
            listed = s
            break
    if listed is None or len(days) != rounds or days != sorted(set(days)):
        return
    starts = {
        (clock[0][0], s)
        for s in sents
        if (daily := _DAILY.search(s.text)) and (clock := times(s.text[daily.end() :]))
    }
    if len({t for t, _ in starts}) != 1:
        return  # no daily start, or two
    start, said = next(iter(starts))
    for number, day in enumerate(days, 1):
        out.add(f"round.{number}", at(day, start), listed, said)


def _event_month(sents: list[Sentence], year: int | None) -> date | None:
    """The first day of the month the event's dates are in (2024年6月19-28日: June 2024)."""
    for s in sents:
        if re.search(r"(?:比赛|竞赛)(?:时间|日期)|举行|进行", s.text):
            found = dates(s.text, year)
            if found:
                return found[0][0].replace(day=1)
    return None


# the days of some rounds and each day's starts in one sentence: 在7月14日至16日的每天上午8:30和
# 下午14:30进行第三至第八轮的比赛
_EVERY_DAY = re.compile(r"每(?:天|日)")
_RANGE_OF_ROUNDS = re.compile(r"第\s*(\d{1,2})\s*(?:至|到|-|~|—)\s*第?\s*(\d{1,2})\s*轮")


def read_daily_range(sents: list[Sentence], year: int | None, out: Reading) -> None:
    """Found keys ``round.A`` … ``round.B`` where one sentence writes a span of days, each
    day's starts after 每天 and the rounds ``第A至第B轮`` they hold, and the days times the
    starts are exactly those rounds: day by day, each day's starts in order. Rounds already
    timed are left as they are (then nothing is read)."""
    for s in sents:
        every, ranged, span = (
            _EVERY_DAY.search(s.text),
            _RANGE_OF_ROUNDS.search(s.text),
            _SPAN.search(s.text),
        )
        if not (every and ranged and span) or not span.end() <= every.start() < ranged.start():
            continue
        found = [d for d, m in dates(s.text, year) if m.start() <= span.start() < m.end() + 1]
        starts = [t for t, _ in times(s.text[every.end() : ranged.start()])]
        first, last = int(ranged.group(1)), int(ranged.group(2))
        count = int(span.group(2)) - int(span.group(1)) + 1
        if not found or not starts or count < 1 or count * len(starts) != last - first + 1:
            continue
        keys = [f"round.{n}" for n in range(first, last + 1)]
        if any(k in out.found for k in keys):
            return
        slots = product(range(count), starts)
        for key, (day, start) in zip(keys, slots, strict=True):
            out.add(key, at(found[0] + timedelta(days=day), start), s)
        return
