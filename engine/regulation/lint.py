"""The regulation lint: contradictions and doubtful readings pointed out to the organiser."""

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from engine.formats import ArenaFormat, FourPlayerFormat, GroupKnockoutFormat, KnockoutFormat
from engine.prizes import prize_table_total
from engine.tiebreaks import TIEBREAKS, unknown_text

from .schema import Regulation, RoundSlot
from .timetable import competition_start

# --------------------------------------------------------------------------- lint


@dataclass(frozen=True)
class LintWarning:
    """A contradiction or doubtful value in a regulation, for the organisers.

    ``level`` "info" only states which reading is in force; "error": the regulation cannot
    be run as written (a tiebreak no format knows)."""

    code: str
    clause: str
    message: str
    level: Literal["warning", "info", "error"] = "warning"


def _lint_announced_cuts(reg: Regulation) -> Iterator[LintWarning]:
    if not isinstance(reg.format, FourPlayerFormat):  # the one format with cuts
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


def prize_money_total(reg: Regulation) -> int:
    """Money the prize table pays out.

    Arena: teams × (basic + floating_base) — bouts only move the floating money between teams.
    Otherwise Σ amount × places over ``ranges`` + the family award + groups × Σ amount × places
    over ``group_ranges`` + Σ k × reach[k] of the knockout bonuses (000: 520 + 388 + 288 + 188
    + 4×100 + 8×50 + 16×20 + 32×10 + family 100 = 2924)."""
    if isinstance(reg.format, ArenaFormat):
        pool = reg.format.pool
        return len(reg.format.teams) * (pool.basic + pool.floating_base)
    family = reg.prizes.family_award.amount if reg.prizes.family_award else 0
    groups = len(reg.format.groups) if isinstance(reg.format, GroupKnockoutFormat) else 1
    total = prize_table_total(reg.prizes.ranges, family) + groups * prize_table_total(
        reg.prizes.group_ranges
    )
    if reg.prizes.knockout_bonus:
        total += sum(size * bonus for size, bonus in reg.prizes.knockout_bonus.reach.items())
    return int(total)


def _lint_prize_total(reg: Regulation) -> Iterator[LintWarning]:
    announced = reg.announced.prize_total
    if announced is None:
        return
    total = prize_money_total(reg)
    if total != announced.amount:
        family = reg.prizes.family_award
        with_family = f"（含家族奖 {family.amount} 元）" if family else ""
        yield LintWarning(
            "prize_total",
            f"{announced.clause} ↔ {reg.clause_of('prizes.ranges')}",
            f"奖励表合计 {total} 元{with_family}，与公告的总奖励 {announced.amount} 元不符。",
        )


def _lint_event_dates(reg: Regulation) -> Iterator[LintWarning]:
    announced = reg.announced.event_dates
    dated = sorted({slot.starts_at.date() for slot in reg.schedule.rounds if slot.starts_at})
    if announced is None or not dated or set(dated) == set(announced.dates):
        return
    yield LintWarning(
        "event_dates",
        f"{announced.clause} ↔ {reg.clause_of('schedule.rounds')}",
        f"比赛日期：公告写 {'、'.join(map(str, sorted(announced.dates)))}，"
        f"赛程表各轮在 {'、'.join(map(str, dated))}；按赛程表执行，请组委确认。",
    )


def _lint_tiebreak_reading(reg: Regulation) -> Iterator[LintWarning]:
    for name in reg.format.all_tiebreaks:
        tb = TIEBREAKS.get(name)
        if tb is not None and tb.reading and name in reg.format.KNOWN_TIEBREAKS:
            yield LintWarning(
                "tiebreak_reading",
                reg.clause_of("format.tiebreaks"),
                f"“逐轮递减”有多种算法，本规程采用{tb.label}（{name}）：{tb.reading}。",
                level="info",
            )


def _lint_tiebreak_names(reg: Regulation) -> Iterator[LintWarning]:
    """Every name of the chains must be a tiebreak of the format (engine/tiebreaks): anything
    else cannot be ranked by, so it is an error naming what may be used, in Chinese."""
    known = reg.format.KNOWN_TIEBREAKS
    unknown = [name for name in dict.fromkeys(reg.format.all_tiebreaks) if name not in known]
    if unknown:
        yield LintWarning(
            "tiebreak_unknown",
            reg.clause_of("format.tiebreaks"),
            f"{unknown_text(unknown, known)}。",
            level="error",
        )


def _lint_weights(reg: Regulation) -> Iterator[LintWarning]:
    fmt = reg.format
    if isinstance(fmt, FourPlayerFormat) and len(fmt.weights) != fmt.rounds:
        yield LintWarning(
            "weights_count",
            reg.clause_of("format.weights"),
            f"设了 {len(fmt.weights)} 个轮次权值，但比赛共 {fmt.rounds} 轮。",
        )


def _lint_cuts(reg: Regulation) -> Iterator[LintWarning]:
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


def _lint_capacity(reg: Regulation) -> Iterator[LintWarning]:
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


def _lint_timetable_rounds(reg: Regulation) -> Iterator[LintWarning]:
    numbers = sorted(slot.number for slot in reg.schedule.rounds)
    if not numbers:
        return
    planned = reg.format.planned_rounds
    arena = isinstance(reg.format, ArenaFormat)
    if numbers != list(range(1, len(numbers) + 1)) or (
        len(numbers) > planned if arena else len(numbers) != planned
    ):
        yield LintWarning(
            "timetable_rounds",
            reg.clause_of("schedule.rounds"),
            f"赛程表有 {len(numbers)} 轮（第{'、'.join(map(str, numbers))}轮），"
            f"赛制{'最多' if arena else '共'} {planned} 轮。",
        )


