"""Session export documents: a versioned JSON form of a whole session, and checking one before import."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from companion import __version__
from companion.services.session_setup import validated_setup
from companion.services.store.checksums import log_digest, session_digest
from companion.services.store.dice_check import DiceChecker
from companion.services.store.errors import InvalidDocument, StoreError, reason
from companion.services.store.log_loading import decode_event
from companion.services.store.names import session_names_problem
from companion.services.store.plain_json import check_plain_json
from companion.services.store.schema import new_session_uid
from companion.services.store.timeline import ACTION, Timeline
from companion.services.store.times import from_db, now, to_db
from rules_engine.errors import RulesEngineError
from rules_engine.game import GameSetup
from rules_engine.games import get_game
from rules_engine.messages import Message

FORMAT = "table-companion/session"
FORMAT_VERSION = 1


def _iso(moment: datetime) -> str:
    return from_db(moment).isoformat()


def export_document(row: Any, log_rows: list[Any]) -> dict:
    """The export document of a session row and its log rows."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "exported_at": now().isoformat(),
        "name": row.name,
        "game": {"id": row.game_id, "title": row.game_title},
        "setup": json.loads(row.setup),
        "created_at": _iso(row.created_at),
        "last_played": _iso(row.last_played),
        "log": [
            {
                "seq": entry.seq,
                "kind": entry.kind,
                "action": json.loads(entry.action) if entry.action is not None else None,
                "ruling": json.loads(entry.ruling) if entry.ruling is not None else None,
                "overridden": bool(entry.overridden),
                "target_seq": entry.target_seq,
                "created_at": _iso(entry.created_at),
            }
            for entry in log_rows
        ],
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
    log: tuple[dict, ...]

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
        return [
            {
                **entry,
                "session_id": session_id,
                "digest": log_digest(session_id, entry["seq"], entry["kind"], entry["action"], entry["ruling"],
                                     entry["overridden"], entry["target_seq"], entry["created_at"]),
            }
            for entry in self.log
        ]


def _field(data: Mapping, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise InvalidDocument(Message("{where}: {key} is missing or malformed", where=where, key=repr(key)))
    return value


def _time(data: Mapping, key: str, where: str) -> datetime:
    text = _field(data, key, str, where)
    try:
        return from_db(text)
    except (ValueError, OverflowError):
        raise InvalidDocument(Message("{where}: {key} is not a date and time ({text})", where=where, key=repr(key),
                                      text=repr(text))) from None


def validate_document(document: Any) -> CheckedImport:
    """Check an export document completely; InvalidDocument if it does not hold.

    Format, game and setup must be valid; every entry must replay; the dice inside every action
    must show faces their dice have; every ruling is recomputed by the replay (the document's
    ruling text is ignored) and every action is stored in its canonical JSON form.
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
    game_info = _field(document, "game", Mapping, where)
    game_id = _field(game_info, "id", str, Message("session export game"))
    name = _field(document, "name", str, where).strip()
    if not name:
        raise InvalidDocument(Message("{where}: the session has no name", where=where))
    try:
        game = get_game(game_id)
        setup = validated_setup(game, GameSetup.from_json(_field(document, "setup", Mapping, where)))
        timeline = Timeline(game, setup)
        dice = DiceChecker(game)
    except RulesEngineError as error:
        raise InvalidDocument(Message("{where}: {error}", where=where, error=reason(error))) from None
    except (ValueError, TypeError, KeyError, AttributeError) as error:  # a setup of the wrong shape
        raise InvalidDocument(Message("{where}: the setup is malformed ({error})", where=where, error=error)) from None
    if problem := session_names_problem(name, setup):
        raise InvalidDocument(Message("{where}: {error}", where=where, error=problem))
    log = _field(document, "log", list, where)
    rows = []
    for position, entry in enumerate(log, start=1):
        at = Message("session export log entry {position}", position=position)
        if not isinstance(entry, Mapping):
            raise InvalidDocument(Message("{where} is not an object", where=at))
        seq = entry.get("seq", position)
        kind = _field(entry, "kind", str, at)
        overridden = entry.get("overridden", False)
        target = entry.get("target_seq")
        if not isinstance(overridden, bool) or target is not None and not isinstance(target, int):
            raise InvalidDocument(Message("{where}: 'overridden' or 'target_seq' is malformed", where=at))
        created_at = _time(entry, "created_at", at)
        try:
            # The document's ruling must be there and well formed, but its text is never kept:
            # the replay below gives each action its ruling.
            action, ruling = decode_event(position, entry.get("action"), entry.get("ruling"))
        except StoreError as error:
            raise InvalidDocument(Message("{where}: {error}", where=where, error=reason(error))) from None
        if kind == ACTION and (action is None or ruling is None):
            raise InvalidDocument(Message("{where}: an action entry needs its action and its ruling", where=at))
        if kind == ACTION and action is not None:  # refused above when it is missing
            dice.check(timeline.state, action, at)
        try:
            loaded = timeline.load(seq, kind, action, None, overridden, target, created_at, recompute=True)
        except RulesEngineError as error:
            raise InvalidDocument(Message("{where} does not replay: {error}", where=where, error=reason(error))) from None
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            # An action of the right shape whose values the game cannot use (a name the session lacks): the
            # document is refused at the entry, and nothing is written.
            raise InvalidDocument(Message("{where}: its action names something this session does not hold",
                                          where=at)) from None
        rows.append(
            {
                "seq": loaded.seq,
                "kind": kind,
                "action": json.dumps(action.to_json(), ensure_ascii=False) if kind == ACTION and action is not None else None,
                "ruling": (json.dumps(loaded.ruling.to_json(), ensure_ascii=False)
                           if kind == ACTION and loaded.ruling is not None else None),
                "overridden": overridden if kind == ACTION else False,
                "target_seq": loaded.target_seq,
                "created_at": to_db(created_at),
            }
        )
    return CheckedImport(
        name=name,
        game_id=game.id,
        game_title=game.title,
        setup=setup,
        created_at=_time(document, "created_at", where) if "created_at" in document else now(),
        last_played=_time(document, "last_played", where) if "last_played" in document else now(),
        active_actions=timeline.active_actions,
        log=tuple(rows),
    )
