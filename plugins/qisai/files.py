"""Files in and out: `/导出` uploads a spreadsheet, CSV zip or backup (OneBot v11
upload_group_file, else upload_private_file to the organiser); `/导入` then a backup file sent
privately restores it. Files travel as `base64://`, so a NapCat on another host can take them.

What NapCat sends for a private file: a message with a `file` segment (`file` name, `file_id`,
`file_size`, sometimes `url`); `get_file` with the `file_id` answers with `base64`, a `url` or
a local `file` path. go-cqhttp-style implementations send an `offline_file` notice with
`file: {name, size, url}` instead. Both are taken.
"""

import asyncio
import base64
import re
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

from nonebot import get_driver, logger
from nonebot.adapters import Bot, Event
from nonebot.adapters.onebot import v11

from services import exports
from services.common import Actor, Notice, Outcome, Refusal

from . import clock, outbox, send
from .dispatch import Ctx

IMPORT_MINUTES = 10
MAX_BYTES = 20 * 2**20
_waiting: dict[str, float] = {}  # user id -> until (monotonic) a backup file is expected
OTHER_FILES: list[Callable[[str], None]] = []
"""What else may be waiting for a file from an account (the regulation file of ``/规程 更新``):
each forgets it, since an account's latest request for a file is the one its next file answers."""


def forget(user_id: str) -> None:
    """No backup file is expected from the account any more (it asked for another file)."""
    _waiting.pop(user_id, None)


KINDS = {
    "": "xlsx",
    "xlsx": "xlsx",
    "excel": "xlsx",
    "csv": "csv",
    "备份": "backup",
    "backup": "backup",
}


def _file_name(title: str, kind: str) -> str:
    safe = re.sub(r'[\\/:*?"<>|\s]+', "_", title).strip("_")[:40] or "qisai"
    stamp = clock.now().strftime("%Y%m%d-%H%M")
    return {
        "xlsx": f"{safe}-{stamp}.xlsx",
        "csv": f"{safe}-{stamp}-csv.zip",
        "backup": f"{safe}-{stamp}-备份.json",
    }[kind]


async def export(ctx: Ctx, args: str) -> Outcome:
    """`/导出 [csv|备份]`: build the file and upload it (the group's files, else privately)."""
    kind = KINDS.get(args.strip().lower())
    if kind is None:
        raise Refusal("格式：/导出（表格 .xlsx）、/导出 csv 或 /导出 备份")
    tid = await exports.require_organiser_of_current(ctx.actor, "导出")
    if not isinstance(ctx.bot, v11.Bot):
        raise Refusal("这个平台还不能发送文件；请在 QQ 里使用 /导出，或打开赛事网页。")
    in_group = ctx.actor.group_id is not None
    summary = (await exports.views.tournament(tid)) or {"name": f"赛事{tid}"}
    if kind == "backup":
        data = await exports.backup(tid)
    elif kind == "csv":
        data = await exports.csv_zip(tid, full_qq=not in_group)
    else:
        data = await exports.xlsx(tid, full_qq=not in_group)
    name = _file_name(summary["name"], kind)
    # a backup holds full QQ numbers: it goes to the organiser only
    if await upload(ctx, name, data, to_group=kind != "backup"):
        return Outcome(f"已上传到群文件：{name}")
    return Outcome(
        f"已私聊发送给你：{name}"
        + ("（备份含完整 QQ 号，只发给组委）" if kind == "backup" and in_group else "")
    )


async def upload(ctx: Ctx, name: str, data: bytes, to_group: bool = True) -> bool:
    """Send a file to the group's files (``to_group``, from a group chat), else privately to the
    sender; True when it went to the group. A Refusal when neither upload works."""
    payload = "base64://" + base64.b64encode(data).decode()
    if ctx.actor.group_id is not None and to_group:
        try:
            await ctx.bot.call_api(
                "upload_group_file", group_id=int(ctx.actor.group_id), file=payload, name=name
            )
            return True
        except Exception as exc:  # implementations without group files, or no permission
            logger.warning(f"upload_group_file failed: {exc!r}; sending privately")
    try:
        await ctx.bot.call_api(
            "upload_private_file", user_id=int(ctx.actor.user_id), file=payload, name=name
        )
    except Exception as exc:
        logger.warning(f"upload_private_file failed: {exc!r}")
        raise Refusal("文件发送失败：请先加机器人为好友，或稍后再试。") from None
    return False


