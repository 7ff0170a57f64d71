"""`kill -9` of the real bot.py while results are reported (the round close:
test_kill_close_e2e.py).

A seated round of seed 000 (16 players, 4 four-player tables) is set up through chat; then
reports and confirmations arrive and the process is killed at random moments (seeded),
restarted on the same database, and the peer reconnects. Afterwards: every result the bot
said it recorded is in the API, nothing is half-applied (a table has a result exactly when a
report of it was confirmed, and it is that report's), and every committed change's messages
were posted once — a repeat only from the one message in flight in the group when the
process died (at most one per kill). The test runs its own bot on a fresh database of the
module's kind; the helpers here serve test_kill_close_e2e.py too.
"""

import asyncio
import random
import re
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import select
from sqlalchemy.ext.asyncio import create_async_engine

from models.tables import GameTable, Report, Result, Round
from tests.e2e.peer import GROUP, SUPERUSER, BotProcess, OneBotPeer, SentMessage

FIELD = 16  # four tables of four
# three-game results from the first seat's side (any will do: the test checks they are kept)
RESULTS = ("胜和负", "和和和", "负负胜", "胜胜负", "和负胜")


def _name(qq: int) -> str:
    """A nickname without digits (a digit run would read as a QQ number)."""
    n = qq % 400
    return "断电" + chr(0x4E00 + n // 20) + chr(0x4E50 + n % 20)


class Harness:
    """One bot and the successive connections of its peer (a new one after every restart;
    they share the member table). `messages()` is everything the bot posted, in order."""

    def __init__(self, bot: BotProcess) -> None:
        self.bot = bot
        self.peers: list[OneBotPeer] = []
        self.kills = 0

    @property
    def peer(self) -> OneBotPeer:
        return self.peers[-1]

    async def connect(self) -> None:
        peer = OneBotPeer(
            self.bot.ws_url, token=self.bot.access_token, diagnostics=self.bot.log_tail
        )
        if self.peers:
            peer.members = self.peers[-1].members
        await peer.connect()
        self.peers.append(peer)

    async def kill_and_restart(self) -> None:
        self.bot.kill()
        self.kills += 1
        await self.peer.close()
        await self.bot.start()
        await self.connect()

    def messages(self) -> list[SentMessage]:
        return [m for p in self.peers for m in p.sent if m.kind == "group" and m.target == GROUP]

    async def say(self, user: int, text: str, expect: str, timeout: float = 20) -> str:
        await self.peer.group_message(
            GROUP, user, text, role="owner" if user == SUPERUSER else "member"
        )
        return (await self.peer.expect_reply(GROUP, expect, timeout=timeout)).text

    async def close(self) -> None:
        for p in self.peers:
            await p.close()
        await self.bot.stop()

    async def __aenter__(self) -> "Harness":
        await self.bot.start()
        try:
            await self.connect()
        except BaseException:
            await self.bot.stop()
            raise
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


async def eventually(check: Callable[[], Awaitable[str | None]], timeout: float = 30) -> None:
    """Wait until `check` returns None (it returns what is still wrong); fail with the last word."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while (wrong := await check()) is not None:
        if loop.time() > deadline:
            raise AssertionError(wrong)
        await asyncio.sleep(0.2)


async def seated_round(h: Harness) -> int:
    """A seed-000 tournament with FIELD players signed up by chat (approval off) and round 1
    seated; its id."""
    reply = await h.say(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023 断电测试杯", "已新建赛事")
    tid = int(re.search(r"#(\d+)", reply).group(1))
    first = datetime.now(ZoneInfo("Asia/Shanghai")).date() + timedelta(days=30)
    await h.say(SUPERUSER, f"/设置 第1轮 {first:%Y-%m-%d} 20:00", "已设置")
    await h.say(SUPERUSER, f"/设置 报名截止 {first - timedelta(days=2):%Y-%m-%d} 20:00", "已设置")
    await h.say(SUPERUSER, "/设置 审核 关", "已设置")
    for i in range(1, FIELD + 1):
        qq = 70_000_000 + i
        h.peer.add_member(GROUP, qq, nickname=_name(qq))
        await h.say(qq, f"报名 【粤】{_name(qq)} {qq}", f"报名序号 {i}")
    await h.say(SUPERUSER, "/编排", "第1轮已编排：4 桌，16 人")
    return tid


async def tables_of(h: Harness, tid: int, number: int) -> dict[int, list[int]]:
    """Round `number`'s tables as {table: [QQ of each seat, first seat first]}."""
    async with h.bot.http() as api:
        qq = {
            p["seq"]: int(p["qq"])
            for p in (await api.get(f"/api/tournaments/{tid}/players")).json()
        }
        tables = (await api.get(f"/api/tournaments/{tid}/rounds/{number}")).json()["tables"]
    return {t["table"]: [qq[s] for s in t["seats"]] for t in tables}


async def round_json(h: Harness, tid: int, number: int) -> dict:
    async with h.bot.http() as api:
        return (await api.get(f"/api/tournaments/{tid}/rounds/{number}")).json()


async def stored(
    h: Harness, tid: int, number: int
) -> dict[int, tuple[list[tuple[str, str]], tuple[str, str] | None]]:
    """What the database holds for round `number`, read directly: {table: ([(report games,
    status)…], (result games, source) or None)}."""
    engine = create_async_engine(h.bot.database_url)
    try:
        async with engine.connect() as conn:
            tables = dict(
                (
                    await conn.execute(
                        select(GameTable.id, GameTable.number)
                        .join(Round, Round.id == GameTable.round_id)
                        .where(Round.tournament_id == tid, Round.number == number)
                    )
                ).all()
            )
            reports = (
                await conn.execute(
                    select(Report.table_id, Report.games, Report.status).where(
                        Report.table_id.in_(tables)
                    )
                )
            ).all()
            results = (
                await conn.execute(
                    select(Result.table_id, Result.games, Result.source).where(
                        Result.table_id.in_(tables)
                    )
                )
            ).all()
    finally:
        await engine.dispose()
    out = {number: ([], None) for number in tables.values()}
    for table_id, games, status in reports:
        out[tables[table_id]][0].append((games, status))
    for table_id, games, source in results:
        out[tables[table_id]] = (out[tables[table_id]][0], (games, source))
    return out


# --------------------------------------------------------------------------- result reports


RECORDED = re.compile(r"已记录第(\d+)桌报分：(\S+?)（")
CONFIRMED = re.compile(r"第(\d+)桌结果 (\S+) 已确认")


def _said(messages: list[SentMessage], pattern: re.Pattern) -> dict[int, list[str]]:
    """{table: [result of each message matching `pattern`]}."""
    out: dict[int, list[str]] = {}
    for m in messages:
        for table, games in pattern.findall(m.text):
            out.setdefault(int(table), []).append(games)
    return out


def _repeating(messages: list[SentMessage]) -> int:
    """How many messages say again a table's answer an earlier message said."""
    seen: set[tuple[str, str, str]] = set()
    count = 0
    for m in messages:
        items = {
            (kind, table, games)
            for kind, pattern in (("recorded", RECORDED), ("confirmed", CONFIRMED))
            for table, games in pattern.findall(m.text)
        }
        count += bool(items & seen)
        seen |= items
    return count


async def test_kill_9_during_result_reports_loses_no_acknowledged_result(launch, fresh_url):
    """Two rounds; in each, up to two waves of `/报分` (first seats) then `/确认` (second
    seats) for the tables not yet confirmed, sent with random gaps, the bot killed at a random
    moment of the wave; what is left is then finished without kills."""
    rng = random.Random(1501)
    async with Harness(launch(fresh_url, LOG_LEVEL="WARNING")) as h:
        tid = await seated_round(h)
        for number in (1, 2):
            if number > 1:
                await h.say(SUPERUSER, "/结束本轮", f"第{number - 1}轮已结束")
                await h.say(SUPERUSER, "/编排", f"第{number}轮已编排")
            tables = await tables_of(h, tid, number)
            want = {n: rng.choice(RESULTS) for n in tables}
            start = len(h.messages())
            kills_before = h.kills

            async def check_round() -> str | None:
                """None when the database, the API and the posts agree: every committed
                report and confirmation said once (a repeat only from a kill), every
                confirmed result in the API, nothing half-applied."""
                db = await stored(h, tid, number)
                api = {
                    t["table"]: t["result"] for t in (await round_json(h, tid, number))["tables"]
                }
                said = h.messages()[start:]
                recorded, confirmed = _said(said, RECORDED), _said(said, CONFIRMED)
                for n, (reports, result) in db.items():
                    # one report per table (the first seat's), always the result it was sent
                    assert len(reports) <= 1 and all(
                        s in ("reported", "confirmed") for _, s in reports
                    ), (n, reports)
                    is_confirmed = any(s == "confirmed" for _, s in reports)
                    # no half-applied change: a result exactly when the report was confirmed,
                    # and it is the report's
                    assert (result is not None) == is_confirmed, (n, reports, result)
                    if result is not None:
                        assert result == (reports[0][0], "report"), (n, reports, result)
                        assert api[n] == want[n], (n, api[n], want[n])
                    else:
                        assert api[n] is None, (n, api[n])
                    # nothing said about a change that did not commit
                    assert set(recorded.get(n, [])) <= {want[n]} and (
                        reports or not recorded.get(n)
                    ), (n, recorded)
                    assert (n in confirmed) <= is_confirmed, (
                        f"table {n}: confirmation said, result lost"
                    )
                    if reports and n not in recorded:
                        return f"table {n}: report committed, never acknowledged"
                    if is_confirmed and n not in confirmed:
                        return f"table {n}: confirmation committed, never acknowledged"
                return None

            loop = asyncio.get_running_loop()
            for _wave in range(2):
                db = await stored(h, tid, number)
                todo = [
                    n
                    for n, (reports, _) in db.items()
                    if not any(s == "confirmed" for _, s in reports)
                ]
                if not todo:
                    break
                # the kill falls at a random moment of the wave: mid-stream or just after
                said = []
                for n in rng.sample(todo, len(todo)):
                    if not db[n][0]:  # not reported yet (a report is never lost once said)
                        said.append((tables[n][0], f"/报分 {want[n]}"))
                    said.append((tables[n][1], "/确认"))
                kill_at = loop.time() + rng.uniform(0.05, 0.6)
                for user, command in said:
                    if loop.time() >= kill_at:
                        break
                    await h.peer.group_message(GROUP, user, command)
                    await asyncio.sleep(rng.uniform(0, 0.08))
                await asyncio.sleep(max(0.0, kill_at - loop.time()))
                await h.kill_and_restart()
                # every acknowledged result survived; what committed is said after the restart
                await eventually(check_round)

            # finish without kills: each table reported and confirmed (the database says when;
            # a late repeat of an earlier post could be taken for a reply)
            for n, seats in tables.items():
                for user, command, status in (
                    (seats[0], f"/报分 {want[n]}", None),
                    (seats[1], "/确认", "confirmed"),
                ):

                    async def done(n=n, status=status, command=command) -> str | None:
                        reports = (await stored(h, tid, number))[n][0]
                        ok = reports and (status is None or reports[0][1] == status)
                        return None if ok else f"table {n}: {command} not applied: {reports}"

                    if await done() is not None:
                        await h.peer.group_message(GROUP, user, command)
                        await eventually(done)
            await eventually(check_round)
            await asyncio.sleep(1.5)  # a message posted twice would have come by now
            assert await check_round() is None
            said = h.messages()[start:]
            recorded, confirmed = _said(said, RECORDED), _said(said, CONFIRMED)
            assert set(recorded) == set(confirmed) == set(tables), (recorded, confirmed)
            assert {n: v[0] for n, v in confirmed.items()} == want
            # each change said once; a repeat only from the message in flight at a kill (one
            # message, which may carry several tables' answers joined together)
            assert _repeating(said) <= h.kills - kills_before, (recorded, confirmed)
            api = {t["table"]: t["result"] for t in (await round_json(h, tid, number))["tables"]}
            assert api == want
        assert h.kills >= 2
