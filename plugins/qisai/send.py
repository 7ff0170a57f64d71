"""Every outgoing message goes through here: one throttled queue per chat, adapter-specific
segments.

QQ risk control throttles bots that send bursts, so messages to one chat are spaced by
`send_interval` seconds. A send that fails is retried once (a "failed" send is sometimes
delivered later, hence only once); `deliver` then returns False and the timer tells the
organisers what could not be posted.
"""

import asyncio
import re
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import TypeVar

from nonebot import get_bots, get_plugin_config, logger
from nonebot.adapters import Bot, Event
from nonebot.adapters.onebot import v11, v12

from services import friends
from services.common import GROUP_ACTIONS, Notice, Outcome

from . import members
from .config import Config

_config = get_plugin_config(Config)
_locks: dict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
# a token bucket per chat: up to BURST messages at once, then one per send_interval
BURST = 3
_tokens: dict[str, tuple[float, float]] = {}  # chat -> (tokens, when counted)


_INLINE_MENTION = re.compile(r"\{@([^{}\s]+)\}")


def _compose(bot: Bot, text: str, mentions: list[str], in_group: bool):
    """A message: the leading @mentions, then the text, whose `{@id}` marks become inline @s
    in a group (and vanish in private chat, where the text already names the player)."""
    v12_bot = isinstance(bot, v12.Bot)
    module = v12 if v12_bot else v11

    def mention(uid: str):
        return v12.MessageSegment.mention(uid) if v12_bot else v11.MessageSegment.at(uid)

    msg = module.Message()
    if in_group:
        for uid in mentions:
            msg += mention(uid)
            msg += module.MessageSegment.text(" ")
    pos = 0
    for m in _INLINE_MENTION.finditer(text):
        if m.start() > pos:
            msg += module.MessageSegment.text(text[pos : m.start()])
        if in_group:
            msg += mention(m.group(1))
        pos = m.end()
    if pos < len(text):
        msg += module.MessageSegment.text(text[pos:])
    return msg


async def _take_token(key: str) -> None:
    """Wait until the chat's bucket holds a token and take it."""
    interval = _config.send_interval
    if interval <= 0:
        return
    tokens, counted = _tokens.get(key, (float(BURST), time.monotonic()))
    now = time.monotonic()
    tokens = min(float(BURST), tokens + (now - counted) / interval)
    if tokens < 1:
        await asyncio.sleep((1 - tokens) * interval)
        now, tokens = time.monotonic(), 1.0
    _tokens[key] = (tokens - 1, now)


_T = TypeVar("_T")


# `call` is called without arguments; `...`: the callers' lambdas bind loop values as defaults
async def _throttled(key: str, call: Callable[..., Awaitable[_T]], retry: bool = True) -> _T:
    async with _locks[key]:
        await _take_token(key)
        if not retry:
            return await call()
        try:
            return await call()
        except Exception as exc:  # adapter errors differ per implementation
            logger.warning(f"send to {key} failed once: {exc!r}; retrying")
            await asyncio.sleep(_config.send_interval)
            try:
                return await call()
            except Exception as exc2:
                logger.error(f"send to {key} failed twice: {exc2!r}")
                raise


def _chat_key(event: Event) -> str:
    group = getattr(event, "group_id", None)
    return f"group:{group}" if group else f"user:{event.get_user_id()}"


FORWARD_LINES = 30


def _chunks(text: str, size: int = FORWARD_LINES) -> list[str]:
    lines = text.split("\n")
    return ["\n".join(lines[i : i + size]) for i in range(0, len(lines), size)]


async def _forward(bot: Bot, event: Event, text: str) -> bool:
    """A long listing as one forward (merged) message in a QQ group; False if not possible."""
    return await _forward_to(bot, getattr(event, "group_id", None), text)


async def _forward_to(bot: Bot, group: int | str | None, text: str) -> bool:
    if not isinstance(bot, v11.Bot) or group is None:
        return False
    group = int(group)
    nodes = [
        {"type": "node", "data": {"name": "棋赛", "uin": bot.self_id, "content": chunk}}
        for chunk in _chunks(_INLINE_MENTION.sub("", text))  # an @ in a forward node reaches nobody
    ]
    try:
        await _throttled(
            f"group:{group}",
            lambda: bot.call_api("send_group_forward_msg", group_id=group, messages=nodes),
        )
    except Exception:
        return False
    return True


