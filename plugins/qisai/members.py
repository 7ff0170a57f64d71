"""Group membership look-ups through the platform (OneBot get_group_member_info).

The one place that makes raw member calls; services see only the MemberDirectory protocol.
"""

from nonebot import logger
from nonebot.adapters import Bot
from nonebot.adapters.onebot import v11, v12
from nonebot.exception import ActionFailed


class BotMembers:
    """MemberDirectory backed by the connected bot: None = not a member, LookupError = unknown."""

    def __init__(self, bot: Bot):
        self.bot = bot

    async def member(self, group_id: str, user_id: str) -> dict | None:
        """The member's info (`card`, `nickname`, `role`), or None when not in the group."""
        try:
            if isinstance(self.bot, v12.Bot):
                info = await self.bot.get_group_member_info(group_id=group_id, user_id=user_id)
            else:
                info = await self.bot.call_api(
                    "get_group_member_info", group_id=int(group_id), user_id=int(user_id), no_cache=True
                )
        except ActionFailed:
            # OneBot implementations answer "failed" for an account that is not in the group
            return None
        except Exception as exc:  # network errors, time-outs: we do not know
            logger.warning(f"get_group_member_info({group_id}, {user_id}) failed: {exc!r}")
            raise LookupError(str(exc)) from exc
        if not info:
            return None
        return {"card": info.get("card") or "", "nickname": info.get("nickname") or "", "role": info.get("role")}

    async def set_card(self, group_id: str, user_id: str, card: str) -> bool:
        """Set the member's group card (OneBot v11 set_group_card); False when not allowed."""
        if not isinstance(self.bot, v11.Bot):
            return False
        try:
            await self.bot.call_api("set_group_card", group_id=int(group_id), user_id=int(user_id), card=card)
        except Exception as exc:  # not a group admin, or the implementation refuses
            logger.info(f"set_group_card({group_id}, {user_id}) refused: {exc!r}")
            return False
        return True

