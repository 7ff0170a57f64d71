"""Round windows in chat: `/设置 第N轮` with an end or a date window and `/赛程` showing it, a
bad window refused with the right form (each one reply).

「第1轮 13:10–13:50」 (an online event) and 「3月18日至6月18日之间自行约定」 (a league)."""

from nonebug import App

from tests.conftest import SUPERUSER
from tests.utils import Says, group_event, talk


async def test_round_windows_in_chat(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin"), Says("#1"))
    await talk(
        app,
        group_event(SUPERUSER, "/设置 第1轮 2027-01-10 13:10–13:50"),
        Says("已设置 第1轮", "第1轮 2027-01-10 13:10–13:50"),
    )
    await talk(
        app,
        group_event(SUPERUSER, "/设置 第2轮 2027-03-18 至 2027-06-18"),
        Says("已设置 第2轮", "第2轮 2027-03-18 00:00 至 2027-06-18 23:59 之间自行约定"),
    )
    await talk(
        app,
        group_event(SUPERUSER, "/赛程"),
        Says(
            "第1轮：2027-01-10 13:10–13:50",
            "第2轮：2027-03-18 00:00 至 2027-06-18 23:59 之间自行约定",
        ),
    )
    await talk(
        app,
        group_event(SUPERUSER, "/设置 第2轮 2027-06-18 至 2027-03-18"),
        Says("时间段的结束应晚于开始", "正确写法：/设置 第1轮"),
    )
