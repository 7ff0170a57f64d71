"""The prizes of a team event: the regulation's prize table (``prizes.ranges``) paid by the
teams' final places — place i to the i-th team of the team ranking, as an individual event pays
its players —, then the board prizes (台次奖, ``TeamStandings.board_prizes``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.numbers import decimal_text
from engine.prizes import rank_prizes

from .standings import TeamStandings

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def team_prizes(reg: Regulation, standings: TeamStandings) -> list[dict[str, object]]:
    """``{"kind": "team", "rank", "team", "members", "amount", "item"}`` for each team the prize
    table pays, in place order."""
    teams = list(standings.teams)
    ranges = [r for r in reg.prizes.ranges if r.division is None]
    won = rank_prizes(list(range(len(teams))), ranges)  # a team by its place in the ranking
    return [
        {
            "kind": "team",
            "rank": p.rank,
            "team": teams[p.seq]["name"],
            "members": teams[p.seq].get("members", []),
            "amount": decimal_text(p.amount),
            "item": p.item,
        }
        for p in won
    ]


def prize_lines(rows: list[dict[str, object]]) -> list[str]:
    """The final post's lines of the team prizes (none: [])."""
    if not rows:
        return []
    lines = ["团体奖："]
    for row in rows:
        what = f"{row['amount']}元" if row["amount"] not in ("0", "") else ""
        item = f"{'，' if what else ''}{row['item']}" if row["item"] else ""
        lines.append(f"第{row['rank']}名 {row['team']} {what}{item}".rstrip())
    return lines
