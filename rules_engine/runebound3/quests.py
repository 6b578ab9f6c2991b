"""Quests kept for later: the quests heroes drew and the story quests with their numbered tokens.

A drawn quest is laid in front of the hero, with no limit on how many (2. Квесты:); a story quest
goes to the story quest zone with the quest token of its number (Карты Сюжета.), and any hero may
resolve it. A kept quest is resolved only in its region, the spaces outlined in red on its card: the
command `quest NAME actions N` (or `quest N actions N` for story quest token N) spends the actions its
card marks with an arrow: the summary does not count resolving a quest among the turn's five actions,
it has the hero carry out the actions the card prints (2. Квесты:), and every action marked with an
arrow counts against the turn's three (Действия:). The app does not know a card's arrows, so the table
says how many (0 when the card marks none). The quest then becomes the challenge under way: its
exploration outcomes, its test, or the table's result. A drawn quest whose result waits can be put back with
`keep` and tried again later; a missed exploration leaves it under way, to explore again or keep.
"""

from __future__ import annotations

from rules_engine.messages import Joined, Message
from rules_engine.plurals import count as count_of
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import KeepQuest, ResolveQuest
from rules_engine.runebound3.card_records import EventOption, KeptQuest
from rules_engine.runebound3.catalogue_cards import find
from rules_engine.runebound3.skill_effects import cards_owed
from rules_engine.runebound3.state import (
    ACTIONS_PER_TURN, Attribute, AttributeTest, Challenge, ChallengeKind, Colour, R3State, Stage,
)
from rules_engine.runebound3.time_track import spend_actions
from rules_engine.runebound3.words import word
from rules_engine.values import replace


def label(quest: KeptQuest) -> str:
    """How a kept quest is named in commands and on screen: story quests by their token number."""
    return f"{quest.number}" if quest.story else quest.name


def describe(quest: KeptQuest) -> str:
    """A kept quest in words: token, name, region and procedure."""
    token = Message("story quest {number}: ", number=quest.number) if quest.story else ""
    region = Message(" in {names}",
                     names=', '.join(quest.region)) if quest.region else Message(" (the table checks its region)")
    if quest.outcomes:
        how = Message("explore: {needs}", needs=Joined(" or ", tuple("+".join(o.needs) for o in quest.outcomes)))
    elif quest.test is not None:
        how = Message("test {test}{value}",
                      test=quest.test.test, value=f' {quest.test.modifier:+d}' if quest.test.modifier else '')
    else:
        how = Message("the table resolves it")
    return Message("{token}{quest}{region}; {how}", token=token, quest=quest.name, region=region, how=how)


def story_quests(state: R3State) -> tuple[KeptQuest, ...]:
    """The story quests waiting in the zone, numbered by their tokens, with their region and procedure from
    the scenario's story cards in the catalogue (unknown for a card the table named)."""
    found = []
    for number, name in enumerate(state.quest_zone, start=1):
        if number in state.story_taken:
            continue
        card = find(state.story_cards, name)
        found.append(KeptQuest(name, card.trophy if card else "", card.region if card else (), -1, number,
                               card.test if card else None,
                               card.outcomes if card else (), card.text if card else ""))
    return tuple(found)


def open_to(state: R3State, seat: int) -> tuple[KeptQuest, ...]:
    """The kept quests this seat may resolve: its own and the story quests."""
    return tuple(q for q in state.quests if q.owner == seat) + story_quests(state)


def in_region(quest: KeptQuest, space: str) -> bool:
    """Whether a hero on this space stands in the quest's region (an unknown region is the table's to judge)."""
    return not quest.region or space.casefold() in (s.casefold() for s in quest.region)


def keep(state: R3State, quest: KeptQuest, ref: Referee) -> R3State:
    """The state with this quest kept for later (a story quest goes back to the zone under its token)."""
    ref.cite("runebound3.story.quest" if quest.story else "runebound3.quest.kept")
    if quest.story:
        ref.note(Message("back in the story quest zone: {quest}", quest=describe(quest)))
        return replace(state, story_taken=tuple(n for n in state.story_taken if n != quest.number))
    ref.note(Message("kept for later: {quest}", quest=describe(quest)))
    return replace(state, quests=(*state.quests, quest))