def _dated_rounds(reg: Regulation) -> list[tuple[RoundSlot, datetime]]:
    """The rounds with a start, by number, each with its start."""
    return sorted(
        ((slot, slot.starts_at) for slot in reg.schedule.rounds if slot.starts_at),
        key=lambda dated: dated[0].number,
    )


def _lint_round_times(reg: Regulation) -> Iterator[LintWarning]:
    dated = _dated_rounds(reg)
    for (earlier, earlier_start), (later, later_start) in zip(dated, dated[1:], strict=False):
        if later_start <= earlier_start:
            yield LintWarning(
                "round_times_order",
                reg.clause_of("schedule.rounds"),
                f"{later.label}（{later_start:%Y-%m-%d %H:%M}）"
                f"不晚于{earlier.label}（{earlier_start:%Y-%m-%d %H:%M}）。",
            )


def _lint_deadline(reg: Regulation) -> Iterator[LintWarning]:
    dated = _dated_rounds(reg)
    deadline = reg.signup.deadline
    if dated and deadline and deadline >= dated[0][1]:
        first, start = dated[0]
        yield LintWarning(
            "deadline_after_start",
            reg.clause_of("signup.deadline"),
            f"报名截止 {deadline:%Y-%m-%d %H:%M} 不早于{first.label}开始 {start:%Y-%m-%d %H:%M}。",
        )


def _lint_withdrawal_start(reg: Regulation) -> Iterator[LintWarning]:
    """A late-withdrawal ban measured from a start the regulation does not give (002 报名(二)3:
    neither a round-1 time nor an announced competition date) never fires."""
    signup = reg.signup
    if (
        signup.withdraw_deadline_before_start is None
        or signup.late_withdrawal_ban_days is None
        or competition_start(reg) is not None
    ):
        return
    yield LintWarning(
        "withdrawal_start",
        reg.clause_of("signup.withdraw_deadline_before_start"),
        "逾期退赛禁赛无法生效：第1轮没有时间",
    )


def _lint_prize_ranges(reg: Regulation) -> Iterator[LintWarning]:
    for key, ranges in (
        ("prizes.ranges", reg.prizes.ranges),
        ("prizes.group_ranges", reg.prizes.group_ranges),
    ):
        for division in dict.fromkeys(r.division for r in ranges):
            ordered = sorted(
                (r for r in ranges if r.division == division), key=lambda r: r.from_rank
            )
            scope = f"（{division}）" if division else ""
            expected_next = 1
            for prize in ordered:
                if prize.from_rank < expected_next:
                    yield LintWarning(
                        "prize_overlap",
                        reg.clause_of(key),
                        f"奖励表{scope}第{prize.from_rank}–{prize.to_rank}名与前一档重叠。",
                    )
                elif prize.from_rank > expected_next and prize.places > 1:
                    # a place listed on its own (lucky 18th, 28th, 38th) leaves a gap on purpose
                    yield LintWarning(
                        "prize_gap",
                        reg.clause_of(key),
                        f"奖励表{scope}缺第{expected_next}–{prize.from_rank - 1}名。",
                    )
                expected_next = max(expected_next, prize.to_rank + 1)


def _lint_knockout_field(reg: Regulation) -> Iterator[LintWarning]:
    fmt = reg.format
    if not isinstance(fmt, GroupKnockoutFormat):
        return
    field = len(fmt.groups) * fmt.advance_per_group + fmt.wildcards
    if field != fmt.knockout_size or fmt.knockout_size & (fmt.knockout_size - 1):
        yield LintWarning(
            "knockout_field",
            reg.clause_of("format.knockout_size"),
            f"淘汰赛 {fmt.knockout_size} 人：应为 2 的幂，且等于 {len(fmt.groups)} 组 × 前 "
            f"{fmt.advance_per_group} 名"
            f" + {fmt.wildcards} 张外卡 = {field} 人。",
        )


def _lint_knockout_bracket(reg: Regulation) -> Iterator[LintWarning]:
    """A knockout on its own: more sign-ups than positions; seeds by a field sign-ups lack."""
    fmt = reg.format
    if not isinstance(fmt, KnockoutFormat):
        return
    capacity = reg.signup.capacity
    if capacity is not None and capacity > fmt.size:
        yield LintWarning(
            "knockout_capacity",
            f"{reg.clause_of('signup.capacity')} ↔ {reg.clause_of('format.size')}",
            f"人数上限 {capacity} 超过 {fmt.size} 签：多出的选手无法进入签表（/设置 签数）。",
        )
    field = {"rating": "rating", "level": "level"}.get(fmt.seeding)
    if field and fmt.seeds and field not in reg.signup.fields:
        word = "等级分" if field == "rating" else "等级"
        yield LintWarning(
            "knockout_seeding",
            reg.clause_of("format.seeding"),
            f"按{word}定 {fmt.seeds} 名种子，但报名不要求填写{word}（signup.fields）："
            f"没填的选手不能做种子。",
        )


_CHECKS = (
    _lint_announced_cuts,
    _lint_prize_total,
    _lint_event_dates,
    _lint_tiebreak_reading,
    _lint_tiebreak_names,
    _lint_weights,
    _lint_cuts,
    _lint_capacity,
    _lint_timetable_rounds,
    _lint_round_times,
    _lint_deadline,
    _lint_withdrawal_start,
    _lint_prize_ranges,
    _lint_knockout_field,
    _lint_knockout_bracket,
)


def lint(reg: Regulation) -> list[LintWarning]:
    """Contradictions and doubtful values of a valid regulation, in a fixed order."""
    return [warning for check in _CHECKS for warning in check(reg)]
