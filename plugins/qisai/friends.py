"""AUTO_ACCEPT_FRIENDS: accept a friend request from a member of a tournament's group.

QQ delivers private messages only to friends, and organisers, arbitrators and players get
private notices; the bot accepts the request of anyone in a group that holds a tournament and
leaves other requests for a person to decide. OneBot v11 only; qisai's one matcher
(matcher.py) hands requests here.
"""

from nonebot import get_plugin_config, logger
from nonebot.adapters import Event
from nonebot.adapters.onebot import v11

from services import friends

from . import send
from .config import Config
from .members import BotMembers

_config = get_plugin_config(Config)


def is_friend_request(event: Event) -> bool:
    """A friend request, where AUTO_ACCEPT_FRIENDS is on."""
    return _config.auto_accept_friends and isinstance(event, v11.FriendRequestEvent)


async def answer(bot: v11.Bot, event: v11.FriendRequestEvent) -> None:
    """Accept a friend request from a member of a tournament's group (qisai's matcher:
    `is_friend_request`)."""
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
