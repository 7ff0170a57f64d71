"""The turn from one stage to the next: seating the next stage's first round from the places of
the one before (engine/stages/handover.py), what the posts say about it, and the ``/设置`` items
a stage's start freezes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.knockout import bracket as kb
from engine.knockout import tie as kt
from engine.stages import line_by_places
from engine.stages.groups import group_line
from engine.stages.handover import standard_pairs

from .base import FormatError, Player, RoundField
from .stage_groups import GroupedStandings, is_grouped
from .stage_plan import Plan, Stage
from .stage_schema import KnockoutStage, RoundRobinStage
from .stage_standings import StagesStandings

__all__ = [
    "first_round",
    "knockout_line",
    "handover_lines",
    "handover_order",
    "handover_refusal",
    "place_words",
    "setting_refusal",
]


def handover_order(stage: Stage, field: RoundField) -> list[int] | None:
    """The players who go on to ``stage`` in seeding order (place 1 first), still active now;
    None while the stage before it has not played its last round."""
    table = field.standings
    if (
        not isinstance(table, StagesStandings)
        or not table.handed_over
        or table.stage != stage.index - 1
    ):
        return None
    active = {p.seq for p in field.players}
    return [q for q in table.fields[stage.index] if q in active]


def handover_refusal(plan: Plan, stage: Stage, field: RoundField) -> str | None:
    """Why the first round of a later ``stage`` cannot be seated (in Chinese, with what to do);
    None: go ahead."""
    before = plan.stages[stage.index - 1]
    order = handover_order(stage, field)
    if order is None:
        return f"{before.name}（{before.rounds_text}）还没有全部结束，不能编排{stage.name}。"
    n = len(order)
    if n < 2:
        return f"{before.name}之后只有 {n} 位选手可以进入{stage.name}，无法编排。"
    body = stage.body
    if isinstance(body, KnockoutStage) and not body.size // 2 < n <= body.size:
        return (
            f"进入{stage.name}的有 {n} 人，与 {body.size} 签不合"
            f"：请 /设置 晋级人数 {n}（签数随之调整），再 /编排。"
        )
    if isinstance(body, RoundRobinStage) and n != body.players:
        return (
            f"进入{stage.name}的有 {n} 人，规程的循环赛为 {body.players} 人"
            f"：请 /设置 晋级人数 {n}，再 /编排。"
        )
    return None


def first_round(stage: Stage, players: Sequence[Player], field: RoundField) -> list[list[int]]:
    """The first round of a later ``stage`` from the previous stage's places: a knockout's ties by
    ``line_by_places`` (a bye as a one-seat table), the better place first — who moves first in
    game 1 where ``first_colours = "line"``, else by the lots of the stored seed, as the
    knockout draws them; a Swiss or a round robin paired by its system from that order."""
    order = handover_order(stage, field) or []
    body = stage.body
    if isinstance(body, KnockoutStage):
        table = field.standings
        slots = knockout_line(
            table if isinstance(table, StagesStandings) else None,
            order,
            body.size,
            body.seeding == "lots",
        )
        lots = body.tie.first_colours == "lots"
        out: list[list[int]] = []
        for position in range(len(slots) // 2):
            a, b = slots[2 * position], slots[2 * position + 1]
            if a is not None and b is not None:
                turned = lots and kt.colours_by_seed(field.seed, 1, position).first_red != kt.FIRST
                out.append([b, a] if turned else [a, b])
            elif a is not None:
                out.append([a])
            elif b is not None:
                out.append([b])
        return out
    by_seq = {p.seq: p for p in players}
    ordered = [by_seq[q] for q in order if q in by_seq]
    sub = RoundField(1, ordered, {}, None, seed=field.seed, start_order=tuple(order))
    try:
        return stage.round_rules(stage.span.first).seat(stage.reg, sub)
    except FormatError as exc:
        raise FormatError(f"{stage.name}：{exc}") from exc


def knockout_line(
    standings: StagesStandings | None, order: Sequence[int], size: int, lots: bool = False
) -> tuple[int | None, ...]:
    """A later knockout's line from the players going on in seeding ``order``: after a stage in
    groups ``group_line`` (winners, runners-up … kept apart by group), else ``line_by_places``;
    ``lots`` (``seeding = "lots"``, seed 003 二(四)3 所有参赛选手抽签决定对手): every player
    drawn to a position by the lots of the stored seed, the byes at the positions of the numbers
    above the field (engine/knockout/bracket.py ``draw_bracket``)."""
    if lots:
        seed = standings.seed if standings is not None else 0
        entrants = [kb.Entrant(q) for q in order]
        return kb.draw_bracket(entrants, mode="lots", seed=seed).slots
    groups = standings.line_groups if standings is not None else {}
    if not groups or any(q not in groups for q in order):
        return line_by_places(order, size)
    tiers: list[int] = []
    last = None
    for q in order:
        tier = groups[q][1]
        if tier == last:
            tiers[-1] += 1
        else:
            tiers.append(1)
            last = tier
    return group_line([(q, groups[q][0]) for q in order], tiers, size)


def place_words(plan: Plan, stage: Stage) -> str:
    """How a later stage's first round was paired, for the posted tables."""
    before = plan.stages[stage.index - 1].name
    body = stage.body
    grouped = is_grouped(plan.stages[stage.index - 1].body)
    if not isinstance(body, KnockoutStage):
        how = "各组名次（同名次按积分）" if grouped else "名次"
        return f"本轮起为{stage.name}，第一轮按{before}{how}编排。"
    if body.seeding == "lots":
        return f"本轮起为{stage.name}，进入{stage.name}的选手全部抽签定位（种子随机数抽签）。"
    size = body.size
    pairs = "、".join(f"第{a}名对第{b}名" for a, b in standard_pairs(size)) if size <= 16 else ""
    first = (
        "名次靠前者为先列者，第1局先手" if body.tie.first_colours == "line" else "第1局先后手抽签"
    )
    if grouped:
        return (
            f"本轮起为{stage.name}，按{before}各组名次排位：各组第一对其他组的第二，"
            f"同组选手首轮不相遇、尽量分在上下半区；{first}。"
        )
    return (
        f"本轮起为{stage.name}，按{before}名次排位"
        + (f"：{pairs}" if pairs else "")
        + f"；{first}。"
    )


