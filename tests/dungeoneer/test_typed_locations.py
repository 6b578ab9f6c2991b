"""A location drawn from the table's own deck that the session lacks, typed with its printed values as it is placed:
placed by the usual rules, refused by field with the app's convention, replayed exactly from the log, and held to
the same limits as `catalogue import`."""

from __future__ import annotations

import json

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from cards_db.dungeoneer import validate_location
from cards_db.dungeoneer_typed_words import location_words
from cards_db.errors import CatalogueError
from rules_engine.actions import decode_action
from rules_engine.chance import DrawnCard
from rules_engine.dungeoneer.actions import PlaceLocation
from rules_engine.dungeoneer.exits import ExitKind
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.typed_cards import TypedValuesError
from rules_engine.dungeoneer.typed_locations import TYPED_LOCATION_RULE, parse_location
from rules_engine.rules_index import get_rule
from tests.dungeoneer.flow import act, started

RULE = "dungeoneer.companion.typed-location"
HALL = "room 2 1 open open blocked:5:speed wall hazard spikes 4 speed effect a draught chills every hero"


def location_phase():
    """Ann's location phase, with the session's deck still holding its own cards."""
    return act(started(), "next")


def drawn(state, name: str, values: str = "", where: str = "north of t1") -> PlaceLocation:
    """The action the card tray builds for the card the table named (and typed)."""
    request = GAME.parse_command(state, f"draw-location {where}")
    return request.build(DrawnCard("location", name, "table", data={"values": values} if values else {}))


@pytest.mark.rule(RULE)
def test_a_location_the_session_lacks_is_placed_with_the_values_typed_from_the_card():
    state = location_phase()
    action = drawn(state, "Hall of Draughts", HALL)
    assert action == PlaceLocation("Hall of Draughts", (0, -2), tuple(HALL.split()))
    outcome = GAME.apply(state, action)
    card = outcome.state.dungeon.card_at((0, -2))
    assert card is not None and (card.id, card.name, card.glory, card.peril) == ("hall-of-draughts",
                                                                                 "Hall of Draughts", 2, 1)
    assert [e.kind for e in card.exits] == [ExitKind.OPEN, ExitKind.OPEN, ExitKind.BLOCKED, ExitKind.WALL]
    assert card.hazard is not None and (card.hazard.target, str(card.hazard.stat)) == (4, "speed")
    assert card.effect == "a draught chills every hero"
    assert RULE in [c.rule_id for c in outcome.ruling.citations]
    assert outcome.state.placed_this_phase and "hall-of-draughts" not in outcome.state.locations


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("values", "field", "words"), [
    ("room 10 1 open open open open", "glory", "'10' is not a whole number from 0 to 9"),
    ("room 1 7 open open open open", "peril", "'7' is not a whole number from 0 to 6"),
    ("room 1 1 open open blocked:13:speed open", "south", "'13' is not a whole number from 1 to 12"),
    ("room 1 1 open open blocked open", "south", "a blocked exit names its threat"),
    ("room 1 1 open door open open", "east", "'door' is not open, wall"),
    ("room 1 1 open open", "south", "missing"),
    ("hall 1 1 open open open open", "kind", "a location is a room or a tunnel"),
    ("room 1 1 open open open open hazard pit", "hazard", "pit needs its threat"),
    ("room 1 1 open open open open entrance", "entrance", "never the entrance"),
    ("room 1 1 wall wall wall wall", "exits", "four walls"),
])
def test_a_bad_typed_value_is_refused_naming_the_field_and_nothing_changes(values: str, field: str, words: str):
    state = location_phase()
    ruling = GAME.check(state, drawn(state, "Odd room", values))
    assert not ruling.allowed
    assert f"Odd room's {field}: " in ruling.message and words in ruling.message, ruling.message
    assert ruling.citations[0].rule_id == RULE


