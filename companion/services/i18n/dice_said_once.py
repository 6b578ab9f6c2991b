"""Log lines that say their dice's faces, read without them where the log's dice sentence says them after the line.

A log line with dice ends in the dice as a sentence of its own ("… Dice: mountains."). Some lines say the faces too:
Runebound 3e's retreat ("Ash rolls [mountains]: the retreat fails", as the engine still words it for the ruling panel,
which has no dice sentence), and lines saved before the twenty-seventh pass moved the faces out of a move's roll, a
reroll, an exploration and an outdoor rest ("Ann rests outdoors (rolled plains, plains) and heals 0 wounds"). A saved
log is never rewritten: such a line is read, when shown with its dice, as the sentence without the faces
(`said_once`), in English too, and then in the table's language as any stored sentence is (`stored_text`).

Dice Throne's offensive roll names the whole set of five dice in its line ("Ann rolls 1 1 1 4 5 (attempt 1, 2 left)")
and the dice rolled in the sentence after it: when the two are the same dice (the first attempt, a reroll of all five)
the line is read without them, the sentence says them once with their symbols; a reroll of some dice keeps its line,
the set the table now holds, which the sentence does not say. A defence ("Bob defends with Ahoy!: 1 4 6 6") likewise.

Dice Throne's roll-off says each player's die beside their name ("roll-off Ann 2, Bob 5: Bob goes first"), which says
more than the dice sentence could (whose die is whose), and the team games' targeting roll says its one number ("targeting
die: 6"): those lines are read whole and no dice sentence follows them (`says_its_dice`).
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from functools import cache

from rules_engine.dice import DiceRoll
from rules_engine.messages import N_


@dataclass(frozen=True)
class SaidOnce:
    """A line's English template with the faces in it (`faces`: their placeholder), and the one it reads as."""

    old: str
    reads_as: str
    faces: str = "faces"
    #: True: the faces are left out only where they are the dice the sentence says, in order (a Dice Throne roll's
    #: set of five, said twice only when all five were rolled)
    only_the_same_dice: bool = False


SAID_ONCE: tuple[SaidOnce, ...] = (
    # Runebound 3e's retreat: the engine's sentence (its ruling shows no dice), the log's dice say the face
    SaidOnce("{name} rolls {roll}: the retreat fails", N_("{name} rolls to retreat: the retreat fails"), "roll"),
    SaidOnce("{name} rolls {roll} and retreats", N_("{name} rolls to retreat and retreats"), "roll"),
    # Runebound 3e, lines saved before the twenty-seventh pass (11e542ef, bcf5a6ec) said their faces
    SaidOnce("{name} rolls {faces} to move", "{name} rolls the terrain dice to move"),
    SaidOnce("{name} exerts and rolls die {die} again: {faces}", "{name} exerts and rolls die {die} again"),
    SaidOnce("{name} explores for {quest} (rolled {faces})", "{name} explores for {quest}"),
    SaidOnce("{name} rests outdoors (rolled {faces}) and heals {wounds}", N_("{name} rests outdoors and heals {wounds}")),
    # Dice Throne's offensive roll: the set of five in the line, the dice rolled in the sentence
    SaidOnce("{name} rolls {items} ({counted})", N_("{name} rolls the dice ({counted})"), "items", only_the_same_dice=True),
    # ... and the defensive roll, whose dice are all rolled once
    SaidOnce("{defender} defends with {ability}: {items}", N_("{defender} defends with {ability}"), "items",
             only_the_same_dice=True),
)

#: Lines that say each die in their own words, more than the dice sentence would: no dice sentence after them.
SAYS_ITS_DICE: tuple[str, ...] = (
    "roll-off {shown}: {first} goes first",
    "roll-off {shown}: a tie, roll again",
    "targeting die: {value}",  # the 2v2/3v3 targeting die, read by its number alone
)

_FORMATTER = string.Formatter()


@cache
def _pattern(template: str) -> tuple[re.Pattern[str], tuple[str, ...]]:
    parts: list[str] = []
    fields: list[str] = []
    for literal, field, _spec, _conversion in _FORMATTER.parse(template):
        parts.append(re.escape(literal))
        if field is not None:
            parts.append("(.+?)")
            fields.append(field)
    return re.compile("".join(parts), re.DOTALL), tuple(fields)


def _values_said(dice: object) -> str | None:
    """The numbers of one roll's dice as a Dice Throne line lists them ('1 1 1 4 5'); None for anything else (a log
    entry keeps its rolls as a tuple: one roll there is that roll)."""
    if isinstance(dice, (list, tuple)) and len(dice) == 1:
        dice = dice[0]
    if not isinstance(dice, DiceRoll) or len(dice.values) != len(dice.faces):
        return None
    return " ".join(map(str, dice.values))


def said_once(text: str, dice: object = None) -> str:
    """The English line without the faces its dice sentence says, for a line that says them; else `text`.

    `dice`: the dice the sentence after the line says, for a line that leaves its faces out only when they are the
    same (`SaidOnce.only_the_same_dice`)."""
    for said in SAID_ONCE:
        pattern, fields = _pattern(said.old)
        match = pattern.fullmatch(text)
        if match is None:
            continue
        values = dict(zip(fields, match.groups(), strict=True))
        if said.only_the_same_dice and values[said.faces] != _values_said(dice):
            continue
        return said.reads_as.format(**{key: value for key, value in values.items() if key != said.faces})
    return text


def says_its_dice(text: str) -> bool:
    """Whether the English line says its dice itself, each with its player (`SAYS_ITS_DICE`): the log adds no dice
    sentence after it."""
    return any(_pattern(template)[0].fullmatch(text) is not None for template in SAYS_ITS_DICE)
