"""Solo play: the app is the dungeon lord. The book's corner example first, then the automated steps."""

from __future__ import annotations

from typing import Any

import pytest

from rules_engine.dice import TableDice
from rules_engine.dungeoneer.adventure_cards import AdventureCard, Duration, Kind, Timing
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.errors import RuleViolation
from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup, SetupError
from rules_engine.values import replace
from tests.dungeoneer.flow import HEROES, LOCATIONS, act, refused, solo_table

def draw(state: DgState, text: str, name: str) -> DgState:
    """A draw command fulfilled with the named card (the table's card, or the app's pick)."""
    request = GAME.parse_command(state, text)
    assert isinstance(request, CardRequest)
    assert name in request.candidates
    return GAME.apply(state, request.build(DrawnCard(request.deck, name, "virtual"))).state


def into_corner(**options: Any) -> DgState:
    """Ann's deeds phase with the corner north of the north tunnel, Ann in the tunnel."""
    state = solo_table(**options)
    state = act(act(act(state, "next"), "place corner north of t1"), "next")
    return act(state, "move north")


@pytest.mark.rule("dungeoneer.solo.setup")
def test_solo_setup_one_player_three_quests_no_roll_for_first() -> None:
    state = solo_table()
    assert state.phase is Phase.DUNGEON_LORD and state.active == 0
    assert state.solo is not None and "zombie" in state.solo.peril_deck and "helm" in state.solo.glory_deck
    with pytest.raises(SetupError, match="one player"):
        GAME.new_game(GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), {"solo": True},
                                {"heroes": HEROES, "locations": LOCATIONS}))


@pytest.mark.rule("dungeoneer.solo.peril-roll")
def test_the_books_corner_peril_two_rolled_one_and_five_draws_one_card() -> None:
    state = into_corner()
    state = act(state, "move north")  # into the corner: 1 glory, and two peril dice instead of 2 peril
    assert state.solo.peril_dice == 2 and state.hero.peril == 1  # only the entrance's peril from the setup
    assert refused(state, "next") == "dungeoneer.solo.peril-roll"
    request = GAME.parse_command(state, "peril-roll")
    assert isinstance(request, DiceRequest) and request.count == 2
    outcome = GAME.apply(state, request.build(TableDice(["1", "5"]).roll(request.die, 2)))
    assert "Corner: peril 2, rolled 1 and 5: one peril card" in outcome.ruling.message
    assert any(c.rule_id == "dungeoneer.solo.peril-roll" for c in outcome.ruling.citations)
    assert outcome.state.solo.to_draw == 1


@pytest.mark.rule("dungeoneer.solo.banes-first", "dungeoneer.companion.solo-monster-form")
def test_drawn_cards_play_banes_first_then_the_monsters_attack_in_the_apps_form() -> None:
    state = act(act(into_corner(), "move north"), "peril-roll", 2, 1)
    state = draw(state, "draw-peril", "Grave wraith")
    assert state.battle is None  # one more card to draw before they are played together
    state = draw(state, "draw-peril", "Weakness")
    assert state.hero.inventory == ("curse",)  # the bane, played first, stays on the hero
    battle = state.battle
    assert battle is not None and [a.attacker.name for a in battle.attacks] == ["Grave wraith"]
    assert str(battle.attacks[0].form) == "magic"  # its only attack form


@pytest.mark.rule("dungeoneer.solo.glory-draws")
def test_a_slain_monster_draws_a_glory_card_and_is_discarded() -> None:
    state = act(act(into_corner(), "move north"), "peril-roll", 1, 6)
    state = draw(state, "draw-peril", "Zombie")
    state = act(act(state, "respond"), "attack-roll", 1)  # zombie 1 + 2 = 3
    state = act(state, "counter-roll", 6)  # the rogue 6 + 1 = 7: slain
    assert state.battle.stage is Stage.REWARD  # the monster slain: nothing left to strike back at
    state = act(state, "reward")
    assert state.battle is None and "zombie" in state.solo.peril_discard and state.solo.glory_draws == 1
    state = draw(state, "draw-glory", "Iron helm")
    assert state.solo.hand == ("helm",)
    assert refused(state, "play helm") == "dungeoneer.solo.glory-draws"  # a permanent treasure: reward stage only


