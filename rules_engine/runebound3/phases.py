"""Which actions each stage of a Runebound 3rd edition game admits (rules_engine.phase_table).

The stage is the state's own (`R3State.stage`): the turn's actions, a move by terrain dice, trading, a drawn
challenge, a combat, a story card to draw, the markets at the start, the end. Each admits its actions under
the rule named beside it; any other action is refused with what the stage waits for (step_words.STAGE_FIRST).
"""

from __future__ import annotations

from collections.abc import Hashable

from rules_engine.actions import Action
from rules_engine.phase_table import Admission, PhaseTable
from rules_engine.messages import Message
from rules_engine.requirements import Requirement
from rules_engine.runebound3.actions import (
    Adventure, AttackHero, Buy, ChallengeResult, ChooseOption, CombatResult, DealMarket, DescribeTerrainDie,
    DiscardFromMarket, DrawStory,
    Explore, FaceVillain, Gain, GiveGold, GiveItem, KeepQuest, Learn, Move, MoveRoll, PlaceToken, ResolveQuest, Rest,
    RestRoll, Sell, Stand, Trade, Train, Travel,
)
from rules_engine.runebound3.attribute_tests import TEST_ACTIONS
from rules_engine.runebound3.dice_moves import MOVE_ACTIONS
from rules_engine.runebound3.fighting import FIGHT_ACTIONS
from rules_engine.runebound3.state import R3State, Stage
from rules_engine.runebound3.step_words import STAGE_FIRST

#: Which actions each waiting stage admits.
STAGE_ACTIONS: dict[Stage, tuple[type[Action], ...]] = {
    Stage.ACTIONS: (Move, Travel, Trade, Adventure, Rest, Train, Stand, Learn, GiveGold, RestRoll, GiveItem, ResolveQuest, AttackHero,
                    MoveRoll, Gain, FaceVillain, PlaceToken, DescribeTerrainDie),
    Stage.MOVING: (*MOVE_ACTIONS, DescribeTerrainDie),
    Stage.TRADING: (Buy, DiscardFromMarket, Sell, Learn, GiveGold, GiveItem, Gain),
    Stage.CHALLENGE: (ChallengeResult, ChooseOption, *TEST_ACTIONS, Explore, KeepQuest, DescribeTerrainDie),
    Stage.COMBAT: (CombatResult, *FIGHT_ACTIONS),
    Stage.STORY: (DrawStory,),
    Stage.MARKETS: (DealMarket, PlaceToken, DescribeTerrainDie),
    Stage.OVER: (),
}
#: The rule each stage's admissions rest on (and that refuses what it does not admit).
STAGE_RULES = {Stage.TRADING: "runebound3.trade.market", Stage.CHALLENGE: "runebound3.trophy",
               Stage.COMBAT: "runebound3.enemy", Stage.STORY: "runebound3.story.draw",
               Stage.OVER: "runebound3.acts.end", Stage.ACTIONS: "runebound3.turn.actions",
               Stage.MARKETS: "runebound3.setup.markets", Stage.MOVING: "runebound3.move.dice"}


def stage_of(state: R3State) -> Hashable:
    """The stage the game waits in."""
    return state.stage


#: A market's own steps typed between actions (a new table types `buy` at once): each said as part of trading, under
#: the rule of that step.
TRADING_FIRST = {
    Buy: ("runebound3.trade.market", Message("buying is part of trading: take the trade action first ('trade', in a "
                                             "city); trading reveals an item, then you buy one or discard one")),
    DiscardFromMarket: ("runebound3.trade.market", Message("a market's item is discarded while trading: take the trade "
                                                           "action first ('trade', in a city)")),
    Sell: ("runebound3.trade.sell", Message("selling is done while trading: take the trade action first ('trade', in a "
                                            "city)")),
}


def refusal(state: R3State, kind: type[Action]) -> Requirement:
    """What the stage waits for first, under its rule (for any action it does not admit, known or not); a market's
    step typed between actions, that it comes with trading."""
    if state.stage == Stage.ACTIONS and kind in TRADING_FIRST:
        rule, said = TRADING_FIRST[kind]
        return Requirement.unmet(rule, said)
    return Requirement.unmet(STAGE_RULES[state.stage], STAGE_FIRST[state.stage])


PHASES: PhaseTable[R3State] = PhaseTable(
    stage_of, {stage: (Admission(kinds, STAGE_RULES[stage]),) if kinds else () for stage, kinds in STAGE_ACTIONS.items()},
    refusal)
