"""A user's own catalogue entries (heroes, cards, dice) imported from JSON files, beside the shipped ones.

An import file looks like::

    {"format": "table-companion/catalogue", "version": 1,
     "game": "dice-throne", "kind": "hero",
     "entries": [{"id": "...", ...}, ...]}      # or an object keyed by id

A document may carry other keys (a template's `help`); they are ignored. Every entry is
validated by its kind (`cards_db.kinds`) before anything is written; an entry with the id of an
earlier import replaces it. `save_entries` writes entries the same way without a file (the
in-app hero editor saves through it). `list_entries` merges shipped and imported entries
(an imported entry with a shipped id takes its place, so a table can correct printed data).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from sqlalchemy import Text, UniqueConstraint, delete, select
from sqlmodel import Field, SQLModel

from cards_db.errors import reason
from cards_db.kinds import CatalogueError, CatalogueKind, get_kind
from rules_engine.messages import Message

CATALOGUE_FORMAT = "table-companion/catalogue"
CATALOGUE_FORMAT_VERSION = 1


class CatalogueEntryRow(SQLModel, table=True):
    """One imported catalogue entry of one kind of one game, as validated JSON text."""

    __tablename__ = "catalogue_entries"
    __table_args__ = (
        UniqueConstraint("game", "kind", "entry_id", name="uq_catalogue_entries_game_kind_entry_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(index=True)
    kind: str
    entry_id: str
    data: str = Field(sa_type=Text)
    source: str  # the file name it came from
    imported_at: datetime


def _engine(db: Any) -> Any:
    """The SQLAlchemy engine of a SessionStore (anything with an `engine`), or the Engine itself.

    The caller opens and closes the store: the catalogue sits below the services and never
    opens a database of its own.
    """
    if db is None or isinstance(db, str):
        raise TypeError("pass the open session store (or an SQLAlchemy engine) as db=, not a URL")
    return getattr(db, "engine", db)


def entry_problem(source: str, spec: CatalogueKind, entry_id: str, error: CatalogueError) -> Message:
    """The problem of one entry of a file: the file, the kind, the entry's id, and what is wrong with it."""
    return Message("{source}: {kind} {id}: {error}", source=source, kind=Message(spec.label), id=repr(entry_id),
                   error=reason(error))


def parse_catalogue_document(document: Any, source: str = "catalogue") -> tuple[str, str, dict[str, dict]]:
    """Validate an import document; returns (game, kind, entries by id) or raises CatalogueError."""
    if not isinstance(document, Mapping):
        raise CatalogueError(Message("{source}: a catalogue file is a JSON object", source=source))
    if document.get("format") != CATALOGUE_FORMAT:
        raise CatalogueError(Message("{source}: not a catalogue file (its 'format' must be {format})", source=source,
                                     format=repr(CATALOGUE_FORMAT)))
    version = document.get("version")
    if version != CATALOGUE_FORMAT_VERSION:
        raise CatalogueError(Message("{source}: catalogue format version {version} is not supported", source=source,
                                     version=repr(version)))
    game, kind = document.get("game"), document.get("kind")
    if not isinstance(game, str) or not isinstance(kind, str):
        raise CatalogueError(Message("{source}: 'game' and 'kind' must be given as text", source=source))
    spec = get_kind(game, kind)
    raw = document.get("entries")
    if isinstance(raw, Mapping):
        items = [(str(key), value) for key, value in raw.items()]
    elif isinstance(raw, list):
        items = []
        for index, value in enumerate(raw, start=1):
            if isinstance(value, Mapping) and "id" not in value and not _id_required(spec):
                items.append((_derived_id(source, spec, index, value), value))
                continue
            if not isinstance(value, Mapping) or not isinstance(value.get("id"), str) or not value["id"].strip():
                raise CatalogueError(Message("{source}: entry {index} has no 'id'", source=source, index=index))
            items.append((value["id"], value))
    else:
        raise CatalogueError(Message("{source}: 'entries' must be a list or an object keyed by id", source=source))
    if not items:
        raise CatalogueError(Message("{source}: no entries to import", source=source))
    entries: dict[str, dict] = {}
    for entry_id, value in items:
        if entry_id in entries:
            raise CatalogueError(Message("{source}: entry {id} appears twice", source=source, id=repr(entry_id)))
        if not isinstance(value, Mapping):
            raise CatalogueError(Message("{source}: entry {id} must be an object", source=source, id=repr(entry_id)))
        try:
            entries[entry_id] = spec.validate(value)
        except CatalogueError as error:
            raise CatalogueError(entry_problem(source, spec, entry_id, error)) from None
    _check_together(source, spec, entries)
    return game, kind, entries


def _id_required(spec: CatalogueKind) -> bool:
    """Whether an entry of this kind must carry its id (a kind whose schema says the id is optional derives it)."""
    if spec.schema is None or "id" not in spec.schema.names():
        return True
    return spec.schema.field("id").required


