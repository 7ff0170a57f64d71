"""A table copied one cell a line (from a PDF or a web page: ``轮次`` / ``日期`` / ``时间`` on
three lines, then ``第一轮`` / ``10月4日`` / ``9:00-11:00`` …) put back a row a line, its cells
split by tabs as a .docx table's are, so that the readers see each row whole.

Only a header of two to five known column names opens such a table, and a row is taken only
where each cell is what its column holds (a round's name under 轮次, a date under 日期, a time
under 时间): a table that lost a cell stops there instead of shifting every value after it."""

import re
from collections.abc import Callable

_ROUND = re.compile(
    r"^第\s*[\d一二三四五六七八九十]{1,3}\s*[轮场局]|决赛|半决赛|\d{1,3}\s*进\s*\d{1,3}"
)
_DATE = re.compile(r"\d{1,2}\s*月\s*\d{1,2}\s*[日号]?|\d{1,2}\s*[/.-]\s*\d{1,2}")
_TIME = re.compile(r"\d{1,2}\s*[:：]\s*\d{2}|\d{1,2}\s*[点时]|上午|下午|晚上")


def _short(cell: str) -> bool:
    return 0 < len(cell) <= 24


# a column's name -> what each of its cells must be
_COLUMNS: dict[str, Callable[[str], bool]] = {
    name: check
    for names, check in (
        (("轮次", "轮数", "场次", "比赛轮次"), lambda c: bool(_ROUND.search(c))),
        (("日期", "比赛日期"), lambda c: bool(_DATE.search(c))),
        (("时间", "比赛时间", "时段", "开赛时间"), lambda c: bool(_TIME.search(c))),
        (("内容", "比赛内容", "项目", "安排", "地点", "星期", "备注", "事项"), _short),
    )
    for name in names
}


_CELL = 30  # characters: a longer line is no table's cell


def rows_of_flat_tables(lines: list[str], norm: Callable[[str], str] = str.strip) -> list[str]:
    """``lines`` with each flattened table's rows joined by tabs on the row's first line (the
    row's other lines left empty, so that every line keeps its index); ``norm`` puts a line in
    the readers' form for the checks (輪次 is 轮次, 上午十時 a time)."""
    out = list(lines)
    seen = [norm(line) if len(line.strip()) <= _CELL else "" for line in lines]  # cells are short
    i = 0
    while i < len(out):
        header = _header_at(seen, i)
        if header is None:
            i += 1
            continue
        width = len(header)
        start, i = i, i + width
        while i + width <= len(out):
            row = [out[j].strip() for j in range(i, i + width)]
            checked = [seen[j] for j in range(i, i + width)]
            if not all(_COLUMNS[name](cell) for name, cell in zip(header, checked, strict=True)):
                break
            out[i : i + width] = ["\t".join(row), *[""] * (width - 1)]
            i += width
        if i > start + width:  # a header with rows under it: a table
            names = [out[j].strip() for j in range(start, start + width)]
            out[start : start + width] = ["\t".join(names), *[""] * (width - 1)]
    return out


def _header_at(lines: list[str], i: int) -> list[str] | None:
    """The column names starting at line ``i`` (two to five, one a line, at least one of them
    a round's, a date's or a time's), None where no such header starts there."""
    names: list[str] = []
    for line in lines[i : i + 5]:
        word = re.sub(r"\s+", "", line)
        if word not in _COLUMNS or word in names:
            break
        names.append(word)
    if len(names) < 2 or all(_COLUMNS[n] is _short for n in names):
        return None
    return names
