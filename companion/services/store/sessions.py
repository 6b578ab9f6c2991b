"""The session store: opening a database safely, and listing, creating, opening and deleting sessions."""

from __future__ import annotations

import json
from datetime import datetime
from contextlib import contextmanager
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import delete, inspect, select, update
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import ArgumentError, OperationalError, SQLAlchemyError

from companion import __version__
from companion.services.settings import default_db_url
from companion.services.store import migrate
from companion.services.store.checksums import row_session_digest, session_digest
from companion.services.store.engine import create_store_engine, describe_url, write_options
from companion.services.store.failures import database_failure
from companion.services.store.location import Location, locate
from companion.services.store.errors import (
    DamagedDatabase,
    ForeignDatabase,
    InvalidName,
    ReadOnlyDatabase,
    SessionNotFound,
    StaleSession,
    StoreError,
)
from companion.services.store.live import LiveSession
from companion.services.store.log_loading import LoadedSession, checked_row_time, cyclic_collection_paused
from companion.services.store.names import session_names_problem
from companion.services.store.probe import Probe, probe_sqlite_file
from companion.services.store.snapshots import snapshot_keys
from companion.services.store.sql_log_writer import CHANCE, LOG, SESSIONS, SqlLogWriter, log_heads_query, log_rows_query
from companion.services.store.summaries import SessionSummary, summary_from_row
from companion.services.store.marker import APPLICATION_MARKER
from companion.services.store.schema import MetaRow, new_session_uid
from companion.services.store.times import now, to_db
from rules_engine.errors import RulesEngineError
from rules_engine.game import Game, GameSetup
from rules_engine.games import get_game
from rules_engine.messages import N_, Message

META = MetaRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared


