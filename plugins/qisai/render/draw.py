"""The drawing primitives of every picture: the CJK font, the one fixed palette, glyphs pasted
from cached tiles, a palette canvas and its PNG.

Drawn with Pillow in Noto Sans CJK SC, looked up at run time in the usual font folders
(Debian's `fonts-noto-cjk`, which scripts/setup installs). Without a CJK font every drawing
function raises `NoFont` and the caller sends text instead.
"""

import functools
import io
import os
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw, ImageFont

if TYPE_CHECKING:
    from PIL._imaging import ImagingCore  # Pillow's core image (typed in its stubs only)

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

Colour = tuple[int, int, int]  # RGB

INK: Colour = (33, 37, 41)
MUTED: Colour = (134, 142, 150)
RED: Colour = (201, 42, 42)
GREEN: Colour = (43, 138, 62)
ACCENT: Colour = (24, 100, 171)
HEAD_FILL: Colour = (231, 240, 250)
ZEBRA: Colour = (248, 249, 250)
DECIDED: Colour = (255, 243, 191)
MINE: Colour = (232, 245, 233)
LINE: Colour = (222, 226, 230)
WHITE: Colour = (255, 255, 255)

SIZE = 22
ROW = 38
PAD = 14
PAGE_ROWS = 60


INKS = (INK, MUTED, RED, GREEN, ACCENT)
GROUNDS = (WHITE, ZEBRA, HEAD_FILL, DECIDED, MINE)
BLENDS = 9  # anti-aliased shades between each ink and each ground


@functools.cache
def _colours() -> tuple[Colour, ...]:
    """The one palette every picture is saved with: the grounds, the inks, `LINE`, and the
    shades of anti-aliased text (each ink over each ground at 1/10 … 9/10) — 236 colours.
    Pictures only draw these inks on these grounds, so mapping to the nearest entry is
    exact for flat colours and within one shade for text. Computing an adaptive palette per
    picture (octree) was the largest single cost of a page."""
    colours = list(GROUNDS) + list(INKS) + [LINE]
    for ink in INKS:
        for ground in GROUNDS:
            for k in range(1, BLENDS + 1):
                colours.append(_mix(ink, ground, k / (BLENDS + 1)))
    return tuple(colours)


def _mix(ink: Colour, ground: Colour, a: float) -> Colour:
    """`ink` over `ground` at coverage `a` (0: the ground, 1: the ink)."""
    r, g, b = (round(under + (over - under) * a) for over, under in zip(ink, ground, strict=True))
    return r, g, b


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
def _index(colour: Colour) -> int:
    """The palette index of a colour (the nearest entry for one not in the palette)."""
    colours = _colours()
    if colour in colours:
        return colours.index(colour)
    return min(
        range(len(colours)),
        key=lambda i: sum((a - b) ** 2 for a, b in zip(colours[i], colour, strict=True)),
    )


def _blend_index(ink: int, ground: int, k: int) -> int:
    """The index of ink over ground at coverage k/(BLENDS+1)."""
    colours = _colours()
    return _index(_mix(colours[ink], colours[ground], k / (BLENDS + 1)))


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
        if "SC" in (family or "").split():
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
    # whole pixels (FreeType's boxes are; Pillow types them as float)
    left, top, right, bottom = (int(v) for v in font.getbbox(ch, anchor="ls"))
    advance = font.getlength(ch)
    if right <= left or bottom <= top:
        return None, 0, 0, advance
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text((-left, -top), ch, font=font, fill=255, anchor="ls")
    return mask, left, top, advance


@functools.lru_cache(maxsize=16384)
def _tile(
    ch: str, size: int, bold: bool, ink: int, ground: int
) -> tuple["ImagingCore", "ImagingCore", int, int]:
    """A glyph ready to paste on a palette picture: (its pixels as palette indices — the
    shade of `ink` over `ground` nearest to each pixel's coverage —, the mask of the pixels
    it covers, width, height), the two images as Pillow's core objects (see `_paste_text`)."""
    mask = _glyph(ch, size, bold)[0]
    assert mask is not None, "only a glyph that draws something has a tile"
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
    color: Colour,
    ground: Colour = WHITE,
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
