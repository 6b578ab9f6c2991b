"""Game clock: each session keeps its clock (time played, time per turn, running or paused) beside its log.

Revision ID: 0004_game_clock
Revises: 0003_state_snapshots
Create Date: 2026-11-23 08:00:00
"""

from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = "0004_game_clock"
down_revision: Union[str, Sequence[str], None] = "0003_state_snapshots"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

#: A stopped clock at zero, as JSON (the form companion.services.game_clock reads).
STOPPED_CLOCK = '{"played": 0.0, "running_since": null, "turn": "", "turn_played": 0.0, "turns": []}'


def upgrade() -> None:
    """Add the clock column: every session saved before it gains a stopped clock at zero."""
    op.add_column("sessions", sa.Column("clock", sa.Text(), nullable=False, server_default=STOPPED_CLOCK))


def downgrade() -> None:
    """Drop the clock column (the logs are untouched; only the time played is forgotten)."""
    op.drop_column("sessions", "clock")
