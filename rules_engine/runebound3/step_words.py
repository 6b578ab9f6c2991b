"""What happened, in one sentence about the table: the log line of each Runebound 3rd edition action
("Ann buys Amulet (3 gold)", "Ann moves to Forge (rolled forest, plains)"), read from the state before and after.

A stage's refusal says what comes first and how to do it ("finish trading first: buy an item or discard one
from the market"), never the names of the actions it admits.
"""

from __future__ import annotations

from collections.abc import Callable

from rules_engine.actions import Action
from rules_engine.messages import Joined, Message, N_
from rules_engine.plurals import count as count_of
from rules_engine.runebound3.actions import (
    Adventure, Buy, ChallengeResult, CombatResult, DealMarket, DiscardFromMarket, DrawStory, GiveGold, Learn, Move,
    Rest, Sell, Stand, Trade, Train, Travel,
)
from rules_engine.runebound3.actions import BeginTest, EndTest, ExertTest, RevealSkill
from rules_engine.runebound3.actions import EndMove, MoveReroll, MoveRoll, MoveStep
from rules_engine.runebound3.actions import ChooseOption
from rules_engine.runebound3.actions import Explore
from rules_engine.runebound3.actions import AttackHero
from rules_engine.runebound3.actions import Gain
from rules_engine.runebound3.actions import GiveItem
from rules_engine.runebound3.actions import RestRoll
from rules_engine.runebound3.actions import KeepQuest, ResolveQuest
from rules_engine.runebound3.state import R3State, Stage
from rules_engine.runebound3.actions import DescribeTerrainDie, PlaceToken
from rules_engine.runebound3.actions import FaceVillain
from rules_engine.runebound3.words import challenge_token_words, terrain_words, word

#: What each stage waits for, said as what to do first.
STAGE_FIRST = {
    Stage.ACTIONS: Message("that is not one of the turn's actions now: move, travel, trade (in a city), adventure, "
                           "rest, train, learn, a kept quest, barter or a gain from a card"),
    Stage.MOVING: Message("a move by terrain dice is under way: step to a space, exert to reroll a die, or stop first"),
    Stage.TRADING: Message("finish trading first: buy an item or discard one from the market (selling, learning and "
                           "barter may come before)"),
    Stage.CHALLENGE: Message("the drawn challenge comes first: choose an option, test, explore, keep the quest or "
                             "enter its result"),
    Stage.COMBAT: Message("the fight comes first: play it to its end (toss, spend, pass, retreat) or enter its "
                          "outcome"),
    Stage.STORY: Message("draw the story card first (story NAME)"),
    Stage.MARKETS: Message("deal the markets first: deal an item card into each city market until each holds three"),
    Stage.OVER: Message("the game is over: nothing more can be played"),
}


#: A fight's outcome the table enters, in words.
OUTCOMES = {"won": N_("won"), "defeated": N_("defeated"), "retreated": N_("retreated")}


def _faces(faces: tuple[str, ...]) -> str:
    return Joined(", ", tuple(terrain_words(tuple(f.split("+"))) for f in faces))


def _hero(state: R3State, seat: int) -> str:
    return state.names[seat]


def _trade(before: R3State, after: R3State, act: Trade, name: str) -> Message:
    return Message("{name} trades in {city}: {item} joins the market", name=name, city=after.trading_city or
                   before.hero.space, item=act.card.name)


def _buy(before: R3State, after: R3State, act: Buy, name: str) -> Message:
    cost = before.hero.gold - after.heroes[before.active].gold
    return Message("{name} buys {item} ({gold} gold)", name=name, item=act.item, gold=cost)


def _sell(before: R3State, after: R3State, act: Sell, name: str) -> Message:
    gained = after.heroes[before.active].gold - before.hero.gold
    return Message("{name} sells {item} ({gold} gold)", name=name, item=act.item, gold=gained)


def _travel(before: R3State, after: R3State, act: Travel, name: str) -> Message:
    return Message("{name} moves to {space} (rolled {faces})", name=name, space=after.heroes[before.active].space,
                   faces=_faces(act.faces))


def _adventure(before: R3State, after: R3State, act: Adventure, name: str) -> Message:
    return Message("{name} starts an adventure on {space}: {card}", name=name, space=before.hero.space,
                   card=act.card.name)


def _challenge(before: R3State, after: R3State, act: ChallengeResult, name: str) -> Message:
    card = before.challenge.name if before.challenge else ""
    if act.overcome:
        return Message("{name} overcomes {card}", name=name, card=card)
    return Message("{name} does not overcome {card}", name=name, card=card)


def _combat(before: R3State, after: R3State, act: CombatResult, name: str) -> Message:
    enemy = getattr(before.combat, "enemy", "")
    return Message("{name}'s fight with {enemy} ends: {outcome}", name=name, enemy=getattr(enemy, "name", enemy),
                   outcome=Message(OUTCOMES[act.outcome]) if act.outcome in OUTCOMES else act.outcome)


def _rest(before: R3State, after: R3State, act: Action, name: str) -> Message:
    healed = before.hero.wounds - after.heroes[before.active].wounds
    return Message("{name} rests and heals {wounds}", name=name, wounds=count_of(healed, "wound", "wounds"))


def _learn(before: R3State, after: R3State, act: Learn, name: str) -> Message:
    return Message("{name} learns {skill}", name=name, skill=act.name)


