"""Runebound 2nd edition catalogue: heroes (as far as the rulebook gives them) and terrain dice described by the table."""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib import resources
from typing import Any

from cards_db.kinds import CatalogueError, CatalogueKind, register_kind
from cards_db.names import name_problem
from cards_db.runebound2_format import HERO, STAT_DOCS, TERRAIN_DIE
from cards_db.typed_entries import register_typed_cards
from rules_engine.messages import N_, Message
from rules_engine.runebound2.terrain import face_problem

STAT_FIELDS = tuple(STAT_DOCS)
INFO_FIELDS = HERO.info


def _text(raw: Mapping[str, Any], field: str, where: str, *, required: bool = True) -> str:
    value = raw.get(field, "")
    if not isinstance(value, str) or (required and not value.strip()):
        if required:
            raise CatalogueError(Message("{where}: {field} must be non-empty text, not {value}", where=where, field=field,
                                         value=repr(value)))
        raise CatalogueError(Message("{where}: {field} must be text, not {value}", where=where, field=field,
                                     value=repr(value)))
    if field == "name" and (problem := name_problem(Message("{where} name", where=where), value.strip())):
        raise CatalogueError(problem)
    return value.strip()


def validate_hero(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one hero: numbers are whole and not negative, or null where the value is not known yet."""
    if not isinstance(raw, Mapping):
        raise CatalogueError(Message("a Runebound hero must be a JSON object"))
    where = Message("hero {id}", id=repr(raw.get("id", "?")))
    HERO.check(raw, where)
    clean: dict[str, Any] = {"id": _text(raw, "id", where).lower(), "name": _text(raw, "name", where)}
    for field in STAT_FIELDS:
        clean[field] = raw.get(field)
    clean["abilities"] = _text(raw, "abilities", where, required=False)
    marks = raw.get("unconfirmed", [])
    missing = [f for f in STAT_FIELDS if clean[f] is None and f not in marks]
    clean["unconfirmed"] = list(marks) + missing
    for field in INFO_FIELDS:
        if field in raw:
            clean[field] = _text(raw, field, where, required=False)
    return clean


def validate_terrain_die(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check a terrain die the table describes once: six faces, each two or three distinct terrains."""
    if not isinstance(raw, Mapping):
        raise CatalogueError(Message("a terrain die must be a JSON object"))
    where = Message("terrain die {id}", id=repr(raw.get("id", "?")))
    TERRAIN_DIE.check(raw, where)
    faces = raw["faces"]
    clean_faces = [[str(sym).strip().lower() for sym in face] for face in faces]
    problem = face_problem(clean_faces)
    if problem:
        raise CatalogueError(Message("{where}: {error}", where=where, error=problem))
    return {"id": _text(raw, "id", where).lower(), "name": _text(raw, "name", where), "faces": clean_faces}


def shipped_heroes() -> dict[str, dict[str, Any]]:
    """The heroes the rulebook names, with the values its examples reveal (the rest null, unconfirmed)."""
    text = resources.files("cards_db").joinpath("runebound2_heroes.json").read_text(encoding="utf-8")
    return {hero_id: validate_hero(data) for hero_id, data in json.loads(text).items()}


def shipped_terrain_dice() -> dict[str, dict[str, Any]]:
    """None ship: the faces are printed only as pictures, so the table describes its dice once."""
    return {}


HEROES = register_kind(
    CatalogueKind("runebound2", "hero", N_("Runebound heroes"), validate_hero, shipped_heroes, schema=HERO)
)
TERRAIN_DICE = register_kind(
    CatalogueKind("runebound2", "terrain-dice", N_("Runebound terrain dice"), validate_terrain_die, shipped_terrain_dice,
                  schema=TERRAIN_DIE)
)
register_typed_cards("runebound2", "cards_db.runebound2_typed_moves")
