"""Alembic environment: runs on the connection models.db hands over (or a URL for autogenerate)."""

from alembic import context
from sqlalchemy import create_engine
from sqlmodel import SQLModel

from models import tables  # noqa: F401  (registers the tables on SQLModel.metadata)

target_metadata = SQLModel.metadata


def run() -> None:
    connection = context.config.attributes.get("connection")
    if connection is None:
        url = context.config.get_main_option("sqlalchemy.url")
        with create_engine(url).connect() as connection:
            _run_on(connection)
            connection.commit()
    else:
        _run_on(connection)


def _run_on(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


run()
