"""The rulebook's own worked examples, replayed through typed commands."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.challenge_track import ChallengeTrack, TrackSlot
from rules_engine.runebound2.doom_track import DoomCard
from rules_engine.runebound2.experience import price
from rules_engine.runebound2.heroes import Character, Item
from rules_engine.runebound2.market import sale_price
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.terrain import Hex
from tests.runebound2.helpers import new_game, play, refused, with_character, with_hero

BROOD = ("challenge \"Bloodmother's Brood\" yellow mind:15 body:11 spirit:14 damage:0/1/2 life:3 "
         "gold:3 keep before")
#: Four terrain dice that allow the book's three best routes (face layouts are not printed as text).
EXAMPLE_DICE = ("plains+road+hills", "river+forest", "forest+hills+mountains", "hills+mountains+swamp")


@pytest.mark.rule("runebound2.movement.dice-count")
@pytest.mark.rule("runebound2.movement.symbols")
@pytest.mark.parametrize("path", [
    "move plains river forest H9:hills adventure:green",   # route 1: to the green adventure
    "move road city:Greyhaven",                            # route 2: road, then any die enters a city
    "move hills H4:mountains adventure:blue",              # route 3: to the blue adventure
])
def test_movement_example_varikas_four_dice(path):
    state = with_character(new_game(2), wounds=1)  # a wounded party rolls at most four
    state = play(state, "roll-move", *EXAMPLE_DICE)
    assert len(state.turn.dice) == 4
    state = play(state, path)
    assert state.turn.movement == "moved"


@pytest.mark.rule("runebound2.movement.dice-count")
def test_wounded_party_cannot_roll_five():
    from rules_engine.runebound2 import actions as A
    from tests.runebound2.helpers import GAME, terrain

    state = with_character(new_game(2), wounds=1)
    result = GAME.check(state, A.RollMovement(terrain(*EXAMPLE_DICE, "road+river")))
    assert not result.allowed and result.citations[0].rule_id == "runebound2.movement.dice-count"


@pytest.mark.rule("runebound2.movement.symbols")
def test_movement_example_one_symbol_per_die():
    state = play(with_character(new_game(2), wounds=1), "roll-move", *EXAMPLE_DICE)
    refused(state, "move plains road river forest H1:hills", rule="runebound2.movement.symbols")  # five hexes, four dice
    refused(state, "move plains road H1:river", rule="runebound2.movement.symbols")  # plains and road share die 1


@pytest.mark.rule("runebound2.combat.before")
@pytest.mark.rule("runebound2.combat.attack-roll")
@pytest.mark.rule("runebound2.combat.allies")
@pytest.mark.rule("runebound2.combat.victory")
@pytest.mark.rule("runebound2.skill.check")
def test_combat_example_varikas_against_bloodmothers_brood():
    state = new_game(2)
    acolyte = Character("Acolyte of Flame", life=2, stamina=2, mind=1, body=1, spirit=1, magic=1, cost=4)
    armour = Item("Leather Armour", 3, "armour", "leather", "activate")
    bomb = Item("Fire Bomb", 2, "item", "bomb", "discard")
    state = with_hero(state, allies=(acolyte,), items=(armour, bomb))
    state = play(state, "step H7:swamp adventure:yellow")
    state = play(state, "next")
    state = play(state, "adventure take")
    state = play(state, BROOD)
    # Before combat: the card's own ability first - a Body swimming check (14): 6 + Body 4 = 10 fails.
    state = play(state, "before card")
    checked = play(state, "skill-check body 14", 2, 4)
    state = play(checked, "effect wound hero 1")
    assert state.turn.pending == "wounds" and state.hero.hero.wounds == 0  # held while the armour may ward it
    state = play(state, 'activate "Leather Armour" ward:1')  # the armour wards that wound as it is dealt
    assert state.hero.hero.wounds == 0 and state.turn.pending == ""
    # The Fire Bomb is discarded, not activated, so it is still allowed: ranged 11 + Mind 1 = 12 < 15.
    state = play(state, 'before item "Fire Bomb" attack:ranged', 5, 6)
    assert state.combat.wounds == 0 and state.hero.item("Fire Bomb") is None
    # Varikas's own ability: one exhaustion for a magic attack, 14 + Spirit 4 = 18 >= 14: one wound.
    state = play(state, "before hero attack:magic exhaust:1", 7, 7)
    assert state.combat.wounds == 1 and state.hero.hero.exhaustion == 1
    refused(state, "before hero attack:magic exhaust:1", 7, 7, rule="runebound2.combat.before")
    state = play(state, "fight")
    assert state.combat.phase == "flee" and state.combat.round == 1
    # Ranged: the Brood deals no ranged damage, so Varikas defends without rolling.
    state = play(state, "defend ranged")
    assert state.combat.phase == "melee"
    # Melee: 5 + Body 4 = 9 < 11: Varikas takes the Brood's melee damage, one wound.
    state = play(state, "attack melee", 2, 3)
    assert state.hero.hero.wounds == 1 and state.combat.wounds == 1
    # Magic: Varikas has attacked; the Acolyte attacks: 15 + Spirit 1 = 16 >= 14: a second wound.
    refused(state, "attack magic hero", 7, 8, rule="runebound2.combat.one-attack")
    state = play(state, 'attack magic "Acolyte of Flame"', 5, 10)
    assert state.combat.wounds == 2
    assert state.combat.round == 2 and state.combat.phase == "flee"
    refused(state, "before hero", rule="runebound2.combat.round")
    # The new round: Varikas finishes the Brood in melee, takes 3 gold and keeps the card.
    state = play(state, "defend ranged")
    state = play(state, "attack melee", 3, 4)
    assert state.combat is None
    assert state.hero.gold == 3 + 3
    assert state.turn.pending == "keep"  # the table says what the kept card becomes
    state = play(state, "keep card")  # the book: kept "for use in future adventures"
    assert [c.name for c in state.hero.trophies] == ["Bloodmother's Brood"]
    assert state.turn.pending == "counter"
    state = play(state, "counter 2")
    assert state.hero.counters[0].colour == "yellow" and state.hero.xp_points == 2


@pytest.mark.rule("runebound2.combat.allies")
@pytest.mark.rule("runebound2.combat.ally-dies")
def test_combat_example_acolyte_would_die_on_a_miss():
    state = new_game(2)
    acolyte = Character("Acolyte of Flame", life=2, stamina=2, mind=1, body=1, spirit=1, magic=1, cost=4)
    state = with_hero(state, allies=(acolyte,))
    state = play(state, "step H7:swamp adventure:yellow")
    state = play(play(play(state, "next"), "adventure take"), BROOD.replace(" before", ""))
    state = play(state, "fight")
    state = play(state, "defend")
    state = play(state, "attack melee", 2, 3)
    state = play(state, 'attack magic "Acolyte of Flame"', 3, 4)  # 7 + 1 = 8 < 14: two wounds, it dies
    assert state.hero.allies == ()
    assert "Acolyte of Flame" in state.acquisitions_under


def _full_track(state):
    cards = tuple(AdventureCard(f"Foe {n}", "green", "challenge", mind=5, body=5, spirit=5, life=2) for n in range(1, 7))
    slots = tuple(TrackSlot(card, f"T{n}", since=n) for n, card in enumerate(cards, start=1))
    return replace(state, track=ChallengeTrack(slots, clock=6))


@pytest.mark.rule("runebound2.track.full")
@pytest.mark.rule("runebound2.flee.success")
def test_fleeing_onto_a_full_track():
    state = _full_track(new_game(2))
    state = play(state, "step H9:forest adventure:green")
    state = play(play(play(state, "next"), "adventure take"),
                 'challenge "Wolves" mind:12 body:8 spirit:8 damage:1/1/1 life:4')
    state = play(state, "fight")
    state = play(state, "flee", 6, 6)  # 12 + Mind 1 = 13 >= 12
    slot = state.track.slots[0]
    assert slot.card.name == "Wolves" and slot.hex == "H9"
    assert "Foe 1" in dict(state.under_decks)["green"]
    assert state.track.marker_count() == 6
    assert state.track.marker_at("T1") is None and state.track.marker_at("H9") == 1
    assert state.turn.ended and state.hero.position.label == "Tamalir"


@pytest.mark.rule("runebound2.doom.token")
@pytest.mark.rule("runebound2.doom.discards")
def test_doom_token_in_a_three_player_game():
    state = new_game(3, doom_track=True)
    assert state.doom.cards == (DoomCard("face-down green card", "green"),)
    for n in range(1, 5):
        state = replace(state, doom=state.doom.add(DoomCard(f"C{n}", "yellow"), 3)[0])
    assert len(state.doom.cards) == 5 and state.doom.tokens == 0
    # The sixth card, from an event ignored below the active one, brings the first doom counter.
    state = replace(state, active_event=AdventureCard("Storm", "blue", "event", level=3))
    state = play(state, "step H2:hills adventure:blue")
    state = play(play(state, "next"), "adventure take")
    state = play(state, 'event "Quiet Days" level:1')
    assert state.doom.tokens == 1
    assert state.doom.cards == (DoomCard("Quiet Days", "blue"),)
    under = dict(state.under_decks)
    assert len(under["green"]) == 1 and len(under["yellow"]) == 4


@pytest.mark.rule("runebound2.xp.price")
@pytest.mark.rule("runebound2.variant.xp-length")
@pytest.mark.parametrize("players,standard,quick,long", [(1, 5, 4, 6), (2, 5, 4, 6), (3, 4, 3, 5), (4, 4, 3, 5),
                                                          (5, 3, 2, 4), (6, 3, 2, 4)])
def test_experience_prices(players, standard, quick, long):
    assert price(players) == standard
    assert price(players, "quick") == quick
    assert price(players, "long") == long


@pytest.mark.rule("runebound2.xp.price")
def test_four_players_pay_four_points():
    from rules_engine.runebound2.adventures import Counter

    state = with_hero(new_game(4), counters=(Counter("green", 1), Counter("yellow", 3), Counter("blue", 2)))
    state = replace(state, step=Step.EXPERIENCE)
    state = play(state, "xp buy body")
    assert state.hero.hero.body == 4 + 2
    assert state.hero.xp_points == 2


@pytest.mark.rule("runebound2.market.sell")
def test_selling_a_three_gold_item_for_one():
    assert sale_price(3) == 1
    state = with_hero(new_game(2), items=(Item("Dagger", 3, "weapon", "dagger"),), gold=0)
    state = replace(state, step=Step.MARKET)
    state = play(state, 'market draw "Rope" item cost:1')
    state = play(state, 'sell "Dagger"')
    assert state.hero.gold == 1
    assert "Dagger" in [c.name for c in state.market_of("Tamalir")]
    assert state.hero.position == Hex("Tamalir", city="Tamalir")
