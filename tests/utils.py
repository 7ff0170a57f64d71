"""Event factories and expectations for nonebug tests (OneBot v11, NapCat-shaped payloads)."""

import itertools
import time
from typing import Any

from nonebot.adapters.onebot.v11 import (
    Adapter,
    Bot,
    GroupMessageEvent,
    Message,
    PrivateMessageEvent,
)

GROUP = "20001"
SELF_ID = "90000"
_ids = itertools.count(1000)


def _segments(text: str | list[dict]) -> list[dict]:
    if isinstance(text, list):
        return text
    return [{"type": "text", "data": {"text": text}}]


def group_event(
    user_id: str,
    text: str | list[dict],
    *,
    group_id: str = GROUP,
    card: str | None = "",
    role: str = "member",
    **extra: Any,
) -> GroupMessageEvent:
    """A group message as NapCat sends it (array message, possibly `card: null`)."""
    segments = _segments(text)
    payload = {
        "time": int(time.time()),
        "self_id": int(SELF_ID),
        "post_type": "message",
        "message_type": "group",
        "sub_type": "normal",
        "message_id": next(_ids),
        "group_id": int(group_id),
        "user_id": int(user_id),
        "anonymous": None,
        "message": segments,
        "raw_message": "".join(s["data"].get("text", "") for s in segments),
        "font": 14,
        "sender": {"user_id": int(user_id), "nickname": f"n{user_id}", "card": card, "role": role},
        "to_me": False,
        "message_format": "array",
        "real_id": next(_ids),
    }
    payload.update(extra)
    return Adapter.json_to_event(payload)  # type: ignore[return-value]


def private_event(user_id: str, text: str | list[dict]) -> PrivateMessageEvent:
    """A private (friend) message to the bot."""
    segments = _segments(text)
    payload = {
        "time": int(time.time()),
        "self_id": int(SELF_ID),
        "post_type": "message",
        "message_type": "private",
        "sub_type": "friend",
        "message_id": next(_ids),
        "user_id": int(user_id),
        "message": segments,
        "raw_message": "".join(s["data"].get("text", "") for s in segments),
        "font": 14,
        "sender": {"user_id": int(user_id), "nickname": f"n{user_id}"},
        "to_me": True,
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
    return "".join(
        seg.data["text"] if seg.type == "text" else f"@{seg.data.get('qq')}" for seg in message
    )


class Says:
    """Expected message for nonebug's `should_call_send`: matches any message containing every
    fragment and none of `absent`; remembers the text it was compared with."""

    def __init__(self, *fragments: str, absent: tuple[str, ...] = ()):
        self.fragments = fragments
        self.absent = absent
        self.text = ""

    def __eq__(self, other) -> bool:
        self.text = message_text(other)
        return all(f in self.text for f in self.fragments) and not any(
            a in self.text for a in self.absent
        )

    def __ne__(self, other) -> bool:
        return not self.__eq__(other)

    def __repr__(self) -> str:
        return f"Says({', '.join(map(repr, self.fragments))}; got {self.text!r})"


class Posts(Says):
    """Expected API data of a send_group_msg / send_private_msg call (compares `message`)."""

    def __init__(self, target: str, *fragments: str, absent: tuple[str, ...] = ()):
        super().__init__(*fragments, absent=absent)
        self.target = target

    def __eq__(self, other) -> bool:
        if not isinstance(other, dict):
            return False
        target = str(other.get("group_id") or other.get("user_id"))
        return target == self.target and super().__eq__(other.get("message", ""))


class Api:
    """An expected API call: action, data matcher (a dict or a Posts) and the result to return."""

    def __init__(self, action: str, data, result=None, exception: Exception | None = None):
        self.action, self.data, self.result, self.exception = action, data, result, exception


def member(
    group_id: str, user_id: str, card: str = "", result: dict | None = None, **kwargs
) -> Api:
    """The bot asks whether `user_id` is in the group; answer with `result` (default: a member)."""
    info = (
        {
            "group_id": int(group_id),
            "user_id": int(user_id),
            "card": card,
            "nickname": f"n{user_id}",
            "role": "member",
        }
        if result is None
        else result
    )
    return Api(
        "get_group_member_info",
        {"group_id": int(group_id), "user_id": int(user_id), "no_cache": True},
        info,
        **kwargs,
    )


def posts(target: str, *fragments: str, kind: str = "group") -> Api:
    """The bot posts a message containing `fragments` to a group (or privately to a user)."""
    return Api(
        "send_group_msg" if kind == "group" else "send_private_msg",
        Posts(target, *fragments),
        {"message_id": 1},
    )


async def settle_outbox() -> None:
    """Mark every pending outbox row as sent (the chat layer never saw those changes)."""
    from sqlalchemy import update

    from models import db
    from models.tables import Outbox, utcnow

    async with db.writer() as s:
        await s.execute(
            update(Outbox)
            .where(Outbox.sent_at.is_(None))
            .values(sent_at=utcnow(), outcome="settled")
        )


async def talk(app, event, *expected) -> None:
    """Send `event` through the real matcher and expect, in order, these replies (Says) and API
    calls (Api). With nothing expected, any reply fails the test.

    What the set-up (services called directly) left in the outbox counts as sent: the command
    posts only what it owes itself."""
    await settle_outbox()
    async with app.test_matcher() as ctx:
        bot = make_bot(ctx)
        ctx.receive_event(bot, event)
        for item in expected:
            if isinstance(item, Api):
                ctx.should_call_api(item.action, item.data, item.result, item.exception)
            else:
                ctx.should_call_send(event, item, result={"message_id": 1})
