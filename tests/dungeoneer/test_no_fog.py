"""The no fog variant: no tunnels first; after the quests every location is dealt, whoever holds the
entrance is the first player and puts it in the middle, the others lay one card each in turn from
their left, the shared quests' locations last; then the first player's turn begins."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rules_engine.actions import Action
from rules_engine.decisions import Domain, OneOf
from rules_engine.dungeoneer.actions import EntranceDealt, PlaceLocation
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.no_fog import NO_FOG_RULE, first_player, placeable_now
from rules_engine.dungeoneer.offers import PlacingAt
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.placement import placement_problems
from rules_engine.dungeoneer.setup_steps import ENTRANCE_CELL
from rules_engine.dungeoneer.state import DgState
from rules_engine.game import GameSetup, PlayerSetup
from screens.dungeoneer.dialogs import FITS, place_options
from tests.dungeoneer.flow import CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS, act, new_table, refused, tunnels_down

NO_FOG = {"no-fog": True}
#: Every location card but the entrance: with no fog they are all dealt and laid before play.
TO_LAY = len(LOCATIONS) - 1


def _quests_dealt(**options) -> DgState:
    """No tunnels with no fog: the quests come first (the shared quest is the hall rite at the spiked hall)."""
    state = new_table(**options)
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    return act(state, "shared hall-rite")


def _dealt(first: int, **options) -> DgState:
    """The quests dealt, then every location; `first` (a seat) was dealt the entrance."""
    return act(_quests_dealt(**NO_FOG, **options), f"entrance p{first + 1}")


@pytest.mark.rule("dungeoneer.variant.no-fog")
def test_no_tunnels_are_set_first_and_nobody_rolls_the_entrance_deal_names_the_first_player() -> None:
    state = new_table(**NO_FOG)
    assert state.phase is Phase.QUESTS and [p.cell for p in state.dungeon.placed] == [ENTRANCE_CELL]
    assert refused(state, "tunnel north t1") == "dungeoneer.setup.entrance"
    state = _quests_dealt(**NO_FOG)
    assert state.phase is Phase.DEAL
    decision = GAME.decision(state)
    assert decision.seat is None and "who was dealt the entrance" in decision.prompt
    assert refused(state, "first-player", 6, 2) == NO_FOG_RULE
    choices = GAME.choices(state)
    assert {choice.action for choice in choices} == {EntranceDealt}
    assert {choice.fields["seat"].value for choice in choices} == {0, 1}
    outcome = GAME.apply(state, GAME.parse_command(state, "entrance Bo"))
    assert outcome.ruling.message == "Bo was dealt the entrance: Bo goes first and lays it in the middle"
    assert NO_FOG_RULE in [c.rule_id for c in outcome.ruling.citations]
    state = outcome.state
    assert state.phase is Phase.LAYOUT and first_player(state) == 1
    assert state.active == 0  # the entrance is Bo's card: the next one is laid on his left
    assert f"Ann: lay the next location ({TO_LAY} cards left)" in GAME.decision(state).prompt


def test_the_entrance_deal_is_refused_outside_its_step_and_for_a_seat_that_is_not_at_the_table() -> None:
    assert refused(tunnels_down(), "entrance p1") == NO_FOG_RULE  # without the variant there is no deal
    state = _quests_dealt(**NO_FOG)
    before = state
    ruling = GAME.check(state, EntranceDealt(5))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dungeoneer.companion.players"  # no seat 6
    assert state == before


@pytest.mark.rule("dungeoneer.variant.no-fog")
def test_the_players_lay_in_turn_the_shared_quests_location_last_then_the_first_player_begins() -> None:
    state = _dealt(0)  # Ann holds the entrance: Bo lays first
    assert refused(state, "place spikes north of entrance") == NO_FOG_RULE  # the hall rite's location waits
    assert refused(state, "next") == "dungeoneer.turn.phases"  # no turn before the dungeon is laid
    layers = []
    for text in ("place t1 north of entrance", "place t2 east of entrance", "place t3 south of entrance",
                 "place t4 west of entrance", "place library north of t1", "place crypt east of t2",
                 "place pit south of t3", "place bridge west of t4"):
        layers.append(state.active)
        ruling = GAME.apply(state, GAME.parse_command(state, text)).ruling
        assert NO_FOG_RULE in [c.rule_id for c in ruling.citations]
        state = act(state, text)
    assert layers == [1, 0, 1, 0, 1, 0, 1, 0] and placeable_now(state) == ("spikes",)
    outcome = GAME.apply(state, GAME.parse_command(state, "place spikes north of library"))
    assert outcome.ruling.message == "Bo lays Spiked hall: the dungeon is complete and Ann begins"
    state = outcome.state
    assert state.locations == () and state.phase is Phase.DUNGEON_LORD and state.active == 0
    assert state.hero.points > 0  # refreshed as the first turn begins


def test_without_the_variant_the_tunnels_and_the_die_come_first_and_nothing_else_is_laid() -> None:
    state = tunnels_down()
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    state = act(state, "shared hall-rite")
    assert state.phase is Phase.FIRST_PLAYER
    state = act(state, "first-player", 2, 6)
    assert state.phase is Phase.DUNGEON_LORD and state.active == 1 and len(state.locations) == 5


@pytest.mark.rule("dungeoneer.variant.no-fog")
def test_alone_with_no_fog_the_player_lays_every_card_then_plays() -> None:
    setup = GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True, **NO_FOG},
                      {"heroes": HEROES, "locations": LOCATIONS, "monsters": MONSTERS, "quests": QUESTS,
                       "cards": CARDS})
    state = act(GAME.new_game(setup), "quests p1 magic-fish library-ward t1-watch")
    assert state.phase is Phase.LAYOUT and state.active == 0 and len(state.locations) == TO_LAY
    for text in ("place t1 north of entrance", "place t2 east of entrance", "place t3 south of entrance",
                 "place t4 west of entrance", "place library north of t1", "place crypt east of t2",
                 "place pit south of t3", "place bridge west of t4", "place spikes north of library"):
        state = act(state, text)
    assert state.locations == () and state.phase is Phase.DUNGEON_LORD and state.active == 0


def _layout_choices(state: DgState) -> list[Action]:
    """Every legal layout action now, one per card and cell."""
    return [PlaceLocation(choice.fields["card"].value, cell)
            for choice in GAME.choices(state) for cell in _values(choice.fields["cell"])]


def _values(domain: Domain) -> tuple:
    return domain.options if isinstance(domain, OneOf) else (domain.value,)


@settings(max_examples=25, deadline=None)
@given(st.data(), st.sampled_from([0, 1]))
@pytest.mark.rule("dungeoneer.variant.no-fog")
def test_any_legal_layout_lays_every_card_in_turn_and_opens_the_first_players_turn(data, first) -> None:
    state = _dealt(first)
    expected = (first + 1) % 2
    while state.phase is Phase.LAYOUT:
        assert state.active == expected and first_player(state) == first
        options = _layout_choices(state)
        assert options, "a layout with cards left always has a legal placement"
        action = data.draw(st.sampled_from(options))
        card = state.card(action.card)
        assert not placement_problems(state.dungeon, card, tuple(action.cell), more_to_place=len(state.locations) > 1)
        if len(state.locations) > 1:
            assert action.card != "spikes"  # the shared quest's location comes last
        state = GAME.apply(state, action).state
        expected = (expected + 1) % len(state.heroes)
    assert state.locations == () and state.phase is Phase.DUNGEON_LORD and state.active == first


def test_the_placement_dialog_says_why_the_shared_quests_location_waits() -> None:
    state = _dealt(1)
    north_of_entrance = (ENTRANCE_CELL[0], ENTRANCE_CELL[1] - 1)
    verdicts = {card: why for card, _, why in place_options(GAME.offers(state, PlacingAt(north_of_entrance)))}
    assert verdicts["library"] == FITS
    assert "laid after every other card" in verdicts["spikes"] and "Варианты правил" in verdicts["spikes"]
