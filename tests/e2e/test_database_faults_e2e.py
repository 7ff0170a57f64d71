"""The database under the real bot.py: PostgreSQL stopped and started under a running bot, and
two bot processes (two QQ accounts in two groups) sharing one PostgreSQL database.

Both need PostgreSQL (QISAI_TEST_PG_URL); on SQLite, a locked database is tested in
test_outbox_faults_e2e.py. Stopping the server needs QISAI_TEST_PG_CTL, the command that
stops and starts it, e.g. `pg_ctlcluster 15 main` (`.ci/run` sets it): the test runs
`$QISAI_TEST_PG_CTL stop -m fast` and `$QISAI_TEST_PG_CTL start`, and always starts the server
again before it ends.
"""

import asyncio
import os
import re
import shlex
import subprocess
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy.engine import make_url

from tests.e2e.peer import BOT_QQ, GROUP, SUPERUSER, OneBotPeer, SentMessage
from tests.e2e.test_timer_e2e import add_rows, reminder_row

PG_CTL = os.environ.get("QISAI_TEST_PG_CTL") or None
SHANGHAI = ZoneInfo("Asia/Shanghai")
DOWN = "数据库暂时无法连接"  # the reply to a command while the database is down


def _name(prefix: str, qq: int) -> str:
    """A nickname without digits (a digit run would read as a QQ number): prefix + 2 CJK chars."""
    n = qq % 400
    return prefix + chr(0x4E00 + n // 20) + chr(0x4E50 + n % 20)


async def _say(
    peer: OneBotPeer, group: int, user: int, text: str, expect: str, timeout: float = 20
) -> str:
    await peer.group_message(group, user, text, role="owner" if user == SUPERUSER else "member")
    return (await peer.expect_reply(group, expect, timeout=timeout)).text


async def _open_tournament(peer: OneBotPeer, group: int, name: str) -> int:
    """A seed-000 tournament in `group`, dated 30 days ahead, approval off; its id."""
    created = await _say(
        peer, group, SUPERUSER, f"/新建赛事 xiaomanyao-junqi-2023 {name}", "已新建赛事"
    )
    first = datetime.now(SHANGHAI).date() + timedelta(days=30)
    await _say(peer, group, SUPERUSER, f"/设置 第1轮 {first:%Y-%m-%d} 20:00", "已设置")
    await _say(
        peer,
        group,
        SUPERUSER,
        f"/设置 报名截止 {first - timedelta(days=2):%Y-%m-%d} 20:00",
        "已设置",
    )
    await _say(peer, group, SUPERUSER, "/设置 审核 关", "已设置")
    return int(re.search(r"#(\d+)", created).group(1))


def _pg_ctl(action: str) -> None:
    command = shlex.split(PG_CTL) + (["stop", "-m", "fast"] if action == "stop" else [action])
    subprocess.run(command, check=True, capture_output=True, timeout=60)


async def _wait_ready(url: str, timeout: float = 60) -> None:
    """Wait until the server of `url` accepts connections (pg_isready)."""
    server = make_url(url)
    deadline = time.monotonic() + timeout
    while True:
        ready = subprocess.run(
            ["pg_isready", "-q", "-h", server.host or "127.0.0.1", "-p", str(server.port or 5432)]
        )
        if ready.returncode == 0:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"PostgreSQL did not come back within {timeout:g} s")
        await asyncio.sleep(0.3)


def _group_texts(peer: OneBotPeer, group: int, since: int = 0) -> list[str]:
    return [m.text for m in peer.sent[since:] if m.kind == "group" and m.target == group]


# --------------------------------------------------------------------------- server stopped


