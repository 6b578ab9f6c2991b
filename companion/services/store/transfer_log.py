"""One log of an export document, written and checked: the session's own log and each kept branch's.

Every entry is written as the session's log holds it, with the chance request its action answered (format
version 2: `chance`, the record's stored JSON, or null). Reading one back checks it entry by entry: its
fields, its action and ruling decoding, the dice inside its action (faces their dice have), the replay
(the ruling is recomputed, never taken from the document), and its chance request: it must decode beside
its action, build exactly that action again, and its own dice must show faces their die has.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from companion.services.store.dice_check import DiceChecker
from companion.services.store.errors import InvalidDocument, StoreError, reason
from companion.services.store.log_loading import decode_event
from companion.services.store.timeline import ACTION, LogEntry, Timeline
from companion.services.store.times import from_db
from rules_engine.actions import Action
from rules_engine.chance import DiceRequest
from rules_engine.chance_record import ChanceRecord
from rules_engine.dice import DiceRoll
from rules_engine.errors import RulesEngineError
from rules_engine.messages import Message


def iso_time(moment: datetime | str) -> str:
    """A stored time as the document writes it (ISO 8601 with its UTC offset)."""
    return from_db(moment).isoformat()


def parsed(text: str | None) -> Any:
    """A stored JSON text as plain data (None stays None)."""
    return json.loads(text) if text is not None else None


def entry_document(seq: int, kind: str, action: str | None, ruling: str | None, overridden: bool,
                   target_seq: int | None, created_at: datetime | str, chance: Any) -> dict[str, Any]:
    """One log entry of an export document, from its stored texts (`chance`: the record's JSON, or None)."""
    return {"seq": seq, "kind": kind, "action": parsed(action), "ruling": parsed(ruling), "overridden": bool(overridden),
            "target_seq": target_seq, "created_at": iso_time(created_at), "chance": chance}


@dataclass(frozen=True)
class CheckedEntry:
    """An entry of a document's log that replayed: the entry as the timeline holds it, and its chance request."""

    entry: LogEntry
    chance: ChanceRecord | None

    def action_text(self) -> str | None:
        """The action's canonical stored JSON (None for an undo or a redo)."""
        entry = self.entry
        return json.dumps(entry.action.to_json(), ensure_ascii=False) if entry.kind == ACTION and entry.action else None

    def ruling_text(self) -> str | None:
        """The ruling the replay gave, as stored JSON (None for an undo or a redo)."""
        entry = self.entry
        return json.dumps(entry.ruling.to_json(), ensure_ascii=False) if entry.kind == ACTION and entry.ruling else None


def document_field(data: Mapping, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    """`data[key]` when it is a `kind`; InvalidDocument naming it when it is missing or of another type."""
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise InvalidDocument(Message("{where}: {key} is missing or malformed", where=where, key=repr(key)))
    return value


def document_time(data: Mapping, key: str, where: str) -> datetime:
    """The time `data[key]`; InvalidDocument when it is missing or not a date and time."""
    text = document_field(data, key, str, where)
    try:
        return from_db(text)
    except (ValueError, OverflowError):
        raise InvalidDocument(Message("{where}: {key} is not a date and time ({text})", where=where, key=repr(key),
                                      text=repr(text))) from None


def checked_chance(data: Any, action: Action, dice: DiceChecker, where: str) -> ChanceRecord:
    """The chance request `data` kept beside `action`; InvalidDocument unless it rebuilds the action exactly."""
    try:
        record = ChanceRecord.from_json(data, action)
        rebuilt = record.replay()
    except (RulesEngineError, ValueError, TypeError, KeyError, AttributeError, IndexError) as error:
        raise InvalidDocument(Message("{where}: its chance request is malformed ({error})", where=where,
                                      error=reason(error))) from None
    if rebuilt != action:
        raise InvalidDocument(Message("{where}: its chance request does not give the action it is kept with "
                                      "(edited?)", where=where))
    if isinstance(record.outcome, DiceRoll) and isinstance(record.request, DiceRequest):
        dice.check_outcome(record.outcome, record.request.die, where)
    return record


def checked_log(timeline: Timeline, dice: DiceChecker, log: list[Any], where: str) -> list[CheckedEntry]:
    """Replay the document's `log` (its list of entries) on `timeline`; InvalidDocument at the first entry that
    does not hold. `where` names the document or branch the log is in (its entries are counted from 1)."""
    checked = []
    for position, entry in enumerate(log, start=1):
        at = Message("{where} log entry {position}", where=where, position=position)
        if not isinstance(entry, Mapping):
            raise InvalidDocument(Message("{where} is not an object", where=at))
        seq = entry.get("seq", position)
        kind = document_field(entry, "kind", str, at)
        overridden = entry.get("overridden", False)
        target = entry.get("target_seq")
        if not isinstance(overridden, bool) or target is not None and not isinstance(target, int):
            raise InvalidDocument(Message("{where}: 'overridden' or 'target_seq' is malformed", where=at))
        created_at = document_time(entry, "created_at", at)
        try:
            # The document's ruling must be there and well formed, but its text is never kept:
            # the replay below gives each action its ruling.
            action, ruling = decode_event(position, entry.get("action"), entry.get("ruling"))
        except StoreError as error:
            raise InvalidDocument(Message("{where}: {error}", where=where, error=reason(error))) from None
        if kind == ACTION and (action is None or ruling is None):
            raise InvalidDocument(Message("{where}: an action entry needs its action and its ruling", where=at))
        chance_data = entry.get("chance")
        if chance_data is not None and (kind != ACTION or action is None):
            raise InvalidDocument(Message("{where}: only an action entry keeps a chance request", where=at))
        if kind == ACTION and action is not None:  # refused above when it is missing
            dice.check(timeline.state, action, at)
        chance = checked_chance(chance_data, action, dice, at) if chance_data is not None and action else None
        try:
            loaded = timeline.load(seq, kind, action, None, overridden, target, created_at, recompute=True)
        except RulesEngineError as error:
            raise InvalidDocument(Message("{where} does not replay: {error}", where=where, error=reason(error))) from None
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            # An action of the right shape whose values the game cannot use (a name the session lacks): the
            # document is refused at the entry, and nothing is written.
            raise InvalidDocument(Message("{where}: its action names something this session does not hold",
                                          where=at)) from None
        checked.append(CheckedEntry(loaded, chance))
    return checked
