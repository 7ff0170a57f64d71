"""What the bot owes chats (DESIGN: the outbox), as rows written with the change that caused them.

A use case calls `owe(work, outcome, actor)` inside its unit of work: when the unit commits,
the outcome's notices (and, for a person's command, the reply to the chat it came from) are
written to the `outbox` table in the same transaction, and the sender of the chat layer
(plugins/qisai/outbox.py) posts them after commit, marks them and keeps their message ids.
The rest of this module is what that sender asks of the database: the chats with something
due, claiming a chat's next message, marking it sent or failed.

A row may carry a picture (`Outbox.image`, from `Notice.image`): what to draw, named, not
its pixels — the sender draws it when it posts it, so the table stays small and the picture
shows the committed data; the row's text is its caption.

A sign-up acknowledged in a group whose connection can react to messages (`Actor.react_to`)
also owes a reaction: an emoji on the sign-up message itself, which QQ does not count against
the group's one message a second. Its row (purpose `reaction`, chat `reaction:<group>`, text
the id of the message) is a chat of its own, so it neither waits behind the merged text nor
holds it up, and it is taken at most once (`take_reactions` marks it sent before the call): a
restart never puts a reaction on twice, a lost one leaves the text to answer.

When a change is undone (`supersede`), the group announcements it caused are recalled (or,
when not yet posted, cancelled); the next announcement of the same command in the same group
starts with a correction that says which lines changed (services.corrections). What a group
announcement announces (the command word, or the timer's kind of row) is its own column,
`Outbox.announces`.
"""

import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Protocol, cast

from sqlalchemy import ColumnElement, CursorResult, Result, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from models import db
from models.tables import Outbox, Tournament, utcnow

from .common import Actor, Notice, Outcome
from .corrections import correction_text as correction_text  # re-exported: what one says
from .corrections import with_corrections


class Wake(Protocol):
    """Wakes the sender after a commit that wrote rows for `chats` (None: look at every chat)."""

    def __call__(self, chats: set[str] | None = None) -> None: ...


def _no_sender(chats: set[str] | None = None) -> None:
    """No chat layer is loaded (a script, a service test): nothing to wake."""


# set by the chat layer
wake: Wake = _no_sender

# a claim lapses after this long unless the sender renews it (the process that took it died);
# a live sender renews it every LEASE / 3 while it posts, so a slow post keeps its claim and a
# dead process's claim lapses within seconds of the restart
LEASE = timedelta(seconds=10)
# at most this many queued answers (sign-up acknowledgements, command replies) in one merged
# message, and at most this many lines (one message: a longer reply is split at 60 lines)
MERGE_MAX = 100
MERGE_LINES = 60
REACTION = "reaction"  # the purpose and chat kind of a reaction row


def postable(notice: Notice) -> bool:
    """Whether a notice is a message (a group post, a private note) the outbox keeps; an action
    on a group (announcement, whole-group ban) is performed by the chat layer at once."""
    return notice.kind in ("group", "private")


def chat_of(kind: str, target: str) -> str:
    """The chat key of a notice: `group:<id>` or `private:<id>`."""
    return f"{kind}:{target}"


def notice_of(row: Outbox) -> Notice:
    """A row as the notice the chat layer sends."""
    kind, target = row.chat.split(":", 1)
    return Notice(kind, target, row.text, list(row.mentions or []), image=row.image or "")


def _changed(result: Result[Any]) -> int:
    """How many rows an UPDATE changed (the session types every statement's result alike)."""
    return cast(CursorResult[Any], result).rowcount


def _reply_chat(actor: Actor | None) -> str | None:
    if actor is None or actor.user_id == "system":
        return None  # the timer's replies become notices of their own (services.timetable)
    return chat_of("group", actor.group_id) if actor.group_id else chat_of("private", actor.user_id)


def owe(
    work: db.Unit, outcome: Outcome, actor: Actor | None = None, *, ack: bool = False
) -> Outcome:
    """Write `outcome`'s notices, and its reply to `actor`'s chat, to the outbox when `work`
    commits (its text as it stands then); returns the outcome. `ack`: the reply is a sign-up
    acknowledgement, merged with the ones around it in a group."""
    owed = _owed.get(work)
    if owed is None:
        owed = _owed[work] = _Owed()
        work.before_commit.append(_write)
        work.after_commit.append(lambda: wake(_owed[work].chats))
    owed.outcomes.append((outcome, actor, ack))
    return outcome


@dataclass
class _Owed:
    """What a unit of work owes: its outcomes (with the actor and whether the reply is an
    acknowledgement) until it commits, then the chats it wrote rows for."""

    outcomes: list[tuple[Outcome, Actor | None, bool]] = field(default_factory=list)
    chats: set[str] | None = None


