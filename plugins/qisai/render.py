"""Pictures for the chat: pure functions from the JSON API's dicts (services/views.py) to PNG bytes.

Drawn with Pillow in Noto Sans CJK SC, looked up at run time in the usual font folders
(Debian's `fonts-noto-cjk`, which scripts/setup installs). Without a CJK font every function
raises `NoFont` and the caller sends text instead.
"""

import functools
import io
import os
from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw, ImageFont

from services import labels

# where distributions put Noto Sans CJK (a .ttc holding the SC face) or a plain SC font
FONT_CANDIDATES = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-{weight}.ttc",  # Debian, Ubuntu: fonts-noto-cjk
    "/usr/share/fonts/noto-cjk/NotoSansCJK-{weight}.ttc",  # Arch, Alpine
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-{weight}.ttc",  # Fedora
    "/usr/share/fonts/opentype/noto-cjk/NotoSansCJK-{weight}.ttc",
    "/usr/local/share/fonts/NotoSansCJK-{weight}.ttc",
    "/usr/share/fonts/truetype/noto/NotoSansCJKsc-{weight}.otf",
    "/usr/share/fonts/opentype/noto/NotoSansCJKsc-{weight}.otf",
]
# a font file named by the environment wins (any CJK font Pillow can read)
FONT_ENV = "QISAI_FONT"

INK = (33, 37, 41)
MUTED = (134, 142, 150)
RED = (201, 42, 42)
GREEN = (43, 138, 62)
ACCENT = (24, 100, 171)
HEAD_FILL = (231, 240, 250)
ZEBRA = (248, 249, 250)
DECIDED = (255, 243, 191)
MINE = (232, 245, 233)
LINE = (222, 226, 230)
WHITE = (255, 255, 255)

SIZE = 22
ROW = 38
PAD = 14
PAGE_ROWS = 60


INKS = (INK, MUTED, RED, GREEN, ACCENT)
GROUNDS = (WHITE, ZEBRA, HEAD_FILL, DECIDED, MINE)
BLENDS = 9  # anti-aliased shades between each ink and each ground


@functools.cache
def _colours() -> tuple[tuple[int, int, int], ...]:
    """The one palette every picture is saved with: the grounds, the inks, `LINE`, and the
    shades of anti-aliased text (each ink over each ground at 1/10 … 9/10) — 236 colours.
    Pictures only draw these inks on these grounds, so mapping to the nearest entry is
    exact for flat colours and within one shade for text. Computing an adaptive palette per
    picture (octree) was the largest single cost of a page."""
    colours = list(GROUNDS) + list(INKS) + [LINE]
    for ink in INKS:
        for ground in GROUNDS:
            for k in range(1, BLENDS + 1):
                a = k / (BLENDS + 1)
                colours.append(tuple(round(g + (i - g) * a) for i, g in zip(ink, ground)))
    return tuple(colours)


@functools.cache
def _palette() -> Image.Image:
    """`_colours` as a palette image (for `Image.quantize`)."""
    palette = Image.new("P", (1, 1))
    palette.putpalette(_flat_palette())
    return palette


@functools.cache
def _flat_palette() -> list[int]:
    colours = _colours()
    flat = [v for c in colours for v in c]
    return flat + flat[:3] * (256 - len(colours))


@functools.cache
def _index(colour: tuple) -> int:
    """The palette index of a colour (the nearest entry for one not in the palette)."""
    colours = _colours()
    if colour in colours:
        return colours.index(colour)
    return min(
        range(len(colours)), key=lambda i: sum((a - b) ** 2 for a, b in zip(colours[i], colour))
    )


def _blend_index(ink: int, ground: int, k: int) -> int:
    """The index of ink over ground at coverage k/(BLENDS+1)."""
    colours = _colours()
    a = k / (BLENDS + 1)
    return _index(tuple(round(g + (i - g) * a) for i, g in zip(colours[ink], colours[ground])))


class NoFont(Exception):
    """No CJK font was found: send text instead."""


