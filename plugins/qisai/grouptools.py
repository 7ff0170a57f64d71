"""Actions on a group that are not messages (OneBot v11 and NapCat's extensions): a group
announcement (`_send_group_notice`), the whole-group ban (`set_group_whole_ban`) and an essence
message (`set_essence_msg`).

Each needs the bot to be a group admin; the implementation answers retcode != 0 otherwise. A
failure never breaks what asked for it: one log line, and the group's organisers are told once
(per group and tool, while the process runs) what to do about it.
"""

from nonebot import logger
from nonebot.adapters import Bot
from nonebot.adapters.onebot import v11

from services import friends
from services.common import ANNOUNCE, MUTE, UNMUTE, Notice

# notice kind -> (action, params, what it is in Chinese, the setting that turns it off)
_TOOLS = {
    ANNOUNCE: (
        "_send_group_notice",
        lambda n: {"group_id": int(n.target), "content": n.text},
        "发群公告",
        "/设置 群公告 关",
    ),
    MUTE: (
        "set_group_whole_ban",
        lambda n: {"group_id": int(n.target), "enable": True},
        "全员禁言",
        "/设置 比赛时禁言 关",
    ),
    UNMUTE: (
        "set_group_whole_ban",
        lambda n: {"group_id": int(n.target), "enable": False},
        "解除全员禁言",
        "/设置 比赛时禁言 关",
    ),
}
_told: set[tuple[str, str]] = set()  # (group, setting) the organisers were told about


def _reason(exc: Exception) -> str:
    """NapCat's own words for a failed action (`wording`/`message`), else the exception."""
    info = getattr(exc, "info", None) or {}
    return str(info.get("wording") or info.get("message") or exc.__class__.__name__)


async def perform(bot: Bot, notice: Notice) -> bool:
    """Do a group action; False (logged, the organisers told once) when the bot may not."""
    action, params, what, setting = _TOOLS[notice.kind]
    if not isinstance(bot, v11.Bot):
        logger.info(f"{action} skipped in {notice.target}: only OneBot v11 (NapCat) has it")
        return False
    try:
        await bot.call_api(action, **params(notice))
    except Exception as exc:  # ActionFailed (not an admin), NetworkError, an unknown action
        logger.warning(f"{action} in group {notice.target} failed: {_reason(exc)}")
        await _tell_organisers(bot, notice.target, what, setting, _reason(exc))
        return False
    return True


async def _tell_organisers(bot: Bot, group: str, what: str, setting: str, reason: str) -> None:
    if (group, setting) in _told:
        return
    _told.add((group, setting))
    from .send import deliver

    text = (
        f"机器人没能在群 {group} {what}（{reason}）。请在群里把机器人设为管理员；不需要的话发 {setting}。"
        "同样的问题这次运行中不再提醒。"
    )
    for organiser in await friends.organisers_of_group(group):
        await deliver(Notice("private", organiser, text), bot, group=group)


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