def _derived_id(source: str, spec: CatalogueKind, index: int, value: Mapping[str, Any]) -> str:
    """The id an entry without one takes: the one its kind's validator derives (from the name, as its template says)."""
    try:
        return str(spec.validate(value)["id"])
    except CatalogueError as error:
        raise CatalogueError(Message("{source}: {kind} entry {index}: {error}", source=source, kind=Message(spec.label),
                                     index=index, error=reason(error))) from None


def _check_together(source: str, spec: CatalogueKind, entries: Mapping[str, Mapping[str, Any]]) -> None:
    """The kind's whole-catalogue rule over these entries (e.g. no two cards of one name in one deck)."""
    if spec.check_together is None:
        return
    try:
        spec.check_together(entries)
    except CatalogueError as error:
        raise CatalogueError(Message("{source}: {error}", source=source, error=reason(error))) from None


def import_catalogue_file(path: str | Path, *, db: Any) -> tuple[str, str, int]:
    """Import a catalogue JSON file after validating every entry; returns (game, kind, count).

    `db` is an open SessionStore or an SQLAlchemy engine.
    Nothing is written unless the whole file is valid.
    """
    path = Path(path)
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        json.dumps(document, ensure_ascii=False).encode("utf-8")  # text SQLite can store: no lone surrogate
    except json.JSONDecodeError as error:
        raise CatalogueError(Message("{file} is not valid JSON (line {line}: {reason})", file=path.name,
                                     line=error.lineno, reason=error.msg)) from None
    except UnicodeDecodeError:
        raise CatalogueError(Message("{file} is not a UTF-8 text file", file=path.name)) from None
    except UnicodeEncodeError:
        raise CatalogueError(Message("{file} holds a lone surrogate (broken text in a \\u escape)",
                                     file=path.name)) from None
    except RecursionError:
        raise CatalogueError(Message("{file} is nested too deeply to be a catalogue file", file=path.name)) from None
    except ValueError:  # a number of thousands of digits (Python refuses to read it)
        raise CatalogueError(Message("{file} holds a number too long to be a count or a value",
                                     file=path.name)) from None
    game, kind, entries = parse_catalogue_document(document, path.name)
    save_entries(game, kind, entries, source=path.name, db=db, validated=True)
    return game, kind, len(entries)


def save_entries(game: str, kind: str, entries: Mapping[str, Mapping[str, Any]], *, source: str, db: Any,
                 validated: bool = False) -> dict[str, dict]:
    """Save entries into the user's catalogue as an import does (an id already there is replaced).

    Every entry is validated by its kind first (unless `validated`); a CatalogueError naming the
    entry means nothing was written. Returns the clean entries that were saved, by id.
    """
    spec = get_kind(game, kind)
    clean: dict[str, dict] = {}
    for entry_id, value in entries.items():
        if validated:
            clean[entry_id] = dict(value)
            continue
        try:
            clean[entry_id] = spec.validate(value)
        except CatalogueError as error:
            raise CatalogueError(entry_problem(source, spec, entry_id, error)) from None
    if not clean:
        raise CatalogueError(Message("{source}: no entries to save", source=source))
    if spec.check_together is not None:
        _check_together(source, spec, {**list_entries(game, kind, db=db), **clean})
    now = datetime.now(timezone.utc)
    table = CatalogueEntryRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared
    with _engine(db).begin() as conn:
        conn.execute(
            delete(table).where(
                table.c.game == game, table.c.kind == kind, table.c.entry_id.in_(list(clean))
            )
        )
        conn.execute(
            table.insert(),
            [
                {"game": game, "kind": kind, "entry_id": entry_id, "data": json.dumps(data, ensure_ascii=False),
                 "source": source, "imported_at": now}
                for entry_id, data in clean.items()
            ],
        )
    return clean


def imported_entries(game: str, kind: str, *, db: Any) -> dict[str, dict]:
    """The entries a user imported for one kind of one game, keyed by id."""
    table = CatalogueEntryRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared
    with _engine(db).connect() as conn:
        rows = conn.execute(
            select(table.c.entry_id, table.c.data).where(table.c.game == game, table.c.kind == kind)
        ).all()
    return {entry_id: json.loads(data) for entry_id, data in rows}


def list_entries(game: str, kind: str, *, db: Any) -> dict[str, dict]:
    """Shipped entries merged with imported ones (an imported id replaces the shipped entry)."""
    merged = dict(get_kind(game, kind).shipped())
    merged.update(imported_entries(game, kind, db=db))
    return merged


def delete_imported(game: str, kind: str, entry_id: str, *, db: Any) -> bool:
    """Remove one imported entry (the shipped one, if any, shows again); True if it existed."""
    table = CatalogueEntryRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared
    with _engine(db).begin() as conn:
        result = conn.execute(
            delete(table).where(table.c.game == game, table.c.kind == kind, table.c.entry_id == entry_id)
        )
    return bool(result.rowcount)
