"""Seed 003's results, by the result's type: a group game (the Swiss' ``GameResult``) or a tie
(``TieResult``, its game string). ``GroupKnockoutResults`` loads, renders, scores and rules on
either, so every result either stage made still reads through either stage's object; each stage
adds how its own rounds take a result from chat (``GroupStageResults``,
``KnockoutStageResults``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.knockout import tie as kt
from engine.knockout.results import (
    TieResult,
    dump_tie,
    forfeit_tie,
    load_tie,
    tie_outcomes,
)

from ..base import Details, FormatError, Point
from ..results import ResultRules, SeatGame
from ..swiss import FORMAT as SWISS
from . import group_stage, knockout_stage
from .rows import JieqiResult

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


class GroupKnockoutResults(ResultRules[JieqiResult]):
    """What both stages do with a result: its rules follow its type (a group game or a tie)."""

    def load_result(self, games: str, details: Details) -> JieqiResult:
        if details.get("tie") or (games and games[0] in kt.OUTCOMES):
            return load_tie(games, details)
        return SWISS.results.load_result(games, details)

    def dump_result(self, result: JieqiResult) -> tuple[str, dict[str, object]]:
        if isinstance(result, TieResult):
            return dump_tie(result)
        return SWISS.results.dump_result(result)

    def result_text(self, result: JieqiResult) -> str:
        """A group game as the Swiss shows it; a tie as its game string (``胜负胜``), 弃权 or
        轮空."""
        return knockout_stage.result_text(result)

    def points(self, reg: Regulation, result: JieqiResult, seats: int) -> list[list[Point]]:
        """Group games: the Swiss points (win 3 / draw 1 / loss 0). A tie: each game's points on
        the same scale (shown after an entry; the knockout ranks by the bracket, not by points)."""
        if not isinstance(result, TieResult):
            return SWISS.results.points(reg, result, seats)
        return knockout_stage.tie_points(reg, result, seats)

    def has_play(self, result: JieqiResult) -> bool:
        if isinstance(result, TieResult):
            return bool(result.games)
        return SWISS.results.has_play(result)

    def close_unplayed(self, reg: Regulation, result: JieqiResult) -> JieqiResult:
        """Group games: the Swiss cutoff (a draw). A tie has no cutoff result: an undecided tie
        is refused (its games must be entered)."""
        if not isinstance(result, TieResult):
            return SWISS.results.close_unplayed(reg, result)
        return knockout_stage.close_tie(reg, result)

    def forfeit(
        self, reg: Regulation, result: JieqiResult, seat: int, game: int | None
    ) -> tuple[JieqiResult, str]:
        if not isinstance(result, TieResult):
            return SWISS.results.forfeit(reg, result, seat, game)
        if result.bye:
            raise FormatError("这一桌轮空，没有对局，不能弃权。")
        return forfeit_tie(result, seat)

    def seat_outcomes(self, reg: Regulation, result: JieqiResult, seat: int) -> list[str | None]:
        if isinstance(result, TieResult):
            return tie_outcomes(result, seat)
        return SWISS.results.seat_outcomes(reg, result, seat)

    def rated_games(self, reg: Regulation, result: JieqiResult, seats: int) -> list[SeatGame]:
        if isinstance(result, TieResult):
            return super().rated_games(reg, result, seats)
        return SWISS.results.rated_games(reg, result, seats)

    def table_games(self, reg: Regulation, result: JieqiResult, seats: int) -> int:
        """A group game: one. A tie: its games so far and the one in progress (at least the
        regular two); none at a bye or a forfeited tie."""
        if not isinstance(result, TieResult):
            return SWISS.results.table_games(reg, result, seats)
        if seats < 2 or result.bye or result.forfeits:
            return 0
        return kt.games_so_far(result.games, knockout_stage.rules(reg))

    def current_game(self, reg: Regulation, result: JieqiResult) -> int:
        """A tie's game in progress: the first game its result does not hold yet (RULES.md 003:
        the second foul loses the game of the tie being played)."""
        if isinstance(result, TieResult):
            return kt.game_in_progress(result.games, knockout_stage.rules(reg)) - 1
        return 0

    def lose_game(
        self, reg: Regulation, result: JieqiResult, seat: int, game: int, earlier: str = ""
    ) -> tuple[JieqiResult, str]:
        """A group game as the Swiss loses it; a tie's game ``game`` becomes the opponent's win
        (engine/knockout/tie.py ``lose_game``), the tie decided or still going on."""
        if not isinstance(result, TieResult):
            return SWISS.results.lose_game(reg, result, seat, game, earlier)
        return knockout_stage.lose_tie_game(reg, result, seat, game, earlier)


class GroupStageResults(GroupKnockoutResults):
    """Rounds 1..group_rounds: a group game a table, the Swiss' 胜/和/负 from the first seat."""

    def parse_result(self, reg: Regulation, text: str, seats: int) -> JieqiResult:
        if seats == 1:
            raise FormatError("这一桌轮空，没有对局，不需要结果。")
        return group_stage.parse_game(reg, text, seats)

    def empty_result(self, reg: Regulation, seats: int) -> JieqiResult:
        return SWISS.results.empty_result(reg, seats)

    def seated_result(self, reg: Regulation, seats: int) -> JieqiResult | None:
        return SWISS.results.seated_result(reg, seats)

    def lots_result(self, reg: Regulation, winner_seat: int, seats: int) -> JieqiResult:
        return SWISS.results.lots_result(reg, winner_seat, seats)


class KnockoutStageResults(GroupKnockoutResults):
    """The rounds after the groups: a (2+1) tie a table, its game string from the first seat."""

    def parse_result(self, reg: Regulation, text: str, seats: int) -> JieqiResult:
        if seats == 1:
            raise FormatError("这一桌轮空，没有对局，不需要结果。")
        return knockout_stage.parse_tie(reg, text)

    def empty_result(self, reg: Regulation, seats: int) -> JieqiResult:
        return TieResult(bye=seats == 1)

    def seated_result(self, reg: Regulation, seats: int) -> JieqiResult | None:
        return TieResult(bye=True) if seats == 1 else None

    def lots_result(self, reg: Regulation, winner_seat: int, seats: int) -> JieqiResult:
        raise FormatError("淘汰赛每场按(2+1)下出胜负，不用抽签决定。")
