"""AUTO_ACCEPT_FRIENDS: friend requests from members of a tournament's group are accepted."""

import time

import pytest
from nonebot.adapters.onebot.v11 import ActionFailed, Adapter
from nonebug import App

from tests.conftest import SUPERUSER
from tests.utils import GROUP, SELF_ID, Api, Says, group_event, make_bot, member, talk


def friend_request(user_id: str, flag: str = "flag-1"):
    """A friend request as NapCat sends it."""
    return Adapter.json_to_event(
        {
            "time": int(time.time()),
            "self_id": int(SELF_ID),
            "post_type": "request",
            "request_type": "friend",
            "user_id": int(user_id),
            "comment": "我是选手",
            "flag": flag,
        }
    )


def accepts(flag: str = "flag-1") -> Api:
    return Api("set_friend_add_request", {"flag": flag, "approve": True, "remark": ""}, None)


async def request(app: App, event, *expected: Api) -> None:
    async with app.test_matcher() as ctx:
        bot = make_bot(ctx)
        ctx.receive_event(bot, event)
        for item in expected:
            ctx.should_call_api(item.action, item.data, item.result, item.exception)


async def create_tournament(app: App) -> None:
    await talk(app, group_event(SUPERUSER, "/新建赛事 shenzhen-go-2023"), Says("#"))


async def test_a_member_of_a_match_group_is_accepted(app: App, now):
    await create_tournament(app)
    await request(app, friend_request("30001"), member(GROUP, "30001"), accepts())


async def test_a_stranger_is_left_for_a_person(app: App, now):
    await create_tournament(app)
    not_in_group = ActionFailed(retcode=100, message="群成员不存在")
    await request(app, friend_request("30002"), member(GROUP, "30002", exception=not_in_group))


async def test_no_tournament_no_lookup(app: App, now):
    await request(app, friend_request("30001"))


async def test_switched_off(app: App, now, monkeypatch: pytest.MonkeyPatch):
    from plugins.qisai import friends

    await create_tournament(app)
    monkeypatch.setattr(friends._config, "auto_accept_friends", False)
    await request(app, friend_request("30001"))


def test_plugin_metadata_names_its_adapters():
    import nonebot

    meta = nonebot.get_plugin("qisai").metadata
    assert meta.supported_adapters == {"~onebot.v11", "~onebot.v12"}
