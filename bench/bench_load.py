"""Benchmark: sign-ups offered at a steady rate to the real bot.py over a real OneBot v11 WebSocket.

Run from the repository root: ``PYTHONPATH=. .venv/bin/python bench/bench_load.py
[--rates 50,100,200,400] [--seconds 5] [--runs 3] [--interval 1] [--batch 3]
[--implementation NapCat.Onebot] [--postgres URL]``.

For each offered rate, each run starts bot.py on a fresh database (SQLite, or a new database
on the given PostgreSQL server), connects the scripted peer of the e2e tests, opens a seed-000
tournament (approval off) and sends rate × seconds sign-ups from distinct group members (all
in the peer's member list from the start, as in a real group), one every 1/rate s (the schedule
is kept from the start time, so a slow send does not lower the offered rate).

The bot runs with the production throttle by default (SEND_INTERVAL=1: after a burst of 3, one
message a second per group, as QQ allows; SIGNUP_BATCH_SECONDS=3: acknowledgements gathered 3 s
into merged lists), as in every real group; ``--interval 0 --batch 0`` measures the bot alone.
The peer plays NapCat (``--implementation``; a name the bot does not know, e.g. ``none``, gives
an implementation without reactions): the bot puts an emoji on each sign-up message as well as
sending the merged text lists. A player counts as answered by the text when a message
@-mentions them. Measured per run:
  first acknowledgement of a sign-up = the earlier of its reaction and its text − its send
  (p50, p99 by nearest rank); the same for the text alone;
  throughput = text-answered / (last text answer − first send), in sign-ups per second;
  lost = offered − text-answered within the time allowed (90 s after the last send);
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
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_signup import GROUP, cpu_seconds, nearest_rank, open_signup, peak_rss_kib
from tests.e2e.peer import BotProcess, OneBotPeer, temporary_database
from tests.e2e.peer_reactions import NAPCAT

FIRST_QQ = 200_000_000
GRACE = 90.0  # s after the last send that answers are waited for


@dataclass
class Figures:
    offered: int
    answered: int  # by the text (a message @-mentioning the player)
    throughput: float
    p50: float  # first acknowledgement: reaction or text
    p99: float
    text_p50: float
    text_p99: float
    cpu_per_message: float
    peak_rss_kib: int
    send_span: float
    messages: int = 0  # acknowledgement messages the bot sent (merged ones count once)
    reactions: int = 0  # sign-up messages that got an emoji

    @property
    def lost(self) -> int:
        return self.offered - self.answered


async def send_signups(
    peer: OneBotPeer,
    first_qq: int,
    count: int,
    rate: float,
    sent_at: dict[int, float] | None = None,
    messages: dict[int, int] | None = None,
) -> None:
    """`count` sign-ups from QQ `first_qq` on, one every 1/rate s from now (the schedule is kept
    from the start, so a slow send does not lower the offered rate); `sent_at`: QQ -> when;
    `messages`: the sign-up's message id -> QQ."""
    t0 = time.monotonic()
    for i in range(count):
        delay = t0 + i / rate - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        qq = first_qq + i
        if sent_at is not None:
            sent_at[qq] = time.monotonic()
        mid = await peer.group_message(GROUP, qq, f"报名 【粤】棋手{i + 1} {qq}")
        if messages is not None:
            messages[mid] = qq


