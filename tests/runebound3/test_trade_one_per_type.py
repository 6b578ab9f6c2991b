"""One item of each type (Торговля:): of two items of a type, the player chooses which is discarded at once."""

from __future__ import annotations

import pytest

from rules_engine.runebound3.actions import Buy, Trade
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.item_barter import GiveItem
from rules_engine.runebound3.state import Item, ItemType
from rules_engine.values import replace
from tests.runebound3.helpers import item, new_state, refused_rule
from tests.runebound3.test_hero_actions import play, with_hero


def holding_a_sword_and_offered_an_axe():
    """A trading hero who carries a Sword while an Axe lies in the market."""
    state = play(with_hero(new_state(), gold=10), Trade(item("Sword", "weapon", 2)), Buy("Sword"))
    return play(state, Trade(item("Axe", "weapon", 3)))


@pytest.mark.rule("runebound3.trade.one-per-type")
def test_the_player_may_keep_the_item_held_and_discard_the_one_bought() -> None:
    state = play(holding_a_sword_and_offered_an_axe(), Buy("Axe", discard="Axe"))
    hero = state.heroes[0]
    assert [i.name for i in hero.items] == ["Sword"] and hero.gold == 5
    assert all(len(m.items) == 3 for m in state.markets)


@pytest.mark.rule("runebound3.trade.one-per-type")
def test_the_player_may_keep_the_item_bought_and_discard_the_one_held() -> None:
    outcome = RUNEBOUND3.apply(holding_a_sword_and_offered_an_axe(), Buy("Axe", discard="Sword"))
    assert [i.name for i in outcome.state.heroes[0].items] == ["Axe"]
    assert "keeps Axe and discards Sword" in " ".join(outcome.ruling.effects)


@pytest.mark.rule("runebound3.trade.one-per-type")
def test_naming_an_item_that_is_neither_of_the_two_or_with_nothing_to_discard_is_refused() -> None:
    rule, message = refused_rule(holding_a_sword_and_offered_an_axe(), Buy("Axe", discard="Bow"))
    assert rule == "runebound3.trade.one-per-type" and "Axe or Sword" in message
    offered = play(with_hero(new_state(), gold=10), Trade(item("Cloak", "armour", 2)))
    rule, message = refused_rule(offered, Buy("Cloak", discard="Cloak"))
    assert rule == "runebound3.trade.one-per-type" and "no other armour" in message


def test_the_buy_command_takes_the_item_to_discard_and_the_choices_offer_both() -> None:
    state = holding_a_sword_and_offered_an_axe()
    assert RUNEBOUND3.parse_command(state, "buy Axe discard Sword") == Buy("Axe", "Sword")
    assert RUNEBOUND3.format_command(Buy("Axe", "Sword")) == "buy Axe discard Sword"
    assert RUNEBOUND3.format_command(Buy("Axe")) == "buy Axe" and Buy("Axe").to_json()["data"] == {"item": "Axe"}
    buys = [c for c in RUNEBOUND3.choices(state) if c.action is Buy and c.fields["item"].admits("Axe")]
    assert any(c.fields["discard"].admits("Axe") and c.fields["discard"].admits("Sword") for c in buys)
    assert ItemType.WEAPON.value in " ".join(c.label for c in buys)


@pytest.mark.rule("runebound3.trade.one-per-type")
def test_a_hero_given_an_item_of_a_type_it_holds_may_keep_the_one_it_held() -> None:
    state = play(holding_a_sword_and_offered_an_axe(), Buy("Axe", discard="Sword"))  # P0 holds the Axe
    p1 = replace(state.heroes[1], items=(Item("Club", ItemType.WEAPON, 1),))
    state = replace(state, heroes=(state.heroes[0], p1))
    command = RUNEBOUND3.parse_command(state, "barter Axe to p2 discard Axe")
    assert command == GiveItem(1, "Axe", "Axe") and RUNEBOUND3.format_command(command) == "barter Axe to p2 discard Axe"
    after = RUNEBOUND3.apply(state, command).state
    assert [i.name for i in after.heroes[1].items] == ["Club"] and after.heroes[0].items == ()
