"""No setup buys unbounded work: with the largest values the catalogue's schema admits, a game starts and says
what it awaits (view, decision, choices) within hypothesis's deadline (issue 34)."""

from __future__ import annotations

import copy
import random
from datetime import timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cards_db.kinds import kinds_of
from cards_db.schema import Field, Schema
from cards_db.setup_catalogue import setup_key
from companion.services.session_setup import validated_setup
from rules_engine.game import GameSetup, SetupError
from rules_engine.games import get_game
from tests.cli.setup_fuzz import base_setups

BASES = base_setups()


def _largest(rng: random.Random, schema: Schema, entry: dict) -> None:
    """Raise some of the entry's numbers to their schema's largest and lengthen some of its lists to their most."""
    for spec in schema.fields:
        value = entry.get(spec.name)
        if spec.type == "integer" and isinstance(value, int) and rng.random() < 0.7:
            entry[spec.name] = spec.highest
        elif spec.type == "list" and isinstance(value, list) and value and rng.random() < 0.5:
            entry[spec.name] = (value * spec.most_items)[:spec.most_items]
            _each(rng, spec, entry[spec.name])
        elif spec.type == "list" and isinstance(value, list):
            _each(rng, spec, value)
        elif spec.type == "object" and isinstance(value, dict) and spec.schema is not None:
            _largest(rng, spec.schema, value)
        elif spec.type == "map" and isinstance(value, dict) and spec.item is not None and spec.item.schema is not None:
            for item in value.values():
                if isinstance(item, dict):
                    _largest(rng, spec.item.schema, item)


def _each(rng: random.Random, spec: Field, items: list[Any]) -> None:
    for index, item in enumerate(items):
        if spec.schema is not None and isinstance(item, dict):
            items[index] = copy.deepcopy(item)
            _largest(rng, spec.schema, items[index])
        elif spec.item is not None and spec.item.type == "integer" and isinstance(item, int) and rng.random() < 0.7:
            items[index] = spec.item.highest


def largest_setup(rng: random.Random, game: str, setup: dict) -> dict:
    """`setup` with the numbers and lists of its catalogue entries pushed to what the schema admits."""
    setup = copy.deepcopy(setup)
    catalogue = setup["catalogue"]
    for kind in kinds_of(game):
        held = catalogue.get(setup_key(kind))
        if kind.schema is None or not isinstance(held, dict):
            continue
        entries = held.values() if kind.kind == "hero" or kind.session_key else [held]
        for entry in entries:
            _largest(rng, kind.schema, entry)
    return setup


def _start(game_id: str, data: dict) -> None:
    """Check the setup, start the game and ask what it awaits (view, decision, choices)."""
    game = get_game(game_id)
    try:
        setup = validated_setup(game, GameSetup.from_json(data))
    except SetupError:
        return  # a value one entry may take alone but not with another (a chance quest's face): refused cleanly
    state = game.new_game(setup)
    game.view(state)
    game.decision(state)
    game.choices(state)


@pytest.fixture(scope="module")
def warm() -> None:
    """Every game started once, so the deadline measures the work the values buy, not first imports."""
    for game_id, data in BASES.values():
        _start(game_id, data)


@pytest.mark.parametrize("name", sorted(BASES))
@settings(max_examples=8, deadline=timedelta(seconds=1), suppress_health_check=[HealthCheck.too_slow,
                                                                              HealthCheck.function_scoped_fixture])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_the_largest_values_the_schema_admits_start_a_game_within_the_deadline(warm: None, name: str,
                                                                              seed: int) -> None:
    game_id, base = BASES[name]
    _start(game_id, largest_setup(random.Random(seed), game_id, base))
