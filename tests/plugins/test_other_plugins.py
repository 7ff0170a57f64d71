"""qisai shares the bot with other plugins: it stops only the messages it handled."""

import pytest
from nonebot import on_message
from nonebot.adapters import Event
from nonebug import App

from tests.conftest import SUPERUSER
from tests.utils import GROUP, Says, group_event, member, posts, private_event, talk

from .test_signup_commands import open_tournament


@pytest.fixture
def other_plugin():
    """A second plugin's catch-all matcher below qisai's priority; yields what it saw."""
    seen: list[str] = []
    other = on_message(priority=20, block=False)

    @other.handle()
    async def _record(event: Event) -> None:
        seen.append(event.get_plaintext())

    yield seen
    other.destroy()


async def test_other_plugins_see_what_qisai_did_not_handle(app: App, now, other_plugin):
    await open_tournament(app, "xiaomanyao-junqi-2023", "审核 关")
    other_plugin.clear()
    await talk(app, group_event("346631485", "今晚谁来下棋"))  # plain chat
    await talk(app, group_event("346631485", "/天气 广州"))  # a command qisai does not have
    await talk(app, private_event("346631485", "你好"))
    assert other_plugin == ["今晚谁来下棋", "/天气 广州", "你好"]


async def test_other_plugins_do_not_see_what_qisai_handled(app: App, now, other_plugin):
    await open_tournament(app, "xiaomanyao-junqi-2023", "审核 关")
    await talk(app, group_event("346631485", "/帮助"), Says("/报名"))
    await talk(
        app, group_event("346631485", "帮助"), Says("/报名")
    )  # the bare word asks for help too
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        member(GROUP, "346631485"),
        posts(GROUP, "报名序号 1"),
    )
    await talk(
        app, group_event("12345678", "报名 【粤】恋恋 346631485"), Says("必须是你自己")
    )  # refused
    await talk(
        app, group_event("30001", "/审核 1 通过"), Says("只有本赛事的组委")
    )  # refused command
    await talk(app, group_event(SUPERUSER, "/赛事"), Says("赛事 #1"))
    assert other_plugin == []


def test_qisai_adds_one_matcher_to_the_bot():
    """Every nonebot matcher costs every event a task and a check, whatever the event: qisai's
    messages, files, member notices and friend requests all go through one matcher."""
    from nonebot.matcher import matchers

    ours = [
        m
        for group in matchers.values()
        for m in group
        if (m.module_name or "").startswith("plugins.qisai")
    ]
    assert [m.module_name for m in ours] == ["plugins.qisai.matcher"]
    assert ours[0].type == ""  # every kind of event: messages, notices, requests
