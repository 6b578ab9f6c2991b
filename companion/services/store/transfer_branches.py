"""The what-if branches kept beside a session, in its export document (format version 2) and back.

A kept branch is written with its name, the log entry of the session it starts after, its times, and its
own log (entries as the session's log writes them, each with its chance request). Importing it checks it
as the session's own log is checked: it starts after an entry the imported log holds, and its log replays,
entry by entry, from the board as it stood there; it is then kept beside the new session (a new identity,
its checksums written again). A document without `branches` (version 1) imports with none.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from cards_db.names import name_problem
from companion.services.store.chance_log import record_text
from companion.services.store.dice_check import DiceChecker
from companion.services.store.errors import InvalidDocument
from companion.services.store.kept_branches import KeptBranch, StoredBranchEvent, branch_values, event_row
from companion.services.store.past_moments import PastMoments
from companion.services.store.timeline import Timeline
from companion.services.store.transfer_log import (
    CheckedEntry,
    checked_log,
    document_field,
    document_time,
    entry_document,
    iso_time,
    parsed,
)
from rules_engine.messages import Message


def branch_document(kept: KeptBranch, events: list[StoredBranchEvent]) -> dict[str, Any]:
    """A kept branch as its session's export carries it (its events as read and checked by `read_branch`)."""
    return {
        "name": kept.name,
        "from_seq": kept.from_seq,
        "created_at": iso_time(kept.created_at),
        "last_played": iso_time(kept.last_played),
        "log": [entry_document(event.seq, event.kind, event.action, event.ruling, event.overridden, event.target_seq,
                               event.created_at, parsed(event.chance)) for event in events],
    }


@dataclass(frozen=True)
class CheckedBranch:
    """A branch of an import document that replayed from its starting board: ready to keep beside the new session."""

    name: str
    from_seq: int
    from_top: int
    created_at: datetime
    last_played: datetime
    events: tuple[CheckedEntry, ...]
    actions: int  # its active actions after its whole log

    def branch_values(self, session_id: int) -> dict[str, Any]:
        """Column values of its new `kept_branches` row."""
        return branch_values(session_id, name=self.name, from_seq=self.from_seq, from_top=self.from_top,
                             created_at=self.created_at, last_played=self.last_played, entries=len(self.events),
                             actions=self.actions)

    def event_values(self, branch_id: int) -> list[dict[str, Any]]:
        """Column values of its new `branch_entries` rows."""
        return [event_row(branch_id, checked.entry, _chance_text(checked)) for checked in self.events]


def _chance_text(checked: CheckedEntry) -> str | None:
    action = checked.entry.action
    return record_text(checked.chance, action) if checked.chance is not None and action is not None else None


def checked_branches(document: Mapping, session: Timeline, dice: DiceChecker) -> tuple[CheckedBranch, ...]:
    """The kept branches of an import document whose own log replayed on `session`; InvalidDocument at the first
    that does not hold. None in a document without `branches` (an export from before they were carried)."""
    found = document.get("branches", [])
    if not isinstance(found, list):
        raise InvalidDocument(Message("{where}: {key} is missing or malformed", where=Message("session export"),
                                      key=repr("branches")))
    moments = PastMoments(session)
    branches = []
    for position, data in enumerate(found, start=1):
        where = Message("session export branch {position}", position=position)
        if not isinstance(data, Mapping):
            raise InvalidDocument(Message("{where} is not an object", where=where))
        name = document_field(data, "name", str, where).strip()
        if not name:
            raise InvalidDocument(Message("{where}: the branch has no name", where=where))
        if problem := name_problem(Message("branch name"), name):
            raise InvalidDocument(Message("{where}: {error}", where=where, error=problem))
        from_seq = document_field(data, "from_seq", int, where)
        if not 0 <= from_seq <= moments.total:
            raise InvalidDocument(Message("{where} starts after log entry {seq}, which the session's log does not have",
                                          where=where, seq=from_seq))
        moment = moments.moment(from_seq)
        timeline = Timeline(session.game, session.setup, start=moment.state)
        events = checked_log(timeline, dice, document_field(data, "log", list, where), where)
        branches.append(CheckedBranch(name, from_seq, moment.top, document_time(data, "created_at", where),
                                      document_time(data, "last_played", where), tuple(events),
                                      timeline.active_actions))
    return tuple(branches)
