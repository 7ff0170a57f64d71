"""The timer: one APScheduler job per pending ScheduledEvent row, rebuilt from the database.

Jobs only wake; the row is the truth. At start-up, when a OneBot connection comes up, after a
command that changes timed rows, and every SCHEDULE_REFRESH_SECONDS (so rows another process
added are picked up) the jobs are rebuilt. Commands that finish while a rebuild runs share the
next one (a round's thousand /报分, each adding a report timeout, do not rebuild a thousand
times), and a job is only touched when its row's time changed. Rows already due run at once,
one after another in due order (a round must be seated before its no-show check), when within
SCHEDULE_GRACE_MINUTES; older ones are reported to the organisers and not run. Nothing is
claimed while no bot is connected: its messages could not be delivered.
"""

import asyncio
import contextlib
from datetime import timedelta

from apscheduler.jobstores.base import JobLookupError
from nonebot import get_bots, get_driver, get_plugin_config, logger
from nonebot.adapters import Bot
from nonebot_plugin_apscheduler import scheduler

from services import outbox as services_outbox
from services import schedule, timetable

from . import clock, outbox, send, startup
from .config import Config
from .outage import Outage

_config = get_plugin_config(Config)
JOB_PREFIX = "qisai-event-"


_catching_up = asyncio.Lock()
_rebuilding = asyncio.Lock()
_asked = 0  # rebuilds asked for by commands
_done = 0  # of those, how many the last finished rebuild covered


async def fire(event_id: int) -> bool:
    """Run a due row (services.timetable.fire claims it) and send what it says; False when
    not claimed (another process has it, it is not due any more, or no bot reaches its group:
    the next refresh after a connection runs it).

    Its messages were written to the outbox with the change (or with the row's outcome): the
    sender posts them, retries while the peer is away and reports what stays undelivered.
    """
    fired = await timetable.fire(event_id, clock.now(), send.reaches)
    if fired is None:
        return False
    if fired.error is not None:
        logger.opt(exception=fired.error).error(f"scheduled event {event_id} failed")
    await outbox.drain()  # its messages are in the outbox; the sender posts them
    await outbox.act(fired.notices)  # actions on the group (announcement, mute) are done now
    return True


async def refresh() -> None:
    """Report rows missed beyond grace, run rows already due in due order, and keep one job
    per future row."""
    now = clock.now()
    grace = timedelta(minutes=_config.schedule_grace_minutes)
    if get_bots():
        async with _catching_up:
            missed = await schedule.skip_missed(now, grace)
            await services_outbox.enqueue(missed)
            await outbox.act(missed)  # e.g. the unmute of a cutoff missed while the bot was down
            busy: set[int] = set()
            for row in await schedule.pending(until=now):
                # a tournament's rows run in due order: while another process still runs an
                # earlier one (e.g. the round start), its later rows wait for the next refresh
                if row.tournament_id in busy:
                    continue
                assert row.id is not None  # a row read from the table has its id
                if not await fire(row.id) and await schedule.in_progress(row.id):
                    busy.add(row.tournament_id)
    pending = await schedule.pending_times()
    # the jobs as they stand, read once (not asked for row by row: a round has 1,000 rows)
    have = {
        job.id: job.next_run_time for job in scheduler.get_jobs() if job.id.startswith(JOB_PREFIX)
    }
    wanted: set[str] = set()
    for row_id, due_at in pending:
        if due_at <= now:
            continue  # due, but no bot to speak through: run on the next refresh
        job_id = f"{JOB_PREFIX}{row_id}"
        wanted.add(job_id)
        if have.get(job_id) == due_at:
            continue
        scheduler.add_job(
            fire,
            "date",
            run_date=due_at,
            args=[row_id],
            id=job_id,
            replace_existing=True,
            misfire_grace_time=int(grace.total_seconds()) or 1,
            coalesce=True,
        )
    for job_id in have.keys() - wanted:
        with contextlib.suppress(JobLookupError):  # it ran meanwhile
            scheduler.remove_job(job_id)


async def after_change() -> None:
    """A command changed timed rows (it has committed): rebuild the jobs, sharing one rebuild
    with the commands that finish meanwhile; returns once a rebuild that started after this
    call has finished."""
    global _asked, _done
    _asked += 1
    mine = _asked
    await asyncio.sleep(0)  # commands finishing right now ask too, and share the rebuild
    async with _rebuilding:
        if _done >= mine:
            return
        upto = _asked
        await refresh()
        _done = upto


async def connected(bot: Bot) -> None:
    """A OneBot connection came up: learn its groups (and log them), then catch up what is due."""
    groups = await send.learn_groups(bot)
    logger.info(startup.connection_line(bot, groups))
    await refresh()


@get_driver().on_bot_connect
async def _connected(bot: Bot) -> None:
    await connected(bot)


@get_driver().on_bot_disconnect
async def _disconnected(bot: Bot) -> None:
    send.forget(bot)


_outage = Outage("timer")


async def _refresh_quietly() -> None:
    """The periodic refresh; a failure is logged (once while the database cannot be reached)
    and the next refresh catches up."""
    try:
        await refresh()
    except Exception as exc:
        await _outage.failed("refresh failed", exc)
        return
    _outage.succeeded()


async def start() -> None:
    """Rebuild the jobs now and keep re-reading the rows every few seconds (called at start-up)."""
    await refresh()
    scheduler.add_job(
        _refresh_quietly,
        "interval",
        seconds=_config.schedule_refresh_seconds,
        id="qisai-refresh",
        replace_existing=True,
        misfire_grace_time=30,
        coalesce=True,
    )
