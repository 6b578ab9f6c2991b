"""Skill cards and story cards as catalogue kinds: a validated import, and the engine reading them by name."""

from __future__ import annotations

import pytest

from cards_db.errors import CatalogueError, reason
from cards_db.kinds import get_kind
from cards_db.runebound3 import skill_card, story_card, validate_skill, validate_story
from cards_db.runebound3_format import SKILL, STORY
from companion.services.i18n import translate, use_language
from rules_engine.chance import DrawnCard
from rules_engine.errors import CommandError
from rules_engine.runebound3.challenge_cards import story_card_from
from rules_engine.game import GameSetup, SetupError
from rules_engine.runebound3.actions import DrawStory, Learn
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Attribute, Colour, R3State, Scenario, Stage
from rules_engine.values import replace
from tests.runebound3.helpers import new_setup, refused_rule

SKILLS = {"reflexes": {"id": "reflexes", "name": "Quick Reflexes", "attribute": "body", "cost": ["orange", "grey"],
                       "active": True, "text": "Reroll a token once a fight"},
          "lore": {"id": "lore", "name": "Old Lore", "attribute": "mind", "cost": ["purple"], "active": False}}
STORIES = {"m1": {"id": "m1", "name": "Dark Omens", "scenario": "margath", "quest": False, "text": "Each hero heals 1"},
           "m2": {"id": "m2", "name": "The Tower", "scenario": "margath", "quest": True},
           "d1": {"id": "d1", "name": "Grave Cold", "scenario": "dead-king", "quest": True}}


def catalogue_state(**catalogue: object) -> R3State:
    setup = new_setup()
    return RUNEBOUND3.new_game(GameSetup(setup.players, setup.options, {**setup.catalogue, **catalogue}))


def with_trophies(state: R3State, *colours: Colour) -> R3State:
    return replace(state, heroes=(replace(state.heroes[0], trophies=colours), *state.heroes[1:]))


def test_the_documented_templates_are_valid_entries() -> None:
    skill = skill_card(validate_skill(SKILL.example()))
    story = story_card(validate_story(STORY.example()))
    assert (skill.name, skill.attribute, skill.cost, skill.active) == (
        "Quick Reflexes", Attribute.BODY, (Colour.ORANGE, Colour.GREY), False)
    assert (story.name, story.scenario, story.quest) == ("The Gathering Storm", Scenario.MARGATH, False)


def test_the_registered_kinds_ship_nothing_because_the_summary_prints_no_card() -> None:
    assert get_kind("runebound3", "skill").shipped() == {} and get_kind("runebound3", "story").shipped() == {}


@pytest.mark.parametrize(("change", "named"), [
    ({"attribute": "luck"}, "attribute"), ({"cost": ["red"]}, "cost[1]"), ({"cost": []}, "cost"),
    ({"active": "yes"}, "active"),
])
def test_a_bad_skill_import_names_the_field_and_the_card(change: dict, named: str) -> None:
    with pytest.raises(CatalogueError) as error:
        validate_skill(SKILL.example() | change)
    assert "quick-reflexes" in str(error.value) and named in str(error.value)


@pytest.mark.parametrize(("change", "named"), [({"scenario": "corruption"}, "scenario"), ({"quest": 1}, "quest")])
def test_a_bad_story_import_names_the_field_and_the_card(change: dict, named: str) -> None:
    with pytest.raises(CatalogueError) as error:
        validate_story(STORY.example() | change)
    assert "margath-1" in str(error.value) and named in str(error.value)


def test_a_bad_skill_in_a_session_catalogue_is_a_setup_error_naming_it() -> None:
    with pytest.raises(SetupError, match="Old Lore.*attribute"):
        catalogue_state(skills={"lore": SKILLS["lore"] | {"attribute": "luck"}})


@pytest.mark.rule("runebound3.skill.cost")
@pytest.mark.rule("runebound3.skill.limit")
def test_learning_a_catalogue_skill_by_name_looks_up_its_attribute_and_cost() -> None:
    state = with_trophies(catalogue_state(skills=SKILLS), Colour.ORANGE, Colour.GREEN)
    learned = RUNEBOUND3.apply(state, Learn("quick reflexes", "", (), ("orange", "green"))).state
    skill = learned.heroes[0].skills[0]
    assert (skill.name, skill.attribute, skill.cost, skill.active) == (
        "Quick Reflexes", Attribute.BODY, (Colour.ORANGE, Colour.GREY), True)
    assert learned.heroes[0].trophies == ()
    # the card's own cost decides: one purple trophy does not pay orange + grey
    assert refused_rule(with_trophies(state, Colour.PURPLE), Learn("Quick Reflexes", "", (), ("purple",)))[0] == (
        "runebound3.skill.cost")


