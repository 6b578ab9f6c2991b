"""Events, attribute tests and quests as catalogue cards: imported and checked, drawn from a colour's virtual
deck with their procedure run at once, or typed by the table once and remembered in the session."""

from __future__ import annotations

import json
import random

import pytest

from cards_db.errors import CatalogueError
from cards_db.kinds import get_kind
from cards_db.runebound3 import challenge_card, validate_event, validate_quest, validate_test
from cards_db.runebound3_format import EVENT, QUEST, TEST
from cards_db.store import import_catalogue_file, imported_entries
from companion.services.fulfillers import VirtualDeck
from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.game import SetupError
from rules_engine.runebound3.actions import Adventure
from rules_engine.runebound3.attribute_tests import EndTest, RevealSkill
from rules_engine.runebound3.events import ChooseOption
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Attribute, ChallengeKind, Colour, R3State, Stage
from rules_engine.errors import CommandError
from rules_engine.serialization import to_jsonable
from rules_engine.values import replace
from tests.runebound3.challenge_catalogue import TESTS, cards_state, catalogue_state, on_token, play
from tests.runebound3.helpers import refused_rule


def skill(success: bool) -> RevealSkill:
    return RevealSkill(DrawnCard("skills", "Some Skill", "table", data={"success": success}))


def drawn_from_deck(state: R3State) -> tuple[CardRequest, DrawnCard]:
    (choice,) = [c for c in RUNEBOUND3.choices(state) if c.action is Adventure]
    assert isinstance(choice.request, CardRequest)
    card = VirtualDeck(random.Random(0)).fulfil(choice.request)
    assert isinstance(card, DrawnCard)
    return choice.request, card


def test_the_documented_templates_are_valid_cards() -> None:
    event = challenge_card("event", validate_event(EVENT.example()))
    test = challenge_card("test", validate_test(TEST.example()))
    quest = challenge_card("quest", validate_quest(QUEST.example()))
    assert [o.text for o in event.options] == ["Pay the toll", "Swim across"] and event.options[1].test == "body"
    assert (test.test.test, test.test.modifier, test.test.gold, test.test.trophy) == ("body", -1, 1, True)
    assert quest.region == ("Black Wood",) and quest.outcomes[0].needs == ("forest", "hills")
    assert all(get_kind("runebound3", kind).shipped() == {} for kind in ("event", "test", "quest"))


@pytest.mark.parametrize(("validate", "schema", "change", "named"), [
    (validate_event, EVENT, {"options": [{"effects": "gold-2"}]}, "options"),
    (validate_event, EVENT, {"options": [{"effects": "gold-x"}, {"effects": "none"}]}, "options[1]"),
    (validate_event, EVENT, {"deck": "blue"}, "deck"),
    (validate_test, TEST, {"attribute": "luck"}, "attribute"),
    (validate_test, TEST, {"modifier": 5}, "modifier"),
    (validate_test, TEST, {"reward": "treasure"}, "reward"),
    (validate_quest, QUEST, {"outcomes": [{"needs": ["lava"]}]}, "needs"),
    (validate_quest, QUEST, {"attribute": "mind"}, "outcomes"),
    (validate_quest, QUEST, {"outcomes": [], "modifier": 1}, "modifier"),
    (validate_quest, QUEST, {"region": "Black Wood"}, "region"),
])
def test_a_bad_card_names_the_field_and_the_card(validate, schema, change: dict, named: str) -> None:
    with pytest.raises(CatalogueError) as error:
        validate(schema.example() | change)
    assert schema.example()["id"] in str(error.value) and named in str(error.value)


def test_a_bad_card_in_an_import_file_saves_nothing(store, tmp_path) -> None:
    good, bad = QUEST.example(), QUEST.example() | {"id": "broken", "outcomes": [{"needs": ["lava"]}]}
    path = tmp_path / "quests.json"
    path.write_text(json.dumps({"format": "table-companion/catalogue", "version": 1, "game": "runebound3",
                                "kind": "quest", "entries": [good, bad]}), encoding="utf-8")
    with pytest.raises(CatalogueError, match="broken.*needs"):
        import_catalogue_file(path, db=store)
    assert imported_entries("runebound3", "quest", db=store) == {}
    path.write_text(json.dumps({"format": "table-companion/catalogue", "version": 1, "game": "runebound3",
                                "kind": "quest", "entries": [good]}), encoding="utf-8")
    assert import_catalogue_file(path, db=store) == ("runebound3", "quest", 1)


def test_a_bad_card_in_a_session_catalogue_is_a_setup_error_naming_it() -> None:
    with pytest.raises(SetupError, match="Rope Bridge.*attribute"):
        catalogue_state(tests={"rope": TESTS["rope"] | {"attribute": "luck"}})


@pytest.mark.rule("runebound3.adventure.decks")
def test_each_colours_virtual_deck_holds_its_events_tests_and_quests() -> None:
    state = cards_state()
    assert drawn_from_deck(on_token(state, "purple"))[0].candidates == ("Toll Bridge",)
    assert drawn_from_deck(on_token(state, "orange"))[0].candidates == ("Rope Bridge",)
    assert drawn_from_deck(on_token(state, "green"))[0].candidates == ("Sphinx Riddle", "Lost Shrine")


