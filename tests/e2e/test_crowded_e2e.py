"""Living in a busy group, through the real bot.py: a lone @ of the bot answers with the help."""

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
