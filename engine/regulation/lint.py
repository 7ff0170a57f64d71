"""The regulation lint: contradictions and doubtful readings pointed out to the organiser.

The checks every regulation gets live here; a format's own (000's cuts, 003's knockout field, a
knockout's bracket) live beside it (``formats.lint_of``, engine/formats/lint_notes.py). Every
check has a name, and the warnings come in the one order of ``ORDER``."""

from collections.abc import Iterator
from datetime import datetime

from pydantic import ValidationError

from engine.formats import FORMATS, lint_of
from engine.formats import LintWarning as LintWarning  # re-exported: the lint's value
from engine.formats.lint_notes import Check
from engine.prizes import prize_table_total
from engine.tiebreaks import TIEBREAKS, unknown_text

from . import field_size
from .division_lint import lint_divisions, lint_swiss_seeding
from .inert_lint import lint_inert_keys
from .prize_schema import KnockoutBonus
from .schema import Regulation, RoundSlot
from .timetable import competition_start

# --------------------------------------------------------------------------- lint


def prize_money_total(reg: Regulation) -> int:
    """Money the prize table pays out.

    Arena: teams × (basic + floating_base) — bouts only move the floating money between teams.
    Otherwise Σ amount × places over ``ranges`` + the family award + groups × Σ amount × places
    over ``group_ranges`` + the knockout bonuses (``knockout_bonus_total``) + Σ count × amount
    of the special awards + Σ places × amount of the lucky places (000: 520 + 388 + 288 + 188
    + 4×100 + 8×50 + 16×20 + 32×10 + family 100 = 2924). Where each division plays its own
    tournament, a range or lucky place naming no division is paid, and counted, in each."""
    own = lint_of(reg.format.kind)
    if own.prize_money is not None:
        return own.prize_money(reg)
    family = reg.prizes.family_award.amount if reg.prizes.family_award else 0
    groups = own.prize_groups(reg)
    every = _division_scopes(reg)
    total = (
        prize_table_total([], family)
        + sum(prize_table_total([r]) * (1 if r.division else every) for r in reg.prizes.ranges)
        + groups * prize_table_total(reg.prizes.group_ranges)
    )
    if reg.prizes.knockout_bonus:
        total += knockout_bonus_total(reg.prizes.knockout_bonus)
    total += sum(award.money for award in reg.prizes.awards())
    total += sum(
        len(lucky.places) * lucky.amount * (1 if lucky.division else every)
        for lucky in reg.prizes.lucky_places
    )
    return int(total)


def knockout_bonus_total(bonus: KnockoutBonus) -> int:
    """The advancement bonuses paid in all: cumulative, each of the k players reaching the last
    k gets ``reach[k]`` (Σ k × reach[k]); else each player only the furthest listed round's, so
    ``reach[k]`` goes to the players reaching k but not the next smaller listed round (the
    smallest listed: all its k players)."""
    sizes = sorted(bonus.reach, reverse=True)
    if bonus.cumulative:
        return sum(k * bonus.reach[k] for k in sizes)
    return sum((k - nxt) * bonus.reach[k] for k, nxt in zip(sizes, [*sizes[1:], 0], strict=True))


def _division_scopes(reg: Regulation) -> int:
    """How many times a prize range or lucky place without a ``division`` is paid: once in each
    division where every division plays its own tournament (its own standings and prizes,
    ``Format.per_division``), else once."""
    fmt = FORMATS.get(reg.format.kind)
    return len(reg.divisions) if fmt is not None and fmt.per_division(reg) and reg.divisions else 1


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


def _lint_tiebreak_fields(reg: Regulation) -> Iterator[LintWarning]:
    """A chain ranking by the sign-up's 等级分 (``rating``) where the sign-up does not ask for
    it: every player then counts 0 on it."""
    if "rating" in reg.format.all_tiebreaks and "rating" not in reg.signup.fields:
        yield LintWarning(
            "tiebreak_rating",
            reg.clause_of("format.tiebreaks"),
            '排名依据有等级分，但报名不要求填写等级分（signup.fields 中没有 "rating"）：'
            "没填的选手等级分按 0 计，列在有等级分的选手之后。",
        )


