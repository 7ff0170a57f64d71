"""Sign-ups admitted in groups, numbered in the order they arrived.

On a busy evening hundreds of sign-ups arrive within seconds. Alone, each costs two passes of
checks, a row lock, its own next number, its own commit: about 20 ms of the bot's time, which
caps a bot near 45 sign-ups a second. Here the sign-ups that arrive while a group is being
written wait for the next group, which is checked and written in one transaction: the
tournament is found and locked once, the entries and bans of everyone in the group are read in
one query each, places and numbers are counted in memory, and the entries, their audit records
and their acknowledgements go in one insert each. Every sign-up keeps its own audit record (one
`/撤销` takes back one sign-up) and its own answer.

报名序号 is a tiebreak (seed 000) and decides who gets a place, so it follows the order the chat
layer received the sign-ups (`arrival`, taken before any await): the desk keeps the waiting
sign-ups in that order and a group is the ones at its head. A sign-up whose consistency rule
the member roster cannot confirm at once (the roster not loaded yet, a QQ it lacks, a card to
check again or to set) cuts its group there: the sign-ups before it are written, then the
platform is asked (outside any transaction, for every such sign-up of the group at once) while
it and those behind it wait, and it is numbered in its place once answered. A platform slower
than ORDER_WAIT holds nobody up longer: that sign-up loses its place and is numbered when the
answer comes. If a group's transaction fails, each of its sign-ups is tried again on its own
(`sign_up_alone`), one after the other in arrival order.
"""

import asyncio
import functools
import heapq
import itertools
import time
from dataclasses import dataclass
from datetime import datetime
from weakref import WeakKeyDictionary

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine import signup as forms
from engine.vocabulary import LIVE_STATUSES, SEATED_STATUSES
from models import db
from models.tables import Ban, Entry, Tournament, id_of

from . import membership
from .common import Actor, MemberDirectory, Refusal
from .outbox import owe
from .registration import register
from .signup_checks import Candidate, Lookup, SignupResult, check, find_signup_tournament

GROUP_MAX = 200  # sign-ups written in one transaction at most
PRELOAD_MAX = 2000  # accounts read in one query at most (a group naming more asks one at a time)
# seconds a sign-up waiting for the platform's answer keeps its place, holding up the sign-ups
# behind it (a roster loading at the start of a burst takes well under this)
ORDER_WAIT = 3.0


@dataclass(eq=False)
class _Request:
    actor: Actor
    message: forms.SignupMessage
    explicit: bool
    directory: MemberDirectory
    now: datetime
    answer: asyncio.Future[SignupResult | None]
    arrival: int  # time.monotonic_ns() when the chat layer received it
    # the consistency rule as the platform confirmed it: the note for the reply ("" none);
    # None while not asked
    note: str | None = None
    asking: asyncio.Task[None] | None = None  # the platform being asked
    asked_at: float = 0.0  # loop time the question was put
    candidate: Candidate | None = None  # to ask about, found while its group was cut

    @property
    def waits(self) -> bool:
        """Whether it waits for the platform's answer."""
        return self.asking is not None and not self.asking.done()


class _Desk:
    """The sign-ups waiting for the next group in arrival order, and the task writing the
    groups (one per loop)."""

    def __init__(self) -> None:
        self.waiting: list[tuple[int, int, _Request]] = []  # a heap on (arrival, order put)
        self._order = itertools.count()
        self.worker: asyncio.Task | None = None

    def put(self, r: _Request) -> None:
        heapq.heappush(self.waiting, (r.arrival, next(self._order), r))

    def head(self) -> _Request:
        return self.waiting[0][2]

    def pop(self) -> _Request:
        return heapq.heappop(self.waiting)[2]

    def run(self) -> None:
        """Start the worker unless it runs."""
        if self.worker is None or self.worker.done():
            self.worker = asyncio.get_running_loop().create_task(_work(self))

    def back(self, r: _Request, _asked: object = None) -> None:
        """A sign-up that lost its place waiting for the platform is answered by it (`_asked`:
        the question, done): it is numbered next."""
        if not r.answer.done():
            self.put(r)
            self.run()


_desks: "WeakKeyDictionary[asyncio.AbstractEventLoop, _Desk]" = WeakKeyDictionary()


async def admit(
    actor: Actor,
    message: forms.SignupMessage,
    explicit: bool,
    directory: MemberDirectory,
    now: datetime,
    arrival: int | None = None,
) -> SignupResult | None:
    """The answer to one parsed sign-up, admitted with the ones around it in the order they
    arrived (`arrival`: time.monotonic_ns() when received; default now)."""
    loop = asyncio.get_running_loop()
    desk = _desks.get(loop)
    if desk is None:
        desk = _desks[loop] = _Desk()
    answer = loop.create_future()
    stamp = time.monotonic_ns() if arrival is None else arrival
    desk.put(_Request(actor, message, explicit, directory, now, answer, stamp))
    desk.run()
    return await answer


