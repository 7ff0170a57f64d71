"""tournament.regulation_text: the regulation file a tournament was made or last updated from

The stored regulation (`regulation`) is the parsed snapshot; the text keeps the file's
comments, so `/规程` can send the organisers the file they wrote (with later `/设置` changes
written into it). None: a tournament made before this column, whose file is its preset's.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-02 00:00:00.000000
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tournament", schema=None) as batch_op:
        batch_op.add_column(sa.Column("regulation_text", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tournament", schema=None) as batch_op:
        batch_op.drop_column("regulation_text")
