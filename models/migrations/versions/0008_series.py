"""series, seriesevent: a group's tournaments grouped into a series with points per place

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-02 02:00:00.000000
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

import models.tables

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "series",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("platform", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("group_id", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("rules_text", sa.Text(), nullable=True),
        sa.Column("created_by", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("created_at", models.tables.UtcDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("series", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_series_group_id"), ["group_id"], unique=False)
    op.create_table(
        "seriesevent",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("series_id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("added_by", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("added_at", models.tables.UtcDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["series_id"], ["series.id"]),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournament.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("series_id", "tournament_id"),
    )
    with op.batch_alter_table("seriesevent", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_seriesevent_series_id"), ["series_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_seriesevent_tournament_id"), ["tournament_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("seriesevent", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_seriesevent_tournament_id"))
        batch_op.drop_index(batch_op.f("ix_seriesevent_series_id"))
    op.drop_table("seriesevent")
    with op.batch_alter_table("series", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_series_group_id"))
    op.drop_table("series")
