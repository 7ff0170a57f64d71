"""Benchmark: a whole round of result reports through the real bot.py over a real OneBot v11
WebSocket.

Run from the repository root: ``PYTHONPATH=. .venv/bin/python bench/bench_load_reports.py
[--players 4000] [--rates 20,40] [--runs 1] [--postgres URL]``.

For each offered rate, each run starts bot.py on a fresh database (SQLite, or a new database on
the given PostgreSQL server), connects the scripted peer of the e2e tests with every player in
its member list, opens a seed-000 tournament (approval off), sends the sign-ups at 200/s and
waits until all are in, seats round 1 with `/编排` (players / 4 tables), and then, for every
table, one after another at `rate` tables per second: its first seat sends `/报分 胜和负` and,
as soon as the bot has answered it, its second seat sends `/确认` (the peer does not wait for one
table before starting the next). Measured per run:
  round = first report sent -> last confirmation answered (target: 1,000 tables within 60 s);
  latency of a table = its report sent -> its confirmation answered (p50, p99 by nearest rank);
  unconfirmed = tables without a confirmation 60 s after the last report was sent;
  bot CPU per table = the bot's user + system time during the reports / tables;
  peak RSS = VmHWM of the bot process (sign-ups and seating included).
Prints each run and, per rate, the median over the runs; asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_load import send_signups
from bench.bench_signup import (
    GROUP,
    SUPERUSER,
    cpu_seconds,
    nearest_rank,
    open_signup,
    peak_rss_kib,
)
from tests.e2e.peer import BotProcess, OneBotPeer, temporary_database

FIRST_QQ = 300_000_000
SIGNUP_RATE = 200.0
GRACE = 60.0  # s after the last report is sent that confirmations are waited for
REPORTED = re.compile(r"已记录第(\d+)桌报分")
CONFIRMED = re.compile(r"第(\d+)桌结果 \S+ 已确认")


@dataclass
class Figures:
    tables: int
    confirmed: int
    round_seconds: float
    p50: float
    p99: float
    cpu_per_table: float
    peak_rss_kib: int

    @property
    def unconfirmed(self) -> int:
        return self.tables - self.confirmed


class Answers:
    """Waits for the bot's answers about each table, read from what the peer received."""

    def __init__(self, peer: OneBotPeer):
        self.peer = peer
        self.seen = len(peer.sent)
        self.reported: dict[int, asyncio.Future] = {}
        self.confirmed: dict[int, asyncio.Future] = {}

    @staticmethod
    def future(book: dict[int, asyncio.Future], table: int) -> asyncio.Future:
        """The answer about `table` in `book` (reported or confirmed): its arrival time."""
        if table not in book:
            book[table] = asyncio.get_running_loop().create_future()
        return book[table]

    async def watch(self) -> None:
        while True:
            for message in self.peer.sent[self.seen :]:
                for pattern, book in ((REPORTED, self.reported), (CONFIRMED, self.confirmed)):
                    for match in pattern.finditer(message.text):
                        future = self.future(book, int(match.group(1)))
                        if not future.done():
                            future.set_result(message.received_at)
            self.seen = len(self.peer.sent)
            await asyncio.sleep(0.02)


async def sign_up_all(peer: OneBotPeer, players: int, api) -> dict[int, int]:
    """Every player signs up (200/s); seq -> QQ once all are registered."""
    await send_signups(peer, FIRST_QQ, players, SIGNUP_RATE)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        listed = (await api.get("/api/tournaments/1/players")).json()
        if len(listed) == players:
            return {p["seq"]: int(p["qq"]) for p in listed}
        await asyncio.sleep(0.5)
    raise RuntimeError(f"only {len(listed)} of {players} sign-ups registered within 120 s")


