"""Seed 003's format objects: ``GroupKnockout`` with what both stages share, and one object per
stage (``GROUP_STAGE`` for rounds 1..group_rounds, ``KNOCKOUT_STAGE`` after them), each with
the rules of the results its rounds take: a group game (the Swiss') or a tie. Every result
either made still loads, renders and scores through either object (``Format.for_round``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from engine.standings import Standings

from ..base import (
    BracketData,
    Facts,
    Format,
    GroupPlace,
    PlayerFacts,
    RoundField,
)
from ..signups import SignupRules
from . import draw, group_stage, knockout_stage, posts
from . import standings as table
from .results import GroupStageResults, KnockoutStageResults
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
        self.results = GroupStageResults(self)
        self.signups = SignupRules(self)


class KnockoutStage(GroupKnockout):
    """The rounds after the groups: a (2+1) tie a table, its game string from the first seat
    (red in game 1; the colours swap within the tie, so the seats are not named by colour)."""

    stage = "knockout"

    def __init__(self) -> None:
        self.words = posts.KnockoutStageWords(self)
        self.results = KnockoutStageResults(self)
        self.signups = SignupRules(self)


GROUP_STAGE = GroupStage()
KNOCKOUT_STAGE = KnockoutStage()
FORMAT = GROUP_STAGE
