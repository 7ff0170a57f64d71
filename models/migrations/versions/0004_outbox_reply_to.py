"""outbox.reply_to: whom a reply answers (its @ leads its line when replies are merged)

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01 14:00:00.000000
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op


revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('outbox', schema=None) as batch_op:
        batch_op.add_column(sa.Column('reply_to', sqlmodel.sql.sqltypes.AutoString(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('outbox', schema=None) as batch_op:
        batch_op.drop_column('reply_to')
