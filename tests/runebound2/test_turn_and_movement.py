"""Setup, the five steps, and movement."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.game import GameSetup, PlayerSetup, SetupError
from rules_engine.runebound2.heroes import Item
from rules_engine.runebound2.steps import Step
from tests.runebound2.helpers import GAME, HEROES, new_game, play, refused, with_character, with_hero

FIVE = ("plains+road", "river+forest", "hills+mountains", "swamp+road", "forest+hills")


@pytest.mark.rule("runebound2.setup.start")
@pytest.mark.rule("runebound2.setup.tamalir")
def test_setup_gives_gold_markers_and_tamalir():
    state = new_game(3)
    assert [p.gold for p in state.players] == [3, 3, 3]
    assert state.track.markers_home() == (1, 2, 3, 4, 5, 6)
    assert all(p.position.city == "Tamalir" for p in state.players)
    assert state.step == Step.MOVEMENT and state.active == 0


def test_unknown_hero_values_are_typed_by_the_table_before_play():
    from cards_db.kinds import get_kind
    from tests.runebound2.helpers import refused

    shipped = get_kind("runebound2", "hero").shipped()
    state = GAME.new_game(GameSetup((PlayerSetup("Anna", "varikas"),), {}, {"heroes": {"varikas": shipped["varikas"]}}))
    assert state.hero.missing == ("life", "stamina", "ranged", "melee", "magic")
    # Typing a card's values is the app's own convention: the book has no passage on it.
    message = refused(state, "roll-move", "plains", "road", "river", "swamp", "forest", rule="runebound2.companion.hero-values")
    assert "hero Anna life:N" in message
    refused(state, "hero Anna body:5", rule="runebound2.companion.hero-values")  # already known, and different
    refused(state, "hero Anna body:4", rule="runebound2.companion.hero-values")  # nothing new to record
    state = play(state, "hero Anna life:6 stamina:4 body:4")  # the whole card typed: body 4 matches
    assert state.hero.missing == ("ranged", "melee", "magic")
    state = play(state, "hero damage:1/2/1")
    assert state.hero.missing == () and state.hero.hero.melee == 2
    assert play(state, "step H2:plains").hero.position.label == "H2"


@pytest.mark.rule("runebound2.setup.start")
def test_setup_refuses_duplicates_and_seats_without_heroes():
    with pytest.raises(SetupError, match="different hero"):
        GAME.new_game(GameSetup((PlayerSetup("A", "mok"), PlayerSetup("B", "mok")), {}, {"heroes": HEROES}))
    with pytest.raises(SetupError, match="needs a hero"):
        GAME.new_game(GameSetup((PlayerSetup("A"),), {}, {"heroes": HEROES}))


@pytest.mark.rule("runebound2.turn.steps")
@pytest.mark.rule("runebound2.movement.nothing-here")
def test_steps_skip_what_cannot_happen():
    state = play(new_game(2), "step H3:plains")
    state = play(state, "next")
    assert state.step == Step.EXPERIENCE  # nothing here: adventure and market skipped
    state = play(new_game(1), "next")
    assert state.step == Step.MARKET  # alone in Tamalir: no adventure, the market is open
    assert play(new_game(2), "next").step == Step.ADVENTURE  # another hero here: the heroes may meet
    state = play(new_game(2), "step H3:plains adventure:green")
    assert play(state, "next").step == Step.ADVENTURE
    refused(state, "adventure take", rule="runebound2.turn.steps")
    refused(state, "xp buy mind", rule="runebound2.xp.price")


@pytest.mark.rule("runebound2.turn.order")
@pytest.mark.rule("runebound2.refresh.step")
def test_turn_passes_left_and_refresh_turns_cards_up():
    state = new_game(2)
    state = with_hero(state, 1, items=(Item("Lantern", 2, "item", "lamp", "activate", activated=True),))
    state = play(play(state, "step H3:plains"), "next")
    state = play(state, "next")
    assert state.active == 1 and state.step == Step.MOVEMENT and state.turn_number == 2
    assert not state.hero.items[0].activated
    state = play(play(play(state, "step H4:plains"), "next"), "next")
    assert state.active == 0


@pytest.mark.rule("runebound2.movement.dice-count")
def test_five_dice_when_fresh_four_when_exhausted():
    state = play(new_game(2), "roll-move", *FIVE)
    assert len(state.turn.dice) == 5
    tired = with_character(new_game(2), exhaustion=1)
    assert GAME.parse_command(tired, "roll-move").count == 4


@pytest.mark.rule("runebound2.movement.unused-dice")
def test_unused_dice_are_lost():
    state = play(new_game(2), "roll-move", *FIVE)
    state = play(state, "move H1:plains")
    assert state.turn.dice == ()
    refused(state, "move H2:river", rule="runebound2.movement.symbols")
    refused(state, "roll-move", *FIVE, rule="runebound2.movement.unused-dice")


@pytest.mark.rule("runebound2.movement.symbols")
def test_any_die_enters_a_city_and_a_die_serves_one_hex():
    state = play(new_game(2), "roll-move", *FIVE)
    state = play(state, "move swamp river city:Greyhaven")
    assert state.hero.position.city == "Greyhaven"


@pytest.mark.rule("runebound2.movement.symbols")
def test_path_needing_two_swamps_with_one_swamp_die_is_refused():
    state = play(new_game(2), "roll-move", "swamp+road", "plains+road", "plains+road", "plains+road", "plains+road")
    refused(state, "move swamp H2:swamp", rule="runebound2.movement.symbols")


@pytest.mark.rule("runebound2.movement.rest")
def test_resting_sheds_exhaustion_per_die_not_rolled():
    state = with_character(new_game(2), exhaustion=3)
    state = play(state, "rest 2", "plains+road", "river+forest")
    assert state.hero.hero.exhaustion == 1 and len(state.turn.dice) == 2
    state = with_character(new_game(2), exhaustion=3)
    state = play(state, "stay")
    assert state.hero.hero.exhaustion == 0 and state.turn.movement == "stayed"
    state = with_character(new_game(2), exhaustion=1)
    refused(state, "rest 2 hero hero", "plains", "road", rule="runebound2.movement.rest")


@pytest.mark.rule("runebound2.movement.adjacent")
def test_stepping_replaces_rolling_and_never_follows_a_rest():
    state = play(new_game(2), "step H5:hills")
    assert state.turn.came_from == "Tamalir"
    refused(state, "roll-move", *FIVE, rule="runebound2.movement.unused-dice")
    rested = play(with_character(new_game(2), exhaustion=2), "rest 1", "plains+road", "river+forest", "hills")
    refused(rested, "step H5:hills", rule="runebound2.movement.adjacent")
    rolled = play(new_game(2), "roll-move", *FIVE)
    refused(rolled, "step H5:hills", rule="runebound2.movement.adjacent")


@pytest.mark.rule("runebound2.goal.win")
def test_declared_victory_ends_the_game():
    state = play(new_game(2), "victory \"three Dragon Runes\"")
    assert state.winner == 0 and "Anna" in state.result
    refused(state, "next", rule="runebound2.companion.game-over")


def test_replay_of_typed_turn_is_exact():
    from tests.runebound2.helpers import GAME as G

    setup = GameSetup((PlayerSetup("Anna", "varikas"), PlayerSetup("Boris", "valadir")), {}, {"heroes": HEROES})
    state = G.new_game(setup)
    log = []
    for text, dice in (("roll-move", FIVE), ("move road H2:forest adventure:yellow", ()), ("next", ()),
                       ("adventure take", ()), ('challenge "Brood" mind:15 body:11 spirit:14 damage:0/1/2 life:3', ()),
                       ("fight", ()), ("flee", (9, 9)), ("next", ())):
        from rules_engine.dice import TableDice
        from rules_engine.game import DiceRequest

        parsed = G.parse_command(state, text)
        if isinstance(parsed, DiceRequest):
            parsed = parsed.build(TableDice([str(d % 10) if isinstance(d, int) else d for d in dice]).roll(parsed.die, parsed.count))
        from rules_engine.actions import decode_action

        parsed = decode_action(parsed.to_json())
        state = G.apply(state, parsed).state
        log.append((parsed, False))
    assert G.replay(setup, log) == state
    assert replace(state).active == 1


@pytest.mark.rule("runebound2.movement.unused-dice")
def test_dice_left_over_after_a_move_are_counted_in_words():
    rolled = play(new_game(2), "roll-move", *FIVE)
    three_left = GAME.check(rolled, GAME.parse_command(rolled, "move forest H2:river"))
    assert "3 unused dice are lost" in [str(effect) for effect in three_left.effects]
    one_left = GAME.check(rolled, GAME.parse_command(rolled, "move forest river hills H2:swamp"))
    assert "one unused die is lost" in [str(effect) for effect in one_left.effects]
