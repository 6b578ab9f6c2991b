"""First schema: store metadata, sessions, their append-only logs, imported catalogue entries.

Revision ID: 0001
Revises:
Create Date: 2026-11-22 00:30:00
"""

from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: Union[str, Sequence[str], None] = None
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Create the first schema and mark the database as Table Companion's."""
    meta = op.create_table(
        "companion_meta",
        sa.Column("key", sa.String(), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key", name="pk_companion_meta"),
    )
    op.bulk_insert(meta, [{"key": "application", "value": "table-companion"}])
    op.create_table(
        "sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("game_id", sa.String(), nullable=False),
        sa.Column("game_title", sa.String(), nullable=False),
        sa.Column("players", sa.Text(), nullable=False),
        sa.Column("setup", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_played", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("actions", sa.Integer(), nullable=False),
        sa.Column("app_version", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_sessions"),
    )
    op.create_index("ix_sessions_game_id", "sessions", ["game_id"])
    op.create_index("ix_sessions_last_played", "sessions", ["last_played"])
    op.create_table(
        "log_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("action", sa.Text(), nullable=True),
        sa.Column("ruling", sa.Text(), nullable=True),
        sa.Column("overridden", sa.Boolean(), nullable=False),
        sa.Column("target_seq", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id"], ["sessions.id"], name="fk_log_entries_session_id_sessions", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_log_entries"),
        sa.UniqueConstraint("session_id", "seq", name="uq_log_entries_session_id_seq"),
    )
    op.create_table(
        "catalogue_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("entry_id", sa.String(), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("source", sa.String(), nullable=False),
        sa.Column("imported_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_catalogue_entries"),
        sa.UniqueConstraint("game", "kind", "entry_id", name="uq_catalogue_entries_game_kind_entry_id"),
    )
    op.create_index("ix_catalogue_entries_game", "catalogue_entries", ["game"])


def downgrade() -> None:
    """Drop everything the first schema created."""
    op.drop_index("ix_catalogue_entries_game", table_name="catalogue_entries")
    op.drop_table("catalogue_entries")
    op.drop_table("log_entries")
    op.drop_index("ix_sessions_last_played", table_name="sessions")
    op.drop_index("ix_sessions_game_id", table_name="sessions")
    op.drop_table("sessions")
    op.drop_table("companion_meta")
