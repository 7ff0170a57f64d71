"""Living in a busy group, through the real bot.py: a lone @ of the bot answers with the help."""

from tests.e2e.peer import BOT_QQ, GROUP, at


async def test_a_lone_mention_answers_with_the_help(peer):
    await peer.group_message(GROUP, 30001, [at(BOT_QQ)])
    await peer.expect_reply(GROUP, "棋赛 qisai 命令")


async def test_a_bare_help_word(peer):
    await peer.group_message(GROUP, 30001, "菜单")
    await peer.expect_reply(GROUP, "棋赛 qisai 命令")
