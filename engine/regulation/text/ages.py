"""Age divisions read to birth limits: ``12岁以下组``, ``U10组``, ``8岁（含）以下``,
``少年组（14岁以下）``, counted on a reference day the regulation gives (``年龄以2026年1月1日
计算``, ``以比赛当日计``) or else 1 January of its year.

How the words are counted (the reading is shown to the organiser on the draft's 组别 line):

- ``N岁以下`` and ``UN``: not yet N years old on the reference day, i.e. born after the day N
  years before it (born on or after that day's next day);
- ``N岁（含）以下``, ``N岁及以下``: N years old on that day still counts, i.e. born after the
  day N+1 years before it;
- ``N岁以上``: older than N, i.e. N+1 years old on the reference day (born on or before the
  day N+1 years before it); ``N岁（含）以上``, ``N岁及以上``: N years old on it.
"""

import re
from dataclasses import dataclass
from datetime import date, timedelta

from .found import dates
from .normalise import Sentence

_UNDER = re.compile(
    r"(?<![A-Za-z])[Uu]\s*(?P<u>\d{1,2})(?!\d)|(?P<n>\d{1,2})\s*周?岁\s*(?P<inc>\(含\)|含|及)?\s*以下"
)
_OVER = re.compile(r"(?P<n>\d{1,2})\s*周?岁\s*(?P<inc>\(含\)|含|及)?\s*以上")
_GIVEN = re.compile(r"年龄\S{0,8}?(?:以|按)\S{0,12}?(?:计算|为准|计|截止)")
_MATCH_DAY = re.compile(r"年龄\S{0,6}(?:以|按)\s*比赛(?:当日|当天|首日|第一天|开始之日|日)")
_WHEN = re.compile(r"(?:比赛|竞赛)(?:时间|日期)|时间\s*[、和]?\s*地点")


@dataclass(frozen=True)
class AgeLimit:
    """An age limit as written: ``years``, whether N itself counts, and its direction."""

    years: int
    inclusive: bool
    over: bool
    words: str


@dataclass(frozen=True)
class Reference:
    """The day ages are counted on, and the words it came from (None: 1 January by default)."""

    day: date
    source: Sentence | None


def age_limit(text: str) -> AgeLimit | None:
    """The first age limit a division's name or its bracket writes."""
    text = text.replace("（", "(").replace("）", ")")
    under = _UNDER.search(text)
    over = _OVER.search(text)
    if under is not None and (over is None or under.start() < over.start()):
        if under.group("u"):
            return AgeLimit(int(under.group("u")), False, False, under.group(0))
        return AgeLimit(int(under.group("n")), bool(under.group("inc")), False, under.group(0))
    if over is not None:
        return AgeLimit(int(over.group("n")), bool(over.group("inc")), True, over.group(0))
    return None


def reference(sents: list[Sentence], year: int | None) -> Reference | None:
    """The reference day: ``年龄以2026年1月1日计算`` (the date it names); ``年龄以比赛当日计``
    (the first date of the sentence giving the competition's time); else 1 January of the
    regulation's year; None when the regulation writes no year."""
    for s in sents:
        if _MATCH_DAY.search(s.text):
            start = _competition_day(sents, year)
            if start is not None:
                return Reference(start, s)
        elif _GIVEN.search(s.text):
            found = dates(s.text, year)
            if found:
                return Reference(found[0][0], s)
    return Reference(date(year, 1, 1), None) if year is not None else None


def _competition_day(sents: list[Sentence], year: int | None) -> date | None:
    for s in sents:
        if _WHEN.search(s.text):
            found = dates(s.text, year)
            if found:
                return min(day for day, _ in found)
    return None


def _years_before(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year - years)
    except ValueError:  # 29 February in a year without one
        return day.replace(year=day.year - years, day=28)


def born_limits(limit: AgeLimit, ref: date) -> tuple[date | None, date | None]:
    """(born on or after, born on or before) for an age limit counted on ``ref``."""
    if limit.over:
        return None, _years_before(ref, limit.years if limit.inclusive else limit.years + 1)
    back = limit.years + 1 if limit.inclusive else limit.years
    return _years_before(ref, back) + timedelta(days=1), None


def _day(d: date) -> str:
    return f"{d.year}年{d.month}月{d.day}日"


def note(name: str, limit: AgeLimit, ref: Reference) -> str:
    """How one division's age was read, in the organiser's words."""
    after, before = born_limits(limit, ref.day)
    if limit.over:
        years = limit.years if limit.inclusive else limit.years + 1
        born = f"{_day(before)}（含）以前出生" if before else ""
        age = f"{_day(ref.day)}已满{years}周岁"
    else:
        years = limit.years + 1 if limit.inclusive else limit.years
        born = f"{_day(after)}（含）以后出生" if after else ""
        age = f"{_day(ref.day)}未满{years}周岁"
    return f"{name}“{limit.words}”按{age}读，即{born}"


def reference_words(ref: Reference) -> str:
    if ref.source is None:
        return f"规程未写年龄计算日，按{_day(ref.day)}计"
    return f"年龄计算日{_day(ref.day)}"