async def _work(desk: _Desk) -> None:
    loop = asyncio.get_running_loop()
    while desk.waiting:
        head = desk.head()
        if head.answer.done():  # refused by the platform, or given up by its caller
            desk.pop()
            continue
        asking = head.asking
        if asking is not None and not asking.done():  # head.waits
            left = head.asked_at + ORDER_WAIT - loop.time()
            if left > 0:
                await asyncio.wait({asking}, timeout=left)
            else:  # the platform is slow: the sign-ups behind go ahead of it
                desk.pop()
                asking.add_done_callback(functools.partial(desk.back, head))
            continue
        group: list[_Request] = []
        while desk.waiting and len(group) < GROUP_MAX and not desk.head().waits:
            r = desk.pop()
            if not r.answer.done():
                group.append(r)
        if not group:
            continue
        try:
            rest = await _admit_group(group)
        except Exception:
            await _one_by_one([r for r in group if not r.answer.done()])
            continue
        for r in rest:
            desk.put(r)


async def sign_up_alone(
    actor: Actor,
    message: forms.SignupMessage,
    explicit: bool,
    directory: MemberDirectory,
    now: datetime,
) -> SignupResult | None:
    """One parsed sign-up on its own: checked once without writing, then the platform is asked
    whether the QQ is in the match group (outside any transaction: a slow answer holds up no
    other sign-up), then checked again and registered in one transaction that locks the
    tournament row."""
    async with db.session() as s:
        checked = await check(s, actor, message, now, explicit)
    if not isinstance(checked, Candidate):
        return checked
    note = await membership.check(checked, directory)
    async with db.unit(actor.user_id, "报名") as work:
        s = work.session
        # one sign-up of a tournament at a time: duplicate, capacity and number checks all
        # see the sign-ups committed before (PostgreSQL row lock; SQLite writers are serialised)
        locked = (
            await s.execute(
                select(Tournament).where(col(Tournament.id) == checked.t.id).with_for_update()
            )
        ).scalar_one()
        again = await check(s, actor, message, now, explicit, locked)
        if not isinstance(again, Candidate):
            return again
        work.tournament_id = again.t.id
        result = await register(Lookup(s), again, actor, now)
        if note and result.ack:
            result.outcome.text += note
        owe(
            work, result.outcome, actor, ack=result.ack
        )  # the acknowledgement is owed with the entry
        return result


async def _one_by_one(requests: list[_Request]) -> None:
    """A group whose transaction failed: each sign-up on its own, in arrival order."""
    for r in requests:
        try:
            result = await sign_up_alone(r.actor, r.message, r.explicit, r.directory, r.now)
        except Exception as exc:
            if not r.answer.done():
                r.answer.set_exception(exc)
        else:
            if not r.answer.done():
                r.answer.set_result(result)


async def _admit_group(group: list[_Request]) -> list[_Request]:
    """Check and write `group` in one transaction, up to its first sign-up that must ask the
    platform; answer each written one once it is committed. Returns the sign-ups from the cut
    on (in order), the platform asked for those that need it."""
    answers: list[tuple[_Request, SignupResult | Refusal | None]] = []
    rest: list[_Request] = []
    async with db.batch() as batch:
        s = batch.session
        look = GroupLookup(s, group)
        for r in group:
            try:
                t = await look.tournament(r.actor, r.now)
                checked = (
                    await check(s, r.actor, r.message, r.now, r.explicit, t, look) if t else None
                )
            except Refusal as refusal:
                if rest:  # said in its turn, after the sign-ups before it
                    rest.append(r)
                else:
                    answers.append((r, refusal))
                continue
            if rest:  # after the cut only: does it ask the platform too?
                if isinstance(checked, Candidate) and _asks(r, checked):
                    r.candidate = checked
                rest.append(r)
                continue
            if not isinstance(checked, Candidate):
                answers.append((r, checked))  # already signed up, or not a sign-up for us
                continue
            if _asks(r, checked):
                r.candidate = checked
                rest.append(r)
                continue
            async with batch.part(r.actor.user_id, "报名") as work:
                work.tournament_id = checked.t.id
                result = await register(look, checked, r.actor, r.now)
                if r.note and result.ack:
                    result.outcome.text += r.note
                owe(
                    work, result.outcome, r.actor, ack=result.ack
                )  # the acknowledgement, with the entry
            answers.append((r, result))
        await look.store()
    for r, answer in answers:
        if r.answer.done():
            continue
        if isinstance(answer, Exception):
            r.answer.set_exception(answer)
        else:
            r.answer.set_result(answer)
    loop = asyncio.get_running_loop()
    for r in rest:
        if r.candidate is not None:
            r.asking, r.asked_at = loop.create_task(_ask(r, r.candidate)), loop.time()
            r.candidate = None
    return rest