_owed: weakref.WeakKeyDictionary[db.Unit, _Owed] = weakref.WeakKeyDictionary()


def _word(work: db.Unit) -> str:
    """The command word of the change (what its group announcements announce)."""
    return work.command.split(maxsplit=1)[0] if work.command else ""


async def _write(work: db.Unit) -> None:
    s = work.session
    now = utcnow()
    audit_id = work.log.id if work.log is not None else None
    t = await s.get(Tournament, work.tournament_id) if work.tournament_id is not None else None
    group = t.group_id if t is not None else None
    owed = _owed[work]
    # replies, acknowledgements, private notices: nothing to correct
    plain: list[dict[str, Any]] = []
    # group announcements: a later one may correct an undone one
    announcements: list[Outbox] = []
    for outcome, actor, ack in owed.outcomes:
        chat = _reply_chat(actor)
        if actor is not None and chat is not None and outcome.text:
            purpose = "ack" if ack and chat.startswith("group:") else "reply"
            plain.append(
                db.column_values(
                    Outbox,
                    tournament_id=work.tournament_id,
                    audit_id=audit_id,
                    chat=chat,
                    text=outcome.text,
                    mentions=list(outcome.mentions),
                    purpose=purpose,
                    long=outcome.long,
                    created_at=now,
                    reply_to=actor.user_id,
                )
            )
            if purpose == "ack" and actor.react_to and actor.group_id:
                plain.append(
                    db.column_values(
                        Outbox,
                        tournament_id=work.tournament_id,
                        audit_id=audit_id,
                        chat=chat_of(REACTION, actor.group_id),
                        text=actor.react_to,
                        purpose=REACTION,
                        created_at=now,
                        reply_to=actor.user_id,
                    )
                )
            outcome.queued = True
        for notice in outcome.notices:
            if not postable(notice):
                continue  # an action on the group (announcement, mute): the chat layer performs it
            chat = chat_of(notice.kind, notice.target)
            row: dict[str, Any] = dict(
                tournament_id=work.tournament_id,
                audit_id=audit_id,
                chat=chat,
                text=notice.text,
                mentions=list(notice.mentions),
                long=notice.long,
                created_at=now,
                image=notice.image or None,
                fallback_group=group if notice.kind == "private" else None,
            )
            if notice.kind == "group":
                announcements.append(Outbox(**row, announces=_word(work)))
            else:
                plain.append(db.column_values(Outbox, **row))
            notice.queued = True
    # a group gets the reply (plain) before the announcements: with announcements the plain
    # rows are written at once, not with the rest of a Batch
    await work.insert_rows(Outbox, plain, at_once=bool(announcements))
    await with_corrections(s, announcements, now)
    owed.chats = {row["chat"] for row in plain} | {row.chat for row in announcements}


async def supersede(work: db.Unit, audit_id: int) -> int:
    """The change `audit_id` is being undone: recall its group announcements that were posted
    (the sender deletes them where the platform lets it), cancel what was not posted yet.
    Returns how many group announcements it withdrew."""
    s = work.session
    now = utcnow()
    rows = (
        (
            await s.execute(
                select(Outbox)
                .where(
                    col(Outbox.audit_id) == audit_id,
                    col(Outbox.superseded_at).is_(None),
                    col(Outbox.purpose) != "recall",
                )
                .order_by(col(Outbox.id))
            )
        )
        .scalars()
        .all()
    )
    withdrawn = 0
    for row in rows:
        if row.sent_at is None:
            row.sent_at, row.outcome, row.claimed_until = now, "cancelled", None
        elif row.chat.startswith("group:") and row.purpose != "reply" and row.message_ids:
            s.add(
                Outbox(
                    tournament_id=row.tournament_id,
                    audit_id=None,
                    chat=row.chat,
                    text="",
                    purpose="recall",
                    recall_of=row.id,
                    created_at=now,
                )
            )
        row.superseded_at = now
        if row.chat.startswith("group:") and row.purpose != "reply":
            withdrawn += 1
    await s.flush()
    if rows:
        work.after_commit.append(lambda: wake())
    return withdrawn


async def enqueue(notices: list[Notice], tournament: Tournament | None = None) -> None:
    """Write notices nobody's change owes (the timer's reminders, reports to organisers) to
    the outbox in a transaction of their own."""
    notices = [n for n in notices if not n.queued and postable(n)]
    if not notices:
        return
    async with db.writer() as s:
        add(s, notices, tournament)
    wake({chat_of(n.kind, n.target) for n in notices})


