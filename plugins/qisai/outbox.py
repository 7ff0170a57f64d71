"""The sender: posts what the outbox holds (services/outbox.py), after commit, in order per chat.

One loop wakes when a unit of work wrote rows, when a OneBot connection comes up, and every
OUTBOX_POLL_SECONDS; it starts one worker per chat with something due. A worker claims the
chat's next message (a lease in the row, so two bot processes never post one message),
sends it through send.py's throttle, and marks it sent with the platform's message ids. A
failure leaves the row pending with a back-off (2, 4, 8 … 120 s) and stops the chat there,
so later messages never overtake it; a private note that fails twice is given up and
reported as before (send.unreachable). What has waited longer than OUTBOX_REPORT_MINUTES is
reported to the organisers once. Nothing is tried while no bot is connected.

A process killed between posting a message and marking it posts it again after the restart:
that window is one message per chat, the time of one database write. A claim is a lease of
services.outbox.LEASE (10 s) renewed while the post runs, so what a killed process had claimed
is taken up again within seconds of the restart, by it or by another process.
"""

import asyncio
from collections.abc import Iterable
from datetime import timedelta

from nonebot import get_bots, get_driver, get_plugin_config, logger
from nonebot.adapters import Bot, Event

from models import db
from models.tables import Outbox, utcnow
from services import friends
from services import outbox as box
from services.common import Notice, Outcome

from . import grouptools, pictures, reactions, send
from .config import Config
from .outage import Outage

_config = get_plugin_config(Config)
_wake = asyncio.Event()
_workers: dict[str, asyncio.Task] = {}
_loop: asyncio.Task | None = None
POLL_SECONDS = 2.0


_hinted: set[str] = set()  # chats a commit wrote to since the loop last looked
_full = True  # look at every chat (a connection came up, a poll, a timed row)


def wake(chats: set[str] | None = None) -> None:
    """Rows were written for `chats` (None: anything may be due, e.g. a connection came up):
    look at them now."""
    global _full
    if chats is None:
        _full = True
    else:
        _hinted.update(chats)
    _wake.set()


box.wake = wake


async def start() -> None:
    """Start the sender (at start-up, after the migrations)."""
    global _loop
    if db.is_sqlite():
        await box.release_claims()  # one process per SQLite file: a claim left is a dead one's
    if _loop is None or _loop.done():
        _loop = asyncio.create_task(_run())


async def stop() -> None:
    """Stop the loop and the workers (at shutdown)."""
    global _loop
    for task in [*_workers.values(), *([_loop] if _loop else [])]:
        task.cancel()
    _workers.clear()
    _loop = None


async def _run() -> None:
    global _full
    while True:
        try:
            if get_bots():
                if _full:
                    _full = False
                    await dispatch()
                    _outage.succeeded()
                hinted = list(_hinted)
                _hinted.clear()
                for chat in hinted:
                    _start_worker(chat)
        except Exception as exc:
            await _outage.failed("dispatch failed", exc)
        try:
            await asyncio.wait_for(_wake.wait(), timeout=POLL_SECONDS)
        except TimeoutError:
            _full = True  # retries whose back-off ran out, rows of other processes
        _wake.clear()


async def dispatch() -> None:
    """Start a worker for every chat with a message due and none running."""
    if not get_bots():
        return
    for chat in await box.due_chats(utcnow()):
        _start_worker(chat)


def _start_worker(chat: str, via: tuple[Bot, Event] | None = None) -> asyncio.Task:
    task = _workers.get(chat)
    if task is None or task.done():
        task = _workers[chat] = asyncio.create_task(_work(chat, via))
    return task


async def drain(
    via: tuple[Bot, Event] | None = None, chats: set[str] | None = None, timeout: float = 30.0
) -> None:
    """Send what is due now and wait (up to `timeout`) until it went out: a command's handler
    waits for its reply (`via`: its bot and event; the reply goes first, as an answer to the
    event) and the `chats` its change wrote to; the timer for everything due."""
    if via is not None:
        await asyncio.wait([_start_worker(_chat_of_event(via[1]), via)], timeout=timeout)
    if chats is None:
        await dispatch()
        tasks = [t for t in _workers.values() if not t.done()]
    else:
        tasks = [_start_worker(chat) for chat in sorted(chats)]  # group posts, then private
    tasks = [t for t in tasks if not t.done()]
    if tasks:
        await asyncio.wait(tasks, timeout=timeout)