def _give_gold(before: R3State, after: R3State, act: GiveGold, name: str) -> Message:
    giver = before.active if act.giver is None else act.giver
    return Message("{name} gives {gold} gold to {name2}", name=_hero(before, giver), gold=act.gold,
                   name2=_hero(before, act.to))


def _give_item(before: R3State, after: R3State, act: GiveItem, name: str) -> Message:
    giver = before.active if act.giver is None else act.giver
    return Message("{name} gives {item} to {name2}", name=_hero(before, giver), item=act.item,
                   name2=_hero(before, act.to))


def _deal(before: R3State, after: R3State, act: DealMarket, name: str) -> Message:
    city = next((m.city for m, was in zip(after.markets, before.markets) if len(m.items) > len(was.items)), "")
    return Message("{item} is dealt into the {city} market", item=act.card.name, city=city)


def _move_step(before: R3State, after: R3State, act: MoveStep, name: str) -> Message:
    faces = before.moving.faces[act.die] if before.moving is not None and act.die < len(before.moving.faces) else ()
    return Message("{name} moves to {space} (die {die}: {face})", name=name, space=act.space, die=act.die + 1,
                   face=terrain_words(faces))


def _quest(before: R3State, after: R3State, act: ResolveQuest, name: str) -> Message:
    return Message("{name} takes up the quest {quest}", name=name,
                   quest=after.challenge.name if after.challenge else act.quest)


def _explore(before: R3State, after: R3State, act: Explore, name: str) -> Message:
    card = before.challenge.name if before.challenge else ""
    return Message("{name} explores for {quest}", name=name, quest=card)  # the dice: the log's dice sentence


def _gain(before: R3State, after: R3State, act: Gain, name: str) -> Message:
    return Message("{name} records a gain from {card}: {effects}", name=_hero(before, act.seat), card=act.card,
                   effects=act.effects)


SENTENCES: dict[type, Callable[..., Message]] = {
    Move: lambda b, a, act, n: Message("{name} moves to {space}", name=n, space=act.space),
    Travel: _travel,
    Trade: _trade,
    Buy: _buy,
    DiscardFromMarket: lambda b, a, act, n: Message("{name} discards {item} from the market", name=n, item=act.item),
    Sell: _sell,
    Adventure: _adventure,
    ChallengeResult: _challenge,
    CombatResult: _combat,
    Rest: _rest,
    # the faces are the log line's dice sentence ("… heals 1 wound. Dice: forest, hills."), said once
    RestRoll: lambda b, a, act, n: Message("{name} rests outdoors on {terrain} and heals {wounds}", name=n,
                                           terrain=word(act.terrain),
                                           wounds=count_of(b.hero.wounds - a.heroes[b.active].wounds, "wound", "wounds")),
    Train: lambda b, a, act, n: Message("{name} trains: the hand holds {cards}", name=n, cards=a.heroes[b.active].hand),
    Stand: lambda b, a, act, n: Message("{name} stands up", name=n),
    Learn: _learn,
    GiveGold: _give_gold,
    GiveItem: _give_item,
    DrawStory: lambda b, a, act, n: Message("the story card {card} is drawn", card=act.card.name),
    DealMarket: _deal,
    # a roll's faces are the log line's dice sentence ("… to move. Dice: forest+hills, plains."), said once; the
    # ruling's note lists them numbered for the steps
    MoveRoll: lambda b, a, act, n: Message("{name} rolls the terrain dice to move", name=n),
    MoveReroll: lambda b, a, act, n: Message("{name} exerts and rolls die {die} again", name=n, die=act.die + 1),
    MoveStep: _move_step,
    EndMove: lambda b, a, act, n: Message("{name} ends the move on {space}", name=n, space=a.heroes[b.active].space),
    Explore: _explore,
    BeginTest: lambda b, a, act, n: Message("{name} tests {attribute}", name=n, attribute=word(act.attribute)),
    RevealSkill: lambda b, a, act, n: Message("{name} reveals {card}", name=n, card=act.card.name),
    ExertTest: lambda b, a, act, n: Message("{name} exerts to reveal one more card", name=n),
    EndTest: lambda b, a, act, n: Message("{name} takes the test's result", name=n),
    ChooseOption: lambda b, a, act, n: Message("{name} chooses option {option} of {card}", name=n, option=act.option,
                                               card=b.challenge.name if b.challenge else ""),
    ResolveQuest: _quest,
    KeepQuest: lambda b, a, act, n: Message("{name} keeps {quest} for later", name=n,
                                            quest=b.challenge.name if b.challenge else ""),
    AttackHero: lambda b, a, act, n: Message("{name} attacks {name2} with {card}", name=n, name2=_hero(b, act.rival),
                                             card=act.ability),
    Gain: _gain,
    FaceVillain: lambda b, a, act, n: Message("{name} faces the main villain {card}", name=n, card=act.name),
    DescribeTerrainDie: lambda b, a, act, n: Message(
        "the table's terrain die is described, {count}: {faces}; the app can roll it now",
        count=count_of(len(act.faces), "face", "faces"), faces=", ".join("+".join(face) for face in a.terrain_faces)),
    PlaceToken: lambda b, a, act, n: Message("{token} is laid on {space}", token=challenge_token_words(act.colour),
                                             space=a.tokens[-1].space),
}


def step_sentence(before: R3State, after: R3State, act: Action) -> Message:
    """The log line of an applied action: who did what, with the names and numbers the table sees."""
    return SENTENCES[type(act)](before, after, act, before.names[before.active])
