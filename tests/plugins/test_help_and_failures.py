"""A bare 帮助 / 菜单 or a lone @ of the bot answers with the help; a failure carries a
reference."""

import re

import pytest
from nonebot import logger
from nonebug import App

from tests.conftest import SUPERUSER
from tests.utils import GROUP, SELF_ID, Says, at, group_event, member, private_event, talk


@pytest.mark.parametrize("text", ["帮助", "菜单", " 帮助 "])
async def test_bare_help_words(app: App, now, text):
    await talk(
        app, group_event("30001", text), Says("棋赛 qisai 命令", "/帮助", absent=("【组委】",))
    )


async def test_bare_help_in_private(app: App, now):
    await talk(app, private_event(SUPERUSER, "菜单"), Says("棋赛 qisai 命令", "【组委】"))


async def test_a_lone_mention_of_the_bot(app: App, now):
    await talk(app, group_event("30001", [at(SELF_ID)], to_me=True), Says("棋赛 qisai 命令"))


async def test_a_mention_of_someone_else_is_ignored(app: App, now):
    await talk(app, group_event("30001", [at("30002")]))


async def test_help_inside_a_sentence_is_not_a_command(app: App, now):
    await talk(app, group_event("30001", "谁能帮助我一下"))


async def test_a_failure_names_a_reference_that_is_in_the_log(app: App, now, monkeypatch):
    from plugins.qisai.dispatch import COMMANDS

    async def broken(ctx, args):
        raise RuntimeError("boom")

    monkeypatch.setattr(COMMANDS["赛事列表"], "handler", broken)
    logged: list[str] = []
    sink = logger.add(lambda message: logged.append(str(message)), level="ERROR")
    try:
        reply = Says("出错了，本次操作没有生效", "错误编号")
        await talk(app, group_event("30001", "/赛事列表"), reply)
    finally:
        logger.remove(sink)
    reference = re.search(r"错误编号 ([0-9A-F]{4})", reply.text).group(1)
    (line,) = [entry for entry in logged if f"错误编号 {reference}" in entry]
    assert "RuntimeError: boom" in line and "Traceback" in line


async def test_a_failure_while_the_database_cannot_be_reached_says_so(app: App, now, monkeypatch):
    """The database does not answer after a command failed (a server stopped): one reply that
    says so and that nothing was applied, no error reference (there is no bug to look up)."""
    from models import db
    from plugins.qisai.dispatch import COMMANDS

    async def broken(ctx, args):
        raise ConnectionRefusedError(111, "Connection refused")

    async def unreachable(timeout: float = 3.0) -> bool:
        return False

    monkeypatch.setattr(COMMANDS["赛事列表"], "handler", broken)
    monkeypatch.setattr(db, "reachable", unreachable)
    await talk(
        app,
        group_event("30001", "/赛事列表"),
        Says("数据库暂时无法连接", "没有生效", "稍后再发一次", absent=("错误编号",)),
    )


async def test_the_database_answers_a_probe(app: App, now):
    from models import db

    assert await db.reachable()


async def test_help_shows_what_the_asker_may_do_here(app: App, now):
    # nobody's tournament yet: a superuser is told to create one, in the group
    await talk(app, group_event(SUPERUSER, "/帮助"), Says("当前没有赛事", "/新建赛事", "【组委】"))
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/仲裁 30002"), member(GROUP, "30002"), Says("已添加"))
    # a plain member sees the players' commands only
    await talk(
        app,
        group_event("30001", "/帮助"),
        Says("当前赛事：#1", "还不是选手、仲裁或组委", "【选手】", absent=("【仲裁】", "【组委】")),
    )
    # an arbitrator sees the arbitrators' commands, not the organisers'; a round robin has no /掉线
    await talk(
        app,
        group_event("30002", "/帮助"),
        Says("你是：仲裁", "【仲裁】", "/录入", absent=("【组委】", "/掉线")),
    )
    # the organiser sees everything of this format; privately, no command that needs the group
    await talk(
        app,
        group_event(SUPERUSER, "/帮助"),
        Says("你是：仲裁、组委", "【组委】", "/新建赛事", absent=("/掉线",)),
    )
    await talk(
        app,
        private_event(SUPERUSER, "/帮助"),
        Says("【组委】", "/结束本轮", absent=("/新建赛事", "/掉线")),
    )
    await talk(
        app, private_event(SUPERUSER, "/帮助 新建赛事"), Says("/新建赛事 <预设>", "在比赛群里发送")
    )


async def test_a_four_player_tournament_shows_its_own_commands(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/帮助"), Says("/掉线", "/替补"))
