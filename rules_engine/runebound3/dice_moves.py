"""Moving by terrain dice step by step: the roll is a chance request, each die is spent on one space, exerting
rerolls one named die.

A move roll (`MoveRoll`, one action) records the hero's terrain dice, as many as its speed, rolled by the app
when the session knows the die's faces or entered from the table's own dice. While the move is under way
(`Stage.MOVING`) the player spends one unspent die per space entered (`MoveStep`), naming the terrain that
space needs as the table reads it off the board: a terrain symbol, `water` to cross a river from plain to
plain, or `any` to enter a city or to go on along a road or over a bridge. Exerting (`MoveReroll`) discards a
skill card to roll one named unspent die again, recorded as its own roll. The move ends when every die is
spent or the player stops (`EndMove`). The older one-line form (`travel.Travel`) stays for typed logs.
"""

from __future__ import annotations

from rules_engine.chance import DiceRequest

from rules_engine.chance import fill
from rules_engine.dice import DiceRoll, Face
from rules_engine.messages import Joined, Message
from rules_engine.runebound3.words import terrain_words, word
from rules_engine.plurals import count as count_of
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import EndMove, MoveReroll, MoveRoll, MoveStep
from rules_engine.runebound3.fighting import TERRAIN_DIE, TERRAIN_SYMBOLS
from rules_engine.runebound3.hero_actions import may_act
from rules_engine.runebound3.cities import space_named
from rules_engine.runebound3.state import DiceMove, R3State, SpaceKind, Stage
from rules_engine.runebound3.terrain_dice import terrain_die
from rules_engine.runebound3.time_track import spend_actions
from rules_engine.values import replace

ANY = "any"
WATER = "water"
WILD = "wild"
#: What a step may need: a terrain symbol the die shows, or any face (a city, a road or a bridge).
STEP_NEEDS = (*(t for t in TERRAIN_SYMBOLS if t != WILD), ANY)


#: The actions of a move under way.
MOVE_ACTIONS: tuple[type, ...] = (MoveStep, MoveReroll, EndMove)


def move_request(state: R3State) -> DiceRequest:
    """The terrain dice a hero rolls to move: as many as its speed."""
    return DiceRequest(terrain_die(state), state.hero.sheet.speed, Message("a move"), fill(MoveRoll))


def reroll_request(state: R3State, die: int) -> DiceRequest:
    """One terrain die rolled again when the hero exerts during a move."""
    return DiceRequest(terrain_die(state), 1, Message("rerolling die {die} of the move", die=die + 1),
                       fill(MoveReroll, die=die))


def _symbols(face: Face) -> tuple[str, ...]:
    return tuple(face.symbols) or tuple(part for part in face.label.casefold().split("+") if part)


def _check_faces(roll: DiceRoll, count: int, what: Message, ref: Referee) -> None:
    ref.require(roll.die == TERRAIN_DIE.id and len(roll.faces) == count, "runebound3.move.dice", what)
    unknown = sorted({s for face in roll.faces for s in _symbols(face) if s not in TERRAIN_SYMBOLS})
    if unknown:
        ref.refuse("runebound3.move.dice",
                   Message("a terrain die shows {symbols}, not {unknown}", symbols=terrain_words(TERRAIN_SYMBOLS, ", "),
                           unknown=", ".join(unknown)))


def _describe(faces: tuple[tuple[str, ...], ...]) -> str:
    return Joined(", ", tuple(Joined("", (f"{n}: ", terrain_words(face, "+"))) for n, face in enumerate(faces, start=1)))


def move_roll(state: R3State, act: MoveRoll, ref: Referee) -> R3State:
    """Roll the hero's terrain dice for a move (one action); the dice then wait to be spent."""
    may_act(state, ref)
    hero = state.hero
    speed = hero.sheet.speed
    _check_faces(act.roll, speed, Message("{hero} rolls {speed} terrain dice (speed), not {count}",
                                          hero=hero.sheet.name, speed=speed, count=len(act.roll.faces)), ref)
    if not (speed > 0):
        ref.refuse("runebound3.move.dice", Message("{hero} has no speed to roll terrain dice with",
                                                              hero=hero.sheet.name))
    state = spend_actions(state, 1, ref)
    ref.cite("runebound3.move.dice")
    faces = tuple(_symbols(face) for face in act.roll.faces)
    ref.note(Message("{hero} rolls {faces}: each die moves one space", hero=hero.sheet.name, faces=_describe(faces)))
    return replace(state, stage=Stage.MOVING, moving=DiceMove(faces, (False,) * len(faces)))


