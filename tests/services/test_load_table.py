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