async def reply(bot: Bot, event: Event, outcome: Outcome, group: str | None = None) -> None:
    """Answer in the chat the event came from, then send the outcome's notices (a private one
    that cannot be delivered falls back to `group`, default the event's group).

    A long listing goes to a group as one forward message (QQ folds it), falling back to a
    few plain messages when the implementation cannot send one. Actions on the group among the
    notices are not messages: the caller performs them (outbox.act).
    """
    if outcome.queued:
        return  # the reply and its notices are in the outbox: the sender posts them
    in_group = getattr(event, "group_id", None) is not None
    if (
        getattr(outcome, "images", None)
        and isinstance(bot, v11.Bot)
        and await _picture(bot, event, outcome, in_group)
    ):
        for notice in outcome.notices:
            if not notice.queued and notice.kind not in GROUP_ACTIONS:
                await deliver(notice, bot)
        return
    folded = (
        outcome.long
        and len(outcome.text.split("\n")) > FORWARD_LINES
        and await _forward(bot, event, outcome.text)
    )
    if not folded:
        for i, chunk in enumerate(_chunks(outcome.text, 60)):
            message = _compose(bot, chunk, outcome.mentions if i == 0 else [], in_group)
            await _throttled(_chat_key(event), lambda message=message: bot.send(event, message))
    group = group or (str(event.group_id) if in_group else None)  # type: ignore[attr-defined]
    for notice in outcome.notices:
        if not notice.queued and notice.kind not in GROUP_ACTIONS:
            await deliver(notice, bot, group=group)


async def _picture(bot: Bot, event: Event, outcome, in_group: bool) -> bool:
    """The caption and the images (base64 segments) as one message; False when it failed and
    the text should go instead."""
    message = _compose(bot, outcome.caption, outcome.mentions, in_group)
    for image in outcome.images:
        message += v11.MessageSegment.image(image)
    try:
        await _throttled(_chat_key(event), lambda: bot.send(event, message))
    except Exception:
        return False
    return True


# the groups each connected account is in (None: unknown, assume any); several bot processes,
# one QQ account each, may share a database, and a group's posts must come from a member
_groups: dict[str, set[str] | None] = {}


async def learn_groups(bot: Bot) -> set[str] | None:
    """Remember which groups a newly connected account is in (OneBot get_group_list);
    returns them, None when unknown."""
    try:  # v11 and v12 both name it get_group_list, each entry with its group_id
        listed = await bot.call_api("get_group_list") or []
        groups = {str(g["group_id"]) for g in listed} or None
        members.learn_names(bot, listed)  # the names strangers are told (sign-up refusals)
    except Exception:  # not supported, or answered in another shape: unknown
        groups = None
    _groups[bot.self_id] = groups
    return groups


def in_group(bot: Bot, group_id: str) -> bool:
    """Whether the account is in the group (True when its groups are unknown)."""
    return _in_group(bot, group_id)


def forget(bot: Bot) -> None:
    """Drop a disconnected account's groups."""
    _groups.pop(bot.self_id, None)


def _in_group(bot: Bot, group_id: str) -> bool:
    known = _groups.get(bot.self_id)
    return known is None or group_id in known


def reaches(group_id: str) -> bool:
    """Whether a connected account can post in the group."""
    return any(_in_group(bot, group_id) for bot in get_bots().values())


def _bot_for(preferred: Bot | None, notice: Notice) -> Bot | None:
    if preferred is not None:
        return preferred
    bots = list(get_bots().values())
    if notice.kind in ("group", *GROUP_ACTIONS):
        bots = [bot for bot in bots if _in_group(bot, notice.target)]
    return bots[0] if bots else None


async def deliver(notice: Notice, bot: Bot | None = None, group: str | None = None) -> bool:
    """Send a notice to a group or a user; False when no bot is connected or it failed twice.

    A private notice that fails (not a friend, blocked) is not dropped silently when the
    tournament's `group` is known: see `unreachable`.
    """
    if notice.kind in GROUP_ACTIONS:  # not a message: grouptools performs it (outbox.act)
        raise ValueError(f"{notice.kind} in {notice.target} is a group action, not a message")
    bot = _bot_for(bot, notice)
    if bot is None:
        logger.warning(f"no bot connected; notice to {notice.kind}:{notice.target} not sent")
        return False
    if (
        notice.kind == "group"
        and notice.long
        and len(notice.text.split("\n")) > FORWARD_LINES
        and await _forward_to(bot, notice.target, notice.text)
    ):
        return True
    if notice.long and len(notice.text.split("\n")) > 60:  # no forward message: a few plain ones
        parts = [
            replace(notice, text=chunk, long=False, mentions=notice.mentions if i == 0 else [])
            for i, chunk in enumerate(_chunks(notice.text, 60))
        ]
        return all([await deliver(part, bot, group) for part in parts])
    message = _compose(bot, notice.text, notice.mentions, notice.kind == "group")
    if isinstance(bot, v12.Bot):
        if notice.kind == "group":
            call = lambda: bot.send_message(  # noqa: E731
                detail_type="group", group_id=notice.target, message=message
            )
        else:
            call = lambda: bot.send_message(  # noqa: E731
                detail_type="private", user_id=notice.target, message=message
            )
    elif notice.kind == "group":
        call = lambda: bot.send_group_msg(group_id=int(notice.target), message=message)  # noqa: E731
    else:
        call = lambda: bot.send_private_msg(user_id=int(notice.target), message=message)  # noqa: E731
    try:
        await _throttled(f"{notice.kind}:{notice.target}", call)
    except Exception:
        if notice.kind == "private" and group:
            await unreachable(bot, notice, group)
        return False
    return True


