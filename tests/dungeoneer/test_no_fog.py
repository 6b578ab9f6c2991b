"""The no fog variant: every location is laid before the first turn, one card each in turn from the
first player, the shared quests' locations last; then the first player's turn begins."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rules_engine.actions import Action
from rules_engine.decisions import Domain, OneOf
from rules_engine.dungeoneer.actions import PlaceLocation
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.no_fog import NO_FOG_RULE, first_player, placeable_now
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.placement import placement_problems
from rules_engine.dungeoneer.state import DgState
from screens.dungeoneer.dialogs import FITS, place_options
from tests.dungeoneer.flow import act, refused, tunnels_down

NO_FOG = {"no-fog": True}


def _rolled(first: tuple[int, int], **options) -> DgState:
    """Tunnels down, quests dealt (the shared quest is the hall rite at the spiked hall), the die rolled."""
    state = tunnels_down(**options)
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    state = act(state, "shared hall-rite")
    return act(state, "first-player", *first)


@pytest.mark.rule("dungeoneer.variant.no-fog")
def test_after_the_die_the_first_player_lays_the_first_location_before_any_turn() -> None:
    state = _rolled((2, 6), **NO_FOG)
    assert state.phase is Phase.LAYOUT and state.active == 1 and first_player(state) == 1
    decision = GAME.decision(state)
    assert decision.seat == 1 and "lay the next location (5 cards left)" in decision.prompt


@pytest.mark.rule("dungeoneer.variant.no-fog")
def test_the_players_lay_in_turn_the_shared_quests_location_last_then_the_first_player_begins() -> None:
    state = _rolled((6, 2), **NO_FOG)
    assert refused(state, "place spikes east of t2") == NO_FOG_RULE  # the hall rite's location waits
    assert refused(state, "next") == "dungeoneer.turn.phases"  # no turn before the dungeon is laid
    layers = []
    for text in ("place library north of t1", "place crypt east of t2", "place pit south of t3",
                 "place bridge west of t4"):
        layers.append(state.active)
        ruling = GAME.apply(state, GAME.parse_command(state, text)).ruling
        assert NO_FOG_RULE in [c.rule_id for c in ruling.citations]
        state = act(state, text)
    assert layers == [0, 1, 0, 1] and placeable_now(state) == ("spikes",)
    outcome = GAME.apply(state, GAME.parse_command(state, "place spikes north of library"))
    assert outcome.ruling.message == "Ann lays Spiked hall: the dungeon is complete and Ann begins"
    state = outcome.state
    assert state.locations == () and state.phase is Phase.DUNGEON_LORD and state.active == 0
    assert state.hero.points > 0  # refreshed as the first turn begins


def test_without_the_variant_the_die_opens_the_first_turn_and_nothing_is_laid() -> None:
    state = _rolled((2, 6))
    assert state.phase is Phase.DUNGEON_LORD and state.active == 1 and len(state.locations) == 5


def _layout_choices(state: DgState) -> list[Action]:
    """Every legal layout action now, one per card and cell."""
    return [PlaceLocation(choice.fields["card"].value, cell)
            for choice in GAME.choices(state) for cell in _values(choice.fields["cell"])]


def _values(domain: Domain) -> tuple:
    return domain.options if isinstance(domain, OneOf) else (domain.value,)


@settings(max_examples=25, deadline=None)
@given(st.data(), st.sampled_from([(6, 2), (2, 6)]))
@pytest.mark.rule("dungeoneer.variant.no-fog")
def test_any_legal_layout_lays_every_card_in_turn_and_opens_the_first_players_turn(data, first) -> None:
    state = _rolled(first, **NO_FOG)
    starter = state.active
    expected = starter
    while state.phase is Phase.LAYOUT:
        assert state.active == expected
        options = _layout_choices(state)
        assert options, "a layout with cards left always has a legal placement"
        action = data.draw(st.sampled_from(options))
        card = state.card(action.card)
        assert not placement_problems(state.dungeon, card, tuple(action.cell), more_to_place=len(state.locations) > 1)
        if len(state.locations) > 1:
            assert action.card != "spikes"  # the shared quest's location comes last
        state = GAME.apply(state, action).state
        expected = (expected + 1) % len(state.heroes)
    assert state.locations == () and state.phase is Phase.DUNGEON_LORD and state.active == starter


def test_the_placement_dialog_says_why_the_shared_quests_location_waits() -> None:
    state = _rolled((6, 2), **NO_FOG)
    cell = state.dungeon.cell_of("t1")
    assert cell is not None
    verdicts = {card: why for card, _, why in place_options(GAME, state, (cell[0], cell[1] - 1))}
    assert verdicts["library"] == FITS
    assert "laid after every other card" in verdicts["spikes"] and "Варианты правил" in verdicts["spikes"]
