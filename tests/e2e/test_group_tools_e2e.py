"""Group tools through the real bot.py and its timer: the timetable and a round's start as group
announcements (/设置 群公告 开), the whole-group ban from a round's start to its cutoff
(/设置 比赛时禁言 开), /精华 on a replied message; without admin rights nothing breaks and the
organisers hear once; a cutoff missed while the bot was down still lifts the ban.

The round's start and cutoff rows are written straight into the bot's database, due a second
ahead (as tests/e2e/test_timer_e2e.py does); the bot re-reads the rows every second.
"""

import asyncio
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from tests.e2e.peer import BOT_QQ, SUPERUSER, BotProcess, OneBotPeer, reply
from tests.e2e.test_timer_e2e import ACCESS_TOKEN, add_rows, outcomes

SHANGHAI = ZoneInfo("Asia/Shanghai")
PLAYERS = [30_000_000 + i for i in range(1, 9)]  # two tables of four


@pytest.fixture(scope="module")
async def bot(database_url, tmp_path_factory):
    """bot.py whose timer re-reads the rows every second."""
    async with BotProcess(
        database_url=database_url,
        workdir=tmp_path_factory.mktemp("tools-bot"),
        superusers=[SUPERUSER],
        access_token=ACCESS_TOKEN,
        env={"SCHEDULE_REFRESH_SECONDS": "1"},
    ) as process:
        yield process


def peer_of(bot: BotProcess) -> OneBotPeer:
    return OneBotPeer(bot.ws_url, token=ACCESS_TOKEN, diagnostics=bot.log_tail)


