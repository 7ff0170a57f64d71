"""Benchmark: the club rating of a season recomputed from the games (nothing of it is stored).

Run from the repository root: ``PYTHONPATH=. .venv/bin/python bench/bench_rating.py
[--weeks 52] [--players 64] [--rounds 2] [--club 120] [--runs 5] [--postgres URL]``.

A fresh database (SQLite under a temporary directory, or a new database on the given PostgreSQL
server) holds one group's season: ``weeks`` round-robin tournaments, each of ``players`` drawn
from a club of ``club`` members, ``rounds`` closed rounds of random results (wins, draws,
losses; 52 × 64 players × 2 rounds = 3,328 games), written directly as rows. Measured per run:
the whole recompute as `/等级分` does it — the games read from the database
(services/club_rating.py ``load_group``, four queries and each table's result through its
format) and rated (``ratings``, engine/rating.py) — and the rating alone, wall and CPU time.
Prints each run and the median; asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import insert, select

from models import db
from models.tables import Entry, GameTable, Result, Round, Tournament, table_of
from services import club_rating, tournaments
from tests.e2e.peer import temporary_database
from tests.outputs.two_player import ORG, T0


async def season(weeks: int, players: int, rounds: int, club: int) -> int:
    """Write the season's rows; the number of games."""
    rng = random.Random(19)
    await tournaments.create_tournament(ORG, "round-robin", "第1周", T0)
    async with db.writer() as s:
        first = (await s.execute(select(Tournament))).scalar_one()
        template = first.regulation
        for week in range(2, weeks + 1):
            s.add(
                Tournament(
                    name=f"第{week}周",
                    preset="round-robin",
                    format=first.format,
                    regulation=template,
                    group_id=first.group_id,
                    status="finished",
                    created_by=ORG.user_id,
                    created_at=T0,
                )
            )
    games = 0
    async with db.writer() as s:
        tids = list((await s.execute(select(Tournament.id).order_by(Tournament.id))).scalars())
        for tid in tids:
            field = rng.sample(range(club), players)
            await s.execute(
                insert(table_of(Entry)),
                [
                    db.column_values(
                        Entry,
                        tournament_id=tid,
                        seq=i + 1,
                        user_id=str(30_000_000 + member),
                        name=f"棋友{member}",
                        created_at=T0,
                    )
                    for i, member in enumerate(field)
                ],
            )
            ids = list(
                (
                    await s.execute(
                        select(Entry.id).where(Entry.tournament_id == tid).order_by(Entry.seq)
                    )
                ).scalars()
            )
            for number in range(1, rounds + 1):
                rnd = Round(tournament_id=tid, number=number, status="closed")
                s.add(rnd)
                await s.flush()
                order = ids[:]
                rng.shuffle(order)
                tables = [
                    db.column_values(
                        GameTable, round_id=rnd.id, number=k + 1, seats=order[2 * k : 2 * k + 2]
                    )
                    for k in range(players // 2)
                ]
                await s.execute(insert(table_of(GameTable)), tables)
                table_ids = (
                    await s.execute(select(GameTable.id).where(GameTable.round_id == rnd.id))
                ).scalars()
                await s.execute(
                    insert(table_of(Result)),
                    [
                        db.column_values(
                            Result, table_id=t, games=rng.choice("WWDL"), updated_at=T0
                        )
                        for t in table_ids
                    ],
                )
                games += len(tables)
    return games


async def run_once(args: argparse.Namespace) -> tuple[int, list[tuple[float, float, float]]]:
    with tempfile.TemporaryDirectory() as tmp:
        async with temporary_database(Path(tmp), args.postgres) as url:
            db.configure(url)
            await db.migrate()
            try:
                games = await season(args.weeks, args.players, args.rounds, args.club)
                figures = []
                for _ in range(args.runs):
                    cpu, wall = time.process_time(), time.perf_counter()
                    async with db.session() as s:
                        group = await club_rating.load_group(s, "qq", ORG.group_id or "")
                    loaded = time.perf_counter()
                    table = club_rating.ratings(group)
                    done = time.perf_counter()
                    assert sum(r.games for r in table["xiangqi"].values()) == 2 * games
                    figures.append((done - wall, done - loaded, time.process_time() - cpu))
                return games, figures
            finally:
                await db.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--weeks", type=int, default=52)
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--club", type=int, default=120)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--postgres", default=None, help="a PostgreSQL URL (a fresh database)")
    args = parser.parse_args()
    games, figures = asyncio.run(run_once(args))
    print(
        f"{args.weeks} tournaments x {args.players} players x {args.rounds} rounds = "
        f"{games} games, {'PostgreSQL' if args.postgres else 'SQLite'}"
    )
    for i, (whole, rate, cpu) in enumerate(figures, 1):
        print(
            f"  run {i}: recompute {whole * 1000:7.1f} ms wall ({cpu * 1000:7.1f} ms CPU), "
            f"of which rating {rate * 1000:6.1f} ms"
        )
    print(
        f"  median: recompute {statistics.median(f[0] for f in figures) * 1000:.1f} ms, "
        f"rating alone {statistics.median(f[1] for f in figures) * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
