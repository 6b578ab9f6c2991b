"""Log lines that say their dice's faces, read without them where the log's dice sentence says them after the line.

A log line with dice ends in the dice as a sentence of its own ("… Dice: mountains."). Some lines say the faces too:
Runebound 3e's retreat ("Ash rolls [mountains]: the retreat fails", as the engine still words it for the ruling panel,
which has no dice sentence), and lines saved before the twenty-seventh pass moved the faces out of a move's roll, a
reroll, an exploration and an outdoor rest ("Ann rests outdoors (rolled plains, plains) and heals 0 wounds"). A saved
log is never rewritten: such a line is read, when shown with its dice, as the sentence without the faces
(`said_once`), in English too, and then in the table's language as any stored sentence is (`stored_text`).
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from functools import cache

from rules_engine.messages import N_


@dataclass(frozen=True)
class SaidOnce:
    """A line's English template with the faces in it (`faces`: their placeholder), and the one it reads as."""

    old: str
    reads_as: str
    faces: str = "faces"


SAID_ONCE: tuple[SaidOnce, ...] = (
    # Runebound 3e's retreat: the engine's sentence (its ruling shows no dice), the log's dice say the face
    SaidOnce("{name} rolls {roll}: the retreat fails", N_("{name} rolls to retreat: the retreat fails"), "roll"),
    SaidOnce("{name} rolls {roll} and retreats", N_("{name} rolls to retreat and retreats"), "roll"),
    # Runebound 3e, lines saved before the twenty-seventh pass (11e542ef, bcf5a6ec) said their faces
    SaidOnce("{name} rolls {faces} to move", "{name} rolls the terrain dice to move"),
    SaidOnce("{name} exerts and rolls die {die} again: {faces}", "{name} exerts and rolls die {die} again"),
    SaidOnce("{name} explores for {quest} (rolled {faces})", "{name} explores for {quest}"),
    SaidOnce("{name} rests outdoors (rolled {faces}) and heals {wounds}", N_("{name} rests outdoors and heals {wounds}")),
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


def said_once(text: str) -> str:
    """The English line without the faces its dice sentence says, for a line that says them; else `text`."""
    for said in SAID_ONCE:
        pattern, fields = _pattern(said.old)
        match = pattern.fullmatch(text)
        if match is None:
            continue
        values = dict(zip(fields, match.groups(), strict=True))
        return said.reads_as.format(**{key: value for key, value in values.items() if key != said.faces})
    return text
