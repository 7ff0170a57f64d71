"""Sign-ups admitted in groups (services.admission), on SQLite and PostgreSQL.

A burst of sign-ups whose member roster is in memory is written a group at a time, one
transaction per group; each sign-up must still be numbered in arrival order with no gap, have
its own audit record (one /撤销 takes back one sign-up) and its own acknowledgement, and be
checked against the ones written before it in the same group.
"""

import asyncio

from sqlalchemy import select

from engine.numbers import Ident
from engine.regulation import read_setting
from models import db
from models.tables import AuditLog, Ban, Outbox
from services import admission, audit, signup, tournaments
from services.common import Actor, Refusal
from tests.services.test_signup_concurrency import (
    FIRST_QQ,
    GROUP,
    NOW,
    ORGANISER,
    EveryoneIsAMember,
    RosterOfEveryone,
    entries,
    open_tournament,
)


class Roster(RosterOfEveryone):
    """A roster in memory holding every account but `missing`; the platform, asked live, says
    those are members too (and the questions are counted)."""

    def __init__(self, missing: set[str] = frozenset()):
        self.missing = set(missing)
        self.asked: list[str] = []

    def known(self, group_id: str, user_id: str) -> dict | None:
        return None if user_id in self.missing else super().known(group_id, user_id)

    async def member(self, group_id: str, user_id: str) -> dict | None:
        self.asked.append(user_id)
        return await super().member(group_id, user_id)


async def attempt(qq: int, directory, text: str | None = None):
    """`报名 【粤】棋手<qq> <qq>` from the account itself; a refusal is returned, not raised."""
    try:
        return await signup.sign_up(
            Actor(user_id=str(qq), group_id=GROUP),
            text or f"报名 【粤】棋手{qq} {qq}",
            directory,
            NOW,
        )
    except Refusal as refusal:
        return refusal


def count_groups(monkeypatch) -> list[int]:
    """The size of every group written from now on."""
    sizes: list[int] = []
    real = admission._admit_group

    async def counted(group):
        sizes.append(len(group))
        return await real(group)

    monkeypatch.setattr(admission, "_admit_group", counted)
    return sizes


async def audit_logs() -> list[AuditLog]:
    async with db.session() as s:
        return list(
            (
                await s.execute(
                    select(AuditLog).where(AuditLog.command == "报名").order_by(AuditLog.id)
                )
            ).scalars()
        )


async def test_a_burst_is_written_in_groups_numbered_in_arrival_order(clean_db, monkeypatch):
    tid = await open_tournament()
    sizes = count_groups(monkeypatch)
    players = [FIRST_QQ + i for i in range(300)]
    directory = Roster()

    results = await asyncio.gather(*(attempt(qq, directory) for qq in players))

    # the i-th to arrive holds number i: arrival order is kept through the groups
    assert [r.entry_seq for r in results] == list(range(1, 301))
    rows = await entries(tid)
    assert [(e.seq, e.user_id) for e in rows] == [(i + 1, str(qq)) for i, qq in enumerate(players)]
    # written in a few transactions, not 300: the first alone, the rest waited for it together
    assert sum(sizes) == 300 and len(sizes) <= 10, sizes
    assert directory.asked == []  # the roster answered every consistency check
    # one audit record per sign-up, by the player, holding that player's entry only
    logs = await audit_logs()
    assert [(log.actor, [c["table"] for c in log.changes]) for log in logs] == [
        (str(qq), ["entry"]) for qq in players
    ]
    assert [log.changes[0]["after"]["seq"] for log in logs] == list(range(1, 301))
    # one acknowledgement row per sign-up, tied to its own audit record
    async with db.session() as s:
        acks = list(
            (
                await s.execute(select(Outbox).where(Outbox.purpose == "ack").order_by(Outbox.id))
            ).scalars()
        )
    assert [a.audit_id for a in acks] == [log.id for log in logs]
    assert [a.mentions for a in acks] == [[str(qq)] for qq in players]
    assert all(f"报名序号 {i + 1}" in a.text for i, a in enumerate(acks))