def handover_lines(plan: Plan, standings: StagesStandings) -> list[str]:
    """After a stage's last round: who goes on, in seeding order, and (a knockout next) its first
    round's ties."""
    before, nxt = plan.stages[standings.stage], plan.stages[standings.stage + 1]
    order = standings.fields[nxt.index]
    rule = before.body.advance
    who = f"前 {len(order)} 名" if rule is not None and rule.count is not None else "全部选手"
    if rule is not None and rule.per_group is not None:
        extra = f"及 {rule.wildcards} 名成绩最好的其他选手" if rule.wildcards else ""
        who = f"每组前 {rule.per_group} 名{extra}共 {len(order)} 人"
    lines = [
        f"{before.name}（{before.rounds_text}）结束，{who}进入{nxt.name}（{nxt.rounds_text}）：",
        "、".join(f"{i}. {_label(standings.names, q)}" for i, q in enumerate(order, 1)),
    ]
    body = nxt.body
    if isinstance(body, KnockoutStage) and 1 < len(order) <= body.size:
        place = {q: i for i, q in enumerate(order, 1)}
        slots = knockout_line(standings, order, body.size, body.seeding == "lots")
        lines.append(f"{nxt.name}第一轮（第{nxt.span.first}轮）对阵：")
        for k in range(0, len(slots), 2):
            a, b = slots[k], slots[k + 1]
            shown = [
                f"{_place(standings, q, place[q])} {_label(standings.names, q)}"
                for q in (a, b)
                if q is not None
            ]
            lines.append(f"  {' 对 '.join(shown)}" + ("" if len(shown) == 2 else " 轮空"))
    lines.append(f"组委发 /编排 开始{nxt.name}。")
    return lines


def _place(standings: StagesStandings, seq: int, place: int) -> str:
    """A player's place going on: 第3名, or after groups his group's (A组第1名)."""
    own = standings.inner[standings.stage] if standings.inner else None
    if isinstance(own, GroupedStandings) and seq in own.group_of:
        rank = next((r.rank for r in own.rows if r.seq == seq), None)
        return f"{own.group_of[seq]}组第{rank or '-'}名"
    return f"第{place}名"


def _label(names: Mapping[int, str], seq: int) -> str:
    """`棋手1(1)`: a player's name and sign-up number."""
    return f"{names.get(seq, '')}({seq})"


def setting_refusal(plan: Plan, item: str, seated: int) -> str | None:
    """The ``/设置`` items a stage's start freezes: 轮数 (the Swiss stage's rounds) and 分组 once
    round 1 is seated; 晋级人数 once the next stage is seated; 三四名 once the final's round is;
    签数 and 种子数 always (a later knockout's bracket follows 晋级人数; it seeds by places)."""
    if item in ("签数", "种子数"):
        return (
            f"分阶段赛的淘汰赛按上一阶段名次排位，{item}随晋级人数而定："
            "请用 /设置 晋级人数 <人数>。"
        )
    if item in ("轮数", "分组") and seated:
        return f"已经编排到第{seated}轮，{item}不能再改（如需更改，先 /撤销 已做的编排）。"
    if item == "晋级人数":
        cut = next((s for s in plan.stages if s.body.advance and s.body.advance.count), None)
        nxt = plan.stages[cut.index + 1] if cut is not None else None
        if nxt is not None and seated >= nxt.span.first:
            return (
                f"{nxt.name}已经编排，晋级人数不能再改"
                f"（如需更改，先 /撤销 第{nxt.span.first}轮的编排）。"
            )
    if item == "三四名":
        last = plan.last
        if last.kind == "knockout" and seated >= last.span.last:
            return "决赛轮已经编排，三四名不能再改（如需更改，先 /撤销 决赛轮的编排）。"
    return None
