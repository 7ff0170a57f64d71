"""qisai's single matcher: cheap checks first, then the command table or the sign-up desk for a
message; a private backup file, a member or card notice and a friend request go to their modules
(files, members, friends) from here too.

It does not block by itself: a message qisai handled (a command of ours, a sign-up line, a
message it answered) stops there; every other message goes on to lower-priority matchers of
other plugins in the same bot."""

import secrets

from nonebot import get_driver, logger
from nonebot.adapters import Bot, Event
from nonebot.matcher import Matcher
from nonebot.plugin.on import on  # the function (mypy reads `nonebot.on` as its module)
from nonebot.typing import T_State

from models import db
from services import friends
from services.common import Actor, Outcome, Refusal

from . import (
    clock,
    files,
    members,
    outbox,
    reactions,
    regulation_chat,
    regulation_drafting,
    send,
    series_chat,
    timer,
)
from . import friends as friend_requests
from .commands import SIGNUP_WORD, passive_signup
from .dispatch import Ctx, route
from .incoming import Incoming, from_event

_superusers = get_driver().config.superusers


# a bare word (no "/") that asks for the short help; an @ of the bot with no text asks too
HELP_WORDS = ("帮助", "菜单")


def _bare_mention(event: Event, incoming: Incoming) -> bool:
    """An @ of the bot in a group with nothing else (no text, no image)."""
    return (
        incoming.group_id is not None
        and not incoming.text
        and not incoming.images
        and event.is_tome()
    )


KIND = "qisai"  # the matcher state key: which of qisai's handlers takes the event


async def _wanted(event: Event, state: T_State) -> bool:
    """Whether qisai takes the event, and with which handler (in `state[KIND]`): one matcher
    for every kind of event, because each nonebot matcher costs every event a task, a rule
    check and their bookkeeping, whoever it is for (a fifth of a message's time, five matchers)."""
    kind = None
    if files.is_private_file(event):
        kind = "file"
    elif regulation_chat.expects(event):
        kind = "regulation file"
    elif series_chat.expects(event):
        kind = "series rules file"
    elif regulation_drafting.expects_file(event):
        kind = "regulation text file"
    elif (incoming := from_event(event)) is not None:  # a v11 or v12 message
        if incoming.text or _bare_mention(event, incoming):
            kind, state["incoming"] = "message", incoming
    elif members.is_roster_notice(event):
        kind = "roster"
    elif files.is_offline_file(event):
        kind = "offline file"
    elif friend_requests.is_friend_request(event):
        kind = "friend request"
    state[KIND] = kind
    return kind is not None


async def _fallback_group(incoming: Incoming, actor: Actor, outcome: Outcome) -> str | None:
    """Where an undeliverable private notice of a private chat's command falls back to: the
    group of the tournament the chat works on (a group chat falls back to itself)."""
    if incoming.group_id is not None or not any(n.kind == "private" for n in outcome.notices):
        return None
    return await friends.current_group(actor)


DATABASE_DOWN = "数据库暂时无法连接，本次操作没有生效。请稍后再发一次（数据库恢复后即可）。"


def failure_reference() -> str:
    """A short reference for one failure, shown to the sender and written in the log."""
    return secrets.token_hex(2).upper()


entry = on(rule=_wanted, priority=10, block=False)


def actor_of(incoming: Incoming, reacts: bool = False) -> Actor:
    """The acting account of a message; `reacts`: the connection can put a reaction on it (a
    sign-up's acknowledgement is then also an emoji on the message)."""
    return Actor(
        user_id=incoming.user_id,
        group_id=incoming.group_id,
        superuser=incoming.user_id in _superusers,
        platform=incoming.platform,
        name=incoming.card or incoming.nickname,
        react_to=incoming.message_id if reacts and incoming.group_id is not None else None,
    )


@entry.handle()
async def _handle(matcher: Matcher, bot: Bot, event: Event, state: T_State) -> None:
    kind = state[KIND]
    if kind == "roster":
        await members.on_roster_notice(bot, event)
    elif kind == "friend request":
        await friend_requests.answer(bot, event)  # type: ignore[arg-type]
    elif kind == "regulation file":
        matcher.stop_propagation()
        await regulation_chat.on_file(bot, event)
    elif kind == "series rules file":
        matcher.stop_propagation()
        await series_chat.on_file(bot, event)
    elif kind == "regulation text file":
        matcher.stop_propagation()
        await regulation_drafting.on_file(bot, event)
    elif kind in ("file", "offline file"):
        matcher.stop_propagation()  # a backup for /导入: nobody else's business
        await (files.on_file if kind == "file" else files.on_offline_file)(bot, event)
    else:
        await _message(matcher, bot, event, state["incoming"])


async def _message(matcher: Matcher, bot: Bot, event: Event, incoming: Incoming) -> None:
    actor = actor_of(incoming, reactions.way(bot) is not None)
    ctx = Ctx(bot=bot, event=event, incoming=incoming, actor=actor, now=clock.now())
    signing_up = False  # a sign-up: its refusal is also an emoji on the message
    if incoming.is_command:
        found = route(incoming.text[1:].lstrip())
        if found is None:
            return  # not a command of ours: other plugins may know it
        matcher.stop_propagation()
        cmd, args = found
        signing_up = cmd.word == SIGNUP_WORD
        handler = lambda: cmd.handler(ctx, args)  # noqa: E731
    elif incoming.text in HELP_WORDS or not incoming.text:
        matcher.stop_propagation()
        found = route("帮助")
        assert found is not None  # 帮助 is always a command
        cmd, _ = found
        handler = lambda: cmd.handler(ctx, "")  # noqa: E731
    elif regulation_drafting.expects_text(incoming):
        matcher.stop_propagation()  # the regulation's text after /新建赛事 规程
        handler = lambda: regulation_drafting.take_text(ctx)  # noqa: E731
    else:
        signing_up = True
        handler = lambda: passive_signup(ctx, matcher.stop_propagation)  # noqa: E731
    try:
        outcome = await handler()
    except Refusal as refusal:
        matcher.stop_propagation()
        if signing_up:
            reactions.refused(bot, incoming.group_id, actor.react_to)
        await send.reply(bot, event, Outcome(refusal.message))
        return
    except Exception as exc:
        matcher.stop_propagation()
        if not await db.reachable():
            # the server is down or restarting: nothing was written (one transaction per
            # command), so the sender may simply send it again; not a bug to look up
            logger.warning(
                f"database unreachable, not applied: {incoming.text[:200]!r} "
                f"from {incoming.user_id} ({exc!r})"
            )
            await send.reply(bot, event, Outcome(DATABASE_DOWN))
            return
        reference = failure_reference()
        logger.exception(
            f"command failed (错误编号 {reference}): {incoming.text[:200]!r} "
            f"from {incoming.user_id}"
        )
        await send.reply(
            bot,
            event,
            Outcome(
                f"出错了，本次操作没有生效（错误编号 {reference}）。"
                "请稍后再试，或把错误编号告诉组委。"
            ),
        )
        return
    if outcome is not None and outcome.queued:
        # the reply and notices the change wrote to the outbox: the sender posts them; actions
        # on the group (the unmute after /结束本轮) are performed now
        await outbox.settle(bot, event, outcome)
    elif outcome is not None:
        await send.reply(
            bot, event, outcome, group=await _fallback_group(incoming, ctx.actor, outcome)
        )
        await outbox.act(outcome.notices, bot)  # actions on the group, after the messages
    if incoming.is_command and cmd.reschedules:
        # after the answer: a rebuild may wait while the timer catches up on what fell due
        await timer.after_change()
