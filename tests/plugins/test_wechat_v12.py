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
        "id": f"e{time.time_ns()}", "time": time.time(), "type": "message", "detail_type": "group",
        "sub_type": "", "message_id": f"m{time.time_ns()}", "message": [{"type": "text", "data": {"text": text}}],
        "alt_message": text, "user_id": user_id, "group_id": group_id,
        "self": {"platform": "wechat", "user_id": "wx-bot"},
    }
    return Adapter.json_to_event(payload, "wechat")


async def test_help_and_create_over_v12(app: App, now):
    for text, reply in (("/帮助", Says("/报名列表")), ("/新建赛事 xiaomanyao-junqi-2023", Says("已新建赛事 #1"))):
        event = v12_group_event(SUPERUSER, text)
        async with app.test_matcher() as ctx:
            bot = ctx.create_bot(base=Bot, self_id="wx-bot", platform="wechat", impl="comwechat")
            ctx.receive_event(bot, event)
            ctx.should_call_send(event, reply, result={"message_id": "1"})
    async with db.session() as s:
        t = (await s.execute(select(Tournament))).scalar_one()
    assert (t.platform, t.group_id) == ("wechat", "wx-group-1")
