"""The async engine, migrations at start-up, and audited units of work."""

import asyncio
import json
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    String,
    cast,
    event,
    exists,
    func,
    insert,
    inspect,
    select,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import SQLCoreOperations
from sqlmodel import SQLModel

from . import sqlite, tables
from .tables import AuditLog, UtcDateTime, table_of, utcnow

if TYPE_CHECKING:  # alembic is imported when migrating, not at every start
    from alembic.config import Config

MIGRATIONS = Path(__file__).parent / "migrations"
# Tables whose changes are bookkeeping, not tournament data: never audited, never undone.
UNAUDITED = {"auditlog", "selection", "scheduledevent", "outbox"}

_engine: AsyncEngine | None = None
_sessions: async_sessionmaker[AsyncSession] | None = None


class WriterQueue:
    """SQLite has one writer at a time; serialising our own writers avoids "database is
    locked". A lock handed over in arrival order, except that `first` waiters (the outbox's
    short marks) go before the queued units of work: otherwise a burst of sign-ups would hold
    back every acknowledgement until the whole queue is through."""

    def __init__(self) -> None:
        self._locked = False
        self._first: deque[asyncio.Future] = deque()
        self._rest: deque[asyncio.Future] = deque()

    async def acquire(self, first: bool = False) -> None:
        if not self._locked and not self._first and not self._rest:
            self._locked = True
            return
        future = asyncio.get_running_loop().create_future()
        (self._first if first else self._rest).append(future)
        try:
            await future
        except asyncio.CancelledError:
            if future.done() and not future.cancelled():
                self.release()  # handed over just as the waiter was cancelled: pass it on
            raise

    def release(self) -> None:
        for queue in (self._first, self._rest):
            while queue:
                future = queue.popleft()
                if not future.done():
                    future.set_result(None)  # the lock passes to it, still held
                    return
        self._locked = False


_sqlite_lock = WriterQueue()


_ASYNC_DRIVERS = {
    "postgres://": "postgresql+asyncpg://",
    "postgresql://": "postgresql+asyncpg://",
    "sqlite://": "sqlite+aiosqlite://",
}


def async_url(url: str) -> str:
    """The URL with an async driver: `postgresql://…` (or `postgres://`) → asyncpg,
    `sqlite:///…` → aiosqlite; URLs naming a driver are kept."""
    for plain, with_driver in _ASYNC_DRIVERS.items():
        if url.startswith(plain):
            return with_driver + url[len(plain) :]
    return url


