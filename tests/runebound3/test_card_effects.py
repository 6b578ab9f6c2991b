"""Skill and story card texts the engine applies (a small typed vocabulary), what it leaves to the table and
says so, a hero's setup condition and the scenario card's end-of-act-2 instruction."""

from __future__ import annotations

import pytest

from cards_db.errors import CatalogueError
from cards_db.runebound3 import validate_hero, validate_skill, validate_story
from cards_db.runebound3_format import HERO, SKILL, STORY
from rules_engine.chance import DrawnCard
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound3.actions import DrawStory, Learn, Train
from rules_engine.runebound3.attribute_tests import BeginTest
from rules_engine.runebound3.board import board
from rules_engine.runebound3.exploration import explore_request
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Challenge, ChallengeKind, Colour, R3State, Stage
from rules_engine.runebound3.time_track import advance_time
from rules_engine.runebound3.view_text import sections
from rules_engine.referee import Referee
from rules_engine.values import replace
from tests.runebound3.challenge_catalogue import catalogue_state, play
from tests.runebound3.helpers import HERO as TEST_HERO
from tests.runebound3.helpers import new_setup

SKILLS = {"grit": {"name": "Grit", "attribute": "body", "cost": ["grey"], "active": False, "effects": ["test:body+1"]},
          "insight": {"name": "Insight", "attribute": "mind", "cost": ["grey"], "active": False, "effects": ["test+1"]},
          "stride": {"name": "Long Stride", "attribute": "body", "cost": ["grey"], "active": False,
                     "effects": ["speed+1", "hand+1", "health+2"]},
          "parry": {"name": "Parry", "attribute": "body", "cost": ["grey"], "active": True,
                    "text": "Discard to prevent 1 damage."},
          "lore": {"name": "Old Lore", "attribute": "mind", "cost": ["grey"], "active": False,
                   "text": "You may look at the top story card."}}
STORIES = {"raid": {"name": "Raid", "scenario": "margath", "quest": False, "effects": ["token:Oakvale:orange", "gold-5"],
                    "text": "Margath's army marches."},
           "calm": {"name": "Calm", "scenario": "margath", "quest": False, "effects": ["refresh", "gold+1"]},
           "haste": {"name": "Haste", "scenario": "margath", "quest": False, "effects": ["time+2"]}}


def learned(*names: str) -> R3State:
    """The first hero, after learning these catalogue skills (trophies given to pay for them)."""
    state = catalogue_state(skills=SKILLS)
    for name in names:
        hero = state.heroes[0]
        state = replace(state, actions_used=0, heroes=(replace(hero, trophies=(Colour.GREEN,), hand=4),
                                                        *state.heroes[1:]))
        state = play(state, Learn(name, "", (), ("green",)))
    return replace(state, actions_used=0)


def in_challenge(state: R3State) -> R3State:
    return replace(state, stage=Stage.CHALLENGE, challenge=Challenge("Trial", Colour.PURPLE, ChallengeKind.TEST, "Tamalir"))


@pytest.mark.rule("runebound3.skill.passive")
def test_a_passive_test_skill_reveals_more_cards_in_its_attributes_tests() -> None:
    state = learned("Grit", "Insight")
    owed = {}
    for attribute in ("body", "mind"):
        base = play(in_challenge(catalogue_state(skills=SKILLS)), BeginTest(attribute, 0)).test
        with_skills = play(in_challenge(state), BeginTest(attribute, 0)).test
        owed[attribute] = (base.owed, with_skills.owed)
    # body 2: Grit (+1 body) and Insight (+1 any test); mind 1: Insight only
    assert owed == {"body": (2, 4), "mind": (1, 2)}


@pytest.mark.rule("runebound3.skill.passive")
def test_a_passive_skill_changes_speed_hand_size_and_health_at_once() -> None:
    state = learned("Long Stride")
    sheet = state.heroes[0].sheet
    assert (sheet.speed, sheet.hand_size, sheet.health) == (4, 5, 10)
    assert explore_request(state, ()).count == 4
    assert play(state, Train()).heroes[0].hand == 5


@pytest.mark.rule("runebound3.skill.passive")
def test_an_active_skill_and_words_beyond_the_vocabulary_stay_with_the_table_and_say_so() -> None:
    state = catalogue_state(skills=SKILLS)
    state = replace(state, heroes=(replace(state.heroes[0], trophies=(Colour.GREEN, Colour.GREEN)),
                                   *state.heroes[1:]))
    active = RUNEBOUND3.apply(state, Learn("Parry", "", (), ("green",)))
    assert any("the table uses it" in e and "prevent 1 damage" in e for e in active.ruling.effects)
    words = RUNEBOUND3.apply(state, Learn("Old Lore", "", (), ("green",)))
    assert any("the app does not apply it" in e for e in words.ruling.effects)
    assert words.state.heroes[0].sheet == state.heroes[0].sheet


@pytest.mark.parametrize(("change", "named"), [
    ({"effects": ["luck+1"]}, "effects"), ({"effects": ["speed"]}, "effects"),
    ({"active": True, "effects": ["speed+1"]}, "active skill"), ({"effects": ["test:luck+1"]}, "effects"),
])
def test_a_bad_skill_effect_names_the_field_and_the_card(change: dict, named: str) -> None:
    with pytest.raises(CatalogueError) as error:
        validate_skill(SKILL.example() | change)
    assert "quick-reflexes" in str(error.value) and named in str(error.value)