def _face_index(path: str) -> int:
    """The Simplified Chinese face of a font collection (NotoSansCJK-Regular.ttc: 2), else 0."""
    if not path.lower().endswith(".ttc"):
        return 0
    for index in range(16):
        try:
            family = ImageFont.truetype(path, 12, index=index).getname()[0]
        except OSError:
            break
        if "SC" in family.split():
            return index
    return 0


@functools.cache
def font_file(weight: str = "Regular") -> tuple[str, int] | None:
    """(path, face index) of the CJK font to draw with, or None when none is installed."""
    named = os.environ.get(FONT_ENV)
    paths = [named] if named else []
    paths += [p.format(weight=weight) for p in FONT_CANDIDATES]
    for path in paths:
        if path and os.path.isfile(path):
            return path, _face_index(path)
    return None


@functools.cache
def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    found = (font_file("Bold") if bold else None) or font_file()
    if found is None:
        raise NoFont("no CJK font")
    return ImageFont.truetype(found[0], size, index=found[1])


@functools.lru_cache(maxsize=8192)
def _glyph(ch: str, size: int, bold: bool) -> tuple[Image.Image | None, int, int, float]:
    """One character drawn once: (mask, left and top offsets from the pen on the baseline,
    advance). Cells are pasted glyph by glyph: a long table repeats few characters, and
    drawing each cell's text through FreeType again was most of the time."""
    font = _font(size, bold)
    left, top, right, bottom = font.getbbox(ch, anchor="ls")
    advance = font.getlength(ch)
    if right <= left or bottom <= top:
        return None, 0, 0, advance
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text((-left, -top), ch, font=font, fill=255, anchor="ls")
    return mask, left, top, advance


