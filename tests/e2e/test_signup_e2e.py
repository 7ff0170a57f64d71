"""Step 2 end to end: sign-ups to the real bot.py over a real OneBot v11 WebSocket.

Every test opens its own seed-000 tournament in its own group (dates after today, approval
off) and closes its sign-up afterwards, so that a private sign-up always finds exactly one
tournament open. Replies are read from what the bot sends to the peer; the register from
`GET /api/tournaments/{id}/players`.
"""

import asyncio
import itertools
import os
import re
import time
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from engine.signup import mask_qq
from tests.e2e.peer import (
    SUPERUSER,
    BotProcess,
    OneBotPeer,
    SentMessage,
    temporary_database,
)

ACCESS_TOKEN = "e2e-access-token"
API_TOKEN = "test-token"
API_TIMEOUT = 1  # s: the adapter gives up on an unanswered call (a hung platform) this soon
LOOKUP = "get_group_member_info"
_groups = itertools.count(20_101)  # a group of its own for every test


@pytest.fixture(scope="module")
async def bot(database_url, launch):
    """Overrides the conftest's: the same bot.py, but an unanswered API call fails after 1 s."""
    async with launch(database_url, API_TIMEOUT=str(API_TIMEOUT)) as process:
        yield process


PATIENT_TIMEOUT = 6  # s: longer than the sign-up desk's ORDER_WAIT (3 s)


@pytest.fixture(scope="module")
async def patient_bot(database_url, launch, tmp_path_factory):
    """A second bot.py on a database of its own whose adapter waits PATIENT_TIMEOUT s for an
    unanswered call: longer than a sign-up waiting for the platform keeps its place."""
    server = os.environ.get("QISAI_TEST_PG_URL") if database_url.startswith("postgresql") else None
    async with (
        temporary_database(tmp_path_factory.mktemp("db"), server) as url,
        launch(url, API_TIMEOUT=str(PATIENT_TIMEOUT)) as process,
    ):
        yield process


@pytest.fixture(scope="module")
async def batching_bot(database_url, launch, tmp_path_factory):
    """A second bot.py on a database of its own, gathering sign-up acknowledgements for 1 s."""
    server = os.environ.get("QISAI_TEST_PG_URL") if database_url.startswith("postgresql") else None
    async with (
        temporary_database(tmp_path_factory.mktemp("db"), server) as url,
        launch(url, SIGNUP_BATCH_SECONDS="1") as process,
    ):
        yield process


def future_dates() -> tuple[str, str]:
    """(sign-up deadline, round 1), local time, a month and a month plus two days from today."""
    today = datetime.now(ZoneInfo("Asia/Shanghai")).date()
    return f"{today + timedelta(days=30)} 20:00", f"{today + timedelta(days=32)} 20:00"


