"""A team match as the contract's JSON table and the chat's lines, pure.

``table_json``: ``{"table", "teams": [name, name], "boards": [{"board": i, "seats": [seq, seq],
"result": "胜"|"和"|"负"|"弃"|"对弃"|"双弃"|null}], "result": "<board string>"|null,
"points": {"<team>": "<match points>"}}``. ``seats[0]`` is the player who moves first on that
board (``first_movers``: board 1 the first-named team's, then alternating), while every board's
``result`` is written from the first-named team's side, as the board string is; ``result`` is
the board string once every board is in (``<队名>弃权`` for a forfeited match), ``points`` the
match points once the match is complete.

``decider_seats``: the two players of the knockout's decider board.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.numbers import decimal_text
from engine.teams.match import (
    OPEN,
    WORDS,
    ColourRule,
    GamePoints,
    MatchScoring,
    TeamMatch,
    first_movers,
    match_text,
    score_text,
)


def table_json(
    table: int,
    teams: tuple[str, str],
    lineups: tuple[Sequence[int], Sequence[int]],
    match: TeamMatch,
    *,
    round_no: int = 1,
    colours: ColourRule | None = None,
    points: GamePoints | None = None,
    scoring: MatchScoring | None = None,
) -> dict[str, object]:
    """The contract's table of a match (module docstring)."""
    points = points if points is not None else GamePoints()
    scoring = scoring if scoring is not None else MatchScoring()
    movers = first_movers(len(match.boards), round_no, colours)
    boards = []
    for i, mark in enumerate(match.boards):
        seats = [
            lineups[0][i] if i < len(lineups[0]) else None,
            lineups[1][i] if i < len(lineups[1]) else None,
        ]
        if movers[i]:  # the second-named team's player moves first on this board
            seats.reverse()
        result = None if match.forfeit is not None or mark == OPEN else WORDS[mark]
        boards.append({"board": i + 1, "seats": seats, "result": result})
    complete = match.complete
    out: dict[str, object] = {
        "table": table,
        "teams": list(teams),
        "boards": boards,
        "result": match_text(match, teams) if complete else None,
        "points": None,
    }
    if complete:
        first, second = match.match_points(points, scoring)
        out["points"] = {teams[0]: decimal_text(first), teams[1]: decimal_text(second)}
    return out


def table_line(
    table: int,
    teams: tuple[str, str],
    match: TeamMatch,
    *,
    points: GamePoints | None = None,
    scoring: MatchScoring | None = None,
) -> str:
    """``第3桌 红队 5:3 蓝队（胜和负胜）``; ``第3桌 红队 - 蓝队`` while a board is missing,
    ``第3桌 红队 vs 蓝队：蓝队弃权`` for a forfeited match."""
    points = points if points is not None else GamePoints()
    scoring = scoring if scoring is not None else MatchScoring()
    if match.forfeit is not None:
        return f"第{table}桌 {teams[0]} vs {teams[1]}：{match_text(match, teams)}"
    if not match.complete:
        return f"第{table}桌 {teams[0]} - {teams[1]}（{match_text(match)}）"
    first, second = match.board_points(points, scoring)
    return f"第{table}桌 {teams[0]} {score_text(first, second)} {teams[1]}（{match_text(match)}）"


def decider_seats(board: int, lineups: tuple[Sequence[int], Sequence[int]]) -> tuple[int, int]:
    """The two players of decider board ``board`` (from 1): the ones who played it."""
    if not 1 <= board <= min(len(lineups[0]), len(lineups[1])):
        raise ValueError(f"没有第{board}台：加赛台须在第1台到第{len(lineups[0])}台之间")
    return lineups[0][board - 1], lineups[1][board - 1]
