"""A team event's standings: the teams ranked by the regulation's chain of team tiebreaks
(engine/teams/standings.py), and the players' rows (their board points) for board prizes.

Rows are the players: ``total`` his board points (局分 of his boards), ``round_scores`` his board's
points each round (None: not in the line-up), no tiebreaks (the JSON adds his ``team`` and
``board`` from the sign-up); ordered by total, then his team's place, his registered board, his
number; ``rank`` his place in that order. The teams' ranking (``TeamStandings.teams``,
the JSON ``teams``) is what the event ranks; ``records`` feeds the team Swiss.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.numbers import decimal_text
from engine.standings import StandingRow, Standings
from engine.teams.lineup import Team
from engine.teams.match import WORDS
from engine.teams.prizes import board_games, board_prizes
from engine.teams.record import Fixture, TeamRecord, team_records
from engine.teams.standings import TeamRankedRow, rank_teams, standings_json
from engine.tiebreaks.games import draw_lots
from engine.tiebreaks.teams import TeamContext

from ..base import Facts, FormatError
from ..knockout_views import BracketStandings
from . import knockout as ko
from .results import TeamResult
from .roster import table_teams, team_of_seq, teams_of
from .schema import bye_rule, game_points, match_scoring, spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


@dataclass(frozen=True)
class TeamStandings(Standings):
    """The players' standings with the teams' ranking: ``teams`` the JSON rows (rank order),
    ``ranked`` the ranking, ``records`` each team's record, ``names`` team seq -> name."""

    teams: tuple[dict[str, object], ...] = ()
    ranked: tuple[TeamRankedRow, ...] = ()
    records: Mapping[int, TeamRecord] = field(default_factory=dict)
    names: Mapping[int, str] = field(default_factory=dict)
    boards: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    """player seq -> his board results, round by round (``第1轮 第2台 和 对 棋手23（6队）``)."""
    board_prizes: tuple[dict[str, object], ...] = ()
    """台次奖 as it stands, board by board (``prize_json``)."""
    final: bool = False
    """Whether ``after_round`` is the event's last round (the board prizes are then awarded)."""
    players: Mapping[int, str] = field(default_factory=dict)
    """player seq -> his name (for the final post's board prizes)."""
    knockout: BracketStandings | None = None
    """A team knockout's bracket of teams and its progress (knockout.py; None otherwise)."""


def fixtures_by_round(
    reg: Regulation, facts: Facts[TeamResult], team_of: Mapping[int, int], after_round: int
) -> list[list[Fixture]]:
    """Rounds 1..``after_round`` as fixtures (first-named team, other or None, the match)."""
    boards = spec(reg).boards
    rounds: list[list[Fixture]] = [[] for _ in range(after_round)]
    for t in facts.tables:
        if not 1 <= t.round <= after_round:
            continue
        sides = table_teams(t.seats, boards, team_of)
        if sides is None:
            continue
        first, second = sides
        match = t.result.match if t.result is not None and not t.result.bye else None
        rounds[t.round - 1].append(Fixture(first, second, match))
    return rounds


def standings(reg: Regulation, facts: Facts[TeamResult], after_round: int) -> TeamStandings:
    """The teams ranked and the players' rows after round ``after_round`` (module docstring)."""
    s = spec(reg)
    names = {seq: p.name for seq, p in facts.players.items()}
    teams: dict[int, Team] = teams_of(reg, facts.players.values(), names)
    team_of = team_of_seq(teams)
    rounds = fixtures_by_round(reg, facts, team_of, after_round)
    gone = {
        t.seq
        for t in teams.values()
        if all(
            facts.players[m.seq].withdrawn or facts.players[m.seq].disqualified for m in t.members
        )
    }
    played = {seq for fixtures in rounds for f in fixtures for seq in (f.first, f.second)}
    teams = {seq: t for seq, t in teams.items() if seq not in gone or seq in played}
    records = team_records(
        teams,
        rounds,
        boards=s.boards,
        points=game_points(reg),
        scoring=match_scoring(reg),
        bye=bye_rule(reg),
        withdrawn=gone,
    )
    context = TeamContext.of(
        records.values(),
        lots=draw_lots(facts.seed, teams),
        weights=[Fraction(w) for w in s.board_weights],
    )
    try:
        ranked = rank_teams(records.values(), s.tiebreaks, context)
    except ValueError as exc:
        raise FormatError(
            f"无法计算团体排名：{exc}。请组委改正规程的排名依据（format.tiebreaks）。"
        ) from exc
    team_rank = {row.seq: row.rank for row in ranked}
    bracket = None
    final = after_round >= last_round(reg, len(teams))
    if s.system == "knockout":
        team_names = {seq: t.name for seq, t in teams.items()}
        bracket = ko.bracket_standings(
            reg, facts.tables, team_of, team_names, after_round, facts.seed
        )
        if bracket is not None:
            team_rank = ko.exit_ranks(bracket)
            line = ko.line_order(bracket)
            ranked = sorted(
                (replace(row, rank=team_rank.get(row.seq, row.rank)) for row in ranked),
                key=lambda row: (row.rank, line.get(row.seq, len(line))),
            )
            final = bracket.progress is not None and bracket.progress.finished
    return TeamStandings(
        after_round,
        _player_rows(reg, facts, teams, team_rank, after_round),
        [seq for seq, p in sorted(facts.players.items()) if _active(p)],
        tuple(standings_json(ranked, teams, records)),
        tuple(ranked),
        records,
        {seq: t.name for seq, t in teams.items()},
        board_lines(reg, facts, teams, after_round),
        prize_json(reg, rounds, facts, teams, team_rank),
        final,
        names,
        bracket,
    )


