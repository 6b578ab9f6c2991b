"""Sessions get ids that are never reused and a public uid that every append checks.

SQLite reused the id of a deleted session (INTEGER PRIMARY KEY without AUTOINCREMENT), so a
window still open on a deleted session could append into the new session that took its id.
The sessions table is rebuilt with AUTOINCREMENT and a unique `uid` (a UUID); existing sessions
get theirs here. The whole upgrade runs in the store's one migration transaction: a process
killed half-way leaves the database at 0001, untouched.

Revision ID: 0002_session_uid
Revises: 0001
Create Date: 2026-11-23 00:20:00
"""

import uuid
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = "0002_session_uid"
down_revision: Union[str, Sequence[str], None] = "0001"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def _recreate() -> str:
    """SQLite must copy the table to change its key; other databases alter it in place."""
    return "always" if op.get_bind().dialect.name == "sqlite" else "auto"


def upgrade() -> None:
    """Add `uid`, give every saved session its own, make ids never reused."""
    with op.batch_alter_table("sessions", recreate=_recreate(), table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.add_column(sa.Column("uid", sa.String(), nullable=True))
    sessions = sa.table("sessions", sa.column("id", sa.Integer()), sa.column("uid", sa.String()))
    bind = op.get_bind()
    for (session_id,) in bind.execute(sa.select(sessions.c.id).order_by(sessions.c.id)).all():
        bind.execute(sessions.update().where(sessions.c.id == session_id).values(uid=str(uuid.uuid4())))
    with op.batch_alter_table("sessions", recreate=_recreate(), table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.alter_column("uid", existing_type=sa.String(), nullable=False)
        batch.create_index("ix_sessions_uid", ["uid"], unique=True)


def downgrade() -> None:
    """Drop `uid` (ids stay as they are; SQLite keeps AUTOINCREMENT until the table is rebuilt)."""
    with op.batch_alter_table("sessions", recreate=_recreate()) as batch:
        batch.drop_index("ix_sessions_uid")
        batch.drop_column("uid")
