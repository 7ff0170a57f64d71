"""SQLite statements run on the event loop's own thread.

aiosqlite runs every call on a thread of its own and hands each result back through the event
loop. For the short statements a command makes (a result report makes about a dozen, each a
few tens of microseconds inside SQLite), those hand-overs cost far more than the statements:
measured on a 1,000-table round, 55 ms of CPU per reported and confirmed table through
aiosqlite's thread, 31 ms with the same calls made at once. So the SQLite engine keeps
aiosqlite and SQLAlchemy's adapter for it, but makes the calls directly.

What this gives up, and why it does not matter here: a statement now holds the loop while
SQLite works. Our statements are short, and the one SQLite file has one bot process (see
models.db: its writers queue in the process). A lock held by another connection is not waited
for inside SQLite (that would freeze the loop, and with it the holder): the statement returns
SQLITE_BUSY at once and is tried again after an asynchronous pause, up to the connection's
timeout, as SQLite's own busy handler would.
"""

import asyncio
import sqlite3
import time
import types
from collections.abc import Callable
from typing import Any, TypeVar

import aiosqlite
from sqlalchemy.dialects.sqlite.aiosqlite import AsyncAdapt_aiosqlite_dbapi

_T = TypeVar("_T")

DEFAULT_TIMEOUT = 5.0  # seconds a statement waits for another connection's lock
FIRST_PAUSE = 0.001
LONGEST_PAUSE = 0.05


class Connection(aiosqlite.Connection):
    """aiosqlite's connection (its thread still opens the database and sets the isolation
    level, as SQLAlchemy's adapter asks), with every call made at once on the caller's thread."""

    busy_timeout = DEFAULT_TIMEOUT

    async def _execute(self, fn: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
        if not self._running or not self._connection:
            raise ValueError("Connection closed")
        pause, deadline = FIRST_PAUSE, None
        while True:
            try:
                return fn(*args, **kwargs)
            except sqlite3.OperationalError as exc:
                # plain SQLITE_BUSY only: a stale snapshot (SQLITE_BUSY_SNAPSHOT) never clears
                if getattr(exc, "sqlite_errorcode", None) != sqlite3.SQLITE_BUSY:
                    raise
                now = time.monotonic()
                deadline = deadline if deadline is not None else now + self.busy_timeout
                if now >= deadline:
                    raise
                await asyncio.sleep(pause)
                pause = min(pause * 2, LONGEST_PAUSE)


def connect(
    database: Any, *, iter_chunk_size: int = 64, timeout: float = DEFAULT_TIMEOUT, **kwargs: Any
) -> Connection:
    """Like `aiosqlite.connect`; `timeout` is how long a statement waits for a lock, in
    asynchronous pauses (SQLite itself is told not to wait)."""

    def connector() -> sqlite3.Connection:
        path = database.decode() if isinstance(database, bytes) else str(database)
        return sqlite3.connect(path, timeout=0, **kwargs)

    connection = Connection(connector, iter_chunk_size)
    connection.busy_timeout = timeout
    return connection


def dbapi() -> AsyncAdapt_aiosqlite_dbapi:
    """The DBAPI for SQLAlchemy's aiosqlite dialect (`create_async_engine(..., module=dbapi())`)."""
    module = types.ModuleType("qisai_sqlite")
    module.__dict__.update(
        {name: getattr(aiosqlite, name) for name in dir(aiosqlite) if not name.startswith("_")}
    )
    module.connect = connect  # type: ignore[attr-defined]
    module.Connection = Connection  # type: ignore[attr-defined]
    return AsyncAdapt_aiosqlite_dbapi(module, sqlite3)
