"""Reading whole numbers the players type: ASCII digits only, one optional sign, a sane length.

`int()` alone accepts '²'-like digits from other scripts, underscores and surrounding blanks, and
raises on 5,000-digit strings; every number parser in the engine goes through `read_whole_number`.
"""

from __future__ import annotations

#: More digits than any count, face, seat or page a table game needs.
MAX_DIGITS = 9


def read_whole_number(text: str, *, signed: bool = True) -> int | None:
    """The number `text` spells in ASCII digits (with one leading + or - when signed), or None."""
    digits = text[1:] if signed and text[:1] in "+-" else text
    if not digits or len(digits) > MAX_DIGITS or not digits.isascii() or not digits.isdigit():
        return None
    return int(text)