@pytest.mark.serial  # it stops the server every other test of the run shares
async def test_postgresql_stopped_and_started_under_a_running_bot(launch, fresh_url):
    """While the server is down, a sign-up and an organiser's command each get one clear reply
    (nothing is applied: the database could not be reached) and the process keeps running; an
    acknowledgement owed from before is posted once the server is back, and commands work again."""
    if not fresh_url.startswith("postgresql"):
        pytest.skip(
            "PostgreSQL is stopped and started; on SQLite a locked database is tested in "
            "test_outbox_faults_e2e"
        )
    if PG_CTL is None:
        pytest.skip(
            "QISAI_TEST_PG_CTL is not set (the command that stops and starts the server, "
            "e.g. 'pg_ctlcluster 15 main'; .ci/run sets it)"
        )
    bot = launch(fresh_url, LOG_LEVEL="WARNING", SCHEDULE_REFRESH_SECONDS="1")
    await bot.start()
    peer = OneBotPeer(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail)
    await peer.connect()
    stopped = False
    try:
        await _open_tournament(peer, GROUP, "停库测试杯")
        first, second = 64_000_001, 64_000_002
        for qq in (first, second):
            peer.add_member(GROUP, qq, nickname=_name("停库", qq))
        # the first sign-up commits, but its acknowledgement cannot be posted yet: it is owed
        peer.failures["send_group_msg"] = peer.failures["send_msg"] = "fail"
        await peer.group_message(GROUP, first, f"报名 【粤】{_name('停库', first)} {first}")
        deadline = time.monotonic() + 10
        while not [
            c
            for c in peer.api_calls
            if c.action in ("send_group_msg", "send_msg")
            and "报名序号 1" in str(c.params.get("message"))
        ]:
            assert time.monotonic() < deadline, (
                "the first sign-up was never acknowledged (even refused)"
            )
            await asyncio.sleep(0.1)

        _pg_ctl("stop")
        stopped = True
        peer.failures.clear()
        # a sign-up and an organiser's command while the server is down: one clear reply each
        mark = len(peer.sent)
        await peer.group_message(GROUP, second, f"报名 【粤】{_name('停库', second)} {second}")
        told = await peer.expect_reply(GROUP, DOWN, timeout=30)
        assert "没有生效" in told.text and "稍后" in told.text, told.text
        await peer.group_message(GROUP, SUPERUSER, "/设置 审核 开", role="owner")
        await peer.expect_reply(GROUP, DOWN, timeout=30)
        await peer.group_message(GROUP, second, "今晚几点开始？")  # not for the bot: no reply
        await asyncio.sleep(3)  # the sender's loop and the timer meet the dead server meanwhile
        down = _group_texts(peer, GROUP, mark)
        assert len(down) == 2 and all(DOWN in t for t in down), down
        assert bot.running

        _pg_ctl("start")
        stopped = False
        await _wait_ready(fresh_url)
        # the owed acknowledgement goes out, once
        await peer.wait_for(
            lambda m: m.kind == "group" and "报名序号 1" in m.text, timeout=30, since=0
        )
        # commands work again: the second player signs up afresh, approval is still off
        await peer.group_message(GROUP, second, f"报名 【粤】{_name('停库', second)} {second}")
        ack = await peer.wait_for(
            lambda m: m.kind == "group" and "报名序号 2" in m.text, timeout=30
        )
        assert "报名成功" in ack.text, ack.text
        await _say(peer, GROUP, SUPERUSER, "/设置 审核 开", "已设置")
        await asyncio.sleep(1.5)  # anything doubled would have come by now
        texts = _group_texts(peer, GROUP)
        assert (
            sum("报名序号 1" in t for t in texts) == 1
            and sum("报名序号 2" in t for t in texts) == 1
        ), texts
        async with bot.http() as api:
            tid = (await api.get("/api/tournaments")).json()[0]["id"]
            players = (await api.get(f"/api/tournaments/{tid}/players")).json()
        assert [(p["seq"], int(p["qq"])) for p in players] == [(1, first), (2, second)]
        assert bot.running
        # the outage is logged once by the sender and the timer, not with a traceback a second
        log = bot.log_tail(lines=10_000)
        assert "dispatch failed" not in log and "refresh failed" not in log, log
        assert (
            log.count("the database cannot be reached") <= 2
            and "database unreachable, not applied" in log
        ), log
    finally:
        if stopped:
            _pg_ctl("start")
        await _wait_ready(fresh_url)
        await peer.close()
        await bot.stop()


# --------------------------------------------------------------------------- two processes


