"""Group membership look-ups through the platform (OneBot get_group_member_info), with a roster
per group kept in memory.

The one place that makes raw member calls; services see only the MemberDirectory protocol.

A busy sign-up evening asks "is this QQ in the match group, with which card?" hundreds of times
a minute. The first question about a group loads its whole member list in one call
(get_group_member_list); later questions are answered from that roster, which the platform's
notices keep current (a member joined, left, changed the card) and which is reloaded after
ROSTER_SECONDS or a reconnection. The roster only ever says yes: a QQ it does not hold is
looked up live (a join whose notice was missed), and the sign-up check asks again live
(`fresh`) before refusing a card the roster may hold stale.
"""

import asyncio
import time
from collections.abc import Mapping

from nonebot import get_driver, logger
from nonebot.adapters import Bot, Event
from nonebot.adapters.onebot import v11, v12
from nonebot.exception import ActionFailed

# a roster older than this is loaded again at the next question (missed notices heal)
ROSTER_SECONDS = 600.0
# a question waits this long for a list being loaded, then is asked live
LOAD_WAIT = 2.0
# off: every question is asked live (the chat-layer tests script each platform call)
ROSTERS = True


class _Roster:
    """One group's members as last loaded: user id -> info, and when it was loaded."""

    def __init__(self, members: dict[str, dict], loaded_at: float):
        self.members = members
        self.loaded_at = loaded_at


_rosters: dict[tuple[str, str], _Roster] = {}  # (bot self id, group id) -> roster
# (bot self id, group id) -> (the group's name, when learnt); a renamed group shows its new name
# after this long
NAME_SECONDS = 3600.0
_names: dict[tuple[str, str], tuple[str, float]] = {}
_loading: dict[tuple[str, str], asyncio.Task] = {}


def _info(raw: Mapping[str, object]) -> dict:
    """A member as the platform describes them: OneBot v11 `card`/`nickname`, OneBot v12
    `user_displayname` (the group nickname) / `user_name`."""
    return {
        "card": raw.get("card") or raw.get("user_displayname") or "",
        "nickname": raw.get("nickname") or raw.get("user_name") or "",
        "role": raw.get("role"),
    }


def forget(bot_id: str | None = None) -> None:
    """Drop the rosters and group names (of one bot, or all): the next question asks again."""
    for known in (_rosters, _names):
        for key in [k for k in known if bot_id is None or k[0] == bot_id]:
            del known[key]


def learn_names(bot: Bot, groups: list[dict]) -> None:
    """Keep the names of the groups a get_group_list answer describes (`group_name`)."""
    now = time.monotonic()
    for g in groups:
        if "group_id" in g and (name := str(g.get("group_name") or "").strip()):
            _names[(bot.self_id, str(g["group_id"]))] = (name, now)


