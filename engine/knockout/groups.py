"""The group draw of seed 003 (二(四)1): groups A–D, two seeds a group by Tiantian Xiangqi
level, everyone else by lots — the drawer, its checker and a field generator side by side.

二(四)1: 按报名总人数128人，分A、B、C、D共4个组，（每组设种子选手2名，参照天天象棋级别定种子，
若同样级别超过8名种子，以报名先后顺序为种子）。每组32人.

Readings (RULES.md §003):

- **Sizes.** A full field fills the groups to ``group_size``; a smaller field is split into
  ``len(groups)`` groups as equal as possible (sizes differ by at most one, earlier groups the
  larger). A field larger than ``len(groups) × group_size`` or smaller than two a group is refused.
- **Seeds.** ``seeds_per_group × len(groups)`` seeds (8), the strongest by level (the scale high
  to low), equal levels by sign-up order (seq, lower first) — so 二(四)1's "more than 8
  candidates of equal level: sign-up order" is the tie rule at the boundary. A player without a
  level on the scale is not a seed candidate [interpretation: 参照天天象棋级别定种子 needs a level].
- **Seeds one per half.** The seeds are cut into pots of ``len(groups)`` by seed rank (pot 1 =
  seeds 1–4, the upper half; pot 2 = seeds 5–8, the lower half); each pot is drawn by lots into
  the groups, one seed a group — so every group has one seed of each half.
- **Lots.** Everyone else (sorted by seq) is shuffled and fills the groups' free places in
  group order. All randomness is ``random.Random("jieqi-groups:<seed>")`` (a text seed is hashed
  with SHA-512: the same on every machine), so the announced ``seed`` lets anyone re-check it.
- **Starting order.** Each group lists its seeds first (seed rank order), then the others in
  the order drawn: the group's starting order (pairing numbers) for the Swiss, stored with the
  group (``places``). Round 1 of a group of m pairs it top half against bottom half (h = ⌊m/2⌋:
  1st v (h+1)th, 2nd v (h+2)th, …; an odd group's last place has the bye), so the group's two
  seeds (1st and 2nd) never meet in round 1 (RULES.md §003: a seed exists to be kept apart).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine.signup_fields import level_rank

GROUPS = ("A", "B", "C", "D")
"""003 二(四)1 分A、B、C、D共4个组."""
GROUP_SIZE = 32
SEEDS_PER_GROUP = 2


class GroupDrawError(ValueError):
    """A field the groups cannot be drawn from; the message is the Chinese reply."""


@dataclass(frozen=True)
class GroupEntrant:
    """A player to draw: sign-up number ``seq`` (also the sign-up order) and Tiantian Xiangqi
    ``level`` as written at sign-up (None or off the scale: not a seed candidate)."""

    seq: int
    level: str | None = None


@dataclass(frozen=True)
class GroupDraw:
    """The draw: ``groups`` name → members in starting order (seeds first); ``seeds`` in seed
    rank order (1 first); ``seed_group`` seq → group of each seed; ``seed`` the lots' seed
    (announced and stored); ``boundary_level`` the level of the last seed, ``signup_decided`` the
    players of that level left out by sign-up order (empty when the level alone decided)."""

    seed: int
    groups: dict[str, tuple[int, ...]]
    seeds: tuple[int, ...]
    seed_group: dict[int, str]
    boundary_level: str | None
    signup_decided: tuple[int, ...]

    def group_of(self, seq: int) -> str | None:
        """The group of ``seq`` (None when not drawn)."""
        for name, members in self.groups.items():
            if seq in members:
                return name
        return None

    @property
    def sizes(self) -> dict[str, int]:
        """Group name → number of players."""
        return {name: len(members) for name, members in self.groups.items()}

    def places(self) -> dict[int, tuple[str, int]]:
        """seq → (group, place in the group's starting order, 1 first: the seeds first)."""
        return {
            seq: (name, place)
            for name, members in self.groups.items()
            for place, seq in enumerate(members, 1)
        }


def group_sizes(count: int, groups: int = len(GROUPS), group_size: int = GROUP_SIZE) -> list[int]:
    """Sizes of the groups for a field of ``count`` (二(四)1 每组32人): full groups of
    ``group_size`` for a full field, else as equal as possible, earlier groups the larger
    (e.g. 30 in four groups: 8, 8, 7, 7). Raises GroupDrawError for a field over capacity or
    under two a group."""
    if count > groups * group_size:
        raise GroupDrawError(
            f"共 {count} 人，超过 {groups} 组 × {group_size} 人 = {groups * group_size} 人的名额"
        )
    if count < 2 * groups:
        raise GroupDrawError(
            f"共 {count} 人，不够分成 {groups} 组（每组至少 2 人，至少 {2 * groups} 人）"
        )
    base, extra = divmod(count, groups)
    return [base + 1 if i < extra else base for i in range(groups)]


def _level_key(entrant: GroupEntrant, scale: Sequence[str]) -> int | None:
    if entrant.level is None:
        return None
    try:
        return level_rank(entrant.level, scale)
    except ValueError:
        return None


def seed_order(entrants: Iterable[GroupEntrant], scale: Sequence[str]) -> list[GroupEntrant]:
    """The seed candidates, strongest first (二(四)1 参照天天象棋级别定种子，若同样级别超过8名
    种子，以报名先后顺序为种子): by level on ``scale`` (high to low), equal levels by seq; players
    without a level on the scale are left out."""
    ranked = [(key, e.seq, e) for e in entrants if (key := _level_key(e, scale)) is not None]
    return [e for _, _, e in sorted(ranked, key=lambda item: (item[0], item[1]))]


def choose_seeds(
    entrants: Iterable[GroupEntrant], scale: Sequence[str], count: int
) -> tuple[list[int], str | None, list[int]]:
    """(seeds in rank order, the last seed's level, the players of that level who are not seeds
    because they signed up later) — the first ``count`` of ``seed_order``."""
    order = seed_order(entrants, scale)
    seeds = order[:count]
    if not seeds:
        return [], None, []
    boundary = seeds[-1].level
    boundary_key = _level_key(seeds[-1], scale)
    left_out = [e.seq for e in order[count:] if _level_key(e, scale) == boundary_key]
    return [e.seq for e in seeds], boundary, left_out


def _check_entrants(entrants: Sequence[GroupEntrant]) -> None:
    repeated = sorted(seq for seq, n in Counter(e.seq for e in entrants).items() if n > 1)
    if repeated:
        raise GroupDrawError(f"名单里有重复的选手：{'、'.join(f'{s}号' for s in repeated)}")


def draw_groups(
    entrants: Sequence[GroupEntrant],
    seed: int,
    *,
    groups: Sequence[str] = GROUPS,
    group_size: int = GROUP_SIZE,
    seeds_per_group: int = SEEDS_PER_GROUP,
    level_scale: Sequence[str] = (),
) -> GroupDraw:
    """Draw the groups (003 二(四)1) with the lots of ``seed`` (see the module docstring for
    sizes, seeds one per half, lots and the starting order). Raises GroupDrawError for a bad
    field."""
    _check_entrants(entrants)
    sizes = group_sizes(len(entrants), len(groups), group_size)
    rng = random.Random(f"jieqi-groups:{seed}")
    seed_count = min(seeds_per_group * len(groups), sum(min(seeds_per_group, s) for s in sizes))
    seeds, boundary, left_out = choose_seeds(entrants, level_scale, seed_count)
    members: dict[str, list[int]] = {name: [] for name in groups}
    seed_group: dict[int, str] = {}
    for start in range(0, len(seeds), len(groups)):
        pot = seeds[start : start + len(groups)]
        # one seed of this pot a group; a group already full takes none
        open_groups = [
            name for name, size in zip(groups, sizes, strict=False) if len(members[name]) < size
        ]
        drawn = rng.sample(open_groups, min(len(pot), len(open_groups)))
        for seq, name in zip(pot, drawn, strict=False):
            members[name].append(seq)
            seed_group[seq] = name
    placed = set(seed_group)
    others = sorted(e.seq for e in entrants if e.seq not in placed)
    rng.shuffle(others)
    pos = 0
    for name, size in zip(groups, sizes, strict=False):
        free = size - len(members[name])
        members[name].extend(others[pos : pos + free])
        pos += free
    return GroupDraw(
        seed=seed,
        groups={name: tuple(members[name]) for name in groups},
        seeds=tuple(seed_group),
        seed_group=seed_group,
        boundary_level=boundary,
        signup_decided=tuple(left_out) if left_out and len(seeds) == seed_count else (),
    )


def starting_order(places: Mapping[int, object]) -> list[int]:
    """A group's starting order from its players' stored places (seq → place in the draw order,
    1 first): the seqs by place; empty (no draw order: sign-up order applies) unless every
    player has a whole-number place and no two share one."""
    whole = {seq: x for seq, x in places.items() if type(x) is int}
    if not places or len(whole) != len(places):
        return []
    if len(set(whole.values())) != len(whole):
        return []
    return sorted(whole, key=whole.__getitem__)


def first_round_text(sizes: Iterable[int]) -> str:
    """How round 1 pairs the groups' starting order (top half against bottom half, h = ⌊m/2⌋
    for a group of m: 1st v (h+1)th, 2nd v (h+2)th, …; an odd group's last place rests), per
    group size: e.g. 32 → 第1位对第17位、第2位对第18位……第16位对第32位."""
    parts = []
    distinct = sorted(set(sizes), reverse=True)
    for m in distinct:
        h = m // 2
        pairs = [f"第{k}位对第{h + k}位" for k in range(1, h + 1)]
        text = "、".join(pairs) if len(pairs) <= 3 else "、".join(pairs[:2]) + "……" + pairs[-1]
        if m % 2:
            text += f"，第{m}位轮空"
        parts.append(text if len(distinct) == 1 else f"{m}人的组：{text}")
    return "第1轮各组按上列顺序（种子在前）上半区对下半区：" + "；".join(parts) + "。"


def draw_text(draw: GroupDraw, names: dict[int, str] | None = None) -> str:
    """The announcement of a draw: the lots' seed, the seeds, each group in its starting order
    (places numbered, seeds marked ★) and how round 1 pairs that order."""
    names = names or {}

    def who(seq: int) -> str:
        return f"{seq}号{names.get(seq, '')}"

    lines = [f"分组抽签（种子随机数 {draw.seed}，可复核）"]
    if draw.seeds:
        lines.append(
            "种子："
            + "、".join(
                f"{i}.{who(s)}（{draw.seed_group[s]}组）" for i, s in enumerate(draw.seeds, 1)
            )
        )
    if draw.signup_decided:
        lines.append(
            f"同为{draw.boundary_level}的选手超过种子名额，按报名先后定种子，未入选："
            + "、".join(who(s) for s in draw.signup_decided)
        )
    for name, members in draw.groups.items():
        lines.append(
            f"{name}组（{len(members)}人）："
            + "、".join(
                f"（{place}）" + ("★" if s in draw.seed_group else "") + who(s)
                for place, s in enumerate(members, 1)
            )
        )
    lines.append(first_round_text(draw.sizes.values()))
    return "\n".join(lines)


# --------------------------------------------------------------------------- checker


def check_group_draw(
    draw: GroupDraw,
    entrants: Sequence[GroupEntrant],
    *,
    groups: Sequence[str] = GROUPS,
    group_size: int = GROUP_SIZE,
    seeds_per_group: int = SEEDS_PER_GROUP,
    level_scale: Sequence[str] = (),
    reproduce: bool = True,
) -> list[str]:
    """Problems of a draw (empty when valid): the groups are the regulation's, sizes equal
    (differing by at most one) and none over ``group_size``; every entrant drawn exactly once
    and nobody else; the seeds are the strongest by level then sign-up order, each group holds
    at most one seed of each pot (half) and at most ``seeds_per_group``, the seeds lead their
    group's starting order; with ``reproduce``, the stored seed gives the same draw."""
    problems: list[str] = []
    if list(draw.groups) != list(groups):
        problems.append(f"组别应为 {'、'.join(groups)}，实为 {'、'.join(draw.groups)}")
    sizes = [len(m) for m in draw.groups.values()]
    if sizes and max(sizes) - min(sizes) > 1:
        problems.append(f"各组人数相差超过 1：{sizes}")
    for name, members in draw.groups.items():
        if len(members) > group_size:
            problems.append(f"{name}组 {len(members)} 人，超过每组 {group_size} 人")
    drawn = Counter(seq for members in draw.groups.values() for seq in members)
    expected = {e.seq for e in entrants}
    for seq, times in sorted(drawn.items()):
        if times > 1:
            problems.append(f"{seq}号被分到 {times} 个位置")
        if seq not in expected:
            problems.append(f"{seq}号不在名单中")
    for seq in sorted(expected - drawn.keys()):
        problems.append(f"{seq}号没有分组")
    # seeds: the best (level rank, seq) pairs, by a plain sort of the whole field
    keyed = sorted(
        (key, e.seq) for e in entrants if (key := _level_key(e, level_scale)) is not None
    )
    count = (
        min(seeds_per_group * len(groups), sum(min(seeds_per_group, s) for s in sizes))
        if sizes
        else 0
    )
    want = [seq for _, seq in keyed[:count]]
    if list(draw.seeds) != want:
        problems.append(f"种子应为 {want}（按级别、同级按报名先后），实为 {list(draw.seeds)}")
    for seq in draw.seeds:
        home = draw.seed_group.get(seq)
        if home is None or seq not in draw.groups.get(home, ()):
            problems.append(f"种子 {seq}号不在其登记的组中")
    for name, members in draw.groups.items():
        own = [s for s in draw.seeds if draw.seed_group.get(s) == name]
        if len(own) > seeds_per_group:
            problems.append(f"{name}组有 {len(own)} 名种子，超过 {seeds_per_group} 名")
        pots = Counter(draw.seeds.index(s) // len(groups) for s in own)
        if any(n > 1 for n in pots.values()):
            problems.append(f"{name}组有两名同一档的种子（种子应每档每组一名）")
        if list(members[: len(own)]) != own:
            problems.append(f"{name}组的种子没有排在该组最前")
    if reproduce and not problems:
        again = draw_groups(
            entrants,
            draw.seed,
            groups=groups,
            group_size=group_size,
            seeds_per_group=seeds_per_group,
            level_scale=level_scale,
        )
        if again.groups != draw.groups:
            problems.append(f"用种子随机数 {draw.seed} 重抽的结果与公布的不同")
    return problems


# --------------------------------------------------------------------------- generator


def random_entrants(
    rng: random.Random,
    count: int,
    level_scale: Sequence[str],
    *,
    band: int = 4,
    unlevelled_permille: int = 50,
) -> list[GroupEntrant]:
    """A random field for tests: ``count`` entrants with seqs 1..count; levels drawn from the
    ``band`` highest levels of the scale and below, skewed so that equal levels at the seed
    boundary are common; about ``unlevelled_permille``‰ without a level."""
    field = []
    top = min(band, len(level_scale))
    for seq in range(1, count + 1):
        if not level_scale or rng.randrange(1000) < unlevelled_permille:
            field.append(GroupEntrant(seq, None))
            continue
        index = rng.randrange(top) if rng.randrange(3) else rng.randrange(len(level_scale))
        field.append(GroupEntrant(seq, level_scale[index]))
    return field
