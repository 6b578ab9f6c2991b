"""The small dice notation of the command line: `2d10`, `5d6`, `3d6+2`, `d20-1`."""

from __future__ import annotations

import re

from rules_engine.frozen_values import frozen_value
from rules_engine.dice import DiceError, DiceRoll, DiceSource, DieSpec, MAX_DICE, numbered_die
from rules_engine.messages import Message

#: Past this many digits a number is refused outright (int() itself gives up at 4,300).
LONGEST_NUMBER = 100

SUPPORTED_SIDES = (2, 3, 4, 6, 8, 10, 12, 20, 100)
MAX_MODIFIER = 1000
_NOTATION = re.compile(r"(?P<count>\d*)d(?P<sides>\d+)(?:(?P<sign>[+-])(?P<mod>\d+))?", re.ASCII)
_EXAMPLES = Message("write it like 2d10, 5d6, d20 or 3d6+2")


@frozen_value(slots=True)
class DiceNotation:
    """A parsed notation: how many dice, which die, and a flat modifier."""

    count: int
    die: DieSpec
    modifier: int = 0

    def roll(self, source: DiceSource) -> DiceRoll:
        """Roll this notation with the given source."""
        return source.roll(self.die, self.count, self.modifier)

    def __str__(self) -> str:
        mod = f"{self.modifier:+d}" if self.modifier else ""
        return f"{self.count}{self.die.id}{mod}"


def parse_notation(text: str) -> DiceNotation:
    """Parse dice notation; anything else raises DiceError saying exactly what is wrong."""
    raw = text.strip().lower().replace(" ", "")
    if not raw:
        raise DiceError(Message("no dice given: {examples}", examples=_EXAMPLES))
    match = _NOTATION.fullmatch(raw)
    if match is None:
        prefix = _NOTATION.match(raw)
        if prefix and prefix.end() < len(raw):
            rest = raw[prefix.end():]
            raise DiceError(Message("{text!r}: unexpected {rest!r} after {read!r}; {examples}", text=text.strip(),
                                    rest=rest, read=raw[:prefix.end()], examples=_EXAMPLES))
        raise DiceError(Message("{text!r} is not dice notation: {examples}", text=text.strip(), examples=_EXAMPLES))
    if any(len(match[group] or "") > LONGEST_NUMBER for group in ("count", "sides", "mod")):
        raise DiceError(Message("{text!r}: too many digits; {examples}", text=text.strip(), examples=_EXAMPLES))
    count = int(match["count"]) if match["count"] else 1
    sides = int(match["sides"])
    if sides not in SUPPORTED_SIDES:
        shown = ", ".join(f"d{s}" for s in SUPPORTED_SIDES)
        raise DiceError(Message("{text!r}: there is no d{sides} in these games; dice are {shown}", text=text.strip(),
                                sides=sides, shown=shown))
    if not 1 <= count <= MAX_DICE:
        raise DiceError(Message("{text!r}: roll between 1 and {most} dice, not {count}", text=text.strip(),
                                most=MAX_DICE, count=count))
    modifier = int(match["mod"] or 0) * (-1 if match["sign"] == "-" else 1)
    if abs(modifier) > MAX_MODIFIER:
        raise DiceError(Message("{text!r}: a modifier goes up to ±{most}, not {modifier}", text=text.strip(),
                                most=MAX_MODIFIER, modifier=f"{modifier:+d}"))
    return DiceNotation(count, numbered_die(sides), modifier)