def _message_id(result: object) -> str | None:
    """The platform's id of a sent message (v11 and v12 both answer `message_id`)."""
    value = result.get("message_id") if isinstance(result, dict) else None
    return None if value is None else str(value)


def bot_for(kind: str, target: str) -> Bot | None:
    """A connected account that can post to the chat (a group's member), None when none can."""
    return _bot_for(None, Notice(kind, target, ""))


def shows_images(bot: Bot) -> bool:
    """Whether pictures can be posted through this bot (OneBot v11: base64 image segments)."""
    return isinstance(bot, v11.Bot)


async def post(
    bot: Bot,
    notice: Notice,
    long: bool = False,
    event: Event | None = None,
    reply: bool = False,
    images: Sequence[bytes] = (),
) -> list[str]:
    """Send a notice once, throttled (the outbox retries); the platform's message ids.
    A long group listing goes as one forward message where the implementation can (OneBot
    v11); a `reply` (to `event` when given), and a long listing that could not go as a forward
    message, is split into messages of 60 lines, as `reply` does. `images` (PNG, where
    `shows_images`): one message of the text as caption and the pictures."""
    key = f"{notice.kind}:{notice.target}"
    if images:
        long, reply = False, False
    if (
        long
        and notice.kind == "group"
        and isinstance(bot, v11.Bot)
        and len(notice.text.split("\n")) > FORWARD_LINES
    ):
        nodes = [
            {"type": "node", "data": {"name": "棋赛", "uin": bot.self_id, "content": chunk}}
            for chunk in _chunks(notice.text)
        ]
        try:
            result = await _throttled(
                key,
                lambda: bot.call_api(
                    "send_group_forward_msg", group_id=int(notice.target), messages=nodes
                ),
                retry=False,
            )
            return [i for i in [_message_id(result)] if i]
        except Exception as exc:
            logger.info(f"forward message to {key} refused ({exc!r}); sending plain messages")
    ids = []
    # without a forward message (OneBot v12 has none, or it was refused) a long listing goes as
    # a few plain messages of 60 lines, as a reply does
    split = reply or (long and len(notice.text.split("\n")) > 60)
    for i, chunk in enumerate(_chunks(notice.text, 60) if split else [notice.text]):
        message = _compose(bot, chunk, notice.mentions if i == 0 else [], notice.kind == "group")
        for image in images:
            message += v11.MessageSegment.image(image)
        call: Callable[..., Awaitable[object]]  # the one send of this chunk (no arguments)
        if event is not None:
            call = lambda message=message: bot.send(event, message)  # noqa: E731
        elif isinstance(bot, v12.Bot):
            target = (
                {"group_id": notice.target}
                if notice.kind == "group"
                else {"user_id": notice.target}
            )
            call = lambda message=message, target=target: bot.send_message(  # noqa: E731
                detail_type=notice.kind, message=message, **target
            )
        elif notice.kind == "group":
            call = lambda message=message: bot.send_group_msg(  # noqa: E731
                group_id=int(notice.target), message=message
            )
        else:
            call = lambda message=message: bot.send_private_msg(  # noqa: E731
                user_id=int(notice.target), message=message
            )
        if (mid := _message_id(await _throttled(key, call, retry=False))) is not None:
            ids.append(mid)
    return ids


async def recall(bot: Bot, message_id: str) -> None:
    """Delete one of the bot's messages (OneBot delete_msg / v12 delete_message); raises when
    the platform refuses (too old, or the bot may not)."""
    if isinstance(bot, v12.Bot):
        await bot.call_api("delete_message", message_id=message_id)
    else:
        await bot.call_api(
            "delete_msg", message_id=int(message_id) if message_id.isdigit() else message_id
        )


NUDGE_EVERY = 3600.0  # seconds between two group reminders to one user
_nudged: dict[tuple[str, str], float] = {}


async def unreachable(bot: Bot, notice: Notice, group: str) -> None:
    """A private notice could not be delivered: @ the user once in the tournament's group
    (at most once an hour) and tell the group's organisers privately what they missed."""
    user = notice.target
    now = time.monotonic()
    if now - _nudged.get((group, user), -NUDGE_EVERY) >= NUDGE_EVERY:
        _nudged[(group, user)] = now
        await deliver(
            Notice(
                "group",
                group,
                f"{{@{user}}} 机器人的私聊通知发不到你这里：请加机器人好友以接收私聊通知。",
            ),
            bot,
        )
    gist = notice.text if len(notice.text) <= 120 else notice.text[:120] + "…"
    for organiser in await friends.organisers_of_group(group):
        if organiser != user:
            await deliver(
                Notice(
                    "private",
                    organiser,
                    f"私聊通知没有送达 {user}（还不是机器人好友，或屏蔽了机器人），"
                    f"已在群 {group} 里提醒其加好友。未送达的通知：\n{gist}",
                ),
                bot,
            )
