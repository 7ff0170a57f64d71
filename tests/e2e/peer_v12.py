"""A scripted OneBot v12 implementation, shaped like a WeChat bridge (ComWeChatBotClient).

It connects to the bot's v12 reverse WebSocket (`/onebot/v12/ws`), sends the `connect` meta
event (with `version`) and a `status_update` naming its account, posts v12 group and private
message events (`detail_type`, string ids, `wxid_…` users, `…@chatroom` groups, `mention`
segments, `self` = {platform, user_id}) and answers the bot's v12 actions (`send_message`,
`get_group_member_info`, `get_group_member_list`, `get_self_info`, `get_group_list`,
`delete_message`, …), recording every message the bot sends as a `SentMessage` whose
`target` is the group or user id string and whose `at` lists the mentioned user ids.

It shares the connection, the record and the waiting helpers of the v11 peer
(`tests.e2e.peer.ScriptedPeer`), so `Desk` works with it unchanged.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Iterable
from typing import Any

from tests.e2e.peer import ScriptedPeer, SentMessage

BOT_WXID = "wxid_qisaibot01"
WECHAT_GROUP = "34567890123@chatroom"
IMPL = "ComWechat"


def text(s: str) -> dict:
    """A v12 text segment."""
    return {"type": "text", "data": {"text": s}}


def mention(user_id: str) -> dict:
    """A v12 @mention segment."""
    return {"type": "mention", "data": {"user_id": user_id}}


def segments_of(content: str | dict | Iterable[str | dict]) -> list[dict]:
    """A message as a v12 segment array; strings become text segments."""
    if isinstance(content, (str, dict)):
        content = [content]
    return [text(part) if isinstance(part, str) else part for part in content]


def _flatten(segments: list[dict]) -> tuple[str, list[str], list[str]]:
    """Text, mentioned user ids and image file ids of a v12 segment array."""
    parts: list[str] = []
    mentions: list[str] = []
    images: list[str] = []
    for seg in segments:
        kind, data = seg.get("type"), seg.get("data") or {}
        if kind == "text":
            parts.append(str(data.get("text", "")))
        elif kind == "mention":
            mentions.append(str(data.get("user_id", "")))
        elif kind == "image":
            images.append(str(data.get("file_id", "")))
    return "".join(parts), mentions, images


def _alt(segments: list[dict]) -> str:
    body, _, _ = _flatten(segments)
    return body


def _ok(data: Any) -> dict:
    return {"status": "ok", "retcode": 0, "data": data, "message": ""}


def _failed(retcode: int, message: str) -> dict:
    return {"status": "failed", "retcode": retcode, "data": None, "message": message}


class WeChatPeer(ScriptedPeer):
    """A WeChat bridge speaking OneBot v12 over a reverse WebSocket.

    `members[group_id][user_id] = {"user_name", "user_displayname"}` answers member look-ups
    (the WeChat nickname and the group nickname); a group message's sender joins that table.
    """

    SUBPROTOCOLS = [f"12.{IMPL}"]
    FAIL_RETCODE = 35000
    UNSUPPORTED = (10002, "不支持的动作")  # OneBot 12: e.g. the v11-only send_group_forward_msg

    def __init__(
        self,
        url: str,
        self_id: str = BOT_WXID,
        token: str = "",
        *,
        platform: str = "wechat",
        nickname: str = "棋赛机器人",
        groups: Iterable[str] = (WECHAT_GROUP,),
        diagnostics: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(url, self_id, token, nickname, diagnostics)
        self.groups = set(groups)  # the groups the bot's account is in (get_group_list)
        self.platform = platform
        self.members: dict[str, dict[str, dict]] = {}
        self.group_names: dict[str, str] = {}
        self.deleted: list[str] = []

    @property
    def self_info(self) -> dict:
        return {"platform": self.platform, "user_id": self.self_id}

    # ---- connection: `Sec-WebSocket-Protocol: 12.<impl>`, then `connect` and `status_update`

    def _headers(self) -> dict[str, str]:
        return {"User-Agent": f"{IMPL}/1.2.0 OneBot/12"}

    def _hello(self) -> list[dict]:
        return [
            self._meta("connect", version=self._version()),
            self._meta(
                "status_update",
                status={"good": True, "bots": [{"self": self.self_info, "online": True}]},
            ),
        ]

    def _version(self) -> dict:
        return {"impl": IMPL, "version": "1.2.0", "onebot_version": "12"}

    def _meta(self, detail_type: str, **fields: Any) -> dict:
        return {
            "id": uuid.uuid4().hex,
            "time": time.time(),
            "type": "meta",
            "detail_type": detail_type,
            "sub_type": "",
            **fields,
        }

    # ---- events the peer posts

    def add_member(
        self,
        group_id: str,
        user_id: str,
        *,
        nickname: str | None = None,
        displayname: str = "",
        **_: Any,
    ) -> dict:
        """Put a user in a group's member table (or update them); their entry."""
        entry = self.members.setdefault(group_id, {}).setdefault(
            user_id, {"user_name": f"微信用户{user_id[-4:]}", "user_displayname": ""}
        )
        if nickname is not None:
            entry["user_name"] = nickname
        entry["user_displayname"] = displayname
        return entry

    async def group_message(
        self, group_id: str, user_id: str, content: str | dict | Iterable[str | dict], **_: Any
    ) -> str:
        """Post a group message as ComWeChat does (the sender joins the member table); its
        message_id. Keyword arguments of `OneBotPeer.group_message` (role, card) are ignored:
        a v12 message event carries no sender details."""
        if user_id not in self.members.get(group_id, {}):
            self.add_member(group_id, user_id)
        segments = segments_of(content)
        message_id = str(next(self._ids))
        await self.send_event(
            {
                "id": uuid.uuid4().hex,
                "time": time.time(),
                "type": "message",
                "detail_type": "group",
                "sub_type": "",
                "message_id": message_id,
                "self": self.self_info,
                "message": segments,
                "alt_message": _alt(segments),
                "user_id": user_id,
                "group_id": group_id,
            }
        )
        return message_id

    async def private_message(
        self, user_id: str, content: str | dict | Iterable[str | dict]
    ) -> str:
        segments = segments_of(content)
        message_id = str(next(self._ids))
        await self.send_event(
            {
                "id": uuid.uuid4().hex,
                "time": time.time(),
                "type": "message",
                "detail_type": "private",
                "sub_type": "",
                "message_id": message_id,
                "self": self.self_info,
                "message": segments,
                "alt_message": _alt(segments),
                "user_id": user_id,
            }
        )
        return message_id

    # ---- answering the bot's actions

    def _api_send_message(self, action: str, p: dict) -> dict:
        kind = p.get("detail_type")
        if kind not in ("group", "private"):
            return _failed(10003, f"detail_type 不支持：{kind!r}")
        target = p.get("group_id") if kind == "group" else p.get("user_id")
        if not isinstance(target, str) or not target:
            return _failed(10003, "缺少 group_id/user_id（OneBot 12 的 id 是字符串）")
        segments = p.get("message")
        if not isinstance(segments, list) or any(
            not isinstance(s, dict) or "type" not in s for s in segments
        ):
            return _failed(10003, "message 必须是消息段数组")
        unknown = [
            s["type"]
            for s in segments
            if s["type"] not in ("text", "mention", "mention_all", "image", "reply")
        ]
        if unknown:
            return _failed(10005, f"不支持的消息段：{unknown}")
        body, mentions, images = _flatten(segments)
        message_id = next(self._ids)
        self._received(
            SentMessage(
                kind,
                target,
                body,
                segments,
                mentions,
                images,  # type: ignore[arg-type]
                message_id,
                "send_message",
            )
        )
        return _ok({"message_id": str(message_id), "time": time.time()})

    def _api_delete_message(self, action: str, p: dict) -> dict:
        message_id = str(p.get("message_id", ""))
        if not any(str(m.message_id) == message_id for m in self.sent):
            return _failed(35001, "消息不存在")
        self.deleted.append(message_id)
        return _ok(None)

    def _member(self, group_id: str, user_id: str) -> dict:
        m = self.members[group_id][user_id]
        return {
            "user_id": user_id,
            "user_name": m["user_name"],
            "user_displayname": m["user_displayname"],
        }

    def _api_get_group_member_info(self, action: str, p: dict) -> dict:
        group_id, user_id = str(p.get("group_id")), str(p.get("user_id"))
        if user_id not in self.members.get(group_id, {}):
            return _failed(35002, "群成员不存在")
        return _ok(self._member(group_id, user_id))

    def _api_get_group_member_list(self, action: str, p: dict) -> dict:
        group_id = str(p.get("group_id"))
        return _ok([self._member(group_id, uid) for uid in self.members.get(group_id, {})])

    def _api_get_group_info(self, action: str, p: dict) -> dict:
        group_id = str(p.get("group_id"))
        return _ok({"group_id": group_id, "group_name": self.group_names.get(group_id, "比赛群")})

    def _api_get_group_list(self, action: str, p: dict) -> dict:
        return _ok(
            [
                {"group_id": g, "group_name": self.group_names.get(g, "比赛群")}
                for g in sorted(self.groups)
            ]
        )

    def _api_get_self_info(self, action: str, p: dict) -> dict:
        return _ok({"user_id": self.self_id, "user_name": self.nickname, "user_displayname": ""})

    def _api_get_status(self, action: str, p: dict) -> dict:
        return _ok({"good": True, "bots": [{"self": self.self_info, "online": True}]})

    def _api_get_version(self, action: str, p: dict) -> dict:
        return _ok(self._version())

    def _api_get_supported_actions(self, action: str, p: dict) -> dict:
        return _ok(sorted(name[5:] for name in dir(self) if name.startswith("_api_")))
