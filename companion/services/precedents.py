"""Precedents: how this table ruled a rule before, across every saved session.

Each time a session applied an action against one of the book's rules (a house rule, or one of
the group's standing table rules, `rules_engine.standing_rules`), its log entry keeps the ruling
with that rule among the rules set aside. `precedents(store, rule_id)` finds them all: the session,
when, the log line (its entry number and the ruling's words), which table rules it named, and
whether the entry was undone later. Every row read is checked against its checksum; a damaged row
is counted, never shown.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import and_, or_, select

from companion.services.store.errors import StoreError
from companion.services.store.log_loading import checked_row_time
from companion.services.store.schema import LogRow, SessionRow
from companion.services.store.timeline import ACTION, REDO, UNDO
from rules_engine.messages import N_
from rules_engine.ruling import Ruling

LOG = LogRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared
SESSIONS = SessionRow.__table__  # type: ignore[attr-defined]  # SQLModel sets __table__ in its metaclass, undeclared


@dataclass(frozen=True, slots=True)
class Precedent:
    """One log entry that set the rule aside: where, when, what the ruling said, and how."""

    session_id: int
    session_name: str
    seq: int
    when: datetime
    message: str
    table_rules: tuple[str, ...]
    active: bool  # False when the entry was undone later (and not redone)


@dataclass(frozen=True, slots=True)
class Precedents:
    """Every precedent of one rule, oldest first, and how many log rows could not be read."""

    rule_id: str
    found: tuple[Precedent, ...]
    unreadable: int = 0


def _waives(ruling_text: str | None, rule_id: str) -> Ruling | None:
    """The stored ruling when it set `rule_id` aside, else None."""
    if not ruling_text or rule_id not in ruling_text:  # most rows never mention it: no JSON decoded
        return None
    ruling = Ruling.from_json(json.loads(ruling_text))
    return ruling if any(c.rule_id == rule_id for c in ruling.waived) else None


def precedents(store: Any, rule_id: str) -> Precedents:
    """Every saved entry that set `rule_id` aside (StoreError when the database cannot be read)."""
    columns = (LOG.c.session_id, LOG.c.seq, LOG.c.kind, LOG.c.action, LOG.c.ruling, LOG.c.overridden,
               LOG.c.target_seq, LOG.c.created_at, LOG.c.digest, SESSIONS.c.name)
    query = (select(*columns).join(SESSIONS, SESSIONS.c.id == LOG.c.session_id)
             .where(or_(and_(LOG.c.kind == ACTION, LOG.c.overridden.is_(True)), LOG.c.kind.in_((UNDO, REDO))))
             .order_by(LOG.c.session_id, LOG.c.seq))
    with store.failures(N_("read the precedents")), store.engine.connect() as conn:
        rows = conn.execute(query).all()
    found: dict[tuple[int, int], Precedent] = {}
    unreadable = 0
    for row in rows:
        session_id, seq, kind, _action, ruling_text, _overridden, target_seq, _stored, _digest, name = row
        try:
            when = checked_row_time(store.where, tuple(row[:9]))
            if kind == ACTION:
                ruling = _waives(ruling_text, rule_id)
                if ruling is not None:
                    found[(session_id, seq)] = Precedent(session_id, name, seq, when, ruling.message,
                                                         ruling.table_rules, True)
            elif (session_id, target_seq) in found:
                before = found[(session_id, target_seq)]
                found[(session_id, target_seq)] = Precedent(before.session_id, before.session_name, before.seq,
                                                            before.when, before.message, before.table_rules,
                                                            kind == REDO)
        except (StoreError, ValueError, KeyError, TypeError):
            unreadable += 1
    ordered = tuple(sorted(found.values(), key=lambda one: (one.when, one.session_id, one.seq)))
    return Precedents(rule_id, ordered, unreadable)
