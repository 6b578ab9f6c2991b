"""Quests kept for later: resolved in their region through `quest NAME` (story quests by their token number),
by exploration outcomes or a test, with cited refusals when the hero is elsewhere or holds no such quest."""

from __future__ import annotations

import pytest

from cards_db.errors import CatalogueError
from cards_db.runebound3 import validate_story
from cards_db.runebound3_format import STORY as STORY_FORMAT
from rules_engine.chance import DrawnCard
from rules_engine.dice import DiceRoll, Face
from rules_engine.runebound3.actions import Adventure, ChallengeResult, DrawStory, Move
from rules_engine.runebound3.attribute_tests import EndTest, RevealSkill
from rules_engine.runebound3.board import board
from rules_engine.runebound3.exploration import Explore
from rules_engine.runebound3.fighting import TERRAIN_DIE
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.quests import KeepQuest, ResolveQuest
from rules_engine.runebound3.state import ChallengeKind, Colour, R3State, Stage
from rules_engine.runebound3.view_text import sections
from rules_engine.serialization import to_jsonable
from rules_engine.values import replace
from tests.runebound3.challenge_catalogue import cards_state, catalogue_state, on_token, play
from tests.runebound3.helpers import refused_rule

STORY = {"tower": {"name": "The Tower", "scenario": "margath", "quest": True, "region": ["Black Wood"],
                   "outcomes": [{"needs": ["forest"], "reward": "gold+1,trophy"}]}}


def roll(*faces: str) -> DiceRoll:
    return DiceRoll(TERRAIN_DIE.id, tuple(Face(f, None, tuple(f.split("+"))) for f in faces), "table")


def holding(*names: str) -> R3State:
    """The first hero holds these catalogue quests (drawn on green tokens), at the start of a fresh turn."""
    state = cards_state()
    for name in names:
        state = play(replace(on_token(state, "green"), actions_used=0, active=0),
                     Adventure(DrawnCard("exploration", name)))
    return replace(state, actions_used=0, active=0)


@pytest.mark.rule("runebound3.quest.region")
@pytest.mark.rule("runebound3.quest.outcome")
def test_a_kept_quest_is_resolved_in_its_region_by_one_of_its_outcomes() -> None:
    state = play(holding("Lost Shrine"), ResolveQuest("lost shrine", 1))
    assert state.actions_used == 1 and state.quests == () and state.stage is Stage.CHALLENGE
    assert state.challenge is not None and state.challenge.kind is ChallengeKind.QUEST
    state = play(state, Explore(("hills", "forest"), roll("forest+road", "hills", "plains")))
    hero = state.heroes[0]
    assert state.stage is Stage.ACTIONS and hero.gold == 5 and hero.trophies == (Colour.GREEN,)


@pytest.mark.rule("runebound3.quest.outcome")
def test_an_outcome_that_keeps_no_trophy_discards_the_card_and_an_unprinted_one_is_refused() -> None:
    state = play(holding("Lost Shrine"), ResolveQuest("Lost Shrine", 1))
    rule, message = refused_rule(state, Explore(("plains",), roll("plains", "plains", "plains")))
    assert rule == "runebound3.quest.outcome" and "forest+hills or wild" in message
    state = play(state, Explore(("wild",), roll("wild", "plains", "river")))
    assert state.challenge is None and state.heroes[0].trophies == () and state.quests == ()


@pytest.mark.rule("runebound3.quest.region")
def test_a_quest_elsewhere_is_refused_naming_its_region_and_nothing_changes() -> None:
    state = play(holding("Sphinx Riddle"), Move("Forge", "city"))
    before = to_jsonable(state)
    rule, message = refused_rule(state, ResolveQuest("Sphinx Riddle", 1))
    assert rule == "runebound3.quest.region" and "Tamalir" in message and "Forge" in message
    assert to_jsonable(state) == before