def _die(moving: DiceMove, die: int, ref: Referee) -> None:
    if not (0 <= die < len(moving.faces)):
        ref.refuse("runebound3.move.dice",
                   Message("the move rolled dice 1 to {count}, not {die}", count=len(moving.faces), die=die + 1))
    if moving.spent[die]:
        ref.refuse("runebound3.move.dice",
                   Message("die {die} is already spent: each die moves one space", die=die + 1))


def move_reroll(state: R3State, act: MoveReroll, ref: Referee) -> R3State:
    """Exert: discard a skill card from hand to roll one unspent die of the move again."""
    moving = state.moving
    assert moving is not None
    hero = state.hero
    _die(moving, act.die, ref)
    if not (hero.hand > 0):
        ref.refuse("runebound3.move.exert",
                   Message("exerting discards a skill card from hand, and {hero} holds none", hero=hero.sheet.name))
    _check_faces(act.roll, 1, Message("exerting rerolls one terrain die, not {count}", count=len(act.roll.faces)), ref)
    ref.cite("runebound3.move.exert")
    face = _symbols(act.roll.faces[0])
    faces = moving.faces[:act.die] + (face,) + moving.faces[act.die + 1:]
    ref.note(Message("{hero} discards a skill card and rerolls die {die}: {face}", hero=hero.sheet.name,
                     die=act.die + 1, face=terrain_words(face, "+")))
    heroes = list(state.heroes)
    heroes[state.active] = replace(hero, hand=hero.hand - 1)
    return replace(state, heroes=tuple(heroes), moving=replace(moving, faces=faces, rerolls=moving.rerolls + 1))


def pays(face: tuple[str, ...], needs: str) -> bool:
    """Whether a die showing `face` pays for a step needing `needs`: any face for `any`, else the symbol
    itself or a wild face (in a move a wild symbol stands for any terrain; only exploration restricts it)."""
    return needs == ANY or needs in face or WILD in face


def _finish(state: R3State, moving: DiceMove, ref: Referee) -> R3State:
    if moving.unspent:
        return replace(state, moving=moving)
    ref.note(Message("every die of the move is spent"))
    return replace(state, stage=Stage.ACTIONS, moving=None)


def move_step(state: R3State, act: MoveStep, ref: Referee) -> R3State:
    """Spend one unspent die whose face pays for the space entered; the hero stands there."""
    moving = state.moving
    assert moving is not None
    _die(moving, act.die, ref)
    kinds = tuple(k.value for k in SpaceKind)
    if act.kind not in kinds:
        ref.refuse("runebound3.move.dice",
                   Message("{space}: a space is one of {kinds}, not {kind!r}", space=act.space, kinds=", ".join(kinds),
                           kind=act.kind))
    if act.needs not in STEP_NEEDS:
        ref.refuse("runebound3.move.dice",
                   Message("a step needs a terrain symbol ({symbols}) or any, not {needs!r}",
                           symbols=", ".join(STEP_NEEDS[:-1]), needs=act.needs))
    if not act.space.strip():
        ref.refuse("runebound3.move.dice", Message("name the space the hero enters"))
    face = moving.faces[act.die]
    if not pays(face, act.needs):
        ref.refuse("runebound3.move.river" if act.needs == WATER else "runebound3.move.dice",
                   Message("die {die} shows {face}: it cannot pay for a step needing {needs}", die=act.die + 1,
                           face=terrain_words(face, "+"), needs=word(act.needs)))
    ref.cite("runebound3.move.dice")
    if act.needs == ANY:
        ref.cite("runebound3.move.city" if act.kind == SpaceKind.CITY.value else "runebound3.move.road")
    elif act.needs == WATER:
        ref.cite("runebound3.move.river")
    elif act.needs not in face:
        ref.cite("runebound3.move.wild")
    hero = state.hero
    space = space_named(act.space)  # a market city by any name the app knows is that city
    kind = SpaceKind(act.kind)
    ref.note(Message("{hero} spends die {die} and enters {space}", hero=hero.sheet.name, die=act.die + 1,
                     space=space))
    heroes = list(state.heroes)
    heroes[state.active] = replace(hero, space=space, space_kind=kind)
    spent = moving.spent[:act.die] + (True,) + moving.spent[act.die + 1:]
    return _finish(replace(state, heroes=tuple(heroes)), replace(moving, spent=spent), ref)


def end_move(state: R3State, act: EndMove, ref: Referee) -> R3State:
    """Stop the move where the hero stands; the unspent dice are lost."""
    moving = state.moving
    assert moving is not None
    ref.cite("runebound3.move.dice")
    ref.note(Message("{hero} stops on {space}; {left} unspent", hero=state.hero.sheet.name, space=state.hero.space,
                     left=count_of(len(moving.unspent), "die", "dice")))
    return replace(state, stage=Stage.ACTIONS, moving=None)
