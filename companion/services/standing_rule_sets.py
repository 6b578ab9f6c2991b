"""The groups' sets of standing table rules, kept in the data folder, exported and imported as files.

A group (the people who meet at one table) keeps, per game, named sets of standing rules
(`rules_engine.standing_rules`). They live in `standing-rules.json` in the data folder, beside
`settings.json`, rewritten whole on a change (never half-written). A set file to share looks the
same as the kept one::

    {"format": "table-companion/standing-rules", "version": 1,
     "sets": [{"group": "Thursday", "game": "dice-throne", "name": "Our Dice Throne",
               "rules": [{"rule": "dice-throne.…", "name": "Free rerolls", "reading": "…"}]}]}

Importing checks the whole file first, as every import does: the format and version, each set's
group, game and rules (a rule the game's index lacks, the same rule twice, blank or overlong
names); one line says what is wrong and nothing is written. A set of the same group, game and name
replaces the kept one.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules_engine.games import get_game
from rules_engine.errors import UnknownGame
from rules_engine.messages import Message
from rules_engine.standing_rules import (
    NAME_LIMIT,
    StandingRuleError,
    StandingRules,
    game_has_rule,
    read_standing_rules,
)
from companion.services.settings import data_dir

SETS_FORMAT = "table-companion/standing-rules"
SETS_FORMAT_VERSION = 1
SETS_FILENAME = "standing-rules.json"
#: The largest set file read (a set is a few lines; anything bigger is no set file).
MAX_FILE_BYTES = 1_000_000


@dataclass(frozen=True, slots=True)
class StandingRuleSet:
    """One group's named set of standing rules for one game."""

    group: str
    game: str
    rules: StandingRules

    @property
    def name(self) -> str:
        """The set's name, as the wizard lists it."""
        return self.rules.name

    def key(self) -> tuple[str, str, str]:
        """What makes a set the same set: its group, game and name, in any case."""
        return (self.group.casefold(), self.game, self.name.casefold())

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form, as the file holds it."""
        return {"group": self.group, "game": self.game} | self.rules.to_json()


def sets_path() -> Path:
    """The file in the data folder that keeps every group's sets."""
    return data_dir() / SETS_FILENAME


def read_set(raw: Any, where: str) -> StandingRuleSet:
    """One set from its JSON form; StandingRuleError says what is wrong, naming where it is."""
    if not isinstance(raw, Mapping):
        raise StandingRuleError(Message("{where} must be a JSON object", where=where))
    group = raw.get("group")
    if not isinstance(group, str) or not " ".join(group.split()):
        raise StandingRuleError(Message("{where}: 'group' must name the group", where=where))
    group = " ".join(group.split())
    if len(group) > NAME_LIMIT or any(ord(char) < 32 or char in "[]" for char in group):
        raise StandingRuleError(Message("{where}: 'group' must be a short name without control characters or "
                                        "square brackets", where=where))
    game_id = raw.get("game")
    try:
        game = get_game(str(game_id))
    except UnknownGame:
        raise StandingRuleError(Message("{where}: there is no game {game}", where=where, game=repr(game_id))) from None
    try:
        rules = read_standing_rules(raw, lambda rule_id: game_has_rule(game.id, rule_id))
    except StandingRuleError as error:
        raise StandingRuleError(Message("{where}: {error}", where=where, error=error.args[0])) from None
    return StandingRuleSet(group, game.id, rules)


def read_document(document: Any) -> tuple[StandingRuleSet, ...]:
    """Every set of a set file's parsed JSON, all checked before any is returned."""
    if not isinstance(document, Mapping) or document.get("format") != SETS_FORMAT:
        raise StandingRuleError(Message("this is no standing rules file (its 'format' is not {format})",
                                        format=repr(SETS_FORMAT)))
    if document.get("version") != SETS_FORMAT_VERSION:
        raise StandingRuleError(Message("this standing rules file is version {version}; this app reads version {known}",
                                        version=repr(document.get("version")), known=SETS_FORMAT_VERSION))
    listed = document.get("sets")
    if not isinstance(listed, list):
        raise StandingRuleError(Message("a standing rules file must list its sets under 'sets'"))
    sets = tuple(read_set(raw, Message("set {index}", index=index)) for index, raw in enumerate(listed, start=1))
    keys = [one.key() for one in sets]
    for index, key in enumerate(keys, start=1):
        if key in keys[:index - 1]:
            raise StandingRuleError(Message("set {index}: the file already has the set {name} of {group}", index=index,
                                            name=repr(sets[index - 1].name), group=repr(sets[index - 1].group)))
    return sets


def read_file(path: Path) -> tuple[StandingRuleSet, ...]:
    """Every set of a file; StandingRuleError in one line when the file cannot be read or is not a set file."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise StandingRuleError(Message("{file} is too large to be a standing rules file", file=str(path)))
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise StandingRuleError(Message("cannot read {file} ({error})", file=str(path),
                                        error=getattr(error, "strerror", None) or type(error).__name__)) from None
    try:
        document = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise StandingRuleError(Message("{file} is not valid JSON", file=str(path))) from None
    return read_document(document)


def document_of(sets: Iterable[StandingRuleSet]) -> dict[str, Any]:
    """The file form of some sets."""
    return {"format": SETS_FORMAT, "version": SETS_FORMAT_VERSION, "sets": [one.to_json() for one in sets]}


def _write(path: Path, sets: Iterable[StandingRuleSet]) -> None:
    """Write the file whole through a temporary file, so it is never left half-written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".standing-rules-", suffix=".json")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(document_of(sets), out, ensure_ascii=False, indent=2)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def kept_sets() -> tuple[StandingRuleSet, ...]:
    """Every kept set (none when the file is missing); StandingRuleError when the kept file is damaged."""
    path = sets_path()
    if not path.exists():
        return ()
    return read_file(path)


def sets_for(game_id: str) -> tuple[StandingRuleSet, ...]:
    """The kept sets of one game, by group then name; none when the kept file cannot be read."""
    try:
        found = [one for one in kept_sets() if one.game == game_id]
    except StandingRuleError:
        return ()
    return tuple(sorted(found, key=lambda one: (one.group.casefold(), one.name.casefold())))


def import_sets(path: Path) -> tuple[StandingRuleSet, ...]:
    """Keep every set of a file (a kept set of the same group, game and name is replaced); the sets imported.

    The file is checked whole first: StandingRuleError and nothing written when anything in it is wrong.
    """
    incoming = read_file(path)
    kept = {one.key(): one for one in kept_sets()}
    for one in incoming:
        kept[one.key()] = one
    _write(sets_path(), kept.values())
    return incoming


def export_sets(path: Path, *, game: str | None = None, group: str | None = None) -> tuple[StandingRuleSet, ...]:
    """Write the kept sets (of one game, of one group, when named) to a file; StandingRuleError when none match."""
    chosen = tuple(one for one in kept_sets() if (game is None or one.game == game)
                   and (group is None or one.group.casefold() == " ".join(group.split()).casefold()))
    if not chosen:
        raise StandingRuleError(Message("no standing rule set matches: nothing was written"))
    try:
        _write(path, chosen)
    except OSError as error:
        raise StandingRuleError(Message("cannot write {file} ({error})", file=str(path),
                                        error=error.strerror or type(error).__name__)) from None
    return chosen
