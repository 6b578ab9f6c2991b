"""Adventures: taking counters, events, encounters, the track's markers, other heroes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.runebound2.adventures import Counter
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.terrain import Hex
from tests.runebound2.helpers import kept_from_play, new_game, play, refused, with_hero

WOLVES = 'challenge "Wolves" mind:8 body:8 spirit:8 damage:1/1/1 life:2 gold:2'


def at_counter(colour="green", players=2):
    state = play(new_game(players), f"step H3:forest adventure:{colour}")
    return play(state, "next")


@pytest.mark.rule("runebound2.adventure.take")
def test_take_the_counter_or_leave_it():
    state = at_counter()
    assert play(state, "next").step == Step.EXPERIENCE  # left alone
    state = play(state, "adventure take")
    assert state.turn.drawing == "green"
    refused(state, 'challenge "X" yellow mind:1 body:1 spirit:1 damage:0/0/0 life:1', rule="runebound2.adventure.take")
    refused(state, "next", rule="runebound2.adventure.events")
    plain = play(play(new_game(2), "step H3:forest"), "next")
    assert plain.step == Step.EXPERIENCE


@pytest.mark.rule("runebound2.adventure.events")
@pytest.mark.rule("runebound2.adventure.refresh-counters")
def test_events_compare_levels_and_draw_again():
    state = play(at_counter(), "adventure take")
    state = play(state, 'event "Storm" level:2')
    assert state.active_event.name == "Storm" and state.turn.drawing == "green"
    state = play(state, 'event "Drizzle" level:1')
    assert state.active_event.name == "Storm"
    assert dict(state.under_decks)["green"] == ("Drizzle",)
    state = play(state, 'event "Flood" level:2')
    assert state.active_event.name == "Flood"
    assert dict(state.under_decks)["green"] == ("Drizzle", "Storm")
    refused(state, "refresh-counters green", rule="runebound2.adventure.refresh-counters")
    state = replace(state, reserve=(Counter("green", 1), Counter("blue", 3)))
    state = play(state, "refresh-counters green")
    assert state.reserve == (Counter("blue", 3),)


@pytest.mark.rule("runebound2.adventure.refresh-counters")
def test_putting_back_no_counter_says_so_in_a_sentence_of_its_own():
    from companion.services.i18n import translate, use_language
    from rules_engine.games import get_game
    from rules_engine.runebound2.actions import RefreshCounters

    state = play(play(at_counter(), "adventure take"), 'event "Storm" level:2')
    applied = get_game("runebound2").apply(state, RefreshCounters(colours=()))
    assert applied.state.reserve == state.reserve
    assert translate(applied.ruling.message) == "no counter goes back on the board"  # not "0 counters ...: "
    use_language("ru")  # the suite's conftest puts English back afterwards
    assert translate(applied.ruling.message) == "на поле не возвращается ни один жетон"


@pytest.mark.rule("runebound2.adventure.refresh-counters")
def test_the_colours_put_back_are_the_games_words_in_the_players_language():
    from companion.services.i18n import translate, use_language
    from rules_engine.games import get_game
    from rules_engine.runebound2.actions import RefreshCounters

    state = play(play(at_counter(), "adventure take"), 'event "Storm" level:2')
    state = replace(state, reserve=(Counter("green", 1), Counter("blue", 3)))
    applied = get_game("runebound2").apply(state, RefreshCounters(colours=("green", "blue")))
    assert translate(applied.ruling.message) == "2 counters back on the board: green, blue"
    use_language("ru")  # the suite's conftest puts English back afterwards
    assert translate(applied.ruling.message).endswith("(зелёный, синий)")


@pytest.mark.rule("runebound2.adventure.encounters")
def test_encounters_leave_the_game_and_drawing_goes_on():
    state = play(at_counter(), "adventure take")
    state = play(state, 'encounter "Old Hermit"')
    refused(state, WOLVES, rule="runebound2.adventure.encounters")
    state = play(state, "done")
    assert state.out_of_game == ("Old Hermit",) and state.turn.drawing == "green"
    state = play(state, WOLVES)
    assert state.combat is not None


@pytest.mark.rule("runebound2.adventure.track-marker")
def test_a_marker_offers_its_card_instead_of_a_draw():
    state = play(at_counter(), "adventure take")
    state = play(play(state, WOLVES), "fight")
    state = play(state, "flee", 9, 9)
    assert state.track.marker_at("H3") == 1
    state = play(state, "next")  # Boris's turn
    state = play(play(state, "step H3:forest"), "next")
    state = play(state, "adventure track")
    assert state.combat.card.name == "Wolves" and state.combat.source == "track"
    assert state.track.markers_home() == (1, 2, 3, 4, 5, 6)
    empty = play(play(new_game(2), "step H8:forest adventure:green"), "next")
    refused(empty, "adventure track", rule="runebound2.adventure.track-marker")


@pytest.mark.rule("runebound2.adventure.colour-limit")
def test_life_bonuses_bar_the_easiest_colours():
    state = with_hero(new_game(2), experience=("life",))
    state = play(play(state, "step H3:forest adventure:green"), "next")
    refused(state, "adventure take", rule="runebound2.adventure.colour-limit")
    state = with_hero(new_game(2), experience=("life", "life"))
    state = play(play(state, "step H3:forest adventure:blue"), "next")
    assert play(state, "adventure take").turn.drawing == "blue"


@pytest.mark.rule("runebound2.adventure.heroes")
@pytest.mark.rule("runebound2.adventure.negotiation")
def test_meeting_heroes_negotiate_or_duel_never_both():
    state = new_game(2)
    state = with_hero(state, 1, position=Hex("H3", "forest"))
    state = play(play(state, "step H3:forest adventure:green"), "next")
    negotiating = play(state, "negotiate Boris")
    refused(negotiating, "duel Boris", rule="runebound2.adventure.heroes")
    refused(negotiating, "adventure take", rule="runebound2.adventure.heroes")
    given = play(negotiating, "give Boris gold:2")
    assert given.players[0].gold == 1 and given.players[1].gold == 5
    back = play(given, "give Anna gold:1 from:Boris")
    assert back.players[0].gold == 2
    fang = kept_from_play("Brood Fang", "keep item class:weapon type:fang").hero.items
    kept = with_hero(negotiating, items=fang)
    refused(kept, 'give Boris item:"Brood Fang"', rule="runebound2.combat.victory")
    adventuring = play(state, "adventure take")
    message = refused(adventuring, "negotiate Boris", rule="runebound2.adventure.heroes")
    assert "already took an adventure" in message
    refused(adventuring, "duel Boris", rule="runebound2.adventure.heroes")
    alone = play(play(new_game(2), "step H9:plains adventure:green"), "next")
    assert "not on this hex" in refused(alone, "negotiate Boris", rule="runebound2.adventure.heroes")
