"""scheduledevent: an index on (done_at, due_at) for the timer's reads of the pending rows

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01 15:25:00.000000
"""

from alembic import op


revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('scheduledevent', schema=None) as batch_op:
        batch_op.create_index('ix_scheduledevent_pending', ['done_at', 'due_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('scheduledevent', schema=None) as batch_op:
        batch_op.drop_index('ix_scheduledevent_pending')
