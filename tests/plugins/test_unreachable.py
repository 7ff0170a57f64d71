"""A private notice that cannot be delivered falls back to one @ in the tournament's group, and
the organisers hear who was not reached."""

import time

import pytest
from nonebot.adapters.onebot.v11 import ActionFailed
from nonebug import App

from tests.conftest import SUPERUSER
from tests.utils import GROUP, Api, Posts, Says, group_event, member, posts, private_event, talk

PLAYER = "346631485"
NOT_FRIEND = ActionFailed(retcode=100, message="请先添加对方为好友")


@pytest.fixture(autouse=True)
def forget_reminders():
    """The once-an-hour memory of group reminders starts empty in each test."""
    from plugins.qisai import send

    send._nudged.clear()
    yield
    send._nudged.clear()


def private_fails(user: str, *fragments: str) -> list[Api]:
    """Both tries of a private send to `user` fail (it is retried once)."""
    return [Api("send_private_msg", Posts(user, *fragments), exception=NOT_FRIEND)] * 2


async def pending_signup(app: App) -> None:
    """A 000 tournament (approval required) in GROUP with PLAYER's sign-up pending."""
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#"))
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2026-12-12 20:00"), Says("已设置"))
    await talk(app, group_event(SUPERUSER, "/设置 报名截止 2026-12-10 20:00"), Says("已设置"))
    await talk(
        app,
        group_event(PLAYER, f"报名 【粤】恋恋 {PLAYER}"),
        member(GROUP, PLAYER),
        posts(GROUP, "等待组委审核"),
    )


async def test_a_player_who_is_no_friend(app: App, now):
    await pending_signup(app)
    await talk(
        app,
        group_event(SUPERUSER, "/审核 1 通过"),
        Says("审核通过"),
        *private_fails(PLAYER, "审核通过"),
        posts(GROUP, f"@{PLAYER}", "请加机器人好友以接收私聊通知"),
        posts(SUPERUSER, "私聊通知没有送达 346631485", "审核通过", kind="private"),
    )


async def test_from_a_private_command_the_tournament_group_is_used(app: App, now):
    await pending_signup(app)
    await talk(
        app,
        private_event(SUPERUSER, "/审核 1 通过"),
        Says("审核通过"),
        *private_fails(PLAYER, "审核通过"),
        posts(GROUP, f"@{PLAYER}", "请加机器人好友以接收私聊通知"),
        posts(SUPERUSER, "私聊通知没有送达 346631485", kind="private"),
    )


async def test_the_group_is_reminded_once_an_hour(app: App, now):
    from plugins.qisai import send

    await pending_signup(app)
    send._nudged[(GROUP, PLAYER)] = time.monotonic()
    await talk(
        app,
        group_event(SUPERUSER, "/审核 1 通过"),
        Says("审核通过"),
        *private_fails(PLAYER, "审核通过"),
        posts(SUPERUSER, "私聊通知没有送达 346631485", kind="private"),
    )