async def open_signup(peer: OneBotPeer, group: int) -> int:
    """A superuser creates a seed-000 tournament in `group`, dates it, switches approval off;
    its id."""
    await peer.group_message(group, SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023", role="owner")
    created = await peer.expect_reply(group, "已新建赛事")
    tid = int(re.search(r"#(\d+)", created.text).group(1))
    deadline, round_1 = future_dates()
    for setting in (f"第1轮 {round_1}", f"报名截止 {deadline}", "审核 关"):
        await peer.group_message(group, SUPERUSER, f"/设置 {setting}")
        await peer.expect_reply(group, "已设置")
    return tid


@pytest.fixture
async def match(peer):
    """(tournament id, group): a tournament open for sign-up, closed again after the test."""
    group = next(_groups)
    tid = await open_signup(peer, group)
    yield tid, group
    peer.failures.clear()
    await peer.group_message(group, SUPERUSER, "/截止报名")
    await peer.expect_reply(group, "报名已截止")


async def registered(
    bot: BotProcess, tid: int, *, authorised: bool = True
) -> list[tuple[int, str, str | None, str]]:
    """(seq, name, family, qq) of every sign-up, as the JSON API lists them."""
    async with bot.http(authorised=authorised) as client:
        response = await client.get(f"/api/tournaments/{tid}/players")
    assert response.status_code == 200, response.text
    return [(p["seq"], p["name"], p["family"], p["qq"]) for p in response.json()]


async def ack(
    peer: OneBotPeer, group: int, qq: int, contains: str, timeout: float = 5.0
) -> SentMessage:
    """The group message acknowledging `qq`'s sign-up: it @-mentions the player."""
    message = await peer.expect_reply(group, contains, timeout)
    assert message.at == [qq], message
    return message


async def stays_silent(peer: OneBotPeer, seconds: float = 0.5) -> None:
    """Nothing is sent for `seconds` after the peer's last event."""
    await asyncio.sleep(seconds)
    assert peer.sent[peer.mark :] == []


async def test_line_and_bare_line_in_the_group(bot, peer, match):
    tid, group = match
    await peer.group_message(group, 346631485, "报名 【粤】恋恋 ° 346631485")
    await ack(peer, group, 346631485, "【粤】恋恋 ° 报名成功，报名序号 1")
    await peer.group_message(group, 12345678, "【京】阿明 12345678")  # no 报名: a bare line
    await ack(peer, group, 12345678, "【京】阿明 报名成功，报名序号 2")

    # masked without the API token (346631485 -> first 4, ****, last 2; 12345678 -> 2 + 2)
    assert await registered(bot, tid, authorised=False) == [
        (1, "恋恋 °", "粤", "3466****85"),
        (2, "阿明", "京", "12****78"),
    ]
    assert await registered(bot, tid) == [
        (1, "恋恋 °", "粤", "346631485"),
        (2, "阿明", "京", "12345678"),
    ]


async def test_chain_reposted_by_several_members(bot, peer, match):
    tid, group = match
    chain = "#接龙 小蛮腰杯报名\n\n1. 【粤】甲 22220001"
    await peer.group_message(group, 22220001, chain)
    await ack(peer, group, 22220001, "甲 报名成功，报名序号 1")
    # 乙 adds a line and a line for 丙, who has not posted: only 乙's own line counts
    chain += "\n2、【粤】乙 22220002\n3) 【川】丙 22220003"
    await peer.group_message(group, 22220002, chain)
    await ack(peer, group, 22220002, "乙 报名成功，报名序号 2")
    await peer.group_message(group, 22220003, chain)
    await ack(peer, group, 22220003, "丙 报名成功，报名序号 3")
    # 甲 re-posts the chain: already registered, nothing to say
    await peer.group_message(group, 22220001, chain)
    await stays_silent(peer)

    assert await registered(bot, tid) == [
        (1, "甲", "粤", "22220001"),
        (2, "乙", "粤", "22220002"),
        (3, "丙", "川", "22220003"),
    ]


async def test_refusals_register_nothing_and_take_no_number(bot, peer, match):
    tid, group = match
    # a private sign-up by a member of the match group who has not spoken there
    peer.add_member(group, 33330001)
    await peer.private_message(33330001, "报名 【川】私聊 33330001")
    reply = await peer.expect_private(33330001, "【川】私聊 报名成功，报名序号 1")
    assert reply.at == []

    # not a member: the peer's member table does not hold 33330009; a stranger is told the
    # group's name (get_group_info) and its number masked, never in full
    peer.group_names[group] = "川渝棋友会"
    await peer.private_message(33330009, "报名 【川】路人 33330009")
    refused = await peer.expect_private(33330009, f"不在比赛群「川渝棋友会」（{mask_qq(group)}）里")
    assert str(group) not in refused.text, refused.text

    # someone else's QQ: both numbers masked in the group (8 digits keep 2 + 2)
    await peer.group_message(group, 33330002, "报名 【川】冒名 33330003")
    await peer.expect_reply(group, "报名的QQ号（33****03）必须是你自己发消息的QQ号（33****02）")

    # the same player again, now in the group
    await peer.group_message(group, 33330001, "报名 【川】私聊 33330001")
    await peer.expect_reply(group, "你已报名，报名序号 1")

    # the platform answers the member look-up with `failed`, as it does for a non-member
    peer.failures[LOOKUP] = "fail"
    await peer.group_message(group, 33330004, "报名 【川】丁 33330004")
    await peer.expect_reply(group, "不在比赛群")
    # the platform does not answer at all: the bot cannot tell, says so and registers nothing
    peer.failures[LOOKUP] = "timeout"
    await peer.group_message(group, 33330004, "报名 【川】丁 33330004")
    refusal = await peer.expect_reply(group, "暂时无法核对", timeout=API_TIMEOUT + 5)
    assert "未登记" in refusal.text
    assert await registered(bot, tid) == [(1, "私聊", "川", "33330001")]

    # the platform answers again: the next sign-up gets number 2, no number was lost
    peer.failures.clear()
    await peer.group_message(group, 33330004, "报名 【川】丁 33330004")
    await ack(peer, group, 33330004, "丁 报名成功，报名序号 2")
    assert await registered(bot, tid) == [
        (1, "私聊", "川", "33330001"),
        (2, "丁", "川", "33330004"),
    ]


async def test_an_unanswered_member_lookup_holds_up_no_other_signup(patient_bot):
    """While the platform leaves one player's look-up unanswered (for up to API_TIMEOUT; 30 s
    by default), another player's sign-up must still go through: it waits behind the first
    (whose place it must not take while the platform may still answer) for 3 s at most."""
    group = next(_groups)
    async with OneBotPeer(
        patient_bot.ws_url, token=ACCESS_TOKEN, diagnostics=patient_bot.log_tail
    ) as peer:
        tid = await open_signup(peer, group)
        # the member list does not come either (else the bot would answer from it, asking nothing)
        peer.failures[LOOKUP] = peer.failures["get_group_member_list"] = "timeout"
        await peer.group_message(group, 44440001, "报名 【粤】慢 44440001")
        await _lookup_asked(peer, 44440001)
        peer.failures.clear()
        sent = time.monotonic()
        await peer.group_message(group, 44440002, "报名 【粤】快 44440002")
        quick = await ack(
            peer, group, 44440002, "快 报名成功，报名序号 1", timeout=PATIENT_TIMEOUT + 5
        )
        slow = await peer.expect_reply(group, "暂时无法核对", timeout=PATIENT_TIMEOUT + 5, since=0)
        assert quick.received_at < slow.received_at, (
            f"the second sign-up was answered {quick.received_at - sent:.2f} s after it was sent, "
            "only once the first one's member look-up had timed out"
        )
        assert await registered(patient_bot, tid) == [(1, "快", "粤", "44440002")]


async def _lookup_asked(peer: OneBotPeer, qq: int, timeout: float = 5.0) -> None:
    """Wait until the bot has asked the platform whether `qq` is a member."""
    deadline = time.monotonic() + timeout
    while not any(
        c.action == LOOKUP and int(c.params.get("user_id", 0)) == qq for c in peer.api_calls
    ):
        assert time.monotonic() < deadline, f"the bot never looked {qq} up"
        await asyncio.sleep(0.01)


async def test_a_burst_of_signups_is_acknowledged_in_one_or_two_messages(batching_bot):
    group = next(_groups)
    players = {55550001 + i: f"选手{i + 1}" for i in range(10)}
    async with OneBotPeer(
        batching_bot.ws_url, token=ACCESS_TOKEN, diagnostics=batching_bot.log_tail
    ) as peer:
        tid = await open_signup(peer, group)
        start = len(peer.sent)
        began = time.monotonic()
        for qq, name in players.items():
            await peer.group_message(group, qq, f"报名 【粤】{name} {qq}")
        # all ten arrive well inside one batch window (sending them takes ~1 ms; the window is 1 s)
        assert time.monotonic() - began < 0.5

        def named_seqs(messages: list[SentMessage]) -> list[int]:
            return [int(n) for m in messages for n in re.findall(r"报名序号 (\d+)", m.text)]

        acks: list[SentMessage] = []

        def acknowledges(message: SentMessage) -> bool:
            if message.kind == "group" and message.target == group and "报名序号" in message.text:
                acks.append(message)
            return len(named_seqs(acks)) >= len(players)

        await peer.wait_for(acknowledges, timeout=5, since=start)
        await asyncio.sleep(1.0)  # one more batch window: nothing further arrives
        later = [
            m
            for m in peer.sent[start:]
            if m.kind == "group" and m.target == group and m not in acks
        ]
        assert later == []

        assert 1 <= len(acks) <= 2, [m.text for m in acks]
        assert sorted(named_seqs(acks)) == list(range(1, 11))
        assert sorted(qq for m in acks for qq in m.at) == sorted(players)
        # each player is @-mentioned in the message that names their number
        seq_of = {int(qq): seq for seq, _, _, qq in await registered(batching_bot, tid)}
        assert sorted(seq_of) == sorted(players)
        for m in acks:
            assert sorted(seq_of[qq] for qq in m.at) == sorted(named_seqs([m]))


async def test_a_burst_is_numbered_in_the_order_it_was_sent(bot, peer, match):
    """报名序号 is a tiebreak of seed 000 and decides who gets a place: it follows the order the
    bot received the sign-ups, also when the first of a burst must wait for the platform (they
    joined the group after the bot loaded its member roster) and the others behind them are
    answered from the roster at once."""
    tid, group = match
    early, joined_later = 66660000, [66660001 + i for i in range(3)]
    in_roster = [66660101 + i for i in range(37)]
    for qq in [early, *in_roster]:  # members of the group before the evening
        peer.add_member(group, qq)
    await peer.group_message(group, early, f"报名 【粤】先到 {early}")  # the roster is loaded
    await ack(peer, group, early, "先到 报名成功，报名序号 1")
    for qq in joined_later:  # joined since: the roster lacks them, the bot asks the platform
        peer.add_member(group, qq)
    players = joined_later + in_roster
    start = len(peer.sent)
    for i, qq in enumerate(players):
        await peer.group_message(group, qq, f"报名 【粤】序{i + 2} {qq}")
        await asyncio.sleep(0.002)  # a few ms apart, as a busy group sends them

    def named(messages: list[SentMessage]) -> int:
        return sum(len(re.findall(r"报名序号 \d+", m.text)) for m in messages)

    seen: list[SentMessage] = []

    def all_acknowledged(message: SentMessage) -> bool:
        if message.kind == "group" and message.target == group and "报名序号" in message.text:
            seen.append(message)
        return named(seen) >= len(players)

    await peer.wait_for(all_acknowledged, timeout=20, since=start)
    # the i-th sent after the first holds number i + 1 (41 players in all, in sending order)
    rows = await registered(bot, tid)
    assert [(seq, int(qq)) for seq, _, _, qq in rows] == [
        (i + 1, qq) for i, qq in enumerate([early, *players])
    ]
