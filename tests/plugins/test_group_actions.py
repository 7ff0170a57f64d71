"""Actions on a group (announcement, whole-group ban) are not messages: the outbox sender's `act`
hands them to grouptools.py, which performs them, and send.py refuses them."""

import pytest
from nonebot.adapters.onebot.v11 import ActionFailed
from nonebug import App

from services.common import ANNOUNCE, MUTE, UNMUTE, Notice
from tests.conftest import SUPERUSER
from tests.utils import GROUP, Posts, make_bot

NOT_ADMIN = ActionFailed(retcode=102, wording="权限不足")


async def test_act_performs_the_actions_and_leaves_the_messages_to_the_outbox(app: App):
    from plugins.qisai import grouptools, outbox

    notices = [
        Notice("group", GROUP, "第1轮现在开赛"),  # a message: the outbox's row, not sent here
        Notice(ANNOUNCE, GROUP, "「杯」第一轮现在开赛"),
        Notice(MUTE, GROUP, ""),
    ]
    assert grouptools.action_of(notices[0]) is None
    assert grouptools.action_of(notices[1]) == grouptools.GroupAction(
        ANNOUNCE, GROUP, "「杯」第一轮现在开赛"
    )
    async with app.test_api() as ctx:
        bot = make_bot(ctx)
        ctx.should_call_api(
            "_send_group_notice", {"group_id": int(GROUP), "content": "「杯」第一轮现在开赛"}, None
        )
        ctx.should_call_api("set_group_whole_ban", {"group_id": int(GROUP), "enable": True}, None)
        await outbox.act(notices, bot)


async def test_a_refused_ban_tells_the_organisers_once(app: App, monkeypatch):
    from plugins.qisai import grouptools, outbox
    from services import friends

    async def organisers(group: str) -> list[str]:
        return [SUPERUSER] if group == GROUP else []

    monkeypatch.setattr(grouptools, "_told", set())
    monkeypatch.setattr(friends, "organisers_of_group", organisers)
    async with app.test_api() as ctx:
        bot = make_bot(ctx)
        ctx.should_call_api(
            "set_group_whole_ban", {"group_id": int(GROUP), "enable": True}, exception=NOT_ADMIN
        )
        ctx.should_call_api(
            "send_private_msg",
            Posts(SUPERUSER, f"机器人没能在群 {GROUP} 全员禁言（权限不足）", "/设置 比赛时禁言 关"),
            {"message_id": 1},
        )
        # the unmute fails too, under the same setting: nobody is told again
        ctx.should_call_api(
            "set_group_whole_ban", {"group_id": int(GROUP), "enable": False}, exception=NOT_ADMIN
        )
        await outbox.act([Notice(MUTE, GROUP, "")], bot)
        await outbox.act([Notice(UNMUTE, GROUP, "")], bot)


async def test_send_refuses_a_group_action():
    from plugins.qisai import send

    with pytest.raises(ValueError, match="group action"):
        await send.deliver(Notice(MUTE, GROUP, ""))
