"""The one place the chat layer reads the time; tests replace `now` with a fixed clock."""

from collections.abc import Callable
from datetime import UTC, datetime

_source: Callable[[], datetime] | None = None


def now() -> datetime:
    """The current time, aware UTC (or the test clock's)."""
    if _source is not None:
        return _source()
    return datetime.now(UTC)


def set_clock(source: Callable[[], datetime] | None) -> None:
    """Replace the clock with a zero-argument callable returning aware datetimes (None: real)."""
    global _source
    _source = source
