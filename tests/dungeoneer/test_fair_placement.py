"""The fair placement variant: a location that serves the drawer's own personal quest is placed by
the next player on the left it does not serve; after a full circle, by the drawer."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from rules_engine.dungeoneer.fair_placement import FAIR_PLACEMENT_RULE, placer, serves
from rules_engine.dungeoneer.game import GAME
from rules_engine.values import replace
from rules_engine.dungeoneer.offers import PlacingAt
from screens.dungeoneer.dialogs import FITS, place_options
from tests.dungeoneer.flow import act, started


def _placed(state, text: str):
    """Apply a placement and return the ruling."""
    return GAME.apply(state, GAME.parse_command(state, text)).ruling


def _to_location_phase(state):
    return act(state, "next")  # the dungeon lord phase to the location phase


@pytest.mark.rule("dungeoneer.variant.fair-placement")
def test_a_location_on_the_drawers_own_quest_is_placed_by_the_player_on_the_left() -> None:
    state = _to_location_phase(started(**{"fair-placement": True}))
    assert serves(state, 0, "library")  # Ann's library ward
    ruling = _placed(state, "place library north of t1")
    assert ruling.message == "Library placed by Bo"
    assert FAIR_PLACEMENT_RULE in [c.rule_id for c in ruling.citations]
    assert any("Bo places it" in effect for effect in ruling.effects)


def test_without_the_variant_the_drawer_places_it_and_nothing_is_said() -> None:
    state = _to_location_phase(started())
    ruling = _placed(state, "place library north of t1")
    assert ruling.message == "Library placed"
    assert FAIR_PLACEMENT_RULE not in [c.rule_id for c in ruling.citations]


@pytest.mark.rule("dungeoneer.variant.fair-placement")
def test_a_location_that_serves_no_personal_quest_of_the_drawer_is_placed_as_usual() -> None:
    state = _to_location_phase(started(**{"fair-placement": True}))
    ruling = _placed(state, "place crypt north of t1")  # Bo's crypt vow, not Ann's
    assert ruling.message == "Crypt placed"


@pytest.mark.rule("dungeoneer.variant.fair-placement")
def test_it_goes_round_past_every_player_it_serves_and_after_a_full_circle_the_drawer_places_it() -> None:
    state = started(**{"fair-placement": True})
    both = tuple(replace(hero, quests=hero.quests + ("library-ward",)) for hero in state.heroes)
    assert placer(replace(state, heroes=both), "library") == state.active
    state = _to_location_phase(replace(state, heroes=both))
    ruling = _placed(state, "place library north of t1")
    assert ruling.message == "Library placed"
    assert any("full circle" in effect for effect in ruling.effects)


@pytest.mark.rule("dungeoneer.variant.fair-placement")
def test_of_an_escort_only_the_first_location_counts_and_shared_quests_never() -> None:
    state = started(**{"fair-placement": True})
    escorting = replace(state, heroes=(replace(state.heroes[0], quests=("escort-ghost",)),) + state.heroes[1:])
    assert serves(escorting, 0, "entrance") and not serves(escorting, 0, "crypt")
    assert not serves(state, 0, "t1")  # the shared quest's location


@given(st.lists(st.sets(st.sampled_from(["library", "crypt", "pit", "bridge"]), max_size=3), min_size=2, max_size=2),
       st.sampled_from(["library", "crypt", "pit", "bridge"]))
def test_the_placer_is_never_served_by_the_card_unless_everyone_is(quest_places, location) -> None:
    state = started(**{"fair-placement": True})
    by_place = {"library": "library-ward", "crypt": "crypt-vow", "pit": "pit-offering", "bridge": "magic-fish"}
    heroes = tuple(replace(hero, quests=tuple(by_place[p] for p in sorted(places)))
                   for hero, places in zip(state.heroes, quest_places))
    state = replace(state, heroes=heroes)
    seat = placer(state, location)
    if all(location in places for places in quest_places):
        assert seat == state.active
    else:
        assert location not in quest_places[seat]
        for step in range((seat - state.active) % len(heroes)):  # everyone passed over was served by it
            assert location in quest_places[(state.active + step) % len(heroes)]


def test_the_placement_dialog_names_who_places_a_card_before_it_is_placed() -> None:
    state = _to_location_phase(started(**{"fair-placement": True}))
    verdicts = {card: why for card, _, why in place_options(GAME.offers(state, PlacingAt((0, -2))))}
    assert verdicts["library"] == f"{FITS}: Library serves Ann's own quest: Bo places it"
    assert verdicts["crypt"] == FITS
