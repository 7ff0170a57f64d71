"""`/新建赛事 规程 [名称]` in chat: the regulation's text (竞赛规程) on the command's next lines,
or in the account's next message in the same chat, or as a .txt/.docx file (a group file or a
private file, fetched as `/导入` fetches backups), drafted into a new tournament at once
(services/regulation_drafts.py).

Who is expected to send the text is kept in memory, per account, 10 minutes after the command;
a new `/新建赛事 规程`, `/新建赛事 文件`, `/规程 更新` or `/导入` replaces it, `/规程 取消`
drops it; a restart forgets it (the organiser sends the command again). After a draft the wait
goes on for 10 minutes more: a regulation sent in several messages is drafted again, whole, into
the same tournament with each further part (a message that reads as more of the regulation:
20 characters or more, about competition; anything else is an ordinary message).
"""

import time
from dataclasses import dataclass, field

from nonebot import get_driver, logger
from nonebot.adapters import Bot, Event

from services import outbox as box
from services import regulation_drafts as drafts
from services.common import Actor, Notice, Outcome, Refusal
from services.regulation_files import MINUTES, Target

from . import clock, files, outbox, send
from .dispatch import Ctx
from .incoming import Incoming

SECONDS = MINUTES * 60
MAX_BYTES = 2**20


@dataclass
class Waiting:
    """What an account is expected to send: the regulation's text for ``target``, until
    ``until`` (monotonic); once drafted, the tournament (``tid``) and the text so far."""

    until: float
    target: Target
    tid: int | None = None
    parts: list[str] = field(default_factory=list)


_awaiting: dict[str, Waiting] = {}


def _forget(user_id: str) -> None:
    """No regulation text is expected from the account any more (it asked for another file)."""
    _awaiting.pop(user_id, None)


files.OTHER_FILES.append(_forget)


def cancel(user_id: str) -> bool:
    """`/规程 取消`: the account's awaited regulation text is dropped; whether one was awaited."""
    return _awaiting.pop(user_id, None) is not None


async def start(ctx: Ctx, args: str) -> Outcome:
    """`/新建赛事 规程 [名称]`, the text on the next lines or in the next message or file."""
    head, _, body = args.partition("\n")
    name = head.strip() or None
    where = await drafts.target(ctx.actor, name)
    user = ctx.actor.user_id
    files.forget(user)  # the account's latest request for a file is the one its next file answers
    for other in files.OTHER_FILES:
        other(user)
    waiting = Waiting(time.monotonic() + SECONDS, where)
    if body.strip():
        outcome, tid = await drafts.create(ctx.actor, where, body, ctx.now)
        waiting.tid, waiting.parts = tid, [body]
        _awaiting[user] = waiting
        return outcome
    _awaiting[user] = waiting
    return Outcome(
        f"请在 {MINUTES} 分钟内把竞赛规程发到本群：直接粘贴全文（一条消息），"
        "或发送 .txt / .docx 文件（群文件或私聊）。我会读出赛制、轮次、日期、积分、名次区分、"
        "奖金等，起草新赛事并逐项注明依据的原文。"
    )


def _waiting(user: str) -> Waiting | None:
    entry = _awaiting.get(user)
    if entry is None or entry.until < time.monotonic():
        _awaiting.pop(user, None)
        return None
    return entry


def expects_text(incoming: Incoming) -> bool:
    """A message (not a command) from an account asked for the regulation's text, in the group
    it asked in; after a draft, only one that reads as more of the regulation."""
    entry = _waiting(incoming.user_id)
    return (
        entry is not None
        and not incoming.is_command
        and incoming.group_id is not None
        and incoming.group_id == entry.target.group_id
        and (entry.tid is None or drafts.continues(incoming.text))
    )


async def take_text(ctx: Ctx) -> Outcome:
    """The regulation's text arrived: draft it (a text that reads as no regulation is refused
    and the account may send it again); a further part drafts the whole text again into the
    tournament drafted from the first."""
    entry = _waiting(ctx.actor.user_id)
    assert entry is not None
    text = ctx.incoming.text
    if entry.tid is None:
        outcome, entry.tid = await drafts.create(ctx.actor, entry.target, text, ctx.now)
    else:
        whole = "\n".join([*entry.parts, text])
        try:
            outcome = await drafts.redraft(ctx.actor, entry.target, entry.tid, whole, ctx.now)
        except Refusal:
            _awaiting.pop(ctx.actor.user_id, None)  # no longer a draft: stop taking messages
            raise
    entry.parts.append(text)
    entry.until = time.monotonic() + SECONDS
    return outcome


def expects_file(event: Event) -> bool:
    """A file from an account asked for the regulation's text: in its group, or privately."""
    if files.file_data(event) is None:
        return False
    entry = _waiting(str(getattr(event, "user_id", "") or ""))
    group = getattr(event, "group_id", None)
    return (
        entry is not None
        and entry.tid is None
        and (group is None or str(group) == entry.target.group_id)
    )


async def on_file(bot: Bot, event: Event) -> None:
    """The regulation as a .txt or .docx file: drafted into the target group's new tournament."""
    user = str(getattr(event, "user_id", "") or "")
    entry = _waiting(user)
    if entry is None:
        return
    target = entry.target
    data = files.file_data(event) or {}
    name = str(data.get("name") or data.get("file") or "")
    # the tournament binds to the group the command was sent in, wherever the file came from
    actor = Actor(
        user_id=user, group_id=target.group_id, superuser=user in get_driver().config.superusers
    )
    try:
        raw = await files.fetch(bot, data)
        if len(raw) > MAX_BYTES:
            raise Refusal("文件太大（超过 1 MB），请只发竞赛规程本身。")
        outcome, _ = await drafts.create(actor, target, drafts.file_text(name, raw), clock.now())
        _awaiting.pop(user, None)  # a file is the whole regulation
    except Refusal as refusal:
        await send.deliver(Notice("group", str(target.group_id), refusal.message), bot)
        return
    except Exception:
        logger.exception("regulation text file failed")
        text = "没能取到这个文件，请重新发送；或把规程文字直接粘贴发来。"
        await send.deliver(Notice("group", str(target.group_id), text), bot)
        return
    # the reply was owed to the group the tournament binds to, wherever the file came from
    chat = box.chat_of("group", str(target.group_id))
    if outbox.running():
        outbox.wake({chat})
    else:
        await outbox.drain(chats={chat})
    await outbox.act(outcome.notices, bot)