def _asks(r: _Request, checked: Candidate) -> bool:
    """Whether the sign-up must ask the platform before it is written."""
    return r.note is None and not membership.at_once(checked, r.directory)


async def _ask(r: _Request, c: Candidate) -> None:
    """The consistency rule asked of the platform (outside any transaction): the note, or the
    refusal as the answer."""
    try:
        r.note = await membership.check(c, r.directory)
    except Exception as exc:
        if not r.answer.done():
            r.answer.set_exception(exc)


class GroupLookup(Lookup):
    """The questions of a group's checks answered from rows read once per group: the
    tournament (found and locked once), the live entries and the bans of every account the
    group names, the places taken and the last number (counted on in memory)."""

    def __init__(self, s: AsyncSession, group: list[_Request]) -> None:
        super().__init__(s)
        names = {str(line.qq) for r in group for line in r.message.lines if line.qq}
        self.names = names | {r.actor.user_id for r in group}
        self._found: dict[tuple[str, int | None], Tournament | None] = {}
        self._locked: dict[int, Tournament] = {}
        self._entries: dict[int, dict[str, Entry]] = {}
        self._bans: dict[str, list[Ban]] | None = None
        self._seated: dict[tuple[int, tuple[str, ...] | None], int] = {}
        self._seq: dict[int, int] = {}

    async def tournament(self, actor: Actor, now: datetime) -> Tournament | None:
        """The tournament the actor's sign-up is for, locked (the first time) for the group."""
        key = (actor.scope, actor.tournament_id)
        if key not in self._found:
            self._found[key] = await find_signup_tournament(self.s, actor, now)
        t = self._found[key]
        if t is None or t.id in self._locked:
            return t
        locked = (
            await self.s.execute(
                select(Tournament)
                .where(col(Tournament.id) == t.id)
                .with_for_update()
                .execution_options(
                    populate_existing=True
                )  # the number as committed, under the lock
            )
        ).scalar_one()
        self._locked[id_of(t)] = locked
        self._seq[id_of(t)] = locked.next_seq
        return locked

    def _preloads(self, account: str) -> bool:
        return account in self.names and len(self.names) <= PRELOAD_MAX

    async def live_entry(self, t: Tournament, account: str) -> Entry | None:
        if not self._preloads(account):
            return await super().live_entry(t, account)
        tid = id_of(t)
        if tid not in self._entries:
            rows = (
                await self.s.execute(
                    select(Entry)
                    .where(
                        col(Entry.tournament_id) == t.id,
                        col(Entry.user_id).in_(self.names),
                        col(Entry.status).in_(LIVE_STATUSES),
                    )
                    .order_by(col(Entry.seq))
                )
            ).scalars()
            found: dict[str, Entry] = {}
            for e in rows:
                found.setdefault(e.user_id, e)
            self._entries[tid] = found
        return self._entries[tid].get(account)

    async def ban(self, user_id: str, now: datetime) -> Ban | None:
        if not self._preloads(user_id):
            return await super().ban(user_id, now)
        if self._bans is None:
            self._bans = {}
            rows = (
                await self.s.execute(
                    select(Ban)
                    .where(col(Ban.user_id).in_(self.names), col(Ban.lifted_at).is_(None))
                    .order_by(col(Ban.id))
                )
            ).scalars()
            for b in rows:
                self._bans.setdefault(b.user_id, []).append(b)
        return next(
            (b for b in self._bans.get(user_id, []) if b.until is None or b.until > now), None
        )

    async def seated(self, t: Tournament, divisions: list[str] | None) -> int:
        key = (id_of(t), tuple(divisions) if divisions is not None else None)
        if key not in self._seated:
            # counted in SQL once (the group's entries written so far are flushed first), then on
            self._seated[key] = await super().seated(t, divisions)
        return self._seated[key]

    async def next_seq(self, t: Tournament) -> int:
        tid = id_of(t)
        if tid not in self._seq:
            return await super().next_seq(t)
        self._seq[tid] += 1
        return self._seq[tid]

    async def write(self, entry: Entry) -> None:
        self.s.add(entry)  # inserted with the rest of the group
        if entry.tournament_id in self._entries:
            self._entries[entry.tournament_id][entry.user_id] = entry
        if entry.status in SEATED_STATUSES:
            for tid, divisions in self._seated:
                if tid == entry.tournament_id and (
                    divisions is None or entry.division in divisions
                ):
                    self._seated[(tid, divisions)] += 1

    async def store(self) -> None:
        """Write each tournament's last number given (one statement per tournament)."""
        for tid, seq in self._seq.items():
            if seq != self._locked[tid].next_seq:
                await self.s.execute(
                    update(Tournament).where(col(Tournament.id) == tid).values(next_seq=seq)
                )
