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
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from season import fresh_database, season, season_parser

from models import db
from services import club_rating
from tests.outputs.two_player import ORG


async def run_once(args: argparse.Namespace) -> tuple[int, list[tuple[float, float, float]]]:
    async with fresh_database(args.postgres):
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


def main() -> None:
    parser = season_parser(__doc__, rounds=2)
    parser.add_argument("--club", type=int, default=120)
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