async def test_two_bot_processes_on_one_postgresql_each_message_once(launch, fresh_url):
    """Two processes (QQ accounts A and B) on one database, each connected to its own group
    with its own tournament: sign-ups and `/编排` in both groups at once, and a reminder due in
    both. Every command is answered once, by the account of its group; every acknowledgement,
    table post and reminder is posted once."""
    if not fresh_url.startswith("postgresql"):
        pytest.skip("several bot processes share a PostgreSQL database only")
    group_a, group_b = GROUP, GROUP + 1
    first = launch(fresh_url, LOG_LEVEL="WARNING", SCHEDULE_REFRESH_SECONDS="1")
    second = launch(fresh_url, LOG_LEVEL="WARNING", SCHEDULE_REFRESH_SECONDS="1")
    await first.start()  # it migrates the database; the second starts on the migrated one
    await second.start()
    a = OneBotPeer(
        first.ws_url, self_id=BOT_QQ, token=first.access_token, diagnostics=first.log_tail
    )
    b = OneBotPeer(
        second.ws_url, self_id=BOT_QQ + 1, token=second.access_token, diagnostics=second.log_tail
    )
    # each account is in its own group only, as get_group_list tells each process
    a.groups, b.groups = {group_a}, {group_b}
    try:
        await a.connect()
        await b.connect()
        tids = {
            group_a: await _open_tournament(a, group_a, "双机甲杯"),
            group_b: await _open_tournament(b, group_b, "双机乙杯"),
        }
        players = {
            group_a: [65_000_001 + i for i in range(12)],
            group_b: [66_000_001 + i for i in range(12)],
        }
        for peer, group in ((a, group_a), (b, group_b)):
            for qq in players[group]:
                peer.add_member(group, qq, nickname=_name("双机", qq))
        # both groups sign up at once, interleaved
        for qa, qb in zip(players[group_a], players[group_b], strict=True):
            await a.group_message(group_a, qa, f"报名 【粤】{_name('双机', qa)} {qa}")
            await b.group_message(group_b, qb, f"报名 【粤】{_name('双机', qb)} {qb}")
        for peer, group in ((a, group_a), (b, group_b)):
            await peer.wait_for_count(
                lambda m, g=group: m.target == g and "报名序号 12" in m.text, 1, timeout=30, since=0
            )
        # both seat round 1 at once
        marks = (len(a.sent), len(b.sent))
        await a.group_message(group_a, SUPERUSER, "/编排", role="owner")
        await b.group_message(group_b, SUPERUSER, "/编排", role="owner")
        for peer, group, mark in ((a, group_a, marks[0]), (b, group_b, marks[1])):
            await peer.wait_for(
                lambda m, g=group: m.target == g and "第1轮已编排：3 桌，12 人" in m.text,
                timeout=30,
                since=mark,
            )
            await peer.wait_for(
                lambda m, g=group: m.target == g and "第3桌" in m.text and "已编排" not in m.text,
                timeout=30,
                since=mark,
            )
        # a reminder due in both tournaments in 2 s: each posted once, by its group's account
        due = datetime.now(UTC) + timedelta(seconds=2)
        for group in (group_a, group_b):
            await add_rows(fresh_url, tids[group], reminder_row("双机", due))
        for peer, group in ((a, group_a), (b, group_b)):
            await peer.wait_for(
                lambda m, g=group: m.target == g and m.text.startswith("提醒："),
                timeout=20,
                since=0,
            )
        await asyncio.sleep(2.5)  # both processes refresh at least twice more: nothing doubles

        everything: list[SentMessage] = a.sent + b.sent
        # nothing went to a group through the other group's account
        assert {m.target for m in a.sent if m.kind == "group"} == {group_a}
        assert {m.target for m in b.sent if m.kind == "group"} == {group_b}
        for group in (group_a, group_b):
            texts = [m.text for m in everything if m.kind == "group" and m.target == group]
            acks = Counter(int(s) for t in texts for s in re.findall(r"报名序号 (\d+)", t))
            assert acks == Counter(range(1, 13)), acks  # each sign-up acknowledged once
            assert sum("第1轮已编排" in t for t in texts) == 1
            tables = Counter(t for t in texts if "第1桌" in t and "已编排" not in t)
            assert len(tables) == 1 and set(tables.values()) == {1}, tables
            assert sum(t.startswith("提醒：") for t in texts) == 1
            for made in ("已新建赛事", "已设置"):  # every command answered once
                assert sum(made in t for t in texts) == {"已新建赛事": 1, "已设置": 3}[made]
        async with first.http() as api:
            for group in (group_a, group_b):
                seats = (await api.get(f"/api/tournaments/{tids[group]}/rounds/1")).json()["tables"]
                assert sorted(s for t in seats for s in t["seats"]) == list(range(1, 13))
    finally:
        await a.close()
        await b.close()
        await first.stop()
        await second.stop()
