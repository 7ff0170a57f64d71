"""What a reader found: a value for a regulation key, with the sentence it came from."""

import re
from dataclasses import dataclass, field
from datetime import date, datetime, time

from .normalise import Sentence


@dataclass(frozen=True)
class Found:
    """``value`` read for ``key`` (a draft key, see draft.KEYS) from ``source``'s words."""

    key: str
    value: object
    sources: tuple[Sentence, ...]

    @property
    def source(self) -> Sentence:
        return self.sources[0]

    @property
    def quote(self) -> str:
        """The words it came from, as written (several sentences joined by ' … ')."""
        return " … ".join(dict.fromkeys(s.words for s in self.sources))


@dataclass
class Reading:
    """Everything the readers found, and the sentences they used."""

    found: dict[str, Found] = field(default_factory=dict)
    unknown_tiebreaks: list[str] = field(default_factory=list)
    # the chain as a team event reads its words (胜场 the matches won …) and the names it lacks
    team_tiebreaks: tuple[list[str], list[str]] = field(default_factory=lambda: ([], []))
    age_notes: list[str] = field(default_factory=list)  # how age divisions were counted
    # key -> the sentence a reader declined to take its value from (7-9轮: no one number of
    # rounds), listed among the unread even where another reader used it
    declined: dict[str, Sentence] = field(default_factory=dict)
    # a regulation of several games, each with clauses of its own: (their names as written, the
    # name of the one the tournament's name chose, or None: no game's clauses were read)
    game_clauses: tuple[list[str], str | None] = field(default_factory=lambda: ([], None))

    def add(self, key: str, value: object, *sources: Sentence) -> None:
        """The first value read for a key stands (a regulation states a rule once)."""
        self.found.setdefault(key, Found(key, value, tuple(sources)))

    def value(self, key: str) -> object:
        hit = self.found.get(key)
        return hit.value if hit is not None else None

    def used(self) -> set[tuple[int, int, str]]:
        return {(s.line, s.cell, s.words) for f in self.found.values() for s in f.sources}


_DATE = re.compile(
    r"(?:(?P<y>(?:19|20)\d{2})\s*[年.\-/]\s*)?(?P<m>1[0-2]|0?[1-9])\s*月\s*(?P<d>3[01]|[12]\d|0?[1-9])\s*[日号]?"
    r"|(?P<y2>(?:19|20)\d{2})[.\-/](?P<m2>1[0-2]|0?[1-9])[.\-/](?P<d2>3[01]|[12]\d|0?[1-9])"
    # 11.8 followed by its weekday or a time of day (第1场 11.8 9:00, 11.8（周六）)
    r"|(?:(?<=^)|(?<=[\s:(,、\-—~至]))(?P<m3>1[0-2]|0?[1-9])\.(?P<d3>3[01]|[12]\d|0?[1-9])(?![\d.])"
    r"(?=\s*(?:\((?:周|星期|礼拜)|\d{1,2}:\d{2}|\d{1,2}点|[-—~至]\s*\d{1,2}\.\d))"
)
_TIME = re.compile(
    r"(?<![\d.])(?P<h>[01]?\d|2[0-3])\s*(?::(?P<m>[0-5]\d)|(?:点|时(?![间限段长]))\s*(?:(?P<m2>[0-5]?\d)(?!\s*[秒分钟]{2})|(?P<half>半)(?!决))?)"
)


def dates(text: str, year: int | None) -> list[tuple[date, re.Match[str]]]:
    """The dates a text writes; a date without a year takes ``year`` (the regulation's own)."""
    out = []
    for match in _DATE.finditer(text):
        y = match.group("y") or match.group("y2")
        m = match.group("m") or match.group("m2") or match.group("m3")
        d = match.group("d") or match.group("d2") or match.group("d3")
        unended = (
            match.group("m") and not match.group("y") and not match.group(0).endswith(("日", "号"))
        )
        ranged = re.match(
            r"\s*(?:至|到|-|~|、)\s*(?:\d{1,2}\s*月\s*)?\d{1,2}\s*[日号]", text[match.end() :]
        )
        if unended and not ranged:
            continue  # "3月" alone is no date (8月22至8月28日, 8月26、27日: the first day is one)
        full_year = int(y) if y else year
        if full_year is None:
            continue
        try:
            out.append((date(full_year, int(m), int(d)), match))
        except ValueError:
            continue
    return out


def times(text: str) -> list[tuple[time, re.Match[str]]]:
    """The times of day a text writes (20:00, 20点, 19点30, 14点半)."""
    out = []
    for match in _TIME.finditer(text):
        minute = match.group("m") or match.group("m2")
        value = 30 if match.group("half") else int(minute or 0)
        out.append((time(int(match.group("h")), value), match))
    return out


def at(day: date, moment: time | None) -> datetime:
    return datetime.combine(day, moment or time(0, 0))