async def test_undo_takes_back_one_signup_of_a_group(clean_db, monkeypatch):
    tid = await open_tournament()
    sizes = count_groups(monkeypatch)
    await asyncio.gather(*(attempt(FIRST_QQ + i, Roster()) for i in range(50)))
    assert len(sizes) < 50  # they were written in groups
    seventh = next(log for log in await audit_logs() if log.changes[0]["after"]["seq"] == 7)

    undone = await audit.undo_last(ORGANISER, NOW, Ident(seventh.id, str(seventh.id)))

    assert "已撤销" in undone.text, undone.text
    rows = await entries(tid)
    assert [e.seq for e in rows] == [n for n in range(1, 51) if n != 7]
    assert str(FIRST_QQ + 6) not in {e.user_id for e in rows}
    # the next sign-up still gets the next number (an undone number is not given again)
    after = await attempt(FIRST_QQ + 100, Roster())
    assert after.entry_seq == 51


async def test_one_group_checks_each_signup_against_those_before_it(clean_db, monkeypatch):
    tid = await open_tournament()
    banned = FIRST_QQ + 3
    async with db.unit(ORGANISER.user_id, "禁赛") as work:
        work.session.add(Ban(user_id=str(banned), reason="上届比赛中途退赛", created_at=NOW))
    first, second, unknown, last = FIRST_QQ, FIRST_QQ + 1, FIRST_QQ + 2, FIRST_QQ + 4
    directory = Roster(missing={str(unknown)})
    sizes = count_groups(monkeypatch)
    # a first sign-up alone, so that the six behind it arrive while it is written: one group
    blocker = asyncio.create_task(attempt(FIRST_QQ + 50, directory))
    await asyncio.sleep(0)
    order = [first, second, first, banned, unknown, last]

    results = await asyncio.gather(*(attempt(qq, directory) for qq in order))
    await blocker

    # the six were one group, cut at the one the roster lacks: the four before it written,
    # then it and the last (behind it) in a group of their own once the platform answered
    assert sizes[:3] == [1, 6, 2], sizes
    got = {qq: r for qq, r in zip(order[:2], results[:2], strict=True)}
    assert got[first].entry_seq == 2 and got[second].entry_seq == 3
    duplicate = results[2]
    assert not duplicate.ack and "你已报名，报名序号 2" in duplicate.outcome.text
    assert isinstance(results[3], Refusal) and "禁赛" in results[3].message
    # the one the roster lacked was asked of the platform and keeps its place: number 4 (the
    # duplicate and the banned one took none), the last one behind it 5
    assert results[4].entry_seq == 4 and directory.asked == [str(unknown)]
    assert results[5].entry_seq == 5
    rows = await entries(tid)
    assert [(e.seq, e.user_id) for e in rows] == [
        (1, str(FIRST_QQ + 50)),
        (2, str(first)),
        (3, str(second)),
        (4, str(unknown)),
        (5, str(last)),
    ]
    assert len(await audit_logs()) == 5  # the duplicate and the refusal wrote nothing


async def test_a_group_that_fails_is_tried_again_one_by_one(clean_db, monkeypatch):
    tid = await open_tournament()
    failures = []
    real = admission.GroupLookup.store

    async def fail_once(self):
        if not failures:
            failures.append(True)
            raise RuntimeError("the database went away mid-group")
        await real(self)

    monkeypatch.setattr(admission.GroupLookup, "store", fail_once)

    results = await asyncio.gather(*(attempt(FIRST_QQ + i, Roster()) for i in range(20)))

    assert failures == [True]
    assert all(r.ack for r in results)
    rows = await entries(tid)
    assert sorted(e.seq for e in rows) == list(range(1, 21))  # nothing of the failed group remained
    assert sorted(e.user_id for e in rows) == sorted(str(FIRST_QQ + i) for i in range(20))
    assert sorted(r.entry_seq for r in results) == list(range(1, 21))
    assert len(await audit_logs()) == 20


async def test_capacity_is_counted_through_a_group(clean_db):
    tid = await open_tournament()
    await tournaments.set_value(ORGANISER, read_setting("人数上限", "8"), NOW)  # two tables of four
    earlier = await attempt(FIRST_QQ + 99, EveryoneIsAMember())  # one place taken before, alone
    assert earlier.entry_seq == 1

    results = await asyncio.gather(*(attempt(FIRST_QQ + i, Roster()) for i in range(12)))

    rows = await entries(tid)
    assert [r.entry_seq for r in results] == list(range(2, 14))
    # 7 places were left: numbers 2..8 take them, 9..13 wait in order
    assert [e.status for e in rows] == ["active"] * 8 + ["waiting"] * 5


