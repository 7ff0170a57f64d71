"""Event factories and expectations for nonebug tests (OneBot v11, NapCat-shaped payloads)."""

import itertools
import time
from typing import Any

from nonebot.adapters.onebot.v11 import Adapter, Bot, GroupMessageEvent, Message, PrivateMessageEvent

GROUP = "20001"
SELF_ID = "90000"
_ids = itertools.count(1000)


def _segments(text: str | list[dict]) -> list[dict]:
    if isinstance(text, list):
        return text
    return [{"type": "text", "data": {"text": text}}]


def group_event(user_id: str, text: str | list[dict], *, group_id: str = GROUP, card: str | None = "",
                role: str = "member", **extra: Any) -> GroupMessageEvent:
    """A group message as NapCat sends it (array message, possibly `card: null`)."""
    segments = _segments(text)
    payload = {
        "time": int(time.time()), "self_id": int(SELF_ID), "post_type": "message", "message_type": "group",
        "sub_type": "normal", "message_id": next(_ids), "group_id": int(group_id), "user_id": int(user_id),
        "anonymous": None, "message": segments, "raw_message": "".join(s["data"].get("text", "") for s in segments),
        "font": 14, "sender": {"user_id": int(user_id), "nickname": f"n{user_id}", "card": card, "role": role},
        "to_me": False, "message_format": "array", "real_id": next(_ids),
    }
    payload.update(extra)
    return Adapter.json_to_event(payload)  # type: ignore[return-value]


def private_event(user_id: str, text: str | list[dict]) -> PrivateMessageEvent:
    """A private (friend) message to the bot."""
    segments = _segments(text)
    payload = {
        "time": int(time.time()), "self_id": int(SELF_ID), "post_type": "message", "message_type": "private",
        "sub_type": "friend", "message_id": next(_ids), "user_id": int(user_id), "message": segments,
        "raw_message": "".join(s["data"].get("text", "") for s in segments), "font": 14,
        "sender": {"user_id": int(user_id), "nickname": f"n{user_id}"}, "to_me": True,
    }
    return Adapter.json_to_event(payload)  # type: ignore[return-value]


def at(qq: str) -> dict:
    """An @mention segment."""
    return {"type": "at", "data": {"qq": qq}}


def text(value: str) -> dict:
    """A text segment."""
    return {"type": "text", "data": {"text": value}}


def make_bot(ctx) -> Bot:
    """A OneBot v11 bot inside a nonebug context."""
    return ctx.create_bot(base=Bot, self_id=SELF_ID)


def message_text(message: Message | str) -> str:
    """The plain text of a message (at segments shown as @qq)."""
    if isinstance(message, str):
        return message
    return "".join(seg.data["text"] if seg.type == "text" else f"@{seg.data.get('qq')}" for seg in message)
