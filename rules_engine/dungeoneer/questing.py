"""Quests: dealing them, attempting them (the first attempt of a turn free, each further one a point),
and what completing one does: its reward, the end of the deeds phase, a new shared quest, the win.

Threat and chance quests are rolled by the app. A hunt opens a battle with the quest's monster
(hunting.py); a seek quest must be found this turn first (seeking.py), then is rolled when it names
a threat; an escort is done by bringing its token from its first location to its second
(escorting.py). Influence and sacrifice conditions are the table's verdict, recorded and cited.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from rules_engine.dungeoneer.actions import AttemptQuest, DealQuests, SharedQuest
from rules_engine.dungeoneer.no_fog import start_layout
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.options import Options
from rules_engine.dungeoneer.quests import Category, QuestCard
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.dungeoneer.threats import THREAT_RULE, passes
from rules_engine.dungeoneer.hunting import start_hunt
from rules_engine.dungeoneer.turn import begin_turn, enter_phase
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.messages import Joined, Message
from rules_engine.plurals import count as count_of
from rules_engine.dungeoneer.quest_holders import held_quest_requirement
from rules_engine.dungeoneer.words import alternatives, named, term, terms
from rules_engine.dungeoneer.resolution_order import Step, in_order_requirement

DEAL_RULE = "dungeoneer.setup.quests"
ATTEMPT_RULE = "dungeoneer.deeds.quest-attempt"
DONE_RULE = "dungeoneer.deeds.quest-done"
GOAL_RULE = "dungeoneer.goal.quests"
SOLO_SETUP_RULE = "dungeoneer.solo.setup"
SOLO_GOAL_RULE = "dungeoneer.solo.goal"
NOTHING_PERSONAL_RULE = "dungeoneer.variant.nothing-personal"
PERSONAL_QUESTS = 2
SOLO_QUESTS = 3
QUESTS_TO_WIN = 3
HUNT_RULE = "dungeoneer.quests.hunt"
CHANCE_RULE = "dungeoneer.quests.chance"
SEEK_RULE = "dungeoneer.quests.seek"
ESCORT_RULE = "dungeoneer.quests.escort"
CATEGORY_RULE = {
    Category.INFLUENCE: "dungeoneer.quests.influence",
    Category.SACRIFICE: "dungeoneer.quests.sacrifice",
    Category.HUNT: HUNT_RULE,
    Category.SEEK: SEEK_RULE,
    Category.ESCORT: ESCORT_RULE,
    Category.THREAT: "dungeoneer.quests.threat",
    Category.CHANCE: CHANCE_RULE,
}


def _unknown_quest(state: DgState, quest_id: str) -> Requirement | None:
    """The hard refusal of a quest id the session lacks (None for one it has)."""
    if any(quest.id == quest_id for quest in state.quest_cards):
        return None
    return Requirement.unmet(DEAL_RULE, Message("no quest {quest_id!r} among this session's quest cards",
                                                quest_id=quest_id), hard=True)


def deal_quests_requirements(state: DgState, seat: int, quests: tuple[str, ...]) -> Iterator[Requirement]:
    """What dealing these personal quests to this seat requires, in the order `deal_quests` enforces it: personal
    quests at all, a player of the table without quests yet, the number the game deals, known and unused cards."""
    if state.options.nothing_personal:
        yield Requirement.unmet(NOTHING_PERSONAL_RULE,
                                Message('with nothing personal every quest is shared: turn up two shared quests instead'))
    if not 0 <= seat < len(state.heroes):
        yield Requirement.unmet("dungeoneer.companion.players", Message('no such player'), hard=True)
        return
    hero = state.heroes[seat]
    if hero.quests:
        yield Requirement.unmet(DEAL_RULE, Message('{hero} already has their quests', hero=hero.player))
    wanted = SOLO_QUESTS if state.solo is not None else PERSONAL_QUESTS
    if len(quests) != wanted:
        yield Requirement.unmet(DEAL_RULE if state.solo is None else SOLO_SETUP_RULE,
                                Message('{value} dealt {wanted} quests',
                                        value=Message('alone, the player is') if state.solo is not None else Message('each player is'),
                                        wanted=wanted))
    for quest_id in quests:
        unknown = _unknown_quest(state, quest_id)
        if unknown is not None:
            yield unknown
            return
    if not (len(set(quests)) == len(quests) and not set(quests) & state.quests_in_play()):
        yield Requirement.unmet(DEAL_RULE, Message('each quest card is dealt once'))


def deal_quests(state: DgState, action: DealQuests, ref: Referee) -> tuple[DgState, str]:
    """Setup: a player's two personal quests, as dealt."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    ref.enforce(deal_quests_requirements(state, action.seat, action.quests))
    hero = state.heroes[action.seat]
    names = [state.quest(q).name for q in action.quests]
    ref.cite(DEAL_RULE)
    state = state.with_hero(action.seat, replace(hero, quests=tuple(action.quests)))
    return _setup_done(state, ref), Message("{hero}'s quests: {names}",
                                            hero=hero.player, names=terms(named(name) for name in names))