@pytest.mark.rule("runebound3.story.effects")
def test_a_story_card_places_tokens_and_takes_gold_as_fully_as_possible_and_shows_the_rest() -> None:
    state = replace(catalogue_state(story=STORIES), stage=Stage.STORY)
    outcome = RUNEBOUND3.apply(state, DrawStory(DrawnCard("story", "Raid")))
    after = outcome.state
    assert after.tokens[-1].space == "Oakvale" and after.tokens[-1].colour is Colour.ORANGE
    assert [h.gold for h in after.heroes] == [0, 0]
    assert any("Margath's army marches." in e and "for the table" in e for e in outcome.ruling.effects)


@pytest.mark.rule("runebound3.story.effects")
def test_a_story_refresh_turns_used_tokens_up_except_under_a_hero() -> None:
    state = replace(catalogue_state(story=STORIES), stage=Stage.STORY)
    state = replace(state, tokens=tuple(replace(t, face_up=False) for t in state.tokens))
    after = play(state, DrawStory(DrawnCard("story", "Calm")))
    assert [(t.space, t.face_up) for t in after.tokens] == [("Tamalir", False), ("Wilds", True)]
    assert [h.gold for h in after.heroes] == [4, 4]


def drawn_at(act: int, space: int, card: str = "Haste") -> tuple[R3State, list[str]]:
    """The state and the notes after drawing this story card with the time token on `space` of `act`."""
    state = replace(catalogue_state(story=STORIES), stage=Stage.STORY, act=act, time_space=space,
                    tokens=tuple(replace(t, face_up=False) for t in catalogue_state().tokens))
    outcome = RUNEBOUND3.apply(state, DrawStory(DrawnCard("story", card)))
    assert outcome.ruling.allowed, outcome.ruling.message
    return outcome.state, list(outcome.ruling.effects)


@pytest.mark.rule("runebound3.story.effects")
@pytest.mark.rule("runebound3.time.refresh")
def test_a_story_card_moves_the_time_token_and_the_space_it_stops_on_refreshes() -> None:
    after, notes = drawn_at(1, 4)
    assert (after.act, after.time_space, after.stage) == (1, 6, Stage.ACTIONS)
    assert [(t.space, t.face_up) for t in after.tokens] == [("Tamalir", False), ("Wilds", True)]
    assert "the story card moves the time token forward to space 6 of act 1" in notes
    passed, _ = drawn_at(1, 5)
    assert passed.time_space == 7 and not any(t.face_up for t in passed.tokens)  # 6 passed over, not landed on


@pytest.mark.rule("runebound3.story.draw")
@pytest.mark.rule("runebound3.acts.second")
@pytest.mark.rule("runebound3.acts.end")
def test_a_story_card_moving_time_onto_a_story_space_past_act_one_or_to_the_end_follows_the_track() -> None:
    onto_story, _ = drawn_at(1, 7)
    assert onto_story.time_space == 9 and onto_story.stage is Stage.STORY and onto_story.story_drawn == 1
    turned, notes = drawn_at(1, 14)
    assert (turned.act, turned.time_space) == (2, 0)  # 15 is the end of act 1; the next space turns the act
    assert "act 1 ends: the time token turns to act 2 and returns to the start" in notes
    over, _ = drawn_at(2, 14)
    assert (over.act, over.time_space, over.stage) == (2, 15, Stage.OVER)
    assert over.result.startswith("the time token reached the end of act 2")


@pytest.mark.parametrize(("change", "named"), [
    ({"effects": ["flood"]}, "effects"), ({"effects": ["token:Oakvale:gold"]}, "effects"),
    ({"effects": ["time+0"]}, "effects"), ({"effects": ["time-1"]}, "effects"),
    ({"region": ["Oakvale"]}, "region"), ({"quest": True, "outcomes": ["lava:trophy"]}, "outcomes[1]"),
])
def test_a_bad_story_effect_or_quest_names_the_field_and_the_card(change: dict, named: str) -> None:
    with pytest.raises(CatalogueError) as error:
        validate_story(STORY.example() | change)
    assert "margath-1" in str(error.value) and named in str(error.value)


def setup_state(setup_text: str) -> R3State:
    setup = new_setup(1)
    hero = {**TEST_HERO, "setup": setup_text}
    return RUNEBOUND3.new_game(GameSetup((PlayerSetup("P0", "hero"),), setup.options,
                                         {**setup.catalogue, "heroes": {"hero": hero}}))


@pytest.mark.rule("runebound3.setup.condition")
def test_a_heros_setup_condition_is_shown_to_the_table_until_time_first_moves() -> None:
    state = setup_state("Place a purple token on your space.")
    assert board(state).heroes[0].setup == "Place a purple token on your space."
    assert any("setup condition (the table carries it out)" in line for line in dict(sections(board(state)))["Heroes"])
    moved = advance_time(state, Referee())
    assert board(moved).heroes[0].setup == ""
    assert validate_hero(HERO.example())["setup"] == "Take one extra skill card."


@pytest.mark.rule("runebound3.victory")
@pytest.mark.rule("runebound3.acts.end")
def test_the_end_of_act_two_shows_the_scenario_cards_instruction_as_the_table_typed_it() -> None:
    state = replace(catalogue_state(1), act=2, time_space=14)
    typed = replace(state, scenario_end="Margath attacks Tamalir: the hero with most trophies fights him")
    ref = Referee()
    over = advance_time(typed, ref)
    assert over.stage is Stage.OVER and "most trophies fights him" in over.result
    plain = advance_time(state, Referee())
    assert plain.result == "the time token reached the end of act 2: follow the scenario card"
    game = RUNEBOUND3.new_game(GameSetup((PlayerSetup("P0", "hero"),), {**new_setup(1).options,
                                                                         "scenario_end": "  Read the card. "},
                                         new_setup(1).catalogue))
    assert game.scenario_end == "Read the card."
