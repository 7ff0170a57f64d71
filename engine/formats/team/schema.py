"""The ``[format]`` part of a team event on boards (团体赛, ``kind = "team"``) and the engine core's
rules read from it (engine/teams: points, match points, byes, colours, line-ups)."""

from __future__ import annotations

from datetime import date
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar, Literal
from zoneinfo import ZoneInfo

from pydantic import Field, model_validator

from engine import games as game_rules
from engine.fields import Points, _Model
from engine.teams.lineup import LineupRules
from engine.teams.match import ColourRule, GamePoints, MatchScoring
from engine.teams.pairing import KnockoutRule
from engine.teams.record import TeamBye
from engine.tiebreaks import TEAMS, names_over

from ..base import format_of

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


class AgeBand(_Model):
    """An age band of a board (make-up rule): who plays ``board`` must be ``min_age`` or older
    and ``max_age`` or younger (周岁 on the format's ``age_on``, else round 1's day); either end
    None: open."""

    board: int = Field(ge=1)
    min_age: int | None = Field(default=None, ge=0)
    max_age: int | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _an_end(self) -> AgeBand:
        if self.min_age is None and self.max_age is None:
            raise ValueError(f"第{self.board}台的年龄限制要写 min_age 或 max_age")
        if self.min_age is not None and self.max_age is not None and self.min_age > self.max_age:
            raise ValueError(f"第{self.board}台的年龄限制 min_age 大于 max_age")
        return self


class TeamFormat(_Model):
    """A team event on boards: ``system`` (``round_robin``: the Berger tables over the teams,
    ``swiss``: the team Swiss over match points), ``boards`` (2–12) and ``reserves`` (替补 a team
    may register, 台次 boards+1 …), match points (场分 ``match_win``/``match_draw``/``match_loss``),
    what a team that does not appear gives its opponent (``forfeit_board_points``; None: every
    board won), a bye (``bye_match_points``, ``bye_board_points``; None: half the boards won),
    the colours (``alternate_boards``: board 1 the first-named team moves first, board 2 the
    other …; ``swap_by_round``), the line-up rules (``fixed_order``: the sign-up order every
    round; ``keep_order``: 台次不得颠倒), the planned field (``teams``, a round robin's timetable),
    the Swiss's ``rounds``, the chain (``tiebreaks``: names of the registry's team tiebreaks),
    the 台次分 ``board_weights`` (empty: boards … 1) and the board prizes' ``board_prize_min_games``
    (the games a player must have played on his board to be placed); the line-up's make-up
    (``min_women``: at least that many women, read off the sign-up's 性别; ``age_bands``: per
    board, the ages allowed, read off the sign-up's 出生日期 on ``age_on`` or round 1's day); a
    knockout (``system = "knockout"``): the bracket's ``size`` (byes to the first by the order),
    ``seeding`` (``lots`` or ``order``: sign-up order), a drawn match's ``decider`` (``board``:
    a decider game on ``decider_board``, a drawn one going to the side moving second when
    ``armageddon``; ``count_back``; ``lots``), ``target`` ("first to X" board points) and
    ``third_place``."""

    kind: Literal["team"]
    system: Literal["round_robin", "swiss", "knockout"] = "round_robin"
    boards: int = Field(default=4, ge=2, le=12)
    reserves: int = Field(default=2, ge=0, le=4)
    teams: int = Field(default=6, ge=2)
    rounds: int = Field(default=7, ge=1)
    cycles: int = Field(default=1, ge=1, le=2)
    match_win: Points = Fraction(2)
    match_draw: Points = Fraction(1)
    match_loss: Points = Fraction(0)
    forfeit_board_points: Points | None = None
    bye_match_points: Points = Fraction(2)
    bye_board_points: Points | None = None
    alternate_boards: bool = True
    swap_by_round: bool = False
    fixed_order: bool = False
    keep_order: bool = True
    board_weights: list[int] = []
    board_prize_min_games: int = Field(default=1, ge=0)
    min_women: int = Field(default=0, ge=0)
    age_bands: list[AgeBand] = []
    age_on: date | None = None
    size: int = Field(default=8, ge=2, le=64)
    seeding: Literal["lots", "order"] = "lots"
    decider: Literal["board", "count_back", "lots"] = "board"
    decider_board: int = Field(default=1, ge=1)
    armageddon: bool = True
    target: Points | None = None
    third_place: bool = False
    tiebreaks: list[str] = [
        "match_points",
        "board_points",
        "team_direct_encounter",
        "weighted_boards",
        "team_lots",
    ]

    KNOWN_TIEBREAKS: ClassVar[frozenset[str]] = names_over(TEAMS)

    @model_validator(mode="after")
    def _make_up_fits(self) -> TeamFormat:
        if self.min_women > self.boards:
            raise ValueError(f"min_women = {self.min_women} 超过每队 {self.boards} 台")
        boards = [band.board for band in self.age_bands]
        for board in boards:
            if board > self.boards:
                raise ValueError(f"age_bands 的第{board}台超过每队 {self.boards} 台")
        if len(set(boards)) != len(boards):
            raise ValueError("age_bands 中同一台次写了两次")
        if self.system == "knockout":
            if self.size & (self.size - 1):
                raise ValueError(f"签数 size 应为 2 的幂（2、4、8、16…），现在是 {self.size}")
            if self.decider_board > self.boards:
                raise ValueError(
                    f"加赛台 decider_board = {self.decider_board} 超过 {self.boards} 台"
                )
        return self

    @property
    def planned_rounds(self) -> int:
        """A knockout: log2 ``size``; a Swiss: ``rounds``; a round robin: n − 1 rounds a cycle
        for the planned ``teams`` (n rounded up to even); the teams seated in round 1 decide the
        real number."""
        if self.system == "swiss":
            return self.rounds
        if self.system == "knockout":
            return self.size.bit_length() - 1
        return (self.teams + self.teams % 2 - 1) * self.cycles

    @property
    def all_tiebreaks(self) -> list[str]:
        """Every tiebreak name the format uses."""
        return list(self.tiebreaks)


