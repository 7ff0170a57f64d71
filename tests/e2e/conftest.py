"""Fixtures of the end-to-end tests: a real bot.py per test module and a OneBot peer per test.

`database_url` is parametrised: SQLite always, PostgreSQL too when `QISAI_TEST_PG_URL` names a
server (`postgresql+asyncpg://user:pass@host/any`); each module gets a fresh database.
"""

import os

import pytest

from tests.e2e.peer import SUPERUSER, BotProcess, OneBotPeer, temporary_database

ACCESS_TOKEN = "e2e-access-token"
API_TOKEN = "test-token"

_PG_URL = os.environ.get("QISAI_TEST_PG_URL") or None
_BACKENDS = [
    "sqlite",
    pytest.param(
        "postgresql",
        marks=pytest.mark.skipif(_PG_URL is None, reason="QISAI_TEST_PG_URL is not set"),
    ),
]


@pytest.fixture(scope="session", autouse=True)
async def after_nonebot_init() -> None:
    """Overrides tests/conftest.py: the bot runs in its own process here, so this process
    loads no plugins…"""


@pytest.fixture(scope="session", autouse=True)
async def nonebug_init() -> None:
    """…and starts no in-process nonebot (nonebug's autouse lifespan fixture)."""


@pytest.fixture(scope="module", params=_BACKENDS)
async def database_url(request, tmp_path_factory):
    """A fresh empty database for this module's bot."""
    async with temporary_database(
        tmp_path_factory.mktemp("db"), _PG_URL if request.param == "postgresql" else None
    ) as url:
        yield url


@pytest.fixture
async def fresh_url(database_url, tmp_path):
    """A database of the module's kind of its own for one test (a test that kills or starves
    its own bot)."""
    async with temporary_database(
        tmp_path, _PG_URL if database_url.startswith("postgresql") else None
    ) as url:
        yield url


@pytest.fixture(scope="module")
def launch(tmp_path_factory):
    """Makes the suite's bot.py for a database: superuser 10001, no send spacing, the test
    tokens, plus settings given as environment variables (`launch(url, API_TIMEOUT="1")`)."""

    def make(database_url: str, **env: str) -> BotProcess:
        return BotProcess(
            database_url=database_url,
            workdir=tmp_path_factory.mktemp("bot"),
            superusers=[SUPERUSER],
            access_token=ACCESS_TOKEN,
            api_token=API_TOKEN,
            env=env,
        )

    return make


@pytest.fixture(scope="module")
async def bot(database_url, launch):
    """bot.py running on a free port: superuser 10001, no send spacing, API token `test-token`."""
    async with launch(database_url) as process:
        yield process


@pytest.fixture
async def peer(bot):
    """A NapCat-like OneBot v11 peer connected to the bot (a new connection per test)."""
    async with OneBotPeer(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail) as onebot:
        yield onebot


@pytest.fixture
async def api(bot):
    """An httpx client for the bot's JSON API, sending the API token."""
    async with bot.http() as client:
        yield client
