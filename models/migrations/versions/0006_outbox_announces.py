"""outbox.announces: what a group announcement announces is a column, not a part of `key`

Under 0005 a group announcement's `key` was `<tournament>:<word>:<chat>` (the command word of
the change that wrote it, or the timer's kind of row; '' on every other row), split again to
read the word. The word moves into `announces` (None where the key was ''), `key` goes, and a
new announcement's look-up of the undone ones reads the row's tournament, chat and word.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02 10:00:00.000000
"""

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

outbox = sa.table(
    "outbox",
    sa.column("id", sa.Integer()),
    sa.column("tournament_id", sa.Integer()),
    sa.column("chat", sa.String()),
    sa.column("key", sa.String()),
    sa.column("announces", sa.String()),
)


def word_of(key: str) -> str:
    """What a 0005 key announces: its second part (the chat after it, `group:<id>`, has a
    colon of its own); '' for a key not of three parts, as 0005's reader had it."""
    parts = key.split(":", 2)
    return parts[1] if len(parts) == 3 else ""


def upgrade() -> None:
    with op.batch_alter_table("outbox", schema=None) as batch_op:
        batch_op.add_column(sa.Column("announces", AutoString(), nullable=True))
    conn = op.get_bind()
    keyed = conn.execute(sa.select(outbox.c.id, outbox.c.key).where(outbox.c.key != "")).all()
    words = [{"row": ident, "word": word_of(key)} for ident, key in keyed]
    if words:
        conn.execute(
            outbox.update()
            .where(outbox.c.id == sa.bindparam("row"))
            .values(announces=sa.bindparam("word")),
            words,
        )
    with op.batch_alter_table("outbox", schema=None) as batch_op:
        batch_op.drop_index("ix_outbox_key")
        batch_op.drop_column("key")
        batch_op.create_index(
            "ix_outbox_announcement", ["tournament_id", "chat", "announces"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("outbox", schema=None) as batch_op:
        batch_op.drop_index("ix_outbox_announcement")
        batch_op.add_column(sa.Column("key", AutoString(), nullable=True))
    # a change without a tournament wrote `None:<word>:<chat>` (the timer's rows have one)
    tournament = sa.func.coalesce(sa.cast(outbox.c.tournament_id, sa.String()), "None")
    op.execute(
        outbox.update().values(
            key=sa.case(
                (outbox.c.announces.is_(None), ""),
                else_=tournament + ":" + outbox.c.announces + ":" + outbox.c.chat,
            )
        )
    )
    with op.batch_alter_table("outbox", schema=None) as batch_op:
        batch_op.alter_column("key", existing_type=AutoString(), nullable=False)
        batch_op.create_index("ix_outbox_key", ["key"], unique=False)
        batch_op.drop_column("announces")
