"""The timer on a test clock, for the service tests of a tournament's timetable: local times in
Asia/Shanghai (``at``) and the running timer until a time (``advance``)."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from services import schedule, timetable
from services.common import Notice

SHANGHAI = ZoneInfo("Asia/Shanghai")
GRACE = timedelta(minutes=30)  # SCHEDULE_GRACE_MINUTES's default


def at(local_time: str) -> datetime:
    """``2026-12-12 09:00`` in Asia/Shanghai."""
    return datetime.strptime(local_time, "%Y-%m-%d %H:%M").replace(tzinfo=SHANGHAI)


async def advance(to: datetime) -> list[Notice]:
    """The running timer until `to`: it wakes at each pending row's due time, in order."""
    notices: list[Notice] = []
    while due := await schedule.pending(until=to):
        now = due[0].due_at
        notices += await schedule.skip_missed(now, GRACE)
        for row in await schedule.pending(until=now):
            if (fired := await timetable.fire(row.id, now)) is not None:
                notices += fired.notices
    return notices
