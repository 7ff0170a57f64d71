"""A generic table as a picture: cells, rows and columns, drawn straight in the fixed palette
(the standings, a round's tables and the bracket's rows are all such tables)."""

from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image

from .draw import (
    ACCENT,
    HEAD_FILL,
    INK,
    LINE,
    MUTED,
    PAD,
    RED,
    ROW,
    WHITE,
    ZEBRA,
    Colour,
    _canvas,
    _index,
    _paste_text,
    _save,
    _width,
)


@dataclass
class Cell:
    """One cell: its text, colour and whether it is highlighted."""

    text: str
    color: Colour = INK
    fill: Colour | None = None


@dataclass
class Row:
    """A table row; `rule` draws a red line under it (the cut line), `gap` is a `……` row."""

    cells: list[Cell] = field(default_factory=list)
    fill: Colour | None = None
    rule: bool = False
    gap: bool = False


@dataclass
class Column:
    """A column heading and how its cells are aligned (`l` or `r`)."""

    title: str
    align: str = "l"


def _widths(columns: Sequence[Column], rows: Sequence[Row]) -> list[int]:
    widths = [_width(c.title, bold=True) for c in columns]
    for row in rows:
        for i, cell in enumerate(row.cells):
            if cell.text:
                widths[i] = max(widths[i], _width(cell.text))
    return [w + 2 * PAD for w in widths]


def table_png(
    title: str,
    subtitle: str,
    columns: Sequence[Column],
    rows: Sequence[Row],
    footer: str = "",
    widths: list[int] | None = None,
) -> bytes:
    """A titled table as one PNG image.

    Drawn straight in the fixed palette: the rows are rectangles and lines in palette
    colours, every cell's text is pasted from cached glyph tiles, so nothing is quantised
    and nothing is measured twice."""
    widths = widths or _widths(columns, rows)
    width = max(sum(widths), _width(title, 30, True), _width(subtitle, 18)) + 2 * PAD
    top = PAD + 44 + (30 if subtitle else 0) + 8
    notes = footer.split("\n") if footer else []
    width = max([width] + [_width(n, 18) + 2 * PAD for n in notes])
    height = top + ROW * (len(rows) + 1) + 30 * len(notes) + (6 if notes else 0) + PAD
    image, draw = _canvas(width, height)
    _paste_text(image, PAD, PAD + 20, title, INK, size=30, bold=True)
    if subtitle:
        _paste_text(image, PAD, PAD + 58, subtitle, MUTED, size=18)
    x0, right = PAD, PAD + sum(widths)
    draw.rectangle((x0, top, right, top + ROW), fill=_index(HEAD_FILL))
    xs = [x0 + sum(widths[:i]) for i in range(len(widths))]
    # `widths` may be shared by the pages of one table; a short row leaves its last cells empty
    for x, w, col in zip(xs, widths, columns, strict=False):
        _put(image, col.title, x, w, top + ROW // 2, col.align, ACCENT, HEAD_FILL, bold=True)
    line, rule = _index(LINE), _index(RED)
    y = top + ROW
    for n, row in enumerate(rows):
        fill = row.fill or (ZEBRA if n % 2 else WHITE)
        if fill != WHITE:
            draw.rectangle((x0, y, right, y + ROW - 1), fill=_index(fill))
        if row.gap:
            _paste_text(
                image, x0 + (sum(widths) - _width("……")) // 2, y + ROW // 2, "……", MUTED, fill
            )
        for x, w, col, cell in zip(xs, widths, columns, row.cells, strict=False):
            if cell.fill:
                draw.rectangle((x + 2, y + 2, x + w - 2, y + ROW - 3), fill=_index(cell.fill))
            if cell.text:
                _put(image, cell.text, x, w, y + ROW // 2, col.align, cell.color, cell.fill or fill)
        y += ROW
        draw.line(
            (x0, y - 1, right, y - 1), fill=rule if row.rule else line, width=3 if row.rule else 1
        )
    for k, note in enumerate(notes):
        _paste_text(image, PAD, y + 20 + 30 * k, note, MUTED, size=18)
    return _save(image)


def _put(
    image: Image.Image,
    text: str,
    x: int,
    w: int,
    y: int,
    align: str,
    color: Colour,
    ground: Colour = WHITE,
    bold: bool = False,
) -> None:
    left = x + w - PAD - _width(text, bold=bold) if align == "r" else x + PAD
    _paste_text(image, left, y, text, color, ground, bold=bold)