@pytest.mark.rule("runebound3.quest.kept")
def test_only_the_holder_resolves_a_drawn_quest_and_an_unknown_quest_is_refused() -> None:
    state = holding("Lost Shrine")
    rule, message = refused_rule(state, ResolveQuest("Dragon Hoard", 1))
    assert rule == "runebound3.quest.kept" and "Lost Shrine" in message
    other = replace(state, active=1)
    rule, message = refused_rule(other, ResolveQuest("Lost Shrine", 1))
    assert rule == "runebound3.quest.kept" and "P0's quest" in message


@pytest.mark.rule("runebound3.delayed")
def test_a_delayed_hero_stands_before_resolving_a_quest() -> None:
    state = holding("Lost Shrine")
    delayed = replace(state, heroes=(replace(state.heroes[0], delayed=True), *state.heroes[1:]))
    assert refused_rule(delayed, ResolveQuest("Lost Shrine", 1))[0] == "runebound3.delayed"


@pytest.mark.rule("runebound3.turn.actions")
@pytest.mark.rule("runebound3.quest.actions")
def test_resolving_a_quest_spends_the_actions_its_card_marks_and_more_than_are_left_is_refused() -> None:
    state = replace(holding("Lost Shrine"), actions_used=2)
    assert refused_rule(state, ResolveQuest("Lost Shrine", 2))[0] == "runebound3.turn.actions"
    assert play(state, ResolveQuest("Lost Shrine", 1)).actions_used == 3
    assert refused_rule(replace(state, actions_used=3), ResolveQuest("Lost Shrine", 1))[0] == "runebound3.turn.actions"


@pytest.mark.rule("runebound3.quest.actions")
def test_a_quest_whose_card_marks_no_action_costs_none_and_an_unsaid_count_is_asked_for() -> None:
    state = holding("Lost Shrine")
    free = play(state, ResolveQuest("Lost Shrine", 0))
    assert free.actions_used == 0 and free.stage is Stage.CHALLENGE
    rule, message = refused_rule(state, ResolveQuest("Lost Shrine"))
    assert rule == "runebound3.quest.actions" and "quest Lost Shrine actions N" in message
    assert refused_rule(state, ResolveQuest("Lost Shrine", 4))[0] == "runebound3.turn.actions"
    choice = next(c for c in RUNEBOUND3.choices(state) if c.action is ResolveQuest)
    assert sorted(choice.fields["actions"].options) == [0, 1, 2, 3]


@pytest.mark.rule("runebound3.test.failed")
def test_a_quest_resolved_by_a_test_starts_it_and_a_failure_discards_the_quest() -> None:
    state = play(holding("Sphinx Riddle"), ResolveQuest("Sphinx Riddle", 1))
    assert state.test is not None and state.test.owed == 1  # mind 1
    failed = play(state, RevealSkill(DrawnCard("skills", "Dull", "table", data={"success": False})), EndTest())
    assert failed.quests == () and failed.challenge is None and failed.heroes[0].trophies == ()
    passed = play(state, RevealSkill(DrawnCard("skills", "Bright", "table", data={"success": True})))
    assert passed.heroes[0].trophies == (Colour.GREEN,)


@pytest.mark.rule("runebound3.quest.kept")
def test_a_quest_under_way_is_kept_again_and_a_miss_keeps_it_for_a_new_attempt() -> None:
    state = play(holding("Lost Shrine"), ResolveQuest("Lost Shrine", 1))
    kept = play(state, KeepQuest())
    assert kept.stage is Stage.ACTIONS and [q.name for q in kept.quests] == ["Lost Shrine"]
    missed = play(state, Explore(("forest", "hills"), roll("forest+hills", "plains", "river")))
    assert missed.stage is Stage.ACTIONS and missed.challenge is None
    assert [q.name for q in missed.quests] == ["Lost Shrine"]
    assert kept.quests[0].outcomes == holding("Lost Shrine").quests[0].outcomes
    # a quest the table named without values is kept too, with no region the app could check
    bare = play(on_token(cards_state(), "green"), Adventure(DrawnCard("challenges", "Strange Cave",
                                                                       data={"kind": "quest"})), KeepQuest())
    assert bare.quests[0].name == "Strange Cave" and bare.quests[0].region == ()