def shared_quest_requirements(state: DgState, quest_id: str) -> Iterator[Requirement]:
    """What turning up this shared quest requires, in the order `shared_quest` enforces it: a known card, a game
    with shared quests, one wanted (at setup, or for one completed), nothing earlier waiting, a card not in play."""
    unknown = _unknown_quest(state, quest_id)
    if unknown is not None:
        yield unknown
        return
    quest = state.quest(quest_id)
    if state.solo is not None:
        yield Requirement.unmet(SOLO_SETUP_RULE, Message('solo play has no shared quest'))
    if not (state.phase is Phase.QUESTS and len(state.shared_quests) < shared_wanted_at_setup(state)
                      or state.shared_wanted):
        yield Requirement.unmet(DEAL_RULE if not state.options.nothing_personal else NOTHING_PERSONAL_RULE,
                                Message('the shared quests are turned up at setup, and replaced only when completed or started as escorts'))
    yield in_order_requirement(state, Step.QUEST)  # a battle that completed it ends first
    if quest.id in state.quests_in_play():
        yield Requirement.unmet(DEAL_RULE, Message('{quest} is already in play',
                                                                                           quest=named(quest.name)))


def shared_quest(state: DgState, action: SharedQuest, ref: Referee) -> tuple[DgState, str]:
    """The shared quest face up: at setup, or the replacement of one just completed."""
    ref.enforce(shared_quest_requirements(state, action.quest))
    quest = state.quest(action.quest)
    if state.options.nothing_personal:
        ref.cite(NOTHING_PERSONAL_RULE)
    ref.cite(DEAL_RULE if state.phase is Phase.QUESTS else DONE_RULE)
    state = replace(state, shared_quests=state.shared_quests + (quest.id,), shared_wanted=False)
    return _setup_done(state, ref), Message('shared quest: {quest}', quest=named(quest.name))


def quests_dealt_at_setup(options: Options, players: int) -> int:
    """How many quest cards setup deals: three to a player alone, two to each player and one shared, or with nothing
    personal two shared."""
    if options.solo:
        return SOLO_QUESTS
    if options.nothing_personal:
        return 2
    return players * PERSONAL_QUESTS + 1


def shared_wanted_at_setup(state: DgState) -> int:
    """How many shared quests lie face up once setup is done: one, or two with nothing personal."""
    return 2 if state.options.nothing_personal else 1


def _setup_done(state: DgState, ref: Referee) -> DgState:
    if state.phase is not Phase.QUESTS:
        return state
    if not state.options.nothing_personal and not all(h.quests for h in state.heroes):
        return state
    if state.solo is not None:  # alone, nobody rolls to go first (with no fog, every card is the player's to lay)
        return start_layout(state, 0, ref) if state.options.no_fog else begin_turn(state, ref)
    done = len(state.shared_quests) >= shared_wanted_at_setup(state)
    if not done:
        return state
    return replace(state, phase=Phase.DEAL if state.options.no_fog else Phase.FIRST_PLAYER)


def attempt_requirements(state: DgState, quest_id: str) -> Iterator[Requirement]:
    """What any attempt at this quest requires, in the order `attempt_quest` enforces it: a quest of the session,
    nothing the book resolves earlier waiting, no battle, hazard or trap, the hero's own or the shared quest, a
    standing hero, a point for a further attempt this turn (a hunt's is free), at the quest's location. What its
    category asks besides is `hunt_requirements` or `verdict_requirements`. The phase table admits it in the deeds
    phase only."""
    unknown = _unknown_quest(state, quest_id)
    if unknown is not None:
        yield unknown
        return
    quest = state.quest(quest_id)
    hero = state.hero
    yield in_order_requirement(state, Step.QUEST)
    if not (state.battle is None and state.hazard is None and not state.traps):
        yield Requirement.unmet(ATTEMPT_RULE,
                                Message('finish the battle, the hazard or the trap first'))
    yield from held_quest_requirement(state, quest, ATTEMPT_RULE)
    if hero.fallen:
        yield Requirement.unmet("dungeoneer.general.falling", Message('a fallen hero spends its points only on standing up'))
    if hero.points < _attempt_cost(state, quest):
        yield Requirement.unmet(ATTEMPT_RULE,
                                Message('a further attempt this turn costs an action point and none is left'))
    places = quest.locations[1:2] if quest.category is Category.ESCORT else quest.locations
    if places:
        here = state.dungeon.card_at(hero.cell)
        if not (here is not None and here.id in places):
            yield Requirement.unmet(ATTEMPT_RULE,
                                    Message('{quest} is done at {names}, not here',
                                            quest=named(quest.name), names=alternatives(named(name) for name in _names(state, places))))