def _chat_of_event(event: Event) -> str:
    group = getattr(event, "group_id", None)
    return (
        box.chat_of("group", str(group))
        if group is not None
        else box.chat_of("private", event.get_user_id())
    )


async def _work(chat: str, via: tuple[Bot, Event] | None = None) -> None:
    try:
        while await _send_next(chat, via):
            pass
    except Exception as exc:
        await _outage.failed(f"worker for {chat} failed", exc)


_outage = Outage("outbox")


async def _send_next(chat: str, via: tuple[Bot, Event] | None = None) -> bool:
    """Send the chat's next message; False when the chat is done for now."""
    kind, target = chat.split(":", 1)
    if kind == box.REACTION:  # emojis on sign-up messages: a chat of their own
        return await reactions.send_next(target)
    head = await box.head(chat)
    if head is None:
        return False
    if head.purpose == "ack":
        # sign-up acknowledgements are gathered for a few seconds into one message
        wait = (
            head.created_at + timedelta(seconds=_config.signup_batch_seconds) - utcnow()
        ).total_seconds()
        if wait > 0:
            await asyncio.sleep(wait)
    bot = via[0] if via is not None else send.bot_for(kind, target)
    if bot is None:
        return False
    now = utcnow()
    batch = await box.claim(chat, now)
    if batch is None:
        return False
    keeper = asyncio.create_task(_keep_claim(batch))
    try:
        return await _post(bot, batch, via)
    finally:
        keeper.cancel()


async def _keep_claim(batch: box.Batch) -> None:
    """Renew the claim on `batch` while it is being posted (a throttled or slow post outlasts
    the lease; another process must not take it meanwhile)."""
    while True:
        await asyncio.sleep(box.LEASE.total_seconds() / 3)
        try:
            await box.renew(batch, utcnow())
        except Exception as exc:  # the next renewal, or the lease, settles it
            logger.warning(f"outbox: could not renew the claim on {batch.first.chat}: {exc!r}")


async def _post(bot: Bot, batch: box.Batch, via: tuple[Bot, Event] | None) -> bool:
    """Post a claimed batch and mark it; False when it failed (the chat waits for its back-off)."""
    first = batch.first
    try:
        if first.purpose == "recall":
            await _recall(bot, batch)
            return True
        merged = len(batch.rows) > 1
        notice = _merged(batch) if merged else box.notice_of(first)
        # a reply on its own answers its command's event; merged ones go to the group
        event = via[1] if via is not None and first.purpose == "reply" and not merged else None
        images: list[bytes] = []
        if first.image:
            # the picture of the data as committed, drawn now; where none can be shown (a
            # WeChat bot, no font) the message is left out: the post before it has the words
            images = await pictures.drawn(first.image) if send.shows_images(bot) else []
            if not images:
                await box.mark_sent(batch, [], utcnow(), outcome="no picture")
                return True
        try:
            ids = await send.post(
                bot,
                notice,
                long=first.long,
                event=event,
                reply=first.purpose == "reply",
                images=images,
            )
        except Exception:
            if notice.kind != "private":
                raise
            # a private note is tried again at once: a refusal there (not a friend) is final
            await asyncio.sleep(_config.send_interval)
            ids = await send.post(
                bot, notice, long=first.long, event=event, reply=first.purpose == "reply"
            )
    except Exception as exc:
        await _failed(bot, batch, exc)
        return False
    await box.mark_sent(batch, ids, utcnow())
    return True


def _merged(batch: box.Batch) -> Notice:
    """Answers that queued up in a group as one message: a line each, led by the @ of whom it
    concerns, so each player finds their own."""
    kind, target = batch.first.chat.split(":", 1)
    return Notice(kind, target, "\n".join(_line(row) for row in batch.rows))