@pytest.mark.rule("runebound3.story.quest")
def test_a_story_quest_waits_under_its_numbered_token_for_any_hero_in_its_region() -> None:
    state = replace(catalogue_state(story=STORY), stage=Stage.STORY)
    state = play(state, DrawStory(DrawnCard("story", "The Tower")))
    assert state.quest_zone == ("The Tower",)
    assert board(state).story_quests == ("story quest 1: The Tower in Black Wood; explore: forest",)
    assert refused_rule(state, ResolveQuest("1", 1))[0] == "runebound3.quest.region"
    second = replace(state, active=1, heroes=(state.heroes[0], replace(state.heroes[1], space="Black Wood")))
    taken = play(second, ResolveQuest("1", 1))
    assert taken.story_taken == (1,) and board(taken).story_quests == ()
    done = play(taken, Explore(("forest",), roll("forest", "plains", "plains")))
    # a story quest's card says what it keeps: no trophy colour, the gold applied
    assert done.heroes[1].gold == 4 and done.heroes[1].trophies == ()
    back = play(taken, KeepQuest())
    assert back.story_taken == () and board(back).story_quests[0].startswith("story quest 1")


def test_the_view_shows_each_heros_kept_quests() -> None:
    data = board(holding("Lost Shrine", "Sphinx Riddle"))
    assert data.heroes[0].quests == ("Lost Shrine in Tamalir, Black Wood; explore: forest+hills or wild",
                                     "Sphinx Riddle in Tamalir; test mind")
    lines = dict(sections(data))["Quests kept"]
    assert lines[0].startswith("P0: Lost Shrine")


def test_the_quest_and_keep_commands_read_back_as_typed() -> None:
    state = holding("Lost Shrine")
    assert RUNEBOUND3.parse_command(state, 'quest "Lost Shrine"') == ResolveQuest("Lost Shrine")
    assert RUNEBOUND3.parse_command(state, "quest 2") == ResolveQuest("2")
    assert RUNEBOUND3.parse_command(state, "quest Lost Shrine actions 1") == ResolveQuest("Lost Shrine", 1)
    assert RUNEBOUND3.parse_command(state, "quest 2 actions 0") == ResolveQuest("2", 0)
    assert RUNEBOUND3.format_command(ResolveQuest("Lost Shrine", 1)) == 'quest "Lost Shrine" actions 1'
    assert RUNEBOUND3.parse_command(state, "keep") == KeepQuest()


@pytest.mark.rule("runebound3.quest.outcome")
@pytest.mark.rule("runebound3.trophy")
def test_a_story_quest_whose_data_names_its_trophy_colour_becomes_that_trophy() -> None:
    story = {"tower": {**STORY["tower"], "trophy": "purple",
                       "outcomes": [{"needs": ["forest"], "reward": "gold+1,trophy"}, {"needs": ["hills"], "reward": "gold+2"}]}}
    state = play(replace(catalogue_state(story=story), stage=Stage.STORY), DrawStory(DrawnCard("story", "The Tower")))
    state = replace(state, active=1, heroes=(state.heroes[0], replace(state.heroes[1], space="Black Wood")))
    taken = play(state, ResolveQuest("1", 1))
    kept = play(taken, Explore(("forest",), roll("forest", "plains", "plains")))
    assert kept.heroes[1].trophies == (Colour.PURPLE,) and kept.heroes[1].gold == 4
    # an outcome that does not keep the card gives no trophy, whatever its colour
    discarded = play(taken, Explore(("hills",), roll("hills", "plains", "plains")))
    assert discarded.heroes[1].trophies == () and discarded.heroes[1].gold == 5
    # the table's own result for the story quest keeps it as that trophy too
    assert play(taken, ChallengeResult(True)).heroes[1].trophies == (Colour.PURPLE,)


def test_a_story_trophy_colour_on_a_card_without_a_quest_or_of_no_colour_is_refused() -> None:
    with pytest.raises(CatalogueError, match="trophy"):
        validate_story(STORY_FORMAT.example() | {"trophy": "purple"})
    with pytest.raises(CatalogueError, match="trophy"):
        validate_story(STORY_FORMAT.example() | {"quest": True, "region": ["Oakvale"], "trophy": "gold"})
