"""SQLite statements run on the event loop's thread (models/sqlite.py), and a lock held by
another connection is waited for in asynchronous pauses: the loop keeps running meanwhile,
and the statement goes through once the lock is released (or fails after the timeout)."""

import asyncio
import sqlite3
import threading
import time

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import create_async_engine

from models import db, sqlite


@pytest.fixture
def path(tmp_path):
    file = tmp_path / "inline.db"
    plain = sqlite3.connect(file)
    plain.execute("PRAGMA journal_mode=WAL")
    plain.execute("CREATE TABLE t (x INTEGER)")
    plain.commit()
    plain.close()
    return file


async def _ticking(until: asyncio.Event) -> int:
    ticks = 0
    while not until.is_set():
        await asyncio.sleep(0.01)
        ticks += 1
    return ticks


async def test_the_configured_sqlite_engine_runs_statements_on_the_loops_thread(path, monkeypatch):
    for name in ("_engine", "_sessions"):  # the suite's engine comes back after the test
        monkeypatch.setattr(db, name, getattr(db, name))
    engine = db.configure(f"sqlite:///{path}")
    seen: list[int] = []
    try:
        async with engine.connect() as conn:
            raw = await conn.get_raw_connection()
            raw.driver_connection._conn.create_function(
                "whose", 0, lambda: seen.append(threading.get_ident()) or 1
            )
            assert (await conn.execute(text("SELECT whose()"))).scalar() == 1
    finally:
        await engine.dispose()
    assert seen == [threading.get_ident()]


async def test_a_lock_held_elsewhere_is_waited_for_without_freezing_the_loop(path):
    engine = create_async_engine(
        f"sqlite+aiosqlite:///{path}", module=sqlite.dbapi(), connect_args={"timeout": 5}
    )
    holder = sqlite3.connect(path, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")  # another connection has the write lock for 0.3 s
    holder.execute("INSERT INTO t VALUES (1)")
    stop = asyncio.Event()
    ticker = asyncio.create_task(_ticking(stop))
    asyncio.get_running_loop().call_later(0.3, holder.commit)
    try:
        started = time.monotonic()
        async with engine.begin() as conn:
            await conn.execute(text("INSERT INTO t VALUES (2)"))
        waited = time.monotonic() - started
        stop.set()
        ticks = await ticker
        async with engine.connect() as conn:
            rows = (await conn.execute(text("SELECT x FROM t ORDER BY x"))).scalars().all()
    finally:
        holder.close()
        await engine.dispose()
    assert rows == [1, 2]  # it went through, after the holder's commit
    assert waited >= 0.25
    assert ticks >= 10  # the loop ran on while it waited (0.3 s of 10-ms ticks: about 30)


async def test_a_lock_held_past_the_timeout_fails_the_statement_and_the_loop_ran_meanwhile(path):
    engine = create_async_engine(
        f"sqlite+aiosqlite:///{path}", module=sqlite.dbapi(), connect_args={"timeout": 0.3}
    )
    holder = sqlite3.connect(path)
    holder.execute("BEGIN IMMEDIATE")
    stop = asyncio.Event()
    ticker = asyncio.create_task(_ticking(stop))
    try:
        started = time.monotonic()
        with pytest.raises(OperationalError, match="locked"):
            async with engine.begin() as conn:
                await conn.execute(text("INSERT INTO t VALUES (3)"))
        waited = time.monotonic() - started
        stop.set()
        ticks = await ticker
    finally:
        holder.rollback()
        holder.close()
        await engine.dispose()
    assert 0.25 <= waited < 2
    assert ticks >= 10
