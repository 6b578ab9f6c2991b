"""The setup steps the table plays: a tunnel against each side of the entrance, then the die for who starts.

With no fog there are no tunnels and no die: whoever is dealt the entrance card starts.
"""

from __future__ import annotations

from rules_engine.dungeoneer.actions import EntranceDealt, PlaceTunnel, RollForFirstPlayer
from rules_engine.dungeoneer.dungeon_map import beside
from rules_engine.dungeoneer.locations import LocationCard, LocationKind
from rules_engine.dungeoneer.choosing_heroes import after_first_player
from rules_engine.dungeoneer.no_fog import NO_FOG_RULE
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.placement import placement_problems
from rules_engine.dungeoneer.state import DgState
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.dungeoneer.words import listed, named, term

TUNNELS_RULE = "dungeoneer.setup.entrance"
FIRST_PLAYER_RULE = "dungeoneer.setup.first-player"
ENTRANCE_CELL = (0, 0)


def place_tunnel(state: DgState, action: PlaceTunnel, card: LocationCard, ref: Referee) -> tuple[DgState, str]:
    """Lay one of the four starting tunnels against a side of the entrance."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    ref.require(card.kind is LocationKind.TUNNEL, TUNNELS_RULE, Message('{card} is a room: the entrance gets tunnels',
                                                                        card=named(card.name)))
    cell = beside(ENTRANCE_CELL, action.side)
    ref.require(state.dungeon.card_at(cell) is None, TUNNELS_RULE, Message('a tunnel already lies {side} of the entrance',
                                                                           side=term(action.side)))
    for problem in placement_problems(state.dungeon, card, cell, more_to_place=True):
        ref.refuse(problem.rule_id, problem.message)
    ref.cite(TUNNELS_RULE)
    dungeon = state.dungeon.with_card(card, cell)
    state = replace(state, dungeon=dungeon, locations=tuple(c for c in state.locations if c != card.id))
    if len(list(dungeon.neighbours(ENTRANCE_CELL))) == 4:
        state = replace(state, phase=Phase.QUESTS)
    return state, Message('{card} lies {side} of the entrance', card=named(card.name), side=term(action.side))


def roll_for_first_player(state: DgState, action: RollForFirstPlayer, ref: Referee) -> tuple[DgState, str]:
    """One die per player; the highest single die starts; a tie at the top rolls again."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    faces = action.roll.values
    ref.require(len(faces) == len(state.heroes), FIRST_PLAYER_RULE,
                Message('one die per player: {number} dice, not {number2}',
                        number=len(state.heroes), number2=len(faces)), hard=True)
    ref.cite(FIRST_PLAYER_RULE)
    top = max(faces)
    leaders = [seat for seat, face in enumerate(faces) if face == top]
    if len(leaders) > 1:
        names = listed(state.heroes[seat].player for seat in leaders)
        return state, Message('{names} tie with {top}: roll again', names=names, top=top)
    first = leaders[0]
    state = after_first_player(state, first, ref)
    return state, Message('{player} rolled {top} and goes first', player=state.heroes[first].player, top=top)


def entrance_dealt(state: DgState, action: EntranceDealt, ref: Referee) -> tuple[DgState, str]:
    """No fog: the locations are dealt; the player holding the entrance is first and lays it in the middle."""
    # Its phase admits it: the phase table (phases.py) says so, and the engine enforced it.
    ref.require(0 <= action.seat < len(state.heroes), "dungeoneer.companion.players", Message('there is no player {value}',
                                                                           value=action.seat + 1),
                hard=True)
    ref.cite(NO_FOG_RULE)
    player = state.heroes[action.seat].player
    state = after_first_player(state, action.seat, ref)
    return state, Message('{player} was dealt the entrance: {player2} goes first and lays it in the middle',
                          player=player, player2=player)
