"""The setup steps the table plays: a tunnel against each side of the entrance, then the die for who starts.

With no fog there are no tunnels and no die: whoever is dealt the entrance card starts.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.actions import EntranceDealt, PlaceTunnel, RollForFirstPlayer
from rules_engine.dungeoneer.dungeon_map import beside
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.locations import LocationCard, LocationKind
from rules_engine.dungeoneer.choosing_heroes import after_first_player
from rules_engine.dungeoneer.no_fog import NO_FOG_RULE
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.placement import placement_problems
from rules_engine.dungeoneer.state import DgState
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.dungeoneer.words import listed, named, term

TUNNELS_RULE = "dungeoneer.setup.entrance"
FIRST_PLAYER_RULE = "dungeoneer.setup.first-player"
ENTRANCE_CELL = (0, 0)


def place_tunnel_requirements(state: DgState, card: LocationCard, side: Side) -> Iterator[Requirement]:
    """What laying this card against this side of the entrance requires, in the order `place_tunnel` enforces
    it: a card still to be laid (one on the table is not laid twice), a tunnel, a free side, and the placement
    rules (what each finds against the cell)."""
    if card.id not in state.locations:
        yield Requirement.unmet(TUNNELS_RULE, Message('{card} is not in the location deck',
                                                                                  card=named(card.name)), hard=True)
    if card.kind is not LocationKind.TUNNEL:
        yield Requirement.unmet(TUNNELS_RULE, Message('{card} is a room: the entrance gets tunnels',
                                                                                        card=named(card.name)))
    cell = beside(ENTRANCE_CELL, side)
    if state.dungeon.card_at(cell) is not None:
        yield Requirement.unmet(TUNNELS_RULE, Message('a tunnel already lies {side} of the entrance',
                                                                                           side=term(side)))
    for problem in placement_problems(state.dungeon, card, cell, more_to_place=True):
        yield Requirement.unmet(problem.rule_id, problem.message)


def place_tunnel(state: DgState, action: PlaceTunnel, card: LocationCard, ref: Referee) -> tuple[DgState, str]:
    """Lay one of the four starting tunnels against a side of the entrance."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    ref.enforce(place_tunnel_requirements(state, card, action.side))
    cell = beside(ENTRANCE_CELL, action.side)
    ref.cite(TUNNELS_RULE)
    dungeon = state.dungeon.with_card(card, cell)
    state = replace(state, dungeon=dungeon, locations=tuple(c for c in state.locations if c != card.id))
    if len(list(dungeon.neighbours(ENTRANCE_CELL))) == 4:
        state = replace(state, phase=Phase.QUESTS)
    return state, Message('{card} lies {side} of the entrance', card=named(card.name), side=term(action.side))


def first_player_requirements(state: DgState, dice: int) -> Iterator[Requirement]:
    """What the roll for the first player requires: one die per player."""
    if dice != len(state.heroes):
        yield Requirement.unmet(FIRST_PLAYER_RULE,
                                Message('one die per player: {number} dice, not {number2}',
                                        number=len(state.heroes), number2=dice), hard=True)


def roll_for_first_player(state: DgState, action: RollForFirstPlayer, ref: Referee) -> tuple[DgState, str]:
    """One die per player; the highest single die starts; a tie at the top rolls again."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    faces = action.roll.values
    ref.enforce(first_player_requirements(state, len(faces)))
    ref.cite(FIRST_PLAYER_RULE)
    top = max(faces)
    leaders = [seat for seat, face in enumerate(faces) if face == top]
    if len(leaders) > 1:
        names = listed(state.heroes[seat].player for seat in leaders)
        return state, Message('{names} tie with {top}: roll again', names=names, top=top)
    first = leaders[0]
    state = after_first_player(state, first, ref)
    return state, Message('{player} rolled {top} and goes first', player=state.heroes[first].player, top=top)


def entrance_dealt_requirements(state: DgState, seat: int) -> Iterator[Requirement]:
    """What naming the player dealt the entrance requires: a player of this table."""
    if not 0 <= seat < len(state.heroes):
        yield Requirement.unmet("dungeoneer.companion.players", Message('there is no player {value}',
                                                                                                      value=seat + 1), hard=True)


def entrance_dealt(state: DgState, action: EntranceDealt, ref: Referee) -> tuple[DgState, str]:
    """No fog: the locations are dealt; the player holding the entrance is first and lays it in the middle."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    ref.enforce(entrance_dealt_requirements(state, action.seat))
    ref.cite(NO_FOG_RULE)
    player = state.heroes[action.seat].player
    state = after_first_player(state, action.seat, ref)
    return state, Message('{player} was dealt the entrance: {player2} goes first and lays it in the middle',
                          player=player, player2=player)
