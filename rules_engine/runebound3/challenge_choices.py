"""Choices and decisions while a drawn challenge waits: attribute tests, exploration, keeping a quest, the
table's result; and the outdoor rest by dice, item barter and resolving kept quests beside the turn's
other actions."""

from __future__ import annotations

from random import Random

from rules_engine.chance import DrawnCard
from rules_engine.decisions import Choice, Decision, DecisionKind, IntRange, OneOf, Rolled, Where
from rules_engine.dice import DiceRoll, DieSpec, Face
from rules_engine.messages import Message
from rules_engine.plurals import count as count_of
from rules_engine.runebound3.actions import ChallengeResult
from rules_engine.runebound3.attribute_tests import reveal_request
from rules_engine.runebound3.actions import BeginTest, EndTest, ExertTest, RevealSkill
from rules_engine.runebound3.actions import ChooseOption
from rules_engine.runebound3.exploration import explore_request
from rules_engine.runebound3.actions import Explore
from rules_engine.runebound3.fighting import TERRAIN_SYMBOLS
from rules_engine.runebound3.actions import GiveItem
from rules_engine.runebound3.outdoor_rest import rest_request
from rules_engine.runebound3.actions import RestRoll
from rules_engine.runebound3.quests import in_region, label, open_to
from rules_engine.runebound3.actions import KeepQuest, ResolveQuest
from rules_engine.runebound3.terrain_dice import terrain_die
from rules_engine.runebound3.state import ACTIONS_PER_TURN, SETTLEMENTS, Attribute, ChallengeKind, R3State
from rules_engine.runebound3.words import word

TERRAINS = tuple(t for t in TERRAIN_SYMBOLS if t != "wild")


def terrain_roll(die: DieSpec, count: int) -> Rolled | Where:
    """The domain of `count` terrain dice: rolled when the faces are described, else entered symbol by symbol."""
    if die.faces:
        return Rolled(die, count)

    def sample(rng: Random) -> DiceRoll:
        faces = tuple(Face(s, None, (s,)) for s in (rng.choice(TERRAIN_SYMBOLS) for _ in range(count)))
        return DiceRoll(die.id, faces, "seeded")

    return Where(lambda r: isinstance(r, DiceRoll) and r.die == die.id and len(r.faces) == count, sample,
                 f"{count} × {die.name}")


def _skill_card(rng: Random) -> DrawnCard:
    return DrawnCard("skills", f"Skill {rng.randint(1, 99)}", "table", data={"success": rng.random() < 0.4})


def _needs(speed: int) -> Where:
    return Where(lambda v: isinstance(v, tuple) and 0 < len(v) <= speed and all(n in TERRAIN_SYMBOLS for n in v),
                 lambda rng: tuple(rng.choice(TERRAIN_SYMBOLS) for _ in range(rng.randint(1, speed))),
                 f"1 to {speed} terrain symbols")


def challenge_choices(state: R3State) -> tuple[Choice, ...]:
    """While a challenge waits: the attribute test's steps, or starting a test, exploring, or the result."""
    seat, hero, test = state.active, state.hero, state.test
    if test is not None:
        found: list[Choice] = []
        if test.to_reveal > 0:
            found.append(Choice.of(RevealSkill, Message("reveal a skill card"), actor=seat, request=reveal_request(),
                                   card=Where(lambda c: isinstance(c, DrawnCard) and c.deck == "skills", _skill_card,
                                              "a skill card")))
        else:
            if hero.hand:
                found.append(Choice.of(ExertTest, Message("exert: discard a card to reveal one more"), actor=seat))
            found.append(Choice.of(EndTest, Message("take the test's result"), actor=seat))
        return tuple(found)
    challenge = state.challenge
    if challenge is not None and challenge.awaits_option:
        return tuple(Choice.of(ChooseOption, Message("option {n}: {option_text}",
                                                     n=n, option_text=option.text), actor=seat, option=n)
                     for n, option in enumerate(challenge.options, start=1))
    found = [Choice.of(ChallengeResult, Message("enter the challenge's result"), actor=seat, overcome=OneOf((True, False))),
             Choice.of(BeginTest, Message("test an attribute"), actor=seat, attribute=OneOf(tuple(a.value for a in Attribute)),
                       modifier=IntRange(-1, 1))]
    if challenge is not None and challenge.kind is ChallengeKind.QUEST and hero.space == challenge.space:
        speed = hero.sheet.speed
        needs = OneOf(tuple(o.needs for o in challenge.outcomes)) if challenge.outcomes else _needs(speed)
        found.append(Choice.of(Explore, Message("explore for the quest"), actor=seat, request=explore_request(state, ()),
                               needs=needs, roll=terrain_roll(terrain_die(state), speed), trophy=OneOf((True, False))))
    if challenge is not None and challenge.kind is ChallengeKind.QUEST:
        found.append(Choice.of(KeepQuest, Message("keep the quest for later"), actor=seat))
    return tuple(found)