def _line(row: Outbox) -> str:
    who = list(row.mentions or [])
    if not who and row.reply_to and f"{{@{row.reply_to}}}" not in row.text:
        who = [row.reply_to]
    return "".join(f"{{@{uid}}} " for uid in who) + row.text


async def _recall(bot: Bot, batch: box.Batch) -> None:
    """Delete the superseded message(s); a refusal (too old, not allowed) is noted, not retried:
    the correction says what changed either way."""
    target = batch.recall
    failed = ""
    for message_id in target.message_ids if target is not None else []:
        try:
            await send.recall(bot, str(message_id))
        except Exception as exc:
            failed = repr(exc)
    if target is not None and not failed:
        await box.mark_sent(batch, [], utcnow(), outcome="sent")
    else:
        await box.mark_sent(batch, [], utcnow(), outcome="not recalled")
        logger.info(f"outbox: could not recall message of row {batch.first.recall_of}: {failed}")


async def _failed(bot: Bot, batch: box.Batch, exc: Exception) -> None:
    first = batch.first
    now = utcnow()
    logger.warning(f"outbox: send to {first.chat} failed (try {first.attempts + 1}): {exc!r}")
    notice = box.notice_of(first)
    if notice.kind == "private":
        # not a friend, or blocked: retrying will not help; the group and organisers are told
        await box.mark_failed(batch, repr(exc), now, give_up="unreachable")
        if first.fallback_group:
            await send.unreachable(bot, notice, first.fallback_group)
        return
    await box.mark_failed(batch, repr(exc), now)
    late = await box.overdue(first.chat, now, timedelta(minutes=_config.outbox_report_minutes))
    if late is not None and notice.kind == "group":
        await _report(late, await box.pending_count(first.chat))


async def _report(row: Outbox, waiting: int) -> None:
    """Tell the group's organisers privately, once, that its messages are not getting through."""
    group = row.chat.split(":", 1)[1]
    what = row.announces or ""  # the command word or the timer's kind of row it announces
    gist = row.text if len(row.text) <= 120 else row.text[:120] + "…"
    notices = [
        Notice(
            "private",
            organiser,
            f"群 {group} 的{f'“{what}”' if what else ''}消息发送失败，已超过 "
            f"{_config.outbox_report_minutes:g} 分钟仍未发出（共 {waiting} 条待发，会继续重试；"
            f"急用请手动转发）。最早的一条：\n{gist}",
        )
        for organiser in await friends.organisers_of_group(group)
    ]
    await box.enqueue(notices)


def running() -> bool:
    """Whether the background loop runs (it does from start-up on)."""
    return _loop is not None and not _loop.done()


async def settle(bot: Bot, event: Event, outcome: Outcome) -> None:
    """A command's change wrote its reply and notices to the outbox: the running loop posts
    them (its workers merge what queues up behind each other, e.g. a burst of sign-up
    acknowledgements); without a loop (tests drive the handler alone) they go out now, the
    reply first as the answer to `event`."""
    chats = {box.chat_of(n.kind, n.target) for n in outcome.notices if box.postable(n)}
    group = getattr(event, "group_id", None)
    if group is not None and reactions.way(bot) is not None:
        chats.add(box.chat_of(box.REACTION, str(group)))  # a sign-up's emoji
    if running():
        wake(chats | {_chat_of_event(event)})
    else:
        await drain(via=(bot, event), chats=chats)
    await act(outcome.notices, bot)  # actions on the group are performed now


async def act(notices: Iterable[Notice], bot: Bot | None = None) -> None:
    """Perform the actions on groups among `notices` (a group announcement, the whole-group
    ban; the messages among them are the outbox's rows): each now, through `bot` or else an
    account in its group (grouptools.py: where the bot may not, the organisers hear once)."""
    for notice in notices:
        action = grouptools.action_of(notice)
        if action is None or notice.queued:
            continue
        by = bot or send.bot_for("group", action.group)
        if by is None:
            logger.warning(f"no bot connected; {action.kind} in group {action.group} not done")
            continue
        await grouptools.perform(by, action)


@get_driver().on_bot_connect
async def _connected(bot: Bot) -> None:
    wake()
