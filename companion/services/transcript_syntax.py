"""The transcript syntax of `companion play`: one typed command a line, the table's dice or card written inline.

    # a comment; blank lines are skipped too
    add 3                      a game command, as typed in the session frame
    roll                       dice it needs are rolled by the app (or the seeded source, --seed N)
    roll [dice: 4]             the table's own dice: faces as the dice tray takes them
    roll-move [dice: plains+road river+forest]
    draw [card: Goblin Raiders]   a card the table drew, by name
    check flee [dice: 3 7]     "may I?": nothing is applied (dice optional: without them a stand-in)
    house-rule add 9           apply it even though the rules refuse it, marked as a house rule
    undo
    redo

The note in square brackets comes last on its line. A malformed line raises
`TranscriptSyntaxError` naming the line and what was expected.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules_engine.errors import CommandError
from rules_engine.messages import Message
from companion.services.fulfillers import split_faces

COMMENT = "#"
#: Line kinds: a command to do, a question, a command applied as a house rule, undo, redo.
DO, CHECK, HOUSE_RULE, UNDO, REDO = "do", "check", "house-rule", "undo", "redo"
PREFIXES = {"check": CHECK, "house-rule": HOUSE_RULE}

_NOTE = re.compile(r"^(?P<command>.*?)\s*\[\s*(?P<key>dice|card)\s*:(?P<value>[^\[\]]*)\]\s*$", re.IGNORECASE)
_NOTE_START = re.compile(r"\[\s*(dice|card)\b", re.IGNORECASE)


class TranscriptSyntaxError(CommandError):
    """A transcript line that cannot be read; the message names the line and what was expected."""


@dataclass(frozen=True, slots=True)
class TranscriptLine:
    """One line to play: its number and text as written, its kind, the game command, the table's dice or card."""

    number: int
    text: str
    kind: str
    command: str = ""
    dice: tuple[str, ...] | None = None
    card: str | None = None


def parse_line(number: int, raw: str) -> TranscriptLine | None:
    """The line read, or None for a blank line or a comment; TranscriptSyntaxError if malformed."""
    text = raw.strip()
    if not text or text.startswith(COMMENT):
        return None
    word, _, rest = text.partition(" ")
    verb = word.lower()
    if verb in (UNDO, REDO):
        if rest.strip():
            raise TranscriptSyntaxError(Message("line {number}: {verb} takes nothing after it, not {rest}", number=number,
                                                verb=verb, rest=repr(rest.strip())))
        return TranscriptLine(number, text, verb)
    kind = PREFIXES.get(verb, DO)
    body = rest.strip() if kind != DO else text
    if not body:
        raise TranscriptSyntaxError(Message("line {number}: '{verb}' needs a command after it, e.g. '{verb} add 3'",
                                            number=number, verb=verb))
    dice, card = None, None
    note = _NOTE.match(body)
    if note:
        body, key, value = note.group("command").strip(), note.group("key").lower(), note.group("value").strip()
        if key == "dice":
            dice = tuple(split_faces(value))
            if not dice:
                raise TranscriptSyntaxError(Message("line {number}: write the faces the table's dice show, e.g. [dice: 3 7]",
                                                    number=number))
        else:
            card = value
            if not card:
                raise TranscriptSyntaxError(Message("line {number}: write the card the table drew, e.g. [card: Goblin Raiders]",
                                                    number=number))
        if not body:
            raise TranscriptSyntaxError(
                Message("line {number}: the dice belong to a command, e.g. 'roll [dice: 3 7]'", number=number)
                if key == "dice" else
                Message("line {number}: the card belong to a command, e.g. 'roll [dice: 3 7]'", number=number))
    elif _NOTE_START.search(body):
        raise TranscriptSyntaxError(Message("line {number}: write the table's dice or card last on the line, "
                                            "as [dice: 3 7] or [card: NAME]", number=number))
    return TranscriptLine(number, text, kind, body, dice, card)


def parse_transcript(text: str) -> list[TranscriptLine]:
    """Every line to play, in order; TranscriptSyntaxError for the first malformed one."""
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = parse_line(number, raw)
        if line is not None:
            lines.append(line)
    return lines