def spec(reg: Regulation) -> TeamFormat:
    """The regulation's ``[format]`` as a team event's."""
    return format_of(reg, TeamFormat)


def game_points(reg: Regulation) -> GamePoints:
    """A board's win / draw / loss: ``[scoring]``, else the game's (Xiangqi 2 / 1 / 0)."""
    win, draw, loss = game_rules.default_points(reg.game)
    given = reg.scoring

    def pick(value: Fraction | int | None, default: Fraction | int) -> Fraction:
        return Fraction(default if value is None else value)

    return GamePoints(pick(given.win, win), pick(given.draw, draw), pick(given.loss, loss))


def match_scoring(reg: Regulation) -> MatchScoring:
    """The match points (场分) and a forfeited match's board points."""
    s = spec(reg)
    full = s.forfeit_board_points
    return MatchScoring(
        Fraction(s.match_win),
        Fraction(s.match_draw),
        Fraction(s.match_loss),
        None if full is None else Fraction(full),
    )


def bye_rule(reg: Regulation) -> TeamBye:
    """What a bye scores."""
    s = spec(reg)
    board = s.bye_board_points
    return TeamBye(Fraction(s.bye_match_points), None if board is None else Fraction(board))


def colour_rule(reg: Regulation) -> ColourRule:
    """Who moves first on each board."""
    s = spec(reg)
    return ColourRule(s.alternate_boards, s.swap_by_round)


def lineup_rules(reg: Regulation) -> LineupRules:
    """The line-up rules (fixed order, 台次不得颠倒, the make-up: women, age bands)."""
    s = spec(reg)
    bands = {band.board: (band.min_age, band.max_age) for band in s.age_bands}
    return LineupRules(
        fixed=s.fixed_order, keep_order=s.keep_order, min_women=s.min_women, age_bands=bands
    )


def age_day(reg: Regulation) -> date | None:
    """The day ages are counted on (周岁): the format's ``age_on``, else round 1's local day
    (None: neither set)."""
    s = spec(reg)
    if s.age_on is not None:
        return s.age_on
    start = reg.schedule.round_start(1) if reg.schedule.rounds else None
    return start.astimezone(ZoneInfo(reg.timezone)).date() if start else None


def knockout_rule(reg: Regulation) -> KnockoutRule:
    """A team knockout's decider of a drawn match and its "first to X" ``target``."""
    s = spec(reg)
    target = None if s.target is None else Fraction(s.target)
    return KnockoutRule(s.decider, s.decider_board, s.armageddon, target)
