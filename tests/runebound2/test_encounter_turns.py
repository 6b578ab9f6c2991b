"""Encounters whose demands take several turns stay open with the hero instead of forcing 'done'.

The book («Встречи»): an encounter may set demands that take the hero several turns; after an
encounter is played the player draws again.
"""

from __future__ import annotations

import pytest

from rules_engine.runebound2.choices import answers
from tests.runebound2.helpers import new_game, play, refused, ruling


def drawn_encounter(name: str = "Lost Child"):
    """Anna takes a green adventure and draws an encounter."""
    state = play(play(new_game(2), "step H3:forest adventure:green"), "next")
    return play(play(state, "adventure take"), f'encounter "{name}"')


@pytest.mark.rule("runebound2.adventure.encounter-turns")
def test_an_encounter_left_open_stays_with_the_hero_across_turns_then_ends():
    state = drawn_encounter()
    refused(state, "next", rule="runebound2.adventure.encounters")  # unfinished and not left open
    state = play(state, "later")
    assert [c.name for c in state.hero.open_encounters] == ["Lost Child"] and state.turn.encounter == ""
    assert state.turn.drawing == "green"  # drawing goes on, as after any encounter
    state = play(play(state, 'challenge "Rat" mind:1 body:1 spirit:1 damage:0/0/0 life:1'), "fight")
    state = play(play(state, "stay"), "attack ranged", 9, 9)
    state = play(state, "counter 1")
    while state.active == 0:
        state = play(state, "next")
    assert state.players[0].open_encounters[0].name == "Lost Child"  # still open on Boris's turn
    while state.active == 1:
        state = play(state, "next")
    done = ruling(state, 'done "lost child"')
    assert done.allowed and "runebound2.adventure.encounter-turns" in [c.rule_id for c in done.citations]
    state = play(state, 'done "lost child"')
    assert state.hero.open_encounters == ()


@pytest.mark.rule("runebound2.adventure.encounter-turns")
def test_only_an_open_encounter_can_be_finished_by_name_and_the_choices_offer_it():
    state = drawn_encounter()
    assert "Lost Child takes several turns: leave it open" in [c.label for c in answers(state)]
    state = play(state, "later")
    assert "Done: Lost Child (left open)" in [c.label for c in answers(state)]
    refused(state, 'done "Hermit"', rule="runebound2.adventure.encounter-turns")


@pytest.mark.rule("runebound2.adventure.encounters")
def test_an_encounter_not_left_open_still_needs_done_before_the_step_ends():
    state = play(drawn_encounter(), "done")
    assert state.hero.open_encounters == () and state.turn.encounter == ""
