"""Session export documents: a versioned JSON form of a whole session, and checking one before import.

Format version 2 carries everything the table saw: the log, the chance request each action answered
(`chance` on a log entry) and the what-if branches kept beside the session (`branches`, see
`transfer_branches`). A version 1 document (neither) still imports: its actions answered no kept request
and it has no kept branch.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from companion import __version__
from companion.services.session_setup import validated_setup
from companion.services.store.chance_log import chance_row
from companion.services.store.checksums import log_digest, session_digest
from companion.services.store.dice_check import DiceChecker
from companion.services.store.errors import InvalidDocument, reason
from companion.services.store.names import session_names_problem
from companion.services.store.plain_json import check_plain_json
from companion.services.store.schema import new_session_uid
from companion.services.store.timeline import ACTION, Timeline
from companion.services.store.times import now, to_db
from companion.services.store.transfer_branches import CheckedBranch, checked_branches
from companion.services.store.transfer_log import (
    CheckedEntry,
    checked_log,
    document_field,
    document_time,
    entry_document,
    iso_time,
)
from rules_engine.errors import RulesEngineError
from rules_engine.game import GameSetup
from rules_engine.games import get_game
from rules_engine.messages import Message

FORMAT = "table-companion/session"
FORMAT_VERSION = 2


def export_document(row: Any, log_rows: list[Any], chances: Mapping[int, Any], branches: list[dict]) -> dict:
    """The export document of a session row, its log rows, the chance requests of its actions (log seq ->
    the record's JSON) and its kept branches (`transfer_branches.branch_document`)."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "exported_at": now().isoformat(),
        "name": row.name,
        "game": {"id": row.game_id, "title": row.game_title},
        "setup": json.loads(row.setup),
        "created_at": iso_time(row.created_at),
        "last_played": iso_time(row.last_played),
        "log": [entry_document(entry.seq, entry.kind, entry.action, entry.ruling, entry.overridden, entry.target_seq,
                               entry.created_at, chances.get(entry.seq)) for entry in log_rows],
        "branches": branches,
    }


@dataclass(frozen=True)
class CheckedImport:
    """An import document that decoded and replayed: ready to write in one transaction."""

    name: str
    game_id: str
    game_title: str
    setup: GameSetup
    created_at: datetime
    last_played: datetime
    active_actions: int
    log: tuple[CheckedEntry, ...]
    branches: tuple[CheckedBranch, ...] = ()

    def session_values(self) -> dict:
        """Column values of the new sessions row."""
        uid = new_session_uid()
        setup = json.dumps(self.setup.to_json(), ensure_ascii=False)
        return {
            "uid": uid,
            "digest": session_digest(uid, self.name, self.game_id, setup, to_db(self.created_at)),
            "name": self.name,
            "game_id": self.game_id,
            "game_title": self.game_title,
            "players": json.dumps([p.name for p in self.setup.players], ensure_ascii=False),
            "setup": setup,
            "created_at": to_db(self.created_at),
            "last_played": to_db(self.last_played),
            "revision": len(self.log),
            "actions": self.active_actions,
            "app_version": __version__,
        }

    def log_values(self, session_id: int) -> list[dict]:
        """Column values of the new log rows."""
        rows = []
        for checked in self.log:
            entry = checked.entry
            action, ruling = checked.action_text(), checked.ruling_text()
            overridden = entry.overridden if entry.kind == ACTION else False
            created_at = to_db(entry.created_at)
            rows.append({
                "seq": entry.seq, "kind": entry.kind, "action": action, "ruling": ruling, "overridden": overridden,
                "target_seq": entry.target_seq, "created_at": created_at, "session_id": session_id,
                "digest": log_digest(session_id, entry.seq, entry.kind, action, ruling, overridden, entry.target_seq,
                                     created_at),
            })
        return rows

    def chance_values(self, session_id: int) -> list[dict]:
        """Column values of the new `chance_requests` rows (one per action that kept its request)."""
        return [chance_row(session_id, checked.entry.seq, checked.chance, checked.entry.action)
                for checked in self.log if checked.chance is not None and checked.entry.action is not None]


def validate_document(document: Any) -> CheckedImport:
    """Check an export document completely; InvalidDocument if it does not hold.

    Format, game and setup must be valid; every entry must replay; the dice inside every action
    must show faces their dice have; every ruling is recomputed by the replay (the document's
    ruling text is ignored) and every action is stored in its canonical JSON form. Each chance
    request must rebuild the action it is kept with, and each kept branch must replay from the
    board it starts at (`transfer_branches`).
    """
    check_plain_json(document)
    if not isinstance(document, Mapping) or document.get("format") != FORMAT:
        raise InvalidDocument(Message("not a session export (its 'format' must be {format})", format=repr(FORMAT)))
    version = document.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise InvalidDocument(Message("the session export has no format_version"))
    if version > FORMAT_VERSION:
        raise InvalidDocument(Message(
            "the session export has format version {version}, from a newer Table Companion (this one reads up to "
            "{newest}); upgrade the app to import it", version=version, newest=FORMAT_VERSION))
    where = Message("session export")
    game_info = document_field(document, "game", Mapping, where)
    game_id = document_field(game_info, "id", str, Message("session export game"))
    name = document_field(document, "name", str, where).strip()
    if not name:
        raise InvalidDocument(Message("{where}: the session has no name", where=where))
    try:
        game = get_game(game_id)
        setup = validated_setup(game, GameSetup.from_json(document_field(document, "setup", Mapping, where)))
        timeline = Timeline(game, setup)
        dice = DiceChecker(game)
    except RulesEngineError as error:
        raise InvalidDocument(Message("{where}: {error}", where=where, error=reason(error))) from None
    except (ValueError, TypeError, KeyError, AttributeError) as error:  # a setup of the wrong shape
        raise InvalidDocument(Message("{where}: the setup is malformed ({error})", where=where, error=error)) from None
    if problem := session_names_problem(name, setup):
        raise InvalidDocument(Message("{where}: {error}", where=where, error=problem))
    log = checked_log(timeline, dice, document_field(document, "log", list, where), where)
    return CheckedImport(
        name=name,
        game_id=game.id,
        game_title=game.title,
        setup=setup,
        created_at=document_time(document, "created_at", where) if "created_at" in document else now(),
        last_played=document_time(document, "last_played", where) if "last_played" in document else now(),
        active_actions=timeline.active_actions,
        log=tuple(log),
        branches=checked_branches(document, timeline, dice),
    )
