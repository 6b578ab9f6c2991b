"""Runebound refusals about the app's own records cite the app's conventions, not a nearby book passage.

An item the party does not carry, a name that is no player, a value typed from a hero card: the book
says nothing of these, and the refusals used to cite the activation limits, before-combat abilities,
meeting heroes or the setup. Each now cites the convention entry that says what the app decides.
"""

from __future__ import annotations

import pytest

from rules_engine.rules_index import get_rule
from tests.runebound2.helpers import new_game, refused
from tests.runebound2.test_combat_rules import in_combat


@pytest.mark.parametrize("rule_id", ["runebound2.companion.players", "runebound2.companion.party",
                                     "runebound2.companion.hero-values"])
def test_the_conventions_are_the_apps_own(rule_id):
    assert get_rule(rule_id).book == "companion"


@pytest.mark.parametrize("command", ['activate "Nothing"', 'discard "Nothing"',
                                     "effect heal Nobody 1"])
def test_a_card_or_character_the_party_lacks_cites_the_party_convention(command):
    refused(new_game(2), command, rule="runebound2.companion.party")


def test_an_item_the_hero_lacks_before_combat_cites_the_party_convention():
    refused(in_combat(), 'before item "Nothing"', rule="runebound2.companion.party")


def test_a_value_typed_for_no_player_cites_the_players_convention():
    refused(new_game(2), "hero Zed life:5", rule="runebound2.companion.players")
