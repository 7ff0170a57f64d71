"""Individual outputs of a team event and the unit ranking of an individual event, pure.

- ``board_games``: every player's board results (per round: board, opponent, mark from his
  side, points), read from the rounds' fixtures and the line-ups played.
- ``player_rows``: the contract's ``rows`` — ``seq``, ``name``, ``team``, ``board`` (the
  registered 台次), ``total`` (his board points, forfeited boards included).
- ``board_prizes`` (台次奖): per board, the players who played at least ``min_games`` games over
  the board on it, ranked by score rate (points / (games × win)), then points, then games, then
  their team's final rank; equal on all of these they share the place. A forfeited board (弃台)
  is no game for either player here (it still counts in ``total``).
- ``rank_units`` (「团体成绩按每单位男子前2名、女子前1名的名次之和计算，小者列前」): each unit's
  best ``men`` men and best ``women`` women of the individual standings, ranked by the sum of
  their places (smaller first) or of their points (larger first); equal sums: the unit whose
  best counted member is better; still equal: the same rank. A unit without enough men or women
  ranks after every complete unit, by how many members it could count (more first), then the
  same sums.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from engine.numbers import decimal_text
from engine.teams.lineup import Team
from engine.teams.match import DRAW, LOSS, WIN, WORDS, GamePoints
from engine.teams.record import Fixture

_FLIP = {"W": "L", "L": "W", "D": "D", "F": "O", "O": "F", "B": "B", "-": "-"}
PLAYED_MARKS = (WIN, DRAW, LOSS)


@dataclass(frozen=True)
class BoardGame:
    """One player's board in one round: ``board`` (1..boards, where he played), ``team``,
    ``opponent`` (seq), ``mark`` from his side (W/D/L, F he was absent, O the opponent was,
    B both), ``points``."""

    round_no: int
    board: int
    seq: int
    team: int
    opponent: int
    mark: str
    points: Fraction

    @property
    def played(self) -> bool:
        """A game over the board (not a forfeited board)."""
        return self.mark in PLAYED_MARKS


def board_games(
    rounds: Sequence[Sequence[Fixture]],
    lineups: Mapping[tuple[int, int], Sequence[int]],
    points: GamePoints | None = None,
) -> list[BoardGame]:
    """Every board of every complete, not forfeited match, once per player: ``lineups`` maps
    (round, team seq) to the seqs it played, board 1 first (``lineup_for_round``)."""
    points = points if points is not None else GamePoints()
    games: list[BoardGame] = []
    for round_no, fixtures in enumerate(rounds, start=1):
        for f in fixtures:
            if f.second is None or f.result is None or f.result.forfeit is not None:
                continue
            if not f.result.complete:
                continue
            first = lineups[(round_no, f.first)]
            second = lineups[(round_no, f.second)]
            for i, mark in enumerate(f.result.boards):
                a, b = points.of(mark)
                games.append(BoardGame(round_no, i + 1, first[i], f.first, second[i], mark, a))
                games.append(
                    BoardGame(round_no, i + 1, second[i], f.second, first[i], _FLIP[mark], b)
                )
    return games


def player_rows(teams: Iterable[Team], games: Iterable[BoardGame]) -> list[dict[str, object]]:
    """The contract's player ``rows``, by team then registered board: ``seq``, ``name``,
    ``team`` (name), ``board`` (registered 台次), ``total`` (board points, exact decimal)."""
    totals: dict[int, Fraction] = {}
    for g in games:
        totals[g.seq] = totals.get(g.seq, Fraction(0)) + g.points
    rows: list[dict[str, object]] = []
    for team in teams:
        for m in (*team.regulars, *team.reserves):
            rows.append(
                {
                    "seq": m.seq,
                    "name": m.name,
                    "team": team.name,
                    "board": m.board,
                    "total": decimal_text(totals.get(m.seq, Fraction(0))),
                }
            )
    return rows


def board_result_text(game: BoardGame) -> str:
    """``第2台 胜``: a player's board and his result in one round."""
    return f"第{game.board}台 {WORDS.get(game.mark, '-')}"


