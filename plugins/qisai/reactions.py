"""Reactions: an emoji the bot puts on a player's sign-up message, the acknowledgement QQ's
throttle does not hold back.

QQ lets a bot post about one message a second in a group; a burst of sign-ups is answered by
merged text lists (outbox.py) that fall minutes behind at 200 sign-ups a second. A reaction on
each sign-up message is not a message: it is put on at once, an OK (face 124) for a sign-up
registered and a ❌ (emoji 10060) for one refused, whose reason follows in text as before.

Which call puts one on depends on the OneBot implementation, asked at connection
(`get_version_info`): NapCat and LLOneBot `set_msg_emoji_like`, Lagrange.OneBot
`set_group_reaction`; any other (or a WeChat bridge) gets none, only the text. An
implementation that answers a reaction with a failure is not asked again on that connection.

A registered sign-up's reaction is owed in the outbox with its entry (services.outbox:
`reaction:<group>` rows, taken at most once); a refusal wrote nothing, so its reaction is put
on straight away, beside the refusal's text.
"""

import asyncio

from nonebot import get_driver, logger
from nonebot.adapters import Bot
from nonebot.adapters.onebot import v11
from nonebot.exception import ActionFailed

from models.tables import utcnow
from services import outbox as box

from . import send

ACCEPTED = "124"  # QQ face 124 "OK": the sign-up is registered (the text says how)
REFUSED = "10060"  # emoji ❌ (U+274C): refused, the reason follows in text
EMOJI_LIKE = "set_msg_emoji_like"  # NapCat, LLOneBot
GROUP_REACTION = "set_group_reaction"  # Lagrange.OneBot
BATCH = 100  # reactions taken (and put on at the same time) at once
TIMEOUT = 5.0  # s a reaction call may take; a slower one is given up, the text still answers

# off: a connection is neither asked which implementation it is nor forgotten when it closes
# (the chat-layer tests say which implementation each test's connection is)
DETECT = True

_ways: dict[str, str | None] = {}  # connected account -> the call that reacts (None: none)
_pending: set[asyncio.Task] = set()  # refusals' reactions under way


def way_of(app_name: str) -> str | None:
    """The reaction call of a OneBot implementation, by the `app_name` of its version info."""
    name = app_name.lower()
    if "napcat" in name or "llonebot" in name:
        return EMOJI_LIKE
    if "lagrange" in name:
        return GROUP_REACTION
    return None


def way(bot: Bot) -> str | None:
    """The call that reacts on this connection; None: the connection gets no reactions (or
    is not known yet)."""
    return _ways.get(bot.self_id)


def known(bot: Bot) -> bool:
    """Whether the connection was asked which implementation it is."""
    return bot.self_id in _ways


async def detect(bot: Bot) -> str | None:
    """Ask a new connection which implementation it is (OneBot v11 `get_version_info`) and
    remember its reaction call."""
    found, name = None, ""
    if isinstance(bot, v11.Bot):
        try:
            info = await bot.call_api("get_version_info")
        except Exception as exc:  # not supported: no reactions
            logger.info(f"get_version_info refused ({exc!r}): sign-ups are answered in text")
        else:
            name = f"{info.get('app_name', '')} {info.get('app_version', '')}".strip()
            found = way_of(str(info.get("app_name", "")))
    _ways[bot.self_id] = found
    if found:
        logger.info(f"OneBot 实现 {name}：报名确认会在报名消息上贴表情（{found}）")
    box.wake(None)  # reactions owed before (a restart) are due now (every chat)
    return found


async def _put(bot: Bot, how: str, group: str, message_id: str, emoji: str) -> None:
    mid = int(message_id) if message_id.lstrip("-").isdigit() else message_id
    if how == EMOJI_LIKE:
        call = bot.call_api(EMOJI_LIKE, message_id=mid, emoji_id=emoji)
    else:
        call = bot.call_api(
            GROUP_REACTION, group_id=int(group), message_id=mid, code=emoji, is_add=True
        )
    await asyncio.wait_for(call, TIMEOUT)


async def put(bot: Bot, group: str, message_id: str, emoji: str) -> str:
    """Put `emoji` on a group message; what happened: sent | none (the connection does not
    react) | refused (the implementation answered with a failure: it is not asked again on
    this connection) | failed (no answer in time, a network error)."""
    how = way(bot)
    if how is None:
        return "none"
    try:
        await _put(bot, how, group, message_id, emoji)
    except ActionFailed as exc:
        if _ways.get(bot.self_id) is not None:
            logger.warning(
                f"{how} refused on {bot.self_id} ({exc!r}): no more reactions on this connection"
            )
        _ways[bot.self_id] = None
        return "refused"
    except Exception as exc:
        logger.info(f"{how} on message {message_id} failed: {exc!r}")
        return "failed"
    return "sent"


def refused(bot: Bot, group: str | None, message_id: str | None) -> None:
    """A sign-up in a group was refused: put the refusal's emoji on it, beside the text."""
    if group is None or message_id is None or way(bot) is None:
        return
    task = asyncio.create_task(put(bot, group, message_id, REFUSED))
    _pending.add(task)
    task.add_done_callback(_pending.discard)


async def send_next(group: str) -> bool:
    """Put on the group's next owed reactions (outbox rows of `reaction:<group>`, up to
    BATCH at once); False when none was due or no connection can reach the group."""
    bot = send.bot_for("group", group)
    if bot is None or not known(bot):  # asked at connection: due again once it answered
        return False
    chat = box.chat_of(box.REACTION, group)
    if way(bot) is None:  # owed while the connection could react; it cannot now
        return bool(await box.take_reactions(chat, utcnow(), BATCH, outcome="no reaction"))
    taken = await box.take_reactions(chat, utcnow(), BATCH)
    if not taken:
        return False
    results = await asyncio.gather(*(put(bot, group, mid, ACCEPTED) for _, mid in taken))
    for outcome in ("refused", "failed", "none"):
        await box.reactions_failed(
            [ident for (ident, _), got in zip(taken, results, strict=True) if got == outcome],
            "no reaction" if outcome == "none" else outcome,
        )
    return True


@get_driver().on_bot_connect
async def _connected(bot: Bot) -> None:
    if DETECT:
        await detect(bot)


@get_driver().on_bot_disconnect
async def _disconnected(bot: Bot) -> None:
    if DETECT:
        _ways.pop(bot.self_id, None)
