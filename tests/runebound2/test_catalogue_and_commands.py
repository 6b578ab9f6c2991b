"""The hero and terrain-dice catalogue, the typed vocabulary, the view, and the extension hooks."""

from __future__ import annotations

import pytest

from cards_db.kinds import CatalogueError, get_kind
from rules_engine.errors import CommandError
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.heroes import Item
from rules_engine.runebound2.terrain import Hex
from tests.runebound2.helpers import GAME, HEROES, new_game, play, refused, with_hero

DIE = {"id": "mine", "name": "my terrain die",
       "faces": [["plains", "road"], ["river", "forest", "hills"], ["swamp", "mountains"], ["plains", "hills"],
                 ["road", "river"], ["forest", "mountains", "swamp"]]}


def test_shipped_heroes_name_the_books_heroes_and_mark_the_unknown():
    heroes = get_kind("runebound2", "hero").shipped()
    assert {"varikas", "valadir", "mok"} <= set(heroes)
    varikas = heroes["varikas"]
    assert (varikas["mind"], varikas["body"], varikas["spirit"]) == (1, 4, 4)
    assert varikas["life"] is None and "life" in varikas["unconfirmed"]


@pytest.mark.parametrize("bad,message", [
    ({"id": "x", "name": "X", "life": -1}, "'life' expects a whole number from 1 to 99, or null when unknown, not -1"),
    ({"id": "x", "name": "X", "life": 0}, "'life' expects a whole number from 1 to 99, or null when unknown, not 0"),
    ({"id": "x", "name": "", "life": 3}, "'name' expects text that is not empty"),
    ({"id": "x", "name": "X", "speed": 3}, "unknown field 'speed'"),
    ({"id": "x", "name": "X", "mind": True}, "'mind' expects a whole number from 0 to 99, or null when unknown, not true"),
    ({"id": "x", "name": "X", "unconfirmed": "life"}, "'unconfirmed' expects a list, each item text"),
])
def test_hero_validator_is_strict(bad, message):
    with pytest.raises(CatalogueError, match=message):
        get_kind("runebound2", "hero").validate(bad)


def test_hero_validator_marks_missing_values_unconfirmed():
    clean = get_kind("runebound2", "hero").validate({"id": "Y", "name": "Y", "life": 5})
    assert clean["id"] == "y" and "stamina" in clean["unconfirmed"] and clean["life"] == 5


@pytest.mark.parametrize("faces,message", [
    (DIE["faces"][:5], "6 faces"),
    ([["plains"]] + DIE["faces"][1:], "two or three"),
    ([["plains", "lava"]] + DIE["faces"][1:], "lava"),
    ([["plains", "plains"]] + DIE["faces"][1:], "repeats"),
])
def test_terrain_die_validator_is_strict(faces, message):
    with pytest.raises(CatalogueError, match=message):
        get_kind("runebound2", "terrain-dice").validate({"id": "d", "name": "d", "faces": faces})


def test_a_described_terrain_die_can_be_rolled_by_the_app():
    from rules_engine.dice import SeededDiceSource

    clean = get_kind("runebound2", "terrain-dice").validate(DIE)
    setup = GameSetup((PlayerSetup("Anna", "varikas"),), {}, {"heroes": HEROES, "terrain_dice": clean})
    state = GAME.new_game(setup)
    request = GAME.parse_command(state, "roll-move")
    assert request.die.can_roll()
    roll = SeededDiceSource(4).roll(request.die, request.count)
    state = GAME.apply(state, request.build(roll)).state
    assert len(state.turn.dice) == 5
    assert not GAME.parse_command(new_game(1), "roll-move").die.can_roll()  # undescribed: entered only
    assert get_kind("runebound2", "terrain-dice").shipped() == {}


