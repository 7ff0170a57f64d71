"""Actions on a group that are not messages (OneBot v11 and NapCat's extensions): a group
announcement (`_send_group_notice`), the whole-group ban (`set_group_whole_ban`) and an essence
message (`set_essence_msg`).

A use case asks for one as a `Notice` of a kind in `services.common.GROUP_ACTIONS`; here it is a
`GroupAction` of its own, which the outbox sender (outbox.py `act`) hands to `perform`: nothing
is posted and the outbox holds no row of it. Messages go the other way only: this module tells
the organisers through send.py, which knows nothing of group actions.

Each needs the bot to be a group admin; the implementation answers retcode != 0 otherwise. A
failure never breaks what asked for it: one log line, and the group's organisers are told once
(per group and tool, while the process runs) what to do about it.
"""

from collections.abc import Callable
from dataclasses import dataclass

from nonebot import logger
from nonebot.adapters import Bot
from nonebot.adapters.onebot import v11

from services import friends
from services.common import ANNOUNCE, GROUP_ACTIONS, MUTE, UNMUTE, Notice

from . import send


@dataclass(frozen=True)
class GroupAction:
    """An action on a group: `kind` one of GROUP_ACTIONS (ANNOUNCE, MUTE, UNMUTE), `group`
    the group's id, `content` an announcement's text ('' for the ban)."""

    kind: str
    group: str
    content: str = ""


def action_of(notice: Notice) -> GroupAction | None:
    """The group action a use case's notice asks for; None when the notice is a message."""
    if notice.kind not in GROUP_ACTIONS:
        return None
    return GroupAction(notice.kind, notice.target, notice.text)


# action kind -> (OneBot action, its params, what it is in Chinese, the setting that turns it off)
_TOOLS: dict[str, tuple[str, Callable[[GroupAction], dict[str, object]], str, str]] = {
    ANNOUNCE: (
        "_send_group_notice",
        lambda a: {"group_id": int(a.group), "content": a.content},
        "发群公告",
        "/设置 群公告 关",
    ),
    MUTE: (
        "set_group_whole_ban",
        lambda a: {"group_id": int(a.group), "enable": True},
        "全员禁言",
        "/设置 比赛时禁言 关",
    ),
    UNMUTE: (
        "set_group_whole_ban",
        lambda a: {"group_id": int(a.group), "enable": False},
        "解除全员禁言",
        "/设置 比赛时禁言 关",
    ),
}
_told: set[tuple[str, str]] = set()  # (group, setting) the organisers were told about


def _reason(exc: Exception) -> str:
    """NapCat's own words for a failed action (`wording`/`message`), else the exception."""
    info = getattr(exc, "info", None) or {}
    return str(info.get("wording") or info.get("message") or exc.__class__.__name__)


async def perform(bot: Bot, action: GroupAction) -> bool:
    """Do a group action; False (logged, the organisers told once) when the bot may not."""
    name, params, what, setting = _TOOLS[action.kind]
    if not isinstance(bot, v11.Bot):
        logger.info(f"{name} skipped in {action.group}: only OneBot v11 (NapCat) has it")
        return False
    try:
        await bot.call_api(name, **params(action))
    except Exception as exc:  # ActionFailed (not an admin), NetworkError, an unknown action
        logger.warning(f"{name} in group {action.group} failed: {_reason(exc)}")
        await _tell_organisers(bot, action.group, what, setting, _reason(exc))
        return False
    return True


async def _tell_organisers(bot: Bot, group: str, what: str, setting: str, reason: str) -> None:
    if (group, setting) in _told:
        return
    _told.add((group, setting))
    text = (
        f"机器人没能在群 {group} {what}（{reason}）。"
        f"请在群里把机器人设为管理员；不需要的话发 {setting}。"
        "同样的问题这次运行中不再提醒。"
    )
    for organiser in await friends.organisers_of_group(group):
        await send.deliver(Notice("private", organiser, text), bot, group=group)


async def essence(bot: Bot, message_id: str) -> str | None:
    """Set a message as an essence message (精华消息); None when done, else why not (Chinese)."""
    if not isinstance(bot, v11.Bot):
        return "这个平台不支持设精华消息"
    try:
        await bot.call_api("set_essence_msg", message_id=int(message_id))
    except Exception as exc:
        logger.warning(f"set_essence_msg {message_id} failed: {_reason(exc)}")
        return _reason(exc)
    return None
