"""The timer: one APScheduler job per pending ScheduledEvent row, rebuilt from the database.

Jobs only wake; the row is the truth. At start-up (and every minute, so rows another process
added are picked up) the jobs are rebuilt; missed rows within SCHEDULE_GRACE_MINUTES run at
once, older ones are reported to the organisers and not run.
"""

from datetime import timedelta

from nonebot import get_plugin_config, logger
from nonebot_plugin_apscheduler import scheduler

from services import schedule, timetable

from . import clock, send
from .config import Config

_config = get_plugin_config(Config)
JOB_PREFIX = "qisai-event-"


async def fire(event_id: int) -> None:
    """Claim a row and run it; a row claimed by another process is left alone."""
    now = clock.now()
    if not await schedule.claim(event_id, now):
        return
    try:
        notices, outcome = await timetable.run_event(event_id, now)
    except Exception as exc:
        logger.exception(f"scheduled event {event_id} failed")
        notices, outcome = await timetable.failure_notices(event_id, exc), f"failed: {exc!r}"
    await schedule.record_outcome(event_id, outcome)
    for notice in notices:
        await send.deliver(notice)


async def refresh() -> None:
    """Rebuild the jobs from the pending rows; run missed rows within grace, report older ones."""
    now = clock.now()
    grace = timedelta(minutes=_config.schedule_grace_minutes)
    for notice in await schedule.skip_missed(now, grace):
        await send.deliver(notice)
    wanted = set()
    for row in await schedule.pending():
        job_id = f"{JOB_PREFIX}{row.id}"
        wanted.add(job_id)
        job = scheduler.get_job(job_id)
        if job is not None and job.next_run_time == row.due_at:
            continue
        scheduler.add_job(
            fire, "date", run_date=max(row.due_at, now), args=[row.id], id=job_id, replace_existing=True,
            misfire_grace_time=int(grace.total_seconds()) or 1, coalesce=True,
        )
    for job in scheduler.get_jobs():
        if job.id.startswith(JOB_PREFIX) and job.id not in wanted:
            job.remove()


async def start() -> None:
    """Rebuild the jobs now and keep re-reading the rows every few seconds (called at start-up)."""
    await refresh()
    scheduler.add_job(refresh, "interval", seconds=_config.schedule_refresh_seconds, id="qisai-refresh",
                      replace_existing=True, misfire_grace_time=30, coalesce=True)