def configure(url: str) -> AsyncEngine:
    """Create the engine for `url` (SQLite file directories are created as needed)."""
    global _engine, _sessions
    url = async_url(url)
    kwargs: dict[str, Any] = {}
    if url.startswith("sqlite"):
        path = url.split("///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        kwargs["connect_args"] = {"timeout": 30}
        kwargs["module"] = sqlite.dbapi()  # statements on the loop's thread (models/sqlite.py)
    else:
        kwargs["pool_pre_ping"] = True
    _engine = create_async_engine(url, **kwargs)
    if url.startswith("sqlite"):
        event.listen(_engine.sync_engine, "connect", _sqlite_pragmas)
    _sessions = async_sessionmaker(_engine, expire_on_commit=False)
    return _engine


def _sqlite_pragmas(dbapi_connection: DBAPIConnection, _record: object) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


def engine() -> AsyncEngine:
    """The configured engine."""
    if _engine is None:
        raise RuntimeError("database not configured")
    return _engine


def is_sqlite() -> bool:
    """Whether the configured database is SQLite."""
    return engine().dialect.name == "sqlite"


def json_list_has(column: SQLCoreOperations[Any], value: int) -> ColumnElement[bool]:
    """SQL that is true where the JSON list in `column` holds the integer `value` (a table's
    seats holding an entry): SQLite's json_each, PostgreSQL's jsonb containment."""
    if is_sqlite():
        items = func.json_each(column).table_valued("value")
        # the text test first, cheap, lets json_each parse only the lists that mention the digits
        # (a round of 1,000 tables: 0.7 -> 0.24 ms)
        mentioned = cast(column, String).like(f"%{int(value)}%")
        return mentioned & exists(select(1).select_from(items).where(items.c.value == value))
    return cast(column, JSONB).contains([value])


async def reachable(timeout: float = 3.0) -> bool:
    """Whether the database answers a trivial query within `timeout` s (after a failure: was
    it the database that could not be reached, e.g. a PostgreSQL server stopped or restarting?)."""
    try:
        async with asyncio.timeout(timeout):
            async with engine().connect() as conn:
                await conn.execute(text("SELECT 1"))
    except Exception:
        return False
    return True


async def dispose() -> None:
    """Close every pooled connection."""
    if _engine is not None:
        await _engine.dispose()


def _alembic_config(connection: Connection) -> "Config":
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.attributes["connection"] = connection
    return cfg


async def migrate() -> None:
    """Bring the schema up to date with Alembic (safe to run at every start)."""
    from alembic import command

    def upgrade(connection: Connection) -> None:
        command.upgrade(_alembic_config(connection), "head")

    async with engine().begin() as conn:
        if conn.dialect.name == "postgresql":
            # several bot processes may start at once on one database: one migrates at a time
            await conn.execute(text("SELECT pg_advisory_xact_lock(7360421)"))
        await conn.run_sync(upgrade)


@asynccontextmanager
async def _transaction(first: bool = False) -> AsyncIterator[AsyncSession]:
    """A session whose transaction commits when the block ends and rolls back on any exception;
    on SQLite one writer at a time (`first`: ahead of the queued ones)."""
    assert _sessions is not None, "database not configured"
    lock = _sqlite_lock if is_sqlite() else None
    if lock is not None:
        await lock.acquire(first)
    try:
        async with _sessions() as s:
            try:
                yield s
                await s.commit()
            except BaseException:
                await s.rollback()
                raise
    finally:
        if lock is not None:
            lock.release()


@asynccontextmanager
async def writer(first: bool = False) -> AsyncIterator[AsyncSession]:
    """An unaudited session for bookkeeping writes (the outbox's marks); commits on success,
    serialised with the units of work on SQLite (`first`: ahead of the queued ones)."""
    async with _transaction(first) as s:
        yield s


@asynccontextmanager
async def session() -> AsyncIterator[AsyncSession]:
    """A read-only session (nothing is committed)."""
    assert _sessions is not None, "database not configured"
    async with _sessions() as s:
        yield s


# --- audited units of work -------------------------------------------------------------------


def _encode(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def row_image(obj: SQLModel) -> dict:
    """A JSON-ready image of a row's columns."""
    mapper = inspect(obj).mapper
    return {c.key: _encode(getattr(obj, c.key)) for c in mapper.column_attrs}


def _decode_row(model: type[SQLModel], image: dict) -> dict:
    table = table_of(model)
    values = {}
    for key, value in image.items():
        column = table.columns.get(key)
        if column is not None and isinstance(column.type, UtcDateTime) and value is not None:
            value = datetime.fromisoformat(value)
        values[key] = value
    return values


def column_values(model: type[SQLModel], **given: Any) -> dict:
    """Every column of a new `model` row for a plain INSERT: `given`, the model's defaults for
    the rest (its primary key left to the database). Much cheaper than a model object and a
    flush where many rows are written at once."""
    values = {}
    for name, field in model.model_fields.items():
        if name in given:
            values[name] = given[name]
        elif not (field.is_required() or (name == "id" and field.default is None)):
            values[name] = field.get_default(call_default_factory=True)
    return values


def _model_for(tablename: str) -> type[SQLModel]:
    for value in vars(tables).values():
        if (
            isinstance(value, type)
            and issubclass(value, SQLModel)
            and getattr(value, "__tablename__", None) == tablename
        ):
            return value
    raise KeyError(tablename)


class Unit:
    """One transaction of a service: a session plus the audit of everything it changes."""

    def __init__(self, session: AsyncSession, actor: str, command: str) -> None:
        self.session = session
        self.actor = actor
        self.command = command
        self.tournament_id: int | None = None
        self._new: list[SQLModel] = []
        # by identity: SQLModel rows compare equal by value, so two new rows alike (a restored
        # tournament's two equal penalties) would otherwise be audited as one, and not undone
        self._new_ids: set[int] = set()
        self._before: dict[int, tuple[SQLModel, dict]] = {}
        self._deleted: list[tuple[str, dict]] = []
        self.undo_of: int | None = None
        self.log: AuditLog | None = None
        self.batch: Batch | None = None  # the Batch this unit is a part of, if any
        # run after the audit row is written, before commit (e.g. writing the owed messages),
        # and after a successful commit (e.g. waking the sender)
        self.before_commit: list[Callable[[Unit], Awaitable[None]]] = []
        self.after_commit: list[Callable[[], None]] = []
        # rows added or changed before this unit began and not flushed yet are another unit's
        # (an earlier part of the same Batch)
        self._foreign = {
            id(obj) for obj in (*session.sync_session.new, *session.sync_session.dirty)
        }
        event.listen(session.sync_session, "before_flush", self._before_flush)

    def _before_flush(self, sync_session: Session, _ctx: object, _instances: object) -> None:
        for obj in sync_session.new:  # cheapest test first: a Batch's later parts see many rows
            if (
                id(obj) not in self._new_ids
                and id(obj) not in self._foreign
                and obj.__tablename__ not in UNAUDITED
            ):
                self._new.append(obj)
                self._new_ids.add(id(obj))
        for obj in sync_session.dirty:
            if (
                obj.__tablename__ in UNAUDITED
                or id(obj) in self._before
                or id(obj) in self._foreign
            ):
                continue
            if id(obj) in self._new_ids or not sync_session.is_modified(obj):
                continue
            state = inspect(obj)
            before = {}
            for attr in state.mapper.column_attrs:
                history = state.attrs[attr.key].history
                value = history.deleted[0] if history.deleted else getattr(obj, attr.key)
                before[attr.key] = _encode(value)
            self._before[id(obj)] = (obj, before)
        for obj in sync_session.deleted:
            if obj.__tablename__ not in UNAUDITED:
                self._deleted.append((obj.__tablename__, row_image(obj)))

    def changes(self) -> list[dict]:
        """Row images before and after, in the order the rows were touched."""
        out = []
        for obj in self._new:
            if inspect(obj).deleted or inspect(obj).detached:
                continue
            out.append({"table": obj.__tablename__, "before": None, "after": row_image(obj)})
        for obj, before in self._before.values():
            after = row_image(obj)
            if after != before:
                out.append({"table": obj.__tablename__, "before": before, "after": after})
        for name, before in self._deleted:
            out.append({"table": name, "before": before, "after": None})
        return out

    async def finish(self) -> AuditLog | None:
        """Flush and write the audit row once; returns it (None when nothing changed)."""
        if self.log is not None:
            return self.log
        await self.session.flush()
        if self.record() is None:
            return None
        await self.session.flush()
        return self.log

    def record(self) -> AuditLog | None:
        """Add the audit row of the changes flushed so far (not flushed itself); None when
        nothing changed."""
        values = self.audit_values()
        if values is None:
            return None
        self.log = AuditLog(**values)
        self.session.add(self.log)
        return self.log

    def audit_values(self) -> dict | None:
        """The columns of the audit row of the changes flushed so far; None when nothing changed."""
        changes = self.changes()
        if not changes:
            return None
        return {
            "tournament_id": self.tournament_id,
            "actor": self.actor,
            "command": self.command,
            "changes": json.loads(json.dumps(changes, default=str)),
            "created_at": utcnow(),
            "undone_by": None,
            "undo_of": self.undo_of,
        }

    async def insert_rows(
        self, model: type[SQLModel], rows: list[dict], at_once: bool = False
    ) -> None:
        """Insert unaudited rows (`column_values`) with one plain statement; in a Batch, with the
        batch's rows of the same table when it commits (unless `at_once`)."""
        if not rows:
            return
        if self.batch is not None and not at_once:
            self.batch.rows.setdefault(model, []).extend(rows)
        else:
            await self.session.execute(insert(table_of(model)), rows)

    def close(self) -> None:
        """Stop watching the session: what it adds from now on belongs to another unit (the next
        part of a Batch); what this unit added and has not flushed yet stays its own."""
        self._before_flush(self.session.sync_session, None, None)
        event.remove(self.session.sync_session, "before_flush", self._before_flush)


@asynccontextmanager
async def unit(actor: str, command: str) -> AsyncIterator[Unit]:
    """An audited transaction: commits on success, rolls back on any exception."""
    async with _transaction() as s:
        work = Unit(s, actor, command)
        yield work
        await work.finish()
        for hook in work.before_commit:
            await hook(work)
    for notify in work.after_commit:
        notify()


class Batch:
    """Several audited changes in one transaction (one commit): each part is a Unit of its own,
    with its own audit record, so `/撤销` takes back one part; the parts' rows, audit records and
    owed messages are written together when the batch commits."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.parts: list[Unit] = []
        self.rows: dict[type[SQLModel], list[dict]] = {}  # unaudited rows to insert (insert_rows)

    @asynccontextmanager
    async def part(self, actor: str, command: str) -> AsyncIterator[Unit]:
        """One change of the batch (an exception leaves the whole batch to be rolled back)."""
        work = Unit(self.session, actor, command)
        work.batch = self
        try:
            yield work
        finally:
            work.close()
        self.parts.append(work)

    async def finish(self) -> None:
        """Every part's rows, then every audit record, then what each part owes (its
        before-commit hooks), each kind in one statement."""
        s = self.session
        await s.flush()
        records = [
            (work, values) for work in self.parts if (values := work.audit_values()) is not None
        ]
        if records:
            table = table_of(AuditLog)
            result = await s.execute(
                insert(table).returning(table.c.id), [values for _, values in records]
            )
            # the rows of one INSERT are numbered in the order they were given (SQLite's rowids,
            # PostgreSQL's sequence, drawn row by row), whatever order RETURNING lists them in
            for (work, values), ident in zip(records, sorted(result.scalars()), strict=True):
                work.log = AuditLog(
                    id=ident, **values
                )  # the record as written (not in the session)
        for work in self.parts:
            for hook in work.before_commit:
                await hook(work)
        await s.flush()
        for model, rows in self.rows.items():
            await s.execute(insert(table_of(model)), rows)


@asynccontextmanager
async def batch() -> AsyncIterator[Batch]:
    """A transaction of several audited parts: commits on success (then runs each part's
    after-commit hooks), rolls back everything on any exception."""
    async with _transaction() as s:
        group = Batch(s)
        yield group
        await group.finish()
    for work in group.parts:
        for hook in work.after_commit:
            hook()


class UndoConflict(Exception):
    """A row changed again after the change to undo."""


async def revert(work: Unit, log: AuditLog) -> int:
    """Apply the inverse of `log`'s changes inside `work`; returns the number of rows restored.

    Raises UndoConflict when a row no longer looks as that change left it.
    """
    s = work.session
    restored = 0
    for change in reversed(log.changes):
        model = _model_for(change["table"])
        image = change["after"] or change["before"]
        pk = image["id"] if "id" in image else image.get("scope")
        current = await s.get(model, pk)
        if change["after"] is None:
            if current is not None:
                raise UndoConflict(change["table"])
            s.add(model(**_decode_row(model, change["before"])))
        else:
            if current is None or row_image(current) != change["after"]:
                raise UndoConflict(change["table"])
            if change["before"] is None:
                await s.delete(current)
            else:
                for key, value in _decode_row(model, change["before"]).items():
                    setattr(current, key, value)
        restored += 1
        await s.flush()
    return restored