@pytest.mark.rule("dungeoneer.solo.lair")
def test_the_optional_lair_keeps_the_costliest_monster() -> None:
    state = act(act(into_corner(**{"solo-lair": True}), "move north"), "peril-roll", 1, 2)
    state = draw(state, "draw-peril", "Zombie")
    state = draw(state, "draw-peril", "Legion")
    state = act(act(state, "respond"), "attack-roll", 1, 1)
    state = act(state, "counter-roll", 1, 1)  # ties and misses: both survive
    state = act(act(state, "challenge pass"), "reward")  # she might strike back with a point of the turn
    assert state.hero.lair == ("legion",) and "zombie" in state.solo.peril_discard


@pytest.mark.rule("dungeoneer.solo.goal")
def test_three_quests_then_back_to_the_entrance_wins() -> None:
    state = into_corner()
    state = state.with_hero(0, replace(state.hero, quests_done=3))
    state = act(state, "move south")  # back to the entrance
    assert state.phase is Phase.OVER and "back at the entrance" in state.result


@pytest.mark.rule("dungeoneer.general.order")
def test_the_hazard_comes_before_the_peril_cards() -> None:
    state = solo_table()
    state = act(act(act(state, "next"), "place spikes north of t1"), "next")
    state = act(act(state, "move north"), "move north")  # into the spiked hall: peril 1 and spikes
    state = act(state, "peril-roll", 1)
    with pytest.raises(RuleViolation):
        draw(state, "draw-peril", "Zombie")


@pytest.mark.rule("dungeoneer.turn.stayed-put", "dungeoneer.solo.peril-roll")
def test_alone_a_hero_that_stayed_put_rolls_for_its_locations_peril_before_the_turn_ends() -> None:
    state = act(act(act(solo_table(), "next"), "place corner north of t1"), "next")  # Ann never moves
    state = act(state, "next")  # into discard and draw
    glory, turn = state.hero.glory, state.turn_number
    outcome = GAME.apply(state, GAME.parse_command(state, "next"))
    state = outcome.state
    assert outcome.ruling.message == ("stayed in Tomb antechamber: +1 glory; peril 1: roll 1 die (peril-roll), "
                                      "then end the turn")
    assert state.hero.glory == glory + 1 and state.hero.peril == solo_table().hero.peril  # dice, not peril points
    assert state.solo.peril_dice == 1 and state.turn_number == turn  # the turn waits for the roll
    assert refused(state, "next") == "dungeoneer.solo.peril-roll"
    state = act(state, "peril-roll", 6)  # no card
    state = act(state, "next")
    assert state.turn_number == turn + 1 and state.hero.glory == glory + 1  # the stay paid once


@pytest.mark.rule("dungeoneer.solo.glory-draws")
def test_alone_an_instant_glory_card_goes_to_the_glory_discard_and_a_discarded_treasure_too() -> None:
    potion = AdventureCard("potion", "Potion", Kind.TREASURE, 1, Timing.DEEDS, Duration.INSTANT)
    state = solo_table()
    state = replace(state, adventure_cards=state.adventure_cards + (potion,),
                    solo=replace(state.solo, hand=("potion",)))
    state = act(act(act(state, "next"), "place corner north of t1"), "next")
    state = state.with_hero(0, replace(state.hero, glory=9, inventory=("helm",)))
    state = act(state, "play potion")
    assert state.solo.hand == () and state.hero.inventory == ("helm",)  # used, never in the inventory
    assert state.solo.glory_discard == ("potion",)
    state = act(state, "discard helm")
    assert state.hero.inventory == () and state.solo.glory_discard == ("potion", "helm")
