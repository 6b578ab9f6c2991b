"""The turn: refresh as it begins, the phases in order, and what the end of a turn settles.

Refresh gives the active hero fresh action points (its speed, or three with limited movement),
drops a point saved last turn and unused, stands every location but its own as new again, and
lets go of a blocked exit it was holding open only when it has left it. At the end of the turn
the player owes its discard (discarding.py), a hero that did not move gains its location's points,
one unspent point may be saved, the hand is drawn back up to five, and the player on the left
begins.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules_engine.dungeoneer.action_points import (
    LIMITED_MOVEMENT_RULE, REFRESH_RULE, SAVE_RULE, may_save_a_point, points_at_refresh,
)
from rules_engine.dungeoneer.actions import NextPhase
from rules_engine.dungeoneer.battle_waiting import battle_over
from rules_engine.dungeoneer.discarding import DISCARD_RULE, HAND_SIZE, discard_owed
from rules_engine.dungeoneer.entering import STAYED_PUT_RULE, gain_for_staying
from rules_engine.dungeoneer.hero_state import HeroState
from rules_engine.dungeoneer.phases import PHASES, TURN_PHASES, Phase
from rules_engine.dungeoneer.shifting import lapse_owed_shifts
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.trap_threats import no_trap_waiting
from rules_engine.dungeoneer.stats import Stat
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Joined, Message
from rules_engine.dungeoneer.words import named, term
from rules_engine.dungeoneer.resolution_order import Step, in_order_requirement

PHASES_RULE = "dungeoneer.turn.phases"
LOCATION_PHASE_RULE = "dungeoneer.turn.location"


def begin_turn(state: DgState, ref: Referee) -> DgState:
    """Refresh the active hero and open the dungeon lord phase."""
    return replace(state, **_turn_opened(list(state.heroes), state.active, state, ref))


def _turn_opened(heroes: list[HeroState], seat: int, state: DgState, ref: Referee) -> dict[str, Any]:
    """What opening seat `seat`'s turn changes in the state: its hero refreshed (in `heroes`, the heroes as they will
    be), the dungeon lord phase, and the turn's marks cleared (as fields of a copy of the state)."""
    hero = heroes[seat]
    limited = state.options.limited_movement
    points = points_at_refresh(hero.hero.value(Stat.SPEED, hero.level), limited_movement=limited)
    ref.cite(REFRESH_RULE)
    if limited:
        ref.cite(LIMITED_MOVEMENT_RULE)
    heroes[seat] = replace(hero, points=points, saved_point=False, visited=frozenset({hero.cell}), moved=False)
    return {"heroes": tuple(heroes), "phase": Phase.DUNGEON_LORD, "placed_this_phase": False, "hazard": None,
            "battle_started": False, "attacked_this_turn": (), "quest_attempts": 0, "found": (), "discarded": False}


def next_phase_requirements(state: DgState, save_point: bool) -> Iterator[Requirement | None]:
    """What closing the current phase requires: a phase of the turn (the phase table), then what `next_phase`
    enforces, in the book's order too, each with its own rule."""
    yield PHASES.requirement(state, NextPhase)
    yield from _closing_requirements(state, save_point)


def _closing_requirements(state: DgState, save_point: bool) -> Iterator[Requirement]:
    """What closing a phase of the turn requires; at the end of the turn also what saving a point asks, where it
    is asked then. The conditions are read in this order and only a broken one is worded (`Requirement.unmet`):
    closing a phase is most of what the table does."""
    yield no_trap_waiting(state)
    yield battle_over(state)
    if state.shared_wanted:
        yield Requirement.unmet("dungeoneer.deeds.quest-done", Message('name the new shared quest first'))
    if state.hazard is not None:
        yield Requirement.unmet("dungeoneer.hazards.own-turn",
                                Message('face the {value} first (command: hazard)', value=term(state.hazard.kind)))
    if save_point and state.phase is not Phase.DISCARD_DRAW:
        yield Requirement.unmet(SAVE_RULE, Message('a point is saved at the end of the turn'))
    if state.phase is Phase.LOCATION and not state.placed_this_phase and state.locations:
        yield Requirement.unmet(LOCATION_PHASE_RULE,
                                Message('draw and place a location first (the phase is skipped only when none are left)'))
    solo = state.solo
    if solo is not None and (solo.peril_dice or solo.to_draw or solo.drawn):
        yield Requirement.unmet("dungeoneer.solo.peril-roll",
                                Message('the peril of the location entered comes first (peril-roll, then the draws)'))
    yield in_order_requirement(state, Step.PASSING)  # this catches the rest
    if discard_owed(state):
        yield Requirement.unmet(DISCARD_RULE, Message(
            '{player} holds {counted}: discard one first (command: discard-end hand, or a treasure or a lair monster)',
            player=state.hero.player, counted=count_of(state.hero.hand, 'card', 'cards')))


def end_turn_requirements(state: DgState, save_point: bool) -> Iterator[Requirement]:
    """What ending the turn with `next` asks besides: a point saved asked for now needs one unspent and no limited
    movement, read when it is asked, even where staying put alone first rolls for peril (the point is kept across
    that roll). A point kept so and spent before the turn ends asks nothing: the turn ends with none saved
    (`end_turn`), never waiting on a point that is gone."""
    if save_point:
        yield saving_requirement(state, state.hero.points)


#: A point may be saved: one value for every ruling that finds it so (a met requirement's words are never read).
_MAY_SAVE = Requirement(True, SAVE_RULE, "")


