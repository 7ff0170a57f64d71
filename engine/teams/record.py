"""The facts of a team event, per team and round (``TeamRecord``), made from the rounds' matches.

A round is a list of ``Fixture``s: two teams (the first-named first) and their ``TeamMatch``,
or one team and no opponent (a bye, 轮空). ``team_records`` turns the rounds into one record
per team; standings, tiebreaks and the Swiss pairer read only the records.

Readings:

- A match not complete yet (a board not entered) counts nothing: the round is ``ABSENT`` for
  both teams until every board is in (or the match is forfeited).
- A bye scores ``TeamBye``: ``match_points`` (default a match win, 2) and ``board_points``
  (None: half the boards won, boards / 2 × the game's win).
- A team that did not appear (``TeamMatch.forfeit``) has ``FORFEIT_LOSS``, 0 board points and
  the loss's match points; its opponent ``FORFEIT_WIN`` and ``MatchScoring``'s board points.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.swiss.record import ABSENT, BYE, DRAW, FORFEIT_LOSS, FORFEIT_WIN, LOSS, PLAYED, WIN
from engine.teams.match import FIRST_TEAM, GamePoints, MatchScoring, TeamMatch

__all__ = [
    "ABSENT",
    "BYE",
    "DRAW",
    "FORFEIT_LOSS",
    "FORFEIT_WIN",
    "LOSS",
    "PLAYED",
    "WIN",
    "Fixture",
    "TeamBye",
    "TeamRecord",
    "TeamRound",
    "team_records",
]


@dataclass(frozen=True)
class Fixture:
    """One table of a round: ``first`` (the first-named team's seq), ``second`` (None: ``first``
    has the bye) and the ``result`` (None: nothing entered)."""

    first: int
    second: int | None
    result: TeamMatch | None = None


@dataclass(frozen=True)
class TeamBye:
    """What a bye scores (the regulation's): ``match_points`` (default a win, 2) and
    ``board_points`` (None: half the boards won, boards / 2 × the game's win)."""

    match_points: Fraction = Fraction(2)
    board_points: Fraction | None = None

    def board_points_for(self, boards: int, points: GamePoints) -> Fraction:
        """The bye's board points for ``boards`` boards."""
        if self.board_points is not None:
            return Fraction(self.board_points)
        return Fraction(boards, 2) * points.win


@dataclass(frozen=True)
class TeamRound:
    """One round of one team: ``outcome`` (WIN, DRAW, LOSS, FORFEIT_WIN, FORFEIT_LOSS, BYE,
    ABSENT), ``opponent`` (None for BYE/ABSENT), ``first_named`` (the team was named first),
    ``match_points`` (场分), ``board_points`` (局分) and ``boards``: the team's points on each
    board, board 1 first (empty for a bye, an absent round or a forfeited match)."""

    outcome: str
    opponent: int | None = None
    first_named: bool = False
    match_points: Fraction = Fraction(0)
    board_points: Fraction = Fraction(0)
    boards: tuple[Fraction, ...] = ()


@dataclass(frozen=True)
class TeamRecord:
    """A team's history: one ``TeamRound`` per round 1..R; ``withdrawn``: no longer paired."""

    seq: int
    rounds: tuple[TeamRound, ...] = ()
    withdrawn: bool = False

    @property
    def match_points(self) -> Fraction:
        """Σ match points of every round (byes and forfeits included)."""
        return sum((r.match_points for r in self.rounds), Fraction(0))

    @property
    def board_points(self) -> Fraction:
        """Σ board points of every round (byes and forfeits included)."""
        return sum((r.board_points for r in self.rounds), Fraction(0))

    def met(self) -> frozenset[int]:
        """The teams met over the boards (a forfeited match is not a meeting, as in the
        individual Swiss: the two may still be paired)."""
        return frozenset(
            r.opponent for r in self.rounds if r.outcome in PLAYED and r.opponent is not None
        )


def _outcome(mine: Fraction, theirs: Fraction) -> str:
    return WIN if mine > theirs else LOSS if mine < theirs else DRAW


def _sides(
    fixture: Fixture, boards: int, points: GamePoints, scoring: MatchScoring
) -> tuple[TeamRound, TeamRound] | None:
    """The two teams' rounds of a fixture with an opponent; None while it is not complete."""
    assert fixture.second is not None
    result = fixture.result
    if result is None or not result.complete:
        return None
    first_bp, second_bp = result.board_points(points, scoring)
    first_mp, second_mp = result.match_points(points, scoring)
    if result.forfeit is not None:
        win, loss = (FORFEIT_LOSS, FORFEIT_WIN)
        first_out, second_out = (win, loss) if result.forfeit == FIRST_TEAM else (loss, win)
        first_boards: tuple[Fraction, ...] = ()
        second_boards: tuple[Fraction, ...] = ()
    else:
        first_out, second_out = _outcome(first_bp, second_bp), _outcome(second_bp, first_bp)
        first_boards = tuple(points.of(m)[0] for m in result.boards)
        second_boards = tuple(points.of(m)[1] for m in result.boards)
    return (
        TeamRound(first_out, fixture.second, True, first_mp, first_bp, first_boards),
        TeamRound(second_out, fixture.first, False, second_mp, second_bp, second_boards),
    )


def team_records(
    teams: Iterable[int],
    rounds: Sequence[Sequence[Fixture]],
    *,
    boards: int,
    points: GamePoints | None = None,
    scoring: MatchScoring | None = None,
    bye: TeamBye | None = None,
    withdrawn: Iterable[int] = (),
) -> dict[int, TeamRecord]:
    """team seq -> its record over ``rounds`` (round 1 first): a team without a table in a
    round, or whose match is not complete, is ``ABSENT`` that round."""
    points = points if points is not None else GamePoints()
    scoring = scoring if scoring is not None else MatchScoring()
    bye = bye if bye is not None else TeamBye()
    out = set(withdrawn)
    history: dict[int, list[TeamRound]] = {seq: [] for seq in teams}
    for fixtures in rounds:
        this: dict[int, TeamRound] = {}
        for fixture in fixtures:
            if fixture.second is None:
                this[fixture.first] = TeamRound(
                    BYE,
                    match_points=Fraction(bye.match_points),
                    board_points=bye.board_points_for(boards, points),
                )
                continue
            sides = _sides(fixture, boards, points, scoring)
            if sides is not None:
                this[fixture.first], this[fixture.second] = sides
        for seq, rounds_of in history.items():
            rounds_of.append(this.get(seq, TeamRound(ABSENT)))
    return {
        seq: TeamRecord(seq, tuple(rounds_of), seq in out) for seq, rounds_of in history.items()
    }