async def one_run(
    rate: float,
    seconds: float,
    interval: float,
    batch: float,
    implementation: str,
    postgres: str | None,
) -> Figures:
    count = int(rate * seconds)
    with tempfile.TemporaryDirectory(prefix="qisai-load-") as workdir:
        async with temporary_database(Path(workdir), postgres) as url:
            bot = BotProcess(
                database_url=url,
                workdir=Path(workdir),
                env={
                    "SIGNUP_BATCH_SECONDS": str(batch),
                    "SEND_INTERVAL": str(interval),
                    "LOG_LEVEL": "WARNING",
                },
            )
            async with (
                bot,
                OneBotPeer(bot.ws_url, diagnostics=bot.log_tail, app_name=implementation) as peer,
            ):
                for i in range(count):  # the players are in the group before the evening starts
                    peer.add_member(GROUP, FIRST_QQ + i)
                await open_signup(peer)
                pid = bot._proc.pid  # the harness keeps the Popen private
                cpu_before = cpu_seconds(pid)
                start = len(peer.sent)
                sent_at: dict[int, float] = {}
                of_message: dict[int, int] = {}
                t0 = time.monotonic()
                await send_signups(peer, FIRST_QQ, count, rate, sent_at, of_message)
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
                reacted: dict[int, float] = {}
                for r in peer.reactions:
                    if r.message_id in of_message:
                        reacted.setdefault(of_message[r.message_id], r.received_at)
    first = {
        qq: min(t for t in (answered.get(qq), reacted.get(qq)) if t is not None)
        for qq in sent_at
        if qq in answered or qq in reacted
    }
    latencies = sorted(first[qq] - sent_at[qq] for qq in first) or [float("nan")]
    text = sorted(answered[qq] - sent_at[qq] for qq in answered) or [float("nan")]
    end = max(answered.values()) if answered else last_send
    return Figures(
        count,
        len(answered),
        len(answered) / (end - t0),
        statistics.median(latencies),
        nearest_rank(latencies, 0.99),
        statistics.median(text),
        nearest_rank(text, 0.99),
        cpu / count,
        rss,
        last_send - t0,
        messages,
        len(reacted),
    )


def show(label: str, f: Figures) -> None:
    print(
        f"  {label:10} first ack p50 {f.p50 * 1000:8.1f} ms  p99 {f.p99 * 1000:8.1f} ms"
        f"   text p50 {f.text_p50:6.2f} s  p99 {f.text_p99:6.2f} s"
        f"   {f.throughput:6.1f}/s answered {f.answered}/{f.offered} (lost {f.lost})"
        f"   {f.reactions} reactions, {f.messages} messages (sent in {f.send_span:.1f} s)"
        f"   bot CPU {f.cpu_per_message * 1000:5.1f} ms/msg"
        f"   peak RSS {f.peak_rss_kib / 1024:6.1f} MiB",
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
        "--interval",
        type=float,
        default=1.0,
        help="SEND_INTERVAL of the bot (default 1, the production setting)",
    )
    parser.add_argument(
        "--batch",
        type=float,
        default=3.0,
        help="SIGNUP_BATCH_SECONDS of the bot (default 3, the production setting)",
    )
    parser.add_argument(
        "--implementation",
        default=NAPCAT,
        help=f"the app_name the peer gives in get_version_info (default {NAPCAT}; e.g. none)",
    )
    parser.add_argument(
        "--postgres", metavar="URL", help="a postgresql+asyncpg:// server URL instead of SQLite"
    )
    args = parser.parse_args()
    database = "PostgreSQL" if args.postgres else "SQLite"
    print(
        f"sign-ups offered for {args.seconds:g} s per rate, {database}, "
        f"SEND_INTERVAL={args.interval:g}, SIGNUP_BATCH_SECONDS={args.batch:g}, "
        f"peer {args.implementation}, {args.runs} run(s) per rate"
    )
    for rate in [float(r) for r in args.rates.split(",")]:
        print(f"offered {rate:g}/s:")
        runs = []
        for k in range(1, args.runs + 1):
            runs.append(
                await one_run(
                    rate,
                    args.seconds,
                    args.interval,
                    args.batch,
                    args.implementation,
                    args.postgres,
                )
            )
            show(f"run {k}", runs[-1])

        show(
            "median",
            Figures(
                runs[0].offered,
                int(med(runs, lambda r: r.answered)),
                med(runs, lambda r: r.throughput),
                med(runs, lambda r: r.p50),
                med(runs, lambda r: r.p99),
                med(runs, lambda r: r.text_p50),
                med(runs, lambda r: r.text_p99),
                med(runs, lambda r: r.cpu_per_message),
                int(med(runs, lambda r: r.peak_rss_kib)),
                med(runs, lambda r: r.send_span),
                int(med(runs, lambda r: r.messages)),
                int(med(runs, lambda r: r.reactions)),
            ),
        )


def med(runs: list[Figures], pick: Callable[[Figures], float]) -> float:
    """The median of one figure over the runs."""
    return statistics.median(pick(r) for r in runs)


if __name__ == "__main__":
    asyncio.run(main())
