"""One group's season written directly as rows for the benchmarks that read it
(bench_rating.py, bench_records.py): ``weeks`` round-robin tournaments, each of ``players``
drawn from a club of ``club`` members (accounts 30000000 + member), ``rounds`` closed rounds of
random results (wins, draws, losses); and the fresh database and arguments they share."""

from __future__ import annotations

import argparse
import random
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from sqlalchemy import insert, select

from models import db
from models.tables import Entry, GameTable, Result, Round, Tournament, table_of
from services import tournaments
from tests.e2e.peer import temporary_database
from tests.outputs.two_player import ORG, T0


@asynccontextmanager
async def fresh_database(postgres: str | None) -> AsyncIterator[None]:
    """A migrated database of its own (SQLite under a temporary directory, or a new database
    on the given PostgreSQL server), configured while the block runs."""
    with tempfile.TemporaryDirectory() as tmp:
        async with temporary_database(Path(tmp), postgres) as url:
            db.configure(url)
            await db.migrate()
            try:
                yield
            finally:
                await db.dispose()


def season_parser(doc: str, rounds: int) -> argparse.ArgumentParser:
    """The arguments of a season benchmark: --weeks, --players, --rounds, --runs, --postgres."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--weeks", type=int, default=52)
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=rounds)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--postgres", default=None, help="a PostgreSQL URL (a fresh database)")
    return parser


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
