"""Runebound 3rd edition catalogue: heroes, items, enemies, skills and story cards, checked field by field.

The players' summary the engine follows names no hero, item, enemy, skill, story, event, test or quest
card with its values, so nothing ships: the table imports its own cards in the format of
`cards_db.runebound3_format`. Events (`events`: two options), attribute tests (`tests`) and quests
(`quests`: region, exploration outcomes or a test) are decks copied into every session too, so a
virtual challenge deck can draw them and run their procedure. Seven more kinds are registered with `cards_db.kinds`: the table's terrain die
(`terrain-dice`, copied into a session as `terrain_dice` when the table described one), heroes (chosen per seat,
with their surge abilities), and five decks copied whole into every new session: items (`items`),
enemies (`enemies`: health, reward, a villain's seventh token, the challenge deck it is in), the combat
tokens every enemy shares (`enemy_tokens`: five for act 1, a sixth for act 2), skill cards (`skills`:
attribute, trophy cost, active or passive) and story cards (`story`: scenario, story quest or not).
`hero_card` / `item_card` / `skill_card` / `story_card` build the engine's typed card from a checked entry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cards_db.errors import CatalogueError, reason
from cards_db.kinds import CatalogueKind, register_kind
from cards_db.names import name_problem
from cards_db.runebound3_format import (
    ATTRIBUTE_DOCS, ENEMY, ENEMY_TOKEN, EVENT, HERO, ITEM, QUEST, SKILL, STORY, TERRAIN_DIE, TEST,
)
from cards_db.schema import Schema
from cards_db.typed_entries import register_typed_cards
from rules_engine.errors import CommandError
from rules_engine.messages import N_, Message
from rules_engine.runebound3.card_records import ChallengeCard
from rules_engine.runebound3.cities import city_named, near_city
from rules_engine.runebound3.state import CITIES
from rules_engine.runebound3.catalogue_cards import skill_from, surges_from
from rules_engine.runebound3.challenge_cards import challenge_card_from, story_card_from
from rules_engine.runebound3.state import Hero, Item, ItemType, Skill, StoryCard
from rules_engine.runebound3.tokens import CombatToken, parse_token


#: The words naming one challenge card by its kind and id, and a challenge card that is no object.
CHALLENGE_WHERE = {"event": (N_("event card {id}"), N_("a Runebound 3e event card")),
                   "test": (N_("test card {id}"), N_("a Runebound 3e test card")),
                   "quest": (N_("quest card {id}"), N_("a Runebound 3e quest card"))}


def _where(raw: Any, label: str, fallback: str) -> Message:
    """The words naming an entry by its id (`label`, "hero {id}"), or `fallback` for an entry that is no object."""
    return Message(label, id=repr(raw.get("id", "?"))) if isinstance(raw, Mapping) else Message(fallback)


def _text(raw: Mapping[str, Any], field: str, where: str) -> str:
    value = raw.get(field, "")
    if not isinstance(value, str) or not value.strip():
        raise CatalogueError(Message("{where}: {field} must be non-empty text, not {value}", where=where, field=field,
                                     value=repr(value)))
    if field == "name" and (problem := name_problem(Message("{where} name", where=where), value.strip())):
        raise CatalogueError(problem)
    return value.strip()


def _tokens(raw: Mapping[str, Any], where: str) -> list[str]:
    notations = []
    for index, text in enumerate(raw.get("tokens", [])):
        try:
            notations.append(parse_token(f"{where} {index + 1}", str(text)).notation())
        except CommandError as error:
            raise CatalogueError(Message("{where}: tokens[{index}]: {error}", where=where, index=index,
                                         error=reason(error))) from None
    return notations


def _start(raw: Mapping[str, Any], where: str) -> dict[str, Any]:
    if not isinstance(raw, Mapping):
        raise CatalogueError(Message("{where} must be a JSON object", where=where))
    return {"id": _text(raw, "id", where).lower(), "name": _text(raw, "name", where)}


def _start_space(start: str, where: str) -> str:
    """A hero's starting space: a market city by any name the app knows is kept by its market's name («Тамалир» ->
    "Tamalir"); a name a letter or two from a city's is asked about, not taken silently as a new town."""
    city = city_named(start)
    if city is not None:
        return city
    near = near_city(start)
    if near is not None:
        raise CatalogueError(Message(
            "{where}: start {start!r} is no space the app knows, but it is close to the city {city}: did you mean "
            "{spelling}? The market cities are {cities}; any other name is a town", where=where, start=start,
            city=near[0], spelling=near[1], cities=", ".join(CITIES)))
    return start


