"""Seed 003's organisers' draw and marks: ``/分组`` (the seeded group draw of
engine/knockout/groups.py) and ``/外卡`` (the wildcards, before the knockout is drawn)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.knockout import bracket as kb
from engine.standings import Standings

from ..base import GroupPlace, PlayerFacts, format_of
from ..stage_draw import group_draw as stage_group_draw
from ..stage_schema import SwissStage
from .group_stage import swiss_reg
from .rows import JieqiStandings
from .schema import spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def group_draw(
    reg: Regulation, players: Sequence[PlayerFacts], seed: int
) -> tuple[dict[int, GroupPlace], str]:
    """``/分组``: the stage model's draw of groups by the organisers (engine/formats/
    stage_draw.py: the seeded draw of engine/knockout/groups.py) over 003's groups, their size
    and seeds: seq → group and place in its starting order (seeds first), and the
    announcement."""
    groups = format_of(swiss_reg(reg), SwissStage).groups
    assert groups is not None  # swiss_reg always draws 003's groups
    return stage_group_draw(reg, groups, players, seed)


def wildcard_refusal(
    reg: Regulation,
    seq: int,
    marked: Sequence[int],
    standings: Standings | None,
    removing: bool,
    seated: int,
) -> str | None:
    """``/外卡``: at most ``format.wildcards``, not a player already qualified from a group,
    and (given or taken off) only before the knockout is drawn (its first round seated)."""
    f = spec(reg)
    qualified: list[int] = []
    if seated > f.group_rounds:
        return "淘汰赛已经抽签编排，外卡不能再改（如需更改，先 /撤销 淘汰赛的编排）。"
    if removing:
        return None
    if isinstance(standings, JieqiStandings):
        qualified = [
            q for ranking in standings.rankings.values() for q in ranking[: f.advance_per_group]
        ]
    return kb.wildcard_refusal(seq, list(marked), qualified, f.wildcards)
