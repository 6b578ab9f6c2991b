"""Seek quests: the place must be found before the quest can be attempted.

The search costs one action point and one die; the number of locations between the hero and the
nearest entrance is added, and reaching the quest's search number finds it. Where the quest names
locations the search is made there; with none, anywhere. A quest found but not completed this turn
must be found again next turn (the turn's refresh forgets it).
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.actions import Seek
from rules_engine.dungeoneer.quests import Category
from rules_engine.dungeoneer.state import DgState
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Message
from rules_engine.dungeoneer.quest_holders import held_quest_requirement
from rules_engine.dungeoneer.words import named, term
from rules_engine.dungeoneer.resolution_order import Step, in_order_requirement
from rules_engine.requirements import Requirement

SEEK_RULE = "dungeoneer.quests.seek"


def seek_requirements(state: DgState, quest_id: str) -> Iterator[Requirement]:
    """What a search requires, in the order `seek` enforces it: a seek quest of the session, nothing the book
    resolves earlier waiting, no battle or hazard, the hero's own or the shared quest, not found this turn, a
    standing hero with an action point, at one of the quest's locations where it names any. (The search is one
    die: checked when rolled.) The phase table admits it in the deeds phase only."""
    try:
        quest = state.quest(quest_id)
    except KeyError:
        yield Requirement.unmet(SEEK_RULE, Message("no quest {quest!r} among this session's quest cards",
                                                   quest=quest_id), hard=True)
        return
    hero = state.hero
    if quest.category is not Category.SEEK:
        yield Requirement.unmet(SEEK_RULE, Message('{quest} is a {category} quest, not a seek quest',
                                                                                    quest=named(quest.name),
                                                                                    category=term(quest.category)))
    yield in_order_requirement(state, Step.QUEST)
    if not (state.battle is None and state.hazard is None):
        yield Requirement.unmet(SEEK_RULE,
                                Message('a search is made in the deeds phase, with no battle or hazard waiting'))
    yield from held_quest_requirement(state, quest, SEEK_RULE)
    if quest.id in state.found:
        yield Requirement.unmet(SEEK_RULE, Message('{quest} is found already this turn',
                                                                                quest=named(quest.name)))
    if hero.fallen:
        yield Requirement.unmet("dungeoneer.general.falling", Message('a fallen hero spends its points only on standing up'))
    if hero.points < 1:
        yield Requirement.unmet(SEEK_RULE, Message('a search costs an action point and none is left'))
    if quest.locations:
        here = state.dungeon.card_at(hero.cell)
        if not (here is not None and here.id in quest.locations):
            yield Requirement.unmet(SEEK_RULE,
                                    Message('{quest} is searched for at {names}, not here',
                                            quest=named(quest.name), names=', '.join(quest.locations)))


def seek(state: DgState, action: Seek, ref: Referee) -> tuple[DgState, str]:
    """One search for a seek quest's place: a point, a die plus the distance to the nearest entrance."""
    ref.enforce(seek_requirements(state, action.quest))
    quest = state.quest(action.quest)
    hero = state.hero
    if len(action.roll.values) != 1:  # the refusal's words are made only when it refuses
        ref.refuse(SEEK_RULE, Message('a search is one die'), hard=True)
    die = action.roll.values[0]
    # The book adds the locations separating the hero from the nearest entrance: neither end counts.
    distance = state.dungeon.locations_between(hero.cell) or 0
    total = die + distance
    found = total >= quest.seek_target
    ref.cite(SEEK_RULE)
    ref.note(Message('rolled {die} + {counted} between here and the nearest entrance = {total} against {seek_target}+',
                     die=die, counted=count_of(distance, 'location', 'locations'), total=total,
                     seek_target=quest.seek_target))
    state = state.with_hero(state.active, replace(hero, points=hero.points - 1))
    if not found:
        return state, Message('{quest}: searched, not found ({total} against {seek_target}+)',
                              quest=named(quest.name), total=total, seek_target=quest.seek_target)
    return replace(state, found=state.found + (quest.id,)), \
        Message('{quest}: found ({total} against {seek_target}+); attempt it this turn',
                quest=named(quest.name), total=total, seek_target=quest.seek_target)