def saving_requirement(state: DgState, points: int) -> Requirement:
    """A point is saved only when one is left unspent, and never with limited movement (worded only when broken)."""
    limited = state.options.limited_movement
    if may_save_a_point(points, limited_movement=limited):
        return _MAY_SAVE
    return Requirement.unmet(LIMITED_MOVEMENT_RULE if limited else SAVE_RULE,
                             Message('no unspent action point to save') if not limited
                             else Message('with limited movement no point is saved'))


def next_phase(state: DgState, action: NextPhase, ref: Referee) -> tuple[DgState, str]:
    """Close the current phase; after discard and draw, settle the turn and pass it on."""
    ref.enforce(_closing_requirements(state, action.save_point))  # the phase table is the engine's to enforce
    if state.phase is not Phase.DISCARD_DRAW:
        ref.cite(PHASES_RULE)
        return enter_phase(state, TURN_PHASES[TURN_PHASES.index(state.phase) + 1], ref)
    return end_turn(state, action.save_point, ref)


#: "The deeds phase begins", one value per phase of the turn: closing a phase is most of what the table does.
_BEGINS = {phase: Message('{label} begins', label=term(phase.label)) for phase in TURN_PHASES}
_BEGINS_WITH_GLORY = {phase: Message('{label} begins: one glory card may be drawn', label=term(phase.label))
                      for phase in TURN_PHASES}


def enter_phase(state: DgState, phase: Phase, ref: Referee) -> tuple[DgState, str]:
    """The one way into a turn's phase, however it is reached ('next', or a completed quest ending the deeds),
    so that what a phase gives on entry is never skipped: alone, the discard and draw phase owes a glory card."""
    solo = state.solo
    if solo is not None and phase is Phase.DISCARD_DRAW:
        ref.cite("dungeoneer.solo.glory-draws")
        return replace(state, solo=replace(solo, glory_draws=solo.glory_draws + 1), phase=phase), _BEGINS_WITH_GLORY[phase]
    return replace(state, phase=phase), _BEGINS[phase]


def end_turn(state: DgState, save_point: bool, ref: Referee) -> tuple[DgState, str]:
    """Points for a hero that stayed put, a saved point, then the next player's turn."""
    hero = state.hero
    notes = []
    ended: dict[str, Any] = {}  # what the turn's end changes in the hero: one copy of it
    card = state.dungeon.card_at(hero.cell)
    solo = state.solo
    ref.enforce(end_turn_requirements(state, save_point))  # a point asked for now is read now, before any roll
    if card is not None and not hero.moved and not (solo is not None and solo.stayed):
        gain = gain_for_staying(card, moved_this_turn=False, solo=solo is not None)
        if solo is not None and gain.peril_dice:
            # Alone, staying put rolls for peril like entering: the dice and their cards come before the turn ends.
            ref.cite(STAYED_PUT_RULE, "dungeoneer.solo.peril-roll")
            hero = replace(hero, glory=hero.glory + gain.glory)
            state = replace(state.with_hero(state.active, hero),
                            solo=replace(solo, stayed=True, peril_dice=gain.peril_dice, save_kept=save_point))
            said = Message('stayed in {card}: +{glory} glory; peril {peril_dice}: roll {counted} (peril-roll), then end the turn',
                           card=named(card.name), glory=gain.glory, peril_dice=gain.peril_dice,
                           counted=count_of(gain.peril_dice, 'die', 'dice'))
            if save_point:
                said = Joined("; ", (said, Message('the point to save is kept for then')))
            return state, said
        if gain.glory or gain.peril:
            ref.cite(STAYED_PUT_RULE)
            ended["glory"], ended["peril"] = hero.glory + gain.glory, hero.peril + gain.peril
            notes.append(Message('stayed in {card}: +{glory} glory, +{peril} peril',
                                 card=named(card.name), glory=gain.glory, peril=gain.peril))
    if not save_point and solo is not None and solo.save_kept:  # asked for before the stayed-put roll
        # The book saves a point only "if you did not spend all your action points": one spent since is not saved.
        save_point = may_save_a_point(hero.points, limited_movement=state.options.limited_movement)
        if not save_point:
            ref.cite(SAVE_RULE)
            notes.append(Message('no unspent action point to save'))
    if save_point:
        ref.cite(SAVE_RULE)
        notes.append(Message('one action point saved'))
    if state.solo is None and hero.hand < HAND_SIZE:
        ref.cite(DISCARD_RULE)
        notes.append(Message('draws {counted} back up to {HAND_SIZE}',
                             counted=count_of(HAND_SIZE - hero.hand, 'card', 'cards'), HAND_SIZE=HAND_SIZE))
        ended["hand"] = HAND_SIZE
    heroes = list(state.heroes)
    heroes[state.active] = replace(hero, **ended, points=0, saved_point=save_point)
    # Battle values a card changed for the turn end with it.
    heroes = [replace(h, boosts=()) if h.boosts else h for h in heroes]
    state = lapse_owed_shifts(state, ref)  # reads the owed shifts only
    following = _next_seat(state)  # reads who has left the game, which the turn's end does not change
    # The next player's turn opened, the solo turn's marks cleared: one copy of the state.
    opened = _turn_opened(heroes, following, state, ref)
    if state.solo is not None:
        opened["solo"] = replace(state.solo, glory_draws=0, stayed=False, save_kept=False)
    state = replace(state, active=following, turn_number=state.turn_number + 1, **opened)
    notes.append(Message("{player}'s turn", player=state.hero.player))
    return state, Joined("; ", tuple(notes))


def _next_seat(state: DgState) -> int:
    """The next player on the left whose hero is still in the game."""
    count = len(state.heroes)
    for step in range(1, count + 1):
        seat = (state.active + step) % count
        if not state.heroes[seat].defeated:
            return seat
    return state.active