@pytest.mark.parametrize("text,message", [
    ("fly", "not a Runebound command"),
    ("move", "list the terrain"),
    ("move lava H1:plains", "not a terrain"),
    ('challenge "X" mind:1', "needs body"),
    ('event "X"', "level"),
    ("counter", "counter N"),
    ("xp buy luck", "xp buy"),
    ('buy "X" cost:3', "item or an ally"),
    ('challenge "Unclosed', "cannot read"),
    ("rest 7", "rest 1 to 4"),
    ("skill-check body", "skill-check mind|body|spirit"),
    ('challenge "X" mind:1 body:1 spirit:1 life:1 damage:1/2', "three numbers"),
    ("", "type a command"),
])
def test_commands_that_cannot_be_understood_say_why(text, message):
    state = play(play(new_game(2), "step H3:forest adventure:green"), "next")
    state = play(state, "adventure take")
    with pytest.raises(CommandError, match=message):
        GAME.parse_command(state, text)


def test_help_lists_every_command_and_what_fits_first():
    state = new_game(2)
    commands = GAME.commands(state)
    assert commands[0].syntax.startswith(("roll-move", "next", "rest", "stay", "step"))
    words = {c.syntax.split()[0] for c in commands}
    assert {"roll-move", "move", "challenge", "attack", "flee", "buy", "sell", "heal", "xp", "next"} <= words


def test_view_names_turn_step_tracks_and_what_is_left_to_the_table():
    view = GAME.view(new_game(3, doom_track=True))
    assert view.turn.startswith("Turn 1: Anna") and view.phase == "movement"
    titles = [title for title, _ in view.sections]
    assert titles[:3] == ["Unresolved-challenge track", "Doom track", "Active event"]
    assert "Left to the table" in titles
    doom = dict(view.sections)["Doom track"]
    assert "a counter falls at 6 cards (3 players)" in doom[0]
    assert dict(view.players[0].stats)["gold"] == "3"


@pytest.mark.rule("runebound2.activation.limits")
def test_the_defender_activates_one_card_per_duel_round():
    state = new_game(2)
    state = with_hero(state, 1, position=Hex("H3", "forest"),
                      items=(Item("Shield", 3, "armour", "shield", "activate"), Item("Ring", 2, usage="activate")))
    state = play(play(play(state, "step H3:forest"), "next"), "duel Boris")
    state = play(play(state, "fight"), 'activate "Shield" by:Boris')
    assert state.players[1].item("Shield").activated
    refused(state, 'activate "Ring" by:Boris', rule="runebound2.activation.limits")


@pytest.mark.rule("runebound2.doom.discards")
def test_spending_a_kept_card_feeds_the_doom_track():
    state = new_game(2, doom_track=True)
    card = AdventureCard("Healing Spring", "green", "encounter")
    state = with_hero(state, trophies=(card,))
    state = play(state, 'use "Healing Spring"')
    assert state.hero.trophies == () and state.doom.cards[-1].name == "Healing Spring"


def test_extension_fields_ride_along_untouched():
    state = with_hero(new_game(1), extensions=(("class-decks.threat", "10"),))
    state = play(state, "step H2:plains")
    assert state.hero.extensions == (("class-decks.threat", "10"),)


@pytest.mark.rule("runebound2.movement.symbols")
def test_the_table_can_describe_its_terrain_die_in_the_session():
    from rules_engine.dice import SeededDiceSource

    state = new_game(1)
    refused(state, "terrain-die plains+road river forest+hills swamp+mountains road+river hills+plains",
            rule="runebound2.movement.symbols")
    state = play(state, "terrain-die plains+road river+forest+hills swamp+mountains plains+hills road+river "
                        "forest+mountains+swamp")
    request = GAME.parse_command(state, "roll-move")
    assert request.die.can_roll()
    state = GAME.apply(state, request.build(SeededDiceSource(1).roll(request.die, request.count))).state
    assert len(state.turn.dice) == 5
    with pytest.raises(CommandError, match="six faces"):
        GAME.parse_command(state, "terrain-die plains+road")
