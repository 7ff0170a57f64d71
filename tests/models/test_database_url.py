"""DATABASE_URL may be written the way other tools write it; the async driver is chosen here."""

import pytest

from models.db import async_url


@pytest.mark.parametrize(
    ("given", "used"),
    [
        ("postgresql://u:p@db/qisai", "postgresql+asyncpg://u:p@db/qisai"),
        ("postgres://u:p@db/qisai", "postgresql+asyncpg://u:p@db/qisai"),
        ("postgresql+asyncpg://u:p@db/qisai", "postgresql+asyncpg://u:p@db/qisai"),
        ("sqlite:///data/qisai.db", "sqlite+aiosqlite:///data/qisai.db"),
        ("sqlite+aiosqlite:///data/qisai.db", "sqlite+aiosqlite:///data/qisai.db"),
    ],
)
def test_async_driver_is_chosen(given, used):
    assert async_url(given) == used
