"""tournament.sources and tournament.unread: what a tournament drafted from its regulation's
text (竞赛规程, `/新建赛事 规程`) read from which words, and the competition sentences it did not
use; both None for a tournament made from a preset or a regulation file.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-02 12:00:00.000000
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tournament", schema=None) as batch_op:
        batch_op.add_column(sa.Column("sources", sa.JSON(), nullable=True))
        batch_op.add_column(sa.Column("unread", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tournament", schema=None) as batch_op:
        batch_op.drop_column("unread")
        batch_op.drop_column("sources")
