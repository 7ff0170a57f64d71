"""Pictures for the chat: pure functions from the JSON API's dicts (services/views.py) to PNG bytes.

Drawn with Pillow in Noto Sans CJK SC, looked up at run time in the usual font folders
(Debian's `fonts-noto-cjk`, which scripts/setup installs). Without a CJK font every function
raises `NoFont` and the caller sends text instead.

The package, from the bottom up: `draw` (the font, the fixed palette, glyph tiles, the canvas
and its PNG), `table` (a generic table as a picture), then one module per picture: `standings`,
`round_tables` (`/对阵`), `mine` (`/我的`) and `teams` (a team event's standings and
matches); the bracket is render_bracket.py. Callers use
the names re-exported here.
"""

from .draw import (
    ACCENT,
    DECIDED,
    FONT_CANDIDATES,
    FONT_ENV,
    GREEN,
    HEAD_FILL,
    INK,
    LINE,
    MINE,
    MUTED,
    PAD,
    PAGE_ROWS,
    RED,
    ROW,
    SIZE,
    WHITE,
    ZEBRA,
    NoFont,
    available,
    font_file,
)
from .mine import mine_png
from .round_tables import tables_layout, tables_png
from .standings import (
    by_division,
    pick_rows,
    standings_layout,
    standings_pages,
    standings_png,
    standings_pngs,
)
from .table import Cell, Column, Row, table_png
from .teams import (
    has_matches,
    matches_layout,
    team_standings,
    team_standings_layout,
    team_standings_png,
)

__all__ = [
    "ACCENT",
    "DECIDED",
    "FONT_CANDIDATES",
    "FONT_ENV",
    "GREEN",
    "HEAD_FILL",
    "INK",
    "LINE",
    "MINE",
    "MUTED",
    "PAD",
    "PAGE_ROWS",
    "RED",
    "ROW",
    "SIZE",
    "WHITE",
    "ZEBRA",
    "Cell",
    "Column",
    "NoFont",
    "Row",
    "available",
    "by_division",
    "font_file",
    "mine_png",
    "pick_rows",
    "standings_layout",
    "standings_pages",
    "standings_png",
    "standings_pngs",
    "has_matches",
    "matches_layout",
    "table_png",
    "team_standings",
    "team_standings_layout",
    "team_standings_png",
    "tables_layout",
    "tables_png",
]
