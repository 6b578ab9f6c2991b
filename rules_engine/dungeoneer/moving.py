"""Moving in the deeds phase: through an exit (its threat when it asks for one), into the next location
(its points when new, its hazard to face), and standing up after a fall.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dice import DiceRoll
from rules_engine.dungeoneer.battle_waiting import battle_over
from rules_engine.dungeoneer.actions import FaceHazard, Move, StandUp
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.entering import (
    DODGING_SPIKES_RULE, GAIN_RULE, HAZARD_RULE, PIT_RULE, SPIKES_RULE, face_hazard, gain_on_entering, hazard_met,
)
from rules_engine.dungeoneer.hero_state import HeroState
from rules_engine.dungeoneer.locations import HazardKind
from rules_engine.dungeoneer.movement import (
    LEAVING_RULE, MOVE_RULE, RULE_OF_EXIT, NoWay, Way, asks_threat, try_exit, way_out,
)
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.threats import THREAT_RULE, passes
from rules_engine.dungeoneer.trap_threats import no_trap_waiting
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Joined, Message
from rules_engine.dungeoneer.words import named, term
from rules_engine.dungeoneer.resolution_order import Step, in_order_requirement, nothing_waits

FALLEN_RULE = "dungeoneer.general.falling"
SOLO_GOAL_RULE = "dungeoneer.solo.goal"
SOLO_QUESTS = 3
STAND_UP_RULE = "dungeoneer.special.stand-up"


def _one_die(roll: DiceRoll | None, ref: Referee, rule: str, what: str) -> int:
    if roll is None:  # the refusal's words are made only when it refuses
        ref.refuse(rule, Message('{what} needs its die rolled', what=what), hard=True)
    assert roll is not None
    if len(roll.faces) != 1:  # the refusal's words are made only when it refuses
        ref.refuse(rule, Message('{what} is one die', what=what), hard=True)
    return roll.values[0]


def move_requirements(state: DgState, side: Side) -> Iterator[Requirement]:
    """What leaving through this side asks in the deeds phase, in the order `move` enforces it (the roll aside):
    nothing waiting first, the hero standing with a point to pay (`leaving_requirements`), and a way out on that
    side."""
    yield from leaving_requirements(state)
    found = way_out(state.dungeon, state.hero.cell, side)
    if isinstance(found, NoWay):
        yield Requirement.unmet(found.rule_id, found.message, hard=True)


def leaving_requirements(state: DgState) -> Iterator[Requirement]:
    """What leaving through any side asks before the side is read: nothing waiting first, the hero standing with a
    point to pay."""
    solo = state.solo
    if state.hazard is not None:
        yield Requirement.unmet(HAZARD_RULE, Message('face the hazard of this location first'))
    yield no_trap_waiting(state)
    yield battle_over(state)
    if not (solo is None or not (solo.peril_dice or solo.to_draw or solo.drawn)):
        yield Requirement.unmet("dungeoneer.solo.peril-roll",
                                Message('the peril of this location comes first (peril-roll, then the draws)'))
    yield nothing_waits(state)
    hero = state.hero
    if hero.fallen:
        yield Requirement.unmet(FALLEN_RULE, Message('a fallen hero cannot move: stand up first (one action point)'))
    if hero.points < 1:
        yield Requirement.unmet(MOVE_RULE, Message('moving costs an action point and none is left'))


def move(state: DgState, action: Move, ref: Referee) -> tuple[DgState, str]:
    """The active hero leaves through one side of its location, paying a point, and enters the next."""
    hero = state.hero
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    ref.enforce(move_requirements(state, action.side))
    found = way_out(state.dungeon, hero.cell, action.side)
    assert not isinstance(found, NoWay)  # refused (hard) above
    held = state.exit_held_open(hero.cell, action.side)  # by this hero or another still standing there
    ref.cite(MOVE_RULE, LEAVING_RULE, RULE_OF_EXIT[found.exit.kind])
    passed: bool | None = None
    if asks_threat(found, held_open=held):
        stat = found.exit.stat
        if stat is None:  # the refusal's words are made only when it refuses
            ref.refuse(THREAT_RULE, Message("this exit's threat does not name the value it tests; enter it in the location's catalogue entry"), hard=True)
        assert stat is not None
        die = _one_die(action.roll, ref, THREAT_RULE, Message('the {describe} exit', describe=found.exit.describe()))
        passed = passes(die, hero.value(stat), found.exit.target)
        ref.cite(THREAT_RULE)
        ref.note(Message('threat {target}+: rolled {die} + {stat} {value} = {value2}: {value3}',
                         target=found.exit.target, die=die, stat=term(stat), value=hero.value(stat),
                         value2=die + hero.value(stat), value3=Message('passed') if passed else Message('failed')))
    else:
        if action.roll is not None:
            ref.refuse("dungeoneer.exits.open", Message('this exit asks for no die'), hard=True)
    result = try_exit(found, passed, hero.points - 1, held_open=held)
    hero = replace(hero, points=hero.points - 1 - result.points_lost, wounds=hero.wounds + result.wounds)
    if not result.moved:
        hero = replace(hero, points=0, holding=(hero.cell, action.side))
        return state.with_hero(state.active, hero), Message('the exit is open now, but the hero stays: it goes through next turn')
    return _enter(state, hero, found, result.wounds, ref)


def _enter(state: DgState, hero: HeroState, way: Way, wounds: int, ref: Referee) -> tuple[DgState, str]:
    card = state.dungeon.card_at(way.to)
    assert card is not None
    new = way.to not in hero.visited
    gain = gain_on_entering(card, own_turn=True, new_to_hero=new, solo=state.solo is not None)
    if gain.glory or gain.peril:
        ref.cite(GAIN_RULE)
    hero = replace(hero, cell=way.to, moved=True, holding=None, visited=hero.visited | {way.to},
                   glory=hero.glory + gain.glory, peril=hero.peril + gain.peril)
    parts: list[str] = [Message('into {card}', card=named(card.name))]
    if wounds:
        parts.append(Message('{wounds} wound from the trap', wounds=wounds))
    if gain.glory or gain.peril:
        parts.append(Message('+{glory} glory, +{peril} peril', glory=gain.glory, peril=gain.peril))
    if state.solo is not None and card.entrance and hero.quests_done >= SOLO_QUESTS:
        # The game is won on arrival: no peril roll, hazard or anything else is owed after it.
        ref.cite(SOLO_GOAL_RULE)
        state = replace(state.with_hero(state.active, hero), phase=Phase.OVER, winner=state.active,
                        result=Message("{hero} wins: {quests_done} quests done and back at the entrance",
                                       hero=hero.player, quests_done=hero.quests_done))
        parts.append(state.result)
        return state, Joined("; ", tuple(parts))
    hazard = hazard_met(card, own_turn=True)
    state = replace(state.with_hero(state.active, hero), hazard=hazard)
    if state.solo is not None and gain.peril_dice:
        state = replace(state, solo=replace(state.solo, peril_dice=gain.peril_dice))
        parts.append(Message('peril {peril_dice}: roll {counted} (peril-roll)',
                             peril_dice=gain.peril_dice, counted=count_of(gain.peril_dice, 'die', 'dice')))
    if hazard is not None:
        ref.cite(HAZARD_RULE)
        parts.append(Message('{kind} {target}+ to face', kind=term(hazard.kind), target=hazard.target))
    return state, Joined("; ", tuple(parts))


def face_requirements(state: DgState, dodge: bool) -> Iterator[Requirement]:
    """What facing the hazard just met requires, in the order `face` enforces it: a hazard, the peril gained (alone,
    its dice) resolved first; a dodge only of spikes, with the variant, for an action point; a roll only against a
    hazard that names the value it tests. (The roll is one die: checked when made.)"""
    hazard = state.hazard
    if hazard is None:
        yield Requirement.unmet(HAZARD_RULE, Message('there is no hazard to face'))
        return
    yield in_order_requirement(state, Step.LOCATION)  # alone, the peril gained (its dice) comes before the location's effect
    if dodge:
        if not (hazard.kind is HazardKind.SPIKES and state.options.dodging_spikes):
            yield Requirement.unmet(DODGING_SPIKES_RULE,
                                    Message('only spikes can be dodged, with the dodging-spikes variant'))
        if state.hero.points < 1:
            yield Requirement.unmet(DODGING_SPIKES_RULE, Message('dodging costs an action point and none is left'))
    else:
        if hazard.stat is None:
            yield Requirement.unmet(THREAT_RULE, Message('this hazard does not name the value it tests'),
                                    hard=True)


def face(state: DgState, action: FaceHazard, ref: Referee) -> tuple[DgState, str]:
    """The threat of the hazard just met: a wound from spikes, a fall into a pit, or nothing."""
    ref.enforce(face_requirements(state, action.dodge))
    hazard = state.hazard
    assert hazard is not None
    hero = state.hero
    rule = SPIKES_RULE if hazard.kind is HazardKind.SPIKES else PIT_RULE
    ref.cite(rule)
    if action.dodge:
        ref.cite(DODGING_SPIKES_RULE)
        result = face_hazard(hazard, None, dodge=True)
    else:
        assert hazard.stat is not None
        die = _one_die(action.roll, ref, THREAT_RULE, Message('the {kind}', kind=term(hazard.kind)))
        passed = passes(die, hero.value(hazard.stat), hazard.target)
        ref.note(Message('{kind} {target}+: rolled {die} + {stat} {value}: {value2}',
                         kind=term(hazard.kind), target=hazard.target, die=die, stat=term(hazard.stat),
                         value=hero.value(hazard.stat), value2=Message('passed') if passed else Message('failed')))
        result = face_hazard(hazard, passed)
    hero = replace(hero, wounds=hero.wounds + result.wounds, fallen=hero.fallen or result.falls,
                   points=hero.points - result.points_spent)
    state = replace(state.with_hero(state.active, hero), hazard=None)
    if result.wounds:
        return state, Message('the spikes wound the hero')
    if result.falls:
        return state, Message('the hero falls into the pit: one action point to stand')
    return state, Message('dodged the spikes') if action.dodge else Message('passed the {kind}', kind=term(hazard.kind))


def stand_up_requirements(state: DgState) -> Iterator[Requirement]:
    """What standing up requires: no battle under way, nothing else waiting, a fallen hero, an action point."""
    hero = state.hero
    yield battle_over(state)
    yield nothing_waits(state)
    if not hero.fallen:
        yield Requirement.unmet(STAND_UP_RULE, Message('the hero is not fallen'))
    if hero.points < 1:
        yield Requirement.unmet(STAND_UP_RULE, Message('standing up costs an action point and none is left'))


def stand_up(state: DgState, action: StandUp, ref: Referee) -> tuple[DgState, str]:
    """A fallen hero spends one action point to stand."""
    hero = state.hero
    ref.enforce(stand_up_requirements(state))
    ref.cite(STAND_UP_RULE, FALLEN_RULE)
    return state.with_hero(state.active, replace(hero, fallen=False, points=hero.points - 1)), Message('the hero stands up')
