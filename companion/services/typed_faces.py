"""Runebound 3e's token faces typed in the table's language, read back to the notation the game takes.

The engine reads a face only in its English notation (`2axe*`, `axe/2shield*`: `rules_engine.runebound3.tokens`). A
Russian table sees «2топор*» on the board and «3 топора» in a ruling, and types what it sees: here, outside the
engine, each face word of the active language (the board's word, `FACE_CONTEXT`, and each form a count gives it,
`FACE_COUNT_CONTEXT`; any case, ё as е) is read back to its symbol, the count and the initiative mark kept. A count
written apart ("2 топора") is the face's count, as "2axe". The English symbols, and every word that is no face,
stay as typed. `typed_command` does it for the commands that take faces (`landed`) and for the tokens typed in any
other (`deal NAME as TYPE COST FRONT/BACK`: each word holding '/', `tokens_in_notation`; the card tray's values
too), `faces_in_notation` for a catalogue form's token field, which shows a kept token in the table's words again through `faces_in_words`.
"""

from __future__ import annotations

import re
from functools import cache

from companion.services.i18n import current_language, npgettext, pgettext, translate
from rules_engine.runebound3.words import FACE_CONTEXT, FACE_COUNT_CONTEXT, FACE_COUNTS, FACE_SYMBOLS, face_words

#: The game whose commands and catalogue take token faces.
GAME = "runebound3"
#: The commands whose words are faces (`rules_engine.runebound3.fight_commands`).
FACE_COMMANDS = ("landed",)
#: A catalogue field of Runebound 3e that holds faces (a hero's or item's tokens, an enemy token, a villain's own).
TOKEN_FIELDS = ("tokens", "token", "villain_token")
#: Numbers whose counted forms cover every form of Russian and Polish (one, few, many, and 21/22 after 20).
FORM_NUMBERS = (1, 2, 5, 21, 22, 25)

_WORD = re.compile(r"(?:(\d+)\s+)?([^\W\d_]+)")


def _fold(word: str) -> str:
    return word.casefold().replace("ё", "е")


@cache
def _symbols(language: str) -> dict[str, str]:
    """Each face word of `language` (folded) and the symbol it names; empty for English (the notation itself)."""
    found: dict[str, str] = {}
    for symbol in FACE_SYMBOLS:
        singular, plural = FACE_COUNTS[symbol]
        words = {pgettext(FACE_CONTEXT, symbol)}
        words.update(npgettext(FACE_COUNT_CONTEXT, singular, plural, n) for n in FORM_NUMBERS)
        found.update((_fold(word), symbol) for word in words if word != symbol)
    return found


def faces_in_notation(text: str) -> str:
    """`text` with each face word of the active language read as its symbol («2 топора/щит*» -> "2axe/shield*")."""
    symbols = _symbols(current_language())
    if not symbols:
        return text

    def read(found: re.Match[str]) -> str:
        symbol = symbols.get(_fold(found.group(2)))
        return found.group(0) if symbol is None else f"{found.group(1) or ''}{symbol}"

    return _WORD.sub(read, text)


def faces_in_words(text: str) -> str:
    """Tokens in the notation (`skull/2shield*`, a comma list of them) as the board says them in the active language
    («череп/2щит*»), which `faces_in_notation` reads back; any other text as it is."""
    return ", ".join(translate(face_words(part.strip())) for part in text.split(",")) if text else text


def tokens_in_notation(text: str) -> str:
    """`text` with each token typed in the table's words («топор/2щит*», a word holding '/') read as its notation;
    every other word as typed, so a card's name that is a face word ("deal Щит as броня 2 щит/промах") stays."""
    return " ".join(faces_in_notation(word) if "/" in word else word for word in text.split(" "))


def typed_command(game_id: str, text: str) -> str:
    """A typed command with the faces after a face-taking verb read back to the notation, and in any other command
    its tokens (`deal NAME as TYPE COST FRONT/BACK ...`); any other game's as typed."""
    verb, _, rest = text.strip().partition(" ")
    if game_id != GAME or not rest:
        return text
    if verb.casefold() not in FACE_COMMANDS:
        return f"{verb} {tokens_in_notation(rest)}" if "/" in rest else text
    return f"{verb} {faces_in_notation(rest)}"
