"""After a base action that touches nothing of the Class Decks, the expansion's slice is handed on as it was.

The expansion follows every base action; most (a card's effect, a market card noted) change none of its slice, and then
the very same slice stays in the new state (nothing copied). One that does change it (the end of movement opens a
window) puts the new slice in. A market card that fits builds no refusal; one that breaks several rules is refused by
the first of them, as before.
"""

from __future__ import annotations

import pytest

from rules_engine.errors import RuleViolation
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.acquisitions import Acquisition
from rules_engine.runebound2.market import card_fits
from tests.runebound2.class_deck_helpers import GAME, class_game, decks


def test_an_effect_keeps_the_very_same_slice() -> None:
    state = class_game()
    after = GAME.apply(state, A.Effect("gold", amount=2)).state
    assert after.hero.gold == state.hero.gold + 2
    assert decks(after) is decks(state)


def test_the_end_of_movement_puts_a_new_slice_with_its_window() -> None:
    state = class_game()
    assert decks(state).window is None
    after = GAME.apply(state, A.NextStep()).state
    assert decks(after) is not decks(state)
    assert decks(after).window is not None


def test_a_market_card_that_fits_builds_no_refusal() -> None:
    assert list(card_fits(Acquisition("Sword", "item", 3, item_class="weapon"))) == []


def test_a_market_card_breaking_several_rules_is_refused_by_the_first() -> None:
    card = Acquisition("Odd", "relic", -1, usage="sometimes")
    broken = list(card_fits(card))
    assert [r.message for r in broken] == [
        "a market card is an item or an ally", "a price cannot be negative", "no number on a card is below zero (cost)",
        "an item is used by activation, discard or constantly, not 'sometimes'"]
    assert all(r.hard and not r.met for r in broken)
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(class_game(), A.MarketStock("Tamalir", card))
    assert refused.value.ruling.message == "a market card is an item or an ally"