def _lint_field_size(reg: Regulation) -> Iterator[LintWarning]:
    """A format chosen by the field's size: the other format's tiebreaks must be known too (an
    error, as for ``[format]``); a capacity below the threshold never plays the large field's
    format; the two formats' rounds against the timetable."""
    rule = reg.field_size
    if rule is None:
        return
    small, large = field_size.formats_of(reg)
    other = rule.large or rule.small  # the one not in [format] (whose lint has run)
    known = other.KNOWN_TIEBREAKS
    unknown = [name for name in dict.fromkeys(other.all_tiebreaks) if name not in known]
    clause = reg.clause_of("field_size")
    try:
        field_size.choose(reg, rule.below - 1 if reg.format is large else rule.below)
    except ValidationError as exc:  # the other format against the rest of the regulation
        why = "；".join(str(error["msg"]) for error in exc.errors())
        yield LintWarning(
            "field_size_fits",
            clause,
            f"{field_size.format_name(other)}与规程其余部分不符（{why}）：截止报名时无法选用。",
            level="error",
        )
    if unknown:
        yield LintWarning(
            "field_size_tiebreaks", clause, f"{unknown_text(unknown, known)}。", level="error"
        )
    capacity = reg.signup.capacity
    unit = field_size.unit_word(reg)
    if capacity is not None and capacity < rule.below and unit == "人":
        yield LintWarning(
            "field_size_capacity",
            f"{clause} ↔ {reg.clause_of('signup.capacity')}",
            f"人数上限 {capacity} 人不足 {rule.below} 人：总是采用"
            f"{field_size.format_name(small)}，{field_size.format_name(large)}用不到。",
        )
    numbers = len(reg.schedule.rounds)
    if numbers and {small.planned_rounds, large.planned_rounds} != {numbers}:
        yield LintWarning(
            "field_size_rounds",
            f"{clause} ↔ {reg.clause_of('schedule.rounds')}",
            f"赛程表有 {numbers} 轮；报名数少时赛制共 {small.planned_rounds} 轮，"
            f"多时共 {large.planned_rounds} 轮：截止报名后请按选定的赛制核对赛程表。",
            level="info",
        )


def _lint_timetable_rounds(reg: Regulation) -> Iterator[LintWarning]:
    numbers = sorted(slot.number for slot in reg.schedule.rounds)
    if not numbers:
        return
    planned = reg.format.planned_rounds
    arena = lint_of(reg.format.kind).rounds_at_most
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
    """The rounds with a start (or a date window's opening), by number, each with it."""
    return sorted(
        (
            (slot, begins)
            for slot in reg.schedule.rounds
            if (begins := slot.starts_at or slot.window_opens)
        ),
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
        elif earlier.ends_at is not None and earlier.ends_at > later_start:
            yield LintWarning(
                "round_times_order",
                reg.clause_of("schedule.rounds"),
                f"{earlier.label}结束（{earlier.ends_at:%Y-%m-%d %H:%M}）"
                f"晚于{later.label}开始（{later_start:%Y-%m-%d %H:%M}）。",
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


_CHECKS: dict[str, Check] = {
    "prize_total": _lint_prize_total,
    "event_dates": _lint_event_dates,
    "tiebreak_reading": _lint_tiebreak_reading,
    "tiebreak_names": _lint_tiebreak_names,
    "tiebreak_fields": _lint_tiebreak_fields,
    "timetable_rounds": _lint_timetable_rounds,
    "round_times": _lint_round_times,
    "deadline": _lint_deadline,
    "withdrawal_start": _lint_withdrawal_start,
    "prize_ranges": _lint_prize_ranges,
    "divisions": lint_divisions,
    "swiss_seeding": lint_swiss_seeding,
    "field_size": _lint_field_size,
    "inert_keys": lint_inert_keys,
}
"""The checks every regulation gets, by name."""

ORDER = (
    "announced_cuts",
    "prize_total",
    "event_dates",
    "tiebreak_reading",
    "tiebreak_names",
    "tiebreak_fields",
    "weights",
    "cuts",
    "capacity",
    "timetable_rounds",
    "round_times",
    "deadline",
    "withdrawal_start",
    "prize_ranges",
    "divisions",
    "swiss_seeding",
    "field_size",
    "knockout_field",
    "knockout_bracket",
    "swiss_avoid_same",
    "team_make_up",
    "inert_keys",
)
"""The order warnings are listed in, by check name (a format's checks among the others); a
format's check named nowhere here comes last."""


def lint(reg: Regulation) -> list[LintWarning]:
    """Contradictions and doubtful values of a valid regulation, in a fixed order."""
    checks = {**_CHECKS, **dict(lint_of(reg.format.kind).checks)}
    names = sorted(checks, key=lambda n: ORDER.index(n) if n in ORDER else len(ORDER))
    return [warning for name in names for warning in checks[name](reg)]
