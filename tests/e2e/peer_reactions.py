"""What the scripted OneBot v11 peer (peer.OneBotPeer) says about itself and how it takes
reactions: `get_version_info` names the implementation it plays (`app_name`), and each
implementation answers only its own reaction call, as the real ones do: NapCat and LLOneBot
`set_msg_emoji_like` (message_id, emoji_id), Lagrange.OneBot `set_group_reaction` (group_id,
message_id, code, is_add). Every reaction put on is recorded in `reactions`."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

NAPCAT = "NapCat.Onebot"
LAGRANGE = "Lagrange.OneBot"


@dataclass
class Reaction:
    """An emoji the bot put on a message."""

    message_id: int
    emoji: str
    action: str
    received_at: float = field(default_factory=time.monotonic)


def _reply(data: object = None, retcode: int = 0, message: str = "") -> dict:
    return {
        "status": "failed" if retcode else "ok",
        "retcode": retcode,
        "data": data,
        "message": message,
        "wording": message,
    }


class Reactions:
    """Mixed into the peer: `app_name` ("NapCat.Onebot" by default; "Lagrange.OneBot"; anything
    else an implementation with neither call), `reactions` (what was put on), `_posted` (the
    group messages the peer posted: a reaction on another message fails, as on QQ)."""

    app_name: str
    reactions: list[Reaction]
    _posted: dict[int, dict]
    UNSUPPORTED: tuple[int, str]

    def _api_get_version_info(self, action: str, p: dict) -> dict:
        return _reply(
            {"app_name": self.app_name, "app_version": "4.8.95", "protocol_version": "v11"}
        )

    def _plays(self, *names: str) -> bool:
        return any(name.lower() in self.app_name.lower() for name in names)

    def _react(self, action: str, message_id: object, emoji: object) -> dict:
        mid = int(str(message_id))
        if mid not in self._posted:
            return _reply(None, 1200, "消息不存在")
        self.reactions.append(Reaction(mid, str(emoji), action))
        return _reply(None)

    def _api_set_msg_emoji_like(self, action: str, p: dict) -> dict:
        if not self._plays("napcat", "llonebot"):
            return _reply(None, self.UNSUPPORTED[0], f"{self.UNSUPPORTED[1]}：{action}")
        return self._react(action, p["message_id"], p["emoji_id"])

    def _api_set_group_reaction(self, action: str, p: dict) -> dict:
        if not self._plays("lagrange"):
            return _reply(None, self.UNSUPPORTED[0], f"{self.UNSUPPORTED[1]}：{action}")
        if p.get("is_add") is False:
            return _reply(None)
        return self._react(action, p["message_id"], p["code"])

    def reacted(self, message_id: int) -> list[str]:
        """The emojis put on a message, in order."""
        return [r.emoji for r in self.reactions if r.message_id == message_id]
