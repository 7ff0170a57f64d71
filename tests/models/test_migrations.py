"""The Alembic migrations build exactly the schema the models describe, on both databases,
and running them again at the next start changes nothing."""

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect
from sqlmodel import SQLModel

from models import db


async def test_migrations_match_the_models(database):
    await db.migrate()  # a second start: nothing to do, nothing breaks

    def diff(connection):
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        return compare_metadata(context, SQLModel.metadata)

    async with db.engine().connect() as conn:
        assert await conn.run_sync(diff) == []
        tables = set(await conn.run_sync(lambda c: inspect(c).get_table_names()))
    assert set(SQLModel.metadata.tables) | {"alembic_version"} == tables
