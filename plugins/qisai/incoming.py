"""Turn an adapter's message event into plain data (text with @ tokens, images, who, where).

The only module that knows the shape of OneBot v11 and v12 message events.
"""

import re
import time
from dataclasses import dataclass, field

from nonebot.adapters import Event
from nonebot.adapters.onebot import v11, v12

COMMAND_PREFIXES = ("/", "／")
# the attribute holding when an event was received (time.monotonic_ns()), set as the adapter
# parses it (compat.py), before any await: sign-ups are numbered in that order
ARRIVAL = "_qisai_arrival"


def stamp(event: Event) -> None:
    """Note that `event` was received now."""
    setattr(event, ARRIVAL, time.monotonic_ns())


def arrival_of(event: Event) -> int:
    """When `event` was received (now, for an event no adapter hook stamped)."""
    return getattr(event, ARRIVAL, None) or time.monotonic_ns()


@dataclass
class Incoming:
    """A chat message as qisai sees it."""

    platform: str
    user_id: str
    group_id: str | None
    text: str
    images: list[str] = field(default_factory=list)
    mentions: list[str] = field(default_factory=list)
    card: str = ""
    nickname: str = ""
    role: str = "member"
    reply_to: str | None = None  # the message this one replies to (its id), if any
    message_id: str | None = None  # the platform's id of this message
    arrival: int = 0  # when it was received (time.monotonic_ns())

    @property
    def is_command(self) -> bool:
        """Whether the message starts with a command prefix."""
        return self.text.startswith(COMMAND_PREFIXES)


def without_mentions(text: str, mentions: list[str]) -> str:
    """`text` with the `@id` tokens of these @mentions (as `from_event` writes them) taken out."""
    if not mentions:
        return text
    ids = "|".join(re.escape(m) for m in sorted(set(mentions), key=len, reverse=True))
    return re.sub(r"[ \t]*@(?:" + ids + r")(?![0-9A-Za-z_-])[ \t]*", " ", text).strip()


def from_event(event: Event) -> Incoming | None:
    """Plain data of a v11/v12 message event; None for anything else."""
    if isinstance(event, v11.MessageEvent):
        return _from_v11(event)
    if isinstance(event, v12.MessageEvent):
        return _from_v12(event)
    return None


def _from_v11(event: v11.MessageEvent) -> Incoming:
    parts: list[str] = []
    reply_to: str | None = None
    images: list[str] = []
    mentions: list[str] = []
    for seg in event.get_message():
        if seg.type == "text":
            parts.append(seg.data.get("text", ""))
        elif seg.type == "at":
            qq = str(seg.data.get("qq", ""))
            if qq and qq != "all" and qq != str(event.self_id):
                mentions.append(qq)
                parts.append(f" @{qq} ")
        elif seg.type == "image":
            images.append(str(seg.data.get("url") or seg.data.get("file") or ""))
        elif seg.type == "reply":  # left in the message when the adapter could not look it up
            reply_to = str(seg.data.get("id", "")) or None
    if event.reply is not None:
        reply_to = str(event.reply.message_id)
    group_id = str(event.group_id) if isinstance(event, v11.GroupMessageEvent) else None
    sender = event.sender
    return Incoming(
        platform="qq",
        user_id=str(event.user_id),
        group_id=group_id,
        text="".join(parts).strip(),
        images=images,
        mentions=mentions,
        card=sender.card or "",
        nickname=sender.nickname or "",
        role=sender.role or "member",
        reply_to=reply_to,
        message_id=str(event.message_id),
        arrival=arrival_of(event),
    )


def _from_v12(event: v12.MessageEvent) -> Incoming:
    parts: list[str] = []
    images: list[str] = []
    mentions: list[str] = []
    reply_to: str | None = None
    for seg in event.get_message():
        if seg.type == "text":
            parts.append(seg.data.get("text", ""))
        elif seg.type == "mention":
            uid = str(seg.data.get("user_id", ""))
            if uid and uid != event.self.user_id:
                mentions.append(uid)
                parts.append(f" @{uid} ")
        elif seg.type == "image":
            images.append(str(seg.data.get("file_id", "")))
        elif seg.type == "reply":  # OneBot 12 names the message answered by its message_id
            reply_to = str(seg.data.get("message_id", "")) or None
    group_id = str(event.group_id) if isinstance(event, v12.GroupMessageEvent) else None
    return Incoming(
        platform=event.self.platform or "wechat",
        user_id=str(event.user_id),
        group_id=group_id,
        text="".join(parts).strip(),
        images=images,
        mentions=mentions,
        reply_to=reply_to,
        message_id=str(event.message_id),
        arrival=arrival_of(event),
    )
