"""Why a typed word was not taken: it is not this kind of word (Mismatch), or it is but cannot be (Refused).

Arguments, names and pattern elements raise these while reading; the grammar turns them into the
message the table sees, listing alternatives with `say_list`.
"""

from __future__ import annotations

from collections.abc import Sequence


class Mismatch(Exception):
    """The word is not this kind of argument (the parser tries another reading)."""


class Refused(Exception):
    """The word is this kind of argument but cannot be taken (p7 with two players, 5000 as a number)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def say_list(items: Sequence[str], last: str = "or") -> str:
    """'a, b or c' for people."""
    items = list(dict.fromkeys(items))
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"
