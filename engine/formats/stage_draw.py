"""Groups drawn by the organisers (``groups = { count = 4, by = "draw", size = 32, seeds = 2 }``,
seed 003) and wildcards they name (``advance = { per_group = 6, wildcards = 8, wildcards_by =
"organisers" }``): a first stage's groups are not dealt from an order but drawn by ``/分组``.

- **The draw** (``group_draw``, engine/knockout/groups.py ``draw_groups``): the seeds (``seeds``
  a group, the highest on the regulation's level scale, equal levels by sign-up order) one per
  group by lot, everyone else by lot, groups of at most ``size``, as equal as possible (earlier
  groups the larger); each player's sign-up ``group`` (A, B …) and place in his group's draw
  order (``DRAW_PLACE``, the seeds first) are stored, before round 1 only.
- **Who is in which group** is the sign-up's ``group`` (``members``), not round 1's tables;
  round 1 of a group pairs its draw order top half against bottom half (the stage's Swiss reads
  it as its starting order), so a group's seeds never meet in round 1.
- **The organisers' wildcards** (``named_wildcards``): the players marked ``wildcard`` (the
  value: the order named, 1 first), those still in and not already going on from their group,
  the first ``wildcards`` of them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from engine.knockout import groups as kg
from engine.stages.groups import GROUP_NAMES

from .base import DRAW_PLACE, FormatError, GroupPlace, Player, PlayerFacts
from .stage_schema import Groups, RoundRobinStage, SwissStage

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

__all__ = [
    "WILDCARD",
    "drawn_groups",
    "group_draw",
    "group_names",
    "is_drawn",
    "members",
    "named_wildcards",
    "ungrouped_refusal",
]

WILDCARD = "wildcard"
"""The sign-up field the organisers' ``/外卡`` mark sets (its value: the order named)."""


def is_drawn(body: object) -> bool:
    """Whether a stage's groups are drawn by the organisers (``by = "draw"``)."""
    groups = body.groups if isinstance(body, SwissStage | RoundRobinStage) else None
    return groups is not None and groups.by == "draw"


def group_names(groups: Groups) -> list[str]:
    """The groups' names in order: ``names``, else A, B, C …"""
    return list(groups.names) if groups.names else [GROUP_NAMES[g] for g in range(groups.count)]


def group_draw(
    reg: Regulation, groups: Groups, players: Sequence[PlayerFacts], seed: int
) -> tuple[dict[int, GroupPlace], str]:
    """``/分组``: the seeded draw over the players in sign-up order (module docstring): seq →
    group and place in its draw order, and the announcement."""
    entrants = [
        kg.GroupEntrant(p.seq, _text((p.fields or {}).get("level")))
        for p in sorted(players, key=lambda p: p.seq)
    ]
    names = group_names(groups)
    size = groups.size if groups.size is not None else -(-len(entrants) // len(names))
    try:
        draw = kg.draw_groups(
            entrants,
            seed,
            groups=names,
            group_size=size,
            seeds_per_group=groups.seeds,
            level_scale=list(reg.signup.level_scale),
        )
    except kg.GroupDrawError as exc:
        raise FormatError(f"无法分组：{exc}。") from exc
    shown = {p.seq: p.name for p in players}
    places = {seq: GroupPlace(*place) for seq, place in draw.places().items()}
    return places, kg.draw_text(draw, shown)


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def members(groups: Groups, players: Sequence[Player]) -> dict[str, list[int]]:
    """Each group's players by the sign-up's ``group``, in the group's draw order (``DRAW_PLACE``;
    sign-up order where the places are not all there)."""
    out: dict[str, list[Player]] = {name: [] for name in group_names(groups)}
    for p in players:
        if p.group in out:
            out[p.group].append(p)
    return {
        name: kg.starting_order({p.seq: (p.fields or {}).get(DRAW_PLACE) for p in inside})
        or sorted(p.seq for p in inside)
        for name, inside in out.items()
    }


def drawn_groups(groups: Groups, players: Mapping[int, PlayerFacts]) -> dict[int, str]:
    """Every player's drawn group (those in one of the stage's groups)."""
    names = set(group_names(groups))
    return {q: p.group for q, p in players.items() if p.group in names}


def ungrouped_refusal(groups: Groups, players: Sequence[Player], number: int) -> str | None:
    """Round ``number`` of a drawn stage while some active players are in no group: before round
    1 the groups are to be drawn (``/分组``); later a player who joined after is in none."""
    names = set(group_names(groups))
    missing = [p.seq for p in players if p.group not in names]
    if not missing:
        return None
    if number > 1:
        who = "、".join(f"序号 {q}" for q in missing)
        return (
            f"第{number}轮无法编排：{who} 不在任何一组（分组在第1轮前抽定，"
            "之后加入的选手无组可进）。请组委让其退赛（/退赛 <序号>）后再 /编排。"
        )
    shown = "、".join(f"{q}号" for q in missing[:10]) + ("等" if len(missing) > 10 else "")
    return (
        f"还有 {len(missing)} 位选手没有分组（{shown}）：请组委先发 /分组 进行分组抽签"
        f"（第1轮编排前可重新抽签），再 /编排。"
    )


def named_wildcards(players: Mapping[int, PlayerFacts], count: int) -> list[int]:
    """The players the organisers named wildcards, in the order named (the mark's value; equal
    values by seq), at most ``count`` read by the caller."""
    marked = [
        (p.fields.get(WILDCARD), q)
        for q, p in players.items()
        if p.fields and p.fields.get(WILDCARD)
    ]
    return [
        q for _, q in sorted(marked, key=lambda x: (x[0] if isinstance(x[0], int) else 0, x[1]))
    ]
