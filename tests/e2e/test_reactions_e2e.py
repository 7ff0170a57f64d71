"""Sign-ups acknowledged by an emoji on their message, through the real bot.py: the bot asks the
implementation what it is at connection (get_version_info) and reacts the way it knows; the
merged text acknowledgement still goes. A reaction is put on at most once, also when the
process is killed in a burst and restarted."""

import asyncio
import itertools
import re
import time
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tests.e2e.peer import SUPERUSER, OneBotPeer, SentMessage
from tests.e2e.peer_reactions import LAGRANGE

OK, CROSS = "124", "10060"  # QQ face 124 "OK"; emoji ❌ (U+274C)
_groups = itertools.count(20_301)


async def open_signup(peer: OneBotPeer, group: int) -> None:
    """Seed 000 in `group`, dated a month ahead, approval off."""
    await peer.group_message(group, SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023", role="owner")
    await peer.expect_reply(group, "已新建赛事")
    today = datetime.now(ZoneInfo("Asia/Shanghai")).date()
    for setting in (
        f"第1轮 {today + timedelta(days=32)} 20:00",
        f"报名截止 {today + timedelta(days=30)} 20:00",
        "审核 关",
    ):
        await peer.group_message(group, SUPERUSER, f"/设置 {setting}")
        await peer.expect_reply(group, "已设置")


async def reactions_on(peer: OneBotPeer, message_id: int, timeout: float = 5.0) -> list[str]:
    """The emojis on a message, once there is one."""
    deadline = time.monotonic() + timeout
    while not peer.reacted(message_id):
        assert time.monotonic() < deadline, f"no reaction on message {message_id}"
        await asyncio.sleep(0.02)
    return peer.reacted(message_id)


async def test_napcat_gets_an_ok_on_a_signup_and_a_cross_on_a_refusal(peer):
    group = next(_groups)
    await open_signup(peer, group)
    peer.add_member(group, 77770001)
    signing = await peer.group_message(group, 77770001, "报名 【粤】贴表情 77770001")
    assert await reactions_on(peer, signing) == [OK]
    ack = await peer.expect_reply(group, "贴表情 报名成功，报名序号 1")
    assert ack.at == [77770001]
    # someone else's QQ: refused, a ❌ on the message and the reason in text
    wrong = await peer.group_message(group, 77770002, "报名 【粤】冒名 77770003")
    assert await reactions_on(peer, wrong) == [CROSS]
    await peer.expect_reply(group, "必须是你自己发消息的QQ号")
    # a command that is no sign-up gets no reaction
    asked = await peer.group_message(group, 77770001, "/报名列表")
    await peer.expect_reply(group, "贴表情")
    await asyncio.sleep(0.3)
    assert peer.reacted(asked) == []


async def test_lagrange_reacts_through_set_group_reaction(bot):
    group = next(_groups)
    async with OneBotPeer(
        bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail, app_name=LAGRANGE
    ) as peer:
        await open_signup(peer, group)
        peer.add_member(group, 77771001)
        signing = await peer.group_message(group, 77771001, "报名 【粤】拉格朗日 77771001")
        assert await reactions_on(peer, signing) == [OK]
        await peer.expect_reply(group, "拉格朗日 报名成功，报名序号 1")
        assert {r.action for r in peer.reactions} == {"set_group_reaction"}


async def test_an_implementation_without_reactions_gets_the_text(bot):
    group = next(_groups)
    async with OneBotPeer(
        bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail, app_name="go-cqhttp"
    ) as peer:
        await open_signup(peer, group)
        peer.add_member(group, 77772001)
        await peer.group_message(group, 77772001, "报名 【粤】纯文字 77772001")
        await peer.expect_reply(group, "纯文字 报名成功，报名序号 1")
        await asyncio.sleep(0.3)
        assert peer.reactions == []
        assert not [c for c in peer.api_calls if "emoji" in c.action or "reaction" in c.action]


async def test_a_reaction_is_put_on_once_across_a_kill(launch, fresh_url):
    """A burst of sign-ups, the process killed as the first reactions arrive, restarted: every
    sign-up still gets its text, no message gets a second emoji."""
    bot = launch(fresh_url)
    await bot.start()
    group = next(_groups)
    players = [77773001 + i for i in range(30)]
    try:
        first = OneBotPeer(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail)
        await first.connect()
        await open_signup(first, group)
        for qq in players:
            first.add_member(group, qq)
        sent = [
            await first.group_message(group, qq, f"报名 【粤】断电{i + 1} {qq}")
            for i, qq in enumerate(players)
        ]
        await reactions_on(first, sent[0])
        bot.kill()
        await first.close()
        before = {mid: first.reacted(mid) for mid in sent}
        await bot.start()
        again = OneBotPeer(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail)
        # one record across the two connections: what was sent, posted and put on
        again.members, again._posted = first.members, first._posted
        again.sent, again.reactions = first.sent, first.reactions
        again._ids = itertools.count(2_000_001)  # the new connection's own message ids
        await again.connect()
        seqs: set[int] = set()

        def all_numbered(message: SentMessage) -> bool:
            if message.kind == "group" and message.target == group:
                seqs.update(int(n) for n in re.findall(r"报名序号 (\d+)", message.text))
            return len(seqs) >= len(players)

        # the text acknowledgements owed at the kill go out after the restart (a merged one
        # in flight at the kill may come twice: the outbox's known window, not a reaction)
        await again.wait_for(all_numbered, timeout=30, since=0)
        await asyncio.sleep(1.0)
        await again.close()
    finally:
        await bot.stop()
    after = {mid: first.reacted(mid) for mid in sent}
    assert all(len(emojis) <= 1 for emojis in after.values()), after
    assert all(after[mid] == before[mid] or before[mid] == [] for mid in sent)
    assert sum(1 for emojis in after.values() if emojis) >= sum(1 for e in before.values() if e)