@dataclass(frozen=True)
class BoardPrizeRow:
    """One place of a board prize: ``rank`` on ``board``, the player, his ``games`` over the
    board there, ``points`` and ``rate`` (points / (games × win))."""

    board: int
    rank: int
    seq: int
    team: int
    games: int
    points: Fraction
    rate: Fraction


def board_prizes(
    games: Iterable[BoardGame],
    boards: int,
    *,
    min_games: int,
    team_ranks: Mapping[int, int],
    points: GamePoints | None = None,
) -> dict[int, list[BoardPrizeRow]]:
    """Board -> its prize table (module docstring); a board nobody qualified on is empty."""
    points = points if points is not None else GamePoints()
    tally: dict[tuple[int, int], list[BoardGame]] = {}
    for g in games:
        if g.played:
            tally.setdefault((g.board, g.seq), []).append(g)
    out: dict[int, list[BoardPrizeRow]] = {b: [] for b in range(1, boards + 1)}
    for board in out:
        candidates = []
        for (b, seq), played in tally.items():
            if b != board or len(played) < min_games:
                continue
            total = sum((g.points for g in played), Fraction(0))
            rate = total / (len(played) * points.win)
            candidates.append((seq, played[0].team, len(played), total, rate))
        candidates.sort(key=lambda c: (-c[4], -c[3], -c[2], team_ranks.get(c[1], 10**9), c[0]))
        rows: list[BoardPrizeRow] = []
        for position, (seq, team, count, total, rate) in enumerate(candidates, start=1):
            rank = position
            if rows:
                last = rows[-1]
                if (last.rate, last.points, last.games, team_ranks.get(last.team)) == (
                    rate,
                    total,
                    count,
                    team_ranks.get(team),
                ):
                    rank = last.rank
            rows.append(BoardPrizeRow(board, rank, seq, team, count, total, rate))
        out[board] = rows
    return out


# --------------------------------------------------------------------------- unit ranking


@dataclass(frozen=True)
class Placed:
    """A player of the individual standings: ``seq``, ``place`` (his final rank), ``points``,
    ``unit`` (代表单位) and ``woman``."""

    seq: int
    place: int
    points: Fraction
    unit: str
    woman: bool = False


@dataclass(frozen=True)
class UnitRule:
    """The make-up of a unit's score: its best ``men`` men and best ``women`` women, summed by
    ``by``: ``places`` (smaller first) or ``points`` (larger first)."""

    men: int = 2
    women: int = 1
    by: Literal["places", "points"] = "places"


@dataclass(frozen=True)
class UnitRow:
    """One unit's place: ``rank``, ``unit``, the ``counted`` seqs (men then women, best
    first), ``total`` (sum of places or points), ``complete`` (enough men and women)."""

    rank: int
    unit: str
    counted: tuple[int, ...]
    total: Fraction
    complete: bool


def rank_units(players: Iterable[Placed], rule: UnitRule) -> list[UnitRow]:
    """The units ranked by ``rule`` (module docstring)."""
    by_unit: dict[str, list[Placed]] = {}
    for p in sorted(players, key=lambda p: (p.place, p.seq)):
        by_unit.setdefault(p.unit, []).append(p)
    places = rule.by == "places"
    scored = []
    for unit, members in by_unit.items():
        men = [p for p in members if not p.woman][: rule.men]
        women = [p for p in members if p.woman][: rule.women]
        counted = men + women
        complete = len(men) == rule.men and len(women) == rule.women
        total = sum(
            (Fraction(p.place) if places else Fraction(p.points) for p in counted), Fraction(0)
        )
        best = min((p.place for p in counted), default=10**9)
        best_points = max((Fraction(p.points) for p in counted), default=Fraction(0))
        if places:
            key: tuple[object, ...] = (not complete, -len(counted), total, best)
        else:
            key = (not complete, -len(counted), -total, -best_points)
        scored.append((key, unit, tuple(p.seq for p in counted), total, complete))
    scored.sort(key=lambda s: (s[0], s[1]))
    rows: list[UnitRow] = []
    for position, (key, unit, counted_seqs, total, complete) in enumerate(scored, start=1):
        rank = rows[-1].rank if rows and scored[position - 2][0] == key else position
        rows.append(UnitRow(rank, unit, counted_seqs, total, complete))
    return rows