def add(
    s: AsyncSession, notices: list[Notice], tournament: Tournament | None, what: str = ""
) -> None:
    """Add notices to the outbox in the session `s` (the caller commits); `what` names what
    their group posts announce (the timer's kind of row: a later one of the kind corrects an
    undone one, and a report names it when they cannot be posted)."""
    now = utcnow()
    for notice in notices:
        if notice.queued or not postable(notice):
            continue
        chat = chat_of(notice.kind, notice.target)
        s.add(
            Outbox(
                tournament_id=tournament.id if tournament else None,
                chat=chat,
                text=notice.text,
                mentions=list(notice.mentions),
                long=notice.long,
                created_at=now,
                image=notice.image or None,
                announces=what if what and notice.kind == "group" else None,
                fallback_group=tournament.group_id
                if tournament and notice.kind == "private"
                else None,
            )
        )
        notice.queued = True


# --- what the sender asks -------------------------------------------------------------------


def _free(now: datetime) -> ColumnElement[bool]:
    return or_(col(Outbox.claimed_until).is_(None), col(Outbox.claimed_until) < now)


async def due_chats(now: datetime) -> list[str]:
    """Chats whose first pending message may be tried now, oldest first."""
    heads = (
        select(func.min(col(Outbox.id)))
        .where(col(Outbox.sent_at).is_(None))
        .group_by(col(Outbox.chat))
    )
    async with db.session() as s:
        rows = (
            await s.execute(
                select(col(Outbox.chat), col(Outbox.next_try_at), col(Outbox.claimed_until))
                .where(col(Outbox.id).in_(heads))
                .order_by(col(Outbox.id))
            )
        ).all()
    return [
        chat
        for chat, next_try, claimed in rows
        if (next_try is None or next_try <= now) and (claimed is None or claimed < now)
    ]


def mergeable(row: Outbox) -> bool:
    """A short answer in a group (a command's reply, a sign-up acknowledgement): consecutive
    ones that queue up (a busy group, the send throttle) go out as one message, a line each."""
    return (
        row.purpose in ("reply", "ack")
        and row.chat.startswith("group:")
        and not row.long
        and not row.image
    )


@dataclass
class Batch:
    """The next message of a chat: one row, or consecutive short answers in a group merged."""

    rows: list[Outbox]
    recall: Outbox | None = None  # the row whose messages a recall deletes

    @property
    def first(self) -> Outbox:
        return self.rows[0]


async def head(chat: str) -> Outbox | None:
    """The chat's first pending row."""
    async with db.session() as s:
        return (
            await s.execute(
                select(Outbox)
                .where(col(Outbox.chat) == chat, col(Outbox.sent_at).is_(None))
                .order_by(col(Outbox.id))
                .limit(1)
            )
        ).scalar_one_or_none()


async def claim(chat: str, now: datetime) -> Batch | None:
    """Take the chat's next message for this process (None: nothing due, or another process
    holds it): its first pending row and, when it is a short answer in a group, the short
    answers queued right after it (up to MERGE_MAX rows and MERGE_LINES lines)."""
    async with db.session() as s:
        pending = (
            (
                await s.execute(
                    select(Outbox)
                    .where(col(Outbox.chat) == chat, col(Outbox.sent_at).is_(None))
                    .order_by(col(Outbox.id))
                    .limit(MERGE_MAX)
                )
            )
            .scalars()
            .all()
        )
        if not pending:
            return None
        first = pending[0]
        if (first.next_try_at is not None and first.next_try_at > now) or (
            first.claimed_until is not None and first.claimed_until >= now
        ):
            return None
        rows = [first]
        if mergeable(first):
            lines = first.text.count("\n") + 1
            for row in pending[1:]:
                lines += row.text.count("\n") + 1
                if (
                    not mergeable(row)
                    or lines > MERGE_LINES
                    or (row.claimed_until is not None and row.claimed_until >= now)
                ):
                    break
                rows.append(row)
        recall = await s.get(Outbox, first.recall_of) if first.recall_of is not None else None
    ids = [r.id for r in rows]
    # the rows are taken only if they are still pending and free (the read above may be stale)
    async with db.writer(first=True) as s:
        result = await s.execute(
            update(Outbox)
            .where(col(Outbox.id).in_(ids), col(Outbox.sent_at).is_(None), _free(now))
            .values(claimed_until=now + LEASE)
        )
        if _changed(result) != len(ids):
            await s.rollback()
            return None
    return Batch(rows, recall)


