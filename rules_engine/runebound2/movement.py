"""The movement step: terrain dice (five, or four when hurt or tired), resting, stepping, paying a path."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import Move, RollMovement, StepAdjacent
from rules_engine.runebound2.heroes import HeroState
from rules_engine.requirements import Requirement
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.terrain import CITY, TERRAINS, Hex, PathStep, dice_symbols, match_path
from rules_engine.runebound2.turn import Movement
from rules_engine.runebound2.wounds import find
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Joined, Message
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name

FULL_DICE = 5
HURT_DICE = 4
REST_BELOW = 4


def dice_allowed(party: HeroState) -> int:
    """Five terrain dice, or four when the hero or any ally carries a wound or exhaustion."""
    return HURT_DICE if party.wounded_or_exhausted() else FULL_DICE


def movement_open(state: Rb2State) -> tuple[Requirement, ...]:
    """The movement step is on, the turn goes on, and no road-hazard roll has ended the movement."""
    return (
        Requirement(state.step == Step.MOVEMENT, "runebound2.turn.steps",
                    Message('movement happens in the movement step; this is the {step} step', step=word(state.step.label))),
        Requirement(not state.turn.ended, "runebound2.turn.steps", Message("the turn has ended: type 'next'")),
        Requirement(not state.turn.hazard, "runebound2.hazard.roll",
                    Message('the road-hazard encounter roll ended the movement step: the party moves no further')),
    )


def _check_movement_open(state: Rb2State, ref: Referee) -> None:
    """Movement happens only in an open movement step that no road-hazard roll has closed."""
    ref.enforce(movement_open(state))


def rest_fits(party: HeroState, names: tuple[str, ...], limit: int) -> bool:
    """True when `names` (one per point of exhaustion shed) name characters of the party, none more often
    than their exhaustion, and at most `limit` in all: what `roll_movement` asks of its `rest`."""
    if len(names) > limit:
        return False
    shed: dict[str, int] = {}
    for name in names:
        who = party.character(name)
        if who is None:
            return False
        shed[who.name] = shed.get(who.name, 0) + 1
        if shed[who.name] > who.exhaustion:
            return False
    return True


def roll_movement(state: Rb2State, act: RollMovement, ref: Referee) -> tuple[Rb2State, str]:
    """Roll the terrain dice (fewer than four rests the party; none at all stays put and rests four)."""
    _check_movement_open(state, ref)
    if state.turn.movement != Movement.NONE:
        ref.refuse("runebound2.movement.unused-dice",
                   Message('the party has already rolled or moved this turn'))
    party = state.hero
    count = len(act.roll.faces) if act.roll is not None else 0
    allowed = dice_allowed(party)
    if not (count <= allowed):
        ref.refuse("runebound2.movement.dice-count",
                   Message("{player} may roll at most {allowed} terrain dice (the party carries wounds or exhaustion)", player=party.player,
                           allowed=allowed) if allowed == HURT_DICE
                   else Message("{player} may roll at most {allowed} terrain dice", player=party.player, allowed=allowed))
    ref.cite("runebound2.movement.dice-count")
    rest = max(0, REST_BELOW - count)
    if not (len(act.rest) <= rest):
        ref.refuse("runebound2.movement.rest",
                   Message('rolling {count} dice rests {rest}: name at most {characters} to shed exhaustion', count=count, rest=rest, characters=count_of(rest, 'character', 'characters')))
    for name in act.rest:
        who = find(state, state.active, name, ref)
        ref.require(who.exhaustion > 0, "runebound2.movement.rest", Message('{who} has no exhaustion to shed', who=printed_name(who.name)),
                    hard=True)  # hard: exhaustion never goes below zero
        state = state.with_hero(state.hero.replace_character(who, replace(who, exhaustion=who.exhaustion - 1)))
        ref.note(Message('{who} rests: one exhaustion removed', who=printed_name(who.name)))
    if act.rest or count < REST_BELOW:
        ref.cite("runebound2.movement.rest")
    dice = dice_symbols(act.roll.faces) if act.roll is not None else ()
    mode = Movement.ROLLED if count >= REST_BELOW else Movement.RESTED
    state = state.with_turn(movement=mode if count else Movement.STAYED, dice=dice)
    if not count:
        return state, Message('{player} stays put and rests', player=party.player)
    return state, Message('{player} rolls {count} terrain dice: {shown}', player=party.player, count=count,
                          shown=_dice_said(dice))


def _hex_of(step: PathStep, adventure: str) -> Hex:
    """The hex a path step enters, with the adventure counter the table says lies there."""
    if step.terrain == CITY:
        return Hex(step.label, terrain="", city=step.label, adventure="")
    return Hex(step.label, terrain=step.terrain, adventure=adventure)


def steps_named(path: tuple[PathStep, ...]) -> tuple[Requirement, ...]:
    """Every hex entered has a terrain (or is a city), and the last one is named."""
    return tuple(
        Requirement(step.terrain in TERRAINS or step.terrain == CITY, "runebound2.movement.symbols",
                    Message('{terrain!r} is not a terrain: {TERRAINS} or city', terrain=step.terrain, TERRAINS=', '.join(TERRAINS)), hard=True)
        for step in path
    ) + (Requirement(bool(path) and bool(path[-1].label), "runebound2.companion.commands",
                     Message('name the hex you end on (e.g. H12:forest or city:Tamalir)'), hard=True),)


def _check_steps(path: tuple[PathStep, ...], ref: Referee) -> None:
    """Every hex of a path has a known terrain (or is a city), and the last one is named."""
    ref.enforce(steps_named(path))


def _dice_said(dice: tuple[tuple[str, ...], ...]) -> str:
    """The terrain dice rolled as a sentence names them ("road+forest; river+swamp"), each face the game's word."""
    return Joined("; ", tuple(Joined("+", tuple(word(symbol) for symbol in die)) for die in dice))