class SessionStore:
    """Saved sessions in one database. Open with `SessionStore.open(url)`; close when done."""

    def __init__(self, engine: Engine, url: str, location: Location | None = None) -> None:
        self.engine = engine
        self.url = url
        self.location = location if location is not None else locate(url)
        self.where = describe_url(url)
        created_at = LOG.c.created_at.type
        #: How a log row's time is written into the database (the text a log digest reads back).
        self._time_text = created_at.dialect_impl(engine.dialect).bind_processor(engine.dialect)

    def stored_time(self, moment: datetime) -> str:
        """The text a log row's time `moment` is stored as (what `checksums.log_head_line` is given)."""
        return str(self._time_text(moment) if self._time_text is not None else moment)

    # -- opening -------------------------------------------------------------------------------

    @classmethod
    def open(cls, url: str | None = None, *, memory: bool = False) -> SessionStore:
        """Open (creating or migrating as needed) the database at `url`, the default one if None.

        A file that is not ours is never modified: DamagedDatabase for a corrupt or non-SQLite
        file, ForeignDatabase for another program's database, NewerDatabase for a schema written
        by a newer version of the app. An in-memory database only with `memory=True` (nothing is
        saved: the caller must say so on screen); an empty SQLite path is refused. A read-only
        file or URI (mode=ro) opens for listing and reading; writing raises ReadOnlyDatabase.
        """
        if url is None:
            url = "sqlite://" if memory else default_db_url()
        location = locate(url)
        if location.memory and not memory:
            raise StoreError(Message(
                "{url} is an in-memory database: nothing would be saved; use --memory to play without saving",
                url=repr(url)))
        if memory and not location.memory:
            raise StoreError(Message("--memory keeps nothing, so it takes no database file ({url})", url=describe_url(url)))
        path = location.file
        if path is not None:
            probe = probe_sqlite_file(path)
            if probe.revision is not None and not migrate.is_known_revision(probe.revision):
                raise migrate.newer_database_error(str(path), probe.revision, probe.app_version)
            if location.read_only:
                _check_readable_as_is(path, probe)
            elif probe.new:
                try:
                    path.parent.mkdir(parents=True, exist_ok=True)
                except OSError as error:
                    raise StoreError(Message("cannot create the folder {folder}: {error}", folder=path.parent,
                                             error=error.strerror or error)) from None
        try:
            engine = create_store_engine(location)
        except (ArgumentError, ImportError) as error:
            raise StoreError(Message("cannot use the database {url}: {error}", url=describe_url(url), error=error)) from None
        store = cls(engine, url, location)
        try:
            store._prepare(check_foreign=path is None)
        except BaseException:
            engine.dispose()
            raise
        return store

    @property
    def in_memory(self) -> bool:
        """True for an in-memory database: nothing is saved when the app closes."""
        return self.location.memory

    @property
    def read_only(self) -> bool:
        """True when the database can be listed and read but not written."""
        return self.location.read_only

    def _prepare(self, *, check_foreign: bool) -> None:
        """Check ownership (non-file databases), migrate to head, record the app version."""
        try:
            if check_foreign:
                tables = set(inspect(self.engine).get_table_names())
                if tables and "companion_meta" not in tables:
                    raise ForeignDatabase(Message(
                        "{where} holds another program's tables; it was left untouched: choose another --db",
                        where=self.where))
            if not self.read_only:
                migrate.upgrade_to(self.engine, where=self.where)
            with self.engine.connect() as conn:
                meta: dict[str, str] = dict(conn.execute(select(META.c.key, META.c.value)).all())
            if meta.get("application") != APPLICATION_MARKER:
                raise ForeignDatabase(Message("{where} belongs to another program; it was left untouched", where=self.where))
            if meta.get("app_version") != __version__ and not self.read_only:
                with self.write(N_("record the app version")) as conn:
                    conn.execute(delete(META).where(META.c.key == "app_version"))
                    conn.execute(META.insert().values(key="app_version", value=__version__))
        except StoreError:
            raise
        except SQLAlchemyError as error:
            raise self.database_error(error, N_("open")) from None

    def now(self) -> datetime:
        """The store's clock: the current time, aware UTC (the game clock takes its moments from here)."""
        return now()

    def close(self) -> None:
        """Release the database (on SQLite the last close also folds the WAL back into the file)."""
        self.engine.dispose()

    def __enter__(self) -> SessionStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- helpers used by LiveSession -----------------------------------------------------------

    @contextmanager
    def write(self, doing: str = N_("save the change")) -> Iterator[Connection]:
        """One write transaction (SQLite: BEGIN IMMEDIATE), committed when the block ends.

        ReadOnlyDatabase (naming what could not be done) on a read-only database. `doing` is
        marked for the catalogue (`N_`): the message shows it in the interface's language.
        """
        self.check_writable(doing)
        with self.engine.connect().execution_options(**write_options(self.engine)) as conn:
            with conn.begin():
                yield conn

    def check_writable(self, doing: str) -> None:
        """ReadOnlyDatabase (naming what could not be done) when the database is read-only."""
        if self.read_only:
            raise ReadOnlyDatabase(Message(
                "{where} is read-only: could not {doing} (its sessions can still be listed and read)",
                where=self.where, doing=Message(doing)))

    @contextmanager
    def failures(self, doing: str) -> Iterator[None]:
        """Turn a database failure inside the block into a one-line StoreError about `doing`."""
        try:
            yield
        except SQLAlchemyError as error:
            raise self.database_error(error, doing) from None
        except (ValueError, TypeError) as error:  # a stored value the column type cannot read back
            raise self.unreadable(error, doing) from None

    def unreadable(self, error: Exception, doing: str) -> DamagedDatabase:
        """The error for a stored value that cannot be read back (a damaged file)."""
        text = " ".join(str(error).split())[:200]
        return DamagedDatabase(Message("{where} is damaged (a stored value cannot be read: {text}); could not {doing}",
                                       where=self.where, text=text, doing=Message(doing)))

    def database_error(self, error: SQLAlchemyError, doing: str) -> StoreError:
        """A one-line StoreError for a database failure while `doing` something."""
        return database_failure(self.where, doing, error, operational=isinstance(error, OperationalError),
                                folder=self.location.file.parent if self.location.file is not None else None)

    # -- sessions ------------------------------------------------------------------------------

    def list_sessions(self) -> list[SessionSummary]:
        """Every saved session, most recently played first."""
        try:
            with self.engine.connect() as conn:
                rows = conn.execute(
                    select(SESSIONS).order_by(SESSIONS.c.last_played.desc(), SESSIONS.c.id.desc())
                ).all()
        except SQLAlchemyError as error:
            raise self.database_error(error, N_("list the sessions")) from None
        except (ValueError, TypeError) as error:
            raise self.unreadable(error, N_("list the sessions")) from None
        return [summary_from_row(row) for row in rows]

    def get_summary(self, session_id: int) -> SessionSummary:
        """The summary of one session; SessionNotFound if there is none with that id."""
        with self.failures(N_("read the session")), self.engine.connect() as conn:
            row = conn.execute(select(SESSIONS).where(SESSIONS.c.id == session_id)).first()
        if row is None:
            raise SessionNotFound(Message("there is no session {id}", id=session_id))
        return summary_from_row(row)

    def create_session(self, *, game_id: str, name: str, setup: GameSetup) -> LiveSession:
        """Validate the setup, then create and open a new session (nothing is created if invalid).

        Raises SetupError (a CommandError) for an invalid setup, UnknownGame for an unknown game,
        InvalidName for a session, player or catalogue name too long or with a control character.
        """
        game = get_game(game_id)
        valid = game.validate_setup(setup)
        game.setup(valid)  # a setup the game cannot start from must not be saved
        name = name.strip()
        if not name:
            raise StoreError(Message("give the session a name"))
        if problem := session_names_problem(name, valid):
            raise InvalidName(problem)
        moment = to_db(now())
        uid = new_session_uid()
        try:
            setup_text = json.dumps(valid.to_json(), ensure_ascii=False)
            with self.write(N_("create the session")) as conn:
                result = conn.execute(
                    SESSIONS.insert().values(
                        uid=uid,
                        digest=session_digest(uid, name, game.id, setup_text, moment),
                        name=name,
                        game_id=game.id,
                        game_title=game.title,
                        players=json.dumps([p.name for p in valid.players], ensure_ascii=False),
                        setup=setup_text,
                        created_at=moment,
                        last_played=moment,
                        revision=0,
                        actions=0,
                        app_version=__version__,
                    )
                )
                session_id = result.inserted_primary_key[0]  # type: ignore[index]  # an inserted row always has its key
        except (TypeError, ValueError) as error:
            raise StoreError(Message("the setup cannot be saved: {error}", error=error)) from None
        except SQLAlchemyError as error:
            raise self.database_error(error, N_("create the session")) from None
        return self.open_session(session_id)

    def open_session(self, session_id: int) -> LiveSession:
        """Load a session and rebuild its state by replaying its log."""
        with cyclic_collection_paused():
            try:
                with self.engine.connect() as conn:
                    row = conn.execute(select(SESSIONS).where(SESSIONS.c.id == session_id)).first()
                    if row is None:
                        raise SessionNotFound(Message("there is no session {id}", id=session_id))
                    self._check_identity(row)
                    game, setup = self._game_and_setup(row)
                    live = LiveSession(SqlLogWriter(self), row, game, setup, snapshot_keys(conn, session_id))
                    # The log rows are checked and recorded as the cursor yields them (never all at once).
                    live.read_log(lambda upto: conn.execute(log_heads_query(session_id, upto)),
                                  lambda from_seq: conn.execute(log_rows_query(session_id, from_seq)))
            except SQLAlchemyError as error:
                raise self.database_error(error, N_("open the session")) from None
            except (ValueError, TypeError) as error:
                raise self.unreadable(error, N_("open the session")) from None
            live.finish_loading()
            live.check_complete(row.actions)
        return live

    def adopt_session(self, loaded: LoadedSession) -> LiveSession:
        """The writer of a session read without this store (`display_read.DisplaySession`): see `LiveSession.adopt`."""
        return LiveSession.adopt(SqlLogWriter(self), loaded)

    def read_clock_text(self, session_id: int) -> str:
        """The game clock saved with a session, as stored (JSON); SessionNotFound if there is no such session."""
        with self.failures(N_("read the game clock")), self.engine.connect() as conn:
            text = conn.execute(select(SESSIONS.c.clock).where(SESSIONS.c.id == session_id)).scalar_one_or_none()
        if text is None:
            raise SessionNotFound(Message("no session {id} in {where}", id=session_id, where=self.where))
        return text

    def write_clock_text(self, session_id: int, text: str) -> None:
        """Save a session's game clock (JSON), committed before returning."""
        with self.failures(N_("save the game clock")), self.write(N_("save the game clock")) as conn:
            conn.execute(update(SESSIONS).where(SESSIONS.c.id == session_id).values(clock=text))

    def _game_and_setup(self, row: Any) -> tuple[Game, GameSetup]:
        try:
            game = get_game(row.game_id)
            setup = game.validate_setup(GameSetup.from_json(json.loads(row.setup)))
        except (RulesEngineError, ValueError, TypeError, KeyError, AttributeError) as error:
            raise StoreError(Message("session {id} ({name}) cannot be opened: {error}", id=row.id, name=row.name,
                                     error=error)) from None
        return game, setup

    def rename_session(self, session_id: int, name: str) -> None:
        """Give a session a new name (bumps its revision so other windows reload it); InvalidName if it breaks the name rule."""
        name = name.strip()
        if not name:
            raise StoreError(Message("give the session a name"))
        if problem := session_names_problem(name):
            raise InvalidName(problem)
        with self.failures(N_("rename the session")), self.write(N_("rename the session")) as conn:
            row = conn.execute(select(SESSIONS).where(SESSIONS.c.id == session_id)).first()
            if row is None:
                raise SessionNotFound(Message("there is no session {id}", id=session_id))
            conn.execute(
                update(SESSIONS)
                .where(SESSIONS.c.id == session_id)
                .values(
                    name=name,
                    revision=SESSIONS.c.revision + 1,
                    digest=session_digest(row.uid, name, row.game_id, row.setup, row.created_at),
                )
            )

    def delete_session(self, session_id: int) -> None:
        """Delete a session and its log, for good (only an explicit user delete does this)."""
        with self.failures(N_("delete the session")), self.write(N_("delete the session")) as conn:
            conn.execute(delete(LOG).where(LOG.c.session_id == session_id))
            result = conn.execute(delete(SESSIONS).where(SESSIONS.c.id == session_id))
            if result.rowcount != 1:
                raise SessionNotFound(Message("there is no session {id}", id=session_id))

    # -- export and import ---------------------------------------------------------------------

    def export_session(self, session_id: int) -> dict:
        """The session as a versioned JSON document (setup, the full log with timestamps, the chance request each
        action answered, and the what-if branches kept beside it).

        Exported only as `open_session` would show it: the session is opened first (its identity's
        checksum, every log row's checksum, its replay and its recorded count of actions), and every
        row copied into the document is checked against its checksum again as it is read (the same
        check, `log_loading.checked_row_time`), so a damaged row is refused, never exported. Chance
        requests and kept branches are read checked the same way (`chance_reading`, `read_branch`).
        """
        from companion.services.store.chance_reading import stored_chance_documents
        from companion.services.store.kept_branches import branches_of, read_branch
        from companion.services.store.transfer import export_document
        from companion.services.store.transfer_branches import branch_document

        live = self.open_session(session_id)
        chances = stored_chance_documents(self, live)
        branches = [branch_document(*read_branch(self, kept.id)) for kept in branches_of(self, session_id)]
        where = Message("session {id} ({name})", id=session_id, name=live.name)
        with self.failures(N_("export the session")), self.engine.connect() as conn:
            row = conn.execute(select(SESSIONS).where(SESSIONS.c.id == session_id)).first()
            if row is None:
                raise SessionNotFound(Message("there is no session {id}", id=session_id))
            self._check_identity(row)
            rows = []
            for stored in conn.execute(log_rows_query(session_id)):
                checked_row_time(where, stored)
                rows.append(stored)
        if row.revision != live.revision or len(rows) != len(live.entries):
            raise StaleSession(Message("session {name} was changed by another window or program while it was "
                                       "exported; export it again", name=repr(row.name)))
        return export_document(row, rows, chances, branches)

    def _check_identity(self, row: Any) -> None:
        """DamagedDatabase unless a sessions row's name, game and setup match its checksum."""
        if row_session_digest_or_none(row) != row.digest:
            raise DamagedDatabase(Message(
                "{where} is damaged: session {id}'s name, game or setup does not match its checksum; "
                "the file was left untouched", where=self.where, id=row.id))

    def import_session(self, document: Any) -> int:
        """Import an exported session after checking it fully (it must decode and replay); its new id.

        Its chance requests and kept branches are written in the same transaction: all of it, or nothing."""
        from companion.services.store.kept_branches import BRANCH_LOG, BRANCHES
        from companion.services.store.transfer import validate_document

        checked = validate_document(document)
        try:
            with self.write(N_("import the session")) as conn:
                result = conn.execute(SESSIONS.insert().values(**checked.session_values()))
                session_id = result.inserted_primary_key[0]  # type: ignore[index]  # an inserted row always has its key
                rows = checked.log_values(session_id)
                if rows:
                    conn.execute(LOG.insert(), rows)
                if chances := checked.chance_values(session_id):
                    conn.execute(CHANCE.insert(), chances)
                for branch in checked.branches:
                    values = branch.branch_values(session_id)
                    conn.execute(BRANCHES.insert().values(**values))
                    branch_id = conn.execute(select(BRANCHES.c.id).where(BRANCHES.c.uid == values["uid"])).scalar_one()
                    if events := branch.event_values(branch_id):
                        conn.execute(BRANCH_LOG.insert(), events)
        except SQLAlchemyError as error:
            raise self.database_error(error, N_("import the session")) from None
        return session_id


def row_session_digest_or_none(row: Any) -> str | None:
    """The checksum a sessions row should carry; None when its values cannot even be read as such."""
    try:
        return row_session_digest(row)
    except (ValueError, TypeError, AttributeError):
        return None


def _check_readable_as_is(path: Path, probe: Probe) -> None:
    """A read-only file can be read only if it exists and needs no upgrade (nothing may be written)."""
    if probe.new:
        raise ReadOnlyDatabase(Message("there is no database at {path} to read, and it is read-only: nothing can be created",
                                       path=path))
    if probe.revision != migrate.SCHEMA_HEAD:
        raise ReadOnlyDatabase(Message(
            "{path} is read-only and was saved by an older version (schema {revision}); it must be upgraded before it "
            "can be read: make it writable or copy it somewhere writable", path=path, revision=probe.revision))
    if not probe.tables_agree:
        raise ReadOnlyDatabase(Message(
            "{path} is read-only and its tables lack part of schema {revision} (an earlier version's upgrade left it "
            "so); it must be repaired before it can be read: make it writable or copy it somewhere writable",
            path=path, revision=probe.revision))

