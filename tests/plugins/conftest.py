"""Plugin tests: a clean database and a fixed clock for every test.

The chat layer holds no SQL of its own but the outbox's claims: its tests run on SQLite only,
except the modules whose code meets the database itself (the outbox's sender and its group
actions and reactions, the timer's claims, start-up and an unreachable server), which run on
PostgreSQL too. Every services test and every end-to-end test runs on both databases."""

from datetime import UTC, datetime
from pathlib import Path

import pytest

BOTH_DATABASES = {
    "test_outbox_sender.py",
    "test_group_actions.py",
    "test_reactions.py",
    "test_timer_jobs.py",
    "test_startup.py",
    "test_unreachable.py",
}
"""The plugin test modules run on PostgreSQL as well as SQLite (module docstring)."""

_HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    chat_only = pytest.mark.skip(reason="the chat layer's tests run on SQLite (tests/plugins)")
    for item in items:
        callspec = getattr(item, "callspec", None)
        if (
            callspec is not None
            and callspec.params.get("database") == "postgresql"
            and item.path.parent == _HERE
            and item.path.name not in BOTH_DATABASES
        ):
            item.add_marker(chat_only)


@pytest.fixture(autouse=True)
def _db(clean_db):
    return clean_db


@pytest.fixture(scope="session", autouse=True)
def quiet_connections(after_nonebot_init):
    """A test's bot connecting runs the driver's connect hooks (learn the groups, ask which
    implementation it is) as tasks of their own, which can still be running once the test that
    connected has ended: off for the whole session, not per test, so a late hook never meets
    the next test's scripted API calls. Tests call `timer.connected` and `reactions.detect`
    themselves where they test them."""
    from plugins.qisai import reactions, timer

    async def no_connect(bot) -> None:
        return None

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(timer, "connected", no_connect)
        patch.setattr(reactions, "DETECT", False)
        yield


@pytest.fixture
def now():
    """The test clock: 2026-12-01 12:00 UTC (20:00 in Asia/Shanghai), settable by tests."""
    from plugins.qisai import clock

    state = {"now": datetime(2026, 12, 1, 12, 0, tzinfo=UTC)}
    clock.set_clock(lambda: state["now"])
    yield state
    clock.set_clock(None)


@pytest.fixture(autouse=True)
def live_member_lookups(monkeypatch):
    """Every membership question is one scripted get_group_member_info call (the rosters of
    plugins/qisai/members.py have tests of their own, test_member_rosters.py)."""
    from plugins.qisai import members

    monkeypatch.setattr(members, "ROSTERS", False)
    members.forget()


@pytest.fixture(autouse=True)
async def sends_that_failed_fail_the_test(monkeypatch):
    """A reply the test did not expect fails inside the outbox's sender (nonebug's pytest.fail
    in the fake send), where the chat layer would swallow it: recorded here and failed at the
    end of the test, so that a wrong reply can never pass unseen."""
    import asyncio

    from plugins.qisai import outbox

    failures: list[BaseException] = []
    real_work = outbox._work

    async def watched(chat: str, via=None) -> None:
        try:
            await real_work(chat, via)
        except asyncio.CancelledError:
            raise
        except BaseException as exc:
            failures.append(exc)
            raise

    monkeypatch.setattr(outbox, "_work", watched)
    yield
    if failures:
        pytest.fail("a reply went wrong in the outbox's sender: " + str(failures[0]))


@pytest.fixture(autouse=True)
async def quiet_outbox():
    """The outbox's background sender stays off (an API test may have started the driver):
    a command's handler posts what it owes itself (outbox.drain)."""
    from plugins.qisai import outbox

    await outbox.stop()
    yield


@pytest.fixture(autouse=True)
def quiet_timer(monkeypatch):
    """The real timer would act on the test clock's jumps; timer tests drive it explicitly
    through the real refresh this fixture returns."""
    from plugins.qisai import timer

    real_refresh = timer.refresh

    async def no_refresh() -> None:
        return None

    async def no_connect(bot) -> None:
        return None

    monkeypatch.setattr(timer, "refresh", no_refresh)
    monkeypatch.setattr(timer, "connected", no_connect)
    return real_refresh


@pytest.fixture(autouse=True)
def reaction_ways(monkeypatch):
    """No connection is asked which OneBot implementation it is: none reacts to sign-ups unless
    a test names its connection's reaction call (`reaction_ways[SELF_ID] = ...`)."""
    from plugins.qisai import reactions

    monkeypatch.setattr(reactions, "DETECT", False)
    reactions._ways.clear()
    yield reactions._ways
    reactions._ways.clear()