def validate_hero(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one hero: whole non-negative attributes, health at least 1 (the schema's lowest), a start space, readable tokens."""
    where = _where(raw, N_("hero {id}"), N_("a Runebound 3e hero"))
    HERO.check(raw, where)
    clean = _start(raw, where)
    for field in ATTRIBUTE_DOCS:
        clean[field] = raw[field]
    clean["start"] = _start_space(_text(raw, "start", where), where)
    clean["tokens"] = _tokens(raw, where)
    return _with_surges(raw, clean, where)


def _with_surges(raw: Mapping[str, Any], clean: dict[str, Any], where: str) -> dict[str, Any]:
    """The checked entry with the card's surge abilities (`surges`) checked and kept."""
    surges = [dict(entry) for entry in raw.get("surges", [])]
    try:
        surges_from(clean["name"], {"surges": surges})
    except CommandError as error:
        raise CatalogueError(Message("{where}: surges: {error}", where=where, error=reason(error))) from None
    if surges:
        clean["surges"] = surges
    setup = str(raw.get("setup", "") or "").strip()
    if setup:
        clean["setup"] = setup
    return clean


def validate_item(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one item: a type of the five, a whole cost, readable tokens."""
    where = _where(raw, N_("item {id}"), N_("a Runebound 3e item"))
    ITEM.check(raw, where)
    clean = _start(raw, where)
    clean["type"] = ItemType(str(raw["type"]).strip().lower()).value
    clean["cost"] = raw["cost"]
    clean["tokens"] = _tokens(raw, where)
    return _with_surges(raw, clean, where)


def _token_cards(name: str, notations: list[str]) -> tuple[CombatToken, ...]:
    return tuple(parse_token(f"{name} {index + 1}", text) for index, text in enumerate(notations))


def hero_card(clean: Mapping[str, Any]) -> Hero:
    """The engine's hero card from a checked entry."""
    return Hero(clean["id"], clean["name"], clean["body"], clean["mind"], clean["spirit"], clean["health"],
                clean["speed"], clean["hand_size"], clean["gold"], clean["start"],
                _token_cards(clean["name"], clean["tokens"]), surges_from(clean["name"], clean))


def item_card(clean: Mapping[str, Any]) -> Item:
    """The engine's item card from a checked entry."""
    return Item(clean["name"], ItemType(clean["type"]), clean["cost"], _token_cards(clean["name"], clean["tokens"]),
                surges_from(clean["name"], clean))


def validate_enemy(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one enemy: health at least 1, its reward in words, a villain's seventh token if any."""
    where = _where(raw, N_("enemy {id}"), N_("a Runebound 3e enemy"))
    ENEMY.check(raw, where)
    clean = _start(raw, where)
    clean["health"] = raw["health"]
    clean["reward"] = str(raw.get("reward", "")).strip()
    villain = str(raw.get("villain_token", "")).strip()
    if villain:
        clean["villain_token"] = _tokens({"tokens": [villain]}, where)[0]
    if raw.get("deck"):
        clean["deck"] = raw["deck"]
    return _with_surges(raw, clean, where)


def validate_enemy_token(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one of the enemies' common tokens: readable faces and the act it joins in."""
    where = _where(raw, N_("enemy token {id}"), N_("a Runebound 3e enemy token"))
    ENEMY_TOKEN.check(raw, where)
    clean = _start(raw, where)
    clean["token"] = _tokens({"tokens": [raw["token"]]}, where)[0]
    clean["act"] = raw["act"]
    return clean


def validate_skill(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one skill card: an attribute of the three, a trophy cost of one or more colours, active or passive."""
    where = _where(raw, N_("skill {id}"), N_("a Runebound 3e skill"))
    SKILL.check(raw, where)
    clean = _start(raw, where)
    clean["attribute"] = raw["attribute"]
    if not raw["cost"]:
        raise CatalogueError(Message("{where}: 'cost' needs at least one orb colour", where=where))
    clean["cost"] = list(raw["cost"])
    clean["active"] = raw["active"]
    clean["text"] = str(raw.get("text", "")).strip()
    if raw.get("effects"):
        clean["effects"] = list(raw["effects"])
    _engine_check(skill_from, clean, where)
    return clean


def validate_story(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one story card: its scenario and whether it carries a story quest."""
    where = _where(raw, N_("story card {id}"), N_("a Runebound 3e story card"))
    STORY.check(raw, where)
    clean = _start(raw, where)
    clean["scenario"] = raw["scenario"]
    clean["quest"] = raw["quest"]
    clean["text"] = str(raw.get("text", "")).strip()
    for field in ("effects", "region", "outcomes", "attribute", "modifier", "reward", "trophy"):
        if raw.get(field) not in (None, [], ""):
            clean[field] = raw[field]
    _engine_check(story_card_from, clean, where)
    return clean


def _engine_check(reader: Callable[[str, Mapping[str, Any]], Any], clean: Mapping[str, Any], where: str) -> None:
    """Read the entry as the engine will, so a value it cannot use is refused at import, naming the field."""
    try:
        reader(clean["name"], clean)
    except CommandError as error:
        raise CatalogueError(Message("{where}: {error}", where=where, error=reason(error))) from None


def _validate_challenge(kind: str, schema: Schema, raw: Mapping[str, Any]) -> dict[str, Any]:
    where = _where(raw, *CHALLENGE_WHERE[kind])
    schema.check(raw, where)
    clean = _start(raw, where)
    for field in ("deck", "options", "attribute", "modifier", "reward", "region", "outcomes"):
        if raw.get(field) not in (None, [], ""):
            clean[field] = raw[field]
    clean["text"] = str(raw.get("text", "")).strip()
    _engine_check(lambda name, data: challenge_card_from(name, data, kind), clean, where)
    return clean


def validate_event(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one event card: its deck and exactly two options whose effects the engine can apply."""
    return _validate_challenge("event", EVENT, raw)


def validate_test(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one attribute test card: the attribute, the modifier and what passing gives."""
    return _validate_challenge("test", TEST, raw)


def validate_quest(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one quest card: its region and its exploration outcomes or test (not both)."""
    return _validate_challenge("quest", QUEST, raw)


def challenge_card(kind: str, clean: Mapping[str, Any]) -> ChallengeCard:
    """The engine's event, test or quest card from a checked entry."""
    return challenge_card_from(clean["name"], clean, kind)


def skill_card(clean: Mapping[str, Any]) -> Skill:
    """The engine's skill card from a checked entry."""
    return skill_from(clean["name"], clean)


def story_card(clean: Mapping[str, Any]) -> StoryCard:
    """The engine's story card from a checked entry."""
    return story_card_from(clean["name"], clean)


def validate_terrain_die(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check the table's terrain die described once: a name and its faces, each one to three terrain symbols."""
    if not isinstance(raw, Mapping):
        raise CatalogueError(Message("a terrain die must be a JSON object"))
    where = Message("terrain die {id}", id=repr(raw.get("id", "?")))
    TERRAIN_DIE.check(raw, where)
    faces = [[str(symbol).strip().lower() for symbol in face] for face in raw["faces"]]
    if not faces or any(not 1 <= len(face) <= 3 or len(set(face)) != len(face) for face in faces):
        raise CatalogueError(Message("{where}: each face shows one to three different terrain symbols", where=where))
    clean = {"id": _text(raw, "id", where).lower(), "name": _text(raw, "name", where), "faces": faces}
    if raw.get("source"):
        clean["source"] = str(raw["source"])
    return clean


def _nothing_shipped() -> dict[str, dict[str, Any]]:
    """The players' summary prints no card's values, so nothing ships: the table imports its cards."""
    return {}


GAME = "runebound3"
HEROES = register_kind(CatalogueKind(GAME, "hero", N_("Runebound 3e heroes"), validate_hero, _nothing_shipped,
                                     schema=HERO))
ITEMS = register_kind(CatalogueKind(GAME, "item", N_("Runebound 3e items"), validate_item, _nothing_shipped,
                                    schema=ITEM, session_key="items"))
ENEMIES = register_kind(CatalogueKind(GAME, "enemy", N_("Runebound 3e enemies"), validate_enemy, _nothing_shipped,
                                      schema=ENEMY, session_key="enemies"))
ENEMY_TOKENS = register_kind(CatalogueKind(GAME, "enemy-token", N_("Runebound 3e enemies' common combat tokens"),
                                           validate_enemy_token, _nothing_shipped, schema=ENEMY_TOKEN,
                                           session_key="enemy_tokens"))
SKILLS = register_kind(CatalogueKind(GAME, "skill", N_("Runebound 3e skill cards"), validate_skill, _nothing_shipped,
                                     schema=SKILL, session_key="skills"))
STORY_CARDS = register_kind(CatalogueKind(GAME, "story", N_("Runebound 3e story cards"), validate_story,
                                          _nothing_shipped, schema=STORY, session_key="story"))
EVENTS = register_kind(CatalogueKind(GAME, "event", N_("Runebound 3e event cards"), validate_event, _nothing_shipped,
                                     schema=EVENT, session_key="events"))
TESTS = register_kind(CatalogueKind(GAME, "test", N_("Runebound 3e attribute test cards"), validate_test,
                                    _nothing_shipped, schema=TEST, session_key="tests"))
QUESTS = register_kind(CatalogueKind(GAME, "quest", N_("Runebound 3e quest cards"), validate_quest, _nothing_shipped,
                                     schema=QUEST, session_key="quests"))
#: Copied into a new session as `terrain_dice` when the table described exactly one (`session_setup.table_catalogue`).
TERRAIN_DICE = register_kind(CatalogueKind(GAME, "terrain-dice", N_("Runebound 3e terrain dice"), validate_terrain_die,
                                           _nothing_shipped, schema=TERRAIN_DIE))
register_typed_cards(GAME, "cards_db.runebound3_typed_moves")
