"""Runebound refusals about the app's own records cite the app's conventions, not a nearby book passage.

An item the party does not carry, a name that is no player, a value typed from a hero card: the book
says nothing of these, and the refusals used to cite the activation limits, before-combat abilities,
meeting heroes or the setup. Each now cites the convention entry that says what the app decides.
"""

from __future__ import annotations

import pytest

from rules_engine.rules_index import get_rule
from tests.runebound2.helpers import new_game, play, refused
from tests.runebound2.test_combat_rules import in_combat


@pytest.mark.parametrize("rule_id", ["runebound2.companion.players", "runebound2.companion.party",
                                     "runebound2.companion.hero-values", "runebound2.companion.game-over",
                                     "runebound2.companion.card-values"])
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


def test_a_command_after_the_win_cites_the_game_over_convention_not_the_winning_rule():
    # The passage on winning says who wins; that nothing is played afterwards is the app's reading.
    won = play(new_game(2), 'victory "three Dragon Runes"')
    refused(won, "next", rule="runebound2.companion.game-over")


def test_an_ability_typed_as_costing_no_exhaustion_cites_the_card_effects_convention():
    # The stamina passage says an ability may not pass stamina; a cost of nought is what the table typed.
    refused(new_game(1), "ability hero exhaust:0", rule="runebound2.cards.effects")
