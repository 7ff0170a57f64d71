"""The tournament's web page `/t/{id}`: standings, each round's tables, the timetable, the
prizes, rendered on the server from the JSON API's views (Jinja2, no JavaScript), QQ masked."""

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from jinja2 import Environment, FileSystemLoader, select_autoescape

from services import labels, regulation_files, views

from . import clock, render, render_bracket

_templates = Environment(
    loader=FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=select_autoescape(["html"]),
    trim_blocks=True,
    lstrip_blocks=True,
)


def _local(iso: str | None, zone: ZoneInfo) -> str | None:
    return datetime.fromisoformat(iso).astimezone(zone).strftime("%Y-%m-%d %H:%M") if iso else None


def _cell_css(cell: render.Cell) -> str:
    if cell.fill == render.DECIDED:
        return "decided"
    return {render.GREEN: "ok", render.RED: "bad"}.get(cell.color, "")


def _plain(row: render.Row, columns: list[render.Column]) -> list[dict]:
    """A drawn row's cells as the page's (text, css)."""
    return [
        {"text": c.text, "css": _cell_css(c) + (" n" if col.align == "r" else "")}
        for c, col in zip(row.cells, columns, strict=False)
    ]


CUT_BELOW = ("eliminated", "substitute")
"""The statuses below a cut line (players cut by the round); a withdrawal is no cut."""


def _standings_rows(
    summary: dict, standings: dict, players: list[dict]
) -> tuple[list[render.Column], list[dict]]:
    """The page's columns (名次, 序号, 选手, the total by the format's word and the tiebreaks,
    then the round scores: what decides a rank stays in sight on a phone) and rows; a row's
    `cut` is the cut line under it, drawn only where players below it were cut."""
    columns, rows = render.standings_layout(
        summary,
        standings,
        players,
        total_title=summary.get("total_label") or "总分",
        totals_first=True,
    )
    source = standings["rows"]
    out = []
    for i, row in enumerate(rows):
        cells = [
            {"text": c.text, "css": _cell_css(c) + (" n" if col.align == "r" else "")}
            for c, col in zip(row.cells, columns, strict=False)  # a short row: its cells
        ]
        cells[-1]["css"] = "pen"
        cut = row.rule and i + 1 < len(source) and source[i + 1]["status"] in CUT_BELOW
        css = " ".join(
            x for x in ("out" if source[i]["status"] != "active" else "", "cut" if cut else "") if x
        )
        out.append({"cells": cells, "css": css, "cut": cut})
    return columns, out


async def render_page(tid: int) -> str | None:
    """The page's HTML, None for an unknown tournament."""
    summary = await views.tournament(tid)
    if summary is None:
        return None
    zone = ZoneInfo(summary.get("timezone") or "Asia/Shanghai")
    standings = await views.standings(tid)
    players = await views.players(tid, full_qq=False)
    if standings is None or players is None:  # the tournament was deleted meanwhile
        return None
    names = {p["seq"]: labels.player_name(p) for p in players}
    # one table per division (ranks count within it), else one table
    parts = []
    for part in render.by_division(standings) if standings["rows"] else []:
        columns, rows = _standings_rows(summary, part, players)
        n = part["after_round"]
        parts.append(
            {
                "division": part.get("division_name"),
                "columns": columns,
                "rows": rows,
                "cut": any(row["cut"] for row in rows),
                "decided": any("decided" in c["css"] for row in rows for c in row["cells"]),
                "heading": f"{part.get('division_name') or ''}"
                + (f"第{n}轮后排名" if n else "尚无排名"),
            }
        )
    if (teams := render.team_standings(standings)) is not None:  # a team event: teams first
        team_columns, team_rows = render.team_standings_layout(teams)
        n = standings["after_round"]
        parts.insert(
            0,
            {
                "division": "团体名次",
                "columns": team_columns,
                "rows": [
                    {"cells": _plain(row, team_columns), "css": "", "cut": False}
                    for row in team_rows
                ],
                "cut": False,
                "decided": False,
                "heading": f"第{n}轮后团体名次" if n else "尚无排名",
            },
        )
    rounds = []
    for r in summary["rounds"]:
        tables = await views.round_tables(tid, r["number"])
        if tables is None:
            continue
        if render.has_matches(tables):  # a team event's matches: a row per board
            match_columns, match_rows = render.matches_layout(tables, players)
            rounds.append(
                {
                    "number": r["number"],
                    "state": labels.ROUND_STATUS.get(tables.get("status", ""), ""),
                    "columns": match_columns,
                    "rows": [_plain(row, match_columns) for row in match_rows],
                }
            )
            continue
        _, drawn = render.tables_layout(tables, players)
        seats = max((len(t["seats"]) for t in tables["tables"]), default=2)
        words = tables.get("seat_words") or []
        rounds.append(
            {
                "number": r["number"],
                "state": labels.ROUND_STATUS.get(tables.get("status", ""), ""),
                "seats": seats,
                "seat_words": [
                    words[i] if i < len(words) else f"{i + 1}号位" for i in range(seats)
                ],
                "tables": [
                    {
                        "table": row.cells[0].text,
                        "seats": [
                            {"text": c.text, "absent": c.color == render.RED}
                            for c in row.cells[1 : 1 + seats]
                        ],
                        "result": row.cells[1 + seats].text,
                        "points": row.cells[2 + seats].text,
                        "replaced": row.cells[3 + seats].text
                        if len(row.cells) > 3 + seats
                        else None,
                    }
                    for row in drawn
                ],
                "replaced": len(drawn[0].cells) > 3 + seats if drawn else False,
            }
        )
    timetable = [
        {
            "label": r.get("label") or f"第{r['number']}轮",
            "starts_at": _local(r["starts_at"], zone),
            "state": labels.ROUND_STATUS.get(r["status"], ""),
        }
        for r in summary["rounds"]
    ]
    prizes = [
        {**p, "name": names.get(p["seq"], "")}
        | (  # a board prize (台次奖): its board and the player's score there
            {"item": f"第{p['board']}台 {p['points']}分/{p['games']}局", "amount": ""}
            if p.get("kind") == "board"
            else {}
        )
        for p in standings.get("prizes", [])
    ]
    bracket = None
    if standings.get("bracket"):
        b_columns, b_rows = render_bracket.bracket_layout(standings["bracket"], players)
        bracket = {
            "title": standings["bracket"].get("title") or "对阵图",
            "columns": b_columns,
            "rows": [
                [
                    {"text": c.text, "css": _cell_css(c) + (" n" if col.align == "r" else "")}
                    for c, col in zip(row.cells, b_columns, strict=False)
                ]
                for row in b_rows
            ],
            "notes": standings["bracket"].get("notes") or [],
        }
    t = {
        **summary,
        "status_word": labels.TOURNAMENT_STATUS.get(summary["status"], ""),
        "signup_deadline": _local(summary.get("signup_deadline"), zone),
        "zone_word": "北京时间" if str(zone) == "Asia/Shanghai" else str(zone),
    }
    after = standings["after_round"]
    regulation = await regulation_files.summary_of(tid)
    return _templates.get_template("tournament.html").render(
        t=t,
        heading=f"第{after}轮后排名" if after else "排名",
        tables=parts,
        rounds=rounds,
        timetable=timetable,
        prizes=prizes,
        bracket=bracket,
        regulation=regulation.lines if regulation is not None else [],
        computed_at=clock.now().astimezone(zone).strftime("%Y-%m-%d %H:%M"),
    )
