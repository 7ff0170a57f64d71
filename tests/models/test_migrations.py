"""The Alembic migrations build exactly the schema the models describe, on both databases,
and running them again at the next start changes nothing; rows stored before a migration read
the same after it."""

import os
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect
from sqlalchemy.ext.asyncio import AsyncSession, create_async_engine
from sqlmodel import SQLModel, col, select

from models import db
from models.tables import Outbox, UtcDateTime
from services import corrections
from tests.e2e.peer import temporary_database


async def test_migrations_match_the_models(database):
    await db.migrate()  # a second start: nothing to do, nothing breaks

    def diff(connection):
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        return compare_metadata(context, SQLModel.metadata)

    async with db.engine().connect() as conn:
        assert await conn.run_sync(diff) == []
        tables = set(await conn.run_sync(lambda c: inspect(c).get_table_names()))
    assert set(SQLModel.metadata.tables) | {"alembic_version"} == tables


# an outbox as 0002-0005 built it: `key` is `<tournament>:<word>:<chat>` on a group
# announcement and '' on every other row
OLD_OUTBOX = sa.table(
    "outbox",
    *(
        sa.column(name, type_)
        for name, type_ in [
            ("id", sa.Integer()),
            ("tournament_id", sa.Integer()),
            ("audit_id", sa.Integer()),
            ("chat", sa.String()),
            ("text", sa.String()),
            ("mentions", sa.JSON()),
            ("purpose", sa.String()),
            ("key", sa.String()),
            ("long", sa.Boolean()),
            ("created_at", UtcDateTime(timezone=True)),
            ("attempts", sa.Integer()),
            ("last_error", sa.String()),
            ("sent_at", UtcDateTime(timezone=True)),
            ("outcome", sa.String()),
            ("message_ids", sa.JSON()),
            ("superseded_at", UtcDateTime(timezone=True)),
        ]
    ),
)
AT = datetime(2026, 12, 1, 9, tzinfo=UTC)
# (key, purpose, chat, text, tournament, undone): what 0005's reader made of each key is
# its second part, the word (`what_of`), and the correction's look-up compared the key whole
STORED = [
    ("7:编排:group:100", "notice", "group:100", "第1轮对阵\n1台 甲 - 乙", 7, True),
    ("", "reply", "group:100", "已编排第1轮", 7, False),
    ("7:报名截止:group:100", "notice", "group:100", "报名已截止", 7, False),
    ("None:新建赛事:group:100", "notice", "group:100", "新赛事", None, False),
    ("7:结束本轮:group:100", "notice", "group:100", "第1轮结束", 7, True),
    ("", "notice", "private:5", "你的对手是乙", 7, False),
]


def _migrate(connection: sa.Connection, upgrade: bool, revision: str) -> None:
    config = db._alembic_config(connection)
    (command.upgrade if upgrade else command.downgrade)(config, revision)


async def test_an_outbox_row_stored_under_0005_reads_the_same_after_0006(database, tmp_path):
    server = os.environ.get("QISAI_TEST_PG_URL") if database == "postgresql" else None
    async with temporary_database(tmp_path, server) as url:
        engine = create_async_engine(url)
        try:
            async with engine.begin() as conn:
                await conn.run_sync(_migrate, True, "0005")
                for key, purpose, chat, text, tournament, undone in STORED:
                    await conn.execute(
                        OLD_OUTBOX.insert().values(
                            tournament_id=tournament,
                            chat=chat,
                            text=text,
                            mentions=[],
                            purpose=purpose,
                            key=key,
                            long=False,
                            created_at=AT,
                            attempts=1,
                            last_error="",
                            sent_at=AT,
                            outcome="sent",
                            message_ids=["55"],
                            superseded_at=AT if undone else None,
                        )
                    )
                before = (await conn.execute(sa.select(OLD_OUTBOX).order_by("id"))).all()
            async with engine.begin() as conn:
                await conn.run_sync(_migrate, True, "head")
            async with AsyncSession(engine, expire_on_commit=False) as s:
                after = list((await s.execute(select(Outbox).order_by(col(Outbox.id)))).scalars())
                # every other column as it was; the key's word is the row's `announces`
                assert [r.announces for r in after] == [
                    "编排",
                    None,
                    "报名截止",
                    "新建赛事",
                    "结束本轮",
                    None,
                ]
                for old, new in zip(before, after, strict=True):
                    kept = dict(old._mapping)
                    del kept["key"]
                    assert {name: getattr(new, name) for name in kept} == kept
                # after the upgrade a new /编排 post in group 100 of tournament 7 still starts
                # with a correction of the undone one stored before it: its table line
                # "1台 甲 - 乙" became "1台 甲 - 丙", the heading line is the same
                fresh = Outbox(
                    tournament_id=7,
                    chat="group:100",
                    text="第1轮对阵\n1台 甲 - 丙",
                    announces="编排",
                    created_at=AT,
                )
                await corrections.with_corrections(s, [fresh], AT)
                await s.commit()
                rows = list((await s.execute(select(Outbox).order_by(col(Outbox.id)))).scalars())
            correction = rows[len(STORED)]
            assert correction.text == (
                "更正：此前的公告已撤销，以下面的新公告为准。改动如下：\n"
                "原为：1台 甲 - 乙\n"
                "改为：1台 甲 - 丙"
            )
            assert correction.announces is None and rows[-1].text == fresh.text
            # the undone /编排 post is corrected; the undone /结束本轮 one waits for its own word
            assert [r.corrected_by for r in rows[: len(STORED)]] == [
                correction.id,
                None,
                None,
                None,
                None,
                None,
            ]
            async with engine.begin() as conn:  # and back: the keys as 0005 wrote them
                await conn.run_sync(_migrate, False, "0005")
                keys = (await conn.execute(sa.select(OLD_OUTBOX.c.key).order_by("id"))).scalars()
                assert list(keys) == [key for key, *_ in STORED] + ["", "7:编排:group:100"]
        finally:
            await engine.dispose()