class BotMembers:
    """MemberDirectory backed by the connected bot: None = not a member, LookupError = unknown."""

    def __init__(self, bot: Bot):
        self.bot = bot

    async def member(self, group_id: str, user_id: str) -> dict | None:
        """The member's info (`card`, `nickname`, `role`), or None when not in the group: from
        the group's roster when it holds the QQ, else asked live."""
        roster = await self._roster(group_id) if ROSTERS else None
        if roster is not None and user_id in roster.members:
            return {**roster.members[user_id], "from_roster": True}
        return await self.fresh(group_id, user_id)

    @property
    def known(self):
        """How to answer from the rosters at once (`_known`); None while rosters are off (every
        question asked live: sign-ups are then admitted each on its own)."""
        return self._known if ROSTERS else None

    def _known(self, group_id: str, user_id: str) -> dict | None:
        """The member's info from the group's roster, loaded and current, without asking the
        platform; None when the roster cannot say (not loaded, too old, or lacking the QQ)."""
        roster = _rosters.get((self.bot.self_id, group_id))
        if roster is None or time.monotonic() - roster.loaded_at >= ROSTER_SECONDS:
            return None
        member = roster.members.get(user_id)
        return {**member, "from_roster": True} if member is not None else None

    async def fresh(self, group_id: str, user_id: str) -> dict | None:
        """The member's info as the platform says it now (the roster is updated with it)."""
        try:
            if isinstance(self.bot, v12.Bot):
                info = await self.bot.get_group_member_info(group_id=group_id, user_id=user_id)
            else:
                info = await self.bot.call_api(
                    "get_group_member_info",
                    group_id=int(group_id),
                    user_id=int(user_id),
                    no_cache=True,
                )
        except ActionFailed:
            # OneBot implementations answer "failed" for an account that is not in the group
            return None
        except Exception as exc:  # network errors, time-outs: we do not know
            logger.warning(f"get_group_member_info({group_id}, {user_id}) failed: {exc!r}")
            raise LookupError(str(exc)) from exc
        roster = _rosters.get((self.bot.self_id, group_id))
        if not info:
            if roster is not None:
                roster.members.pop(user_id, None)
            return None
        member = _info(info)
        if roster is not None:
            roster.members[user_id] = member
        return member

    async def _roster(self, group_id: str) -> _Roster | None:
        """The group's roster, loaded (once, however many ask at the same time) when missing or
        old; None when the platform would not give the list within LOAD_WAIT (questions are
        then asked live)."""
        key = (self.bot.self_id, group_id)
        roster = _rosters.get(key)
        if roster is not None and time.monotonic() - roster.loaded_at < ROSTER_SECONDS:
            return roster
        task = _loading.get(key)
        if task is None or task.done():
            task = _loading[key] = asyncio.create_task(self._load(group_id))
        done, _ = await asyncio.wait({task}, timeout=LOAD_WAIT)
        if not done or task.exception() is not None:
            return None  # a slow or refused list holds up no sign-up: asked live meanwhile
        return task.result()

    async def _load(self, group_id: str) -> _Roster:
        key = (self.bot.self_id, group_id)
        started = time.monotonic()
        try:
            if isinstance(self.bot, v12.Bot):
                raw = await self.bot.get_group_member_list(group_id=group_id)
            else:
                raw = await self.bot.call_api(
                    "get_group_member_list", group_id=int(group_id), no_cache=True
                )
        except Exception as exc:
            logger.info(
                f"get_group_member_list({group_id}) failed, "
                f"members are looked up one by one: {exc!r}"
            )
            raise
        roster = _Roster(
            {str(m["user_id"]): _info(m) for m in raw or [] if "user_id" in m}, started
        )
        _rosters[key] = roster
        return roster

    async def group_name(self, group_id: str) -> str | None:
        """The group's name (OneBot get_group_info), kept for NAME_SECONDS; None when the
        platform does not tell it."""
        key = (self.bot.self_id, group_id)
        known = _names.get(key)
        if known is not None and time.monotonic() - known[1] < NAME_SECONDS:
            return known[0]
        try:
            if isinstance(self.bot, v12.Bot):
                info = await self.bot.get_group_info(group_id=group_id)
            else:
                info = await self.bot.call_api("get_group_info", group_id=int(group_id))
        except Exception as exc:  # not supported, not in the group, a time-out: unknown
            logger.info(f"get_group_info({group_id}) failed: {exc!r}")
            return None
        name = str((info or {}).get("group_name") or "").strip() or None
        if name is not None:
            _names[key] = (name, time.monotonic())
        return name

    async def set_card(self, group_id: str, user_id: str, card: str) -> bool:
        """Set the member's group card (OneBot v11 set_group_card); False when not allowed."""
        if not isinstance(self.bot, v11.Bot):
            return False
        try:
            await self.bot.call_api(
                "set_group_card", group_id=int(group_id), user_id=int(user_id), card=card
            )
        except Exception as exc:  # not a group admin, or the implementation refuses
            logger.info(f"set_group_card({group_id}, {user_id}) refused: {exc!r}")
            return False
        return True


# --- the platform's notices keep the rosters current ----------------------------------------

_JOINED = {"group_increase", "group_member_increase"}
_LEFT = {"group_decrease", "group_member_decrease"}
_CARD = {"group_card"}


def is_roster_notice(event: Event) -> bool:
    """A member joined, left, or changed the group card (v11 and v12 notice types)."""
    return getattr(event, "notice_type", None) in _JOINED | _LEFT | _CARD


async def on_roster_notice(bot: Bot, event: Event) -> None:
    """Bring the group's roster up to date with a notice (qisai's matcher: `is_roster_notice`)."""
    roster = _rosters.get((bot.self_id, str(getattr(event, "group_id", ""))))
    if roster is None:
        return
    user = str(getattr(event, "user_id", ""))
    kind = getattr(event, "notice_type", None)
    if kind in _LEFT:
        roster.members.pop(user, None)
    elif kind in _JOINED:
        roster.members.pop(user, None)  # the card is not known yet: the next question asks live
    elif user in roster.members:
        new = getattr(event, "card_new", None)  # NapCat's group_card notice (an extra field)
        if new is None:
            roster.members.pop(user, None)
        else:
            roster.members[user] = {**roster.members[user], "card": new or ""}


@get_driver().on_bot_disconnect
async def _disconnected(bot: Bot) -> None:
    forget(bot.self_id)  # what happened while away was not noticed