async def one_run(players: int, rate: float, postgres: str | None) -> Figures:
    with tempfile.TemporaryDirectory(prefix="qisai-reports-") as workdir:
        async with temporary_database(Path(workdir), postgres) as url:
            bot = BotProcess(
                database_url=url,
                workdir=Path(workdir),
                env={"SIGNUP_BATCH_SECONDS": "0", "SEND_INTERVAL": "0", "LOG_LEVEL": "WARNING"},
            )
            async with (
                bot,
                OneBotPeer(bot.ws_url, diagnostics=bot.log_tail) as peer,
                bot.http() as api,
            ):
                for i in range(players):
                    peer.add_member(GROUP, FIRST_QQ + i)
                await open_signup(peer)
                qq_of = await sign_up_all(peer, players, api)
                await peer.group_message(GROUP, SUPERUSER, "/编排", role="owner")
                await peer.expect_reply(GROUP, "第1轮已编排", timeout=120)
                seated = (await api.get("/api/tournaments/1/rounds/1")).json()["tables"]
                answers = Answers(peer)
                watcher = asyncio.create_task(answers.watch())
                pid = bot._proc.pid  # the harness keeps the Popen private
                cpu_before = cpu_seconds(pid)
                latency: dict[int, float] = {}
                t0 = time.monotonic()

                async def play(k: int, table: dict) -> None:
                    delay = t0 + k / rate - time.monotonic()
                    if delay > 0:
                        await asyncio.sleep(delay)
                    number, seats = table["table"], table["seats"]
                    sent = time.monotonic()
                    await peer.group_message(GROUP, qq_of[seats[0]], "/报分 胜和负")
                    await answers.future(answers.reported, number)
                    await peer.group_message(GROUP, qq_of[seats[1]], "/确认")
                    latency[number] = await answers.future(answers.confirmed, number) - sent

                tasks = [asyncio.create_task(play(k, table)) for k, table in enumerate(seated)]
                last_send = t0 + (len(seated) - 1) / rate
                await asyncio.wait(tasks, timeout=max(0.0, last_send - time.monotonic()) + GRACE)
                for task in tasks:
                    task.cancel()
                watcher.cancel()
                cpu = cpu_seconds(pid) - cpu_before
                rss = peak_rss_kib(pid)
    done = sorted(latency.values()) or [float("nan")]
    end = (
        max(
            (t0 + k / rate + latency[t["table"]])
            for k, t in enumerate(seated)
            if t["table"] in latency
        )
        if latency
        else float("nan")
    )
    return Figures(
        len(seated),
        len(latency),
        end - t0,
        statistics.median(done),
        nearest_rank(done, 0.99),
        cpu / max(1, len(seated)),
        rss,
    )


def show(label: str, f: Figures) -> None:
    print(
        f"  {label:10} {f.tables} tables: round {f.round_seconds:6.1f} s "
        f"({f.confirmed / f.round_seconds:5.1f} tables/s)"
        f"   unconfirmed {f.unconfirmed}   p50 {f.p50 * 1000:8.1f} ms   p99 {f.p99 * 1000:8.1f} ms"
        f"   bot CPU {f.cpu_per_table * 1000:5.1f} ms/table   "
        f"peak RSS {f.peak_rss_kib / 1024:6.1f} MiB",
        flush=True,
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--players", type=int, default=4000, help="players (4 per table; default 4000)"
    )
    parser.add_argument(
        "--rates", default="20,40", help="offered tables per second (default 20,40)"
    )
    parser.add_argument(
        "--runs", type=int, default=1, help="runs per rate, each on a fresh bot and database"
    )
    parser.add_argument(
        "--postgres", metavar="URL", help="a postgresql+asyncpg:// server URL instead of SQLite"
    )
    args = parser.parse_args()
    database = "PostgreSQL" if args.postgres else "SQLite"
    print(
        f"a round of {args.players // 4} tables reported and confirmed, {database}, "
        f"{args.runs} run(s) per rate"
    )
    for rate in [float(r) for r in args.rates.split(",")]:
        print(f"offered {rate:g} tables/s:")
        runs = []
        for k in range(1, args.runs + 1):
            runs.append(await one_run(args.players, rate, args.postgres))
            show(f"run {k}", runs[-1])
        med = Figures(
            runs[0].tables,
            int(statistics.median(r.confirmed for r in runs)),
            statistics.median(r.round_seconds for r in runs),
            statistics.median(r.p50 for r in runs),
            statistics.median(r.p99 for r in runs),
            statistics.median(r.cpu_per_table for r in runs),
            int(statistics.median(r.peak_rss_kib for r in runs)),
        )
        show("median", med)


if __name__ == "__main__":
    asyncio.run(main())
