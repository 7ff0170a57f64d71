"""The single message matcher: cheap checks first, then the command table or the sign-up desk."""

from nonebot import get_driver, logger, on_message
from nonebot.adapters import Bot, Event

from services.common import Actor, Outcome, Refusal

from . import clock, send, timer
from .commands import passive_signup
from .dispatch import Ctx, route
from .incoming import Incoming, from_event

_superusers = get_driver().config.superusers


async def _wanted(event: Event) -> bool:
    incoming = from_event(event)
    return incoming is not None and bool(incoming.text)


entry = on_message(rule=_wanted, priority=10, block=True)


def actor_of(incoming: Incoming) -> Actor:
    """The acting account of a message."""
    return Actor(
        user_id=incoming.user_id,
        group_id=incoming.group_id,
        superuser=incoming.user_id in _superusers,
        platform=incoming.platform,
        name=incoming.card or incoming.nickname,
    )


@entry.handle()
async def _handle(bot: Bot, event: Event) -> None:
    incoming = from_event(event)
    assert incoming is not None
    ctx = Ctx(bot=bot, event=event, incoming=incoming, actor=actor_of(incoming), now=clock.now())
    if incoming.is_command:
        found = route(incoming.text[1:].lstrip())
        if found is None:
            return
        cmd, args = found
        handler = lambda: cmd.handler(ctx, args)  # noqa: E731
    else:
        handler = lambda: passive_signup(ctx)  # noqa: E731
    try:
        outcome = await handler()
    except Refusal as refusal:
        await send.reply(bot, event, Outcome(refusal.message))
        return
    except Exception:
        logger.exception("command failed")
        await send.reply(bot, event, Outcome("出错了，本次操作没有生效。请稍后再试，或联系组委。"))
        return
    if incoming.is_command and cmd.reschedules:
        await timer.refresh()
    if outcome is not None:
        await send.reply(bot, event, outcome)

