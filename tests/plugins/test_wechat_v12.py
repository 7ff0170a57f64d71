"""WeChat through OneBot v12 takes the same code path (adapter-independent incoming/send)."""

import time

from nonebot.adapters.onebot.v12 import Adapter, Bot
from nonebug import App
from sqlalchemy import select

from models import db
from models.tables import Tournament
from tests.conftest import SUPERUSER
from tests.utils import Says


def v12_group_event(user_id: str, text: str, group_id: str = "wx-group-1"):
    payload = {
        "id": f"e{time.time_ns()}",
        "time": time.time(),
        "type": "message",
        "detail_type": "group",
        "sub_type": "",
        "message_id": f"m{time.time_ns()}",
        "message": [{"type": "text", "data": {"text": text}}],
        "alt_message": text,
        "user_id": user_id,
        "group_id": group_id,
        "self": {"platform": "wechat", "user_id": "wx-bot"},
    }
    return Adapter.json_to_event(payload, "wechat")


async def test_help_and_create_over_v12(app: App, now):
    for text, reply in (
        ("/帮助", Says("/报名列表")),
        ("/新建赛事 xiaomanyao-junqi-2023", Says("已新建赛事 #1")),
    ):
        event = v12_group_event(SUPERUSER, text)
        async with app.test_matcher() as ctx:
            bot = ctx.create_bot(base=Bot, self_id="wx-bot", platform="wechat", impl="comwechat")
            ctx.receive_event(bot, event)
            ctx.should_call_send(event, reply, result={"message_id": "1"})
    async with db.session() as s:
        t = (await s.execute(select(Tournament))).scalar_one()
    assert (t.platform, t.group_id) == ("wechat", "wx-group-1")


class Part:
    """A v12 send_message to the group whose text holds exactly `lines` (no forward message)."""

    def __init__(self, lines: list[str]):
        self.lines = lines

    def __eq__(self, data) -> bool:
        body = "".join(seg.data.get("text", "") for seg in data["message"] if seg.type == "text")
        return (data["detail_type"], data["group_id"]) == ("group", "wx-group-1") and body.split(
            "\n"
        ) == self.lines

    def __ne__(self, data) -> bool:
        return not self.__eq__(data)


async def test_a_long_listing_goes_to_wechat_as_plain_parts_of_60_lines(app: App):
    """OneBot v12 has no forward message: 130 lines go as 60 + 60 + 10, in order."""
    from plugins.qisai import send
    from services.common import Notice

    lines = [f"{i}. 选手{i}" for i in range(1, 131)]
    async with app.test_api() as ctx:
        bot = ctx.create_bot(base=Bot, self_id="wx-bot", platform="wechat", impl="comwechat")
        for start in (0, 60, 120):
            ctx.should_call_api(
                "send_message",
                Part(lines[start : start + 60]),
                {"message_id": f"m{start}", "time": 0},
            )
        ids = await send.post(bot, Notice("group", "wx-group-1", "\n".join(lines)), long=True)
    assert ids == ["m0", "m60", "m120"]
