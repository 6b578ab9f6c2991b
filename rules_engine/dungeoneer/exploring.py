"""Placing a location: the location phase's free card, or exploring for one action point in the deeds phase."""

from __future__ import annotations

from rules_engine.dungeoneer.actions import PlaceLocation
from rules_engine.dungeoneer.fair_placement import FAIR_PLACEMENT_RULE, placer, serves
from rules_engine.dungeoneer.locations import LocationCard
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.placement import placement_problems
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.turn import LOCATION_PHASE_RULE
from rules_engine.referee import Referee
from rules_engine.values import replace

EXPLORE_RULE = "dungeoneer.deeds.explore"
FALLEN_RULE = "dungeoneer.general.falling"


def place_location(state: DgState, action: PlaceLocation, card: LocationCard, ref: Referee) -> tuple[DgState, str]:
    """Lay a drawn location where the placement rules allow: free once in the location phase, else a point."""
    ref.require(card.id in state.locations, LOCATION_PHASE_RULE, f"{card.name} is not in the location deck",
                hard=True)
    exploring = state.phase is Phase.DEEDS
    if state.phase is Phase.LOCATION:
        ref.require(not state.placed_this_phase, LOCATION_PHASE_RULE,
                    "the location phase places one location; more cost an action point in the deeds phase")
        ref.cite(LOCATION_PHASE_RULE)
    else:
        ref.require(exploring, LOCATION_PHASE_RULE, f"locations are placed in the location phase or explored in "
                                                    f"the deeds phase, not during {state.phase.label}")
        ref.require(not state.hero.fallen, FALLEN_RULE, "a fallen hero spends its points only on standing up")
        ref.require(state.hero.points >= 1, EXPLORE_RULE, "exploring costs an action point and none is left")
        ref.cite(EXPLORE_RULE)
    cell = (action.cell[0], action.cell[1])
    more = len(state.locations) > 1
    for problem in placement_problems(state.dungeon, card, cell, more_to_place=more):
        ref.refuse(problem.rule_id, problem.message)
    by = _placed_by(state, card, ref)
    state = replace(state, dungeon=state.dungeon.with_card(card, cell),
                    locations=tuple(c for c in state.locations if c != card.id))
    if exploring:
        hero = state.hero
        return state.with_hero(state.active, replace(hero, points=hero.points - 1)), f"explored: {card.name} placed{by}"
    return replace(state, placed_this_phase=True), f"{card.name} placed{by}"


def _placed_by(state: DgState, card: LocationCard, ref: Referee) -> str:
    """With fair placement, who placed a card that serves the drawer's own quest (' by NAME'), else ''."""
    if not state.options.fair_placement or not serves(state, state.active, card.id):
        return ""
    ref.cite(FAIR_PLACEMENT_RULE)
    seat = placer(state, card.id)
    if seat == state.active:
        ref.note(f"{card.name} serves a personal quest of every player: after a full circle "
                 f"{state.hero.player} places it")
        return ""
    ref.note(f"{card.name} serves {state.hero.player}'s own quest: {state.heroes[seat].player} places it")
    return f" by {state.heroes[seat].player}"
