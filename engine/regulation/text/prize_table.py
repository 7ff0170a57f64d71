"""A prize table by division: a header row naming the places (``组别 冠军 亚军 季军 第5名``),
then one row a division (``甲组 10,000 5,000 4,000 800``), its amounts in the header's order.
Equal amounts of places next to each other are one range (``800 800`` for 7th and 8th)."""

import re
from dataclasses import dataclass

from .normalise import Sentence

_HEADER_PLACE = re.compile(r"冠军|亚军|季军|殿军|第\s*\d{1,3}\s*名")
_WORD_PLACE = {"冠军": 1, "亚军": 2, "季军": 3, "殿军": 4}
_ROW = re.compile(
    r"^(?:(?P<name>[\u4e00-\u9fffA-Za-z0-9]{1,10}组)|(?:奖金|奖励|金额)(?:\(元\))?)"
    r"(?P<rest>(?:\s+\S+)+)\s*$"
)
_MONEY = re.compile(r"\d{1,3}(?:,\d{3})+|\d+")


@dataclass(frozen=True)
class TableRow:
    """One division's row: its name (None for the one row of amounts of a table without
    divisions, ``奖金 1000 500 300``), its prize ranges (from, to, amount), its sentence."""

    name: str | None
    ranges: tuple[tuple[int, int, int], ...]
    source: Sentence


def _header(text: str) -> list[int] | None:
    """The places a header row names in order, when the row is only place words (at least three,
    one after another from 1st: 冠军 亚军 季军 …), after an optional first cell (组别)."""
    cells = text.split()
    if cells and not _HEADER_PLACE.fullmatch(cells[0]):
        cells = cells[1:]
    if len(cells) < 3 or not all(_HEADER_PLACE.fullmatch(c) for c in cells):
        return None
    places = [_WORD_PLACE.get(c) or int(re.sub(r"\D", "", c)) for c in cells]
    return places if places == list(range(1, len(places) + 1)) else None


def _ranges(amounts: list[int]) -> tuple[tuple[int, int, int], ...]:
    """Amounts of places 1, 2, … as ranges, equal neighbours joined."""
    out: list[tuple[int, int, int]] = []
    for place, amount in enumerate(amounts, 1):
        if out and out[-1][2] == amount and out[-1][1] == place - 1:
            out[-1] = (out[-1][0], place, amount)
        else:
            out.append((place, place, amount))
    return tuple(out)


def prize_table(sents: list[Sentence]) -> list[TableRow]:
    """The rows of the first prize table: each row after the header that begins with a
    division's name (…组), up to the first that does not; or a single row ``奖金 1000 500
    300``. A row whose cells are not all amounts (礼券/奖品) names its division and no prize; a
    row with more amounts than places is no row of the table (and ends it)."""
    for i, s in enumerate(sents):
        places = _header(s.text)
        if places is None:
            continue
        rows: list[TableRow] = []
        for t in sents[i + 1 :]:
            match = _ROW.match(t.text)
            if match is None or t.line == s.line:
                break
            cells = match.group("rest").split()
            amounts = [c for c in cells if _MONEY.fullmatch(c)]
            if len(amounts) != len(cells):
                rows.append(TableRow(match.group("name"), (), t))
                continue
            if len(amounts) > len(places):
                break
            values = [int(a.replace(",", "")) for a in amounts]
            rows.append(TableRow(match.group("name"), _ranges(values), t))
        if len(rows) >= 2 and all(r.name for r in rows):
            return rows
        if len(rows) == 1 and rows[0].name is None:
            return rows
    return []
