"""The lint of seed 000's four-player tables: the announced cuts, the round weights, the cuts
and the capacity against tables of four (engine/formats/lint_notes.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .four_player import FourPlayerFormat
from .lint_notes import FormatLint, LintWarning

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation


def _announced_cuts(reg: Regulation) -> Iterator[LintWarning]:
    if not isinstance(reg.format, FourPlayerFormat):
        return
    cuts = reg.format.cuts
    for announced in reg.announced.cuts:
        rule = cuts.get(announced.after_round)
        if rule != announced.keep:
            rule_text = f"{rule} 人" if rule is not None else "不淘汰"
            yield LintWarning(
                "cut_announced",
                f"{announced.clause} ↔ {reg.clause_of('format.cuts')}",
                f"第{announced.after_round}轮后晋级人数：赛程公告写 {announced.keep} 人，规则为 "
                f"{rule_text}；"
                f"按规则执行，如以公告为准请修改规程。",
            )


def _weights(reg: Regulation) -> Iterator[LintWarning]:
    fmt = reg.format
    if isinstance(fmt, FourPlayerFormat) and len(fmt.weights) != fmt.rounds:
        yield LintWarning(
            "weights_count",
            reg.clause_of("format.weights"),
            f"设了 {len(fmt.weights)} 个轮次权值，但比赛共 {fmt.rounds} 轮。",
        )


def _cuts(reg: Regulation) -> Iterator[LintWarning]:
    fmt = reg.format
    if not isinstance(fmt, FourPlayerFormat):
        return
    clause = reg.clause_of("format.cuts")
    previous = None
    for after_round, keep in sorted(fmt.cuts.items()):
        if not 1 <= after_round < fmt.rounds:
            yield LintWarning(
                "cut_round",
                clause,
                f"第{after_round}轮后晋级 {keep} 人：比赛只有 {fmt.rounds} 轮，"
                "此轮之后不能再淘汰。",
            )
        if previous is not None and keep >= previous[1]:
            yield LintWarning(
                "cuts_not_decreasing",
                clause,
                f"第{after_round}轮后晋级 {keep} 人，不少于第{previous[0]}轮后的 {previous[1]} 人："
                "晋级人数应逐轮减少。",
            )
        if keep % fmt.table_size:
            yield LintWarning(
                "cut_table_size",
                clause,
                f"第{after_round}轮后晋级 {keep} 人，不是每桌 {fmt.table_size} 人的整数倍，"
                "下一轮无法排满。",
            )
        previous = (after_round, keep)


def _capacity(reg: Regulation) -> Iterator[LintWarning]:
    fmt = reg.format
    if not isinstance(fmt, FourPlayerFormat):
        return
    limits = [("signup.capacity", reg.signup.capacity)]
    limits += [(f"capacity_pools[{i}]", pool.limit) for i, pool in enumerate(reg.capacity_pools)]
    for key, limit in limits:
        if limit is not None and limit % fmt.table_size:
            yield LintWarning(
                "capacity_table_size",
                reg.clause_of(key),
                f"人数上限 {limit} 不是每桌 {fmt.table_size} 人的整数倍。",
            )


LINT = FormatLint(
    checks=(
        ("announced_cuts", _announced_cuts),
        ("weights", _weights),
        ("cuts", _cuts),
        ("capacity", _capacity),
    )
)
