"""Chance requests beside the log, and what-if branches kept beside their session.

`chance_requests`: the request an action answered (what was asked, whose step, the outcome when the
action does not hold it), one row per log entry that answered one; an older save has none, read as
"no request". `kept_branches` and `branch_entries`: a branch kept apart from its session's log.
Nothing existing changes: old rows stay byte for byte as they were.

Revision ID: 0006_chance_and_branches
Revises: 0005_log_digest
Create Date: 2026-11-29 05:30:00
"""

from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = "0006_chance_and_branches"
down_revision: Union[str, Sequence[str], None] = "0005_log_digest"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Add the three tables, empty."""
    op.create_table(
        "chance_requests",
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("record", sa.Text(), nullable=False),
        sa.Column("digest", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id"], ["sessions.id"], name="fk_chance_requests_session_id_sessions", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("session_id", "seq", name="pk_chance_requests"),
    )
    op.create_table(
        "kept_branches",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("from_seq", sa.Integer(), nullable=False),
        sa.Column("from_top", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_played", sa.DateTime(timezone=True), nullable=False),
        sa.Column("entries", sa.Integer(), nullable=False),
        sa.Column("actions", sa.Integer(), nullable=False),
        sa.Column("digest", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id"], ["sessions.id"], name="fk_kept_branches_session_id_sessions", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_kept_branches"),
        sa.UniqueConstraint("uid", name="uq_kept_branches_uid"),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_kept_branches_session_id", "kept_branches", ["session_id"])
    op.create_table(
        "branch_entries",
        sa.Column("branch_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("action", sa.Text(), nullable=True),
        sa.Column("ruling", sa.Text(), nullable=True),
        sa.Column("overridden", sa.Boolean(), nullable=False),
        sa.Column("target_seq", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("chance", sa.Text(), nullable=True),
        sa.Column("digest", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["branch_id"], ["kept_branches.id"], name="fk_branch_entries_branch_id_kept_branches", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("branch_id", "seq", name="pk_branch_entries"),
    )


def downgrade() -> None:
    """Drop the three tables (the sessions and their logs are untouched; kept branches and requests are forgotten)."""
    op.drop_table("branch_entries")
    op.drop_index("ix_kept_branches_session_id", table_name="kept_branches")
    op.drop_table("kept_branches")
    op.drop_table("chance_requests")
