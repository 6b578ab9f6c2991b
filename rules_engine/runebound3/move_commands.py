"""Typed commands of a move by terrain dice: `travel rolled forest+hills plains water` (the table's dice) or `travel`
(the dice tray: the app rolls once the table has described its die, else the table types the faces there), `exert 2`
(reroll die 2; `exert 2 rolled hills` with the table's die), `step 1 forest/wilds/Oakvale` (spend die 1 to enter
Oakvale, a wilds space needing forest) and `stop`; `terrain-die plains+road forest water ...` describes the table's die.

The older one-line form, `travel FACES to STEPS`, is in `card_commands.py` and is read first.
"""

from __future__ import annotations

from typing import Any

from rules_engine.chance import DiceRequest
from rules_engine.dice import DiceRoll
from rules_engine.errors import CommandError
from rules_engine.grammar import Command, Int, Lit, Opt, Repeat, Value
from rules_engine.messages import Message, N_
from rules_engine.runebound3.challenge_commands import table_roll
from rules_engine.runebound3.dice_moves import STEP_NEEDS, move_request, reroll_request
from rules_engine.runebound3.actions import DescribeTerrainDie, EndMove, MoveReroll, MoveRoll, MoveStep
from rules_engine.runebound3.fighting import TERRAIN_SYMBOLS
from rules_engine.runebound3.state import R3State, SpaceKind
from rules_engine.terrain_names import face_ids, terrain_id

KINDS = tuple(k.value for k in SpaceKind)


def _face(state: Any, word: str) -> str:
    symbols = face_ids(word)  # a terrain in any language the app knows («лес+холмы»), kept by its id
    if not symbols or not all(s in TERRAIN_SYMBOLS for s in symbols):
        raise ValueError(word)
    return "+".join(symbols)


def _described_face(state: Any, word: str) -> str:
    """A face of the table's die as typed, its symbols joined by '+': the rule checks the symbols (`face_problem`)."""
    symbols = face_ids(word)
    if not symbols or len(symbols) != len(word.split("+")):
        raise ValueError(word)
    return "+".join(symbols)


def _step(state: Any, word: str) -> tuple[str, str, str]:
    parts = word.split("/", 2)
    if len(parts) != 3 or not all(p.strip() for p in parts):
        raise ValueError(word)
    needs, kind, space = (p.strip() for p in parts)
    needs = terrain_id(needs)
    if kind.casefold() not in KINDS or needs not in STEP_NEEDS:
        raise ValueError(word)
    return needs, kind.casefold(), space


def _faces_of(roll: DiceRoll) -> tuple[str, ...]:
    return tuple("+".join(face.symbols) or face.label for face in roll.faces)


def _travel(state: R3State, values: dict[str, Any]) -> MoveRoll | DiceRequest:
    if values["faces"]:
        return MoveRoll(table_roll(tuple(values["faces"])))
    return move_request(state)


def _exert(state: R3State, values: dict[str, Any]) -> MoveReroll | DiceRequest:
    if state.moving is None:
        raise CommandError(Message("'exert N' rerolls die N of a move by terrain dice, and no move is under way (in an "
                                   "attribute test, 'exert' alone reveals one more card)"))
    die = values["die"] - 1
    if values["faces"]:
        return MoveReroll(die, table_roll(tuple(values["faces"])))
    return reroll_request(state, die)


FACES = Opt(Lit("rolled"), Repeat(Value("faces", _face, N_("a rolled terrain face (symbols joined by +)"),
                                        placeholder="FACE")))
ONE_FACE = Opt(Lit("rolled"), Repeat(Value("faces", _face, N_("the rerolled terrain face (symbols joined by +)"),
                                           placeholder="FACE"), 1, 1))
DIE = Int("die", 1, 9, placeholder="DIE", what=N_("the die's number in the move's roll"))
STEP = Value("step", _step, Message("TERRAIN/KIND/SPACE (terrain a symbol or any; kind {kinds})", kinds=", ".join(KINDS)),
             placeholder="TERRAIN/KIND/SPACE", writer=lambda s: f"{s[0]}/{s[1]}/{s[2]}")

DESCRIBED = Repeat(Value("faces", _described_face, N_("a face of the table's terrain die (its symbols joined by +)"),
                         placeholder="FACE"))

COMMANDS = (
    Command("terrain-die", (DESCRIBED,), lambda s, v: DescribeTerrainDie(tuple(tuple(f.split("+")) for f in v["faces"])),
            N_("describe the table's terrain die once, every face as its symbols joined by + (terrain-die plains+road "
               "forest+hills water ...): the app rolls it from then on"),
            formats=(DescribeTerrainDie,), unbuild=lambda a: {"faces": tuple("+".join(f) for f in a.faces)}),
    Command("travel", (FACES,), _travel,
            N_("move by terrain dice (one action): the hero's speed in dice, their faces after 'rolled' or in the dice "
            "tray (the app rolls them once the table has described its die: terrain-die); then spend them with step, "
            "exert to reroll one, stop to end"),
            formats=(MoveRoll,), unbuild=lambda a: {"faces": _faces_of(a.roll)}),
    Command("exert", (DIE, ONE_FACE), _exert,
            N_("during a move: discard a skill card to reroll one unspent die ('rolled FACE', or the dice tray)"),
            formats=(MoveReroll,), unbuild=lambda a: {"die": a.die + 1, "faces": _faces_of(a.roll)}),
    Command("step", (DIE, STEP), lambda s, v: MoveStep(v["die"] - 1, v["step"][2], v["step"][1], v["step"][0]),
            N_("during a move: spend a die to enter a space, written TERRAIN/KIND/SPACE (any for a city, a road or a "
            "bridge; water to cross a river)"),
            formats=(MoveStep,), unbuild=lambda a: {"die": a.die + 1, "step": (a.needs, a.kind, a.space)}),
    Command("stop", (), lambda s, v: EndMove(), N_("end the move: the unspent dice are lost"),
            formats=(EndMove,), unbuild=lambda a: {}),
)