def last_round(reg: Regulation, teams: int) -> int:
    """The event's last round: a Swiss's ``rounds``, a knockout's log2 ``size``; a round
    robin's n − 1 a cycle for n teams (rounded up to even)."""
    s = spec(reg)
    if s.system != "round_robin":
        return s.planned_rounds
    return (teams + teams % 2 - 1) * s.cycles


def prize_json(
    reg: Regulation,
    rounds: Sequence[Sequence[Fixture]],
    facts: Facts[TeamResult],
    teams: Mapping[int, Team],
    team_rank: Mapping[int, int],
) -> tuple[dict[str, object], ...]:
    """台次奖 (engine/teams/prizes.py ``board_prizes``): per board, the players with at least
    ``board_prize_min_games`` games over the board on it, by score rate, points, games, their
    team's place; each ``{"kind": "board", "board", "rank", "seq", "team", "games", "points",
    "rate"}`` (exact decimals; rate as a fraction of the boards' full points, e.g. ``0.75``)."""
    s = spec(reg)
    team_of = team_of_seq(teams)
    lineups: dict[tuple[int, int], tuple[int, ...]] = {}
    for t in facts.tables:
        sides = table_teams(t.seats, s.boards, team_of)
        if sides is None or sides[1] is None:
            continue
        lineups[(t.round, sides[0])] = tuple(t.seats[: s.boards])
        lineups[(t.round, sides[1])] = tuple(t.seats[s.boards :])
    points = game_points(reg)
    games = board_games(rounds, lineups, points)
    table = board_prizes(
        games, s.boards, min_games=s.board_prize_min_games, team_ranks=team_rank, points=points
    )
    return tuple(
        {
            "kind": "board",
            "board": row.board,
            "rank": row.rank,
            "seq": row.seq,
            "team": teams[row.team].name if row.team in teams else "",
            "games": row.games,
            "points": decimal_text(row.points),
            "rate": decimal_text(row.rate),
        }
        for board in sorted(table)
        for row in table[board]
    )


def board_lines(
    reg: Regulation, facts: Facts[TeamResult], teams: Mapping[int, Team], after_round: int
) -> dict[int, tuple[str, ...]]:
    """player seq -> ``第r轮 第i台 <结果> 对 <对手>（<队>）`` for every board he was seated on
    (his result from his side; 弃 his absence, 对弃 his opponent's; a forfeited match 对方弃权
    or 本队弃权; a board not entered ``-``)."""
    n = spec(reg).boards
    name_of = {m.seq: m.name for t in teams.values() for m in t.members}
    team_name = {m.seq: t.name for t in teams.values() for m in t.members}
    out: dict[int, list[str]] = {}
    for t in sorted(facts.tables, key=lambda t: t.round):
        if not 1 <= t.round <= after_round or len(t.seats) != 2 * n or t.result is None:
            continue
        match = t.result.match
        sides = (match, match.flipped())
        for i, seq in enumerate(t.seats):
            side, board = divmod(i, n)
            other = t.seats[(1 - side) * n + board]
            if match.forfeit is not None:
                word = "本队弃权" if match.forfeit == side else "对方弃权"
            else:
                word = WORDS.get(sides[side].boards[board], "-")
            out.setdefault(seq, []).append(
                f"第{t.round}轮 第{board + 1}台 {word} 对 "
                f"{name_of.get(other, str(other))}（{team_name.get(other, '')}）"
            )
    return {seq: tuple(lines) for seq, lines in out.items()}


def _active(p: object) -> bool:
    return not getattr(p, "withdrawn", False) and not getattr(p, "disqualified", False)


def _player_rows(
    reg: Regulation,
    facts: Facts[TeamResult],
    teams: Mapping[int, Team],
    team_rank: Mapping[int, int],
    after_round: int,
) -> list[StandingRow]:
    scores: dict[int, list[Fraction | None]] = {seq: [None] * after_round for seq in facts.players}
    for t in facts.tables:
        if not 1 <= t.round <= after_round or t.result is None or t.result.bye:
            continue
        for i, seq in enumerate(t.seats):
            if seq in scores and i < len(t.points):
                scores[seq][t.round - 1] = Fraction(sum(t.points[i]))
    member = {m.seq: (t.seq, m.board) for t in teams.values() for m in t.members}

    def total(seq: int) -> Fraction:
        return sum((x for x in scores[seq] if x is not None), Fraction(0))

    def key(seq: int) -> tuple[object, ...]:
        team, board = member.get(seq, (0, 99))
        return (-total(seq), team_rank.get(team, 10**6), board, seq)

    rows: list[StandingRow] = []
    for position, seq in enumerate(sorted(facts.players, key=key), start=1):
        p = facts.players[seq]
        status = "disqualified" if p.disqualified else "withdrawn" if p.withdrawn else "active"
        rows.append(
            StandingRow(
                position,
                seq,
                total(seq),
                list(scores[seq]),
                {},
                status,
                after_round,
                None,
            )
        )
    return rows
