"""playeralias: an account counted as another person in a group's tournaments

`/绑定 <QQ> <账号>` binds a WeChat account to a QQ number, or merges a second QQ number into a
first, for the group's club rating, records and series (services/identity.py).

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-02 02:30:00.000000
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

from models.tables import UtcDateTime

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "playeralias",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("group_id", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("account", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("person", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("created_by", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("created_at", UtcDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("group_id", "account"),
    )
    op.create_index("ix_playeralias_group_id", "playeralias", ["group_id"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_playeralias_group_id", table_name="playeralias")
    op.drop_table("playeralias")
