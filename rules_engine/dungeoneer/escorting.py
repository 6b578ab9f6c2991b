"""Escort quests: a tracking token put down at the quest's first location and brought to its second.

Putting the token down is a free deed at the first location; a shared escort then becomes the
hero's own and a new shared quest is turned up at once. Bringing it to the second location is the
quest's attempt (questing.py). The hero may give the escort up at any time, its token left in the
hero's location; any hero, the same or another, may pick it up there in its deeds phase and the
escort becomes that hero's own, even beyond two personal quests. A hero's hit on the carrier in a
battle may take the token instead of a wound (battles.py).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator

from rules_engine.dungeoneer.actions import DropEscort, StartEscort, TakeEscort
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.quests import Category
from rules_engine.dungeoneer.state import DgState, EscortToken
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.dungeoneer.quest_holders import held_quest_requirement
from rules_engine.dungeoneer.words import named, term
from rules_engine.dungeoneer.resolution_order import Step, in_order_requirement
from rules_engine.requirements import Requirement

ESCORT_RULE = "dungeoneer.quests.escort"
DROP_RULE = "dungeoneer.quests.escort-drop"


def _escort_requirements(state: DgState, quest_id: str, rule: str) -> Iterator[Requirement]:
    """A quest of the session, and an escort."""
    try:
        quest = state.quest(quest_id)
    except KeyError:
        yield Requirement.unmet(rule, Message("no quest {quest_id!r} among this session's quest cards",
                                              quest_id=quest_id), hard=True)
        return
    if quest.category is not Category.ESCORT:
        yield Requirement.unmet(rule, Message('{quest} is a {category} quest, not an escort',
                                                                                 quest=named(quest.name),
                                                                                 category=term(quest.category)))


def _deeds_requirements(state: DgState, rule: str) -> Iterator[Requirement]:
    """Nothing the book resolves before a quest waiting, and one's own deeds phase with no battle or hazard."""
    yield in_order_requirement(state, Step.QUEST)
    if not (state.phase is Phase.DEEDS and state.battle is None and state.hazard is None):
        yield Requirement.unmet(rule,
                                Message("escort tokens are put down and picked up in one's own deeds phase"))


def _an_escort(state: DgState, quest_id: str, rule: str) -> Generator[Requirement, None, bool]:
    """Yield `_escort_requirements`; False when a hard one failed (the quest cannot even be read further)."""
    known = tuple(_escort_requirements(state, quest_id, rule))
    yield from known
    return not any(not r.met and r.hard for r in known)


def start_escort_requirements(state: DgState, quest_id: str) -> Iterator[Requirement]:
    """What putting an escort's token down requires, in the order `start_escort` enforces it: an escort of the
    session, in one's own deeds phase, the hero's own or the shared quest, not under way, at its first location."""
    if not (yield from _an_escort(state, quest_id, ESCORT_RULE)):
        return
    quest = state.quest(quest_id)
    yield from _deeds_requirements(state, ESCORT_RULE)
    hero = state.hero
    yield from held_quest_requirement(state, quest, ESCORT_RULE)
    if state.escort(quest.id) is not None:
        yield Requirement.unmet(ESCORT_RULE, Message('{quest} is under way already',
                                                                                     quest=named(quest.name)))
    here = state.dungeon.card_at(hero.cell)
    if not (here is not None and here.id == quest.locations[0]):
        yield Requirement.unmet(ESCORT_RULE,
                                Message('{quest} starts at {locations}, not here',
                                        quest=named(quest.name), locations=quest.locations[0]))


def start_escort(state: DgState, action: StartEscort, ref: Referee) -> tuple[DgState, str]:
    """The token goes down at the first location; a shared escort becomes the hero's own, a new shared comes up."""
    ref.enforce(start_escort_requirements(state, action.quest))
    quest = state.quest(action.quest)
    hero = state.hero
    shared = quest.id in state.shared_quests
    ref.cite(ESCORT_RULE)
    token = EscortToken(quest.id, seat=state.active)
    state = replace(state, escorts=state.escorts + (token,))
    if not shared:
        return state, Message('{quest} under way: bring it to {locations}',
                              quest=named(quest.name), locations=quest.locations[1])
    state = state.with_hero(state.active, replace(hero, quests=hero.quests + (quest.id,)))
    state = replace(state, shared_quests=tuple(q for q in state.shared_quests if q != quest.id), shared_wanted=True)
    return state, Message("{quest} becomes {hero}'s own quest; turn up a new shared quest",
                          quest=named(quest.name), hero=hero.player)


def drop_escort_requirements(state: DgState, seat: int, quest_id: str) -> Iterator[Requirement]:
    """What giving an escort up requires, in the order `drop_escort` enforces it: an escort of the session, a player
    of the table, whose hero carries its token (at any time)."""
    if not (yield from _an_escort(state, quest_id, DROP_RULE)):
        return
    quest = state.quest(quest_id)
    if not 0 <= seat < len(state.heroes):
        yield Requirement.unmet("dungeoneer.companion.players", Message('no such player'), hard=True)
        return
    token = state.escort(quest.id)
    hero = state.heroes[seat]
    if not (token is not None and token.seat == seat):
        yield Requirement.unmet(DROP_RULE,
                                Message("{hero}'s hero does not carry {quest}'s token", hero=hero.player, quest=named(quest.name)))


def drop_escort(state: DgState, action: DropEscort, ref: Referee) -> tuple[DgState, str]:
    """A hero gives an escort up: the token lies in its location and the quest is no longer its own."""
    ref.enforce(drop_escort_requirements(state, action.seat, action.quest))
    quest = state.quest(action.quest)
    hero = state.heroes[action.seat]
    ref.cite(DROP_RULE)
    state = state.with_hero(action.seat, replace(hero, quests=tuple(q for q in hero.quests if q != quest.id)))
    dropped = EscortToken(quest.id, cell=hero.cell)
    state = replace(state, escorts=tuple(dropped if t.quest == quest.id else t for t in state.escorts))
    return state, Message('{hero} gives up {quest}: its token lies here for any hero to pick up',
                          hero=hero.player, quest=named(quest.name))


def take_escort_requirements(state: DgState, quest_id: str) -> Iterator[Requirement]:
    """What picking an escort's token up requires, in the order `take_escort` enforces it: an escort of the
    session, in one's own deeds phase, its token lying in the hero's location."""
    if not (yield from _an_escort(state, quest_id, DROP_RULE)):
        return
    quest = state.quest(quest_id)
    yield from _deeds_requirements(state, DROP_RULE)
    token = state.escort(quest.id)
    if not (token is not None and token.cell == state.hero.cell):
        yield Requirement.unmet(DROP_RULE,
                                Message("{quest}'s token does not lie here", quest=named(quest.name)))


def take_escort(state: DgState, action: TakeEscort, ref: Referee) -> tuple[DgState, str]:
    """The active hero picks up an escort token lying in its location: the quest is its own, even beyond two."""
    ref.enforce(take_escort_requirements(state, action.quest))
    quest = state.quest(action.quest)
    hero = state.hero
    ref.cite(DROP_RULE)
    state = state.with_hero(state.active, replace(hero, quests=hero.quests + (quest.id,)))
    taken = EscortToken(quest.id, seat=state.active)
    state = replace(state, escorts=tuple(taken if t.quest == quest.id else t for t in state.escorts))
    return state, Message("{hero} picks up {quest}: it is {hero2}'s own quest now",
                          hero=hero.player, quest=named(quest.name), hero2=hero.player)