async def mark_sent(
    batch: Batch, message_ids: Sequence[str], now: datetime, outcome: str = "sent"
) -> None:
    """The batch went out: the first row keeps the message ids, merged rows point at them."""
    async with db.writer(first=True) as s:
        first, *rest = batch.rows
        await s.execute(
            update(Outbox)
            .where(col(Outbox.id) == first.id)
            .values(
                sent_at=now,
                outcome=outcome,
                message_ids=list(message_ids),
                claimed_until=None,
                attempts=first.attempts + 1,
            )
        )
        if rest:
            await s.execute(
                update(Outbox)
                .where(col(Outbox.id).in_([r.id for r in rest]))
                .values(
                    sent_at=now, outcome="merged", message_ids=list(message_ids), claimed_until=None
                )
            )
        if batch.recall is not None and outcome == "sent":
            await s.execute(
                update(Outbox).where(col(Outbox.id) == batch.recall.id).values(outcome="recalled")
            )


async def renew(batch: Batch, now: datetime) -> bool:
    """Extend the claim on a batch this process is still posting; False when it was lost."""
    async with db.writer(first=True) as s:
        result = await s.execute(
            update(Outbox)
            .where(col(Outbox.id).in_([r.id for r in batch.rows]), col(Outbox.sent_at).is_(None))
            .values(claimed_until=now + LEASE)
        )
    return _changed(result) == len(batch.rows)


def backoff(attempts: int) -> timedelta:
    """How long to wait before the next try after `attempts` failures: 2, 4, 8 … up to 120 s."""
    return timedelta(seconds=min(120, 2**attempts))


async def mark_failed(batch: Batch, error: str, now: datetime, give_up: str = "") -> None:
    """The batch could not be sent: try again after a back-off, or, with `give_up`, close it
    with that outcome (a private note to someone who cannot be reached)."""
    attempts = batch.first.attempts + 1
    values: dict[str, object] = {
        "claimed_until": None,
        "last_error": error[:300],
        "attempts": attempts,
        "next_try_at": now + backoff(attempts),
    }
    if give_up:
        values |= {"sent_at": now, "outcome": give_up}
    async with db.writer(first=True) as s:
        await s.execute(
            update(Outbox).where(col(Outbox.id).in_([r.id for r in batch.rows])).values(**values)
        )
    for row in batch.rows:
        row.attempts = attempts


async def take_reactions(
    chat: str, now: datetime, limit: int, outcome: str = "sent"
) -> list[tuple[int, str]]:
    """Take up to `limit` pending reactions of a `reaction:<group>` chat, oldest first, marking
    them done with `outcome` before any is put on (at most once: a process killed meanwhile
    loses them, never repeats them); (id, message id) of each taken by this process."""
    oldest = (
        select(col(Outbox.id))
        .where(col(Outbox.chat) == chat, col(Outbox.sent_at).is_(None))
        .order_by(col(Outbox.id))
        .limit(limit)
        .scalar_subquery()
    )
    async with db.writer(first=True) as s:
        taken = await s.execute(
            update(Outbox)
            .where(col(Outbox.id).in_(oldest), col(Outbox.sent_at).is_(None))
            .values(sent_at=now, outcome=outcome, attempts=1, claimed_until=None)
            .returning(col(Outbox.id), col(Outbox.text))
        )
        # a stored row's id is never None (the model's is only before it is inserted)
        return sorted((cast(int, ident), message) for ident, message in taken.all())


async def reactions_failed(ids: list[int], outcome: str, error: str = "") -> None:
    """Reactions taken that did not go on: what happened instead (refused, failed, none)."""
    if not ids:
        return
    async with db.writer(first=True) as s:
        await s.execute(
            update(Outbox)
            .where(col(Outbox.id).in_(ids))
            .values(outcome=outcome, last_error=error[:300])
        )


async def overdue(chat: str, now: datetime, after: timedelta) -> Outbox | None:
    """The chat's first pending row when it has waited longer than `after` and the organisers
    were not told yet; marks it told."""
    async with db.writer(first=True) as s:
        row = (
            await s.execute(
                select(Outbox)
                .where(col(Outbox.chat) == chat, col(Outbox.sent_at).is_(None))
                .order_by(col(Outbox.id))
                .limit(1)
            )
        ).scalar_one_or_none()
        if row is None or row.reported_at is not None or row.created_at > now - after:
            return None
        result = await s.execute(
            update(Outbox)
            .where(col(Outbox.id) == row.id, col(Outbox.reported_at).is_(None))
            .values(reported_at=now)
        )
        return row if _changed(result) == 1 else None


async def pending_count(chat: str) -> int:
    """How many messages still wait for a chat."""
    async with db.session() as s:
        return len(
            (
                await s.execute(
                    select(col(Outbox.id)).where(
                        col(Outbox.chat) == chat, col(Outbox.sent_at).is_(None)
                    )
                )
            ).all()
        )


async def release_claims() -> None:
    """Forget every claim (at start-up of the only process of a SQLite database: the claims of
    a process that died are its own)."""
    async with db.writer() as s:
        await s.execute(
            update(Outbox).where(col(Outbox.sent_at).is_(None)).values(claimed_until=None)
        )
