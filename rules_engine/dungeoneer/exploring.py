"""Placing a location: the location phase's free card, or exploring for one action point in the deeds phase."""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.actions import PlaceLocation
from rules_engine.dungeoneer.battle_waiting import battle_over
from rules_engine.dungeoneer.fair_placement import FAIR_PLACEMENT_RULE, placer, serves
from rules_engine.dungeoneer.locations import LocationCard
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.placement import placement_problems
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.turn import LOCATION_PHASE_RULE
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.dungeoneer.words import named, term
from rules_engine.dungeoneer.resolution_order import nothing_waits

EXPLORE_RULE = "dungeoneer.deeds.explore"
FALLEN_RULE = "dungeoneer.general.falling"


def place_location_requirements(state: DgState, card: LocationCard) -> Iterator[Requirement]:
    """What placing a drawn location requires before its cell is looked at: the card in the deck, no battle or
    anything else waiting, and the phase's terms (one free card in the location phase; in the deeds phase an
    action point, not spent by a fallen hero)."""
    if card.id not in state.locations:
        yield Requirement.unmet(LOCATION_PHASE_RULE, Message('{card} is not in the location deck',
                                                                                         card=named(card.name)),
                                hard=True)
    yield battle_over(state)
    yield nothing_waits(state)
    if state.phase is Phase.LOCATION:
        if state.placed_this_phase:
            yield Requirement.unmet(LOCATION_PHASE_RULE,
                                    Message('the location phase places one location; more cost an action point in the deeds phase'))
        return
    if state.phase is not Phase.DEEDS:
        yield Requirement.unmet(LOCATION_PHASE_RULE,
                                Message('locations are placed in the location phase or explored in the deeds phase, not during {label}',
                                        label=term(state.phase.label)))
    if state.hero.fallen:
        yield Requirement.unmet(FALLEN_RULE, Message('a fallen hero spends its points only on standing up'))
    if state.hero.points < 1:
        yield Requirement.unmet(EXPLORE_RULE, Message('exploring costs an action point and none is left'))


def place_location(state: DgState, action: PlaceLocation, card: LocationCard, ref: Referee) -> tuple[DgState, str]:
    """Lay a drawn location where the placement rules allow: free once in the location phase, else a point."""
    ref.enforce(place_location_requirements(state, card))
    exploring = state.phase is Phase.DEEDS
    ref.cite(LOCATION_PHASE_RULE if state.phase is Phase.LOCATION else EXPLORE_RULE)
    cell = (action.cell[0], action.cell[1])
    # A card typed as it is met comes from the table's own deck, whose size the app does not know: more may follow.
    more = len(state.locations) > 1 or bool(action.values)
    for problem in placement_problems(state.dungeon, card, cell, more_to_place=more):
        ref.refuse(problem.rule_id, problem.message)
    by = _placed_by(state, card, ref)
    state = replace(state, dungeon=state.dungeon.with_card(card, cell),
                    locations=tuple(c for c in state.locations if c != card.id))
    if exploring:
        hero = state.hero
        # Without a placer named, the sentence ends at 'placed': "{card} placed{by}" with its last part empty cannot be
        # read back from a saved log (a placeholder takes some text).
        said = Message('explored: {card} placed{by}', card=named(card.name), by=by) if by else \
            Message('explored: {card} placed', card=named(card.name))
        return state.with_hero(state.active, replace(hero, points=hero.points - 1)), said
    return replace(state, placed_this_phase=True), (Message('{card} placed{by}', card=named(card.name), by=by) if by
                                                    else Message('{card} placed', card=named(card.name)))


def _placed_by(state: DgState, card: LocationCard, ref: Referee) -> str:
    """With fair placement, who placed a card that serves the drawer's own quest (' by NAME'), else ''."""
    if not state.options.fair_placement or not serves(state, state.active, card.id):
        return ""
    ref.cite(FAIR_PLACEMENT_RULE)
    seat = placer(state, card.id)
    if seat == state.active:
        ref.note(Message('{card} serves a personal quest of every player: after a full circle {player} places it',
                         card=named(card.name), player=state.hero.player))
        return ""
    ref.note(Message("{card} serves {player}'s own quest: {player2} places it",
                     card=named(card.name), player=state.hero.player, player2=state.heroes[seat].player))
    return Message(' by {player}', player=state.heroes[seat].player)
