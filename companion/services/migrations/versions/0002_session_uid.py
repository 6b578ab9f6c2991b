"""Sessions get ids that are never reused and a public uid every append checks; rows get checksums.

SQLite reused the id of a deleted session (INTEGER PRIMARY KEY without AUTOINCREMENT), so a
window still open on a deleted session could append into the new session that took its id.
The sessions table is rebuilt with AUTOINCREMENT and a unique `uid` (a UUID); existing sessions
get theirs here. Every session and log row also gets a `digest` (SHA-256 of its canonical form),
so a damaged value is found when it is read instead of being played silently. The whole upgrade runs in the store's one migration transaction: a process
killed half-way leaves the database at 0001, untouched.

Revision ID: 0002_session_uid
Revises: 0001
Create Date: 2026-11-23 00:20:00
"""

import hashlib
import json
import uuid
from datetime import datetime, timezone
from typing import Any, Literal, Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = "0002_session_uid"
down_revision: Union[str, Sequence[str], None] = "0001"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def _recreate() -> Literal["always", "auto"]:
    """SQLite must copy the table to change its key; other databases alter it in place."""
    return "always" if op.get_bind().dialect.name == "sqlite" else "auto"


# -- a frozen copy of companion/services/store/checksums.py as of this revision -----------------


def _iso(moment: Any) -> str:
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    moment = moment.replace(tzinfo=timezone.utc) if moment.tzinfo is None else moment.astimezone(timezone.utc)
    return moment.isoformat()


def _digest(values: list[Any]) -> str:
    text = json.dumps(values, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def session_digest(uid: str, name: str, game_id: str, setup: str, created_at: Any) -> str:
    """The checksum of a session's identity (as checksums.session_digest)."""
    return _digest([uid, name, game_id, setup, _iso(created_at)])


def log_digest(session_id: int, seq: int, kind: str, action: Any, ruling: Any, overridden: Any,
               target_seq: Any, created_at: Any) -> str:
    """The checksum of one log row (as checksums.log_digest)."""
    return _digest([session_id, seq, kind, action, ruling, bool(overridden), target_seq, _iso(created_at)])


# -- the upgrade ---------------------------------------------------------------------------------

SESSIONS = sa.table(
    "sessions", sa.column("id", sa.Integer()), sa.column("uid", sa.String()), sa.column("name", sa.String()),
    sa.column("game_id", sa.String()), sa.column("setup", sa.Text()), sa.column("created_at", sa.DateTime()),
    sa.column("digest", sa.String()),
)
LOG = sa.table(
    "log_entries", sa.column("id", sa.Integer()), sa.column("session_id", sa.Integer()), sa.column("seq", sa.Integer()),
    sa.column("kind", sa.String()), sa.column("action", sa.Text()), sa.column("ruling", sa.Text()),
    sa.column("overridden", sa.Boolean()), sa.column("target_seq", sa.Integer()),
    sa.column("created_at", sa.DateTime()), sa.column("digest", sa.String()),
)


def upgrade() -> None:
    """Add `uid` and `digest`, give every saved session and row theirs, make ids never reused."""
    with op.batch_alter_table("sessions", recreate=_recreate(), table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.add_column(sa.Column("uid", sa.String(), nullable=True))
        batch.add_column(sa.Column("digest", sa.String(), nullable=True))
    with op.batch_alter_table("log_entries") as batch:
        batch.add_column(sa.Column("digest", sa.String(), nullable=True))
    bind = op.get_bind()
    for row in bind.execute(sa.select(SESSIONS).order_by(SESSIONS.c.id)).all():
        uid = str(uuid.uuid4())
        digest = session_digest(uid, row.name, row.game_id, row.setup, row.created_at)
        bind.execute(SESSIONS.update().where(SESSIONS.c.id == row.id).values(uid=uid, digest=digest))
    for row in bind.execute(sa.select(LOG).order_by(LOG.c.id)).all():
        digest = log_digest(row.session_id, row.seq, row.kind, row.action, row.ruling, row.overridden,
                            row.target_seq, row.created_at)
        bind.execute(LOG.update().where(LOG.c.id == row.id).values(digest=digest))
    with op.batch_alter_table("sessions", recreate=_recreate(), table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.alter_column("uid", existing_type=sa.String(), nullable=False)
        batch.alter_column("digest", existing_type=sa.String(), nullable=False)
        batch.create_index("ix_sessions_uid", ["uid"], unique=True)
    with op.batch_alter_table("log_entries", recreate=_recreate()) as batch:
        batch.alter_column("digest", existing_type=sa.String(), nullable=False)


def downgrade() -> None:
    """Drop `uid` and the checksums (ids stay; SQLite keeps AUTOINCREMENT until the table is rebuilt)."""
    with op.batch_alter_table("log_entries", recreate=_recreate()) as batch:
        batch.drop_column("digest")
    with op.batch_alter_table("sessions", recreate=_recreate()) as batch:
        batch.drop_index("ix_sessions_uid")
        batch.drop_column("digest")
        batch.drop_column("uid")
