"""The Dice Throne hero format describes exactly the keys the engine's `parse_hero` reads, and the two agree.

`parse_hero` is run on heroes whose objects record every key it looks at. A key it reads that
the format lacks (a field another change taught the engine) fails here by name, so the template,
docs/catalogue.md and the editor, all made from the format, learn it too.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cards_db.dice_throne_format import ABILITY, CONDITION, HERO, STATUS
from cards_db.kinds import CatalogueError, get_kind
from cards_db.schema import Schema
from rules_engine.dice_throne.heroes import parse_hero
from tests.catalogue.schema_walk import resolve, spots


class Recording(Mapping):
    """A read-only mapping that notes every key asked for (by [], get or in) under its schema's title."""

    def __init__(self, data: Mapping[str, Any], schema: Schema, seen: dict[str, set[str]]) -> None:
        self._data = data
        self._title = schema.title
        self._seen = seen

    def __getitem__(self, key: str) -> Any:
        self._seen.setdefault(self._title, set()).add(key)
        return self._data[key]

    def __contains__(self, key: object) -> bool:
        self._seen.setdefault(self._title, set()).add(str(key))
        return key in self._data

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)


def recorded(value: Any, schema: Schema, seen: dict[str, set[str]]) -> Any:
    """The entry with each described object wrapped in a Recording (nested objects and list items too)."""
    wrapped = dict(value)
    for spec in schema.fields:
        if spec.schema is None or spec.name not in wrapped:
            continue
        if spec.type == "list":
            wrapped[spec.name] = [recorded(item, spec.schema, seen) for item in wrapped[spec.name]]
        else:
            wrapped[spec.name] = recorded(wrapped[spec.name], spec.schema, seen)
    return Recording(wrapped, schema, seen)


def keys_the_engine_reads() -> dict[str, set[str]]:
    """Keys parse_hero looked at, per object kind, over the template hero and the shipped ones."""
    seen: dict[str, set[str]] = {}
    heroes = [HERO.example(), *get_kind("dice-throne", "hero").shipped().values()]
    for hero in heroes:
        parse_hero(recorded(hero, HERO, seen))
    return seen


def test_every_key_the_engine_reads_is_described():
    seen = keys_the_engine_reads()
    for schema in (HERO, STATUS, ABILITY, CONDITION):
        undescribed = seen.get(schema.title, set()) - set(schema.names())
        assert not undescribed, (f"parse_hero reads {sorted(undescribed)} of {schema.title}, which "
                                 "cards_db/dice_throne_format.py does not describe: add a Field for each")


def test_every_described_field_is_read_by_the_engine():
    seen = keys_the_engine_reads()
    for schema in (HERO, STATUS, ABILITY, CONDITION):
        unread = set(schema.names()) - set(schema.info) - seen.get(schema.title, set())
        assert not unread, f"{schema.title}: {sorted(unread)} are described but the engine never reads them"


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 9) | st.sampled_from(["", "bolt", "two words", "small", "ultimate"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["1", "bolt", "x"]), inner,
                                                                max_size=2),
    max_leaves=6,
)
PATHS = [spot.path for spot in spots(HERO, HERO.example())]


@settings(max_examples=300, deadline=None)
@given(path=st.sampled_from(PATHS), value=JSON)
def test_any_one_changed_field_is_either_refused_by_name_or_playable(path, value):
    hero = copy.deepcopy(HERO.example())
    holder, name = resolve(hero, path)
    holder[name] = value
    try:
        clean = get_kind("dice-throne", "hero").validate(hero)
    except CatalogueError as error:
        assert str(error).startswith("hero ")  # never another exception; the message names the hero
        return
    parse_hero(clean)  # what the catalogue accepts, the engine plays
