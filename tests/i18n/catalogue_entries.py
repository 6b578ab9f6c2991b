"""The translated entries of a kept catalogue whose translation matches a pattern (for checks of wording)."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from companion.services.i18n.catalogues import po_path


def entries_matching(language: str, pattern: str) -> list[tuple[str, str]]:
    """(English, translation) of every entry of `language`'s catalogue whose translation matches `pattern`."""
    with open(po_path(language), "rb") as source:
        catalog = read_po(source, locale=language)
    found = re.compile(pattern)
    return [(message.id, message.string) for message in catalog
            if message.id and isinstance(message.string, str) and found.search(message.string)]


def forms_matching(language: str, pattern: re.Pattern[str]) -> list[tuple[str, str]]:
    """(English, translation) of every translated form in `language`'s catalogue that `pattern` finds, each plural
    form of an entry on its own."""
    with open(po_path(language), "rb") as source:
        catalog = read_po(source, locale=language)
    found = []
    for message in catalog:
        if not message.id or not message.string:
            continue
        english = message.id if isinstance(message.id, str) else message.id[0]
        forms = [message.string] if isinstance(message.string, str) else list(message.string)
        found += [(english, text) for text in forms if text and pattern.search(text)]
    return found


def word_before_a_name(words: str, names: tuple[str, ...]) -> re.Pattern[str]:
    """A word of `words` (alternatives of a regular expression, whole words, any case) directly followed by the
    placeholder of one of `names` (`{player}`, not `{player!r}` nor `{player2}`)."""
    return re.compile(r"(?<![\w-])(?:" + words + r") \{(?:" + "|".join(names) + r")\}", re.IGNORECASE)


def listed(found: list[tuple[str, str]]) -> str:
    """The entries a wording check found, one a line, for its failure's message."""
    return f"{len(found)} entries:\n" + "\n".join(f"{english!r}: {said}" for english, said in found)
