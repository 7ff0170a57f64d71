"""Benchmark: sign-ups offered at a steady rate to the real bot.py over a real OneBot v11 WebSocket.

Run from the repository root: ``PYTHONPATH=. .venv/bin/python bench/bench_load.py
[--rates 50,100,200,400] [--seconds 5] [--runs 3] [--batch 0] [--postgres URL]``.

For each offered rate, each run starts bot.py on a fresh database (SQLite, or a new database
on the given PostgreSQL server), connects the scripted peer of the e2e tests, opens a seed-000
tournament (approval off) and sends rate × seconds sign-ups from distinct group members (all
in the peer's member list from the start, as in a real group), one every 1/rate s (the schedule is kept from the start time, so a slow send does not lower the
offered rate). Every acknowledgement goes through the outbox; with ``--batch 0`` (default,
SIGNUP_BATCH_SECONDS=0, SEND_INTERVAL=0) acknowledgements that queue up behind each other are
still merged into one message, so a player counts as answered when a message @-mentions them.
Measured per run:
  throughput = answered / (last answer − first send), in sign-ups per second;
  latency of a sign-up = the first message mentioning the player − its send (p50, p99 by
  nearest rank); lost = offered − answered within the time allowed (60 s after the last send);
  bot CPU per message = the bot process's user + system time during the run / offered;
  peak RSS = VmHWM of the bot process (start-up included).
Prints each run and, per rate, the median over the runs; asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_signup import GROUP, cpu_seconds, nearest_rank, open_signup, peak_rss_kib
from tests.e2e.peer import BotProcess, OneBotPeer, temporary_database

FIRST_QQ = 200_000_000
GRACE = 60.0  # s after the last send that answers are waited for


@dataclass
class Figures:
    offered: int
    answered: int
    throughput: float
    p50: float
    p99: float
    cpu_per_message: float
    peak_rss_kib: int
    send_span: float
    messages: int = 0  # acknowledgement messages the bot sent (merged ones count once)

    @property
    def lost(self) -> int:
        return self.offered - self.answered


async def send_signups(
    peer: OneBotPeer,
    first_qq: int,
    count: int,
    rate: float,
    sent_at: dict[int, float] | None = None,
) -> None:
    """`count` sign-ups from QQ `first_qq` on, one every 1/rate s from now (the schedule is kept
    from the start, so a slow send does not lower the offered rate); `sent_at`: QQ -> when."""
    t0 = time.monotonic()
    for i in range(count):
        delay = t0 + i / rate - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        qq = first_qq + i
        if sent_at is not None:
            sent_at[qq] = time.monotonic()
        await peer.group_message(GROUP, qq, f"报名 【粤】棋手{i + 1} {qq}")


async def one_run(rate: float, seconds: float, batch: float, postgres: str | None) -> Figures:
    count = int(rate * seconds)
    with tempfile.TemporaryDirectory(prefix="qisai-load-") as workdir:
        async with temporary_database(Path(workdir), postgres) as url:
            bot = BotProcess(
                database_url=url,
                workdir=Path(workdir),
                env={
                    "SIGNUP_BATCH_SECONDS": str(batch),
                    "SEND_INTERVAL": "0",
                    "LOG_LEVEL": "WARNING",
                },
            )
            async with bot, OneBotPeer(bot.ws_url, diagnostics=bot.log_tail) as peer:
                for i in range(count):  # the players are in the group before the evening starts
                    peer.add_member(GROUP, FIRST_QQ + i)
                await open_signup(peer)
                pid = bot._proc.pid  # the harness keeps the Popen private
                cpu_before = cpu_seconds(pid)
                start = len(peer.sent)
                sent_at: dict[int, float] = {}
                t0 = time.monotonic()
                await send_signups(peer, FIRST_QQ, count, rate, sent_at)
                last_send = time.monotonic()
                answered: dict[int, float] = {}
                messages = 0
                seen = start
                while time.monotonic() < last_send + GRACE:
                    for m in peer.sent[seen:]:
                        if m.kind == "group" and "报名" in m.text:
                            messages += 1
                            for qq in m.at:
                                if qq in sent_at:
                                    answered.setdefault(qq, m.received_at)
                    seen = len(peer.sent)
                    if len(answered) == count:
                        break
                    await asyncio.sleep(0.05)
                cpu = cpu_seconds(pid) - cpu_before
                rss = peak_rss_kib(pid)
    latencies = sorted(answered[qq] - sent_at[qq] for qq in answered) or [float("nan")]
    end = max(answered.values()) if answered else last_send
    return Figures(
        count,
        len(answered),
        len(answered) / (end - t0),
        statistics.median(latencies),
        nearest_rank(latencies, 0.99),
        cpu / count,
        rss,
        last_send - t0,
        messages,
    )


def show(label: str, f: Figures) -> None:
    print(
        f"  {label:10} {f.throughput:7.1f}/s answered {f.answered}/{f.offered} (lost {f.lost})"
        f"   p50 {f.p50 * 1000:8.1f} ms   p99 {f.p99 * 1000:8.1f} ms"
        f"   bot CPU {f.cpu_per_message * 1000:5.1f} ms/msg   peak RSS {f.peak_rss_kib / 1024:6.1f} MiB"
        f"   {f.messages} messages (sent in {f.send_span:.1f} s)",
        flush=True,
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--rates",
        default="50,100,200,400",
        help="offered rates, sign-ups/s (default 50,100,200,400)",
    )
    parser.add_argument(
        "--seconds", type=float, default=5.0, help="how long each rate is offered (default 5 s)"
    )
    parser.add_argument(
        "--runs", type=int, default=3, help="runs per rate, each on a fresh bot and database"
    )
    parser.add_argument(
        "--batch", type=float, default=0.0, help="SIGNUP_BATCH_SECONDS of the bot (default 0)"
    )
    parser.add_argument(
        "--postgres", metavar="URL", help="a postgresql+asyncpg:// server URL instead of SQLite"
    )
    args = parser.parse_args()
    database = "PostgreSQL" if args.postgres else "SQLite"
    print(
        f"sign-ups offered for {args.seconds:g} s per rate, {database}, SIGNUP_BATCH_SECONDS={args.batch:g}, "
        f"{args.runs} run(s) per rate"
    )
    for rate in [float(r) for r in args.rates.split(",")]:
        print(f"offered {rate:g}/s:")
        runs = []
        for k in range(1, args.runs + 1):
            runs.append(await one_run(rate, args.seconds, args.batch, args.postgres))
            show(f"run {k}", runs[-1])
        med = Figures(
            runs[0].offered,
            int(statistics.median(r.answered for r in runs)),
            statistics.median(r.throughput for r in runs),
            statistics.median(r.p50 for r in runs),
            statistics.median(r.p99 for r in runs),
            statistics.median(r.cpu_per_message for r in runs),
            int(statistics.median(r.peak_rss_kib for r in runs)),
            statistics.median(r.send_span for r in runs),
            int(statistics.median(r.messages for r in runs)),
        )
        show("median", med)


if __name__ == "__main__":
    asyncio.run(main())