def extra_action_choices(state: R3State) -> tuple[Choice, ...]:
    """Rest by terrain dice outdoors and item barter with heroes on the same space."""
    seat, hero = state.active, state.hero
    found: list[Choice] = []
    if hero.space_kind not in SETTLEMENTS and not hero.delayed:
        found.append(Choice.of(RestRoll, Message("rest with terrain dice"), actor=seat, request=rest_request(state, TERRAINS[0]),
                               terrain=OneOf(TERRAINS), roll=terrain_roll(terrain_die(state), hero.sheet.speed)))
    here = tuple(label(q) for q in open_to(state, seat) if in_region(q, hero.space))
    if here and state.actions_used < ACTIONS_PER_TURN and not hero.delayed and not hero.defeated:
        found.append(Choice.of(ResolveQuest, Message("resolve a kept quest here"), actor=seat, quest=OneOf(here),
                               actions=OneOf(tuple(range(ACTIONS_PER_TURN - state.actions_used + 1)))))
    others = tuple(i for i, h in enumerate(state.heroes) if i != seat and h.space == hero.space)
    if hero.items and others:
        found.append(Choice.of(GiveItem, Message("barter: give an item"), actor=seat, to=OneOf(others),
                               item=OneOf(tuple(dict.fromkeys(i.name for i in hero.items)))))
    for other in others:  # barter is during either hero's turn: another hero here may give to the active one
        items = state.heroes[other].items
        if items:
            found.append(Choice.of(GiveItem, Message("barter: {hero} gives an item to {hero2}",
                                                     hero=state.heroes[other].sheet.name, hero2=hero.sheet.name),
                                   actor=other, to=OneOf((seat,)), giver=OneOf((other,)),
                                   item=OneOf(tuple(dict.fromkeys(i.name for i in items)))))
    return tuple(found)


def event_decision(state: R3State) -> Decision:
    """A drawn event waits for one of its two options."""
    challenge = state.challenge
    assert challenge is not None
    first, second = challenge.options
    return Decision(DecisionKind.CHOICE, state.active,
                    Message("{name}: {challenge}: choose option 1 ({first_text}) or 2 ({second_text})",
                            name=state.names[state.active], challenge=challenge.name, first_text=first.text,
                            second_text=second.text))


def attribute_test_decision(state: R3State) -> Decision:
    """What an attribute test under way waits for."""
    test = state.test
    assert test is not None
    name = state.names[state.active]
    if test.to_reveal:
        return Decision(DecisionKind.CARD, state.active,
                        Message("{name}: reveal {more_skill_cards} for the {attribute} test",
                                name=name, more_skill_cards=count_of(test.to_reveal, 'more skill card', 'more skill cards'), attribute=word(test.attribute.value)))
    return Decision(DecisionKind.CHOICE, state.active,
                    Message("{name}: no success yet in the {attribute} test: exert for one more card or end it",
                            name=name, attribute=word(test.attribute.value)))
