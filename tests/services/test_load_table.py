"""snapshot.load_table: a player's report reads their own table only, whatever the field size,
and finds it in the round being played (on SQLite and PostgreSQL alike)."""

from datetime import timedelta

from sqlalchemy import select

from models import db
from models.tables import Entry, GameTable, Tournament
from services import play, snapshot

from .test_fourplayer_flow import ORG, R1, play_round_one, setup_field


async def test_the_table_of_an_entry_and_nothing_else(clean_db):
    await setup_field()  # eight players: two tables of four
    await play.seat_next_round(ORG, R1)
    async with db.session() as s:
        t = (await s.execute(select(Tournament))).scalar_one()
        tables = (await s.execute(select(GameTable).order_by(GameTable.number))).scalars().all()
        for table in tables:
            for eid in table.seats:
                entry = await s.get(Entry, eid)
                snap = await snapshot.load_table(s, t, entry)
                (only,) = snap.current_round().tables
                assert only.table.id == table.id
                assert sorted(snap.entries) == sorted(table.seats)
                assert [e.id for e in only.entries] == table.seats  # first seat first
                assert snap.table_of(eid) is only


async def test_the_table_of_the_round_being_played(clean_db):
    await setup_field()
    await play_round_one()  # round 1 closed
    await play.seat_next_round(ORG, R1 + timedelta(days=1))
    async with db.session() as s:
        t = (await s.execute(select(Tournament))).scalar_one()
        full = await snapshot.load(s, t)
        playing = full.current_round()
        assert playing is not None and playing.round.number == 2
        for tv in playing.tables:
            entry = tv.entries[-1]
            snap = await snapshot.load_table(s, t, entry)
            assert snap.current_round().round.number == 2
            assert [x.table.id for x in snap.current_round().tables] == [tv.table.id]
            assert snap.rounds[1].tables == []  # earlier rounds' tables are not read


async def test_a_seat_is_matched_by_its_whole_id_not_by_its_digits(clean_db):
    """The seat test reads the seats' text first (cheap) and then the list: 12 is not in
    [112, 120] nor in [1, 2], and is found in [7, 12]."""
    await setup_field()
    await play.seat_next_round(ORG, R1)  # seats entries 1-8
    async with db.writer() as s:
        round_id = (await s.execute(select(GameTable.round_id))).scalars().first()
        s.add_all(
            [
                GameTable(round_id=round_id, number=101, seats=[112, 120]),
                GameTable(round_id=round_id, number=102, seats=[1, 2]),
                GameTable(round_id=round_id, number=103, seats=[7, 12]),
            ]
        )
    async with db.session() as s:
        found = (
            (await s.execute(select(GameTable.number).where(db.json_list_has(GameTable.seats, 12))))
            .scalars()
            .all()
        )
    assert found == [103]


async def test_a_players_entry_is_looked_up_by_the_tournament_and_user_index(clean_db):
    """With an ORDER BY seq, SQLite walked the (tournament, seq) index through every entry of
    the tournament for each command a player sent (1.5 ms at 4,000 players, twice per report)."""
    if not db.is_sqlite():
        return  # PostgreSQL plans from its statistics; the trap was SQLite's
    from services.common import _ENTRIES_OF_USER

    async with db.session() as s:
        sql = str(_ENTRIES_OF_USER.compile(dialect=s.bind.dialect))
        conn = await s.connection()
        plan = (await conn.exec_driver_sql(f"EXPLAIN QUERY PLAN {sql}", (1, "1"))).all()
    assert any("ix_entry_tournament_user" in row[-1] for row in plan), plan
