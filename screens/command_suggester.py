"""Completion in the command line: the rest of the word being typed, from the game's grammar, and the candidates
of a word that only grew, narrowed from those of the text before it."""

from __future__ import annotations

from rules_engine.grammar import open_quote

#: Characters that change what a word is completed as when typed (a quoted name, an option's `key:`): a word
#: holding one is asked of the game again rather than narrowed.
_READ_APART = frozenset("\"':")


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


def narrowed(text: str, before: tuple[str, ...]) -> tuple[str, ...]:
    """The candidates for `text` when its last word only grew by its last character (see `narrows`), from
    `before`, the candidates for `text` without that character: those that still start with the word.

    The game's grammar offers, for the word being typed, the words that can come after the words before it
    which start with what is typed of it (case aside); the words before it are the same, so the list is the
    same and only the filter is longer. The order is kept.
    """
    word = text.split()[-1].casefold()
    return tuple(candidate for candidate in before if candidate.casefold().startswith(word))


def narrows(text: str) -> bool:
    """Whether `text` is the text before it with one more letter, digit, '-' or '_' on the same plain word: no
    space before it, no quote or colon in the word (a quoted name or an option's value is asked again)."""
    if len(text) < 2 or text[-2].isspace():
        return False
    last = text[-1]
    if not (last.isalnum() or last in "-_"):
        return False
    return not _READ_APART.intersection(text.split()[-1])