@pytest.mark.rule("runebound3.skill.cost")
def test_typed_values_that_contradict_the_catalogue_are_refused() -> None:
    state = with_trophies(catalogue_state(skills=SKILLS), Colour.PURPLE)
    rule, message = refused_rule(state, Learn("Old Lore", "spirit", (), ("purple",)))
    assert rule == "runebound3.skill.limit" and "mind" in message
    rule, message = refused_rule(state, Learn("Old Lore", "", ("grey",), ("purple",)))
    assert rule == "runebound3.skill.cost" and "purple" in message


@pytest.mark.rule("runebound3.skill.cost")
def test_a_skill_the_catalogue_lacks_still_takes_typed_values_and_needs_them() -> None:
    state = with_trophies(catalogue_state(skills=SKILLS), Colour.GREEN)
    learned = RUNEBOUND3.apply(state, Learn("Stealth", "spirit", ("green",), ("green",))).state
    assert learned.heroes[0].skills[0].attribute is Attribute.SPIRIT
    rule, message = refused_rule(state, Learn("Stealth", "", (), ("green",)))
    assert rule == "runebound3.skill.cost" and "Stealth" in message and "attribute" in message


def test_the_learn_command_takes_a_name_alone_or_with_its_typed_values() -> None:
    state = catalogue_state(skills=SKILLS)
    assert RUNEBOUND3.parse_command(state, "learn Quick Reflexes paid orange grey") == Learn(
        "Quick Reflexes", "", (), ("orange", "grey"))
    assert RUNEBOUND3.parse_command(state, 'learn body "Cost Cutter" cost grey paid green') == Learn(
        "Cost Cutter", "body", ("grey",), ("green",))


@pytest.mark.rule("runebound3.story.quest")
def test_drawing_a_story_card_by_name_uses_its_catalogue_data() -> None:
    state = replace(catalogue_state(story=STORIES), stage=Stage.STORY)
    assert [c.name for c in state.story_cards] == ["Dark Omens", "The Tower"], "only the scenario's own cards"
    tower = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, "story The Tower"))
    assert tower.state.quest_zone == ("The Tower",)
    omens = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, "story quest Dark Omens"))
    assert omens.state.quest_zone == () and "Each hero heals 1" in " ".join(omens.ruling.effects)


@pytest.mark.rule("runebound3.story.quest")
def test_a_story_card_the_catalogue_lacks_follows_what_the_table_says() -> None:
    state = replace(catalogue_state(story=STORIES), stage=Stage.STORY)
    assert RUNEBOUND3.apply(state, DrawStory(DrawnCard("story", "Unknown", data={"quest": True}))).state.quest_zone == (
        "Unknown",)
    assert RUNEBOUND3.apply(state, DrawStory(DrawnCard("story", "Other", data={}))).state.quest_zone == ()


@pytest.mark.parametrize(("language", "said", "not_said"), [
    ("en", '\'trophy\' expects one of "green", "orange", "purple", not "gold"', "(green)"),
    ("ru", '"green" (зелёный), "orange" (оранжевый), "purple" (фиолетовый)', "green, orange"),
    ("pl", '"green" (zielony), "orange" (pomarańczowy), "purple" (fioletowy)', "green, orange"),
])
def test_a_trophy_colour_refused_names_the_colours_in_the_readers_language(language: str, said: str,
                                                                            not_said: str) -> None:
    # Twenty-eighth pass (the lead): «бывает green, orange или purple». The file takes the value as written, so the
    # refusal keeps it, with the colour in the reader's words beside it; the engine's own check names them in words.
    use_language(language)
    with pytest.raises(CatalogueError) as error:
        validate_story(STORY.example() | {"quest": True, "trophy": "gold"})
    assert said in translate(reason(error.value))
    with pytest.raises(CommandError) as refused:
        story_card_from("The Tower", {"scenario": "margath", "quest": True, "trophy": "gold"})
    engine_said = translate(refused.value.args[0])
    assert not_said not in engine_said and (language != "ru" or "зелён" in engine_said), engine_said
