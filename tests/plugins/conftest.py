"""Plugin tests: a clean database and a fixed clock for every test."""

from datetime import UTC, datetime

import pytest


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
