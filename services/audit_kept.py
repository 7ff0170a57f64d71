"""Values kept until the newest audit record changes: every change of data is a unit of work
with an audit record (models.db.Unit), so while the newest audit record is the same (its id and
its time, taken from the clock when it was written) what was computed from the data still holds.
Used for what the commands asked often read (services/club_rating.py, services/places.py)."""

from typing import Generic, TypeVar

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from models.tables import AuditLog

Mark = tuple[int | None, object]
"""The newest audit record (its id and time): the data is the same while it is."""

K = TypeVar("K")
V = TypeVar("V")


async def audit_mark(s: AsyncSession) -> Mark:
    """The newest audit record's id and time ((0, None) before any)."""
    newest = (
        await s.execute(
            select(col(AuditLog.id), col(AuditLog.created_at))
            .order_by(col(AuditLog.id).desc())
            .limit(1)
        )
    ).first()
    return (newest[0], newest[1]) if newest is not None else (0, None)


class Kept(Generic[K, V]):
    """At most ``limit`` values, each with the mark it was computed under (all are dropped
    when a new one would pass the limit)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._items: dict[K, tuple[Mark, V]] = {}

    def get(self, key: K, mark: Mark) -> V | None:
        """The value kept for ``key`` if it was computed under ``mark``."""
        hit = self._items.get(key)
        return hit[1] if hit is not None and hit[0] == mark else None

    def put(self, key: K, mark: Mark, value: V) -> None:
        if len(self._items) >= self.limit:
            self._items.clear()
        self._items[key] = (mark, value)
