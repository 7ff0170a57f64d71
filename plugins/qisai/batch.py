"""Acknowledge a burst of sign-ups in a group with one message every few seconds, not one each."""

import asyncio

from nonebot import get_plugin_config
from nonebot.adapters import Bot

from services.common import Notice, Outcome

from . import send
from .config import Config

_config = get_plugin_config(Config)
_pending: dict[str, list[Outcome]] = {}
_tasks: set[asyncio.Task] = set()


async def acknowledge(bot: Bot, group_id: str, outcome: Outcome) -> None:
    """Queue an acknowledgement; the first of a burst starts a timer that sends them together."""
    if _config.signup_batch_seconds <= 0:
        await send.deliver(Notice("group", group_id, outcome.text, outcome.mentions), bot)
        return
    queue = _pending.setdefault(group_id, [])
    queue.append(outcome)
    if len(queue) == 1:
        task = asyncio.create_task(_flush_later(bot, group_id))
        _tasks.add(task)
        task.add_done_callback(_tasks.discard)


async def _flush_later(bot: Bot, group_id: str) -> None:
    await asyncio.sleep(_config.signup_batch_seconds)
    outcomes = _pending.pop(group_id, [])
    if not outcomes:
        return
    mentions = [m for o in outcomes for m in o.mentions]
    text = "\n".join(o.text for o in outcomes)
    await send.deliver(Notice("group", group_id, text, mentions), bot)
