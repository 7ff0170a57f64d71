"""Benchmark: a round's worth of result reports, `/报分` then `/确认` for every table.

Run from the repository root: ``PYTHONPATH=. .venv/bin/python bench/bench_reports.py
[--players 300,4000] [--tables 200] [--runs 3] [--postgres URL]``.

For each field size, each run makes a fresh database (SQLite under a temporary directory, or a
new database on the given PostgreSQL server), opens a seed-000 tournament, writes the entries
directly (the sign-up path has bench_signup.py / bench_load.py), seats round 1 through the
service (`/编排`) and then, table after table, has the first seat report 胜和负 and the second
seat confirm it, through the same use cases the chat commands call (services.play). Measured
per run: wall time and process CPU per table (report + confirmation, one after the other, as
they reach the bot's single writer), and what that makes of 1,000 tables (4,000 players).
Prints each run and the median; asserts nothing. The chat layer adds its framework cost per
message (about 1 ms, bench_load.py) on top.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from contextlib import asynccontextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import select

from engine.regulation import read_setting
from models import db
from models.tables import Entry, GameTable, Tournament
from services import play, tournaments
from services.common import Actor
from tests.e2e.peer import temporary_database
from tests.services.test_fourplayer_flow import GROUP, ORG, R1, T0


@asynccontextmanager
async def seated_round(players: int, postgres: str | None):
    """A fresh database with a seed-000 tournament of `players` and round 1 seated."""
    with tempfile.TemporaryDirectory() as tmp:
        async with temporary_database(Path(tmp), postgres) as url:
            db.configure(url)
            await db.migrate()
            await tournaments.create_tournament(ORG, "xiaomanyao-junqi-2023", None, T0)
            await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
            await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
            async with db.writer() as s:
                t = (await s.execute(select(Tournament))).scalar_one()
                for i in range(players):
                    s.add(
                        Entry(
                            tournament_id=t.id,
                            seq=i + 1,
                            user_id=str(10_000_000 + i * 7919),
                            name=f"棋手{i}",
                            family="粤",
                            fields={},
                            status="active",
                            created_at=T0,
                        )
                    )
                t.next_seq = players
            await play.seat_next_round(ORG, R1)
            try:
                yield
            finally:
                await db.dispose()


async def run_once(players: int, tables: int, postgres: str | None) -> tuple[float, float]:
    """Seconds of wall time and of CPU per table (report + confirmation)."""
    async with seated_round(players, postgres):
        async with db.session() as s:
            seated = (await s.execute(select(GameTable).order_by(GameTable.number))).scalars().all()
            qq = {e.id: e.user_id for e in (await s.execute(select(Entry))).scalars()}
        sample = seated[:tables]
        cpu, wall = time.process_time(), time.perf_counter()
        for table in sample:
            await play.report_result(Actor(qq[table.seats[0]], GROUP), "胜和负", R1)
            await play.confirm_report(Actor(qq[table.seats[1]], GROUP), True, R1)
        return (time.perf_counter() - wall) / len(sample), (time.process_time() - cpu) / len(sample)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", default="300,4000", help="field sizes, comma-separated")
    parser.add_argument(
        "--tables", type=int, default=200, help="tables that report per run (from table 1)"
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--postgres", default=None, help="a PostgreSQL URL (a fresh database is made per run)"
    )
    args = parser.parse_args()
    print(
        f"report + confirm per table, {args.tables} tables per run, {args.runs} runs, "
        f"{'PostgreSQL' if args.postgres else 'SQLite'}"
    )
    for players in (int(p) for p in args.players.split(",")):
        figures = []
        for run in range(1, args.runs + 1):
            wall, cpu = asyncio.run(
                run_once(players, min(args.tables, players // 4), args.postgres)
            )
            figures.append((wall, cpu))
            print(
                f"  {players:5} players run {run}: {wall * 1000:6.1f} ms wall, "
                f"{cpu * 1000:6.1f} ms CPU per table"
            )
        wall = statistics.median(w for w, _ in figures)
        cpu = statistics.median(c for _, c in figures)
        print(
            f"  {players:5} players median: {wall * 1000:6.1f} ms wall, "
            f"{cpu * 1000:6.1f} ms CPU per table; "
            f"1,000 tables would take {wall * 1000:.0f} s"
        )


if __name__ == "__main__":
    main()
