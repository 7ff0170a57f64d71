"""The timer keeps one job per pending row at the row's time, and a /设置 that moves the
timetable moves the jobs (the matcher re-reads the rows after such commands)."""

from datetime import UTC, datetime

from nonebug import App
from sqlalchemy import select

from models import db
from models.tables import ScheduledEvent
from tests.conftest import SUPERUSER
from tests.utils import Says, group_event, talk


async def start_row() -> ScheduledEvent:
    async with db.session() as s:
        return (
            (await s.execute(select(ScheduledEvent).where(ScheduledEvent.kind == "round_start")))
            .scalars()
            .first()
        )


async def due_times() -> dict[int, datetime]:
    async with db.session() as s:
        return {
            r.id: r.due_at
            for r in (
                await s.execute(select(ScheduledEvent).where(ScheduledEvent.done_at.is_(None)))
            ).scalars()
        }


def timer_parts():
    # imported late: the plugin needs nonebot initialised first
    from nonebot_plugin_apscheduler import scheduler

    from plugins.qisai import timer

    return scheduler, timer


def job_time(row: ScheduledEvent) -> datetime | None:
    scheduler, timer = timer_parts()
    job = scheduler.get_job(f"{timer.JOB_PREFIX}{row.id}")
    return job.next_run_time if job else None


async def test_jobs_follow_the_rows(app: App, now, quiet_timer, monkeypatch):
    real_refresh = quiet_timer
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    # far in the future, so the real scheduler never fires these jobs during the test
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2036-12-12 20:00"), Says("已设置"))
    try:
        await real_refresh()
        row = await start_row()
        assert row.due_at == datetime(2036, 12, 12, 12, 0, tzinfo=UTC)  # 20:00 Shanghai
        assert job_time(row) == row.due_at

        await talk(app, group_event(SUPERUSER, "/设置 第1轮 2036-12-13 20:00"), Says("已设置"))
        await real_refresh()
        moved = await start_row()
        assert moved.id == row.id and job_time(moved) == datetime(2036, 12, 13, 12, 0, tzinfo=UTC)
    finally:
        scheduler, timer = timer_parts()
        for job in scheduler.get_jobs():
            if job.id.startswith(timer.JOB_PREFIX):
                job.remove()


async def test_the_matcher_rereads_the_rows_after_timetable_commands(app: App, now, monkeypatch):
    # counted where the matcher asks, not at the refresh: the timer's own periodic refresh may
    # run meanwhile on a loaded machine
    _, timer = timer_parts()
    calls = []
    asked = timer.after_change

    async def recorded() -> None:
        calls.append(1)
        await asked()

    monkeypatch.setattr(timer, "after_change", recorded)
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2036-12-12 20:00"), Says("已设置"))
    assert len(calls) == 2
    await talk(app, group_event(SUPERUSER, "/帮助"), Says("/新建赛事"))
    assert len(calls) == 2


async def test_commands_finishing_together_share_one_rebuild_and_each_waits_for_one_after_it(
    monkeypatch,
):
    """A round's reports each add a timed row: the commands that finish while the jobs are
    rebuilt share the next rebuild, and none returns before a rebuild that began after it."""
    import asyncio

    _, timer = timer_parts()
    started: list[int] = []
    finished: list[int] = []

    async def rebuild() -> None:
        started.append(len(started))
        await asyncio.sleep(0.05)
        finished.append(len(finished))

    monkeypatch.setattr(timer, "refresh", rebuild)

    async def command(k: int, delay: float) -> tuple[int, int]:
        await asyncio.sleep(delay)
        before = len(started)  # rebuilds that began before this command committed
        await timer.after_change()
        return before, len(finished)

    # one command alone, then five finishing while its rebuild runs
    results = await asyncio.gather(command(0, 0), *(command(k, 0.01 * k) for k in range(1, 6)))
    assert len(started) == 2  # not six
    for before, done in results:
        assert done >= before + 1  # a rebuild that began after the command had finished
    await timer.after_change()  # alone again: a rebuild of its own
    assert len(started) == 3


async def test_a_refresh_touches_only_the_jobs_whose_row_time_changed(
    app: App, now, quiet_timer, monkeypatch
):
    real_refresh = quiet_timer
    scheduler, timer = timer_parts()
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2036-12-12 20:00"), Says("已设置"))
    added: list[str] = []
    real_add = scheduler.add_job

    def add_job(*args, **kwargs):
        added.append(kwargs["id"])
        return real_add(*args, **kwargs)

    monkeypatch.setattr(scheduler, "add_job", add_job)
    try:
        await real_refresh()
        row = await start_row()
        first = list(added)
        assert f"{timer.JOB_PREFIX}{row.id}" in first
        await real_refresh()
        assert added == first  # nothing changed: no job made again
        before = await due_times()
        await talk(app, group_event(SUPERUSER, "/设置 报名截止 2036-12-11 21:00"), Says("已设置"))
        after = await due_times()
        await real_refresh()
        moved = {f"{timer.JOB_PREFIX}{i}" for i, due in after.items() if before.get(i) != due}
        assert 0 < len(moved) < len(after) and sorted(added[len(first) :]) == sorted(
            moved
        )  # the moved rows only
        assert job_time(await start_row()) == row.due_at
        await talk(app, group_event(SUPERUSER, "/删除赛事 1"), Says("删除"))
        await real_refresh()
        assert job_time(row) is None  # its row is gone: so is its job
    finally:
        for job in scheduler.get_jobs():
            if job.id.startswith(timer.JOB_PREFIX):
                job.remove()


async def test_a_command_is_answered_and_its_group_actions_done_before_the_timer_rebuilds(
    app: App, now, monkeypatch
):
    """A rebuild may wait while the timer catches up on rows that fell due (and their posts):
    the command's reply and its actions on the group (e.g. the unmute after /结束本轮) go first."""
    from plugins.qisai import outbox

    _, timer = timer_parts()
    order: list[str] = []
    real_settle = outbox.settle

    async def settle(bot, event, outcome):
        order.append("answered")
        await real_settle(bot, event, outcome)

    async def rebuild() -> None:
        order.append("rebuilt")

    monkeypatch.setattr(outbox, "settle", settle)
    monkeypatch.setattr(timer, "after_change", rebuild)
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2036-12-12 20:00"), Says("已设置"))
    assert order == ["answered", "rebuilt"] * 2
