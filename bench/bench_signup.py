"""Benchmark: a burst of sign-ups to the real bot.py over a real OneBot v11 WebSocket.

Run from the repository root: ``PYTHONPATH=. .venv/bin/python bench/bench_signup.py
[--players N] [--runs K] [--postgres postgresql+asyncpg://user:pass@host/any]``.

Each run starts bot.py on a fresh database (SQLite, or a new database on the given PostgreSQL
server), connects the scripted peer of the e2e tests, opens a seed-000 tournament (approval
off) and sends N sign-ups from N distinct group members as fast as the WebSocket takes them.
Acknowledgements are unbatched (SIGNUP_BATCH_SECONDS=0) and unspaced (SEND_INTERVAL=0), so
each sign-up gets its own reply, which @-mentions the player. Measured per run:
throughput = N / (last reply − first send); latency of a sign-up = its reply − its send;
the bot's peak resident memory (VmHWM of /proc/<pid>/status, start-up included) and the CPU
time the bot process spent per sign-up during the burst (utime + stime of /proc/<pid>/stat;
unlike the wall-clock figures, it hardly moves when other work loads the machine).
Prints each run and the median over the runs; asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.e2e.peer import SUPERUSER, BotProcess, OneBotPeer, temporary_database

GROUP = 20_001
FIRST_QQ = 100_000_000


@dataclass
class RunFigures:
    """What one run measured."""

    throughput: float  # sign-ups per second, first send to last reply
    median_latency: float  # s
    p99_latency: float  # s
    peak_rss_kib: int
    send_span: float  # s from the first send to the last
    cpu_per_signup: float  # s of the bot process's CPU time


def nearest_rank(sorted_values: list[float], fraction: float) -> float:
    """The nearest-rank percentile: the value at rank ⌈fraction·n⌉ (1-based) of the sorted list."""
    return sorted_values[max(1, math.ceil(fraction * len(sorted_values))) - 1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a running process has used so far (fields 14, 15 of
    /proc/<pid>/stat)."""
    fields = (
        Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    )  # from field 3 (state) on
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_kib(pid: int) -> int:
    """VmHWM of a running process, in KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmHWM in /proc/{pid}/status")


async def open_signup(peer: OneBotPeer) -> None:
    """A superuser creates a seed-000 tournament in GROUP, dated a month ahead, approval off."""
    today = datetime.now(ZoneInfo("Asia/Shanghai")).date()
    commands = [
        ("/新建赛事 xiaomanyao-junqi-2023", "已新建赛事"),
        (f"/设置 第1轮 {today + timedelta(days=32)} 20:00", "已设置"),
        (f"/设置 报名截止 {today + timedelta(days=30)} 20:00", "已设置"),
        ("/设置 审核 关", "已设置"),
    ]
    for command, answer in commands:
        await peer.group_message(GROUP, SUPERUSER, command, role="owner")
        await peer.expect_reply(GROUP, answer, timeout=30)


async def one_run(players: int, postgres: str | None) -> RunFigures:
    """Start a bot on a fresh database, send the burst, measure, stop the bot."""
    with tempfile.TemporaryDirectory(prefix="qisai-bench-") as workdir:
        async with temporary_database(Path(workdir), postgres) as url:
            bot = BotProcess(
                database_url=url,
                workdir=Path(workdir),
                env={"SIGNUP_BATCH_SECONDS": "0", "SEND_INTERVAL": "0", "LOG_LEVEL": "WARNING"},
            )
            async with bot, OneBotPeer(bot.ws_url, diagnostics=bot.log_tail) as peer:
                accounts = [FIRST_QQ + i for i in range(players)]
                for qq in accounts:  # the players are in the group before they sign up
                    peer.add_member(GROUP, qq)
                await open_signup(peer)
                pid = bot._proc.pid  # the harness keeps the Popen private
                cpu_before = cpu_seconds(pid)
                start = len(peer.sent)
                sent_at: dict[int, float] = {}
                for qq in accounts:
                    sent_at[qq] = time.monotonic()
                    await peer.group_message(GROUP, qq, f"报名 【粤】棋手{qq - FIRST_QQ + 1} {qq}")
                replies = await peer.wait_for_count(
                    lambda m: m.kind == "group" and m.target == GROUP and "报名成功" in m.text,
                    players,
                    timeout=60 + players,
                    since=start,
                )
                cpu = cpu_seconds(pid) - cpu_before
                rss = peak_rss_kib(pid)
            latencies = sorted(m.received_at - sent_at[m.at[0]] for m in replies)
            elapsed = max(m.received_at for m in replies) - min(sent_at.values())
            span = max(sent_at.values()) - min(sent_at.values())
            return RunFigures(
                players / elapsed,
                statistics.median(latencies),
                nearest_rank(latencies, 0.99),
                rss,
                span,
                cpu / players,
            )


def show(label: str, f: RunFigures) -> None:
    print(
        f"  {label:8} {f.throughput:8.1f} sign-ups/s   "
        f"latency median {f.median_latency * 1000:7.1f} ms"
        f"   p99 {f.p99_latency * 1000:7.1f} ms   peak RSS {f.peak_rss_kib / 1024:6.1f} MiB"
        f"   bot CPU {f.cpu_per_signup * 1000:5.1f} ms/sign-up   "
        f"(burst sent in {f.send_span * 1000:.0f} ms)"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=300, help="sign-ups per run (default 300)")
    parser.add_argument(
        "--runs", type=int, default=3, help="runs, each on a fresh bot and database (default 3)"
    )
    parser.add_argument(
        "--postgres", metavar="URL", help="a postgresql+asyncpg:// server URL instead of SQLite"
    )
    args = parser.parse_args()
    database = "PostgreSQL" if args.postgres else "SQLite"
    print(
        f"{args.players} sign-ups from {args.players} members in one burst, {database}, "
        f"{args.runs} run(s)"
    )
    runs = []
    for k in range(1, args.runs + 1):
        runs.append(await one_run(args.players, args.postgres))
        show(f"run {k}", runs[-1])
    show(
        "median",
        RunFigures(
            statistics.median(r.throughput for r in runs),
            statistics.median(r.median_latency for r in runs),
            statistics.median(r.p99_latency for r in runs),
            int(statistics.median(r.peak_rss_kib for r in runs)),
            statistics.median(r.send_span for r in runs),
            statistics.median(r.cpu_per_signup for r in runs),
        ),
    )


if __name__ == "__main__":
    asyncio.run(main())
