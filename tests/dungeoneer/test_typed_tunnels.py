"""A tunnel laid round the entrance at setup that the session lacks, typed from the card the table drew: laid by the
setup's rule, refused by field with the app's convention, replayed exactly from the log, and the catalogue's own card
always winning over typed values."""

from __future__ import annotations

import json

import pytest

from rules_engine.actions import decode_action
from rules_engine.chance import DrawnCard
from rules_engine.dungeoneer.actions import PlaceLocation, PlaceTunnel
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.typed_locations import LOCATION_DECK, placement_request
from tests.dungeoneer.flow import act, new_table

RULE = "dungeoneer.companion.typed-location"
DRAUGHTY = "tunnel 0 1 open open open wall hazard danger effect a cold wind"


def drawn(state, side: str, name: str, values: str = "") -> PlaceTunnel:
    """The action the card tray builds for the tunnel the table named (and typed)."""
    request = GAME.parse_command(state, f"draw-tunnel {side}")
    assert request.deck == LOCATION_DECK
    return request.build(DrawnCard(LOCATION_DECK, name, "table", data={"values": values} if values else {}))


@pytest.mark.rule(RULE)
def test_a_tunnel_the_session_lacks_is_laid_with_the_values_typed_from_the_card():
    state = new_table()
    action = drawn(state, "north", "Draughty passage", DRAUGHTY)
    assert action == PlaceTunnel("Draughty passage", Side.NORTH, tuple(DRAUGHTY.split()))
    outcome = GAME.apply(state, action)
    card = outcome.state.dungeon.card_at((0, -1))
    assert card is not None and (card.id, card.name, card.glory, card.peril) == ("draughty-passage",
                                                                                 "Draughty passage", 0, 1)
    assert card.effect == "a cold wind" and "draughty-passage" not in outcome.state.locations
    assert [c.rule_id for c in outcome.ruling.citations] == [RULE, "dungeoneer.setup.entrance"]


@pytest.mark.rule(RULE)
def test_four_typed_tunnels_finish_the_setup_step_and_the_app_deck_offers_only_tunnels():
    state = new_table()
    request = GAME.parse_command(state, "draw-tunnel east")
    assert set(request.candidates) == {"North tunnel", "East tunnel", "South tunnel", "West tunnel", "Troll bridge"}
    for side in ("north", "east", "south", "west"):
        state = GAME.apply(state, drawn(state, side, f"{side} way", "tunnel 0 0 open open open open")).state
    assert state.phase is Phase.QUESTS


@pytest.mark.rule("dungeoneer.setup.entrance")
def test_a_room_typed_for_a_tunnel_is_refused_by_the_setup_rule_and_nothing_changes():
    state = new_table()
    ruling = GAME.check(state, drawn(state, "north", "Odd room", "room 1 1 open open open open"))
    assert not ruling.allowed and "is a room: the entrance gets tunnels" in ruling.message
    assert ruling.citations[0].rule_id == "dungeoneer.setup.entrance"


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("values", "field", "words"), [
    ("tunnel 10 0 open open open open", "glory", "'10' is not a whole number from 0 to 9"),
    ("tunnel 0 0 open trap:0:speed open open", "east", "'0' is not a whole number from 1 to 12"),
    ("tunnel 0 0 wall wall wall wall", "exits", "four walls"),
    ("tunnel 0 0 open open open open entrance", "entrance", "never the entrance"),
])
def test_a_bad_typed_tunnel_is_refused_naming_the_field(values: str, field: str, words: str):
    state = new_table()
    ruling = GAME.check(state, drawn(state, "west", "Odd way", values))
    assert not ruling.allowed
    assert f"Odd way's {field}: " in ruling.message and words in ruling.message, ruling.message
    assert ruling.citations[0].rule_id == RULE


@pytest.mark.rule(RULE)
def test_a_new_tunnel_name_without_values_asks_for_them_and_a_known_tunnel_keeps_its_own():
    state = new_table()
    ruling = GAME.check(state, PlaceTunnel("Odd way", Side.NORTH))
    assert not ruling.allowed and "no location 'Odd way'" in ruling.message and "room|tunnel" in ruling.message
    known = GAME.apply(state, drawn(state, "north", "Troll bridge", "tunnel 9 6 open open open open"))
    bridge = known.state.dungeon.card_at((0, -1))
    assert bridge is not None and (bridge.id, bridge.glory, bridge.peril) == ("bridge", 1, 1)
    assert any("its values there count" in note for note in known.ruling.effects)


def test_the_log_replays_a_typed_tunnel_exactly_and_an_untyped_one_reads_as_before():
    state = new_table()
    action = drawn(state, "south", "Draughty passage", DRAUGHTY)
    replayed = decode_action(json.loads(json.dumps(action.to_json())))
    assert replayed == action
    assert GAME.apply(new_table(), replayed).state == GAME.apply(state, action).state
    assert "values" not in PlaceTunnel("t1", Side.NORTH).to_json()["data"]  # golden logs keep their bytes
    assert GAME.format_command(PlaceTunnel("t1", Side.EAST)) is not None
    assert GAME.format_command(action) is None, "a typed tunnel is not typed back as a card of the deck"


def test_the_map_asks_a_cell_beside_the_entrance_at_setup_for_its_tunnel_and_any_other_cell_for_a_location():
    state = new_table()
    east = DrawnCard(LOCATION_DECK, "East tunnel", "table")
    assert placement_request(state, (1, 0)).build(east) == PlaceTunnel("t2", Side.EAST)
    assert placement_request(state, (2, 0)).build(east) == PlaceLocation("t2", (2, 0))
    for side, tunnel in (("north", "t1"), ("east", "bridge"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    assert state.phase is Phase.QUESTS and placement_request(state, (1, 0)).build(east) == PlaceLocation("t2", (1, 0))
