"""A covering index of the log's heads, so that opening a long session reads them from the index alone.

Opening a session whose latest snapshot has a log digest reads every row under it without its texts
(`log_loading.LOG_HEAD_COLUMNS`: seq, kind, overridden, target_seq, created_at, digest). With only the
`(session_id, seq)` unique index, each of those rows was looked up in the table, among its action and ruling
texts: 72 ms for 50,009 heads, against 12-15 ms from an index holding the head's columns. Nothing existing
changes: the index is built from the rows as they are, and SQLite keeps it with every write.

Revision ID: 0007_log_heads_index
Revises: 0006_chance_and_branches
Create Date: 2026-11-30 08:50:00
"""

from typing import Sequence, Union

from alembic import op

revision: str = "0007_log_heads_index"
down_revision: Union[str, Sequence[str], None] = "0006_chance_and_branches"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Build the index from the rows as they are."""
    op.create_index("ix_log_entries_heads", "log_entries",
                    ["session_id", "seq", "kind", "overridden", "target_seq", "created_at", "digest"])


def downgrade() -> None:
    """Drop the index (the rows are untouched)."""
    op.drop_index("ix_log_entries_heads", table_name="log_entries")
