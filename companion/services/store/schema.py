"""The tables of the session store (SQLModel). Alembic owns the schema: see companion/services/migrations.

JSON values (setups, actions, rulings) are stored as TEXT so every SQL database can hold them
and a human can read them with any SQLite browser. Times are aware UTC (SQLModel's UTCDateTime).
"""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import Column, ForeignKey, Index, Integer, MetaData, Text, UniqueConstraint
from sqlmodel import Field, SQLModel

# Stable constraint names, so later batch migrations on SQLite can find them.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
if not SQLModel.metadata.naming_convention or SQLModel.metadata.naming_convention == MetaData().naming_convention:
    SQLModel.metadata.naming_convention = NAMING_CONVENTION

class MetaRow(SQLModel, table=True):
    """Key/value facts about the database: which application owns it, which app version wrote it."""

    __tablename__ = "companion_meta"

    key: str = Field(primary_key=True)
    value: str = Field(sa_type=Text)


def new_session_uid() -> str:
    """A fresh public id for a session: never the same twice, on any machine."""
    return str(uuid.uuid4())


class SessionRow(SQLModel, table=True):
    """One saved game: its game, setup, and the revision that guards against lost updates.

    Ids are never reused (SQLite AUTOINCREMENT), and `uid` names the session for good: a window
    still open on a deleted session can never write into a newer one that got the same id.
    """

    __tablename__ = "sessions"
    __table_args__ = {"sqlite_autoincrement": True}

    id: int | None = Field(default=None, primary_key=True)
    uid: str = Field(default_factory=new_session_uid, index=True, unique=True)
    name: str
    game_id: str = Field(index=True)
    game_title: str
    players: str = Field(sa_type=Text)  # JSON list of player names, for the home screen
    setup: str = Field(sa_type=Text)  # JSON of GameSetup.to_json()
    created_at: datetime
    last_played: datetime = Field(index=True)
    revision: int = 0  # bumped by every append; compare-and-set guards concurrent writers
    actions: int = 0  # active actions now (undone ones excluded)
    app_version: str  # the app version that created the session
    digest: str  # checksums.session_digest of uid, name, game, setup and creation time
    #: JSON of the game clock (companion.services.game_clock); a stopped clock at zero when new.
    clock: str = Field(
        default='{"played": 0.0, "running_since": null, "turn": "", "turn_played": 0.0, "turns": []}',
        sa_type=Text,
    )


class LogRow(SQLModel, table=True):
    """One event of a session's append-only log: an action, an undo or a redo."""

    __tablename__ = "log_entries"
    __table_args__ = (
        UniqueConstraint("session_id", "seq", name="uq_log_entries_session_id_seq"),
        # Every head column (log_loading.LOG_HEAD_COLUMNS): a long log's heads are read from the index alone (0007).
        Index("ix_log_entries_heads", "session_id", "seq", "kind", "overridden", "target_seq", "created_at", "digest"),
    )

    id: int | None = Field(default=None, primary_key=True)
    session_id: int = Field(
        sa_column=Column(
            Integer,
            ForeignKey("sessions.id", ondelete="CASCADE", name="fk_log_entries_session_id_sessions"),
            nullable=False,
        )
    )
    seq: int  # 1-based position in the session's log
    kind: str  # "action" | "undo" | "redo"
    action: str | None = Field(default=None, sa_type=Text)  # JSON of Action.to_json()
    ruling: str | None = Field(default=None, sa_type=Text)  # JSON of Ruling.to_json()
    overridden: bool = False
    target_seq: int | None = None  # for undo/redo: the action entry it moved
    created_at: datetime
    digest: str  # checksums.log_digest of the row: a damaged value is found on reading


class SnapshotRow(SQLModel, table=True):
    """A cached state of a session: the state when action `action_seq` is the latest active one.

    Only a cache: valid for the rules version `rules_key`, rebuilt from the log when stale.
    """

    __tablename__ = "state_snapshots"

    session_id: int = Field(
        sa_column=Column(
            Integer,
            ForeignKey("sessions.id", ondelete="CASCADE", name="fk_state_snapshots_session_id_sessions"),
            primary_key=True,
        )
    )
    action_seq: int = Field(primary_key=True)
    rules_key: str
    state: str = Field(sa_type=Text)  # JSON of the state (rules_engine.serialization)
    notes: str = Field(sa_type=Text)  # JSON {seq: refusal} of saved actions today's rules refuse
    #: The checksum of the log rows up to `action_seq` as a whole (checksums.log_chain), or None
    #: in a snapshot written before it existed (such a snapshot is rewritten with one).
    log_digest: str | None = Field(default=None, sa_type=Text)


class ChanceRow(SQLModel, table=True):
    """The chance request a log entry's action answered (revision 0006): asked, whose step, the outcome.

    Written in the same transaction as its log row and never changed; an action without one (played
    before the revision, or typed whole) has no row. `record` is `rules_engine.chance_record.ChanceRecord`'s
    JSON, `digest` its checksum (`checksums.chance_digest`).
    """

    __tablename__ = "chance_requests"

    session_id: int = Field(
        sa_column=Column(
            Integer,
            ForeignKey("sessions.id", ondelete="CASCADE", name="fk_chance_requests_session_id_sessions"),
            primary_key=True,
        )
    )
    seq: int = Field(primary_key=True)  # the log entry's seq
    record: str = Field(sa_type=Text)
    digest: str


class KeptBranchRow(SQLModel, table=True):
    """A what-if branch kept beside its session (revision 0006): from which log entry, its name, its own log.

    Never a session: no report that reads `sessions` sees it. Its log is `BranchEntryRow`s.
    """

    __tablename__ = "kept_branches"
    __table_args__ = {"sqlite_autoincrement": True}

    id: int | None = Field(default=None, primary_key=True)
    uid: str = Field(default_factory=new_session_uid, unique=True)
    session_id: int = Field(
        sa_column=Column(
            Integer,
            ForeignKey("sessions.id", ondelete="CASCADE", name="fk_kept_branches_session_id_sessions"),
            nullable=False,
            index=True,
        )
    )
    from_seq: int  # the real log entry the branch starts after (0: the game as set up)
    from_top: int  # the latest real action active at that moment (0: none)
    name: str
    created_at: datetime
    last_played: datetime
    entries: int = 0  # how many of its log entries are saved (each keep appends the new ones)
    actions: int = 0  # its active actions when last kept
    digest: str  # checksums.branch_digest of uid, session, starting point and creation time


class BranchEntryRow(SQLModel, table=True):
    """One event of a kept branch's append-only log (as `LogRow`, with its chance record if any)."""

    __tablename__ = "branch_entries"

    branch_id: int = Field(
        sa_column=Column(
            Integer,
            ForeignKey("kept_branches.id", ondelete="CASCADE", name="fk_branch_entries_branch_id_kept_branches"),
            primary_key=True,
        )
    )
    seq: int = Field(primary_key=True)
    kind: str
    action: str | None = Field(default=None, sa_type=Text)
    ruling: str | None = Field(default=None, sa_type=Text)
    overridden: bool = False
    target_seq: int | None = None
    created_at: datetime
    chance: str | None = Field(default=None, sa_type=Text)
    digest: str