def _attempt_cost(state: DgState, quest: QuestCard) -> int:
    """The first attempt of a turn is free, each further one a point; a hunt's never costs one."""
    return 1 if state.quest_attempts and quest.category is not Category.HUNT else 0


def attempt_quest(state: DgState, action: AttemptQuest, ref: Referee) -> tuple[DgState, str]:
    """One attempt: paid for (after the first), at the quest's location, by its category's procedure; done, it pays."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    ref.enforce(attempt_requirements(state, action.quest))
    quest = state.quest(action.quest)
    hero = state.hero
    cost = _attempt_cost(state, quest)
    ref.cite(ATTEMPT_RULE, CATEGORY_RULE[quest.category])
    if quest.category is Category.HUNT:
        state = replace(state, quest_attempts=state.quest_attempts + 1)
        return start_hunt(state, quest, action.form, ref)
    ref.enforce(verdict_requirements(state, quest, action.form, action.extra_dice,
                                     None if action.roll is None else len(action.roll.values), action.done))
    done = _verdict(state, quest, action, hero.value, ref)
    price = action.extra_dice * quest.extra_die_glory  # bought for this attempt, whatever it gives
    hero = replace(hero, points=hero.points - cost, glory=hero.glory - price)
    state = replace(state.with_hero(state.active, hero), quest_attempts=state.quest_attempts + 1)
    if not done:
        return state, Message('{quest}: not this time', quest=named(quest.name))
    if quest.category is Category.ESCORT:
        state = replace(state, escorts=tuple(t for t in state.escorts if t.quest != quest.id))
        ref.note(Message('the tracking tokens come off the quest and the hero'))
    return complete(state, quest, ref)


def verdict_requirements(state: DgState, quest: QuestCard, form: Stat | None, extra_dice: int, dice: int | None,
                         done: bool | None) -> Iterator[Requirement]:
    """What an attempt at a quest other than a hunt requires of its category, in the order `attempt_quest` enforces
    it (after `attempt_requirements`): no form; a seek quest found this turn; an escort's token carried here,
    with nothing rolled or judged; a threat's one die; a chance quest's extra dice on sale, paid for, and its dice
    rolled; the table's verdict on any other. `dice` is how many dice the attempt rolled (None: no roll), `done` the
    table's verdict (None: none given)."""
    if form is not None:
        yield Requirement.unmet(HUNT_RULE, Message("only a hunt's monster attacks in a form"), hard=True)
    if not (not extra_dice or quest.category is Category.CHANCE):
        yield Requirement.unmet(CHANCE_RULE,
                                Message('extra dice are bought only for chance quests that offer them'))
    if quest.category is Category.SEEK:
        if quest.id not in state.found:
            yield Requirement.unmet(SEEK_RULE,
                                    Message('{quest} must be found first this turn (command: seek)', quest=named(quest.name)))
    if quest.category is Category.ESCORT:
        token = state.escort(quest.id)
        if not (token is not None and token.seat == state.active):
            yield Requirement.unmet(ESCORT_RULE,
                                    Message('{quest} starts at {names}: put its token down there first (command: escort)',
                                            quest=named(quest.name), names=named(_names(state, quest.locations[:1])[0])))
        if not (done is None and dice is None):
            yield Requirement.unmet(ESCORT_RULE,
                                    Message("an escort is done by bringing it here: type 'quest NAME'"), hard=True)
        return
    if quest.category is Category.THREAT or (quest.category is Category.SEEK and quest.stat is not None):
        if not (quest.stat is not None and dice == 1):
            yield Requirement.unmet(THREAT_RULE,
                                    Message('a threat quest is one die plus the value it names'), hard=True)
        return
    if quest.category is Category.CHANCE:
        if extra_dice < 0:
            yield Requirement.unmet(CHANCE_RULE, Message('extra dice cannot be fewer than none'), hard=True)
        if not (not extra_dice or quest.extra_die_glory > 0):
            yield Requirement.unmet(CHANCE_RULE,
                                    Message('{quest} offers no extra dice', quest=named(quest.name)))
        if extra_dice > quest.extra_dice_max:
            yield Requirement.unmet(CHANCE_RULE,
                                    Message('{quest} sells at most {counted} for one attempt', quest=named(quest.name),
                                            counted=count_of(quest.extra_dice_max, 'extra die', 'extra dice')))
        price = extra_dice * quest.extra_die_glory
        if state.hero.glory < price:
            yield Requirement.unmet(CHANCE_RULE, Message('the extra dice cost {price} glory', price=price))
        count = quest.dice + extra_dice
        if dice != count:
            yield Requirement.unmet(CHANCE_RULE, Message('this attempt rolls {dice} dice', dice=count), hard=True)
        return
    if done is None:
        yield Requirement.unmet(CATEGORY_RULE[quest.category],
                                Message("the table judges a {category} quest from its card: type 'quest NAME done' or 'failed'",
                                        category=term(quest.category)), hard=True)


