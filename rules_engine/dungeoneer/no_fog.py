"""No fog (a variant): the whole dungeon is laid out before the first turn.

No tunnels are set round the entrance first. Once the quests are dealt, every location card is
dealt face down round the table; whoever holds the entrance is the first player and lays it in
the middle (the app has it there already). Then, passing to the left, each player in turn lays one
card under the usual placement rules, the shared quests' locations last, until the deck is
empty; then the first player's turn begins.

The app does not know who holds which card (the deal is the table's): it checks each card laid
against the cards still down and the placement rules, and names the player in turn.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.actions import PlaceLocation
from rules_engine.dungeoneer.locations import LocationCard
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.placement import placement_problems
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.turn import begin_turn
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.dungeoneer.words import named

NO_FOG_RULE = "dungeoneer.variant.no-fog"


def first_player(state: DgState) -> int:
    """The seat that laid the entrance (and begins the first turn): one card each in turn since then."""
    return (state.active - len(state.dungeon.placed)) % len(state.heroes)


def shared_quest_locations(state: DgState) -> frozenset[str]:
    """The location ids of the shared quests face up (they are laid last)."""
    quests = {q.id: q for q in state.quest_cards}
    return frozenset(place for quest_id in state.shared_quests if quest_id in quests
                     for place in quests[quest_id].locations if place)


def placeable_now(state: DgState) -> tuple[str, ...]:
    """The deck's cards that may go down now: a shared quest's location only once no other card is left."""
    last = shared_quest_locations(state)
    others = tuple(card for card in state.locations if card not in last)
    return others or state.locations


def start_layout(state: DgState, first: int, ref: Referee) -> DgState:
    """The first player has laid the entrance: the player on their left lays the next card (or the turn begins)."""
    ref.cite(NO_FOG_RULE)
    if not state.locations:
        return begin_turn(replace(state, active=first), ref)
    ref.note(Message("no fog: the first player's entrance is down; the others follow one card each in turn to the left"))
    return replace(state, phase=Phase.LAYOUT, active=(first + 1) % len(state.heroes))


def lay_requirements(state: DgState, card: LocationCard) -> Iterator[Requirement]:
    """What laying `card` in the layout requires before its cell is looked at: the layout under way, the card still
    to lay, and a shared quest's location only once no other card is left."""
    if state.phase is not Phase.LAYOUT:
        yield Requirement.unmet(NO_FOG_RULE, Message('the dungeon is laid out before the first turn only'))
    if card.id not in state.locations:
        yield Requirement.unmet(NO_FOG_RULE, Message('{card} is not among the cards still to lay',
                                                                                 card=named(card.name)),
                                hard=True)
    if card.id not in placeable_now(state):
        yield Requirement.unmet(NO_FOG_RULE,
                                Message("{card} is a shared quest's location: it is laid after every other card",
                                        card=named(card.name)))


def lay_location(state: DgState, action: PlaceLocation, card: LocationCard, ref: Referee) -> tuple[DgState, str]:
    """Lay one card of the layout for the player in turn; the last card opens the first player's turn."""
    ref.enforce(lay_requirements(state, card))
    cell = (action.cell[0], action.cell[1])
    for problem in placement_problems(state.dungeon, card, cell, more_to_place=len(state.locations) > 1):
        ref.refuse(problem.rule_id, problem.message)
    ref.cite(NO_FOG_RULE)
    player, first = state.hero.player, first_player(state)
    state = replace(state, dungeon=state.dungeon.with_card(card, cell),
                    locations=tuple(c for c in state.locations if c != card.id))
    if not state.locations:
        state = begin_turn(replace(state, active=first), ref)
        return state, Message('{player} lays {card}: the dungeon is complete and {player2} begins',
                              player=player, card=named(card.name), player2=state.hero.player)
    return replace(state, active=(state.active + 1) % len(state.heroes)), Message('{player} lays {card}',
                                                                                  player=player, card=named(card.name))
