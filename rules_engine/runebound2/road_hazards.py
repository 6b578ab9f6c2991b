"""The road-hazards variant: the encounter roll on an empty hex and the hazard's colour."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import HazardColour, HazardRoll
from rules_engine.runebound2.adventure_step import others_here
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.terrain import dice_symbols, hazard_hits
from rules_engine.runebound2.turn import Hazard, Movement
from rules_engine.values import replace
from rules_engine.messages import Message


def colour_from_2d10(total: int) -> str:
    """Without the doom track: 2-6 green, 7-15 yellow, 16-20 blue."""
    return "green" if total <= 6 else "yellow" if total <= 15 else "blue"


def hazard_due(state: Rb2State) -> bool:
    """True when road hazards apply: the movement step ends on a hex with no city, counter, marker or hero.

    The app's reading of the book: the roll is tied to the hex where the movement step (the book's
    step 2) ends, the same words the book uses for taking an adventure there; nothing exempts a party
    that rested or stayed put, so the roll is due whether or not the party moved this turn.

    A hex whose terrain the app was never told (a flight back to a hex the table named without its
    terrain, 'flee to:H12') cannot be judged: no roll is asked for there, rather than a roll the app
    could only refuse, which would leave the turn with no way on.
    """
    here = state.hero.position
    if not state.options.road_hazards or here is None or state.turn.hazard or state.turn.ended:
        return False
    if state.step != Step.MOVEMENT:
        return False
    if not here.terrain:
        return False
    return not (here.is_city or here.adventure or state.track.marker_at(here.label) is not None or others_here(state))


def hazard_roll(state: Rb2State, act: HazardRoll, ref: Referee) -> tuple[Rb2State, str]:
    """Two terrain dice: a symbol of this hex's terrain means a quiet road, none means a hazard."""
    ref.require(state.options.road_hazards, "runebound2.hazard.roll", Message('this game does not use road hazards'), hard=True)
    ref.require(state.step == Step.MOVEMENT and hazard_due(state), "runebound2.hazard.roll",
                Message('the encounter roll comes at the end of movement on a hex with nothing on it'))
    ref.require(len(act.roll.faces) == 2, "runebound2.hazard.roll", Message('the encounter roll is two terrain dice'), hard=True)
    here = state.hero.position
    ref.require(here is not None and bool(here.terrain), "runebound2.companion.commands",
                Message('the app does not know the terrain of {value}: move with LABEL:TERRAIN', value=here.label if here else 'this hex'), hard=True)
    ref.cite("runebound2.hazard.roll")
    if state.turn.movement in (Movement.NONE, Movement.ROLLED, Movement.RESTED):
        ref.note(Message('the encounter roll is the last thing in the movement step: the party moves no further this turn'))
    dice = dice_symbols(act.roll.faces)
    assert here is not None  # required (hard) above
    if not hazard_hits(here.terrain, dice):
        return state.with_turn(hazard=Hazard.QUIET), Message('a {terrain} symbol came up: the road is quiet', terrain=here.terrain)
    count = sum(len(d) for d in dice)
    if state.doom is not None and state.doom.cards:
        ref.cite("runebound2.hazard.colour")
        colour = state.doom.colour_at(count)
        ref.note(Message('{count} symbols: counting along the doom track gives {colour}', count=count, colour=colour))
        state = replace(state.with_turn(hazard=Hazard.DRAW, drawing=colour, adventure_done=True), step=Step.ADVENTURE)
        return state, Message('a hazard! draw a {colour} card and enter it', colour=colour)
    return state.with_turn(hazard=Hazard.COLOUR), Message("a hazard! roll 2d10 for its colour ('hazard-colour')")


def hazard_colour(state: Rb2State, act: HazardColour, ref: Referee) -> tuple[Rb2State, str]:
    """Without the doom track the hazard's colour comes from 2d10."""
    ref.require(state.turn.hazard == Hazard.COLOUR, "runebound2.hazard.colour", Message('no hazard is waiting for its colour'), hard=True)
    ref.cite("runebound2.hazard.colour", "runebound2.dice.d10-zero-is-ten")
    colour = colour_from_2d10(act.roll.total)
    state = replace(state.with_turn(hazard=Hazard.DRAW, drawing=colour, adventure_done=True), step=Step.ADVENTURE)
    return state, Message('{roll}: a {colour} hazard; draw it and enter it', roll=act.roll.describe(), colour=colour)