async def start_import(ctx: Ctx) -> Outcome:
    """`/导入`: wait for a backup file in this private chat."""
    if not ctx.actor.superuser and not await exports.organises_any(ctx.actor.user_id):
        raise Refusal("只有组委可以导入赛事备份。")
    if ctx.actor.group_id is not None:
        raise Refusal("请私聊机器人发送 /导入，再把备份文件（/导出 备份 得到的 .json）私聊发给我。")
    for other in OTHER_FILES:
        other(ctx.actor.user_id)
    _waiting[ctx.actor.user_id] = time.monotonic() + IMPORT_MINUTES * 60
    return Outcome(
        f"请在 {IMPORT_MINUTES} 分钟内把备份文件（/导出 备份 得到的 .json）私聊发给我，"
        "我会把它导入为新的赛事。"
    )


def _expected(user_id: str) -> bool:
    until = _waiting.get(user_id)
    return until is not None and until > time.monotonic()


def _file_segment(event: Event) -> dict | None:
    if not isinstance(event, v11.PrivateMessageEvent):
        return None
    return next((dict(seg.data) for seg in event.message if seg.type == "file"), None)


def file_data(event: Event) -> dict | None:
    """The file of a message (its `file` segment) or of a `group_upload` notice."""
    if isinstance(event, v11.MessageEvent):
        return next((dict(seg.data) for seg in event.message if seg.type == "file"), None)
    if getattr(event, "notice_type", None) == "group_upload":
        return dict(getattr(event, "file", None) or {})
    return None


def is_private_file(event: Event) -> bool:
    """A file sent privately by someone who asked to `/导入`."""
    return _file_segment(event) is not None and _expected(event.get_user_id())


def is_offline_file(event: Event) -> bool:
    """The offline_file notice of go-cqhttp-style implementations, from someone expected."""
    return getattr(event, "notice_type", None) == "offline_file" and _expected(
        str(getattr(event, "user_id", ""))
    )


def _download(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.read(MAX_BYTES + 1)


async def fetch(bot: Bot, data: dict) -> bytes:
    """The bytes of a received file: its URL, else `get_file`'s base64, URL or local path."""
    url = str(data.get("url") or "")
    if url.startswith(("http://", "https://")):
        return await asyncio.to_thread(_download, url)
    params = {k: data[k] for k in ("file_id", "file") if data.get(k)}
    info = await bot.call_api("get_file", **params)
    if info.get("base64"):
        return base64.b64decode(info["base64"])
    if str(info.get("url") or "").startswith(("http://", "https://")):
        return await asyncio.to_thread(_download, info["url"])
    path = Path(str(info.get("file") or ""))
    if path.is_file():
        return path.read_bytes()
    raise LookupError("the file could not be fetched")


async def _restore(bot: Bot, event: Event, data: dict) -> None:
    user = str(getattr(event, "user_id", "") or event.get_user_id())
    actor = Actor(user_id=user, superuser=user in get_driver().config.superusers)
    try:
        raw = await fetch(bot, data)
        if len(raw) > MAX_BYTES:
            raise Refusal("文件太大（超过 20 MB），不是棋赛的备份。")
        outcome = await exports.restore(actor, raw)
        _waiting.pop(user, None)
    except Refusal as refusal:
        outcome = Outcome(refusal.message)
    except Exception:
        logger.exception("import failed")
        outcome = Outcome("没能取到这个文件，请重新发送；或稍后再试。")
    if outcome.queued:  # the restore's reply was written to the outbox with it: post it now
        await outbox.drain(chats={f"private:{user}"})
    else:
        await send.deliver(Notice("private", user, outcome.text), bot)


async def on_file(bot: Bot, event: Event) -> None:
    """A backup file sent as a private message (qisai's matcher: `is_private_file`)."""
    await _restore(bot, event, _file_segment(event) or {})


async def on_offline_file(bot: Bot, event: Event) -> None:
    """A backup file announced by an offline_file notice (`is_offline_file`)."""
    await _restore(bot, event, dict(getattr(event, "file", None) or {}))
