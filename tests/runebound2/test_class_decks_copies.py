"""The Class Decks expansion copies its records with the engine's `replace` (rules_engine/values.py), which gives
what `dataclasses.replace` gives, guards included."""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
from random import Random

import pytest

import rules_engine
from rules_engine.runebound2.class_decks.deck_state import EXPANSION_ID, ClassDecks
from rules_engine.runebound2.class_decks.threat import ThreatPool
from rules_engine.values import replace
from tests.runebound2.class_deck_walk import class_game_from


def _decks() -> ClassDecks:
    state, _ = class_game_from(Random(3), 2)
    return next(value for key, value in state.expansions if key == EXPANSION_ID)


def test_no_module_of_the_engine_copies_records_with_dataclasses_replace() -> None:
    slow = [info.name for info in pkgutil.walk_packages(rules_engine.__path__, "rules_engine.")
            if getattr(importlib.import_module(info.name), "replace", None) is dataclasses.replace]
    assert slow == []


def test_the_slice_and_a_seat_copy_as_dataclasses_replace_copies_them() -> None:
    decks = _decks()
    seat = decks.seats[1]
    assert replace(decks, flee_cards=(), challenges=()) == dataclasses.replace(decks, flee_cards=(), challenges=())
    assert replace(seat, hand=seat.hand[1:], threat=seat.threat.gain(2)) == dataclasses.replace(
        seat, hand=seat.hand[1:], threat=seat.threat.gain(2))
    assert replace(decks, seats=(seat, seat)).seats == (seat, seat)


def test_a_threat_pool_copied_with_a_wrong_total_is_still_refused() -> None:
    # ThreatPool guards its ten tokens in __post_init__: the engine's replace runs it, as dataclasses.replace does.
    with pytest.raises(ValueError, match="threat must be 10 tokens"):
        replace(ThreatPool(8, 2), pool=9)
    assert replace(ThreatPool(8, 2), pool=7, on_card=3) == ThreatPool(7, 3)
