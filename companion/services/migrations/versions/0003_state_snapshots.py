"""State snapshots: a cache of replayed states beside each session's log, keyed by the rules version.

Revision ID: 0003_state_snapshots
Revises: 0002_session_uid
Create Date: 2026-11-23 01:10:00
"""

from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = "0003_state_snapshots"
down_revision: Union[str, Sequence[str], None] = "0002_session_uid"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Add the snapshot table (empty: snapshots are rebuilt from the logs when sessions are opened)."""
    op.create_table(
        "state_snapshots",
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("action_seq", sa.Integer(), nullable=False),
        sa.Column("rules_key", sa.String(), nullable=False),
        sa.Column("state", sa.Text(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id"], ["sessions.id"], name="fk_state_snapshots_session_id_sessions", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("session_id", "action_seq", name="pk_state_snapshots"),
    )


def downgrade() -> None:
    """Drop the snapshot table (the logs alone still hold every session)."""
    op.drop_table("state_snapshots")
