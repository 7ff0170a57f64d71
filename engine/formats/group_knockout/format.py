"""Seed 003's format objects: ``GroupKnockout`` with what both stages share, and one object per
stage (``GROUP_STAGE`` for rounds 1..group_rounds, ``KNOCKOUT_STAGE`` after them), each with
the rules of the results its rounds take: a group game (the Swiss') or a tie. Every result
either made still loads, renders and scores through either object (``Format.for_round``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from engine.knockout import tie as kt
from engine.knockout.results import (
    TieResult,
    dump_tie,
    forfeit_tie,
    load_tie,
    tie_outcomes,
)
from engine.standings import Standings

from ..base import (
    BracketData,
    Details,
    Facts,
    Format,
    FormatError,
    GroupPlace,
    PlayerFacts,
    Point,
    RoundField,
)
from ..swiss import FORMAT as SWISS
from . import draw, group_stage, knockout_stage, posts
from . import standings as table
from .rows import JieqiResult
from .schema import WILDCARD, spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


class GroupKnockout(Format[JieqiResult]):
    """分组积分编排＋淘汰赛 (003): seeded groups, a Swiss per group, a (2+1) knockout. What both
    stages share; a result's rules follow its type (a group game or a tie)."""

    kind = "group_swiss_knockout"
    player_marks = {"外卡": (WILDCARD, "外卡选手")}
    groups_are_divisions = True  # INTERFACE: 003's groups A–D are the rows' "division"
    stage: ClassVar[str]
    """``group`` or ``knockout``: the rounds this object reads."""

    def for_round(self, reg: Regulation, number: int) -> Format[JieqiResult]:
        """The group stage's rules for rounds 1..group_rounds, the knockout's after them."""
        return GROUP_STAGE if number <= spec(reg).group_rounds else KNOCKOUT_STAGE

    # --- rounds and seating ---------------------------------------------------------------

    def total_rounds(
        self, reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> int | None:
        """Group rounds + the knockout's rounds: log2 of the bracket (read from the first
        knockout round once seated, else the largest field the regulation allows)."""
        return knockout_stage.total_rounds(reg, history)

    def seating_refusal(self, reg: Regulation, field: RoundField) -> str | None:
        """Round 1 needs the groups drawn (``/分组``)."""
        if field.number > spec(reg).group_rounds:
            return None
        missing = [p.seq for p in field.players if not p.group]
        if missing:
            shown = "、".join(f"{q}号" for q in missing[:10]) + ("等" if len(missing) > 10 else "")
            return (
                f"还有 {len(missing)} 位选手没有分组（{shown}）：请组委先发 /分组 进行分组抽签"
                f"（第1轮编排前可重新抽签），再 /编排。"
            )
        return None

    def seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        if field.number <= spec(reg).group_rounds:
            return group_stage.seat_groups(reg, field)
        return knockout_stage.seat_knockout(reg, field)

    # --- results (by the result's type) ---------------------------------------------------

    def load_result(self, games: str, details: Details) -> JieqiResult:
        if details.get("tie") or (games and games[0] in kt.OUTCOMES):
            return load_tie(games, details)
        return SWISS.load_result(games, details)

    def dump_result(self, result: JieqiResult) -> tuple[str, dict[str, object]]:
        if isinstance(result, TieResult):
            return dump_tie(result)
        return SWISS.dump_result(result)

    def result_text(self, result: JieqiResult) -> str:
        """A group game as the Swiss shows it; a tie as its game string (``胜负胜``), 弃权 or
        轮空."""
        return knockout_stage.result_text(result)

    def points(self, reg: Regulation, result: JieqiResult, seats: int) -> list[list[Point]]:
        """Group games: the Swiss points (win 3 / draw 1 / loss 0). A tie: each game's points on
        the same scale (shown after an entry; the knockout ranks by the bracket, not by points)."""
        if not isinstance(result, TieResult):
            return SWISS.points(reg, result, seats)
        return knockout_stage.tie_points(reg, result, seats)

    def has_play(self, result: JieqiResult) -> bool:
        if isinstance(result, TieResult):
            return bool(result.games)
        return SWISS.has_play(result)

    def close_unplayed(self, reg: Regulation, result: JieqiResult) -> JieqiResult:
        """Group games: the Swiss cutoff (a draw). A tie has no cutoff result: an undecided tie
        is refused (its games must be entered)."""
        if not isinstance(result, TieResult):
            return SWISS.close_unplayed(reg, result)
        return knockout_stage.close_tie(reg, result)

    def forfeit(
        self, reg: Regulation, result: JieqiResult, seat: int, game: int | None
    ) -> tuple[JieqiResult, str]:
        if not isinstance(result, TieResult):
            return SWISS.forfeit(reg, result, seat, game)
        if result.bye:
            raise FormatError("这一桌轮空，没有对局，不能弃权。")
        return forfeit_tie(result, seat)

    def seat_outcomes(self, reg: Regulation, result: JieqiResult, seat: int) -> list[str | None]:
        if isinstance(result, TieResult):
            return tie_outcomes(result, seat)
        return SWISS.seat_outcomes(reg, result, seat)

    def table_games(self, reg: Regulation, result: JieqiResult, seats: int) -> int:
        """A group game: one. A tie: its games so far and the one in progress (at least the
        regular two); none at a bye or a forfeited tie."""
        if not isinstance(result, TieResult):
            return SWISS.table_games(reg, result, seats)
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
            return SWISS.lose_game(reg, result, seat, game, earlier)
        return knockout_stage.lose_tie_game(reg, result, seat, game, earlier)

    # --- standings ------------------------------------------------------------------------

    def standings(self, reg: Regulation, facts: Facts[JieqiResult], after_round: int) -> Standings:
        return table.standings(reg, facts, after_round)

    # --- posts and JSON -------------------------------------------------------------------

    def extra_standings(self, reg: Regulation, standings: Standings) -> dict[str, object]:
        """``groups`` and, once drawn, ``knockout`` (``posts.extra_standings``)."""
        return posts.extra_standings(standings)

    def bracket(self, reg: Regulation, standings: Standings) -> BracketData | None:
        """The knockout as a tree (``Format.bracket``; see ``knockout_views.bracket_tree``)."""
        return posts.bracket(standings)

    def prize_rows(self, reg: Regulation, standings: Standings) -> list[dict[str, object]] | None:
        """The JSON ``prizes``: per player the cumulative amount, items and parts."""
        return posts.prize_rows(reg, standings)

    # --- organisers' draw and marks -------------------------------------------------------

    def group_draw(
        self, reg: Regulation, players: Sequence[PlayerFacts], seed: int
    ) -> tuple[dict[int, GroupPlace], str]:
        """``/分组``: the seeded draw of groups (``draw.group_draw``)."""
        return draw.group_draw(reg, players, seed)

    def mark_refusal(
        self,
        reg: Regulation,
        word: str,
        seq: int,
        marked: Sequence[int],
        standings: Standings | None,
        removing: bool = False,
        seated: int = 0,
    ) -> str | None:
        """``/外卡``: at most ``format.wildcards``, not a player already qualified from a group,
        and (given or taken off) only before the knockout is drawn (its first round seated)."""
        return draw.wildcard_refusal(reg, seq, marked, standings, removing, seated)


class GroupStage(GroupKnockout):
    """Rounds 1..group_rounds: a group game a table, the Swiss' 胜/和/负 from the first seat, who
    plays red (so the seats are named by the game's colours)."""

    stage = "group"

    def __init__(self) -> None:
        self.words = posts.GroupStageWords(self)

    def parse_result(self, reg: Regulation, text: str, seats: int) -> JieqiResult:
        if seats == 1:
            raise FormatError("这一桌轮空，没有对局，不需要结果。")
        return group_stage.parse_game(reg, text, seats)

    def empty_result(self, reg: Regulation, seats: int) -> JieqiResult:
        return SWISS.empty_result(reg, seats)

    def seated_result(self, reg: Regulation, seats: int) -> JieqiResult | None:
        return SWISS.seated_result(reg, seats)

    def lots_result(self, reg: Regulation, winner_seat: int, seats: int) -> JieqiResult:
        return SWISS.lots_result(reg, winner_seat, seats)


class KnockoutStage(GroupKnockout):
    """The rounds after the groups: a (2+1) tie a table, its game string from the first seat
    (red in game 1; the colours swap within the tie, so the seats are not named by colour)."""

    stage = "knockout"

    def __init__(self) -> None:
        self.words = posts.KnockoutStageWords(self)

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


GROUP_STAGE = GroupStage()
KNOCKOUT_STAGE = KnockoutStage()
FORMAT = GROUP_STAGE