def _verdict(state: DgState, quest: QuestCard, action: AttemptQuest, value: Callable[[Stat], int],
             ref: Referee) -> bool:
    """Whether the attempt succeeds (its `verdict_requirements` enforced): rolled for threat and chance quests (and
    a found seek quest that names a threat), the escort's token brought to its end, else the table's word on the
    card's condition."""
    if quest.category is Category.ESCORT:
        return True
    if quest.category is Category.THREAT or (quest.category is Category.SEEK and quest.stat is not None):
        assert quest.stat is not None and action.roll is not None
        die = action.roll.values[0]
        ref.cite(THREAT_RULE)
        ref.note(Message('{stat} {value} + {die} against {target}+',
                         stat=term(quest.stat), value=value(quest.stat), die=die, target=quest.target))
        return passes(die, value(quest.stat), quest.target)
    if quest.category is Category.CHANCE:
        assert action.roll is not None
        best = max(action.roll.values)
        ref.note(Message('best die {best} against {target}+', best=best, target=quest.target))
        return best >= quest.target
    ref.note(Message("the table's verdict on this {category} quest's condition, as the card states it",
                     category=term(quest.category)))
    return bool(action.done)


def complete(state: DgState, quest: QuestCard, ref: Referee) -> tuple[DgState, str]:
    """The reward, the quest out of play, the deeds phase over; three quests win."""
    ref.cite(DONE_RULE)
    hero = state.hero
    shared = quest.id in state.shared_quests
    hero = replace(hero, level=hero.level + quest.levels, quests_done=hero.quests_done + 1,
                   quests=tuple(q for q in hero.quests if q != quest.id))
    state = replace(state.with_hero(state.active, hero),
                    shared_quests=tuple(q for q in state.shared_quests if q != quest.id), shared_wanted=shared)
    said = Message("{quest} completed: {hero}'s {hero2} reaches level {level}",
                   quest=named(quest.name), hero=hero.player, hero2=named(hero.hero.name), level=hero.level)
    if state.solo is not None:
        left = max(SOLO_QUESTS - hero.quests_done, 0)
        here = state.dungeon.card_at(hero.cell)
        if not left and here is not None and here.entrance:
            ref.cite(SOLO_GOAL_RULE)
            result = Message('{hero} wins: {quests_done} quests done and at the entrance',
                             hero=hero.player, quests_done=hero.quests_done)
            return replace(state, phase=Phase.OVER, winner=state.active, result=result), Joined("; ", (said, result))
        state, entered = enter_phase(state, Phase.DISCARD_DRAW, ref)  # the deeds are over: the way 'next' goes
        return state, Joined("; ", (said, Message('{left} more to go', left=left) if left
                                    else Message('now back to the entrance to win'), entered))
    if hero.quests_done >= QUESTS_TO_WIN:
        ref.cite(GOAL_RULE)
        result = Message('{hero} wins with {quests_done} quests', hero=hero.player, quests_done=hero.quests_done)
        return replace(state, phase=Phase.OVER, winner=state.active, result=result, shared_wanted=False), \
            Joined("; ", (said, result))
    state, _ = enter_phase(state, Phase.DISCARD_DRAW, ref)  # the deeds are over: the way 'next' goes
    return state, Joined("; ", (said, Message('turn up a new shared quest'))) if shared else said


def _names(state: DgState, ids: tuple[str, ...]) -> list[str]:
    names = []
    for card_id in ids:
        try:
            names.append(state.card(card_id).name)
        except KeyError:
            names.append(card_id)
    return names
