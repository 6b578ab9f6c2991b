"""Market, item and ally limits, healing, activation, wounds and exhaustion, skill checks, experience."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.runebound2.adventures import Counter
from rules_engine.runebound2.experience import pay
from rules_engine.runebound2.heroes import Character, Item
from rules_engine.runebound2.steps import Step
from tests.runebound2.helpers import kept_from_play, new_game, play, refused, with_character, with_hero

SWORD = 'buy "Sword" item cost:3 class:weapon type:sword'


def at_market(players=1, **options):
    state = new_game(players, **options)
    return play(play(state, "next"), 'market draw "Lantern" item cost:2 use:activate')


@pytest.mark.rule("runebound2.market.city-only")
def test_market_only_in_a_city():
    state = play(play(new_game(1), "step H3:plains"), "next")
    assert state.step == Step.EXPERIENCE
    forced = replace(state, step=Step.MARKET)
    refused(forced, 'market draw "X" item cost:1', rule="runebound2.market.city-only")


@pytest.mark.rule("runebound2.market.draw-first")
@pytest.mark.rule("runebound2.market.buy")
def test_draw_first_then_buy_within_your_gold():
    state = play(new_game(1), "next")
    refused(state, SWORD, rule="runebound2.market.draw-first")
    state = play(state, 'market draw "Lantern" item cost:2 use:activate')
    refused(state, 'market draw "Other" item cost:2', rule="runebound2.market.draw-first")
    state = play(state, 'buy "Lantern"')
    assert state.hero.gold == 1 and state.market_of("Tamalir") == ()
    refused(state, SWORD, rule="runebound2.market.buy")


@pytest.mark.rule("runebound2.market.deck")
def test_the_market_deck_holds_84_cards_and_trading_goes_on_when_all_are_out():
    from rules_engine.runebound2.acquisitions import Acquisition
    from rules_engine.runebound2.actions import Buy, MarketDraw, MarketStock
    from rules_engine.runebound2.market import MARKET_DECK, market_cards_out
    from tests.runebound2.helpers import GAME

    state = play(new_game(1), "next")  # Tamalir's market step, its card not drawn yet
    lanterns = tuple(Acquisition(f"Lantern {n}", "item", 2) for n in range(MARKET_DECK - 2))
    state = with_hero(replace(state, markets=(("Riverwatch", lanterns),)), gold=5,
                      items=(Item("Rope", 1), Item("Brood Fang", 2, "weapon", "fang", kept=True)),
                      allies=(Character("Squire", 3, 2, cost=3),))
    # 82 on a market, the rope and the squire with the party (the fang is an adventure card kept, not a market card)
    assert market_cards_out(state) == MARKET_DECK
    refused(state, 'market draw "Other" item cost:2', rule="runebound2.market.deck")
    refused(state, 'market add Riverwatch "Other" item cost:2', rule="runebound2.market.deck")  # none can lie there
    assert GAME.decision(state).kind.name == "ACTION"  # trading, not a card to draw
    offered = {choice.action for choice in GAME.choices(state)}
    assert MarketDraw not in offered, offered
    assert MarketStock not in offered, offered
    assert Buy in offered, offered  # the market is open without a draw
    healed = play(with_character(state, wounds=1), "heal hero wound")  # the market is open without a draw
    assert healed.hero.hero.wounds == 0 and healed.hero.gold == 4
    back = play(state, 'discard "Squire"')  # under the deck: one card to draw again
    assert market_cards_out(back) == MARKET_DECK - 1
    assert play(back, 'market draw "Other" item cost:2').market_of("Tamalir")[-1].name == "Other"
    assert MarketDraw in {choice.action for choice in GAME.choices(back)}


@pytest.mark.rule("runebound2.market.sell")
def test_selling_rules():
    fang = kept_from_play("Brood Fang", "keep item class:weapon type:fang").hero.items
    state = with_hero(at_market(), items=(Item("Rope", 1),) + fang,
                      allies=(Character("Squire", 3, 2, cost=3),))
    refused(state, 'sell "Rope"', rule="runebound2.market.sell")
    refused(state, 'sell "Squire"', rule="runebound2.market.sell")
    refused(state, 'sell "Brood Fang"', rule="runebound2.combat.victory")
    state = play(with_hero(state, gold=5), SWORD)
    refused(state, 'sell "Sword"', rule="runebound2.market.sell")


@pytest.mark.rule("runebound2.market.limits")
def test_two_weapons_one_armour_two_allies():
    state = with_hero(at_market(), gold=50, items=(Item("Axe", 3, "weapon", "axe"), Item("Mail", 4, "armour", "mail")))
    state = play(state, SWORD)
    refused(state, 'buy "Mace" item cost:3 class:weapon type:mace', rule="runebound2.market.limits")
    refused(state, 'buy "Plate" item cost:3 class:armour type:plate', rule="runebound2.market.limits")
    state = play(state, 'hire "Squire" cost:2 life:3 stamina:2 stats:1/2/1 damage:1/1/0')
    state = play(state, 'hire "Page" cost:2 life:2 stamina:2')
    refused(state, 'hire "Cook" cost:1 life:2 stamina:1', rule="runebound2.market.limits")


@pytest.mark.rule("runebound2.variant.item-limit")
def test_one_item_per_class_and_type():
    state = with_hero(at_market(item_limit="class-and-type"), gold=50, items=(Item("Thunder Mace", 5, "weapon", "mace"),))
    # The book's example: Varikas with a Weapon/Mace may buy a Weapon/Sword but not another mace.
    refused(state, 'buy "Dragon Tooth" item cost:3 class:weapon type:mace', rule="runebound2.variant.item-limit")
    state = play(state, 'buy "White Blade" item cost:3 class:weapon type:sword')
    # The variant replaces the two-weapon limit: a third weapon of another type is fine.
    state = play(state, 'buy "Long Bow" item cost:3 class:weapon type:bow')
    assert len(state.hero.items) == 3
    assert play(state, 'buy "Charm" item cost:3 class:artifact type:relic').hero.item("Charm")
    refused(state, 'buy "Bow Two" item cost:3 class:weapon type:bow', rule="runebound2.variant.item-limit")


@pytest.mark.rule("runebound2.knockout.procedure")
def test_knockout_loses_one_card_even_among_equal_copies():
    from tests.runebound2.test_combat_rules import in_combat

    copies = (Item("Potion", 4, "item", "potion", "discard"), Item("Potion", 4, "item", "potion", "discard"))
    state = with_character(in_combat(state=with_hero(new_game(2), items=copies)), wounds=5)
    state = play(play(play(state, "fight"), "stay"), "defend ranged", 1, 1)
    assert state.turn.pending == "knockout"
    state = play(state, "recover Tamalir lose:Potion")
    assert [i.name for i in state.hero.items] == ["Potion"]


@pytest.mark.rule("runebound2.variant.ally-upkeep")
def test_unlimited_allies_pay_upkeep_first():
    allies = tuple(Character(n, 3, 2, cost=2) for n in ("A1", "A2", "A3"))
    state = with_hero(new_game(1, allies="unlimited-upkeep"), allies=allies, gold=2)
    state = play(state, "next")
    assert state.turn.upkeep_due
    # The variant: upkeep at the very start of the market step, before the market card and any trade.
    refused(state, 'market draw "Lantern" item cost:2', rule="runebound2.variant.ally-upkeep")
    refused(state, "upkeep", rule="runebound2.variant.ally-upkeep")
    state = play(state, "upkeep dismiss A3")
    assert [a.name for a in state.hero.allies] == ["A1", "A2"] and state.hero.gold == 0
    refused(state, "upkeep", rule="runebound2.variant.ally-upkeep")  # once per market step
    state = play(state, 'market draw "Lantern" item cost:2')
    refused(state, 'buy "Lantern"', rule="runebound2.market.buy")  # no gold left


@pytest.mark.rule("runebound2.variant.ally-upkeep")
def test_unlimited_allies_no_upkeep_without_allies_or_outside_the_variant():
    assert not play(new_game(1, allies="unlimited-upkeep"), "next").turn.upkeep_due
    allies = (Character("A1", 3, 2, cost=2),)
    assert not play(with_hero(new_game(1), allies=allies), "next").turn.upkeep_due


@pytest.mark.rule("runebound2.market.heal")
def test_healing_one_wound_or_all_exhaustion_for_a_gold():
    state = with_character(at_market(), wounds=2, exhaustion=3)
    state = play(state, "heal wound")
    assert state.hero.hero.wounds == 1 and state.hero.gold == 2
    state = play(state, "heal hero exhaustion")
    assert state.hero.hero.exhaustion == 0 and state.hero.gold == 1
    refused(with_hero(state, gold=0), "heal wound", rule="runebound2.market.heal")


@pytest.mark.rule("runebound2.market.discard")
def test_discard_any_time_but_not_kept_cards():
    fang = kept_from_play("Fang", "keep item class:weapon", players=1).hero.items
    state = with_hero(new_game(1), items=(Item("Axe", 3, "weapon"),) + fang)
    state = play(state, 'discard "Axe"')
    assert state.acquisitions_under == ("Axe",)
    refused(state, 'discard "Fang"', rule="runebound2.combat.victory")


@pytest.mark.rule("runebound2.activation.limits")
def test_one_activation_per_window_star_and_sword_exempt():
    items = (Item("Lantern", 2, usage="activate"), Item("Cloak", 2, usage="activate"),
             Item("Bomb", 2, usage="discard"), Item("Belt", 2, usage="constant"))
    state = with_hero(new_game(1), items=items)
    state = play(state, 'activate "Lantern"')
    refused(state, 'activate "Cloak"', rule="runebound2.activation.limits")
    refused(state, 'activate "Lantern"', rule="runebound2.activation.limits")
    refused(state, 'activate "Belt"', rule="runebound2.activation.limits")
    state = play(state, 'use "Bomb"')
    state = play(play(state, "next"), 'market draw "X" item cost:9')
    assert play(state, 'activate "Cloak"').hero.item("Cloak").activated
    refused(state, 'activate "Cloak" ward:1', rule="runebound2.wounds.ward")  # the ward's own timing rule


@pytest.mark.rule("runebound2.wounds.bounds")
@pytest.mark.rule("runebound2.cards.effects")
def test_exhaustion_past_stamina_becomes_wounds():
    state = play(new_game(1), "effect exhaust hero 6")  # stamina 4
    assert state.hero.hero.exhaustion == 4 and state.hero.hero.wounds == 2
    refused(state, "effect gold -9", rule="runebound2.cards.effects")
    state = play(state, "effect gold +4")
    assert state.hero.gold == 7


@pytest.mark.rule("runebound2.wounds.ability-stamina")
def test_an_ability_cannot_pass_stamina():
    state = with_character(new_game(1), exhaustion=3)
    refused(state, "ability hero exhaust:2", rule="runebound2.wounds.ability-stamina")
    assert play(state, "ability hero exhaust:1").hero.hero.exhaustion == 4


@pytest.mark.rule("runebound2.skill.check")
def test_skill_checks_and_allies():
    ally = Character("Squire", 3, 2, mind=2, body=3, spirit=1)
    state = with_hero(new_game(1), allies=(ally,))
    from tests.runebound2.helpers import ruling

    passed = ruling(state, "skill-check spirit 15 skill:2", 4, 5)  # 9 + 4 + 2 = 15
    assert passed.allowed and "passes" in passed.message
    failed = ruling(state, "skill-check spirit 15", 4, 5)
    assert "fails" in failed.message
    refused(state, "skill-check body 10 by:Squire", 5, 5, rule="runebound2.skill.check")
    assert ruling(state, "skill-check body 10 by:Squire ally-ok", 5, 5).allowed


@pytest.mark.rule("runebound2.xp.counters")
@pytest.mark.rule("runebound2.xp.bonuses")
def test_experience_counters_buy_bonuses():
    state = with_hero(new_game(2), counters=(Counter("green", 3), Counter("yellow", 4)))
    state = replace(state, step=Step.EXPERIENCE)
    state = play(state, "xp buy life")
    assert state.hero.hero.life == 7 and state.hero.xp_points == 2
    refused(state, "xp buy mind", rule="runebound2.xp.price")
    state = with_hero(state, counters=(Counter("blue", 5),) * 3)
    state = play(play(state, "xp buy life"), "xp buy life")
    refused(with_hero(state, counters=(Counter("red", 5),)), "xp buy life", rule="runebound2.adventure.colour-limit")
    assert play(with_hero(state, counters=(Counter("red", 5),)), "xp buy stamina").hero.hero.stamina == 6


@pytest.mark.rule("runebound2.xp.price")
def test_change_from_the_reserve_else_written_down():
    held = (Counter("blue", 6),)
    kept, remainder, reserve = pay(held, 0, (Counter("green", 1),), 5)
    assert kept == (Counter("green", 1),) and remainder == 0 and reserve == (Counter("blue", 6),)
    kept, remainder, reserve = pay(held, 0, (), 4)
    assert kept == () and remainder == 2
    assert pay((Counter("green", 2),), 1, (), 4) is None
