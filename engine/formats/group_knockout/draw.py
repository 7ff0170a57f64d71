"""Seed 003's organisers' draw and marks: ``/分组`` (the seeded group draw of
engine/knockout/groups.py) and ``/外卡`` (the wildcards, before the knockout is drawn)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.knockout import bracket as kb
from engine.knockout import groups as kg
from engine.standings import Standings

from ..base import FormatError, GroupPlace, PlayerFacts
from .rows import JieqiStandings
from .schema import spec, text_field

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def group_draw(
    reg: Regulation, players: Sequence[PlayerFacts], seed: int
) -> tuple[dict[int, GroupPlace], str]:
    """``/分组``: the seeded draw of groups (engine/knockout/groups.py) over the players in
    sign-up order: seq → group and place in its starting order (seeds first), and the
    announcement."""
    f = spec(reg)
    entrants = [
        kg.GroupEntrant(p.seq, text_field((p.fields or {}).get("level")))
        for p in sorted(players, key=lambda p: p.seq)
    ]
    try:
        draw = kg.draw_groups(
            entrants,
            seed,
            groups=list(f.groups),
            group_size=f.group_size,
            seeds_per_group=f.seeds_per_group,
            level_scale=list(reg.signup.level_scale),
        )
    except kg.GroupDrawError as exc:
        raise FormatError(f"无法分组：{exc}。") from exc
    names = {p.seq: p.name for p in players}
    places = {seq: GroupPlace(*place) for seq, place in draw.places().items()}
    return places, kg.draw_text(draw, names)


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
