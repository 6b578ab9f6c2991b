"""Completion in the command line: the rest of the word being typed, from the game's grammar."""

from __future__ import annotations

from rules_engine.grammar import open_quote


def suggestion_for(value: str, candidates: tuple[str, ...]) -> str | None:
    """`value` with its last word completed by the first candidate that extends it.

    Before a word is begun (empty line, or after a space) a word is suggested only when it is
    the one thing that can come next. A name begun with a quote ("Pow, "Powder K) is completed
    and closed. The typed text keeps its own case; only the untyped rest of the word is suggested.
    """
    opened = open_quote(value)
    if opened is None and (not value or value[-1].isspace()):
        return value + candidates[0] if len(candidates) == 1 and value else None
    quote = value[opened] if opened is not None else ""
    typed = value[opened + 1:] if opened is not None else value.split()[-1]
    for candidate in candidates:
        if candidate.casefold().startswith(typed.casefold()) and (len(candidate) > len(typed) or quote):
            return value + candidate[len(typed):] + quote  # a quoted name is closed
    return None
