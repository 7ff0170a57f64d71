"""A team event's pictures: the teams' standings (团体名次) and a round's matches board by board.

Both read the JSON of a team event (services/views.py): the standings' ``teams`` rows (rank,
name, match points, board points, tiebreaks, match points per round, members) and a round's
tables carrying ``teams`` and ``boards`` (``seats[0]`` moves first; results from the first-named
team's side)."""

from collections.abc import Sequence

from services import labels

from .draw import INK, MUTED
from .table import Cell, Column, Row, table_png


def team_standings(standings: dict) -> list[dict] | None:
    """The team rows of a team event's standings (None: not a team event on boards)."""
    teams = standings.get("teams")
    if isinstance(teams, list) and teams and "board_points" in teams[0]:
        return teams
    return None


def has_matches(tables: dict) -> bool:
    """Whether a round's tables are team matches on boards."""
    return any("boards" in t for t in tables.get("tables", []))


def team_standings_layout(teams: Sequence[dict]) -> tuple[list[Column], list[Row]]:
    """Columns and rows of the teams' standings: rank, team, 场分, 局分, the other tiebreaks of
    the chain (抽签 left out), each round's match points."""
    keys = [
        k for k in teams[0]["tiebreaks"] if k not in ("match_points", "board_points", "team_lots")
    ]
    rounds = max((len(t["round_scores"]) for t in teams), default=0)
    columns = [Column("名次", "r"), Column("队伍"), Column("场分", "r"), Column("局分", "r")]
    columns += [Column(labels.tiebreak_label(k), "r") for k in keys]
    columns += [Column(f"第{n}轮", "r") for n in range(1, rounds + 1)]
    rows = []
    for t in teams:
        cells = [Cell(str(t["rank"])), Cell(t["name"]), Cell(t["total"]), Cell(t["board_points"])]
        cells += [Cell(labels.tiebreak_text(t["tiebreaks"].get(k, ""))) for k in keys]
        scores = t["round_scores"] + [None] * (rounds - len(t["round_scores"]))
        cells += [Cell("-" if s is None else s, INK if s is not None else MUTED) for s in scores]
        rows.append(Row(cells=cells))
    return columns, rows


def team_standings_png(summary: dict, standings: dict, computed_at: str = "") -> bytes:
    """The teams' standings as one picture."""
    teams = team_standings(standings) or []
    columns, rows = team_standings_layout(teams)
    n = standings.get("after_round") or 0
    subtitle = "　".join(
        x
        for x in (
            f"第{n}轮后团体名次" if n else "尚无排名",
            f"共 {len(teams)} 队",
            f"计算于 {computed_at}" if computed_at else "",
        )
        if x
    )
    return table_png(summary["name"], subtitle, columns, rows, "场分相同按规程依次比较。")


def matches_layout(tables: dict, players: Sequence[dict]) -> tuple[list[Column], list[Row]]:
    """Columns and rows of a round's matches: a line per board — table, board, the first-named
    team's player, the result from his side, the other's player (先 after the one moving
    first) — the match's teams, board string and match points on its first board."""
    names = {p["seq"]: labels.player_name(p) for p in players}
    columns = [
        Column("桌", "r"),
        Column("对阵"),
        Column("台次", "r"),
        Column("先列队员"),
        Column("结果"),
        Column("后列队员"),
        Column("场分", "r"),
    ]
    rows = []
    for t in tables["tables"]:
        teams = t.get("teams") or []
        first_team = set(t["seats"][: len(t.get("boards") or [])])
        points = t.get("points") or {}
        for k, b in enumerate(t.get("boards") or []):
            seats = [q for q in b["seats"] if q is not None]
            ours = [q for q in seats if q in first_team]
            theirs = [q for q in seats if q not in first_team]

            def who(q: list[int], mover: int | None = seats[0] if seats else None) -> str:
                if not q:
                    return ""
                return f"{names.get(q[0], '?')}({q[0]})" + ("先" if q[0] == mover else "")

            head = " vs ".join(teams) if k == 0 else ""
            score = "：".join(points.get(x, "") for x in teams) if k == 0 and points else ""
            rows.append(
                Row(
                    cells=[
                        Cell(str(t["table"]) if k == 0 else ""),
                        Cell(head + (f"　{t['result']}" if k == 0 and t.get("result") else "")),
                        Cell(str(b["board"])),
                        Cell(who(ours)),
                        Cell(b["result"] or "-", INK if b["result"] else MUTED),
                        Cell(who(theirs)),
                        Cell(score),
                    ]
                )
            )
    return columns, rows
