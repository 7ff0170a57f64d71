"""The standings as pictures: the layout of their table (columns, highlighted tiebreaks, the
cut line), one table per division, the rows a chat picture shows, and the pages of the whole."""

from collections.abc import Sequence

from services import labels

from .draw import DECIDED, GREEN, INK, MINE, MUTED, PAGE_ROWS, RED, Colour
from .table import Cell, Column, Row, _widths, table_png
from .teams import team_standings, team_standings_png


def _division_of(players: Sequence[dict] | None) -> dict[int, str]:
    return {p["seq"]: p["division"] for p in players or [] if p.get("division")}


def _tiebreak_cell(row: dict, key: str, keys: list[str], color: Colour) -> Cell:
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
    A division without rows is left out. A stage in groups being played (every row carries its
    `group`): one table per group (A组, B组 …), in the rows' order."""
    divisions = standings.get("divisions")
    rows = standings.get("rows") or []
    if not divisions and rows and all(r.get("group") for r in rows):
        names = list(dict.fromkeys(r["group"] for r in rows))
        return [
            {
                **standings,
                "rows": [r for r in rows if r["group"] == g],
                "division_name": f"{g}组",
            }
            for g in names
        ]
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
    it), else one; a team event's teams' standings first."""
    teams = (
        [team_standings_png(summary, standings, computed_at)] if team_standings(standings) else []
    )
    return teams + [
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