def _find(state: R3State, name: str, ref: Referee) -> KeptQuest:
    key = name.strip().casefold()
    mine = open_to(state, state.active)
    found = next((q for q in mine if key in (q.name.casefold(), label(q).casefold())), None)
    if found is None:
        other = next((q for q in state.quests if q.name.casefold() == key), None)
        held = (Message("{other} is {name}'s quest",
                        other=other.name, name=state.names[other.owner]) if other is not None
                else Message("{name} holds no quest {name2}", name=state.names[state.active], name2=repr(name)))
        ref.refuse("runebound3.quest.kept",
                   Message("{held}; open to {name}: {value}",
                           held=held, name=state.names[state.active],
                           value=', '.join(label(q) for q in mine) or Message('none')))
    assert found is not None
    return found


def resolve_quest(state: R3State, act: ResolveQuest, ref: Referee) -> R3State:
    """Start resolving a kept quest in its region, spending the actions its card marks; its outcomes, test or
    result come next."""
    quest = _find(state, act.quest, ref)
    hero = state.hero
    ref.require(not hero.delayed, "runebound3.delayed",
                Message("{hero} is delayed and must spend the next action standing up", hero=hero.sheet.name))
    ref.require(not hero.defeated, "runebound3.enemy.defeated",
                Message("{hero} is defeated and may only rest until healed", hero=hero.sheet.name))
    ref.require(in_region(quest, hero.space), "runebound3.quest.region",
                Message("{quest} is resolved in {names}, and {hero} is on {space}",
                        quest=quest.name, names=', '.join(quest.region), hero=hero.sheet.name, space=hero.space))
    ref.require(act.actions is not None, "runebound3.quest.actions",
                Message("say how many actions {quest}'s card marks with an arrow: quest {label} actions N (0 when "
                        "it marks none)", quest=quest.name, label=label(quest)), hard=True)
    assert act.actions is not None
    ref.require(0 <= act.actions <= ACTIONS_PER_TURN, "runebound3.turn.actions",
                Message("a turn has {most} actions, not {count}", most=ACTIONS_PER_TURN, count=act.actions), hard=True)
    state = spend_actions(state, act.actions, ref) if act.actions else state
    ref.cite("runebound3.quest.actions", "runebound3.quest.region")
    if not quest.region:
        ref.note(Message("{quest}'s region is not known to the app: the table checks that {hero} is in it",
                         quest=quest.name, hero=hero.sheet.name))
    colour = Colour(quest.colour) if quest.colour else Colour.GREY
    challenge = Challenge(quest.name, colour, ChallengeKind.QUEST, hero.space, outcomes=quest.outcomes,
                          region=quest.region, story=quest.number)
    state = replace(state, quests=tuple(q for q in state.quests if q is not quest), stage=Stage.CHALLENGE,
                    challenge=challenge, story_taken=(*state.story_taken, quest.number) if quest.story
                    else state.story_taken)
    ref.note(Message("{hero} resolves {quest}", hero=hero.sheet.name, quest=describe(quest)))
    if quest.test is not None:
        return begin_card_test(state, quest.test, ref)
    return state


def begin_card_test(state: R3State, test: EventOption, ref: Referee) -> R3State:
    """Start the attribute test a card prints (the challenge under way carries what passing gives)."""
    challenge = state.challenge
    assert challenge is not None
    attribute = Attribute(test.test)
    ref.cite("runebound3.test.reveal")
    owed = cards_owed(state.hero, attribute, test.modifier, ref)
    ref.note(Message("{hero} tests {attribute}: reveal {skill_cards}",
                     hero=state.hero.sheet.name, attribute=word(attribute.value),
                     skill_cards=count_of(owed, 'skill card', 'skill cards')))
    return replace(state, challenge=replace(challenge, options=(test,), chosen=1), test=AttributeTest(attribute, owed))


def keep_quest(state: R3State, act: KeepQuest, ref: Referee) -> R3State:
    """Put the quest under way back for later (no test may be under way)."""
    challenge = state.challenge
    ref.require(challenge is not None and challenge.kind is ChallengeKind.QUEST, "runebound3.quest.kept",
                Message("only a quest is kept for later"))
    assert challenge is not None
    quest = KeptQuest(challenge.name, "" if challenge.story else challenge.colour.value, challenge.region,
                      -1 if challenge.story else state.active, challenge.story, outcomes=challenge.outcomes)
    return keep(replace(state, challenge=None, stage=Stage.ACTIONS), quest, ref)