async def until(condition: Callable[[], object], timeout: float = 15.0) -> None:
    """Wait until `condition()` is true (the bot's API calls come after its replies; the whole
    suite on the 2-core CI machine has delayed them past 5 s)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.05)


async def say(peer: OneBotPeer, group: int, user: int, text, expect: str, timeout: float = 5.0):
    await peer.group_message(group, user, text, role="owner" if user == SUPERUSER else "member")
    return await peer.expect_reply(group, expect, timeout=timeout)


async def seated_tournament(peer: OneBotPeer, group: int, *settings: str) -> int:
    """A seed-000 tournament in `group` dated a month ahead, the `settings` given, 8 players
    signed up and round 1 seated by hand (before its start); its id."""
    created = await say(peer, group, SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023", "已新建赛事")
    tid = int(created.text.split("#", 1)[1].split("「", 1)[0])
    today = datetime.now(SHANGHAI).date()
    for setting in (
        f"报名截止 {today + timedelta(days=30)} 20:00",
        f"第1轮 {today + timedelta(days=32)} 20:00",
        "审核 关",
        *settings,
    ):
        await say(peer, group, SUPERUSER, f"/设置 {setting}", "已设置")
    for i, qq in enumerate(PLAYERS, start=1):
        await say(peer, group, qq, f"报名 【粤】棋手{i} {qq}", "报名成功")
    await say(peer, group, SUPERUSER, "/编排", "第1轮已编排：2 桌，8 人")
    return tid


def soon(seconds: float = 1.0) -> datetime:
    return datetime.now(UTC) + timedelta(seconds=seconds)


async def test_announcements_quiet_games_and_essence_where_the_bot_is_admin(bot):
    group = 20101
    async with peer_of(bot) as peer:
        peer.add_member(group, BOT_QQ, role="admin")
        created = await say(peer, group, SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023", "已新建赛事")
        tid = int(created.text.split("#", 1)[1].split("「", 1)[0])
        today = datetime.now(SHANGHAI).date()
        round_1 = today + timedelta(days=32)
        for setting in (
            f"报名截止 {today + timedelta(days=30)} 20:00",
            f"第1轮 {round_1} 20:00",
            "审核 关",
        ):
            await say(peer, group, SUPERUSER, f"/设置 {setting}", "已设置")
        assert peer.announcements == []  # off by default

        # 群公告 开: the timetable goes up as a group announcement at once
        said = await say(peer, group, SUPERUSER, "/设置 群公告 开", "已设置")
        assert "赛程已同时发到群公告" in said.text
        await until(lambda: peer.announcements)
        ((where, timetable),) = peer.announcements
        assert where == group and "赛程" in timetable
        assert (
            f"第一轮：{round_1} 20:00" in timetable and "每轮截止时间：23:30" in timetable
        )  # 000 §三, §八.11

        said = await say(peer, group, SUPERUSER, "/设置 比赛时禁言 开", "已设置")
        assert "群管理员可照常发言" in said.text and "不是管理员的组委、仲裁也会被禁言" in said.text
        for i, qq in enumerate(PLAYERS, start=1):
            await say(peer, group, qq, f"报名 【粤】棋手{i} {qq}", "报名成功")
        await say(peer, group, SUPERUSER, "/编排", "第1轮已编排：2 桌，8 人")
        await asyncio.sleep(0.5)
        assert (
            peer.ban_changes == [] and len(peer.announcements) == 1
        )  # seated early: not started yet

        # the round's start: the call in the group, the start as an announcement, the group muted
        await add_rows(bot.database_url, tid, ("round_start", {"round": 1}, soon()))
        await peer.expect_reply(group, "现在开赛", timeout=5)
        await until(lambda: peer.whole_ban.get(group) is True)
        assert "第一轮现在开赛" in peer.announcements[-1][1] and len(peer.announcements) == 2

        # the cutoff: unmuted
        await add_rows(bot.database_url, tid, ("cutoff", {"round": 1}, soon()))
        cutoff = await peer.expect_reply(group, "已到截止时间", timeout=5)
        await until(lambda: peer.whole_ban.get(group) is False)
        assert peer.ban_changes == [(group, True), (group, False)]

        # /精华 as a reply to the bot's message
        await say(peer, group, SUPERUSER, [reply(cutoff.message_id), "/精华"], "已设为群精华消息")
        assert peer.essence == [cutoff.message_id]
        await say(peer, group, SUPERUSER, "/精华", "请先长按要设为精华的消息")
        await say(peer, group, PLAYERS[0], [reply(cutoff.message_id), "/精华"], "只有本赛事的组委")
        assert peer.essence == [cutoff.message_id]

        # 比赛时禁言 关 while a round is open: nothing more to lift here, and no new ban later
        await say(peer, group, SUPERUSER, "/设置 比赛时禁言 关", "不再全员禁言")


async def test_without_admin_rights_nothing_breaks_and_the_organisers_hear_once(bot):
    group = 20102
    async with peer_of(bot) as peer:  # the bot is a plain member of this group
        tid = await seated_tournament(peer, group, "比赛时禁言 开")
        mark = len(peer.sent)
        await say(peer, group, SUPERUSER, "/设置 群公告 开", "已设置")
        told = await peer.expect_private(SUPERUSER, "发群公告", since=mark)
        assert "设为管理员" in told.text and "/设置 群公告 关" in told.text

        await add_rows(bot.database_url, tid, ("round_start", {"round": 1}, soon()))
        await peer.expect_reply(
            group, "现在开赛", timeout=5, since=mark
        )  # the start is still called
        await peer.expect_private(SUPERUSER, "全员禁言", since=mark)
        await peer.group_message(group, SUPERUSER, "/结束本轮 确认", role="owner")
        closed, post = await peer.wait_for_count(
            lambda m: m.kind == "group" and m.target == group, 2, timeout=5
        )
        assert "第1轮已结束" in closed.text and "第1轮后排名" in post.text
        await until(
            lambda: len([c for c in peer.api_calls if c.action == "set_group_whole_ban"]) == 2
        )
        await asyncio.sleep(0.5)
        # a failed mute and a failed unmute, the organisers told once; no ban was recorded
        about_quiet = [
            m for m in peer.sent[mark:] if m.kind == "private" and "/设置 比赛时禁言 关" in m.text
        ]
        assert len(about_quiet) == 1 and peer.ban_changes == []

        await say(peer, group, SUPERUSER, [reply(closed.message_id), "/精华"], "没能设为精华消息")
        assert peer.essence == []


async def test_a_cutoff_missed_while_the_bot_was_down_still_lifts_the_ban(bot):
    group = 20103
    async with peer_of(bot) as peer:
        peer.add_member(group, BOT_QQ, role="admin")
        tid = await seated_tournament(peer, group, "比赛时禁言 开")
        await add_rows(bot.database_url, tid, ("round_start", {"round": 1}, soon()))
        await until(lambda: peer.whole_ban.get(group) is True)
    await bot.stop()
    # the cutoff fell due two hours ago, beyond the 30-minute grace: it is skipped, not run
    (row,) = await add_rows(
        bot.database_url, tid, ("cutoff", {"round": 1}, datetime.now(UTC) - timedelta(hours=2))
    )
    await bot.start()
    peer = peer_of(bot)
    peer.add_member(group, BOT_QQ, role="admin")  # before connecting: the bot catches up at once
    async with peer:
        await until(lambda: group in peer.whole_ban)
        assert peer.ban_changes == [(group, False)]
        assert await outcomes(bot.database_url, [row]) == ["skipped"]
        report = await peer.expect_private(SUPERUSER, "未自动执行", since=0)
        assert "截止时间" in report.text
