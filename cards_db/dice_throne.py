"""Dice Throne heroes in the catalogue: the shipped heroes and a strict validator for a user's import.

An entry is checked twice: its shape against the described format (`dice_throne_format.HERO`:
every field known, of the right type and range, named by its path), then by the engine's own
`parse_hero` for what only a whole hero can say (a condition's symbol is on the dice, ids are unique).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib import resources
from typing import Any

from cards_db.dice_throne_format import HERO
from cards_db.errors import reason
from cards_db.kinds import CatalogueError, CatalogueKind, register_kind
from rules_engine.dice_throne.heroes import HeroDataError, parse_hero
from rules_engine.messages import N_, Message
from cards_db.names import name_problem

#: Top-level fields a hero entry may carry besides those the engine reads (documentation only).
INFO_FIELDS = HERO.info
ENGINE_FIELDS = tuple(name for name in HERO.names() if name not in HERO.info)


def validate_hero(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one hero entry against what the engine plays; CatalogueError names the field that is wrong."""
    if not isinstance(raw, Mapping):
        raise CatalogueError(Message("a Dice Throne hero must be a JSON object"))
    where = Message("hero {id}", id=repr(raw.get("id", "?")))
    HERO.check(raw, where)
    name = raw.get("name")
    if isinstance(name, str) and (problem := name_problem(Message("{where} name", where=where), name.strip())):
        raise CatalogueError(problem)
    try:
        parse_hero(raw)
    except HeroDataError as error:
        raise CatalogueError(reason(error)) from None
    clean = json.loads(json.dumps(dict(raw)))  # a plain, JSON-safe copy
    clean["id"] = clean["id"].strip().lower()
    return clean


def shipped_heroes() -> dict[str, dict[str, Any]]:
    """The heroes that come with the product (Gunslinger and Cursed Pirate; ability damage unconfirmed)."""
    text = resources.files("cards_db").joinpath("dice_throne_heroes.json").read_text(encoding="utf-8")
    return {hero_id: validate_hero(data) for hero_id, data in json.loads(text).items()}


HEROES = register_kind(
    CatalogueKind("dice-throne", "hero", N_("Dice Throne heroes"), validate_hero, shipped_heroes, schema=HERO)
)
