"""Splitting typed text into words: plain whitespace, or shell-like quoting where a game wants names with spaces."""

from __future__ import annotations

from dataclasses import dataclass

from rules_engine.errors import CommandError

QUOTES = "\"'"


@dataclass(frozen=True, slots=True)
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
    """The words of `text`; with `quoting`, "a b" or 'a b' is one word (as a POSIX shell reads it).

    An unclosed quote is a CommandError, unless `lenient` (completion reads a word still being typed).
    """
    if not quoting:
        return _plain_words(text, lenient)
    return _quoted_words(text, lenient)


def _plain_words(text: str, lenient: bool) -> tuple[Token, ...]:
    """Words split at spaces, except that a run of words from one opening a quote to one closing it
    ("Powder Keg", 'Powder Keg') is one word; any other quote is a letter (pirate's touch, 'em).
    Completion (`lenient`) reads an unclosed opening quote to the end as the word being typed."""
    spans, position = [], 0
    for word in text.split():
        position = text.index(word, position)
        spans.append((position, word))
        position += len(word)
    tokens: list[Token] = []
    i = 0
    while i < len(spans):
        start, word = spans[i]
        mark = word[0]
        close = next((k for k in range(i, len(spans))
                      if spans[k][1].endswith(mark) and (k > i or len(word) > 1)), None) if mark in QUOTES else None
        if close is None and mark in QUOTES and lenient and not text[-1].isspace():
            tokens.append(Token(text[start + 1:], True, start))
            break
        if close is None:
            tokens.append(Token(word, False, start))
            i += 1
            continue
        end = spans[close][0] + len(spans[close][1])
        tokens.append(Token(text[start + 1:end - 1], True, start))
        i = close + 1
    return tuple(tokens)


def _quoted_words(text: str, lenient: bool) -> tuple[Token, ...]:
    tokens: list[Token] = []
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
            if c in QUOTES:
                quote, quoted = c, quoted or start == i
            elif c == "\\" and i + 1 < len(text):
                i += 1
                chars.append(text[i])
            else:
                chars.append(c)
        i += 1
    if quote and not lenient:
        raise CommandError(f"cannot read {text.strip()!r}: a {quote} quote is not closed")
    if start >= 0:
        tokens.append(Token("".join(chars), quoted, start))
    return tuple(tokens)


def needs_quotes(word: str) -> bool:
    """True when a word must be quoted to be read back as one word."""
    return not word or any(c.isspace() or c in QUOTES or c == "\\" for c in word)


def quote(word: str) -> str:
    """A word as it must be typed to be read back whole ("Sword of Light")."""
    if not needs_quotes(word):
        return word
    return '"' + word.replace("\\", "\\\\").replace('"', '\\"') + '"'
