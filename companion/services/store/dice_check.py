"""Checking the dice inside an imported action against the faces those dice really have.

An export is a text file anyone can edit: a d6 showing 9, a hero die face given another symbol,
a terrain die with a symbol no terrain die carries. The engine trusts the rolls inside actions
(they were checked when they were entered), so an import must check them itself. Each roll's
die is found the way the game itself knows it: the action's typed command (`format_command`)
is read again in the state it was played in (`parse_command`), and the dice request that
comes back names the die; a die met earlier in the same log is known by its id (a house-ruled
roll the parser refuses now); a plain `dN` (free rolls, notation) is the numbered die. Every
face must be a face of that die, as the die reads the face's own label: exactly, or (a face of symbols, like a
terrain die's 'plains+road') with the same number and the same symbols named in another order ('road+plains' is the
same face of the die), and, when a die shows the same symbols on two faces, the face it names by its number.
"""

from __future__ import annotations

import re
from typing import Any

from rules_engine.actions import Action
from rules_engine.chance import DiceRequest
from rules_engine.dice import DiceError, DiceRoll, DieSpec, Face, numbered_die
from rules_engine.errors import CommandError
from rules_engine.game import Game
from rules_engine.messages import Message
from companion.services.store.errors import InvalidDocument, reason
from companion.services.store.timeline import dice_in

#: Where a roll may come from (see DiceRoll.source).
ROLL_SOURCES = frozenset({"app", "table", "seeded"})

NUMBERED = re.compile(r"d([1-9][0-9]{0,3})")


def requested_die(game: Game, state: Any, action: Action) -> DieSpec | None:
    """The die the game asks for when the action's own command is typed in this state (None if none)."""
    text = game.format_command(action)
    if text is None:
        return None
    try:
        parsed = game.parse_command(state, text)
    except (CommandError, ValueError):
        return None
    return parsed.die if isinstance(parsed, DiceRequest) else None


def die_of(roll: DiceRoll, requested: DieSpec | None, known: dict[str, DieSpec]) -> DieSpec | None:
    """The die a roll was made with: the one asked for, one met earlier in the log, or a plain `dN`."""
    if requested is not None and requested.id == roll.die:
        return requested
    if roll.die in known:
        return known[roll.die]
    match = NUMBERED.fullmatch(roll.die)
    if match:
        try:
            return numbered_die(int(match.group(1)))
        except DiceError:
            return None
    return None


class DiceChecker:
    """Checks the rolls of one log in order, remembering each die the game has named so far."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.known: dict[str, DieSpec] = {}

    def check(self, state: Any, action: Action, where: str) -> None:
        """InvalidDocument unless every roll in the action (played in `state`) shows only faces its die has."""
        rolls = dice_in(action)
        if not rolls:
            return
        requested = requested_die(self.game, state, action)
        if requested is not None:
            self.known[requested.id] = requested
        _check_rolls(rolls, requested, self.known, where)

    def check_outcome(self, roll: DiceRoll, asked: DieSpec, where: str) -> None:
        """InvalidDocument unless a chance request's roll (of the die `asked`) shows only faces its die has.

        A die the log has named already, or a plain `dN`, is the one checked against: the request's own
        copy of its die is used only for a die the game has not named (it came with the document)."""
        known = die_of(roll, None, self.known)
        _check_rolls((roll,), known if known is not None else asked, self.known, where)


def _check_rolls(rolls: tuple[DiceRoll, ...], requested: DieSpec | None, known: dict[str, DieSpec], where: str) -> None:
    for roll in rolls:
        if roll.source not in ROLL_SOURCES:
            raise InvalidDocument(Message("{where}: a roll from {source} (dice come from the app or the table)", where=where,
                                          source=repr(roll.source)))
        die = die_of(roll, requested, known)
        if die is None:
            raise InvalidDocument(Message("{where}: the {die} dice cannot be checked against their faces", where=where,
                                          die=repr(roll.die)))
        for face in roll.faces:
            try:
                real = die.parse_face(face.label)
            except DiceError as error:
                raise InvalidDocument(Message("{where}: {error} (edited dice?)", where=where, error=reason(error))) from None
            if real != face and not _same_face(die, real, face):
                raise InvalidDocument(Message(
                    "{where}: a {die} has no face {face}; its face {label} reads {real} (edited dice?)", where=where,
                    die=die.name, face=repr(face.describe()), label=repr(real.label), real=repr(real.describe())))


def _names_its_symbols(face: Face) -> bool:
    """True when the face's label is only its symbols joined, in any order ('forest+plains' for plains and forest)."""
    named = tuple(sorted(part.strip().casefold() for part in face.label.replace(",", "+").split("+") if part.strip()))
    return named == face.symbol_set()


def _same_face(die: DieSpec, real: Face, face: Face) -> bool:
    """True when `face` is a face of the die whose symbols it names in another order, or a face the die shows twice.

    `real` is the face the die reads from the label; a face of symbols is the same face whatever order its symbols
    are named in, and a die that shows the same symbols on two faces (a terrain die may) tells them by number."""
    if not face.symbols or real.symbol_set() != face.symbol_set():
        return False
    candidates = die.faces or (real,)
    return any(candidate.value == face.value and candidate.symbol_set() == face.symbol_set()
               and (candidate.label.casefold() == face.label.casefold() or _names_its_symbols(face))
               for candidate in candidates)
