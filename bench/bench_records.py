"""Benchmark: a player's record (`/战绩`, `GET /api/players/{qq}`) over a season.

Run from the repository root: ``PYTHONPATH=. .venv/bin/python bench/bench_records.py
[--weeks 52] [--players 64] [--rounds 5] [--runs 5] [--postgres URL]``.

A fresh database holds one group's season as bench/season.py writes it, with a club of exactly
``players`` members, so that the player measured played every one of the ``weeks`` tournaments
(52 weekly round robins of 64 players, ``rounds`` closed rounds each). Measured per run, wall
and CPU: `/战绩` for that player (services/records.py ``record``: his events with their places,
his games, his rating) and `GET /api/players/{qq}` (``player_json``). Prints each run and the
medians; asserts nothing.
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

from services import records
from services.common import Actor
from tests.outputs.two_player import ORG

PLAYER = str(30_000_000)  # member 0 of the club: bench/season.py's accounts


async def run_once(args: argparse.Namespace) -> tuple[int, list[tuple[float, float, float]]]:
    async with fresh_database(args.postgres):
        games = await season(args.weeks, args.players, args.rounds, args.players)
        actor = Actor(PLAYER, ORG.group_id)
        figures = []
        for _ in range(args.runs):
            cpu, wall = time.process_time(), time.perf_counter()
            out = await records.record(actor, [])
            chat = time.perf_counter()
            data = await records.player_json(PLAYER, True)
            done = time.perf_counter()
            assert data is not None and len(data["events"]) == args.weeks, out.text[:80]
            figures.append((chat - wall, done - chat, time.process_time() - cpu))
        return games, figures


def main() -> None:
    args = season_parser(__doc__, rounds=5).parse_args()
    games, figures = asyncio.run(run_once(args))
    print(
        f"a player of {args.weeks} tournaments x {args.players} players x {args.rounds} rounds "
        f"({games} games), {'PostgreSQL' if args.postgres else 'SQLite'}"
    )
    for i, (chat, api, cpu) in enumerate(figures, 1):
        print(
            f"  run {i}: /战绩 {chat * 1000:7.1f} ms, GET /api/players/{{qq}} {api * 1000:7.1f} ms "
            f"wall ({cpu * 1000:7.1f} ms CPU both)"
        )
    print(
        f"  median: /战绩 {statistics.median(f[0] for f in figures) * 1000:.1f} ms, "
        f"GET /api/players/{{qq}} {statistics.median(f[1] for f in figures) * 1000:.1f} ms "
        "(target < 500 ms)"
    )


if __name__ == "__main__":
    main()
