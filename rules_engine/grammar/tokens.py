"""Splitting typed text into words: plain whitespace, or shell-like quoting where a game wants names with spaces."""

from __future__ import annotations

import unicodedata

from rules_engine.frozen_values import frozen_value
from rules_engine.errors import CommandError
from rules_engine.messages import Message


QUOTES = "\"'"
#: The control characters a typed line may hold: the spaces between words (a tab, a line's end).
SPACING_CONTROLS = "\t\r\n"


def control_character_fault(text: str) -> Message | None:
    """Why a typed command cannot be read when it holds a control character (an escape sequence pasted into the
    command line, a NUL in a transcript): named by its code, never repeated raw, since it could rewrite the terminal
    that shows the message. None when the text holds none but spaces."""
    for ch in text:
        if ch not in SPACING_CONTROLS and unicodedata.category(ch) == "Cc":
            return Message("the command holds a control character ({code}): type letters, digits and punctuation only",
                           code=f"U+{ord(ch):04X}")
    return None


@frozen_value(slots=True)
class Token:
    """One typed word: its text (quotes removed), whether it began with a quote, and where it stood.

    A word that begins with a quote is always plain text: never a flag, a key or a modifier.
    """

    text: str
    quoted: bool = False
    start: int = 0

    @property
    def folded(self) -> str:
        """The text compared case-insensitively."""
        return self.text.casefold()


def tokenize(text: str, *, quoting: bool, lenient: bool = False) -> tuple[Token, ...]:
    """The words of `text`; with `quoting`, "a b" or 'a b' at the start of a word is one word.

    A quote inside a word, or an apostrophe never closed, is an ordinary letter (Pirate's Touch, Fill 'Em
    With Lead!); an unclosed double quote is a CommandError, unless `lenient` (completion reads a word still
    being typed).
    """
    if not quoting:
        tokens, position = [], 0
        for word in text.split():
            position = text.index(word, position)
            tokens.append(Token(word, False, position))
            position += len(word)
        return tuple(tokens)
    return _quoted_words(text, lenient)[0]


def open_quote(text: str) -> int | None:
    """Where the quote opening a word still being typed stands ('status inflict "Powder K' -> 15); None if none."""
    return _quoted_words(text, True)[1]


def _quoted_words(text: str, lenient: bool) -> tuple[tuple[Token, ...], int | None]:
    """The words, and where a quote left open at the end was opened (lenient reading only)."""
    tokens: list[Token] = []
    opened = -1
    chars: list[str] = []
    quoted = False
    start = -1
    quote = ""
    i = 0
    while i < len(text):
        c = text[i]
        if quote:
            if c == quote:
                quote = ""
            elif c == "\\" and quote == '"' and i + 1 < len(text) and text[i + 1] in '"\\':
                i += 1
                chars.append(text[i])
            else:
                chars.append(c)
        elif c.isspace():
            if start >= 0:
                tokens.append(Token("".join(chars), quoted, start))
                chars, quoted, start = [], False, -1
        else:
            if start < 0:
                start = i
            # A quote opens a word or a key's value. Inside a word it is a letter (Pirate's Touch), and so is
            # an apostrophe never closed (Fill 'Em With Lead!); an unclosed double quote is an error.
            if c in QUOTES and (start == i or text[i - 1] == ":") and (lenient or c == '"' or c in text[i + 1:]):
                quote, quoted, opened = c, quoted or start == i, i
            elif c == "\\" and i + 1 < len(text):
                i += 1
                chars.append(text[i])
            else:
                chars.append(c)
        i += 1
    if quote and not lenient:
        raise CommandError(Message("cannot read {text!r}: a {quote} quote is not closed", text=text.strip(), quote=quote))
    if start >= 0:
        tokens.append(Token("".join(chars), quoted, start))
    return tuple(tokens), opened if quote else None


def needs_quotes(word: str) -> bool:
    """True when a word must be quoted to be read back as one word."""
    return not word or any(c.isspace() or c in QUOTES or c == "\\" for c in word)


def quote(word: str) -> str:
    """A word as it must be typed to be read back whole ("Sword of Light")."""
    if not needs_quotes(word):
        return word
    return '"' + word.replace("\\", "\\\\").replace('"', '\\"') + '"'
