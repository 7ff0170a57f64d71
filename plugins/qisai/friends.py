"""AUTO_ACCEPT_FRIENDS: accept a friend request from a member of a tournament's group.

QQ delivers private messages only to friends, and organisers, arbitrators and players get
private notices; the bot accepts the request of anyone in a group that holds a tournament and
leaves other requests for a person to decide. One request matcher, OneBot v11 only.
"""

from nonebot import get_plugin_config, logger, on_request
from nonebot.adapters import Event
from nonebot.adapters.onebot import v11

from services import friends

from . import send
from .config import Config
from .members import BotMembers

_config = get_plugin_config(Config)


async def _friend_request(event: Event) -> bool:
    return _config.auto_accept_friends and isinstance(event, v11.FriendRequestEvent)


requests = on_request(rule=_friend_request, priority=10, block=False)


@requests.handle()
async def _answer(bot: v11.Bot, event: v11.FriendRequestEvent) -> None:
    user = str(event.user_id)
    members = BotMembers(bot)
    for group in await friends.tournament_groups("qq"):
        if not send.in_group(bot, group):
            continue
        try:
            member = await members.member(group, user)
        except LookupError:
            continue
        if member is not None:
            await event.approve(bot)
            logger.info(f"accepted the friend request of {user}, a member of match group {group}")
            return
    logger.info(f"friend request of {user} left for a person: not in any match group")
