"""The timer keeps one job per pending row at the row's time, and a /设置 that moves the
timetable moves the jobs (the matcher re-reads the rows after such commands)."""

from datetime import datetime, timezone

from nonebug import App
from sqlalchemy import select

from models import db
from models.tables import ScheduledEvent
from tests.conftest import SUPERUSER
from tests.utils import Says, group_event, talk


async def start_row() -> ScheduledEvent:
    async with db.session() as s:
        return (await s.execute(select(ScheduledEvent).where(ScheduledEvent.kind == "round_start"))).scalars().first()


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
        assert row.due_at == datetime(2036, 12, 12, 12, 0, tzinfo=timezone.utc)  # 20:00 Shanghai
        assert job_time(row) == row.due_at

        await talk(app, group_event(SUPERUSER, "/设置 第1轮 2036-12-13 20:00"), Says("已设置"))
        await real_refresh()
        moved = await start_row()
        assert moved.id == row.id and job_time(moved) == datetime(2036, 12, 13, 12, 0, tzinfo=timezone.utc)
    finally:
        scheduler, timer = timer_parts()
        for job in scheduler.get_jobs():
            if job.id.startswith(timer.JOB_PREFIX):
                job.remove()


async def test_the_matcher_rereads_the_rows_after_timetable_commands(app: App, now, monkeypatch):
    _, timer = timer_parts()
    calls = []

    async def recorded() -> None:
        calls.append(1)

    monkeypatch.setattr(timer, "refresh", recorded)
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2036-12-12 20:00"), Says("已设置"))
    assert len(calls) == 2
    await talk(app, group_event(SUPERUSER, "/帮助"), Says("/新建赛事"))
    assert len(calls) == 2
