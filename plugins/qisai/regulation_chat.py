"""`/规程` in chat: the regulation file sent as a file (group files, else privately, as
`/导出`), its summary as text, and a regulation file received after `/规程 更新` or
`/新建赛事 文件 [名称]` (a group file or a private file; NapCat's file segment, fetched as
`/导入` fetches backups, or a `group_upload` notice), checked at once and applied by
`/规程 确认` (services/regulation_files.py).

What is waiting is kept in memory, per account: who is expected to send a file (10 minutes
after the command, in the group it was sent in or privately) and the checked file until
`/规程 确认` (10 minutes after the check). A new `/规程 更新` or `/新建赛事 文件` replaces
both, `/规程 取消` drops them; a restart forgets them (the organiser sends the file again).
"""

import asyncio
import time
import urllib.request

from nonebot import get_driver, logger
from nonebot.adapters import Bot, Event
from nonebot.adapters.onebot import v11

from services import regulation_files as rf
from services.common import Actor, Notice, Outcome, Refusal

from . import clock, files, regulation_drafting, send
from .dispatch import Ctx

SECONDS = rf.MINUTES * 60
MAX_BYTES = 2**20
USAGE = (
    "格式：/规程（下载规程文件）、/规程 文字（规程摘要）、/规程 更新（之后发来新的规程文件）、"
    "/规程 确认（应用检查过的文件）、/规程 取消"
)
_awaiting: dict[str, tuple[float, str | None, rf.Target]] = {}  # user -> until, group, target
_checked: dict[str, tuple[float, rf.Checked]] = {}  # user -> until, the checked file
_seen: dict[tuple[str, str], float] = {}  # (user, file name and size) -> when it was taken


async def command(ctx: Ctx, args: str) -> Outcome:
    """`/规程 [文字|更新|确认|取消]`."""
    word = args.strip()
    if word == "":
        return await _send_file(ctx)
    if word == "文字":
        return await rf.summary_text(ctx.actor)
    if word == "更新":
        return _expect(ctx, await rf.target_update(ctx.actor))
    if word == "确认":
        return await _confirm(ctx)
    if word == "取消":
        waited = _awaiting.pop(ctx.actor.user_id, None) or _checked.pop(ctx.actor.user_id, None)
        had = regulation_drafting.cancel(ctx.actor.user_id) or waited is not None
        return Outcome("已取消，规程没有改动。" if had else "没有等待确认的规程文件。")
    raise Refusal(USAGE)


async def start_new(ctx: Ctx, name: str) -> Outcome:
    """`/新建赛事 文件 [名称]`: wait for the regulation file of a new tournament."""
    return _expect(ctx, await rf.target_new(ctx.actor, name.strip() or None))


def _forget(user_id: str) -> None:
    """No regulation file is expected from the account any more (it sent /导入 since)."""
    _awaiting.pop(user_id, None)


files.OTHER_FILES.append(_forget)


def _expect(ctx: Ctx, target: rf.Target) -> Outcome:
    user = ctx.actor.user_id
    files.forget(user)  # the account's latest request for a file is the one its next file answers
    _awaiting[user] = (time.monotonic() + SECONDS, ctx.actor.group_id, target)
    _checked.pop(user, None)
    where = "发到本群（群文件）或私聊发给我" if ctx.actor.group_id else "私聊发给我"
    what = "新赛事的" if target.tournament_id is None else f"赛事 #{target.tournament_id} 的新"
    return Outcome(
        f"请在 {rf.MINUTES} 分钟内把{what}规程文件（.toml，可先发送 /规程 下载现行规程改好）"
        f"{where}。我会先检查并列出改动，发送 /规程 确认 后才生效。"
    )


async def _confirm(ctx: Ctx) -> Outcome:
    user = ctx.actor.user_id
    entry = _checked.get(user)
    if entry is None or entry[0] < time.monotonic():
        _checked.pop(user, None)
        raise Refusal(
            "没有等待确认的规程文件（检查后 10 分钟内有效）。"
            f"请先发送 {rf.UPDATE} 或 {rf.NEW}，再发来规程文件。"
        )
    outcome = await rf.confirm(ctx.actor, entry[1], ctx.now)
    _checked.pop(user, None)
    return outcome


async def _send_file(ctx: Ctx) -> Outcome:
    name, data = await rf.current_file(ctx.actor)
    if not isinstance(ctx.bot, v11.Bot):
        raise Refusal("这个平台还不能发送文件；请发送 /规程 文字 查看规程摘要。")
    where = "已上传到群文件" if await files.upload(ctx, name, data) else "已私聊发送给你"
    return Outcome(f"{where}：{name}（改好后发送 {rf.UPDATE} 再发来即可）")


# --------------------------------------------------------------------------- the file arriving


def _sender(event: Event) -> str:
    return str(getattr(event, "user_id", "") or "")


def _group(event: Event) -> str | None:
    group = getattr(event, "group_id", None)
    return str(group) if group else None


def expects(event: Event) -> bool:
    """A file from someone asked for a regulation file, in the chat they asked in or
    privately (qisai's matcher)."""
    if files.file_data(event) is None:
        return False
    entry = _awaiting.get(_sender(event))
    if entry is None or entry[0] < time.monotonic():
        return False
    group = _group(event)
    return group is None or group == entry[1]


def _download(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.read(MAX_BYTES + 1)


async def _fetch(bot: Bot, event: Event, data: dict) -> bytes:
    if getattr(event, "notice_type", None) == "group_upload":  # go-cqhttp style: its URL
        info = await bot.call_api(
            "get_group_file_url",
            group_id=int(_group(event) or 0),
            file_id=str(data.get("id") or ""),
            busid=int(data.get("busid") or 0),
        )
        return await asyncio.to_thread(_download, str(info.get("url") or ""))
    return await files.fetch(bot, data)


async def on_file(bot: Bot, event: Event) -> None:
    """A regulation file arrived: check it and say what it changes (or what is wrong)."""
    user, group = _sender(event), _group(event)
    data = files.file_data(event) or {}
    seen = (
        user,
        f"{data.get('name') or data.get('file')}:{data.get('size') or data.get('file_size')}",
    )
    if time.monotonic() - _seen.get(seen, -60.0) < 60:  # the message and the notice of one file
        return
    _seen[seen] = time.monotonic()
    target = _awaiting[user][2]
    actor = Actor(user_id=user, group_id=group, superuser=user in get_driver().config.superusers)
    try:
        raw = await _fetch(bot, event, data)
        if len(raw) > MAX_BYTES:
            raise Refusal("文件太大（超过 1 MB），不是规程文件。")
        checked = await rf.check(actor, target, raw, clock.now())
        _awaiting.pop(user, None)
        _checked[user] = (time.monotonic() + SECONDS, checked)
        text = checked.reply
    except Refusal as refusal:
        text = refusal.message
    except Exception:
        logger.exception("regulation file failed")
        text = "没能取到这个文件，请重新发送；或稍后再试。"
    await send.deliver(Notice("group" if group else "private", group or user, text), bot)
