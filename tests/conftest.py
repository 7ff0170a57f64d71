"""Shared fixtures: nonebot initialised once for the session, and a database per run.

The database fixtures run every test that uses them on SQLite and, when QISAI_TEST_PG_URL is
set (CI does), on PostgreSQL too.
"""

import os
import tempfile
from pathlib import Path

import nonebot
import pytest
from nonebug import NONEBOT_INIT_KWARGS
from sqlalchemy import text
from sqlmodel import SQLModel

_tmp = Path(tempfile.mkdtemp(prefix="qisai-test-"))
SQLITE_URL = f"sqlite+aiosqlite:///{_tmp / 'test.db'}"
PG_URL = os.environ.get("QISAI_TEST_PG_URL")
SUPERUSER = "10001"


def pytest_configure(config: pytest.Config) -> None:
    config.stash[NONEBOT_INIT_KWARGS] = {
        "driver": "~fastapi+~websockets",
        "superusers": {SUPERUSER},
        "database_url": SQLITE_URL,
        "send_interval": 0,
        "signup_batch_seconds": 0,
        "api_token": "test-token",
        "log_level": "WARNING",
    }


def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """The parallel run's scheduler (tests/scheduling.py): a module's tests on one worker, an
    end-to-end module's two databases on two, the longest first."""
    from tests.scheduling import ModuleScheduling

    return ModuleScheduling(config, log)


@pytest.fixture(scope="session", autouse=True)
async def after_nonebot_init(after_nonebot_init: None) -> None:
    from nonebot.adapters.onebot.v11 import Adapter as V11
    from nonebot.adapters.onebot.v12 import Adapter as V12

    driver = nonebot.get_driver()
    driver.register_adapter(V11)
    driver.register_adapter(V12)
    nonebot.load_plugins(str(Path(__file__).parent.parent / "plugins"))


DATABASES = ["sqlite"] + (["postgresql"] if PG_URL else [])


@pytest.fixture(scope="session", params=DATABASES)
async def database(request, nonebug_init):
    """Configure the engine for one database kind on a fresh database (on PostgreSQL a new
    database of its own, so parallel runs on one server never meet) and migrate it."""
    from models import db
    from tests.e2e.peer import temporary_database

    async with temporary_database(_tmp, PG_URL if request.param == "postgresql" else None) as url:
        await db.dispose()
        db.configure(SQLITE_URL if request.param == "sqlite" else url)
        await db.migrate()
        yield request.param
        await db.dispose()


@pytest.fixture
async def clean_db(database: str) -> str:
    """An empty database (all tables emptied, identities reset) for one test."""
    from models import db

    names = [t.name for t in reversed(SQLModel.metadata.sorted_tables)]
    async with db.engine().begin() as conn:
        if database == "postgresql":
            await conn.execute(text(f"TRUNCATE {', '.join(names)} RESTART IDENTITY CASCADE"))
        else:
            for name in names:
                await conn.execute(text(f"DELETE FROM {name}"))
    return database