def path_paid(path: tuple[PathStep, ...], dice: tuple[tuple[str, ...], ...]) -> tuple[Requirement, ...]:
    """A path of named hexes that the movement dice rolled can pay for, one die per hex."""
    if not path:
        return (Requirement(False, "runebound2.companion.commands", Message('a move names at least one hex it enters'), hard=True),)
    return steps_named(path) + (
        Requirement(len(path) <= len(dice), "runebound2.movement.symbols",
                    Message('{count} hexes need {count} dice; only {count2} were rolled', count=len(path), count2=len(dice))),
        Requirement(len(path) <= len(dice) and match_path(path, dice) is not None, "runebound2.movement.symbols",
                    Message('the dice rolled cannot pay for that path: each hex needs a different die showing its terrain (any die enters a city); dice: {value}', value=_dice_said(dice))),
    )


def move(state: Rb2State, act: Move, ref: Referee) -> tuple[Rb2State, str]:
    """Move along a declared path; each hex needs its own die showing its terrain (any die for a city)."""
    _check_movement_open(state, ref)
    if state.turn.movement not in (Movement.ROLLED, Movement.RESTED):
        ref.refuse("runebound2.movement.symbols",
                   Message("roll the terrain dice first ('roll-move'), or step to one adjacent hex ('step')")
                   if state.turn.movement == Movement.NONE else Message('the party has already moved this turn'))
    dice = state.turn.dice
    ref.enforce(path_paid(act.path, dice))
    ref.cite("runebound2.movement.symbols")
    unused = len(dice) - len(act.path)
    if unused:
        ref.cite("runebound2.movement.unused-dice")
        ref.note(Message('one unused die is lost') if unused == 1
                 else Message('{unused} unused dice are lost', unused=unused))
    party = state.hero
    before = _hex_of(act.path[-2], "") if len(act.path) > 1 else party.position
    end = _hex_of(act.path[-1], act.adventure)
    if before is not None and not before.label:
        # An unnamed hex on the way: name it after where it leads, so an escape knows where to go.
        before = replace(before, label=f"the {before.terrain} hex before {end.label}")
    came_from = before.label if before is not None else ""
    state = state.with_hero(replace(party, position=end)).with_turn(
        movement=Movement.MOVED, dice=(), came_from=came_from, came_from_hex=before)
    return state, Message('{player} moves {hexes} to {end}', player=party.player, hexes=count_of(len(act.path), 'hex', 'hexes'), end=end.describe())


def step_adjacent(state: Rb2State, act: StepAdjacent, ref: Referee) -> tuple[Rb2State, str]:
    """Step to one adjacent hex instead of rolling (never together with resting)."""
    _check_movement_open(state, ref)
    ref.require(state.turn.movement not in (Movement.RESTED, Movement.STAYED), "runebound2.movement.adjacent",
                Message('a resting party cannot also step to an adjacent hex'))
    ref.require(state.turn.movement == Movement.NONE, "runebound2.movement.adjacent",
                Message('stepping replaces the roll: the party has already rolled or moved'))
    _check_steps((act.to,), ref)
    ref.cite("runebound2.movement.adjacent")
    party = state.hero
    came_from = party.position.label if party.position else ""
    end = _hex_of(act.to, act.adventure)
    state = state.with_hero(replace(party, position=end)).with_turn(
        movement=Movement.STEPPED, came_from=came_from, came_from_hex=party.position)
    return state, Message("{player} steps to {end} (the app takes the table's word that it is adjacent)", player=party.player, end=end.describe())