@pytest.mark.rule(RULE)
def test_a_new_name_without_values_asks_for_them_and_a_known_card_keeps_its_own():
    state = location_phase()
    ruling = GAME.check(state, PlaceLocation("Odd room", (0, -2), ()))
    assert not ruling.allowed and "no location 'Odd room'" in ruling.message
    known = GAME.apply(state, drawn(state, "Library", "room 9 6 open open open open"))
    library = known.state.dungeon.card_at((0, -2))
    assert library is not None and (library.id, library.glory, library.peril) == ("library", 2, 1)
    assert any("its values there count" in note for note in known.ruling.effects)


@pytest.mark.rule(RULE)
def test_a_typed_location_is_placed_by_the_usual_rules():
    state = location_phase()
    # Its south side, against the north tunnel's open exit, is a wall.
    ruling = GAME.check(state, drawn(state, "Sealed cell", "room 1 1 open open wall open"))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dungeoneer.map.exits-not-walls"


def test_the_log_replays_a_typed_location_exactly_on_a_table_that_never_saw_it():
    state = location_phase()
    action = drawn(state, "Hall of Draughts", HALL)
    logged = json.loads(json.dumps(action.to_json()))
    replayed = decode_action(logged)
    assert replayed == action
    assert GAME.apply(location_phase(), replayed).state == GAME.apply(state, action).state
    assert "values" not in PlaceLocation("library", (0, -2)).to_json()["data"]  # older logs read the same


# -- the catalogue's limits and the engine's are one --------------------------------------------------------------

EXIT = st.one_of(
    st.sampled_from([{"kind": "open"}, {"kind": "wall"}]),
    st.fixed_dictionaries({"kind": st.sampled_from(["blocked", "trap"]), "target": st.integers(-1, 14),
                           "stat": st.sampled_from(["melee", "magic", "speed"])}),
)
HAZARD = st.one_of(
    st.none(),
    st.fixed_dictionaries({"kind": st.sampled_from(["spikes", "pit", "danger"])},
                          optional={"target": st.integers(-1, 14), "stat": st.sampled_from(["melee", "speed"])}),
)


@st.composite
def entries(draw: st.DrawFn) -> dict:
    entry = {"id": "odd-room", "name": "Odd room", "kind": draw(st.sampled_from(["room", "tunnel"])),
             "glory": draw(st.integers(-2, 11)), "peril": draw(st.integers(-2, 8)),
             "exits": {side: draw(EXIT) for side in ("north", "east", "south", "west")}}
    hazard = draw(HAZARD)
    if hazard is not None:
        entry["hazard"] = hazard
    if draw(st.booleans()):
        entry["effect"] = "the table applies it"
    return entry


@settings(max_examples=150, deadline=None)
@given(entries())
@example({"id": "odd-room", "name": "Odd room", "kind": "room", "glory": 1, "peril": 1,
          "exits": {side: {"kind": "open"} for side in ("north", "east", "south", "west")},
          "hazard": {"kind": "danger", "target": -1}})
@example({"id": "odd-room", "name": "Odd room", "kind": "room", "glory": 1, "peril": 1,
          "exits": {side: {"kind": "open"} for side in ("north", "east", "south", "west")},
          "hazard": {"kind": "danger", "target": 3}})
def test_the_engine_refuses_a_typed_location_exactly_when_catalogue_import_refuses_it(entry: dict):
    try:
        validate_location(entry)
        catalogue_takes = True
    except CatalogueError:
        catalogue_takes = False
    if all(side["kind"] == "wall" for side in entry["exits"].values()):
        catalogue_takes = False  # a card of four walls is the engine's refusal alone: it could never be placed
    try:
        parse_location(entry["name"], tuple(location_words(entry).split()))
        engine_takes = True
    except TypedValuesError:
        engine_takes = False
    assert engine_takes == catalogue_takes, (entry, location_words(entry))


def test_the_typed_location_rule_is_the_apps_convention():
    assert TYPED_LOCATION_RULE == RULE and get_rule(RULE).book == "companion"