@pytest.mark.rule("runebound3.event")
@pytest.mark.rule("runebound3.event.fully")
def test_a_drawn_event_card_waits_for_one_of_its_two_printed_options() -> None:
    state = on_token(cards_state(), "purple")
    request, card = drawn_from_deck(state)
    state = play(state, request.build(card))
    assert state.challenge is not None and state.challenge.kind is ChallengeKind.EVENT
    assert state.challenge.awaits_option and [o.text for o in state.challenge.options][0] == "Pay the toll"
    state = play(replace_gold(state, 1), ChooseOption(1))
    assert state.heroes[0].gold == 0 and state.heroes[0].trophies == (Colour.PURPLE,)


def replace_gold(state: R3State, gold: int) -> R3State:
    return replace(state, heroes=(replace(state.heroes[0], gold=gold), *state.heroes[1:]))


@pytest.mark.rule("runebound3.test.reveal")
@pytest.mark.rule("runebound3.test.success")
def test_a_drawn_test_card_starts_its_test_and_passing_gives_its_reward() -> None:
    state = on_token(cards_state(), "orange")
    request, card = drawn_from_deck(state)
    outcome = RUNEBOUND3.apply(state, request.build(card))
    state = outcome.state
    # body 2, modifier -1: one card to reveal; the card's other words go to the table
    assert state.test is not None and state.test.attribute is Attribute.BODY and state.test.owed == 1
    assert any("The bridge sways." in effect for effect in outcome.ruling.effects)
    state = play(state, skill(True))
    assert state.stage is Stage.ACTIONS and state.heroes[0].gold == 4 and state.heroes[0].trophies == (Colour.ORANGE,)


@pytest.mark.rule("runebound3.test.failed")
def test_a_failed_test_card_is_discarded_without_its_reward() -> None:
    state = play(on_token(cards_state(), "orange"), Adventure(DrawnCard("combat", "Rope Bridge")), skill(False),
                 EndTest())
    assert state.challenge is None and state.heroes[0].gold == 3 and state.heroes[0].trophies == ()


@pytest.mark.rule("runebound3.quest.kept")
def test_a_drawn_quest_is_laid_before_the_hero_and_there_is_no_limit() -> None:
    state = play(on_token(cards_state(), "green"), Adventure(DrawnCard("exploration", "Lost Shrine")))
    assert state.stage is Stage.ACTIONS and state.challenge is None
    assert [(q.name, q.owner, q.colour, q.region) for q in state.quests] == [
        ("Lost Shrine", 0, "green", ("Tamalir", "Black Wood"))]
    state = play(replace(on_token(state, "green"), actions_used=0), Adventure(DrawnCard("exploration", "Sphinx Riddle")))
    assert [q.name for q in state.quests] == ["Lost Shrine", "Sphinx Riddle"]


@pytest.mark.rule("runebound3.adventure.decks")
def test_the_table_names_a_known_card_without_its_values() -> None:
    state = on_token(cards_state(), "purple")
    for command in ('adventure "Toll Bridge"', 'adventure event "Toll Bridge"'):
        named = play(state, RUNEBOUND3.parse_command(state, command))
        assert named.challenge is not None and named.challenge.options[1].test == "body"


def typed(state: R3State, command: str) -> R3State:
    return play(state, RUNEBOUND3.parse_command(state, command))


@pytest.mark.rule("runebound3.test.reveal")
def test_a_card_the_catalogue_lacks_is_typed_once_and_remembered() -> None:
    state = on_token(cards_state(), "orange")
    first = typed(state, "adventure test Trial test spirit 1 reward gold+2,trophy")
    assert first.test is not None and first.test.attribute is Attribute.SPIRIT and first.test.owed == 2
    remembered = replace(on_token(play(first, skill(True), skill(False)), "orange"), actions_used=0)
    assert remembered.heroes[0].gold == 5
    again = typed(remembered, "adventure test Trial")
    assert again.test is not None and again.test.owed == 2 and [c.name for c in again.typed_challenges] == ["Trial"]
    # typing it again replaces what was remembered; a catalogue card is never remembered
    retyped = typed(remembered, "adventure test Trial test mind")
    assert retyped.test is not None and retyped.test.attribute is Attribute.MIND
    assert len(retyped.typed_challenges) == 1
    catalogue = typed(state, 'adventure test "Rope Bridge" test body -1')
    assert catalogue.typed_challenges == ()


@pytest.mark.rule("runebound3.quest.kept")
def test_a_typed_quest_with_its_region_and_outcomes_is_kept_and_remembered() -> None:
    state = on_token(cards_state(), "green")
    state = typed(state, 'adventure quest "Old Well" outcomes river+road:trophy region Tamalir')
    (quest,) = state.quests
    assert quest.region == ("Tamalir",) and quest.outcomes[0].needs == ("river", "road")
    assert state.typed_challenges[0].name == "Old Well"


def test_a_typed_card_with_a_bad_value_is_refused_naming_the_field_and_nothing_changes() -> None:
    state = on_token(cards_state(), "green")
    before = to_jsonable(state)
    rule, message = refused_rule(state, Adventure(DrawnCard("challenges", "Odd", data={"kind": "test",
                                                                                      "modifier": 1})))
    assert rule == "runebound3.typed-card" and "Odd" in message and "modifier" in message
    assert to_jsonable(state) == before
    with pytest.raises(CommandError, match="outcome"):
        RUNEBOUND3.parse_command(state, "adventure quest Odd outcomes lava:trophy")