@functools.lru_cache(maxsize=16384)
def _tile(ch: str, size: int, bold: bool, ink: int, ground: int):
    """A glyph ready to paste on a palette picture: (its pixels as palette indices — the
    shade of `ink` over `ground` nearest to each pixel's coverage —, the mask of the pixels
    it covers, width, height), the two images as Pillow's core objects (see `_paste_text`)."""
    mask = _glyph(ch, size, bold)[0]
    steps = BLENDS + 1
    shades = [ground] + [_blend_index(ink, ground, k) for k in range(1, steps)] + [ink]
    tile = mask.point([shades[(v * steps + 127) // 255] for v in range(256)])
    tile = Image.frombytes("P", tile.size, tile.tobytes())
    covered = mask.point([0] + [255] * 255)
    return tile.im, covered.im, mask.width, mask.height


def _width(text: str, size: int = SIZE, bold: bool = False) -> int:
    """The drawn width of a cell's text."""
    return int(sum(_glyph(ch, size, bold)[3] for ch in text))


def _paste_text(
    image: Image.Image,
    x: float,
    middle: int,
    text: str,
    color,
    ground=WHITE,
    size: int = SIZE,
    bold: bool = False,
) -> None:
    """Draw `text` on a palette picture with its left end at `x`, centred on the line
    `middle`, in `color` over `ground` (cached glyph tiles)."""
    ascent, descent = _font(size, bold).getmetrics()
    baseline = middle + (ascent - descent) // 2
    ink, under = _index(color), _index(ground)
    # Pillow's core paste: `Image.paste` checks modes and loads both images on every call,
    # which cost ten times the copy itself over the ~170,000 glyphs of a 5,000-row standings
    core = image.im
    for ch in text:
        mask, left, top, advance = _glyph(ch, size, bold)
        if mask is not None:
            tile, covered, w, h = _tile(ch, size, bold, ink, under)
            px, py = int(x) + left, baseline + top
            core.paste(tile, (px, py, px + w, py + h), covered)
        x += advance


def available() -> bool:
    """Whether a CJK font is installed (pictures can be drawn)."""
    return font_file() is not None


# --------------------------------------------------------------------------- a generic table


@dataclass
class Cell:
    """One cell: its text, colour and whether it is highlighted."""

    text: str
    color: tuple = INK
    fill: tuple | None = None


@dataclass
class Row:
    """A table row; `rule` draws a red line under it (the cut line), `gap` is a `……` row."""

    cells: list[Cell] = field(default_factory=list)
    fill: tuple | None = None
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


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    # a palette PNG is less than half the size of an RGB one (a table needs few colours);
    # zlib level 1: level 6 costs 2x the time for 5 % fewer bytes
    image.quantize(palette=_palette(), dither=Image.Dither.NONE).save(out, "PNG", compress_level=1)
    return out.getvalue()


def _canvas(width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A white palette picture (the fixed palette) and its drawing context: fills and lines
    take palette indices (`_index`), text goes through `_paste_text`."""
    image = Image.new("P", (width, height), _index(WHITE))
    image.putpalette(_flat_palette())
    return image, ImageDraw.Draw(image)


def _save(image: Image.Image) -> bytes:
    """A palette picture as PNG (zlib level 1: level 6 costs 2x the time for 5 % fewer bytes)."""
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=1)
    return out.getvalue()


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
    for x, w, col in zip(xs, widths, columns):
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
        for x, w, col, cell in zip(xs, widths, columns, row.cells):
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
    color,
    ground=WHITE,
    bold: bool = False,
) -> None:
    left = x + w - PAD - _width(text, bold=bold) if align == "r" else x + PAD
    _paste_text(image, left, y, text, color, ground, bold=bold)


# --------------------------------------------------------------------------- standings


def _division_of(players: Sequence[dict] | None) -> dict[int, str]:
    return {p["seq"]: p["division"] for p in players or [] if p.get("division")}


def _tiebreak_cell(row: dict, key: str, keys: list[str], color) -> Cell:
    """A row's tiebreak value, highlighted where it separated the row from the one above on
    equal totals (of the standings' `keys`, the one the row's `reason` names)."""
    hit = key == labels.deciding_key(row, keys)
    value = row["tiebreaks"].get(key)
    text = "" if value is None else labels.tiebreak_text(value)
    return Cell(text, color, DECIDED if hit else None)


def standings_layout(
    summary: dict,
    standings: dict,
    players: Sequence[dict] | None = None,
    picked: Sequence[dict | None] | None = None,
    mine: int | None = None,
    total_title: str = "总分",
    totals_first: bool = False,
) -> tuple[list[Column], list[Row]]:
    """Columns and rows of a standings picture: rank, number, name, division, round scores,
    total (`total_title`), tiebreak values (the one that separated equal totals highlighted),
    status, penalties (in red). `totals_first` (the page on a phone): what decides a rank in
    sight — the total and the tiebreaks that separated some row right after the name, then the
    round scores, then the other tiebreaks. `picked` are the rows to draw (None: a `……` gap),
    default all; `mine` is the asker's sign-up number, whose row is tinted."""
    rows = standings["rows"]
    finished = summary.get("status") == "finished"
    # the players' division as a column, unless the rows are one division's table already
    divisions = {} if standings.get("division_name") else _division_of(players)
    rounds = max((len(r["round_scores"]) for r in rows), default=0)
    # a tiebreak equal to the total in every row (the weighted total) says nothing more
    keys = [
        k
        for k in labels.tiebreak_keys(rows)
        if not all(r["tiebreaks"].get(k, r["total"]) == r["total"] for r in rows)
    ]
    decides = [k for k in keys if any(_tiebreak_cell(r, k, keys, INK).fill for r in rows)]
    lead, rest = (decides, [k for k in keys if k not in decides]) if totals_first else (keys, [])
    columns = [Column("名次", "r"), Column("序号", "r"), Column("选手")]
    if divisions:
        columns.append(Column("组别"))
    per_round = [Column(f"第{n}轮", "r") for n in range(1, rounds + 1)]
    ranking = [Column(total_title, "r")] + [Column(labels.tiebreak_label(k), "r") for k in lead]
    others = [Column(labels.tiebreak_label(k), "r") for k in rest]
    columns += ranking + per_round + others if totals_first else per_round + ranking
    columns += [Column("状态"), Column("处罚/补分")]
    last_active = max((i for i, r in enumerate(rows) if r["status"] == "active"), default=None)
    cut_after = (
        rows[last_active]["seq"]
        if last_active is not None and last_active + 1 < len(rows)
        else None
    )
    out = []
    for r in rows if picked is None else picked:
        if r is None:
            out.append(Row(cells=[Cell("")] * len(columns), gap=True))
            continue
        muted = r["status"] != "active"
        color = MUTED if muted else INK
        cells = [
            Cell(str(r["rank"] or "-"), color),
            Cell(str(r["seq"]), color),
            Cell(labels.player_name(r), color),
        ]
        if divisions:
            cells.append(Cell(divisions.get(r["seq"], ""), color))
        scores = r["round_scores"] + [None] * (rounds - len(r["round_scores"]))
        played = [Cell("-" if s is None else s, color) for s in scores]
        ranked = [Cell(r["total"], color)] + [_tiebreak_cell(r, k, keys, color) for k in lead]
        other = [_tiebreak_cell(r, k, keys, color) for k in rest]
        cells += ranked + played + other if totals_first else played + ranked
        status_color = {"active": GREEN, "eliminated": MUTED}.get(r["status"], RED)
        cells.append(Cell(labels.status_word(r["status"], finished), status_color))
        cells.append(Cell(labels.ledger_text(r), RED))
        out.append(
            Row(cells=cells, fill=MINE if r["seq"] == mine else None, rule=r["seq"] == cut_after)
        )
    return columns, out


def _heading(summary: dict, standings: dict) -> str:
    n = standings.get("after_round") or 0
    return (standings.get("division_name") or "") + (f"第{n}轮后排名" if n else "尚无排名")


def by_division(standings: dict) -> list[dict]:
    """The standings as one table per division (rows carry `division`, ranks count within
    it): each a standings dict of its rows with that division's `after_round` and its
    `division_name`; the standings themselves, in a list, where there are no divisions.
    A division without rows is left out."""
    divisions = standings.get("divisions")
    if not divisions:
        return [standings]
    out = []
    for d in divisions:
        rows = [r for r in standings["rows"] if r.get("division") == d["key"]]
        if rows:
            out.append(
                {
                    **standings,
                    "rows": rows,
                    "after_round": d["after_round"],
                    "division_name": d["name"],
                }
            )
    return out


def pick_rows(
    rows: Sequence[dict], mine: int | None = None, top: int = 40, limit: int = PAGE_ROWS
) -> list[dict | None]:
    """The rows a chat picture shows: all of them up to `limit`, else the first `top`, the
    rows around the cut line (the last advancing row and the two after it) and the asker's
    row, with None where rows are left out."""
    if len(rows) <= limit:
        return list(rows)
    keep = set(range(min(top, len(rows))))
    last_active = max((i for i, r in enumerate(rows) if r["status"] == "active"), default=None)
    if last_active is not None:
        keep |= {i for i in range(last_active - 1, last_active + 3) if 0 <= i < len(rows)}
    if mine is not None:
        keep |= {i for i, r in enumerate(rows) if r["seq"] == mine}
    out: list[dict | None] = []
    for i in sorted(keep):
        if out and i - 1 not in keep:
            out.append(None)
        out.append(rows[i])
    if sorted(keep)[-1] < len(rows) - 1:
        out.append(None)
    return out


def standings_pngs(
    summary: dict,
    standings: dict,
    players: Sequence[dict] | None = None,
    computed_at: str = "",
    mine: int | None = None,
) -> list[bytes]:
    """The standings as chat pictures: one per division (each its own table, ranks within
    it), else one."""
    return [
        standings_png(summary, part, players, computed_at, mine) for part in by_division(standings)
    ]


def standings_png(
    summary: dict,
    standings: dict,
    players: Sequence[dict] | None = None,
    computed_at: str = "",
    mine: int | None = None,
) -> bytes:
    """The standings as one chat picture (long ones: top rows, the cut line and the asker's row)."""
    rows = standings["rows"]
    picked = pick_rows(rows, mine)
    columns, drawn = standings_layout(summary, standings, players, picked, mine)
    subtitle = "　".join(
        x
        for x in (
            _heading(summary, standings),
            f"共 {len(rows)} 人",
            f"计算于 {computed_at}" if computed_at else "",
        )
        if x
    )
    footer = "红线：晋级线。黄底：同分时决定名次的一项。" + (
        "完整排名见网页或 /排名 文字。" if len(picked) < len(rows) else ""
    )
    return table_png(summary["name"], subtitle, columns, drawn, footer)


def standings_pages(
    summary: dict,
    standings: dict,
    players: Sequence[dict] | None = None,
    computed_at: str = "",
    page_rows: int = PAGE_ROWS,
) -> list[bytes]:
    """The whole standings as pages of `page_rows` rows, every page of a table with the same
    columns (each division its own table, paged on its own). The layout and column widths are
    worked out once per table; a page only draws its slice of rows."""
    pages = []
    for part in by_division(standings):
        columns, drawn = standings_layout(summary, part, players)
        widths = _widths(columns, drawn)
        total = max(1, -(-len(drawn) // page_rows))
        for k in range(total):
            subtitle = "　".join(
                x
                for x in (
                    _heading(summary, part),
                    f"第 {k + 1}/{total} 页",
                    f"计算于 {computed_at}" if computed_at else "",
                )
                if x
            )
            pages.append(
                table_png(
                    summary["name"],
                    subtitle,
                    columns,
                    drawn[k * page_rows : (k + 1) * page_rows],
                    widths=widths,
                )
            )
    return pages


# --------------------------------------------------------------------------- a round's tables


def tables_layout(tables: dict, players: Sequence[dict]) -> tuple[list[Column], list[Row]]:
    """Columns and rows of a round's tables: table, the seats in order (first seat first;
    an absent player in red), result, points by seat."""
    names = {p["seq"]: labels.player_name(p) for p in players}
    seats = max((len(t["seats"]) for t in tables["tables"]), default=2)
    columns = [Column("桌", "r")] + [
        Column("先手" if i == 0 else f"{i + 1}号位") for i in range(seats)
    ]
    columns += [Column("结果"), Column("得分", "r")]
    # players replaced by a substitute are no longer seated: named in a column of their own
    replaced = any(set(t.get("absent") or []) - set(t["seats"]) for t in tables["tables"])
    if replaced:
        columns.append(Column("缺席（由替补代替）"))
    rows = []
    for t in tables["tables"]:
        absent = set(t.get("absent") or [])
        cells = [Cell(str(t["table"]))]
        for i in range(seats):
            if i < len(t["seats"]):
                seq = t["seats"][i]
                mark = "（缺席）" if seq in absent else ""
                cells.append(Cell(f"{names.get(seq, '?')}({seq}){mark}", RED if mark else INK))
            else:
                cells.append(Cell(""))
        cells.append(Cell(t["result"] or "未录入", INK if t["result"] else MUTED))
        points = "/".join(t["points"].get(str(s), "-") for s in t["seats"]) if t["points"] else ""
        cells.append(Cell(points))
        if replaced:
            gone = [seq for seq in t.get("absent") or [] if seq not in t["seats"]]
            cells.append(Cell("、".join(f"{names.get(seq, '?')}({seq})" for seq in gone), RED))
        rows.append(Row(cells=cells))
    return columns, rows


def tables_png(
    summary: dict, tables: dict, players: Sequence[dict], computed_at: str = ""
) -> list[bytes]:
    """A round's tables (`/对阵`) as pictures, pages of PAGE_ROWS tables."""
    columns, rows = tables_layout(tables, players)
    number = tables["round"]
    state = labels.ROUND_STATUS.get(tables.get("status", ""), "")
    widths = _widths(columns, rows) if rows else None
    chunks = [rows[i : i + PAGE_ROWS] for i in range(0, len(rows), PAGE_ROWS)] or [[]]
    pages = []
    for k, chunk in enumerate(chunks):
        page = f"第 {k + 1}/{len(chunks)} 页" if len(chunks) > 1 else ""
        subtitle = "　".join(
            x
            for x in (
                f"第{number}轮对阵",
                state,
                page,
                f"计算于 {computed_at}" if computed_at else "",
            )
            if x
        )
        pages.append(
            table_png(summary["name"], subtitle, columns, chunk, "得分按座位顺序。", widths=widths)
        )
    return pages


# --------------------------------------------------------------------------- my results


def mine_png(summary: dict, history: Sequence[dict], seq: int, computed_at: str = "") -> bytes:
    """`/我的`: a player's row after each closed round (rank, total, that round's score) as a
    small table and a chart of the rank (line) and the total (bars) round by round.

    `history` holds the standings dicts after rounds 1, 2, … (each `views.standings`)."""
    title_font, body, small = _font(30, bold=True), _font(SIZE), _font(18)
    points = []
    row = None
    for st in history:
        found = next((r for r in st["rows"] if r["seq"] == seq), None)
        if found is not None and st["after_round"]:
            points.append((st["after_round"], found["rank"], found["total"], len(st["rows"])))
            row = found
    width, chart_h = 640, 220
    lines = []
    if row is not None:
        lines.append(
            f"{labels.player_name(row)}　报名序号 {seq}　{labels.status_word(row['status'], summary.get('status') == 'finished')}"
        )
        lines.append(
            "各轮成绩："
            + "，".join(
                f"第{i}轮 {'-' if s is None else s}" for i, s in enumerate(row["round_scores"], 1)
            )
        )
        lines.append(f"总分 {row['total']}　名次 {row['rank'] or '-'}")
        if row.get("ledger"):
            lines.append("处罚/补分：" + labels.ledger_text(row))
    else:
        lines.append(f"报名序号 {seq}：还没有成绩")
    top = PAD + 44 + 30
    height = top + len(lines) * 34 + (chart_h + 40 if points else 0) + PAD
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    draw.text((PAD, PAD + 20), summary["name"], font=title_font, fill=INK, anchor="lm")
    draw.text(
        (PAD, PAD + 58),
        "我的成绩" + (f"　计算于 {computed_at}" if computed_at else ""),
        font=small,
        fill=MUTED,
        anchor="lm",
    )
    y = top
    for i, line in enumerate(lines):
        draw.text(
            (PAD, y + 17),
            line,
            font=body,
            fill=RED if line.startswith("处罚") else INK,
            anchor="lm",
        )
        y += 34
    if points:
        _chart(draw, points, (PAD + 40, y + 24, width - PAD - 40, y + 24 + chart_h - 30), small)
    return _png(image)


def _chart(draw, points, box, font) -> None:
    """Bars: the total after each round; line: the rank (1 at the top)."""
    left, top, right, bottom = box
    draw.line((left, bottom, right, bottom), fill=LINE, width=2)
    n = len(points)
    step = (right - left) / n
    totals = [_number(p[2]) for p in points]
    high = max(max(totals), 1)
    worst = max(p[3] for p in points)
    coords = []
    for i, (rnd, rank, total, _size) in enumerate(points):
        cx = left + step * (i + 0.5)
        bar = (bottom - top - 30) * max(totals[i], 0) / high
        draw.rectangle(
            (cx - step * 0.2, bottom - bar, cx + step * 0.2, bottom), fill=HEAD_FILL, outline=ACCENT
        )
        draw.text((cx, bottom - bar - 4), total, font=font, fill=ACCENT, anchor="mb")
        draw.text((cx, bottom + 6), f"第{rnd}轮", font=font, fill=MUTED, anchor="mt")
        if rank:
            ry = top + (bottom - top - 40) * (rank - 1) / max(worst - 1, 1) + 10
            coords.append((cx, ry, rank))
    if len(coords) > 1:
        draw.line([(x, y) for x, y, _ in coords], fill=RED, width=3)
    for x, y, rank in coords:
        draw.ellipse((x - 6, y - 6, x + 6, y + 6), fill=RED)
        draw.text((x + 10, y), f"第{rank}名", font=font, fill=RED, anchor="lm")


def _number(text: str) -> float:
    """A decimal string as a bar height (drawing only; no arithmetic is compared on it)."""
    try:
        if "/" in text:
            a, b = text.split("/")
            return int(a) / int(b)
        return float(text)
    except ValueError:
        return 0.0
