"""Living in a busy group, through the real bot.py: a lone @ of the bot answers with the help."""

import asyncio
import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import BOT_QQ, GROUP, SUPERUSER, at


async def test_a_lone_mention_answers_with_the_help(peer):
    await peer.group_message(GROUP, 30001, [at(BOT_QQ)])
    await peer.expect_reply(GROUP, "棋赛 qisai 命令")


async def test_a_bare_help_word(peer):
    await peer.group_message(GROUP, 30001, "菜单")
    await peer.expect_reply(GROUP, "棋赛 qisai 命令")


async def test_a_private_notice_to_a_stranger_falls_back_to_the_group(peer):
    player = 346631485
    await peer.group_message(GROUP, SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023", role="owner")
    await peer.expect_reply(GROUP, "#")
    for setting in ("第1轮 2026-12-12 20:00", "报名截止 2026-12-10 20:00"):
        await peer.group_message(GROUP, SUPERUSER, f"/设置 {setting}", role="owner")
        await peer.expect_reply(GROUP, "已设置")
    await peer.group_message(GROUP, player, f"报名 【粤】恋恋 {player}")
    await peer.expect_reply(GROUP, "等待组委审核")
    peer.failures["send_private_msg"] = "fail"  # nobody is the bot's friend
    await peer.group_message(GROUP, SUPERUSER, "/审核 1 通过", role="owner")
    nudge = await peer.expect_reply(GROUP, "请加机器人好友以接收私聊通知", timeout=10)
    assert nudge.at == [player]
    # everything the command causes arrives before the test ends: a call the bot makes while
    # this peer closes is never answered, and would hold the group's queue for the next test
    await peer.expect_reply(GROUP, "审核通过", timeout=10)
    del peer.failures["send_private_msg"]  # the organiser is the bot's friend
    note = await peer.expect_private(SUPERUSER, "私聊通知没有送达", timeout=10)
    assert str(player) in note.text and "审核通过" in note.text


# --------------------------------------------------------------------------- a 128-player round

ROUND_FIELD = 128  # 000: 32 tables of four


async def quiet_count(peer, count: int, timeout: float = 20.0, settle: float = 1.5) -> list:
    """The group's next `count` messages, then proof that no other message follows."""
    start = peer.mark
    got = await peer.wait_for_count(
        lambda m: m.kind == "group" and m.target == GROUP, count, timeout
    )
    await asyncio.sleep(settle)
    later = [m for m in peer.sent[start:] if m.kind == "group" and m.target == GROUP]
    assert len(later) == count, [m.text[:80] for m in later]
    return got


async def test_a_128_player_round_mentions_each_player_once(peer):
    """Seed 000, 128 players: sign-up acks name and @ the new entry once; /编排 is one forward
    message (the 32 tables) and one call (each of the 128 players @-mentioned exactly once);
    /结束本轮 is the reply and one post (forward) with no @-mention at all."""
    await peer.group_message(
        GROUP, SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023 拥挤的群", role="owner"
    )
    await peer.expect_reply(GROUP, "已新建赛事")
    day = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    for setting in (f"第1轮 {day} 20:00", f"报名截止 {day - timedelta(days=2)} 20:00", "审核 关"):
        await peer.group_message(GROUP, SUPERUSER, f"/设置 {setting}", role="owner")
        await peer.expect_reply(GROUP, "已设置")
    players = [
        50_000_000 + 7919 * i for i in range(1, ROUND_FIELD + 1)
    ]  # 8-digit QQ numbers, distinct
    for i, qq in enumerate(players, start=1):
        await peer.group_message(GROUP, qq, f"报名 【粤】棋手{i:03d} {qq}")
        ack = await peer.expect_reply(GROUP, "报名成功", timeout=10)
        assert f"【粤】棋手{i:03d} 报名成功，报名序号 {i}" in ack.text and ack.at == [qq], (
            ack.text,
            ack.at,
        )

    await peer.group_message(GROUP, SUPERUSER, "/编排", role="owner")
    posts = await quiet_count(peer, 2)
    tables = [m for m in posts if m.forward]
    calls = [m for m in posts if not m.forward]
    assert len(tables) == 1 and len(calls) == 1, [(m.forward, m.text[:60]) for m in posts]
    # 128 players / 4 seats = 32 tables, all in the one forward message, naming players without @
    assert len(re.findall(r"^第\d+桌：", tables[0].text, re.MULTILINE)) == 32
    assert tables[0].at == []
    assert "第1轮已编排：32 桌，128 人" in calls[0].text
    assert sorted(calls[0].at) == sorted(players)  # each player once, nobody else
    assert sum(len(m.at) for m in posts) == ROUND_FIELD

    # nobody reported: the plain command lists the 32 tables and changes nothing (one reply)
    await peer.group_message(GROUP, SUPERUSER, "/结束本轮", role="owner")
    (named,) = await quiet_count(peer, 1)
    assert "还有 32 桌没有结果" in named.text
    await peer.group_message(GROUP, SUPERUSER, "/结束本轮 确认", role="owner")
    closing = await quiet_count(peer, 2)
    assert sum(len(m.at) for m in closing) == 0, [m.at[:3] for m in closing]
    reply, post = closing
    assert "第1轮已结束" in reply.text and not reply.forward
    assert post.forward and "第1轮后排名" in post.text
    # 000 §六.1: 128 stay after round 1; all 128 drew every game at the cutoff, named without @
    assert "晋级第2轮的 128 位选手" in post.text
    assert all(f"棋手{i:03d}({i})" in post.text for i in range(1, ROUND_FIELD + 1))
