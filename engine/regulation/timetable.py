"""Timetable shifting: round 1's date moves the whole timetable; a template without dates."""

from datetime import UTC, datetime, time, timedelta
from typing import NamedTuple
from zoneinfo import ZoneInfo

from engine.formats import ArenaFormat, GroupKnockoutFormat

from .schema import Regulation, RoundSlot, ScheduleEvent


def _stage_of(reg: Regulation, number: int) -> str:
    fmt = reg.format
    if isinstance(fmt, GroupKnockoutFormat):
        return "group" if number <= fmt.group_rounds else "knockout"
    return "bout" if isinstance(fmt, ArenaFormat) else "main"


def _set_round(reg: Regulation, number: int, starts_at: datetime | None) -> Regulation:
    if number == 1 and starts_at is not None:
        return shift_timetable(reg, starts_at)
    data = reg.model_dump(mode="json")
    rounds = data["schedule"]["rounds"]
    slot = next((s for s in rounds if s["number"] == number), None)
    if slot is None:
        slot = {"number": number, "label": f"第{number}轮", "stage": _stage_of(reg, number)}
        rounds.append(slot)
        rounds.sort(key=lambda s: s["number"])
    slot["starts_at"] = starts_at.isoformat() if starts_at else None
    slot["after_round_1"] = None
    if starts_at is not None:  # a start replaces a date window; an end before it is dropped
        slot["window_opens"] = None
        end = slot.get("ends_at")
        if end is not None and datetime.fromisoformat(end) <= starts_at:
            slot["ends_at"] = None
    return Regulation.model_validate(data)


def shift_timetable(reg: Regulation, first_round_start: datetime) -> Regulation:
    """The timetable moved so that round 1 starts at ``first_round_start`` (naive local, or
    aware and converted to the regulation's zone), every dated round and event keeping its gap:
    new = old + (first_round_start − old round-1 start). A round or event kept as a template
    (no date, ``after_round_1`` set) gets first_round_start + after_round_1. The sign-up
    deadline does not move; the dates the original text announced are dropped."""
    if first_round_start.tzinfo is not None:
        first_round_start = first_round_start.astimezone(ZoneInfo(reg.timezone)).replace(
            tzinfo=None
        )
    first = reg.schedule.slot(1)
    shift = first_round_start - first.starts_at if first and first.starts_at else timedelta(0)

    def moved(when: datetime | None, gap: timedelta | None) -> datetime | None:
        if when is not None:
            return when + shift
        return first_round_start + gap if gap is not None else None

    rounds = [
        slot.model_copy(
            update={
                "starts_at": first_round_start
                if slot.number == 1
                else moved(slot.starts_at, slot.after_round_1),
                "after_round_1": None,
                "ends_at": slot.ends_at + shift if slot.ends_at else None,
                "window_opens": slot.window_opens + shift if slot.window_opens else None,
            }
        )
        for slot in reg.schedule.rounds
    ]
    if first is None:
        rounds.insert(
            0,
            RoundSlot(
                number=1, label="第1轮", stage=_stage_of(reg, 1), starts_at=first_round_start
            ),
        )
    events = [
        event.model_copy(update={"at": moved(event.at, event.after_round_1), "after_round_1": None})
        for event in reg.schedule.events
    ]
    return _with_schedule(reg, rounds, events, reg.signup.deadline)


def without_dates(reg: Regulation) -> Regulation:
    """The regulation as a template: no sign-up deadline, no dated round or event; each dated
    round and event keeps its gap after round 1 (``after_round_1`` = date − round-1 start) so
    that setting round 1 dates the whole timetable again (``shift_timetable``). Rounds' ends
    and date windows are dropped with the dates (the organisers set them again)."""
    first = reg.schedule.slot(1)
    origin = first.starts_at if first else None

    def gap(when: datetime | None, kept: timedelta | None) -> timedelta | None:
        return when - origin if when is not None and origin is not None else kept

    rounds = [
        slot.model_copy(
            update={
                "starts_at": None,
                "after_round_1": gap(slot.starts_at, slot.after_round_1),
                "ends_at": None,
                "window_opens": None,
            }
        )
        for slot in reg.schedule.rounds
    ]
    events = [
        event.model_copy(update={"at": None, "after_round_1": gap(event.at, event.after_round_1)})
        for event in reg.schedule.events
    ]
    return _with_schedule(reg, rounds, events, None)


def _with_schedule(
    reg: Regulation, rounds: list[RoundSlot], events: list[ScheduleEvent], deadline: datetime | None
) -> Regulation:
    data = reg.model_dump(mode="json")
    data["schedule"]["rounds"] = [slot.model_dump(mode="json") for slot in rounds]
    data["schedule"]["events"] = [event.model_dump(mode="json") for event in events]
    data["signup"]["deadline"] = deadline.isoformat() if deadline else None
    data["announced"]["event_dates"] = None  # the organisers' new dates supersede the announcement
    return Regulation.model_validate(data)


def has_past_dates(reg: Regulation, now: datetime) -> bool:
    """Whether the sign-up deadline, a round start or an event lies before ``now`` (aware)."""
    times = [reg.signup.deadline_utc()]
    times += [reg.schedule.round_start(slot.number) for slot in reg.schedule.rounds]
    times += [reg.schedule.round_end(slot.number) for slot in reg.schedule.rounds]
    times += [reg.schedule.event_at(event) for event in reg.schedule.events]
    return any(when is not None and when < now for when in times)


CHECK_IN_WORDS = ("报到", "签到")
"""A timetable event whose label holds one of these is the players' check-in (002 报到)."""


class CompetitionStart(NamedTuple):
    """When the competition starts (aware UTC) and what that time is taken from, as players
    read it: "第1轮开始", "报到时间" (the check-in event's label), "首个比赛日"."""

    at: datetime
    source: str


def competition_start(reg: Regulation) -> CompetitionStart | None:
    """The competition's start, from which 「比赛开始前1天」 is measured (002 报名(二)3).

    Round 1's start when it has a time. Otherwise the first date the text announces
    (``announced.event_dates``, 002 六、竞赛日期 12月16日) at the time of that day's check-in
    event (002 报名(四) 报到时间 12月16日早上07:30), or at 00:00 of that date when the
    timetable has no check-in that day: the date is all the text gives, and a start taken
    later in the day could pass a withdrawal made hours before the first game as on time.
    None when neither exists."""
    first_round = reg.schedule.round_start(1)
    if first_round is not None:
        return CompetitionStart(first_round, "第1轮开始")
    announced = reg.announced.event_dates
    if announced is None:
        return None
    day = min(announced.dates)
    that_day = sorted(
        ((event.at, event) for event in reg.schedule.events if event.at and event.at.date() == day),
        key=lambda timed: timed[0],
    )
    check_in = next(
        (e for _, e in that_day if any(word in e.label for word in CHECK_IN_WORDS)), None
    )
    if check_in is not None:
        at = reg.schedule.event_at(check_in)
        assert at is not None  # an event of that day has its time
        return CompetitionStart(at, f"{check_in.label}时间")
    midnight = datetime.combine(day, time(0), tzinfo=ZoneInfo(reg.timezone))
    return CompetitionStart(midnight.astimezone(UTC), "首个比赛日")
