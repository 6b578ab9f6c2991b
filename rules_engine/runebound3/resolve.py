"""Dispatching an action to the rule that handles it, stage by stage, then passing the turn when spent."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules_engine.actions import Action
from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.runebound3 import hero_actions as rules
from rules_engine.runebound3.actions import (
    Adventure, Buy, ChallengeResult, CombatResult, DealMarket, DiscardFromMarket, DrawStory, GiveGold, Learn, Move, Rest, Sell,
    Stand, Trade, Train, Travel,
)
from rules_engine.runebound3.attribute_tests import TEST_ACTIONS
from rules_engine.runebound3.actions import BeginTest, EndTest, ExertTest, RevealSkill
from rules_engine.runebound3.attribute_tests import begin_test, end_test, exert_test, reveal_skill
from rules_engine.runebound3.catalogue_cards import find
from rules_engine.runebound3.dealing import deal_market
from rules_engine.runebound3.dice_moves import end_move, move_reroll, move_roll, move_step
from rules_engine.runebound3.actions import EndMove, MoveReroll, MoveRoll, MoveStep
from rules_engine.runebound3.events import choose_option
from rules_engine.runebound3.actions import ChooseOption
from rules_engine.runebound3.exploration import explore
from rules_engine.runebound3.actions import Explore
from rules_engine.runebound3.item_barter import give_item
from rules_engine.runebound3.actions import GiveItem
from rules_engine.runebound3.quests import keep_quest, resolve_quest
from rules_engine.runebound3.actions import KeepQuest, ResolveQuest
from rules_engine.runebound3.gains import record_gain
from rules_engine.runebound3.actions import Gain
from rules_engine.runebound3.step_words import step_sentence
from rules_engine.runebound3.story_effects import carry_out
from rules_engine.runebound3.villains import face_villain
from rules_engine.runebound3.actions import FaceVillain
from rules_engine.runebound3.placing import place_token
from rules_engine.runebound3.actions import DescribeTerrainDie, PlaceToken
from rules_engine.runebound3.terrain_dice import describe_terrain_die
from rules_engine.runebound3.outdoor_rest import rest_roll
from rules_engine.runebound3.actions import RestRoll
from rules_engine.runebound3.fight_heroes import attack_hero
from rules_engine.runebound3.actions import AttackHero
from rules_engine.runebound3.fight_heroes import step as fight_or_battle_step
from rules_engine.runebound3.fighting import FIGHT_ACTIONS
from rules_engine.runebound3.travel import travel
from rules_engine.runebound3.state import R3State, Stage
from rules_engine.runebound3.time_track import end_turn_if_spent
from rules_engine.values import replace


def draw_story(state: R3State, act: DrawStory, ref: Referee) -> R3State:
    """Draw a story card; a story quest goes to the quest zone with the next numbered token.

    A card in the session's catalogue is read from it (its `quest` flag and text); another card from
    what the table typed.
    """
    ref.cite("runebound3.story.draw")
    state = replace(state, story_drawn=state.story_drawn + 1, stage=Stage.ACTIONS)
    known = find(state.story_cards, act.card.name)
    if known is not None and known.text:
        if known.effects:
            ref.note(Message("{card}: {text} (for the table to carry out, beyond the effects the app applies)",
                             card=known.name, text=known.text))
        else:
            ref.note(Message("{card}: {text} (for the table to carry out)", card=known.name, text=known.text))
    if known is not None:
        state = carry_out(state, known.effects, ref)
    if (known.quest if known is not None else act.card.data.get("quest")):
        number = len(state.quest_zone) + 1
        ref.cite("runebound3.story.quest")
        ref.note(Message("{card} goes to the story quest zone with quest token {number}",
                         card=act.card.name, number=number))
        state = replace(state, quest_zone=(*state.quest_zone, act.card.name))
    if state.act == 2 and state.time_space >= state.track_length:
        state = replace(state, stage=Stage.OVER)
    return state


def _face_villain(state: R3State, act: FaceVillain, ref: Referee) -> R3State:
    rules.may_act(state, ref)
    return face_villain(state, act, ref)


#: Each plain action's handler (built once, not per action): each takes its key's action.
_HANDLERS: dict[type, Callable[[R3State, Any, Referee], R3State]] = {
    Move: rules.move, Buy: rules.buy, DiscardFromMarket: rules.discard_from_market, Sell: rules.sell,
    Adventure: rules.adventure, ChallengeResult: rules.challenge_result, CombatResult: rules.combat_result,
    Rest: rules.rest, Train: rules.train, Stand: rules.stand, Learn: rules.learn, GiveGold: rules.give_gold,
    DrawStory: draw_story, Travel: travel, DealMarket: deal_market,
    RestRoll: rest_roll, GiveItem: give_item, Explore: explore,
    BeginTest: begin_test, RevealSkill: reveal_skill, ExertTest: exert_test, EndTest: end_test,
    ChooseOption: choose_option, ResolveQuest: resolve_quest, KeepQuest: keep_quest,
    AttackHero: attack_hero, Gain: record_gain, FaceVillain: _face_villain, MoveRoll: move_roll, MoveReroll: move_reroll, MoveStep: move_step,
    EndMove: end_move, PlaceToken: place_token, DescribeTerrainDie: describe_terrain_die,
}


def resolve(state: R3State, act: Action, ref: Referee) -> tuple[R3State, str]:
    """Apply one action after checking it against the rules (its stage admits it: the engine read the phase table)."""
    # The stage admits the action: the phase table (phases.py) says so, and the engine enforced it.
    if not (state.test is None or isinstance(act, TEST_ACTIONS)):
        ref.refuse("runebound3.test.reveal",
                   Message("an attribute test is under way: reveal, exert or end it first"))
    awaits = state.challenge is not None and state.challenge.awaits_option
    if awaits and not isinstance(act, ChooseOption):
        ref.refuse("runebound3.event",
                   Message("{value}: choose one of the event's two options first (choose 1 or choose 2)",
                           value=state.challenge.name if state.challenge else ''))
    if isinstance(act, FIGHT_ACTIONS):
        new, message = fight_or_battle_step(state, act, ref)
        return end_turn_if_spent(new, ref), message
    if isinstance(act, Trade):
        new = rules.trade(state, act.card, ref)
    else:
        new = _HANDLERS[type(act)](state, act, ref)
    return end_turn_if_spent(new, ref), step_sentence(state, new, act)