async def test_numbers_follow_the_arrival_stamps_not_the_order_of_the_calls(clean_db):
    """The chat layer stamps each message when it is received; the calls may reach the desk in
    another order (a message that waited for the adapter's look-up of a reply): the numbers
    follow the stamps, inside a group and against a group already being written."""
    tid = await open_tournament()
    directory = Roster()
    # arrival stamps 10..16 (ns), reaching the desk in the order 13, 11, 10, 12 while 14..16
    # come after them: the numbers are the stamps' order, 10 -> 1 … 16 -> 7
    players = {FIRST_QQ + i: 10 + i for i in range(7)}
    calls = [FIRST_QQ + 3, FIRST_QQ + 1, FIRST_QQ, FIRST_QQ + 2]

    async def stamped(qq: int):
        return await signup.sign_up(
            Actor(user_id=str(qq), group_id=GROUP),
            f"报名 【粤】棋手{qq} {qq}",
            directory,
            NOW,
            arrival=players[qq],
        )

    first = await asyncio.gather(*(stamped(qq) for qq in calls))
    later = await asyncio.gather(*(stamped(FIRST_QQ + i) for i in (6, 4, 5)))

    assert {qq: r.entry_seq for qq, r in zip(calls, first, strict=True)} == {
        FIRST_QQ: 1,
        FIRST_QQ + 1: 2,
        FIRST_QQ + 2: 3,
        FIRST_QQ + 3: 4,
    }
    assert [r.entry_seq for r in later] == [7, 5, 6]
    rows = await entries(tid)
    assert [e.user_id for e in rows] == [str(FIRST_QQ + i) for i in range(7)]


class SlowFor(Roster):
    """A roster lacking `slow`, whose look-up the platform answers only when `release` is set."""

    def __init__(self, slow: str):
        super().__init__(missing={slow})
        self.slow = slow
        self.release = asyncio.Event()

    async def member(self, group_id: str, user_id: str) -> dict | None:
        if user_id == self.slow:
            await self.release.wait()
        return await super().member(group_id, user_id)


async def test_a_platform_slower_than_the_order_wait_holds_up_nobody_longer(clean_db, monkeypatch):
    """The first sign-up of a burst waits for a platform that does not answer: the ones behind
    it wait ORDER_WAIT for it, then go ahead; it is numbered once the platform answers."""
    monkeypatch.setattr(admission, "ORDER_WAIT", 0.2)
    tid = await open_tournament()
    slow = FIRST_QQ
    directory = SlowFor(str(slow))
    slow_task = asyncio.create_task(attempt(slow, directory))
    await asyncio.sleep(0)
    others = asyncio.gather(*(attempt(FIRST_QQ + i, directory) for i in range(1, 6)))

    done, _ = await asyncio.wait({others}, timeout=5)
    assert done, "the sign-ups behind an unanswered look-up were never written"
    # the five behind it took numbers 1..5 (in their order) while it waited
    assert [r.entry_seq for r in others.result()] == [1, 2, 3, 4, 5]
    assert not slow_task.done()
    directory.release.set()
    assert (await slow_task).entry_seq == 6
    rows = await entries(tid)
    assert [e.user_id for e in rows] == [str(FIRST_QQ + i) for i in (1, 2, 3, 4, 5, 0)]


async def test_a_platform_answering_within_the_order_wait_keeps_the_order(clean_db):
    """The same burst with a platform that answers after 50 ms (well within ORDER_WAIT): the
    first keeps number 1 and the five behind it waited for it."""
    tid = await open_tournament()
    directory = SlowFor(str(FIRST_QQ))
    slow_task = asyncio.create_task(attempt(FIRST_QQ, directory))
    await asyncio.sleep(0)
    others = asyncio.gather(*(attempt(FIRST_QQ + i, directory) for i in range(1, 6)))
    await asyncio.sleep(0.05)
    assert not others.done()  # held behind the first
    directory.release.set()

    assert (await slow_task).entry_seq == 1
    assert [r.entry_seq for r in await others] == [2, 3, 4, 5, 6]
    assert [e.user_id for e in await entries(tid)] == [str(FIRST_QQ + i) for i in range(6)]
