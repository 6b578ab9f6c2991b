"""Dungeoneer in the catalogue: heroes, locations, quests, monsters and adventure cards, shipped and imported.

Every entry is checked twice: its shape against the described format (`dungeoneer_format`: each
field known, of the right type and range, named by its path and the card), then for what only a
whole card can say (a hero's values for every level, an escort's two locations, a monster that
can attack in some form). What ships is only what the rulebook shows; numbers the book does not
state are null and listed as unconfirmed, and a session leaves such a card out until the table
imports its values (see `rules_engine.dungeoneer.catalogue_cards.unknown_values`). Locations,
quests, monsters and adventure cards are decks: a new session copies all of them in.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from importlib import resources
from typing import Any

from cards_db.dungeoneer_format import CARD, HERO, LOCATION, MONSTER, QUEST
from cards_db.kinds import CatalogueError, CatalogueKind, register_kind
from cards_db.names import name_problem
from cards_db.typed_entries import register_typed_cards
from cards_db.schema import Schema
from rules_engine.messages import N_, Joined, Message

GAME = "dungeoneer"


def _checked(raw: Any, schema: Schema, label: str, not_object: str) -> tuple[dict[str, Any], Message]:
    """A plain copy of an entry whose shape fits the schema, and the 'monster 'zombie'' words naming it.

    `label` is the catalogue text naming one entry by its id ("monster {id}"), `not_object` the refusal of
    an entry that is no JSON object; both are marked for the catalogue.
    """
    if not isinstance(raw, Mapping):
        raise CatalogueError(Message(not_object))
    where = Message(label, id=repr(raw.get("id", "?")))
    schema.check(raw, where)
    name = raw["name"].strip()
    if problem := name_problem(Message("{where} name", where=where), name):
        raise CatalogueError(problem)
    clean = json.loads(json.dumps(dict(raw)))
    clean["id"] = clean["id"].strip().lower()
    clean["name"] = name
    for path in clean.get("unconfirmed") or ():
        if not _names_a_field(clean, str(path)):
            # a session leaves out a card whose unconfirmed field is missing: refuse it here instead
            raise CatalogueError(Message("{where}: 'unconfirmed' lists {path}, which is not a field of this entry",
                                         where=where, path=repr(path)))
    return clean, where


def _names_a_field(entry: Mapping[str, Any], path: str) -> bool:
    """Whether a dotted path ('forms.melee.value') names a field the entry has (its value may be null)."""
    value: Any = entry
    for part in path.split("."):
        if not isinstance(value, Mapping) or part not in value:
            return False
        value = value[part]
    return True


def _at(data: Mapping[str, Any], path: str) -> Any:
    """The value at a dotted path ('forms.melee.value'); None when any step is missing."""
    value: Any = data
    for part in path.split("."):
        value = value.get(part) if isinstance(value, Mapping) else None
    return value


def validate_hero(raw: Mapping[str, Any]) -> dict[str, Any]:
    """One hero: the shape, and melee, magic and speed printed for the same levels."""
    clean, where = _checked(raw, HERO, N_("hero {id}"), N_("a Dungeoneer hero must be a JSON object"))
    lengths = {stat: len(clean[stat]) for stat in ("melee", "magic", "speed")}
    if min(lengths.values()) == 0:
        empty = next(stat for stat, n in lengths.items() if n == 0)
        raise CatalogueError(Message("{where}: '{field}' lists no level", where=where, field=empty))
    if len(set(lengths.values())) > 1:
        counts = [Message("{count} for {field}", count=n, field=stat) for stat, n in lengths.items()]
        problem = Message("{where}: 'melee', 'magic' and 'speed' must list the same levels, not {counts}",
                          where=where, counts=Joined(", ", tuple(counts)))
        raise CatalogueError(problem)
    return clean


def validate_location(raw: Mapping[str, Any]) -> dict[str, Any]:
    """One location: the shape, a hazard with its threat, an entrance that a tunnel can meet on every side."""
    clean, where = _checked(raw, LOCATION, N_("location {id}"), N_("a Dungeoneer location must be a JSON object"))
    hazard = clean.get("hazard")
    if hazard and hazard["kind"] in ("spikes", "pit") and (not hazard.get("target") or not hazard.get("stat")):
        raise CatalogueError(Message("{where}: 'hazard' of kind {kind} needs its threat: 'hazard.target' and "
                                     "'hazard.stat'", where=where, kind=hazard["kind"]))
    if clean.get("entrance") and any(clean["exits"][side]["kind"] == "wall" for side in clean["exits"]):
        raise CatalogueError(Message("{where}: 'exits' of an entrance must all be passable (a tunnel lies on each side)",
                                     where=where))
    return clean


def validate_quest(raw: Mapping[str, Any]) -> dict[str, Any]:
    """One quest: the shape, and what its category needs (an escort's two locations, a chance roll's number)."""
    clean, where = _checked(raw, QUEST, N_("quest {id}"), N_("a Dungeoneer quest must be a JSON object"))
    clean["locations"] = [str(x).strip().lower() for x in clean.get("locations", [])]
    if clean["category"] == "escort" and len(clean["locations"]) != 2:
        raise CatalogueError(Message("{where}: 'locations' of an escort quest are two: where it starts and where it ends",
                                     where=where))
    if clean["category"] == "chance" and clean["target"] > 6:
        raise CatalogueError(Message("{where}: 'target' of a chance quest is a die's face, 1 to 6, not {value}",
                                     where=where, value=clean["target"]))
    if clean.get("monster"):
        clean["monster"] = clean["monster"].strip().lower()
    return clean


def validate_monster(raw: Mapping[str, Any]) -> dict[str, Any]:
    """One monster: the shape, and at least one form it may attack in."""
    clean, where = _checked(raw, MONSTER, N_("monster {id}"), N_("a Dungeoneer monster must be a JSON object"))
    unknown = [path for path in ("health", "cost", *(f"forms.{form}.value" for form in clean["forms"]))
               if _at(clean, path) is None and path not in clean.get("unconfirmed", ())]
    if unknown:
        raise CatalogueError(Message("{where}: '{field}' is null but not listed in 'unconfirmed': give the value "
                                     "printed on the card, or list the field as unconfirmed (the card then stays out "
                                     "of sessions until its value is given)", where=where, field=unknown[0]))
    if not any(form.get("attacks", True) for form in clean["forms"].values()):
        raise CatalogueError(Message("{where}: 'forms' needs at least one form it attacks in (\"attacks\": true)",
                                     where=where))
    return clean


def validate_card(raw: Mapping[str, Any]) -> dict[str, Any]:
    """One adventure card: the shape ("X" as the cost means the player chooses), treasure types on treasures."""
    if isinstance(raw, Mapping) and isinstance(raw.get("cost"), str) and raw["cost"].strip().upper() == "X":
        raw = {**raw, "cost": None}
    clean, where = _checked(raw, CARD, N_("card {id}"), N_("a Dungeoneer card must be a JSON object"))
    if clean.get("waits_for") and clean["kind"] != "bane":
        raise CatalogueError(Message("{where}: 'waits_for' belongs to banes, not a {kind}", where=where, kind=clean["kind"]))
    threat = [name for name in ("threat_stat", "threat_target") if clean.get(name) is not None]
    if threat and (clean["kind"] != "encounter" or "trap" not in [str(t).lower() for t in clean.get("traits", ())]):
        raise CatalogueError(Message("{where}: '{field}' belongs to trap encounters (kind encounter, with the trait "
                                     "'trap')", where=where, field=threat[0]))
    if len(threat) == 1:
        missing = "threat_target" if threat[0] == "threat_stat" else "threat_stat"
        raise CatalogueError(Message("{where}: '{field}' is missing: a trap's threat names its value and its number",
                                     where=where, field=missing))
    if clean.get("treasure_type") and clean["kind"] != "treasure":
        raise CatalogueError(Message("{where}: 'treasure_type' belongs to treasures, not a {kind}", where=where,
                                     kind=clean["kind"]))
    if (clean.get("raises_boons") or clean.get("raises_treasures")) and clean["duration"] != "permanent":
        raise CatalogueError(Message("{where}: only a permanent card raises an inventory limit ('raises_boons', "
                                     "'raises_treasures')", where=where))
    return clean


def _shipped(kind: str, validate: Callable[[Mapping[str, Any]], dict[str, Any]]) -> Callable[[], dict[str, Any]]:
    def shipped() -> dict[str, dict[str, Any]]:
        text = resources.files("cards_db").joinpath("dungeoneer_cards.json").read_text(encoding="utf-8")
        entries = json.loads(text)[kind]
        return {entry_id: validate(data) for entry_id, data in entries.items()}
    shipped.__doc__ = f"The {kind} the rulebook shows, with what it states (unknown numbers null, unconfirmed)."
    return shipped


HEROES = register_kind(CatalogueKind(GAME, "hero", N_("Dungeoneer heroes"), validate_hero, _shipped("heroes", validate_hero),
                                     schema=HERO))
def one_entrance(entries: Mapping[str, Mapping[str, Any]]) -> None:
    """The whole deck's rule for locations: a dungeon has one entrance, so a table's deck may mark only one."""
    marked = sorted(entry_id for entry_id, entry in entries.items() if entry.get("entrance"))
    if len(marked) > 1:
        raise CatalogueError(Message("locations {ids} are all marked as the entrance, and a dungeon has one: "
                                     "give a new entrance the id of the one it replaces", ids=", ".join(marked)))


LOCATIONS = register_kind(CatalogueKind(GAME, "location", N_("Dungeoneer locations"), validate_location,
                                        _shipped("locations", validate_location), schema=LOCATION,
                                        session_key="locations", check_together=one_entrance))
QUESTS = register_kind(CatalogueKind(GAME, "quest", N_("Dungeoneer quests"), validate_quest,
                                     _shipped("quests", validate_quest), schema=QUEST, session_key="quests"))
MONSTERS = register_kind(CatalogueKind(GAME, "monster", N_("Dungeoneer monsters"), validate_monster,
                                       _shipped("monsters", validate_monster), schema=MONSTER,
                                       session_key="monsters"))
CARDS = register_kind(CatalogueKind(GAME, "card", N_("Dungeoneer adventure cards"), validate_card,
                                    _shipped("cards", validate_card), schema=CARD, session_key="cards"))
register_typed_cards(GAME, "cards_db.dungeoneer_typed_moves")
