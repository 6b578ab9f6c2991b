"""Log digest: each state snapshot keeps one checksum of the log rows up to it, so a long session opens fast.

Revision ID: 0005_log_digest
Revises: 0004_game_clock
Create Date: 2026-11-23 10:00:00
"""

from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = "0005_log_digest"
down_revision: Union[str, Sequence[str], None] = "0004_game_clock"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Add the column, empty: a snapshot without it is ignored and rewritten with it at the next opening."""
    op.add_column("state_snapshots", sa.Column("log_digest", sa.Text(), nullable=True))


def downgrade() -> None:
    """Drop the column (snapshots are a cache; the log is untouched)."""
    op.drop_column("state_snapshots", "log_digest")
